import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { encounterSetup } from '../../../src/rulesets/sixgun/campaign/encounter-setup.ts';
import { encounter } from '../../../src/rulesets/sixgun/encounter/types/index.ts';
import type { EncounterParams } from '../../../src/rulesets/sixgun/encounter/types/params.ts';
import { encounterSchema, setupOf } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import type { BandVehicle } from '../../../src/rulesets/sixgun/encounter/band-vehicle.ts';
import { TypedForces } from '../../../src/rulesets/sixgun/encounter/types/forces.ts';
import { typeOf } from '../../../src/rulesets/sixgun/encounter/types/registry.ts';
import { withinSe } from '../../helpers.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';
import { O, odds } from './campaign/helpers.ts';
import { play, runBad } from './typed.ts';

const holdUp = (over: Record<string, unknown> = {}, setup: Record<string, unknown> = {}) =>
  encounterSchema.parse({ type: 'hold-up', locale: 'arizona', ...over, setup }) as EncounterParams;

/** The set-up's dice scripted, the fight's from a seed (only the set-up is asserted). */
class SetupScripted extends ScriptedRng {
  private readonly rest = rngFromSeed('hold-up-fight');
  override below(n: number): number {
    return this.left > 0 ? super.below(n) : this.rest.below(n);
  }
  override u32(): number {
    return this.left > 0 ? super.u32() : this.rest.u32();
  }
}

/**
 * One trial set up and reset (the world before its first turn), its set-up and its first
 * figures' NPC rows scripted: the world and the vehicles on the field.
 */
function onField(setup: Record<string, unknown>, faces: number[], o = O) {
  const p = holdUp({}, setup);
  const t = typeOf(p.type);
  const run = t.prepare(p, setupOf(p), o, encounter.metrics(p, o));
  const rng = new SetupScripted(faces.map((f) => f - 1));
  const { w, rules } = new TypedForces(p, t, o, run).roll(rng);
  rules.reset(w, rng);
  expect(rng.left).toBe(0);
  const vehicles = (rules as unknown as { band: { vehicles: readonly BandVehicle[] } }).band
    .vehicles;
  return { w, vehicles };
}

/** A figure of Rep 6, above any NPC's, so that he leads his side (§4.1). */
const boss = (name: string) => ({ name, profession: 'gunfighter', rep: 6, sand: 5, toughness: 5 });

