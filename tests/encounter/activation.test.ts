import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../src/dice/rng.ts';
import { ActivationDice } from '../../src/encounter/activation/activation-dice.ts';
import { CardHands, type CardChoice } from '../../src/encounter/activation/card-hands.ts';
import { ChitCup } from '../../src/encounter/activation/chits.ts';
import {
  FIGURE,
  GROUP,
  Schedule,
  SIDE,
  type ActivationOrder,
} from '../../src/encounter/activation/schedule.ts';
import {
  highestRollFirst,
  SideInitiative,
} from '../../src/encounter/activation/side-initiative.ts';
import { withinSe } from '../helpers.ts';
import { ScriptedRng } from '../helpers/scripted.ts';

const TRIALS = 60_000;

/** Frequencies of each turn's schedule (as "kind:who,…") over TRIALS turns from a fixed seed. */
function frequencies(order: ActivationOrder, seed: string, turns = 1): Map<string, number>[] {
  const rng = rngFromSeed(seed);
  const s = new Schedule(order.capacity);
  const counts = Array.from({ length: turns }, () => new Map<string, number>());
  for (let t = 0; t < TRIALS; t++) {
    order.reset(rng);
    for (let turn = 1; turn <= turns; turn++) {
      order.plan(turn, rng, s);
      const key = Array.from({ length: s.count }, (_, k) => `${'SGF'[s.kind[k]]}${s.who[k]}`).join(
        ',',
      );
      counts[turn - 1].set(key, (counts[turn - 1].get(key) ?? 0) + 1);
      order.endTurn?.(rng);
    }
  }
  return counts.map((m) => new Map([...m].map(([k, v]) => [k, v / TRIALS])));
}

const first = (freq: Map<string, number>, prefix: string) =>
  [...freq].filter(([k]) => k.startsWith(prefix)).reduce((a, [, v]) => a + v, 0);

describe('initiative per side: d6 + modifier, highest first, ties re-rolled', () => {
  it('a side with +1 goes first 21/31 of the time (21 of the 36 rolls win, 5 tie and are rolled again)', () => {
    const f = frequencies(new SideInitiative(2, highestRollFirst([0, 1])), 'side-initiative')[0];
    expect(withinSe(f.get('S1,S0')!, 21 / 31, TRIALS)).toBe(true);
    expect(f.size).toBe(2);
  });
  it('three even sides: each of the six orders 1/6', () => {
    const f = frequencies(new SideInitiative(3, highestRollFirst([0, 0, 0])), 'three-sides')[0];
    expect(f.size).toBe(6);
    for (const p of f.values()) expect(withinSe(p, 1 / 6, TRIALS)).toBe(true);
  });
});

describe('chits from a cup (cowboys-ii.md §1.1): a uniformly random order of all chits', () => {
  it('three figure chits and a group chit: each of the 24 orders 1/24, each chit first 1/4', () => {
    const f = frequencies(new ChitCup([0, 1, 2], [0]), 'chits')[0];
    expect(f.size).toBe(24);
    for (const p of f.values()) expect(withinSe(p, 1 / 24, TRIALS)).toBe(true);
    for (const chit of ['F0', 'F1', 'F2', 'G0'])
      expect(withinSe(first(f, chit), 1 / 4, TRIALS)).toBe(true);
    expect([...f.keys()][0].split(',').map((k) => k[0])).toEqual(
      expect.arrayContaining(['F', 'G']),
    );
  });
});

describe("activation dice against the leader's Rep (six-gun-sound.md §4.2)", () => {
  // Side 0: group 0 (leader Rep 4) and group 2 (Rep 2); side 1: group 1 (Rep 5). Hand counts over the 36 rolls.
  const order = () => new ActivationDice(2, [0, 1, 0], [4, 5, 2]);
  const f = frequencies(order(), 'activation-dice')[0];
  it('nobody acts 7/36: doubles (6), or side 0 rolls 5 and side 1 rolls 6', () => {
    expect(withinSe(f.get('') ?? 0, 7 / 36, TRIALS)).toBe(true);
  });
  it('group 1 acts first 19/36: side 1 higher and ≤ 5 (10), or side 0 rolls 5–6 with none of its groups able (9)', () => {
    expect(withinSe(first(f, 'G1'), 19 / 36, TRIALS)).toBe(true);
  });
  it('all three groups, side 0 first, 1/36 (2 against 1); groups 0 then 1 only, 5/36 (3 or 4 against less)', () => {
    expect(withinSe(f.get('G0,G2,G1') ?? 0, 1 / 36, TRIALS)).toBe(true);
    expect(withinSe(f.get('G0,G1') ?? 0, 5 / 36, TRIALS)).toBe(true);
  });
  it('with three sides only the matching dice freeze (white 4, red 3, green 3: white acts)', () => {
    const o = new ActivationDice(3, [0, 1, 2], [6, 6, 6]);
    const s = new Schedule(o.capacity);
    const rng = ScriptedRng.ofFaces([4, 3, 3]);
    o.plan(1, rng, s);
    expect(rng.left).toBe(0);
    expect(Array.from(o.frozen)).toEqual([0, 1, 1]);
    expect([s.count, s.kind[0], s.who[0]]).toEqual([1, GROUP, 0]);
  });
});

describe('a card from a hand (malice.md §1.2): strongest card first', () => {
  it('hands of 5 and 3 playing their best: side 0 first 5/8 of the time (the best of 8 cards)', () => {
    const f = frequencies(new CardHands([5, 3]), 'cards')[0];
    expect(withinSe(first(f, 'S0'), 5 / 8, TRIALS)).toBe(true);
  });
  it('played cards go to the discards and the hands are refilled at the end of the turn', () => {
    const o = new CardHands([5, 3]);
    const s = new Schedule(2);
    const rng = rngFromSeed('refill');
    o.reset(rng);
    o.plan(1, rng, s);
    expect([o.hands[0].count, o.hands[1].count, o.deck.discardCount]).toEqual([4, 2, 2]);
    expect(Array.from(o.deck.discards.subarray(0, 2))).toEqual([o.played[0], o.played[1]]);
    o.endTurn(rng);
    expect([o.hands[0].count, o.hands[1].count, o.deck.remaining]).toEqual([5, 3, 52 - 10]);
  });
  it('a side playing its worst of 5 against a single card goes second 5/6 of the time', () => {
    const worst: CardChoice = (_s, hand, order) => hand.worst(order);
    const f = frequencies(new CardHands([5, 1], worst), 'worst-card')[0];
    expect(withinSe(first(f, 'S1'), 5 / 6, TRIALS)).toBe(true);
  });
  it('schedules whole sides', () => {
    const o = new CardHands([5, 5]);
    const s = new Schedule(2);
    const rng = rngFromSeed('x');
    o.reset(rng);
    o.plan(1, rng, s);
    expect([s.kind[0], s.kind[1]]).toEqual([SIDE, SIDE]);
    expect(s.count).toBe(2);
    expect(FIGURE).not.toBe(SIDE);
  });
});
