import type { Rng } from '../../../dice/rng.ts';
import { ActivationDice } from '../../../encounter/activation/activation-dice.ts';
import { Schedule } from '../../../encounter/activation/schedule.ts';
import { playEncounter, type EncounterRules, type Outcome } from '../../../encounter/loop.ts';
import { Trace } from '../../../encounter/trace.ts';
import type { ExactMetrics, Procedure } from '../../types.ts';
import { DRAW_STATES, PER_FIGURE, draw } from '../draw.ts';
import type { SixgunOptions } from '../options.ts';
import { gunfightExact, gunfightReduction } from './markov.ts';
import { gunfightLayout, Recorder } from './metrics.ts';
import { GunfightRules } from './rules.ts';
import { gunfightSchema, type FigureSpec, type GunfightParams } from './schema.ts';
import { World, deployment, drawParamsOf, pairDrawParams } from './world.ts';
import { BandWorld, TRAIL_DISTANCE } from './band-world.ts';
import { BandRules } from './band-rules.ts';
import { BandRecorder, bandLayout } from './band-metrics.ts';
import { battleMapOf } from '../../../encounter/battle-map.ts';

export type { GunfightParams } from './schema.ts';

/** One gunfight's machinery, built once per run: world, activation dice (a group per figure), rules. */
function build(p: GunfightParams, o: SixgunOptions) {
  const w = new World(p, o);
  const order = new ActivationDice(w.sides, w.side, w.rep);
  return { w, order, rules: new GunfightRules(order), sched: new Schedule(order.capacity) };
}

/** GF-2 and GF-3: the same, with the figures' groups activating on their leaders' Rep (§4.1). */
function buildBand(p: GunfightParams, o: SixgunOptions) {
  const w = new BandWorld(p, o);
  const groupSide = new Int32Array(w.groups);
  for (let c = 0; c < w.n; c++) groupSide[w.group[c]] = w.side[c];
  const order = new ActivationDice(w.sides, groupSide, new Int32Array(w.groups));
  return { w, order, rules: new BandRules(order), sched: new Schedule(order.capacity) };
}

/** Plays `trials` gunfights of either kind, each recorded as it ends. */
function play(p: GunfightParams, o: SixgunOptions, rng: Rng, trials: number, acc: Float64Array) {
  const out: Outcome = { winner: -1, turn: 0 };
  const layout = gunfight.metrics(p, o);
  if (p.type === 'GF-1') {
    const { w, order, rules, sched } = build(p, o);
    const rec = new Recorder(p, layout);
    for (let t = 0; t < trials; t++) {
      playEncounter(w, rules, order, sched, p.maxTurns, rng, out);
      rec.record(w, out, acc);
    }
  } else {
    const { w, order, rules, sched } = buildBand(p, o);
    const rec = new BandRecorder(p, layout);
    for (let t = 0; t < trials; t++) {
      playEncounter(w, rules, order, sched, p.maxTurns, rng, out);
      rec.record(w, out, acc);
    }
  }
}

/** The machinery of either kind, for a battle map or a trace. */
const machineryOf = (
  p: GunfightParams,
  o: SixgunOptions,
): {
  w: World | BandWorld;
  order: ActivationDice;
  rules: EncounterRules<World | BandWorld>;
  sched: Schedule;
} => (p.type === 'GF-1' ? build(p, o) : buildBand(p, o));

