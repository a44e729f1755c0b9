import { describe, expect, it } from 'vitest';
import { traceLines } from '../../../src/encounter/trace.ts';
import { rngFromSeed, streamFor } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { encounter, type EncounterParams } from '../../../src/rulesets/cowpoke/encounter/index.ts';
import { encounterSchema } from '../../../src/rulesets/cowpoke/encounter/schema.ts';
import { cowpokeOptions, type CowpokeOptions } from '../../../src/rulesets/cowpoke/options.ts';
import { reckon, type ReckonParams } from '../../../src/rulesets/cowpoke/reckon.ts';
import { expectSimulationAgrees } from '../../helpers/agree.ts';

const O = defaultsOf(cowpokeOptions) as CowpokeOptions;
const shootAt = (weapon: ReckonParams['weapon'], distance: number): ReckonParams => ({
  action: 'shoot',
  weapon,
  distance,
});

describe('Dead Reckoning (cowpoke.md §1.17 [L207, L658-667])', () => {
  it('[L667] a Derringer at 7" (Medium, "-"): declared when judged under 6" — (6/7 − 0.75)/0.5 = 3/14 — and then the AP is wasted', () => {
    const ex = reckon.exact!(shootAt('derringer', 7), O);
    expect(ex.pDeclare).toBeCloseTo(3 / 14, 14);
    expect(ex.pWasted).toBeCloseTo(3 / 14, 14);
    expect(ex.pForgone).toBe(0);
  });

  it('a Derringer at 5" can shoot: judged 3.75–6.25", it is forgone only when judged beyond 6" (1/10)', () => {
    const ex = reckon.exact!(shootAt('derringer', 5), O);
    expect(ex.pWasted).toBe(0);
    expect(ex.pForgone).toBeCloseTo(1 / 10, 14);
  });

  it('a Gatling cannot fire at Point Blank ("-"): at 1.8" (judged 1.35–2.25") it is declared and wasted when judged 2" or more', () => {
    const ex = reckon.exact!(shootAt('gatling', 1.8), O);
    expect(ex.pWasted).toBeCloseTo(0.25 / 0.9, 14);
    expect(reckon.exact!(shootAt('gatling', 2.2), O).pForgone).toBeCloseTo((2 - 1.65) / 1.1, 14);
  });

  it('[L666] a Move toward a window 7" away: declared when judged within 6", then stranded 1" short', () => {
    const ex = reckon.exact!({ action: 'move', weapon: 'derringer', distance: 7 }, O);
    expect(ex.pWasted).toBeCloseTo(3 / 14, 14);
  });

  it('with no error (the standard rule measures first) nothing is wasted or forgone; a rifle always reaches', () => {
    const exact = reckon.exact!(shootAt('derringer', 7), { ...O, 'deadReckoning.error': 0 });
    expect(exact).toEqual({ pDeclare: 0, pWasted: 0, pForgone: 0 });
    expect(reckon.exact!(shootAt('single-shot-rifle', 40), O).pDeclare).toBe(1);
  });

  it('simulation agrees with the exact answer (fixed seed, 4 SE)', () => {
    expectSimulationAgrees(reckon, shootAt('revolver', 22), O, rngFromSeed('reckon'), 100_000);
    expectSimulationAgrees(
      reckon,
      { action: 'move', weapon: 'derringer', distance: 5.5 },
      { ...O, 'deadReckoning.error': 0.4 },
      rngFromSeed('reckon-move'),
      100_000,
    );
  });
});

describe('Dead Reckoning in encounters (deadReckoning.enabled)', () => {
  const p = encounterSchema.parse({
    maxTurns: 1,
    sides: [
      {
        name: 'Gang',
        characters: [{ name: 'Kid', weapons: ['derringer'], x: 0, y: 0 }],
      },
      { name: 'Law', characters: [{ name: 'Sheriff', weapons: ['derringer'], x: 7, y: 0 }] },
    ],
  }) as EncounterParams;
  const on = { ...O, 'deadReckoning.enabled': true };

  it('a Derringer duellist 7" away sometimes declares a shot that the tape says is out of reach: the AP is spent, nothing rolled', () => {
    let wasted = 0,
      walked = 0;
    for (let k = 0; k < 60; k++) {
      const lines = traceLines(
        encounter.trace!(p, on, streamFor({ seed: 'reckon', matchup: k, variant: 0, chunk: 0 })),
      );
      if (lines.some((l) => l.includes('out of reach once measured'))) wasted++;
      if (lines.some((l) => / moves /.test(l))) walked++;
    }
    // Each judges 7" as under 6" with P 3/14, else walks in: both happen in 60 encounters.
    expect(wasted).toBeGreaterThan(0);
    expect(walked).toBeGreaterThan(0);
    for (let k = 0; k < 20; k++) {
      const lines = traceLines(
        encounter.trace!(p, O, streamFor({ seed: 'reckon', matchup: k, variant: 0, chunk: 0 })),
      );
      expect(lines.some((l) => l.includes('out of reach') || l.includes('no shot possible'))).toBe(
        false,
      );
    }
  });

  it('is not the exact duel, and says why', () => {
    expect(encounter.notes!(p, on).join(' ')).toMatch(/Dead Reckoning/);
  });
});
