import { Layout } from '../../../../core/layout.ts';
import type { Rng } from '../../../../dice/rng.ts';
import { OUT } from '../../../../encounter/figures.ts';
import { playEncounter, type Outcome } from '../../../../encounter/loop.ts';
import {
  SharedRecorder,
  sharedLayout,
  type SharedMetricsSpec,
} from '../../../../encounter/metrics.ts';
import { Trace } from '../../../../encounter/trace.ts';
import type { Procedure } from '../../../types.ts';
import { WEAPONS, WEAPON_STATS } from '../../data.ts';
import type { SixgunOptions } from '../../options.ts';
import type { BandWorld } from '../band-world.ts';
import { TypedForces, sidesOf } from './forces.ts';
import type { EncounterParams } from './params.ts';
import { ALL_TYPES, anyTypeOf, compositeOf, typeOf } from './registry.ts';
import { encounterSchema, setupOf } from './schema.ts';
import type { TypeRun } from './type.ts';

export type { EncounterParams } from './params.ts';

/** The shared metrics of an encounter type: its sides at their largest, any firearm. */
function specOf(p: EncounterParams): SharedMetricsSpec {
  const t = typeOf(p.type);
  return {
    sideNames: sidesOf(p, t).map((s) => s.name),
    sideSizes: t.maxSizes(p, setupOf(p)),
    maxTurns: p.maxTurns,
    figureWord: 'figures',
    damageKinds: WEAPONS.flatMap((name, index) =>
      WEAPON_STATS[name].ammo === 'thrown' ? [] : [{ index, name }],
    ),
  };
}

/**
 * The shared metrics (the winner by the type's goals, turns, survivors), each side's
 * casualties (out of the fight, not gone), then the type's own.
 */
function layoutOf(p: EncounterParams): Layout {
  const c = compositeOf(p.type);
  if (c) {
    const l = new Layout();
    c.metrics(p, setupOf(p), l);
    return l;
  }
  const spec = specOf(p);
  return sharedLayout(spec, (l) => {
    for (const s of spec.sideNames)
      l.mean(`casualties.${s}`, `${s}: figures out of the fight or dead at the end, per encounter`);
    typeOf(p.type).metrics(p, setupOf(p), l);
  });
}

/** Plays trials of one encounter type, each set up by its tables and recorded as it ends. */
class Player {
  readonly forces: TypedForces;
  readonly run: TypeRun;
  private readonly shared: SharedRecorder;
  private readonly casualties: Int32Array;
  private readonly out: Outcome = { winner: -1, turn: 0 };

  constructor(
    private readonly p: EncounterParams,
    o: SixgunOptions,
    l: Layout,
  ) {
    const t = typeOf(p.type);
    this.run = t.prepare(p, setupOf(p), o, l);
    this.forces = new TypedForces(p, t, o, this.run);
    const spec = specOf(p);
    this.shared = new SharedRecorder(spec, l, []);
    this.casualties = Int32Array.from(spec.sideNames, (s) => l.slot(`casualties.${s}`));
  }

  /** One encounter: set up, played, its winner by the type's goals. */
  play(rng: Rng, log: Trace | null = null): BandWorld {
    const { w, order, rules, sched } = this.forces.roll(rng);
    w.log = log;
    if (log) log.line(this.run.describe(w));
    playEncounter(w, rules, order, sched, this.p.maxTurns, rng, this.out);
    this.out.winner = this.run.winner(w, this.out);
    if (log)
      log.line(
        `the winner by the encounter's goals, not by who is left standing: ${this.out.winner < 0 ? 'nobody wins' : `${w.sideNames[this.out.winner]} win`}`,
      );
    w.log = null;
    return w;
  }

  record(w: BandWorld, acc: Float64Array): void {
    this.shared.recordEnd(w, this.out, acc);
    for (let s = 0; s < w.sides; s++) {
      let k = 0;
      for (let c = 0; c < w.n; c++) if (w.side[c] === s && w.status[c] === OUT) k++;
      acc[this.casualties[s]] += k;
      acc[this.casualties[s] + 1] += k * k;
    }
    this.run.record(w, this.out, acc);
    this.shared.recordRest(w, w.damageBy, acc);
  }
}

export const encounter: Procedure<EncounterParams, SixgunOptions> = {
  id: 'encounter',
  title: `An encounter beyond the Gunfight (§13.2–13.12): ${ALL_TYPES.map((t) => t.title).join(', ')}`,
  description: `Six Gun Sound's encounter types beyond the Gunfight (six-gun-sound.md §13.2–13.12), each played on the GF-2/GF-3 engine (shooting, every reaction test, charges, melee, activation by groups): its set-up rolled per encounter from the very tables encounter-setup answers exactly (or fixed by the scenario's setup), its own end and victory conditions, and the numbers a player asks for. A Cattle Drive or a Range War is a sequence of them, each played by its type (or as a gunfight), the drive's or the ranch's side the same throughout; a Lawdawg encounter is the one its table names, played by its type. A Train Robbery is played as abstractly as the book plays it, a chain of tests and Draws answered exactly. Types: ${ALL_TYPES.map((t) => `${t.id} (${t.code}): ${t.description}`).join(' ')}`,
  params: {},
  paramsSchema: encounterSchema,
  metrics: (p) => layoutOf(p),
  explain: (p) => anyTypeOf(p.type).explain(p, setupOf(p)),
  notes: (p) => [
    ...(compositeOf(p.type)?.exact ? [] : ['simulated only: the set-up is rolled per encounter']),
    ...anyTypeOf(p.type).notes(p, setupOf(p)),
  ],

  // Only a composite type that is a short chain of tables and tests answers (some metrics) exactly.
  exact: (p, o) => compositeOf(p.type)?.exact?.(p, setupOf(p), o) ?? {},

  simulate(p, o, rng, trials, acc) {
    const c = compositeOf(p.type);
    if (c) {
      const run = c.prepare(p, setupOf(p), o, layoutOf(p));
      for (let t = 0; t < trials; t++) {
        run.play(rng, null);
        run.record(acc);
      }
      acc[0] += trials;
      return;
    }
    const player = new Player(p, o, layoutOf(p));
    for (let t = 0; t < trials; t++) player.record(player.play(rng), acc);
    acc[0] += trials;
  },

  trace(p, o, rng) {
    const c = compositeOf(p.type);
    if (c) {
      const log = new Trace();
      c.prepare(p, setupOf(p), o, layoutOf(p)).play(rng, log);
      return log.events;
    }
    const player = new Player(p, o, layoutOf(p));
    const log = new Trace();
    player.play(rng, log);
    return log.events;
  },
};
