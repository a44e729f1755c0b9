import type { Rng } from '../../../dice/rng.ts';
import { Trace } from '../../../encounter/trace.ts';
import type { Procedure } from '../../types.ts';
import type { CowpokeOptions } from '../options.ts';
import { duelExact, duelReduction } from './markov-duel.ts';
import { encounterLayout, Recorder } from './metrics.ts';
import { encounterSchema, type EncounterParams } from './schema.ts';
import { CowpokeTurns, type Outcome } from './turn.ts';
import { World } from './world.ts';

export type { EncounterParams } from './schema.ts';

export const encounter: Procedure<EncounterParams, CowpokeOptions> = {
  id: 'encounter',
  title: 'A whole encounter',
  description:
    'Sides of characters with positions, weapons, skills and tactics fight turn by turn (initiative, 2 AP activations, shooting, aiming, blazing away, reloading, dynamite, Overwatch, brawls, disengaging) until one side is left or maxTurns pass (cowpoke.md §3). Exact (winner, turns, survivors) when it is one character against one, both standing and shooting one firearm that needs no reloading, out of contact, without critical injuries: an absorbing Markov chain; the run notes say which feature otherwise prevents it.',
  params: {},
  paramsSchema: encounterSchema,

  check(p, o) {
    return o['initiative.method'] === 'B' && p.sides.length !== 2
      ? ['initiative method B (coin flip) needs exactly 2 sides']
      : [];
  },

  metrics: (p) => encounterLayout(p),

  exact(p, o) {
    if (duelReduction(p, o) !== undefined) return {};
    const chain = duelExact(p, o);
    const winner = chain.winner as Record<string, number>;
    const [a, b] = p.sides.map((s) => s.name);
    // One figure each, fighting in turn: the loser has none left, the winner (and both at a draw) one.
    return {
      ...chain,
      [`survivors.${a}`]: { 0: winner[b], 1: winner[a] + winner.draw },
      [`survivors.${b}`]: { 0: winner[a], 1: winner[b] + winner.draw },
    };
  },

  notes(p, o) {
    const why = duelReduction(p, o);
    return [
      why === undefined
        ? 'exact: a one-against-one stand-and-shoot duel, as an absorbing Markov chain (winner, turns, survivors)'
        : `simulated only: ${why}`,
    ];
  },

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
