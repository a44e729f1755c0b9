import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import {
  runawayRecovery,
  runawayTarget,
  type RunawayRecoveryParams,
} from '../../../src/rulesets/sixgun/runaway-recovery.ts';
import {
  woundRecovery,
  type WoundRecoveryParams,
} from '../../../src/rulesets/sixgun/wound-recovery.ts';
import { expectAgreesAt } from '../../helpers/agree.ts';
import { face, playOnce } from '../../helpers/scripted.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const R = (over: Partial<RunawayRecoveryParams>): RunawayRecoveryParams => ({
  ...(defaultsOf(runawayRecovery.params) as RunawayRecoveryParams),
  ...over,
});
const W = (over: Partial<WoundRecoveryParams>): WoundRecoveryParams => ({
  ...(defaultsOf(woundRecovery.params) as WoundRecoveryParams),
  ...over,
});
type Dist = Record<string, number>;

describe('Runaway recovery, six-gun-sound.md §9.4 [L4278–4305]', () => {
  it('Sand 4: back 4/9, back with −1 Sand 4/9, gone 1/9', () => {
    const e = runawayRecovery.exact!(R({ sand: 4 }), O);
    const o = e.outcome as Dist;
    expect(o.back).toBeCloseTo(4 / 9, 14);
    expect(o['back-minus-sand']).toBeCloseTo(4 / 9, 14);
    expect(o.gone).toBeCloseTo(1 / 9, 14);
    expect(e.pBack).toBeCloseTo(8 / 9, 14);
  });

  it('+1 mounted, +1 Indian, and the modified Sand is at most 5 [L4289]', () => {
    expect(runawayTarget(R({ sand: 3, mounted: true }))).toBe(4);
    expect(runawayTarget(R({ sand: 4, mounted: true, indian: true }))).toBe(5);
    expect(runawayTarget(R({ sand: 7 }))).toBe(5);
    expect((runawayRecovery.exact!(R({ sand: 7 }), O).outcome as Dist).gone).toBeCloseTo(
      1 / 36,
      14,
    );
  });

  it.each([[R({ sand: 3 })], [R({ sand: 4, mounted: true })]])(
    'simulation agrees with the exact answer (fixed seed, 4 SE): %o',
    (p) => expectAgreesAt(runawayRecovery, p, O, 'runaway-recovery', JSON.stringify(p), 200_000),
  );
});

describe('Wounds and Out-of-the-Fight recovery, six-gun-sound.md §9.5 [L4307–4347]', () => {
  it('Toughness 4 resting rolls against 5: recovers 25/36, still mending 10/36; a leg infection (1/36) keeps him one-legged on a 1d6 of 4 or less', () => {
    const e = woundRecovery.exact!(W({ toughness: 4, location: 'leg' }), O);
    const o = e.outcome as Dist;
    expect(o.recovers).toBeCloseTo(25 / 36, 14);
    expect(o['still-mending']).toBeCloseTo(10 / 36, 14);
    expect(o['loses-limb']).toBeCloseTo((1 / 36) * (4 / 6), 14);
    expect(o.dies).toBeCloseTo((1 / 36) * (2 / 6), 14);
    expect(e.pInfection).toBeCloseTo(1 / 36, 14);
  });

  it('a head, chest or gut infection kills; not resting there is no +1', () => {
    const o = woundRecovery.exact!(W({ toughness: 3, location: 'gut', rest: 'unable' }), O)
      .outcome as Dist;
    expect(o.dies).toBeCloseTo(1 / 4, 14);
    expect(o['loses-limb']).toBe(0);
  });

  it('an Indian or an uncaptured Outlaw rests on 4–6: half the time at +1', () => {
    const half = (woundRecovery.exact!(W({ toughness: 3, rest: 'on-4-6' }), O).outcome as Dist)
      .recovers;
    expect(half).toBeCloseTo(((3 / 6) ** 2 + (4 / 6) ** 2) / 2, 14);
  });

  it('A-32 [L4390–4394]: a leg infection that rolled Death becomes "loses leg" on a Doctorin\' Pass 2; "loses leg" becomes Death on a Pass 0', () => {
    const p = W({ toughness: 3, location: 'leg', doc: 'skill-4' });
    const better = playOnce(woundRecovery, p, O, [
      ...[face(6), face(6)], // recovery 2d6 against 4: Pass 0, infection
      face(5), // 1d6 against Toughness 3: fails, Death
      ...[face(1), face(2)], // Doctorin' against skill 4: Pass 2, one step better
    ]);
    expect(better.outcome).toBe('loses-limb');
    const worse = playOnce(woundRecovery, p, O, [
      ...[face(5), face(6)], // Pass 0, infection
      face(2), // 1d6 against 3: passes, loses the leg
      ...[face(5), face(6)], // Doctorin': Pass 0, one step worse
    ]);
    expect(worse.outcome).toBe('dies');
  });

  it('a Doc treats only a patient able to rest (an escaped abandoned figure is not)', () => {
    const p = W({ toughness: 3, rest: 'unable' });
    expect(woundRecovery.exact!({ ...p, doc: 'skill-5' }, O)).toEqual(woundRecovery.exact!(p, O));
  });

  it.each([
    [W({ toughness: 3, location: 'gun-arm', doc: 'skill-4' })],
    [W({ toughness: 2, location: 'chest', rest: 'on-4-6', doc: 'skill-3' })],
    [W({ toughness: 5, location: 'off-arm', rest: 'unable' })],
  ])('simulation agrees with the exact answer (fixed seed, 4 SE): %o', (p) =>
    expectAgreesAt(woundRecovery, p, O, 'wound-recovery', JSON.stringify(p), 200_000),
  );
});
