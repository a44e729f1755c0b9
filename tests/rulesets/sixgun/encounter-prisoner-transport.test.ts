import { describe, expect, it } from 'vitest';
import { Rng, rngFromSeed } from '../../../src/dice/rng.ts';
import { encounterSetup } from '../../../src/rulesets/sixgun/campaign/encounter-setup.ts';
import { DRY } from '../../../src/rulesets/sixgun/encounter/ammo.ts';
import type { BandMounts } from '../../../src/rulesets/sixgun/encounter/band-mounts.ts';
import {
  VEHICLE_ENDS,
  type BandVehicle,
} from '../../../src/rulesets/sixgun/encounter/band-vehicle.ts';
import { OUT_OF_SIGHT } from '../../../src/rulesets/sixgun/encounter/band-world.ts';
import { TypedForces } from '../../../src/rulesets/sixgun/encounter/types/forces.ts';
import { encounter } from '../../../src/rulesets/sixgun/encounter/types/index.ts';
import type { EncounterParams } from '../../../src/rulesets/sixgun/encounter/types/params.ts';
import { typeOf } from '../../../src/rulesets/sixgun/encounter/types/registry.ts';
import { encounterSchema, setupOf } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import { withinSe } from '../../helpers.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';
import { O, odds } from './campaign/helpers.ts';
import { play, runBad } from './typed.ts';

const transport = (setup: Record<string, unknown> = {}) =>
  encounterSchema.parse({
    type: 'prisoner-transport',
    locale: 'indian-territory',
    setup,
  }) as EncounterParams;

describe('Prisoner Transport (six-gun-sound.md §13.10) played on the band engine', () => {
  const N = 3000;
  const { share } = play(transport(), N, 'transport-setup');

  it('the mode agrees with the exact table, and the lawmen with the two columns of 1d6 [L3880–3905]', () => {
    const mode = odds(encounterSetup, { table: 'transport-mode' });
    for (const k of ['stagecoach', 'wagon', 'horseback'])
      expect(withinSe(share('mode')[k], mode[k], N), k).toBe(true);
    // a stage (1/3): a Marshal 1–3, Rangers 4–5, a Sheriff and Deputies 6; otherwise
    // ½d6 Marshals 1–3, Rangers 4–5, a Sheriff 6
    const escort = share('escort');
    expect(withinSe(escort.marshal, 1 / 6, N)).toBe(true);
    expect(withinSe(escort.marshals, 1 / 3, N)).toBe(true);
    expect(withinSe(escort.rangers, 1 / 3, N)).toBe(true);
    expect(withinSe(escort.sheriff, 1 / 9, N)).toBe(true);
    expect(withinSe(escort['sheriff-and-deputies'], 1 / 18, N)).toBe(true);
  });

  it('an Ambush frees the prisoner far more often than an escort that passed 2 more', () => {
    const ambush = play(transport({ holdUp: 'theirs-by-2' }), 1000, 'pt-ambush');
    const ready = play(transport({ holdUp: 'ours-by-2' }), 1000, 'pt-ambush');
    expect(ambush.share('result').freed).toBeGreaterThan(ready.share('result').freed + 0.1);
    expect(ambush.share('prisoner').freed).toBeGreaterThan(ready.share('prisoner').freed + 0.1);
  });

  it('C-21 [L3902–3911]: against a wagon escort of 2 (the Deputy driving, a Sheriff), 2d6 − SL 2 brings 2 Outlaws (≤ 4, 15/36), 3 (5–6, 11/36), 4 (7–9, 9/36) or 6 (10, 1/36): 105/36 on average', () => {
    const n = 2000;
    const r = play(transport({ mode: 'wagon', escort: 'sheriff' }), n, 'pt-how-many');
    const exact = (15 * 2 + 11 * 3 + 9 * 4 + 1 * 6) / 36;
    expect(Math.abs(r.mean('outlaws') - exact)).toBeLessThan(4 * r.se('outlaws'));
    // The stage or the wagon always ends somewhere on the field; a wagon is never "none".
    expect(r.share('vehicle').none).toBe(0);
    expect(play(transport({ mode: 'horseback' }), 200, 'pt-none').share('vehicle').none).toBe(1);
  });

  it('a trace names the rolled set-up first', () => {
    const events = encounter.trace!(
      transport({ mode: 'stagecoach' }),
      O,
      rngFromSeed('transport-trace'),
    );
    expect(events[0].text).toMatch(
      /^Prisoner Transport at SL 2: by stagecoach, \d lawmen \([a-z-]+\)( and \d passengers)?, \d+ Outlaws come for the prisoner, Outlaws \d+; the Prisoner Transport table: [a-z0-9-]+ \(\d+ figures\)$/,
    );
  });

  it('an escort the mode cannot have: exit 2 at file:line:col, nothing written', () => {
    const res = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'params: { type: prisoner-transport, setup: { mode: wagon, escort: marshal } }',
    ]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/bad\.yaml:4:\d+: .*a wagon escort is not "marshal"/);
    expect(res.wrote).toBe(false);
  });
});

