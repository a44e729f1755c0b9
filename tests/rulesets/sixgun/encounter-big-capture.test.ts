import { describe, expect, it } from 'vitest';
import { Layout } from '../../../src/core/layout.ts';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { encounterSetup } from '../../../src/rulesets/sixgun/campaign/encounter-setup.ts';
import { marshalCampaign } from '../../../src/rulesets/sixgun/campaign/marshal.ts';
import { bigCapture } from '../../../src/rulesets/sixgun/encounter/types/big-capture.ts';
import { TypedForces } from '../../../src/rulesets/sixgun/encounter/types/forces.ts';
import { setupOf } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import { withinSe } from '../../helpers.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';
import { O, odds } from './campaign/helpers.ts';
import { play, runBad, typed } from './typed.ts';

const bc = (setup: Record<string, unknown> = {}) => typed('big-capture', 'missouri', {}, setup);

/** A Big Capture in town with its set-up fixed but for `more`: the run, its machinery, its metrics. */
function fixed(more: Record<string, unknown> = {}) {
  const p = bc({
    place: 'town',
    outlaws: 1,
    marshals: 2,
    deputies: 2,
    town: 'small-town',
    leaderIn: 'saloon',
    mounts: false,
    wagons: true,
    ...more,
  });
  const l = new Layout();
  bigCapture.metrics(p, setupOf(p), l);
  const run = bigCapture.prepare(p, setupOf(p), O, l);
  const forces = new TypedForces(p, bigCapture, O, run);
  const m = forces.roll(rngFromSeed('big-capture-fixed'));
  m.rules.reset(m.w, ScriptedRng.ofFaces([]));
  m.w.turn = 1;
  const recorded = () => {
    const acc = l.create();
    run.record(m.w, { winner: -1, turn: m.w.turn }, acc);
    const share = (name: string) => {
      const g = l.get(name);
      return l.outcomes(g)[l.outcomes(g).findIndex((_, k) => acc[g.slot + k] === 1)];
    };
    return { share, mean: (name: string) => acc[l.slot(name)] };
  };
  return { run, ...m, recorded };
}

