import { Layout } from '../../core/layout.ts';
import { pAtLeast, unseen } from '../../dice/card-odds.ts';
import { Hand } from '../../dice/deck.ts';
import { numberField } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { exactVolley, fireVolley, volleyLayout, type Volley, type VolleyResult } from './attack.ts';
import { beatsForSnap, cardCode, cardField, deckOf, orderOf } from './cards.ts';
import { HAND_SIZE } from './data.ts';
import type { MaliceOptions } from './options.ts';
import {
  checkShooting,
  describeShooting,
  shootingNotes,
  shootingParams,
  targetOf,
  type ShootingParams,
} from './shot-params.ts';
import { shotVolley } from './shot.ts';
import { newBody, resetBody } from './wounds.ts';

const params = {
  ...shootingParams,
  attackerCard: cardField(
    "The card the attacker's player played for initiative this turn (the bar to beat), e.g. JC.",
  ),
  playedCard: cardField(
    "The card the defender's own player played for initiative (out of his hand), if known.",
  ),
  hand: numberField({
    default: HAND_SIZE - 1,
    min: 1,
    max: 26,
    integer: true,
    description: "Cards left in the defender's hand (4 after playing one for initiative).",
  }),
} as const;

export type SnapParams = ShootingParams & {
  attackerCard?: string;
  playedCard?: string;
  hand: number;
};

const known = (p: SnapParams) =>
  [p.attackerCard, p.playedCard].filter((c): c is string => c !== undefined).map(cardCode);
const snapVolley = (p: SnapParams, o: MaliceOptions): Volley =>
  shotVolley({ ...p, aimed: false }, o);

function layout(): Layout {
  return new Layout()
    .probability('pAllowed', "the defender holds a card higher than the attacker's initiative card")
    .probability('pSnapHit', 'a snap shot is allowed and hits the attacker')
    .probability(
      'pAttackStopped',
      'the snap shot stops the attack (by the option: the attacker dead or Unconscious)',
    );
}

/** Whether the attacker's state after the snap shot stops his attack (malice.md §1.6, A13). */
const stops = (dead: boolean, unconscious: boolean, o: MaliceOptions) =>
  o['snap.cancelsAttackIf'] === 'dead-or-unconscious'
    ? dead || unconscious
    : o['snap.cancelsAttackIf'] === 'dead'
      ? dead
      : false;

export const snap: Procedure<SnapParams, MaliceOptions> = {
  id: 'snap',
  title: 'Snap shot',
  description:
    "A character about to be attacked answers with a snap shot: allowed only if his player holds a card higher than the attacker's initiative card (the hand random among the unseen cards); then one un-aimed shot at the attacker (malice.md §1.6, D21). The target params describe the attacker.",
  params,
  check(p, o) {
    const problems = checkShooting(p, o);
    if (p.attackerCard === undefined)
      problems.push("the attacker's initiative card is required (attackerCard, e.g. JC)");
    if (p.attackerCard !== undefined && p.attackerCard === p.playedCard)
      problems.push(`the two initiative cards cannot both be ${p.attackerCard}: there is one deck`);
    const pool = 52 + o['deck.jokers'] - known(p).length;
    if (p.hand > pool)
      problems.push(`a hand of ${p.hand} is more than the ${pool} cards left in the deck`);
    return problems;
  },
  metrics: () => layout(),
  explain: (p, o) =>
    `against ${p.attackerCard}, with ${p.hand} unseen cards in hand; snap shot: ${describeShooting(p, o, snapVolley(p, o).need, 'an un-aimed shot')}`,
  notes: (p, o) => shootingNotes(p, o, "attacker (the snap shot's target)"),
  exact(p, o): ExactMetrics {
    const order = orderOf(o);
    const bar = cardCode(p.attackerCard!);
    const rest = unseen(known(p), o['deck.jokers'] as 0 | 1 | 2);
    const allowed = pAtLeast(
      rest.length,
      rest.filter((c) => beatsForSnap(order, c, bar, o)).length,
      p.hand,
    );
    const v = snapVolley(p, o);
    const shot = exactVolley(v, targetOf(p), o, volleyLayout(v)) as Record<string, number>;
    const stopped =
      o['snap.cancelsAttackIf'] === 'dead-or-unconscious'
        ? shot.pOut
        : o['snap.cancelsAttackIf'] === 'dead'
          ? shot.pDead
          : 0;
    return { pAllowed: allowed, pSnapHit: allowed * shot.pHit, pAttackStopped: allowed * stopped };
  },
  simulate(p, o, rng, trials, acc) {
    const l = layout();
    const sAllowed = l.slot('pAllowed'),
      sHit = l.slot('pSnapHit'),
      sStop = l.slot('pAttackStopped');
    const order = orderOf(o);
    const deck = deckOf(o);
    const hand = new Hand(p.hand);
    const cards = known(p);
    const bar = cardCode(p.attackerCard!);
    const v = snapVolley(p, o);
    const attacker = newBody(targetOf(p), v.mounted);
    const r: VolleyResult = { hits: 0, spent: 0, first: -2 };
    for (let t = 0; t < trials; t++) {
      deck.reset();
      for (const c of cards) deck.take(c);
      hand.clear();
      hand.refill(deck, rng, p.hand);
      let allowed = false;
      for (let i = 0; i < hand.count && !allowed; i++)
        allowed = beatsForSnap(order, hand.cards[i], bar, o);
      if (!allowed) continue;
      acc[sAllowed]++;
      resetBody(attacker, v.mounted);
      fireVolley(attacker, rng, v, o, r);
      if (r.hits > 0) acc[sHit]++;
      if (stops(attacker.dead, attacker.unconscious, o)) acc[sStop]++;
    }
    acc[0] += trials;
  },
};