/** Dice from a seed, but the d6 faces a test deals, which come first. */
class Dice extends Rng {
  private readonly queue: number[] = [];
  constructor(seed: string) {
    super(rngFromSeed(seed).state);
  }
  deal(...faces: number[]): void {
    this.queue.push(...faces);
  }
  get left(): number {
    return this.queue.length;
  }
  override below(n: number): number {
    if (this.queue.length === 0) return super.below(n);
    expect(n).toBe(6);
    return this.queue.shift()! - 1;
  }
}

/** One trial set up and reset from `seed`, before its first turn: the world, its rules and the type's run. */
function trial(setup: Record<string, unknown>, seed: string) {
  const p = transport(setup);
  const t = typeOf(p.type);
  const layout = encounter.metrics(p, O);
  const run = t.prepare(p, setupOf(p), O, layout);
  const rng = new Dice(seed);
  const { w, rules } = new TypedForces(p, t, O, run).roll(rng);
  rules.reset(w, rng);
  const band = (
    rules as unknown as { band: { mounts: BandMounts; vehicles: readonly BandVehicle[] } }
  ).band;
  /** How the prisoner ends, were the trial to end now with `winner` (the loop's). */
  const ends = (winner: number) => {
    const acc = layout.create();
    const out = { winner, turn: 1 };
    out.winner = run.winner(w, out);
    run.record(w, out, acc);
    const m = layout.get('prisoner');
    return layout.outcomes(m).find((_, k) => acc[m.slot + k] === 1);
  };
  return { w, rules, run, rng, band, prisoner: w.n - 1, ends };
}

