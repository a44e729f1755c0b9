import type { Rng } from '../../../dice/rng.ts';
import { ActivationDice } from '../../../encounter/activation/activation-dice.ts';
import { Schedule } from '../../../encounter/activation/schedule.ts';
import { playEncounter, type Outcome } from '../../../encounter/loop.ts';
import { Trace } from '../../../encounter/trace.ts';
import type { ExactMetrics, Procedure } from '../../types.ts';
import { DRAW_STATES, PER_FIGURE, draw } from '../draw.ts';
import type { SixgunOptions } from '../options.ts';
import { gunfightLayout, Recorder } from './metrics.ts';
import { GunfightRules } from './rules.ts';
import { gunfightSchema, type GunfightParams } from './schema.ts';
import { World, deployment, drawParamsOf } from './world.ts';
import { battleMapOf } from '../../../encounter/battle-map.ts';

export type { GunfightParams } from './schema.ts';

/** One gunfight's machinery, built once per run: world, activation dice (a group per figure), rules. */
function build(p: GunfightParams, o: SixgunOptions) {
  const w = new World(p, o);
  const order = new ActivationDice(w.sides, w.side, w.rep);
  return { w, order, rules: new GunfightRules(order), sched: new Schedule(order.capacity) };
}

export const gunfight: Procedure<GunfightParams, SixgunOptions> = {
  id: 'gunfight',
  title: 'A gunfight (GF-1)',
  description:
    'GF-1 (six-gun-sound.md §13.1): two figures a shortest effective range apart fight a Draw (§7), then turn by turn on activation dice against their Rep (§4.2): fire, reload, duck back and step out again, with Been Shot At for whoever is fired at and not hit, Got a Shot for whoever sees an enemy step back into sight, and return fire going back and forth (A-13), until one is out of the fight, dead, surrendered or gone.',
  params: {},
  paramsSchema: gunfightSchema,
  metrics: (p) => gunfightLayout(p),

  explain(p) {
    const [a, b] = p.sides.map((s) => s.figures[0]);
    const fig = (f: typeof a) => `${f.name} (Rep ${f.rep} ${f.profession}, ${f.weapon})`;
    return `${p.type}: ${fig(a)} against ${fig(b)} at ${deployment(p)}", a Draw, then up to ${p.maxTurns - 1} turns of activation dice`;
  },

  notes: () => [
    'exact only for the Draw that opens it (draw.<name>, by the draw procedure); the fight after it is simulated',
    'not modelled yet: movement and charges (a figure told to fire that cannot Ducks Back), gun-arm and off-arm wound penalties (a chest wound counts: −2 Rep), Stars choosing their reactions, mounts',
  ],

  exact(p, o): ExactMetrics {
    const e = draw.exact!(drawParamsOf(p), o);
    const out: ExactMetrics = {};
    p.sides.forEach((s, i) => {
      const who = 'ab'[i];
      const states: Record<string, number> = {};
      for (const [name, k] of PER_FIGURE) states[DRAW_STATES[k]] = e[`${name}.${who}`] as number;
      out[`draw.${s.figures[0].name}`] = states;
    });
    return out;
  },

  simulate(p, o, rng: Rng, trials, acc) {
    const { w, order, rules, sched } = build(p, o);
    const rec = new Recorder(p, this.metrics(p, o));
    const out: Outcome = { winner: -1, turn: 0 };
    for (let t = 0; t < trials; t++) {
      playEncounter(w, rules, order, sched, p.maxTurns, rng, out);
      rec.record(w, out, acc);
    }
    acc[0] += trials;
  },

  battleMap(p, o, rng, trials) {
    const { w, order, rules, sched } = build(p, o);
    const out: Outcome = { winner: -1, turn: 0 };
    return battleMapOf(w, trials, () =>
      playEncounter(w, rules, order, sched, p.maxTurns, rng, out),
    );
  },

  trace(p, o, rng) {
    const { w, order, rules, sched } = build(p, o);
    w.log = new Trace();
    playEncounter(w, rules, order, sched, p.maxTurns, rng, { winner: -1, turn: 0 });
    return w.log.events;
  },
};
