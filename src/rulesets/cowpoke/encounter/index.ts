import type { Rng } from '../../../dice/rng.ts';
import { Trace } from '../../../encounter/trace.ts';
import type { Procedure } from '../../types.ts';
import type { CowpokeOptions } from '../options.ts';
import { encounterLayout, Recorder } from './metrics.ts';
import { encounterSchema, type EncounterParams } from './schema.ts';
import { CowpokeTurns, type Outcome } from './turn.ts';
import { World } from './world.ts';

export type { EncounterParams } from './schema.ts';

export const encounter: Procedure<EncounterParams, CowpokeOptions> = {
  id: 'encounter',
  title: 'A whole encounter',
  description:
    'Sides of characters with positions, weapons, skills and tactics fight turn by turn (initiative, 2 AP activations, shooting, aiming, blazing away, reloading, dynamite, Overwatch, brawls, disengaging) until one side is left or maxTurns pass (cowpoke.md §3).',
  params: {},
  paramsSchema: encounterSchema,

  check(p, o) {
    return o['initiative.method'] === 'B' && p.sides.length !== 2 ? ['initiative method B (coin flip) needs exactly 2 sides'] : [];
  },

  metrics: (p) => encounterLayout(p),

  simulate(p, o, rng: Rng, trials, acc) {
    const w = new World(p, o);
    const rec = new Recorder(p, this.metrics(p, o));
    const turns = new CowpokeTurns(w);
    const out: Outcome = { winner: -1, turn: 0 };
    for (let t = 0; t < trials; t++) {
      turns.play(rng, out);
      rec.record(w, out, acc);
    }
    acc[0] += trials;
  },

  trace(p, o, rng) {
    const w = new World(p, o);
    w.log = new Trace();
    new CowpokeTurns(w).play(rng, { winner: -1, turn: 0 });
    return w.log.lines();
  },
};
