import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { capture, type CaptureParams } from '../../../src/rulesets/sixgun/capture.ts';
import {
  movingCasualties,
  type MovingCasualtiesParams,
} from '../../../src/rulesets/sixgun/moving-casualties.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { rescue, type RescueParams } from '../../../src/rulesets/sixgun/rescue.ts';
import { trial, type TrialParams } from '../../../src/rulesets/sixgun/trial.ts';
import { expectAgreesAt } from '../../helpers/agree.ts';
import { face, playOnce } from '../../helpers/scripted.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const of =
  <P>(proc: { params: Parameters<typeof defaultsOf>[0] }) =>
  (over: Partial<P>): P => ({ ...(defaultsOf(proc.params) as P), ...over });
const C = of<CaptureParams>(capture);
const T = of<TrialParams>(trial);
const R = of<RescueParams>(rescue);
const M = of<MovingCasualtiesParams>(movingCasualties);
type Dist = Record<string, number>;

describe('Abandonment and Capture, six-gun-sound.md §9.7 [L4462–4510]', () => {
  it('Sand 4 taken by lawmen on the trail: breaks free 4/9, imprisoned 4/9, lynched 1/9', () => {
    const o = capture.exact!(C({ sand: 4 }), O).outcome as Dist;
    expect(o['breaks-free']).toBeCloseTo(4 / 9, 14);
    expect(o.imprisoned).toBeCloseTo(4 / 9, 14);
    expect(o.lynched).toBeCloseTo(1 / 9, 14);
  });

  it('only the single largest modifier counts (C-11): the leader killed is −2, Sand 4 → 2', () => {
    const o = capture.exact!(C({ sand: 4, modifier: 'leader-killed' }), O).outcome as Dist;
    expect(o.lynched).toBeCloseTo(4 / 9, 14);
    expect(o['breaks-free']).toBeCloseTo(1 / 9, 14);
  });

  it('outlaws release him on Pass 2 and leave him for dead on Pass 1; Indians kill him on Pass 1 and leave an immobile man for dead on Pass 2', () => {
    const byOutlaws = capture.exact!(C({ sand: 3, captors: 'outlaws' }), O);
    expect((byOutlaws.outcome as Dist).released).toBeCloseTo(1 / 4, 14);
    expect((byOutlaws.outcome as Dist)['left-for-dead']).toBeCloseTo(1 / 2, 14);
    expect(byOutlaws.pFree).toBeCloseTo(3 / 4, 14);
    const byIndians = capture.exact!(C({ sand: 3, captors: 'indians', immobile: true }), O);
    expect((byIndians.outcome as Dist)['left-for-dead']).toBeCloseTo(1 / 4, 14);
    expect(byIndians.pDies).toBeCloseTo(3 / 4, 14);
  });

  it('in town he escapes on Pass 2; an immobile man on the trail is imprisoned; an Indian prisoner dies on Pass 1', () => {
    expect(playOnce(capture, C({ where: 'town' }), O, [face(1), face(2)]).outcome).toBe('escapes');
    expect(playOnce(capture, C({ immobile: true }), O, [face(1), face(2)]).outcome).toBe(
      'imprisoned',
    );
    expect(playOnce(capture, C({ indian: true }), O, [face(1), face(6)]).outcome).toBe('killed');
    expect(
      playOnce(capture, C({ left: 'abandoned', immobile: true }), O, [face(3), face(4)]).outcome,
    ).toBe('escapes');
  });

  it.each([
    [C({ sand: 5, modifier: 'enemy-killed' })],
    [C({ sand: 3, captors: 'indians' })],
    [C({ sand: 4, captors: 'outlaws', where: 'town' })],
  ])('simulation agrees with the exact answer (fixed seed, 4 SE): %o', (p) =>
    expectAgreesAt(capture, p, O, 'capture', JSON.stringify(p), 100_000),
  );
});

