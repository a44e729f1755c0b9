import { hypergeometric } from '../../../dice/card-odds.ts';
import { booleanField, numberField } from '../../fields.ts';
import { passCounts, rollPasses } from '../pass-dice.ts';
import {
  campaignProcedure,
  counts,
  d6,
  passTest,
  rollSum,
  TWO_D6,
  type CampaignTable,
  type Ready,
} from './table.ts';
import { sandField } from '../sand-field.ts';

const params = {
  warriors: booleanField({
    default: false,
    description: 'The enemy are Warriors (their contact targets differ; C-73).',
  }),
  leaderRep: numberField({
    default: 4,
    min: 1,
    max: 7,
    integer: true,
    description:
      'Rep of the leader who tests (theirs for awareness and Here Come the Rest, yours for Our Side).',
  }),
  shotsFired: booleanField({
    default: false,
    description: 'Shots have already been fired (+2 on State of Awareness).',
  }),
  mounted: booleanField({
    default: false,
    description:
      'The moving side is mounted on the trail (+1 on State of Awareness: yours for theirs, theirs for Our Side).',
  }),
  enemies: numberField({
    default: 6,
    min: 1,
    max: 20,
    integer: true,
    description:
      'Enemy figures in the card pile (contact-cards): as many cards of the other colour join them.',
  }),
  sand: sandField("The group leader's Sand (march-to-the-guns).", 1),
} as const;
type P = {
  table: string;
  warriors: boolean;
  leaderRep: number;
  shotsFired: boolean;
  mounted: boolean;
  enemies: number;
  sand: number;
};

/** Contact targets, as printed (C-73); §14.3 [L4939, L5085]. */
const CONTACT = {
  theyreOverHere: { normal: 4, warriors: 3 },
  enemyContact: { normal: 3, warriors: 4 },
};
/** The activation total that brings more of them; §14.3 [L5000, L5083]. */
const REINFORCEMENT_TOTAL = 7;
/** Awareness modifiers; §14.3 [L4969–4974, L5038]. */
const AWARENESS = { shotsFired: 2, mounted: 1 };

const awarenessTarget = (p: P) =>
  p.leaderRep + (p.shotsFired ? AWARENESS.shotsFired : 0) + (p.mounted ? AWARENESS.mounted : 0);

const ARRIVALS = ['no-seven', 'none-arrive', 'draw-1d6', 'draw-2d6'] as const;
/**
 * A turn's arrivals: the two activation dice total 7 (B-37), then 2d6 against `target`:
 * Pass 2 draws 2d6 cards, Pass 1 1d6, Pass 0 none.
 */
function arrivals(target: number, who: string): Ready {
  const seven = TWO_D6.at(REINFORCEMENT_TOTAL);
  return {
    outcomes: ARRIVALS,
    explain: `activation dice total ${REINFORCEMENT_TOTAL} (1/6), then 2d6 vs ${who} ${target}: Pass 2 draw 2d6 cards, Pass 1 1d6, Pass 0 none`,
    roll: (rng) => (rollSum(rng, 2) !== REINFORCEMENT_TOTAL ? 0 : 1 + rollPasses(rng, 2, target)),
    exact() {
      const r = passCounts(2, target);
      return Float64Array.of(1 - seven, seven * r[0], seven * r[1], seven * r[2]);
    },
  };
}

/**
 * Who is there on contact: 2d6 cards drawn from the pile of one card per enemy figure and as
 * many of the other colour; the enemy-coloured ones are the figures present. §14.3 [L4930–4934, L4959].
 */
function contactCards(p: P): Ready {
  const pile = 2 * p.enemies;
  const { outcomes, values } = counts(0, p.enemies);
  return {
    outcomes,
    values,
    explain: `2d6 cards from a pile of ${p.enemies} enemy and ${p.enemies} other`,
    roll(rng) {
      const hand = Math.min(pile, rollSum(rng, 2));
      let left = pile;
      let enemy = p.enemies;
      let found = 0;
      for (let i = 0; i < hand; i++, left--)
        if (rng.below(left) < enemy) {
          enemy--;
          found++;
        }
      return found;
    },
    exact() {
      const out = new Float64Array(values.length);
      for (let t = 2; t <= 12; t++) {
        const h = hypergeometric(pile, p.enemies, Math.min(pile, t));
        for (let k = h.min; k <= h.max; k++) out[k] += TWO_D6.at(t) * h.at(k);
      }
      return out;
    },
  };
}