describe('the prisoner and his vehicle on the field (six-gun-sound.md §13.10 Deployment [L3912–3918])', () => {
  it('by stagecoach: the Deputy drives, the lawman guarding the prisoner sits inside with him and the passengers (the seat beside the driver empty), the other lawmen ride alongside', () => {
    const { w, run, band, prisoner } = trial(
      { mode: 'stagecoach', escort: 'rangers', holdUp: 'same' },
      'pt-stage',
    );
    const [v] = band.vehicles;
    expect(v.spec.kind).toBe('stagecoach');
    expect(VEHICLE_ENDS[v.status]).toBe('standing');
    // Inside (obscuring), not on the open seat beside the driver that a Hold Up's guard takes.
    expect([v.aboard[1], w.cover[1]]).toEqual([1, 'obscuring']);
    let rangers = 1;
    while (w.profession[1 + rangers] === 'ranger') rangers++;
    expect(rangers).toBeGreaterThan(1); // the seed gives some riding alongside
    let s = '';
    for (let c = 0; c < w.n; c++)
      if (w.side[c] === 0) s += v.aboard[c] ? 'a' : w.mounted[c] ? 'r' : '-';
    expect(s).toBe(
      'aa' + 'r'.repeat(rangers - 1) + 'a'.repeat(w.n - 3 - rangers - run.sizes[1] + 2),
    );
    expect([w.side[prisoner], v.aboard[prisoner], w.cover[prisoner]]).toEqual([1, 1, 'obscuring']);
    // Manacled: hidden from both sides, unarmed, and he cannot act.
    expect(w.hidden[prisoner]).toBe(OUT_OF_SIGHT);
    expect(w.ammo[prisoner]).toBe(DRY);
    expect(run.acts(w, prisoner)).toBe(false);
  });

  it('by wagon: the driver and the prisoner in the wagon (a team of 4 horses, 10"), the escort mounted', () => {
    const { w, band, prisoner } = trial(
      { mode: 'wagon', escort: 'marshals', holdUp: 'same' },
      'pt-wagon',
    );
    const [v] = band.vehicles;
    expect([v.spec.kind, v.move, v.quality]).toEqual(['wagon', 10, 4]);
    expect(Array.from(v.listed)).toEqual([0, prisoner]);
    for (let c = 1; c < w.n - 1; c++) if (w.side[c] === 0) expect(w.mounted[c]).toBe(1);
    expect(w.cover[prisoner]).toBe('obscuring');
  });

  it('on horseback: everyone mounted, the prisoner beside the lawman who leads his horse, riding with Horsemanship 3 whatever his Rep', () => {
    const t = trial({ mode: 'horseback', escort: 'marshals', holdUp: 'same' }, 'pt-horse');
    const { w, band, prisoner } = t;
    expect(band.vehicles).toHaveLength(0);
    w.rep[prisoner] = 5; // his own Horsemanship would be 5 (§2.1)
    t.rules.reset(w, t.rng);
    const leader = t.run.sizes[0] - 1;
    expect([w.x[prisoner], w.y[prisoner]]).toEqual([w.x[leader], w.y[leader]]);
    expect([w.mounted[prisoner], band.mounts.hr[prisoner]]).toEqual([1, 3]);
    for (let c = 0; c <= leader; c++) expect(w.mounted[c]).toBe(1);
    expect(t.run.acts(w, prisoner)).toBe(false);
  });

  it('an escort that passed more on the table (ours-by-1) has the coach standing unhitched, the lawmen down behind it, the prisoner still in it', () => {
    const { w, band, prisoner } = trial(
      { mode: 'stagecoach', escort: 'marshal', holdUp: 'ours-by-1' },
      'pt-parked',
    );
    const [v] = band.vehicles;
    expect(VEHICLE_ENDS[v.status]).toBe('stopped');
    expect([v.aboard[0], v.aboard[1], w.cover[0], w.cover[1]]).toEqual([0, 0, 'wall', 'wall']);
    expect(v.aboard[prisoner]).toBe(1);
  });
});

