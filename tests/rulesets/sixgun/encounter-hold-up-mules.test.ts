import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import type { BandMounts } from '../../../src/rulesets/sixgun/encounter/band-mounts.ts';
import { TypedForces } from '../../../src/rulesets/sixgun/encounter/types/forces.ts';
import { encounter } from '../../../src/rulesets/sixgun/encounter/types/index.ts';
import type { EncounterParams } from '../../../src/rulesets/sixgun/encounter/types/params.ts';
import { typeOf } from '../../../src/rulesets/sixgun/encounter/types/registry.ts';
import { encounterSchema, setupOf } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import type { SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';
import { O } from './campaign/helpers.ts';

const holdUp = (setup: Record<string, unknown>) =>
  encounterSchema.parse({ type: 'hold-up', locale: 'arizona', setup }) as EncounterParams;

/** The set-up's dice scripted, everything after them from a seed. */
class SetupScripted extends ScriptedRng {
  private readonly rest = rngFromSeed('hold-up-mules');
  override below(n: number): number {
    return this.left > 0 ? super.below(n) : this.rest.below(n);
  }
  override u32(): number {
    return this.left > 0 ? super.u32() : this.rest.u32();
  }
}

/** One trial set up and reset (the world before its first turn), its set-up dice scripted. */
function onField(setup: Record<string, unknown>, faces: number[]) {
  const p = holdUp(setup);
  const t = typeOf(p.type);
  const run = t.prepare(p, setupOf(p), O, encounter.metrics(p, O));
  const rng = new SetupScripted(faces.map((f) => f - 1));
  const { w, rules } = new TypedForces(p, t, O, run).roll(rng);
  rules.reset(w, rng);
  const m = (rules as unknown as { band: { mounts: BandMounts } }).band.mounts;
  return { w, m };
}

/** n hold ups under options o: a metric's mean, and the result's shares. */
function played(setup: Record<string, unknown>, o: SixgunOptions, n: number, seed: string) {
  const p = holdUp(setup);
  const layout = encounter.metrics(p, o);
  const acc = layout.create();
  encounter.simulate(p, o, rngFromSeed(seed), n, acc);
  const result = layout.get('result');
  return {
    mean: (name: string) => acc[layout.slot(name)] / n,
    result: (k: string) => acc[result.slot + layout.outcomes(result).indexOf(k)] / n,
  };
}

// 8 mules (a 5): 3 skinners; a Gunfighter; 2d6 = 3 + 4 (equal): 4 Outlaws [L5769].
const EIGHT = { target: 'pack-mules', guards: 'gunfighter', attackers: 'outlaws' };
const EIGHT_DICE = [5, 3, 4];

describe("a Hold Up's mule train: the pack mules on the field (six-gun-sound.md §13.9 [L3836], §10.5, §10.8)", () => {
  it('A-27 [L5769] "3 prospectors leading 8 mules": travelling, each skinner leads a string of up to four, 3, 3 and 2, and holds them (§10.5 [L2294]); the Gunfighter leads none', () => {
    const { w, m } = onField({ ...EIGHT, holdUp: 'same' }, EIGHT_DICE);
    expect(Array.from(m.leads.subarray(0, 4))).toEqual([3, 3, 2, 0]);
    expect([0, 1, 2, 3].map((c) => m.holding(c))).toEqual([true, true, true, false]);
    expect(Array.from(w.mounted.subarray(0, 4))).toEqual([1, 1, 1, 1]);
  });

  it('a party that passed more on the Hold Up table has its strings tied behind the skinners, who lead none [L3841–3859]', () => {
    const { m } = onField({ ...EIGHT, holdUp: 'ours-by-1' }, EIGHT_DICE);
    expect(Array.from(m.leads.subarray(0, 4))).toEqual([0, 0, 0, 0]);
  });

  it('a stage or wagons have no strings', () => {
    // A stage: 2 passengers (a 3); Rangers, 1 + (6 − 3) = 4; 2d6 = 3 + 4.
    const stage = { target: 'stagecoach', guards: 'rangers', attackers: 'outlaws', holdUp: 'same' };
    const { m } = onField(stage, [3, 6, 3, 4]);
    expect(Math.max(...m.leads)).toBe(0);
  });

  const N = 300;
  const travelling = { target: 'pack-mules', holdUp: 'same' };

  it('§13.9 [L3782]: 3 + 1d6 mules, 6.5 on average, and every one ends one way: away, kept, taken, killed or run off', () => {
    const r = played(travelling, O, N, 'mules-ends');
    const ends = ['mulesAway', 'mulesKept', 'mulesTaken', 'mulesKilled', 'mulesRunOff'];
    const sum = ends.reduce((a, k) => a + r.mean(k), 0);
    expect(sum).toBeCloseTo(r.mean('mules'), 9);
    expect(Math.abs(r.mean('mules') - 6.5)).toBeLessThan(0.3);
  });

  it('travelling, the skinners ride their strings off the table: mules get away, and with them the party (the old engine had no mule on the field, so a mule train never got away)', () => {
    const r = played(travelling, O, N, 'mules-away');
    expect(r.mean('mulesAway')).toBeGreaterThan(0.5);
    expect(r.result('got-away')).toBeGreaterThan(0);
  });

  it('a party set up in cover keeps its strings tied: none gets away, the party fights it out', () => {
    const r = played({ target: 'pack-mules', holdUp: 'ours-by-1' }, O, N, 'mules-tied');
    expect(r.mean('mulesAway')).toBe(0);
    expect(r.result('got-away')).toBe(0);
    expect(r.mean('mulesKept') + r.mean('mulesTaken')).toBeGreaterThan(0);
  });

  it('holdUp.stringHits: an 8 at a skinner lands on his string (string, the ruling) and kills pack mules; with saddle-mule no pack mule is ever hit', () => {
    const onString = played(travelling, O, N, 'mules-hits');
    const saddle = played(
      travelling,
      { ...O, 'holdUp.stringHits': 'saddle-mule' },
      N,
      'mules-hits',
    );
    expect(onString.mean('mulesKilled')).toBeGreaterThan(0);
    expect(saddle.mean('mulesKilled')).toBe(0);
  });
});
