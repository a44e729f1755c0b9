import type { CardOrder } from '../../../dice/cards.ts';
import type { Hand } from '../../../dice/deck.ts';
import { Rng } from '../../../dice/rng.ts';
import { CardHands } from '../../../encounter/activation/card-hands.ts';
import { Schedule } from '../../../encounter/activation/schedule.ts';
import { playEncounter, type Outcome } from '../../../encounter/loop.ts';
import {
  SharedRecorder,
  sharedLayout,
  type SharedMetricsSpec,
} from '../../../encounter/metrics.ts';
import { Trace } from '../../../encounter/trace.ts';
import type { Layout } from '../../../core/layout.ts';
import type { Procedure } from '../../types.ts';
import { orderOf } from '../cards.ts';
import { HAND_SIZE, PLACEHOLDER_LABEL, WEAPONS } from '../data.ts';
import type { MaliceOptions } from '../options.ts';
import { chooseCard, type CardPolicy } from '../policies.ts';
import { MaliceRules } from './rules.ts';
import { encounterSchema, type EncounterParams } from './schema.ts';
import { World } from './world.ts';
import { battleMapOf } from '../../../encounter/battle-map.ts';

function spec(p: EncounterParams): SharedMetricsSpec {
  const carried = new Set(p.sides.flatMap((s) => s.characters.map((c) => c.weapon)));
  return {
    sideNames: p.sides.map((s) => s.name),
    sideSizes: p.sides.map((s) => s.characters.length),
    maxTurns: p.maxTurns,
    figureWord: 'characters',
    damageKinds: WEAPONS.map((name, index) => ({ index, name })).filter((k) => carried.has(k.name)),
  };
}

function layout(p: EncounterParams): Layout {
  return sharedLayout(spec(p), (l) => {
    for (const s of p.sides)
      l.probability(`skedaddled.${s.name}`, `${s.name} skedaddled (malice.md §1.13)`);
  });
}

/** One encounter's machinery, built once per run: world, card hands dealt by each side's policy, rules, schedule. */
function build(p: EncounterParams, o: MaliceOptions) {
  const w = new World(p, o);
  const order = orderOf(o);
  const policies: CardPolicy[] = [
    p.aCardPolicy ?? p.sides[0].cardPolicy,
    p.bCardPolicy ?? p.sides[1].cardPolicy,
  ];
  // Policies choose from their own stream, so that a random pick never moves the dice.
  const policyRng = new Rng(new Uint32Array(4));
  const choose = (side: number, hand: Hand, ord: CardOrder) =>
    chooseCard(hand, policies[side], ord, policyRng);
  const cards = new CardHands(
    p.sides.map(() => HAND_SIZE),
    choose,
    order,
    { jokers: o['deck.jokers'] as 0 | 1 | 2, reshuffle: o['deck.reshuffle'] },
  );
  const rules = new MaliceRules(cards, order, policyRng);
  return { w, cards, rules, sched: new Schedule(cards.capacity) };
}

export const encounter: Procedure<EncounterParams, MaliceOptions> = {
  id: 'encounter',
  title: 'A card-driven gunfight',
  description:
    "Two sides of characters fight turn by turn: each player plays an initiative card from a hand of 5 by his card policy, the higher card's side acts first, 2 actions a character (3 for one with a 7), snap shots answered with a higher card, Unconscious, Lily Livered and courage, Skedaddle at the end of each turn, hands refilled (malice.md §1–§3).",
  params: {},
  paramsSchema: encounterSchema,
  metrics: (p) => layout(p),
  notes: (p) =>
    p.sides.some((s) =>
      s.characters.some(
        (c) =>
          c.character === 'placeholder' && (c.boxes === undefined || c.toughness === undefined),
      ),
    )
      ? [
          `characters with the preset: ${PLACEHOLDER_LABEL} (malice.md §6): 2 boxes a location, Toughness 6`,
        ]
      : [],

  simulate(p, o, rng, trials, acc) {
    const l = layout(p);
    const { w, cards, rules, sched } = build(p, o);
    const shared = new SharedRecorder(spec(p), l, w.names);
    const fled = Int32Array.from(p.sides, (s) => l.slot(`skedaddled.${s.name}`));
    const out: Outcome = { winner: -1, turn: 0 };
    for (let t = 0; t < trials; t++) {
      playEncounter(w, rules, cards, sched, p.maxTurns, rng, out);
      shared.recordEnd(w, out, acc);
      for (let s = 0; s < w.sides; s++) if (w.fled[s]) acc[fled[s]]++;
      shared.recordRest(w, w.damageBy, acc);
    }
    acc[0] += trials;
  },

  battleMap(p, o, rng, trials) {
    const { w, cards, rules, sched } = build(p, o);
    const out: Outcome = { winner: -1, turn: 0 };
    return battleMapOf(w, trials, () =>
      playEncounter(w, rules, cards, sched, p.maxTurns, rng, out),
    );
  },

  trace(p, o, rng) {
    const { w, cards, rules, sched } = build(p, o);
    w.log = new Trace();
    playEncounter(w, rules, cards, sched, p.maxTurns, rng, { winner: -1, turn: 0 });
    return w.log.events;
  },
};