describe('Trial and Punishment, six-gun-sound.md §9.8 [L4512–4554]', () => {
  it('Sand 4 tried for robbery: fined 4/9; ½d6 seasons in jail 4/9 (1, 2, 3 each 4/27); 5d6 years 1/9', () => {
    const e = trial.exact!(T({ sand: 4 }), O);
    const o = e.outcome as Dist;
    expect(o.fined).toBeCloseTo(4 / 9, 14);
    expect(o.jailed).toBeCloseTo(4 / 9, 14);
    expect(o.prison).toBeCloseTo(1 / 9, 14);
    const s = e.jailSeasons as Dist;
    for (const k of ['1', '2', '3']) expect(s[k]).toBeCloseTo(4 / 27, 14);
    const y = e.prisonYears as Dist;
    expect(y['5']).toBeCloseTo((1 / 9) * (1 / 6) ** 5, 14);
    expect(y['30']).toBeCloseTo((1 / 9) * (1 / 6) ** 5, 14);
  });

  it('a repeat offender in Indian Territory loses 2 Sand (the modifiers add up, C-11)', () => {
    const o = trial.exact!(T({ sand: 4, repeat: true, indianTerritory: true }), O).outcome as Dist;
    expect(o.fined).toBeCloseTo(1 / 9, 14);
    expect(o.prison).toBeCloseTo(4 / 9, 14);
  });

  it('murder at Pass 0: life in prison on 1–2, hanged on 3–6', () => {
    const o = trial.exact!(T({ sand: 3, crime: 'murder' }), O).outcome as Dist;
    expect(o.life).toBeCloseTo((1 / 4) * (1 / 3), 14);
    expect(o.hanged).toBeCloseTo((1 / 4) * (2 / 3), 14);
    expect(playOnce(trial, T({ crime: 'murder' }), O, [face(5), face(6), face(3)]).outcome).toBe(
      'hanged',
    );
  });

  it('a wounded victim makes it 7d6 years', () => {
    const r = playOnce(trial, T({ victimWounded: true }), O, [
      face(5),
      face(6),
      ...[1, 2, 3, 4, 5, 6, 6].map(face),
    ]);
    expect(r.prisonYears).toBe('27');
  });

  it.each([
    [T({ sand: 3, crime: 'horse-theft' })],
    [T({ sand: 2, crime: 'rustling', victimWounded: true })],
    [T({ sand: 3, crime: 'murder', repeat: true })],
  ])('simulation agrees with the exact answer (fixed seed, 4 SE): %o', (p) =>
    expectAgreesAt(trial, p, O, 'trial', JSON.stringify(p), 100_000),
  );
});

describe('Rescue of fallen comrades, six-gun-sound.md §9.6 [L4398–4428]', () => {
  it('one Sand 4 friend: carries on 4/9, goes on Pass 1 4/9 or Pass 0 1/9', () => {
    const e = rescue.exact!(R({ testers: 1 }), O);
    const r = e.response as Dist;
    expect(r['carry-on']).toBeCloseTo(4 / 9, 14);
    expect(r['one-goes']).toBeCloseTo(4 / 9, 14);
    expect(r.rush).toBeCloseTo(1 / 9, 14);
  });

  it('two friends: a Pass 0 man goes and the Pass 1 man carries on; two Pass 0 men both go', () => {
    expect(playOnce(rescue, R({ testers: 2 }), O, [face(5), face(6), face(1), face(5)]).goers).toBe(
      '1',
    );
    expect(playOnce(rescue, R({ testers: 2 }), O, [face(5), face(6), face(6), face(5)]).goers).toBe(
      '2',
    );
  });

  it('only when every nearer friend passes 2 do the friends within a fast move test (L4400–4402)', () => {
    const e = rescue.exact!(R({ testers: 2, outer: 3 }), O);
    expect(e.pOuterTests).toBeCloseTo((4 / 9) ** 2, 14);
    expect((e.response as Dist)['carry-on']).toBeCloseTo((4 / 9) ** 5, 14);
  });

  it('the leader down, Indians, close-knit: −1 each; a hard outfit +1 (C-11)', () => {
    const lower = rescue.exact!(
      R({ testers: 1, sand: 5, leader: true, indian: true, outfit: 'close-knit' }),
      O,
    );
    expect((lower.response as Dist)['carry-on']).toBeCloseTo(1 / 9, 14);
    const hard = rescue.exact!(R({ testers: 1, sand: 4, outfit: 'hard' }), O);
    expect((hard.response as Dist)['carry-on']).toBeCloseTo(25 / 36, 14);
  });

  it.each([[R({ testers: 3, outer: 2 })], [R({ testers: 6, sand: 3, leader: true })]])(
    'simulation agrees with the exact answer (fixed seed, 4 SE): %o',
    (p) => expectAgreesAt(rescue, p, O, 'rescue', JSON.stringify(p), 100_000),
  );
});