export const gunfight: Procedure<GunfightParams, SixgunOptions> = {
  id: 'gunfight',
  title: 'A gunfight (GF-1, GF-2, GF-3)',
  description:
    "Six Gun Sound gunfights (six-gun-sound.md §13.1). GF-1: two figures a shortest effective range apart fight a Draw (§7), then turn by turn on activation dice against their Rep (§4.2): fire, reload, duck back and step out again, with Been Shot At for whoever is fired at and not hit, Got a Shot for whoever sees an enemy step back into sight, and return fire going back and forth (A-13), until one is out of the fight, dead, surrendered or gone; exact (winner, turns, survivors, how each ends) as an absorbing Markov chain, the Draw enumerated for both figures and the turns over their damage, guns and cover. GF-2: several figures a side, each drawing on the one facing it, then the same fight by groups on their leaders' Rep, with charges (Wanting to Charge, Being Charged), melee and Keep Fightin' (§8), and runaways rallied by their Outfit Leader (Comin' Back). GF-3: the same on the trail, 24\" apart, set up by the Stand-Up Fight table (an Ambush on 2 more passes).",
  params: {},
  paramsSchema: gunfightSchema,
  metrics: (p) => (p.type === 'GF-1' ? gunfightLayout(p) : bandLayout(p)),

  explain(p) {
    const fig = (f: FigureSpec) => `${f.name} (Rep ${f.rep} ${f.profession}, ${f.weapon})`;
    if (p.type === 'GF-1') {
      const [a, b] = p.sides.map((s) => s.figures[0]);
      return `${p.type}: ${fig(a)} against ${fig(b)} at ${deployment(p)}", a Draw, then up to ${p.maxTurns - 1} turns of activation dice`;
    }
    const sides = p.sides
      .map((s) => `${s.name}: ${s.figures.map(fig).join(', ')}`)
      .join(' against ');
    return p.type === 'GF-2'
      ? `GF-2: ${sides} at ${deployment(p)}", a Draw pair by pair, then up to ${p.maxTurns - 1} turns of activation dice`
      : `GF-3: ${sides} on the trail, ${TRAIL_DISTANCE}" apart after the Stand-Up Fight roll, then up to ${p.maxTurns - 1} turns of activation dice`;
  },

  notes: (p) =>
    p.type === 'GF-1'
      ? [
          gunfightReduction(p) === undefined
            ? "exact: one figure against one playing policies the chain knows, so the Draw (enumerated jointly) and the turns after it are an absorbing Markov chain over both figures' damage, guns and cover (winner, turns, survivors, how each ends); reaction tests, reloads, first blood and hits are simulated only"
            : `exact only for the Draw that opens it (draw.<name>); the fight after it is simulated: ${gunfightReduction(p)}`,
          'not modelled yet: movement and charges (a figure told to fire that cannot Ducks Back), gun-arm and off-arm wound penalties (a chest wound counts: −2 Rep), Stars choosing their reactions, mounts',
        ]
      : [
          p.type === 'GF-2'
            ? `exact only for each pair's Draw (draw.<name>, by the draw procedure); the fight after it is simulated: ${gunfightReduction(p)}`
            : `simulated only: ${gunfightReduction(p)}`,
          'the sides stand in two lines on an open street or trail, everyone firing from the front; a charge is one on one; not modelled yet: movement other than charges, flank and rear, gun-arm and off-arm wound penalties (a chest wound counts: −2 Rep), the attributes that act on moving, knives or recovery, mounts',
        ],

  exact(p, o): ExactMetrics {
    const out: ExactMetrics = gunfightReduction(p) === undefined ? gunfightExact(p, o) : {};
    if (p.type === 'GF-3') return out;
    const pairs =
      p.type === 'GF-1'
        ? [[p.sides[0].figures[0], p.sides[1].figures[0]]]
        : p.sides[0].figures
            .slice(0, p.sides[1].figures.length)
            .map((f, k) => [f, p.sides[1].figures[k]]);
    for (const [a, b] of pairs) {
      const e = draw.exact!(
        p.type === 'GF-1' ? drawParamsOf(p) : pairDrawParams(a, b, deployment(p), p),
        o,
      );
      [a, b].forEach((f, i) => {
        const who = 'ab'[i];
        const states: Record<string, number> = {};
        for (const [name, k] of PER_FIGURE) states[DRAW_STATES[k]] = e[`${name}.${who}`] as number;
        out[`draw.${f.name}`] = states;
      });
    }
    return out;
  },

  simulate(p, o, rng: Rng, trials, acc) {
    play(p, o, rng, trials, acc);
    acc[0] += trials;
  },

  battleMap(p, o, rng, trials) {
    const { w, order, rules, sched } = machineryOf(p, o);
    const out: Outcome = { winner: -1, turn: 0 };
    return battleMapOf(w, trials, () =>
      playEncounter(w, rules, order, sched, p.maxTurns, rng, out),
    );
  },

  trace(p, o, rng) {
    const { w, order, rules, sched } = machineryOf(p, o);
    w.log = new Trace();
    playEncounter(w, rules, order, sched, p.maxTurns, rng, { winner: -1, turn: 0 });
    return w.log.events;
  },
};