describe('the manacled prisoner (six-gun-sound.md §13.10 Special instructions [L3944–3947])', () => {
  it('led, he cannot act; his horse loose (its leader gone), he rides for the far edge with Horsemanship 3: 2d6 = 1, 6 against its Quality is a Pass 1, and 4, 4 against Horsemanship 3 no pass, so 18"; then 1, 1 a Pass 2 and off the table: escaped', () => {
    const t = trial({ mode: 'horseback', escort: 'sheriff', holdUp: 'same' }, 'pt-ride');
    const { w, rules, rng, prisoner } = t;
    w.rep[prisoner] = 5; // his own Horsemanship 5 would pass the 4, 4 twice
    rules.reset(w, rng);
    const y0 = w.y[prisoner];
    rules.activate(w, prisoner, rng);
    expect(w.y[prisoner]).toBe(y0);
    rules.leave(w, 0); // the Sheriff leading his horse leaves the fight
    expect(t.run.acts(w, prisoner)).toBe(true);
    rng.deal(1, 6, 4, 4);
    rules.activate(w, prisoner, rng);
    expect(rng.left).toBe(0);
    expect(w.y[prisoner]).toBeCloseTo(y0 + 18, 9);
    expect(w.alive[prisoner]).toBe(1);
    rng.deal(1, 1);
    rules.activate(w, prisoner, rng);
    expect(rng.left).toBe(0);
    expect(w.alive[prisoner]).toBe(0);
    expect(t.ends(0)).toBe('escaped');
  });

  it('in the coach he does not take the reins when the driver falls; thrown clear of a wreck, he runs for it (2d6 = 1, 1 against his Rep: 12")', () => {
    for (let k = 0; ; k++) {
      const t = trial({ mode: 'stagecoach', escort: 'marshal', holdUp: 'same' }, `pt-wreck-${k}`);
      const { w, rules, rng, band, prisoner } = t;
      const [v] = band.vehicles;
      rules.leave(w, 0);
      rules.activate(w, prisoner, rng);
      expect([t.run.acts(w, prisoner), v.driver]).toEqual([false, 0]);
      (v as unknown as { wreck: (...a: unknown[]) => void }).wreck(w, rng, band, 'for the test');
      if (!w.alive[prisoner]) continue; // Passenger Thrown put him out of the fight
      for (let c = 0; c < w.n; c++) if (w.side[c] === 0 && w.alive[c]) rules.leave(w, c);
      expect(t.run.acts(w, prisoner)).toBe(true);
      const y0 = w.y[prisoner];
      w.turn = 1; // his group's move-fast dice are the turn's first
      rng.deal(1, 1);
      rules.activate(w, prisoner, rng);
      expect(rng.left).toBe(0);
      expect(w.y[prisoner]).toBeCloseTo(y0 + 12, 9);
      return;
    }
  });

  it('the Outlaws down or gone with him still in the coach: the escort keeps him (held); the escort down or gone: he is freed', () => {
    const setup = { mode: 'stagecoach', escort: 'marshal', holdUp: 'same' };
    const kept = trial(setup, 'pt-kept');
    for (let c = 0; c < kept.prisoner; c++) if (kept.w.side[c] === 1) kept.rules.leave(kept.w, c);
    expect(kept.w.sidesStanding()).toBe(2); // he keeps his side standing until the turn ends
    kept.rules.endTurn(kept.w, kept.rng);
    expect([kept.w.sidesStanding(), kept.w.winner()]).toEqual([1, 0]);
    expect(kept.ends(0)).toBe('held');
    const freed = trial(setup, 'pt-kept');
    for (let c = 0; c < freed.w.n; c++) if (freed.w.side[c] === 0) freed.rules.leave(freed.w, c);
    expect(freed.w.winner()).toBe(1);
    expect(freed.ends(1)).toBe('freed');
  });
});

/** The set-up's dice scripted, the fight's from a seed (only the set-up and the chase are asserted). */
class SetupScripted extends ScriptedRng {
  private readonly rest = rngFromSeed('pt-posse-fight');
  override below(n: number): number {
    return this.left > 0 ? super.below(n) : this.rest.below(n);
  }
  override u32(): number {
    return this.left > 0 ? super.u32() : this.rest.u32();
  }
}

