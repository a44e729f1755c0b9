import type { Rng } from '../../../dice/rng.ts';
import { Trace } from '../../../encounter/trace.ts';
import type { Procedure } from '../../types.ts';
import type { CowpokeOptions } from '../options.ts';
import { brawlExact, brawlReduction, startsInContact } from './markov-brawl.ts';
import { duelExact, duelReduction } from './markov-duel.ts';
import { encounterLayout, Recorder } from './metrics.ts';
import { encounterSchema, type EncounterParams } from './schema.ts';
import { CowpokeTurns, type Outcome } from './turn.ts';
import { World } from './world.ts';
import { battleMapOf } from '../../../encounter/battle-map.ts';

export type { EncounterParams } from './schema.ts';

/**
 * Which exact chain answers an encounter, or why none does: a brawl when the two start in base
 * contact, a stand-and-shoot duel otherwise (the reason given is that chain's).
 */
function exactKind(p: EncounterParams, o: CowpokeOptions): 'duel' | 'brawl' | { why: string } {
  if (p.objectives?.length) return { why: 'the scenario has objectives to Interact with' };
  const contact = startsInContact(p, o);
  // A Lucky duellist still shoots twice (A28), but a Lucky brawler brawls three times.
  const lucky =
    contact &&
    o['lucky.enabled'] &&
    p.sides.some((s) => s.characters.some((c) => c.skills.includes('lucky')));
  const why = lucky
    ? 'a Lucky character brawls three times an activation (lucky.enabled)'
    : contact
      ? brawlReduction(p, o)
      : duelReduction(p, o);
  return why === undefined ? (contact ? 'brawl' : 'duel') : { why };
}

export const encounter: Procedure<EncounterParams, CowpokeOptions> = {
  id: 'encounter',
  title: 'A whole encounter',
  description:
    'Sides of characters with positions, weapons, skills and tactics fight turn by turn (initiative, 2 AP activations, shooting, aiming, blazing away, reloading, dynamite, Overwatch, brawls, disengaging) until one side is left or maxTurns pass (cowpoke.md §3). Exact (winner, turns, survivors) as an absorbing Markov chain when it is one character against one without critical injuries, either both standing and shooting one firearm that needs no reloading out of contact (a duel), or starting in base contact and brawling to the end (a brawl); the notes say which feature otherwise prevents it.',
  params: {},
  paramsSchema: encounterSchema,

  check(p, o) {
    const problems: string[] = [];
    if (o['initiative.method'] === 'B' && p.sides.length !== 2)
      problems.push('initiative method B (coin flip) needs exactly 2 sides');
    const lucky = p.sides.flatMap((s) =>
      s.characters.filter((c) => c.skills.includes('lucky')).map((c) => c.name),
    );
    if (lucky.length && !o['lucky.enabled'])
      problems.push(
        `${lucky.join(', ')} ${lucky.length === 1 ? 'is' : 'are'} Lucky, a skill the book names but does not define (cowpoke.md §6): set the option lucky.enabled=true to play it`,
      );
    return problems;
  },

  metrics: (p) => encounterLayout(p),

  exact(p, o) {
    const kind = exactKind(p, o);
    if (kind === 'duel') return duelExact(p, o);
    if (kind === 'brawl') return brawlExact(p, o);
    return {};
  },

  notes(p, o) {
    const kind = exactKind(p, o);
    if (kind === 'duel')
      return [
        'exact: a one-against-one stand-and-shoot duel, as an absorbing Markov chain (winner, turns, survivors)',
      ];
    if (kind === 'brawl')
      return [
        'exact: a one-against-one brawl to the end, as an absorbing Markov chain (winner, turns, survivors)',
      ];
    return [`simulated only: ${kind.why}`];
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

  battleMap(p, o, rng, trials) {
    const w = new World(p, o);
    const turns = new CowpokeTurns(w);
    const out: Outcome = { winner: -1, turn: 0 };
    return battleMapOf(w, trials, () => turns.play(rng, out));
  },

  trace(p, o, rng) {
    const w = new World(p, o);
    w.log = new Trace();
    new CowpokeTurns(w).play(rng, { winner: -1, turn: 0 });
    return w.log.events;
  },
};