describe('Moving casualties, six-gun-sound.md §9.1 [L1844–1871]', () => {
  it('one man drags an immobile casualty 3" (half a normal move); two carry him 6"', () => {
    const one = movingCasualties.exact!(M({ carriers: 'one', fast: false }), O).distance as Dist;
    expect(one['3']).toBe(1);
    const two = movingCasualties.exact!(M({ carriers: 'two', fast: false }), O).distance as Dist;
    expect(two['6']).toBe(1);
  });

  it('four men moving fast: one roll against the lowest Rep, 12" / 9" / 6"', () => {
    const d = movingCasualties.exact!(M({ carriers: 'four', rep: 3, fast: true }), O)
      .distance as Dist;
    expect(d['12']).toBeCloseTo(1 / 4, 14);
    expect(d['9']).toBeCloseTo(1 / 2, 14);
    expect(d['6']).toBeCloseTo(1 / 4, 14);
  });

  it('a rider on a Quality 5 horse riding double (4): an immobile passenger falls when either die fails, 1 − (4/6)² = 5/9; a mobile one only when both do, 1/9', () => {
    expect(movingCasualties.exact!(M({ quality: 5, fast: true }), O).pFalls).toBeCloseTo(5 / 9, 14);
    expect(
      movingCasualties.exact!(M({ quality: 5, fast: true, casualty: 'mobile' }), O).pFalls,
    ).toBeCloseTo(1 / 9, 14);
  });

  it('a wounded rider rides his own mount (no −1) and falls when either die fails; he takes Rider Thrown, −1 Toughness at 24"', () => {
    // Quality 4: dice 2, 5 → Pass 1, a Horsemanship test (HR 4: 1, 1 → Pass 2) → 24"; he falls (5 > 4).
    const r = playOnce(movingCasualties, M({ carriers: 'wounded-rider', fast: true }), O, [
      face(2),
      face(5),
      face(1),
      face(1),
      face(4), // Rider Thrown against Toughness 4 − 1 = 3: 4 fails
      face(3), // 3 passes: Pass 1, damage as from a buffalo gun
    ]);
    expect(r.distance).toBe('24');
    expect(r.fall).toBe('falls-buffalo-gun');
  });

  it('one carrier cannot move fast: refused', () => {
    expect(movingCasualties.check!(M({ carriers: 'one', fast: true }), O)).toHaveLength(1);
    expect(
      movingCasualties.check!(M({ carriers: 'two', casualty: 'mobile', fast: true }), O),
    ).toHaveLength(0);
  });

  it.each([
    [M({ quality: 4, horsemanship: 5, toughness: 3, fast: true })],
    [M({ carriers: 'wounded-rider', quality: 3, horsemanship: 2, fast: true })],
    [M({ carriers: 'two', casualty: 'mobile', rep: 5, fast: true })],
  ])('simulation agrees with the exact answer (fixed seed, 4 SE): %o', (p) =>
    expectAgreesAt(movingCasualties, p, O, 'moving-casualties', JSON.stringify(p), 100_000),
  );
});
