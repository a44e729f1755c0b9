import { expect } from 'vitest';
import type { Layout } from '../../../src/core/layout.ts';
import { getRuleset } from '../../../src/rulesets/registry.ts';
import type { ExactMetrics, Procedure } from '../../../src/rulesets/types.ts';
import { resolveMatchup } from '../../../src/rulesets/validate.ts';
import type { MaliceOptions } from '../../../src/rulesets/malice/options.ts';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { expectAgreement } from '../../helpers/agree.ts';
import { CardHands } from '../../../src/encounter/activation/card-hands.ts';
import type { Rng } from '../../../src/dice/rng.ts';
import { cardCode, orderOf } from '../../../src/rulesets/malice/cards.ts';
import { MaliceRules } from '../../../src/rulesets/malice/encounter/rules.ts';
import { World } from '../../../src/rulesets/malice/encounter/world.ts';
import type { EncounterParams } from '../../../src/rulesets/malice/encounter/schema.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';

export const malice = getRuleset('malice');

/** Params and options with defaults filled in, as a scenario or `odds` would resolve them. */
export function resolve(
  procedure: string,
  params: Record<string, unknown> = {},
  options: Record<string, unknown> = {},
) {
  const r = resolveMatchup(malice, malice.procedures[procedure], params, options);
  if (r.problems.length) throw new Error(r.problems.map((p) => p.message).join('; '));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each procedure's own params type
  return {
    proc: malice.procedures[procedure] as Procedure,
    params: r.params as any,
    options: r.options as MaliceOptions,
  };
}

export const options = (o: Record<string, unknown> = {}) => resolve('skedaddle', {}, o).options;

/** Runs the simulation and returns the accumulator and layout. */
export function simulate(
  proc: Procedure,
  params: unknown,
  o: unknown,
  n: number,
  seed: string,
): { acc: Float64Array; layout: Layout } {
  const layout = proc.metrics(params, o);
  const acc = layout.create();
  proc.simulate(params, o, rngFromSeed(seed), n, acc);
  expect(acc[0]).toBe(n);
  return { acc, layout };
}

/** Simulates a procedure and checks it against its own exact answer. */
export function agree(
  procedure: string,
  params: Record<string, unknown>,
  o: Record<string, unknown> = {},
  n = 100_000,
  seed = 'agree',
): ExactMetrics {
  const r = resolve(procedure, params, o);
  const exact = r.proc.exact!(r.params, r.options);
  const { acc, layout } = simulate(r.proc, r.params, r.options, n, seed);
  expectAgreement(layout, acc, exact, n);
  return exact;
}

/**
 * A card-driven encounter laid out for scripted dice: the turn's initiative cards are `played`
 * (side A's, then B's; aces of spades and hearts by default, which nothing beats, so no snap
 * shot answers) and every hand is empty, so only the scripted dice decide. `reset` deals again
 * the same way, drawing its shuffle from `rng`.
 */
export function scriptedTable(
  params: EncounterParams,
  options: MaliceOptions,
  played: string[] = ['AS', 'AH'],
) {
  const w = new World(params, options);
  const order = orderOf(options);
  const cards = new CardHands([5, 5], undefined, order);
  const rules = new MaliceRules(cards, order);
  const reset = (rng: Rng = new ScriptedRng([])) => {
    rules.reset(w, rng);
    played.forEach((c, side) => (cards.played[side] = cardCode(c)));
    for (const h of cards.hands) h.clear();
  };
  reset();
  return { w, cards, rules, reset };
}