describe('Big Capture (six-gun-sound.md §14.7) played on the band engine', () => {
  it('A-28: 1 + 1d6 Marshals (the die 5: 6), 1 + 1d6 Deputies (the die 6: 7), and in town 1d6 = 5 brings two wagons', () => {
    const p = bc({ place: 'town', outlaws: 2, town: 'small-town', leaderIn: 'saloon' });
    const l = new Layout();
    bigCapture.metrics(p, setupOf(p), l);
    const run = bigCapture.prepare(p, setupOf(p), O, l);
    const dice = ScriptedRng.ofFaces([5, 6, 5]);
    run.rollSetup(dice);
    expect(dice.left).toBe(0);
    expect([...run.sizes]).toEqual([13, 2]);
    const forces = new TypedForces(p, bigCapture, O, run);
    const w = forces.sized(13, 2).w;
    run.fill(w, rngFromSeed('a-28'));
    expect(run.describe(w)).toMatch(/6 Marshals and 7 Deputies in two wagons/);
    expect(run.vehicle!.onField.map((v) => v.spec.kind)).toEqual(['wagon', 'wagon']);
    run.rollSetup(ScriptedRng.ofFaces([1, 1, 4]));
    expect([...run.sizes]).toEqual([4, 2]);
    run.fill(forces.sized(4, 2).w, rngFromSeed('a-28'));
    expect(run.vehicle!.onField).toEqual([]);
  });

  it('§14.7 [L5809]: each turn an active Outlaw who sees a wagon rolls 1d6 for it, once a turn a wagon; 5–6 tips them off', () => {
    const { run, w, rules, recorded } = fixed();
    const leader = run.sizes[0];
    // Turn 1: 4 for the first wagon, 3 for the second: he stays where he is.
    expect(run.act(w, leader, ScriptedRng.ofFaces([4, 3]), rules)).toBe(true);
    // Both wagons are rolled for this turn: no die for a second look.
    expect(run.act(w, leader, ScriptedRng.ofFaces([]), rules)).toBe(true);
    w.turn = 2;
    // Turn 2: a 5 for the first wagon tips them off; he acts at once.
    expect(run.act(w, leader, ScriptedRng.ofFaces([5]), rules)).toBe(false);
    const r = recorded();
    expect(r.share('tippedOff')).toBe('tip-off');
    expect(r.share('tippedOffTurn')).toBe('2');
    expect(r.mean('tipRolls')).toBe(3);
    // Alerted, he plays his policy: no more looking out.
    expect(run.act(w, leader, ScriptedRng.ofFaces([]), rules)).toBe(false);
  });

  it("§14.7 [L5808–5809]: until alerted the Lawmen ride on and the driver drives at a normal move; pulled up at the leader's building, getting out alerts the Outlaws", () => {
    const { run, w, rules, recorded } = fixed();
    const [first] = run.vehicle!.onField;
    // Four Lawmen: the first wagon carries two, its second man driving.
    expect([...first.listed]).toEqual([1, 0]);
    expect(run.act(w, 0, ScriptedRng.ofFaces([]), rules)).toBe(true);
    expect(first.aboard[0]).toBe(1);
    expect(run.act(w, 1, ScriptedRng.ofFaces([]), rules)).toBe(false);
    let moves = 0;
    while (!first.arrived && moves < 10) {
      const x = first.x,
        y = first.y;
      rules.activate(w, 1, ScriptedRng.ofFaces([]));
      expect(Math.hypot(first.x - x, first.y - y)).toBeLessThanOrEqual(10 + 1e-9);
      moves++;
    }
    expect(first.arrived).toBe(true);
    // From 1d6 × 6" off, at 10" a move (four animals, never fast).
    expect(moves).toBeLessThanOrEqual(4);
    expect(recorded().share('tippedOff')).toBe('never');
    expect(run.act(w, 0, ScriptedRng.ofFaces([]), rules)).toBe(true);
    expect(first.aboard[0]).toBe(0);
    expect(w.cover[0]).toBe('none');
    expect(recorded().share('tippedOff')).toBe('getting-out');
  });

  it('§14.7 [L5809]: a shot (firing from a wagon) alerts them; alerted, the Lawmen get out where they are', () => {
    const { run, w, rules, recorded } = fixed();
    run.fired(w, ScriptedRng.ofFaces([]));
    expect(recorded().share('tippedOff')).toBe('a-shot');
    expect(run.act(w, 0, ScriptedRng.ofFaces([]), rules)).toBe(true);
    expect(run.vehicle!.onField[0].aboard[0]).toBe(0);
  });

  it('the set-up agrees with the Big Capture tables exactly: Marshals and Deputies 1 + 1d6, two wagons on 5–6 in town, a tip-off on 5–6 a roll', () => {
    const N = 1500;
    const r = play(bc({ outlaws: 2, mounts: false }), N, 'big-capture-setup');
    const force = odds(marshalCampaign, { table: 'big-capture-force' });
    for (const k of ['marshals', 'deputies'])
      expect(Math.abs(r.mean(k) - force.value!), k).toBeLessThan(4 * r.se(k));
    const town = odds(encounterSetup, { table: 'capture-place' }).town;
    const wagons = odds(marshalCampaign, { table: 'big-capture-wagons' })['two-wagons'];
    const arrived = r.share('arrivedByWagon');
    expect(withinSe(arrived['two-wagons'], town * wagons, N)).toBe(true);
    expect(withinSe(arrived.trail, 1 - town, N)).toBe(true);
    // Every roll is 5–6 with the table's chance (a trial stops rolling at its tip-off).
    const rolls = r.mean('tipRolls') * N;
    const tips = r.share('tippedOff')['tip-off'] * N;
    const tip = odds(marshalCampaign, { table: 'wagon-tip-off' })['tipped-off'];
    expect(rolls).toBeGreaterThan(100);
    expect(Math.abs(tips / rolls - tip)).toBeLessThan(4 * Math.sqrt((tip * (1 - tip)) / rolls));
    expect(r.share('tippedOff')['no-wagons']).toBeCloseTo(1 - arrived['two-wagons'], 12);
  });

  it('wagons fixed for a Big Capture on the trail: exit 2 at file:line:col, nothing written', () => {
    const res = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'params: { type: big-capture, setup: { place: trail, wagons: true } }',
    ]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/bad\.yaml:4:\d+: .*the Lawmen come in wagons only in town/);
    expect(res.wrote).toBe(false);
  });
});
