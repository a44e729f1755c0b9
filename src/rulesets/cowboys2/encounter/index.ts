import type { Rng } from '../../../dice/rng.ts';
import { FIGURE, Schedule, type ActivationOrder } from '../../../encounter/activation/schedule.ts';
import { ChitCup } from '../../../encounter/activation/chits.ts';
import { playEncounter, type EncounterRules, type Outcome } from '../../../encounter/loop.ts';
import {
  sharedLayout,
  SharedRecorder,
  type SharedMetricsSpec,
} from '../../../encounter/metrics.ts';
import { Trace } from '../../../encounter/trace.ts';
import type { Procedure } from '../../types.ts';
import { chartWarnings, PLACEHOLDER_LABEL } from '../chart.ts';
import { WEAPONS } from '../data.ts';
import type { Cowboys2Options } from '../options.ts';
import { act } from './player.ts';
import { chartParams, encounterSchema, type EncounterParams } from './schema.ts';
import { World } from './world.ts';
import { battleMapOf } from '../../../encounter/battle-map.ts';

export type { EncounterParams } from './schema.ts';

/**
 * Every model here is a cowboy with a chit of his own. B9 (each town-folk or Indian model of
 * a group chit acts with its own 4 AP, cowboys-ii.md §7 [L98], [L102]) is therefore a note,
 * not an option: the core's GROUP entry already activates a group's figures one by one, each
 * with the AP its rules give it.
 *
 * Turn 1's first side is the episode's (cowboys-ii.md §3.1 [L94]): the first side's chits
 * come out first, each side's in a random order; from turn 2 every chit is drawn from one cup.
 */
class EpisodeCup implements ActivationOrder {
  readonly capacity: number;
  private readonly cup: ChitCup;
  private readonly sides: ChitCup[];
  private readonly part: Schedule;

  constructor(w: World) {
    const all = Array.from({ length: w.n }, (_, c) => c);
    this.cup = new ChitCup(all);
    this.sides = [0, 1].map((s) => new ChitCup(all.filter((c) => w.side[c] === s)));
    this.capacity = w.n;
    this.part = new Schedule(w.n);
  }

  reset(): void {}

  plan(turn: number, rng: Rng, s: Schedule): void {
    if (turn > 1) return this.cup.plan(turn, rng, s);
    s.clear();
    for (const side of this.sides) {
      side.plan(turn, rng, this.part);
      for (let i = 0; i < this.part.count; i++) s.push(FIGURE, this.part.who[i]);
    }
  }
}

function spec(p: EncounterParams): SharedMetricsSpec {
  return {
    sideNames: p.sides.map((s) => s.name),
    sideSizes: p.sides.map((s) => s.cowboys.length),
    maxTurns: p.maxTurns,
    figureWord: 'cowboys',
    // brawl damage is reported only where a player side can brawl
    damageKinds: [...WEAPONS, ...(p.sides.some((s) => s.policy === 'player') ? ['brawl'] : [])].map(
      (name, index) => ({ index, name }),
    ),
  };
}

const rules: EncounterRules<World> = {
  reset: (w, rng) => w.reset(rng),
  activate: act,
  trace: (w) => w.log,
};

export const encounter: Procedure<EncounterParams, Cowboys2Options> = {
  id: 'encounter',
  title: 'A gunfight on the town grid',
  description:
    "Two sides of cowboys on the square grid among buildings with doors and windows, activated by chits from a cup, each side run by the book's solitaire AI, by the player policy, which counts and reloads its rounds, brawls and rides horses (cowboys-ii.md §1.1–§1.8, §1.12), or by the shared policy advance-to-best-range, and going after the closest enemy as the book's AI does or, as a side's `target` says, after the shared encounter policies' nearest, weakest or most dangerous enemy in sight, until one side is left or maxTurns pass.",
  params: {},
  paramsSchema: encounterSchema,

  notes(p) {
    return p.chart === 'placeholder'
      ? [`shots read the ${PLACEHOLDER_LABEL}, except the book's four cells and any given`]
      : [];
  },

  warnings(p) {
    return chartWarnings(chartParams(p));
  },

  metrics: (p) => sharedLayout(spec(p)),

  simulate(p, o, rng, trials, acc) {
    const w = new World(p, o);
    const layout = this.metrics(p, o);
    const rec = new SharedRecorder(spec(p), layout, w.names);
    const order = new EpisodeCup(w);
    const sched = new Schedule(order.capacity);
    const out: Outcome = { winner: -1, turn: 0 };
    for (let t = 0; t < trials; t++) {
      playEncounter(w, rules, order, sched, p.maxTurns, rng, out);
      rec.recordEnd(w, out, acc);
      rec.recordRest(w, w.damageBy, acc);
    }
    acc[0] += trials;
  },

  battleMap(p, o, rng, trials) {
    const w = new World(p, o);
    const order = new EpisodeCup(w);
    const sched = new Schedule(order.capacity);
    const out: Outcome = { winner: -1, turn: 0 };
    return battleMapOf(w, trials, () =>
      playEncounter(w, rules, order, sched, p.maxTurns, rng, out),
    );
  },

  trace(p, o, rng) {
    const w = new World(p, o);
    w.log = new Trace();
    const order = new EpisodeCup(w);
    playEncounter(w, rules, order, new Schedule(order.capacity), p.maxTurns, rng, {
      winner: -1,
      turn: 0,
    });
    return w.log.events;
  },
};