describe('Hold Up (six-gun-sound.md §13.9) played on the band engine', () => {
  const N = 2000;

  it('the target and the attackers of each hold up agree with the exact tables (Arizona, SL 3)', () => {
    const { share } = play(holdUp(), N, 'hold-up-setup');
    const target = odds(encounterSetup, { table: 'hold-up-target' });
    for (const k of ['stagecoach', 'freight-wagons', 'pack-mules'])
      expect(withinSe(share('target')[k], target[k], N), k).toBe(true);
    const attackers = odds(encounterSetup, { table: 'hold-up-attackers', locale: 'arizona' });
    for (const k of ['indians', 'outlaws'])
      expect(withinSe(share('attackers')[k], attackers[k], N), k).toBe(true);
  });

  it("D.6: the Hold Up table is both leaders' 2d6 against Rep; with both led at Rep 6 it agrees with the exact table", () => {
    const p = holdUp({
      sides: [{ figures: [boss('Shotgun Jim')] }, { figures: [boss('Black Bart')] }],
    });
    const share = play(p, N, 'hold-up-table').share('holdUp');
    const exact = odds(encounterSetup, { table: 'hold-up', rep: 6, theirRep: 6 });
    for (const k of ['same', 'ours-by-1', 'ours-by-2', 'theirs-by-1', 'theirs-by-2'])
      expect(withinSe(share[k], exact[k], N), k).toBe(true);
  });

  it('an Ambush (the attackers pass 2 more) takes the party far more often than when the party passes 2 more', () => {
    const ambush = play(holdUp({}, { holdUp: 'theirs-by-2' }), 1000, 'ambush').share('result');
    const ready = play(holdUp({}, { holdUp: 'ours-by-2' }), 1000, 'ambush').share('result');
    expect(ambush.taken).toBeGreaterThan(ready.taken + 0.15);
  });

  it('six-gun-sound.md A-27 step 4 [L5757–5771]: 8 pack mules (3 + 1d6 of 5) take 8/4 + 1 = 3 Prospector skinners; with the Gunfighter escort the party is 4, and How Many (HU) 2d6 = 5 (+1) brings 5 Outlaws', () => {
    const setup = { target: 'pack-mules', guards: 'gunfighter', attackers: 'outlaws' };
    const first = (faces: number[]) => {
      const rng = new SetupScripted(faces.map((f) => f - 1));
      const text = encounter.trace!(holdUp({ locale: 'nebraska' }, setup), O, rng)[0].text;
      expect(rng.used).toBeGreaterThanOrEqual(faces.length);
      return text;
    };
    expect(first([5, 2, 3])).toMatch(/a pack-mules party of 4 \(guards: gunfighter\), 5 outlaws/);
    // 4 mules (a 1) are one string: 2 skinners; 2d6 = 7 is "equal".
    expect(first([1, 3, 4])).toMatch(/a pack-mules party of 3 \(guards: gunfighter\), 3 outlaws/);
    // 9 mules (a 6) need a third string: 4 skinners.
    expect(first([6, 3, 4])).toMatch(/a pack-mules party of 5 \(guards: gunfighter\), 5 outlaws/);
  });

  it('§13.9 [L3795–3796], §2.1 [L2549–2553]: the stage driver is rolled from the Deputy list and drives at his Rep, at most 5 (a row 1 Deputy is Rep 3, a row 6 Rep 5)', () => {
    const stage = { target: 'stagecoach', guards: 'rangers', attackers: 'outlaws', holdUp: 'same' };
    // 2 passengers (a 3); 1 + (6 − 3) = 4 Rangers; 2d6 = 3 + 4; the driver's row, his Veteran d6.
    for (const [row, rep] of [
      [1, 3],
      [6, 5],
    ]) {
      const { w, vehicles } = onField(stage, [3, 6, 3, 4, row, 6]);
      expect(vehicles.length).toBe(1);
      expect(vehicles[0].spec.kind).toBe('stagecoach');
      expect(vehicles[0].listed[0]).toBe(0);
      expect([w.profession[0], w.rep[0], vehicles[0].rating]).toEqual(['deputy', rep, rep]);
    }
  });

  it('§13.9 [L3803, L3834]: every freight wagon is on the field, a bullwhacker to each, who drives at his Rep (a Homesteader, at most 4, §2.1)', () => {
    const wagons = { target: 'freight-wagons', attackers: 'outlaws', holdUp: 'same' };
    // 3 wagons (a 3), Rangers (a 2), 1 + (5 − SL 3) = 3 of them; 2d6 = 3 + 4; then the three
    // bullwhackers' rows (2: Rep 3, 5: Rep 4, 6: Rep 4), each with his Veteran d6.
    const { w, vehicles } = onField(wagons, [3, 2, 5, 3, 4, 2, 6, 5, 6, 6, 6]);
    expect(vehicles.map((v) => [v.spec.kind, v.spec.oxen, Array.from(v.listed)])).toEqual([
      ['wagon', true, [0]],
      ['wagon', true, [1]],
      ['wagon', true, [2]],
    ]);
    expect(vehicles.map((v) => v.rating)).toEqual([3, 4, 4]);
    expect([0, 1, 2].map((c) => w.profession[c])).toEqual(Array(3).fill('homesteader'));
    // Each wagon carries its own bullwhacker, and nobody else.
    for (const [k, v] of vehicles.entries())
      for (let c = 0; c < w.n; c++) expect(v.aboard[c], `${k}:${c}`).toBe(c === k ? 1 : 0);
    // A party passing more has every wagon standing, the teams unhitched.
    const ready = onField({ ...wagons, holdUp: 'ours-by-1' }, [3, 2, 5, 3, 4]).vehicles;
    expect(ready.map((v) => v.status)).toEqual([2, 2, 2]);
  });

  it('§13.9 [L3780–3781]: 1d6 freight wagons on the field, 3.5 on average, and more than one of them gets off the table on average', () => {
    const wagons = play(holdUp({}, { target: 'freight-wagons' }), 300, 'hold-up-wagons');
    expect(Math.abs(wagons.mean('vehicles') - 3.5)).toBeLessThan(4 * wagons.se('vehicles'));
    expect(wagons.mean('vehiclesAway')).toBeGreaterThan(1);
  });

  describe('§13.9 [L3857]: "target passes 2 more", the party may run as the Runner of a Posse (holdUp.targetBy2)', () => {
    const posse = { ...O, 'holdUp.targetBy2': 'posse' as const };
    const mules = {
      target: 'pack-mules',
      guards: 'gunfighter',
      attackers: 'outlaws',
      holdUp: 'ours-by-2',
    };
    // 4 mules (a 1): 2 skinners and the Gunfighter; 2d6 = 3 + 4 (equal): 3 Outlaws; each of the
    // six figures' NPC row (3) and Veteran d6 (6).
    const setupDice = [1, 3, 4, ...Array(6).fill([3, 6]).flat()];
    /** Chase turns: the activation die (no double 1s), the Runners' 2d6, the Chasers' 2d6. */
    const escaping = Array(5).fill([2, 1, 1, 6, 6]).flat();
    const caught = Array(3).fill([2, 6, 6, 1, 1]).flat();

    /** One trial played from these dice: its first trace line and its result. */
    function trial(o: typeof O, faces: number[]) {
      const p = holdUp({}, mules);
      const line = encounter.trace!(p, o, new SetupScripted(faces.map((f) => f - 1)))[0].text;
      const layout = encounter.metrics(p, o);
      const acc = layout.create();
      encounter.simulate(p, o, new SetupScripted(faces.map((f) => f - 1)), 1, acc);
      const m = layout.get('result');
      const result = layout.outcomes(m).find((_, k) => acc[m.slot + k] === 1);
      return { line, result };
    }

    it('the Chasers failing every Chase roll and the Runners passing 2, the Chasers fall off the 10-band grid after 5 turns: the party got away', () => {
      const { line, result } = trial(posse, [...setupDice, ...escaping]);
      expect(line).toMatch(
        /the Hold Up table: ours-by-2; the party runs as a Posse: escaped after 5 turns \(6 figures\)$/,
      );
      expect(result).toBe('got-away');
    });

    it('the Runners failing and the Chasers passing 2, the Chasers close a band a turn from band 6 and catch up 2 bands behind after 3 turns: the fight, 48" apart, in the open, no vehicle and no horse', () => {
      const { line } = trial(posse, [...setupDice, ...caught]);
      expect(line).toMatch(/the party runs as a Posse: caught-up after 3 turns, 2 bands apart/);
      const { w, vehicles } = onField(mules, [...setupDice, ...caught], posse);
      expect(vehicles).toEqual([]);
      for (let c = 0; c < w.n; c++) {
        expect(w.y0[c], w.names[c]).toBe(w.side[c] === 0 ? 0 : 48);
        expect([w.inCover[c], w.mounted[c]], w.names[c]).toEqual([0, 0]);
      }
    });

    it('deploying (the default, the ruling) plays no chase: the party sets up as for 1 more, its escort down behind his tied mount', () => {
      const { line } = trial(O, setupDice);
      expect(line).not.toMatch(/Posse/);
      const { w } = onField(mules, setupDice);
      for (let c = 0; c < w.n; c++) expect(w.inCover[c], w.names[c]).toBe(1);
      expect(w.y0[5]).toBe(24);
    });

    it('on a rolled Hold Up table only ours-by-2 runs: the chase is run in that share of the hold ups, none in the others', () => {
      const p = holdUp({}, { target: 'stagecoach' });
      const n = 200;
      const played = play(p, n, 'hold-up-posse');
      const layout = encounter.metrics(p, posse);
      const acc = layout.create();
      encounter.simulate(p, posse, rngFromSeed('hold-up-posse'), n, acc);
      const share = (name: string, k: string) => {
        const m = layout.get(name);
        return acc[m.slot + layout.outcomes(m).indexOf(k)] / n;
      };
      const ran = 1 - share('chase', 'none');
      expect(ran).toBeCloseTo(share('holdUp', 'ours-by-2'), 10);
      expect(ran).toBeGreaterThan(0);
      expect(played.share('chase').none).toBe(1);
    });
  });

  it('a trace names the rolled set-up first', () => {
    const events = encounter.trace!(holdUp(), O, rngFromSeed('hold-up-trace'));
    expect(events[0].text).toMatch(
      /^Hold Up at SL 3: a (stagecoach|freight-wagons|pack-mules) party of \d+ \(guards: [a-z-]+\), \d+ (indians|outlaws); the Hold Up table: [a-z0-9-]+ \(\d+ figures\)$/,
    );
  });
});

describe('a Hold Up scenario with bad input', () => {
  it('no Hold Up at SL 6, no Indians at SL 5: exit 2 at file:line:col, nothing written', () => {
    const res = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'matchups:',
      '  - name: sl6',
      '    params: { type: hold-up, sl: 6 }',
      '  - name: sl5',
      '    params: { type: hold-up, sl: 5, setup: { attackers: indians } }',
    ]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/bad\.yaml:6:\d+: .*at SL 6 there is no Hold Up/);
    expect(res.stderr).toMatch(/bad\.yaml:8:\d+: .*at SL 5 the attackers are always Outlaws/);
    expect(res.wrote).toBe(false);
  });
});