/** March to the Guns: Pass 2 moves, Pass 1 moves on 1d6 ≤ Sand, Pass 0 stays; §14.3 [L5111–5131]. */
function marchToTheGuns(p: P): Ready {
  return {
    outcomes: ['moves', 'stays'],
    explain: `2d6 vs Sand ${p.sand}; on Pass 1, 1d6 ≤ Sand moves`,
    roll(rng) {
      const k = rollPasses(rng, 2, p.sand);
      return k === 2 || (k === 1 && d6(rng) <= p.sand) ? 0 : 1;
    },
    exact() {
      const r = passCounts(2, p.sand);
      const moves = r[2] + (r[1] * Math.min(6, p.sand)) / 6;
      return Float64Array.of(moves, 1 - moves);
    },
  };
}

const tables: CampaignTable<P>[] = [
  {
    id: 'theyre-over-here',
    title: "They're Over Here! contact",
    source: 'six-gun-sound.md §14.3 [L4939–4941], C-73',
    ready(p) {
      const t = CONTACT.theyreOverHere[p.warriors ? 'warriors' : 'normal'];
      return passTest(
        ['contact-hidden', 'contact', 'no-contact'],
        2,
        t,
        [2, 1, 0],
        `2d6 vs ${t}: Pass 2 contact (hidden), Pass 1 contact, Pass 0 none`,
      );
    },
  },
  {
    id: 'contact-cards',
    title: 'Enemy figures present on contact',
    source: 'six-gun-sound.md §14.3 [L4930–4934, L4959]',
    ready: contactCards,
  },
  {
    id: 'state-of-awareness',
    title: 'Enemy State of Awareness',
    source: 'six-gun-sound.md §14.3 [L4969–4980]',
    ready: (p) =>
      passTest(
        ['got-a-shot-all-plus-1d6', 'got-a-shot-facing', 'no-got-a-shot'],
        2,
        awarenessTarget(p),
        [2, 1, 0],
        `2d6 vs their leader's Rep ${p.leaderRep}${p.shotsFired ? ' + 2 (shots fired)' : ''}${p.mounted ? ' + 1 (you are mounted)' : ''}`,
      ),
  },
  {
    id: 'here-come-the-rest',
    title: 'Here Come the Rest',
    source: 'six-gun-sound.md §14.3 [L5000–5002], B-37',
    ready: (p) => arrivals(p.leaderRep, "their leader's Rep"),
  },
  {
    id: 'our-side-awareness',
    title: 'Our Side State of Awareness',
    source: 'six-gun-sound.md §14.3 [L5036–5049]',
    ready: (p) =>
      passTest(
        ['ready', 'got-a-shot-facing', 'no-got-a-shot'],
        2,
        awarenessTarget(p),
        [2, 1, 0],
        `2d6 vs your leader's Rep ${p.leaderRep}${p.shotsFired ? ' + 2 (shots fired)' : ''}${p.mounted ? ' + 1 (they are mounted)' : ''}`,
      ),
  },
  {
    id: 'enemy-contact',
    title: 'Enemy Contact (Here They Come!, later turns)',
    source: 'six-gun-sound.md §14.3 [L5083–5087], B-37, C-73',
    ready: (p) => arrivals(CONTACT.enemyContact[p.warriors ? 'warriors' : 'normal'], ''),
  },
  {
    id: 'march-to-the-guns',
    title: 'March to the Guns',
    source: 'six-gun-sound.md §14.3 [L5111–5115]',
    ready: marchToTheGuns,
  },
];

export const soloDeployment = campaignProcedure({
  id: 'solo-deployment',
  title: 'Solo deployment',
  description:
    "Finding and meeting the enemy without an umpire: They're Over Here! contact, State of Awareness, Here Come the Rest and Enemy Contact (on an activation total of 7), Our Side awareness, March to the Guns (six-gun-sound.md §14.3).",
  params,
  tables,
});