describe('§13.10 [L3920–3940]: the Prisoner Transport table works exactly like the Hold Up table, so on "escort passes 2 more" the escort may run as the Runner of a Posse (holdUp.targetBy2)', () => {
  const posse = { ...O, 'holdUp.targetBy2': 'posse' as const };
  const riders = { mode: 'horseback', escort: 'sheriff', holdUp: 'ours-by-2' };
  // The Sheriff alone (horseback: no driver); How Many (PT) 2d6 − SL 2 = 1 + 1 − 2 (≤ 4,
  // equal): 1 Outlaw, and the prisoner; each of the three figures' NPC row (3) and Veteran d6 (6).
  const setupDice = [1, 1, ...Array(3).fill([3, 6]).flat()];
  /** Chase turns: the activation die (no double 1s), the Runners' 2d6, the Chasers' 2d6. */
  const escaping = Array(5).fill([2, 1, 1, 6, 6]).flat();
  const caught = Array(3).fill([2, 6, 6, 1, 1]).flat();

  /** One trial played from these dice: its first trace line and each metric's category. */
  function played(o: typeof O, faces: number[]) {
    const p = transport(riders);
    const line = encounter.trace!(p, o, new SetupScripted(faces.map((f) => f - 1)))[0].text;
    const layout = encounter.metrics(p, o);
    const acc = layout.create();
    encounter.simulate(p, o, new SetupScripted(faces.map((f) => f - 1)), 1, acc);
    const is = (name: string) => {
      const m = layout.get(name);
      return layout.outcomes(m).find((_, k) => acc[m.slot + k] === 1);
    };
    return { line, is };
  }

  /** The trial set up and reset from these dice, before its first turn. */
  function onField(faces: number[], o: typeof O = posse) {
    const p = transport(riders);
    const t = typeOf(p.type);
    const run = t.prepare(p, setupOf(p), o, encounter.metrics(p, o));
    const rng = new SetupScripted(faces.map((f) => f - 1));
    const { w, rules } = new TypedForces(p, t, o, run).roll(rng);
    rules.reset(w, rng);
    expect(rng.left).toBe(0);
    const band = (rules as unknown as { band: { vehicles: readonly BandVehicle[] } }).band;
    return { w, run, vehicles: band.vehicles };
  }

  it('the Outlaws failing every Chase roll and the escort passing 2, they fall off the 10-band grid after 5 turns: the escort got away with him (kept, held)', () => {
    const { line, is } = played(posse, [...setupDice, ...escaping]);
    expect(line).toMatch(
      /the Prisoner Transport table: ours-by-2; the escort runs as a Posse: escaped after 5 turns \(3 figures\)$/,
    );
    expect([is('chase'), is('result'), is('prisoner')]).toEqual(['escaped', 'kept', 'held']);
  });

  it('the escort failing and the Outlaws passing 2, they close a band a turn from band 6 and catch up 2 bands behind after 3 turns: the fight, 48" apart, in the open, no horse, the prisoner on foot beside the Sheriff who leads him', () => {
    const { line } = played(posse, [...setupDice, ...caught]);
    expect(line).toMatch(/the escort runs as a Posse: caught-up after 3 turns, 2 bands apart/);
    const { w, run, vehicles } = onField([...setupDice, ...caught]);
    expect(vehicles).toEqual([]);
    const prisoner = w.n - 1;
    expect([w.side[0], w.side[1], w.side[prisoner]]).toEqual([0, 1, 1]);
    expect([w.y0[0], w.y0[1]]).toEqual([0, 48]);
    expect([w.x0[prisoner], w.y0[prisoner]]).toEqual([w.x0[0], w.y0[0]]);
    for (let c = 0; c < w.n; c++) expect([w.inCover[c], w.mounted[c]], w.names[c]).toEqual([0, 0]);
    // Still manacled and led: he cannot act, and neither side sees him.
    expect(run.acts(w, prisoner)).toBe(false);
    expect(w.hidden[prisoner]).toBe(OUT_OF_SIGHT);
  });

  it('deploying (the default, the ruling) plays no chase: the escort sets up as for 1 more, the Sheriff down behind his tied horse, the Outlaw 24" off', () => {
    const { line, is } = played(O, setupDice);
    expect(line).not.toMatch(/Posse/);
    expect(is('chase')).toBe('none');
    const { w } = onField(setupDice, O);
    expect([w.inCover[0], w.mounted[0], w.y0[1]]).toEqual([1, 0, 24]);
  });

  it('on a rolled table only ours-by-2 runs: the chase is run in that share of the transports, none in the others', () => {
    const p = transport({ mode: 'stagecoach' });
    const n = 100;
    const layout = encounter.metrics(p, posse);
    const acc = layout.create();
    encounter.simulate(p, posse, rngFromSeed('pt-posse'), n, acc);
    const share = (name: string, k: string) => {
      const m = layout.get(name);
      return acc[m.slot + layout.outcomes(m).indexOf(k)] / n;
    };
    const ran = 1 - share('chase', 'none');
    expect(ran).toBeCloseTo(share('holdUp', 'ours-by-2'), 10);
    expect(ran).toBeGreaterThan(0);
    // An escaped chase is always kept; a caught one is fought out.
    expect(share('chase', 'escaped')).toBeLessThanOrEqual(share('result', 'kept'));
  });
});
