import { describe, expect, it } from 'vitest';
import { CardHands } from '../../../src/encounter/activation/card-hands.ts';
import { Trace, traceLines } from '../../../src/encounter/trace.ts';
import { cardCode, orderOf } from '../../../src/rulesets/malice/cards.ts';
import { MaliceRules } from '../../../src/rulesets/malice/encounter/rules.ts';
import { World } from '../../../src/rulesets/malice/encounter/world.ts';
import { ScriptedRng, face } from '../../helpers/scripted.ts';
import { resolve, simulate } from './setup.ts';

/**
 * Got You Covered in the card-driven encounter (malice.md §1.5, A12): a character with no enemy
 * in reach puts his marker down instead of advancing, and fires one un-aimed shot at the first
 * enemy who moves in his sight and reach, where the `gyc.timing` option lets him. a1 (revolver:
 * Short up to 8", 6+; Long up to 12", 8+) is on Got You Covered; b1 moves toward him 6".
 * Neither hand holds a card that could answer a shot, so only the scripted d10s decide.
 */
function covered(b1x: number, options: Record<string, unknown> = {}) {
  const { params, options: o } = resolve(
    'encounter',
    {
      sides: [
        {
          name: 'A',
          outOfReach: 'got-you-covered',
          characters: [{ name: 'a1', x: 0, y: 0, character: 'placeholder' }],
        },
        { name: 'B', characters: [{ name: 'b1', x: b1x, y: 0, character: 'placeholder' }] },
      ],
    },
    options,
  );
  const w = new World(params, o);
  const order = orderOf(o);
  const cards = new CardHands([5, 5], undefined, order);
  const rules = new MaliceRules(cards, order);
  rules.reset(w, new ScriptedRng([]));
  w.log = new Trace();
  cards.played[0] = cardCode('AS'); // nothing beats it: no snap shot answers a's shots
  cards.played[1] = cardCode('AH');
  for (const h of cards.hands) h.clear();
  const call = rules as unknown as {
    activate: (w: World, c: number, r: ScriptedRng) => void;
    moveToward: (w: World, c: number, t: number, r: ScriptedRng) => void;
  };
  return {
    w,
    rules,
    activate: (c: number, rng: ScriptedRng) => call.activate(w, c, rng),
    moveB: (rng: ScriptedRng) => call.moveToward(w, 1, 0, rng),
    lines: () => traceLines(w.log!.events).join('\n'),
  };
}

describe('malice encounter: Got You Covered (malice.md §1.5)', () => {
  it('out of reach, a1 puts his marker down and does nothing else with his actions', () => {
    const f = covered(14);
    const rng = new ScriptedRng([]);
    f.activate(0, rng);
    expect(f.w.covering[0]).toBe(1);
    expect(f.w.x[0]).toBe(0); // did not advance
    expect(f.lines()).toMatch(/a1 says Got You Covered$/);
  });

  it('b1 moves from 14" (out of reach) to 8": a1 fires where the move ends, at Short range, and his marker goes', () => {
    const f = covered(14);
    f.activate(0, new ScriptedRng([]));
    const rng = new ScriptedRng([face(5)]);
    f.moveB(rng);
    expect(rng.left).toBe(0);
    expect(f.w.x[1]).toBeCloseTo(8, 1);
    expect(f.lines()).toMatch(
      /b1 moves to 8\.0" from a1\n.*a1 has b1 covered\n.*a1 shoots at b1: 5, needs 6, misses/,
    );
    expect(f.w.covering[0]).toBe(0);
    expect(f.w.rounds[0]).toBe(5);
  });

  it('from 11" (Long, 8+) to 8" (Short, 6+): at any point he chooses, the end; before the move under gyc.timing=beforeMove', () => {
    // b1 is in reach at 11": a1's marker went down earlier in the turn, when he was not.
    const any = covered(11);
    any.w.covering[0] = 1;
    any.w.watching = 1;
    any.moveB(new ScriptedRng([face(5)]));
    expect(any.lines()).toMatch(/b1 moves to 8\.0" from a1\n.*a1 has b1 covered\n.*needs 6/);

    const before = covered(11, { 'gyc.timing': 'beforeMove' });
    before.w.covering[0] = 1;
    before.w.watching = 1;
    before.moveB(new ScriptedRng([face(7)]));
    expect(before.lines()).toMatch(
      /a1 has b1 covered\n.*a1 shoots at b1: 7, needs 8, misses\n.*b1 moves to 8\.0" from a1/,
    );
  });

  it('a move that stays out of reach draws no shot, and the marker stays until the end of the turn', () => {
    const f = covered(20); // 20" → 14": never within 12"
    f.activate(0, new ScriptedRng([]));
    f.moveB(new ScriptedRng([]));
    expect(f.w.covering[0]).toBe(1);
    expect(f.lines()).not.toMatch(/covered\n/);
    // End of turn: two Skedaddle dice (no casualties, nobody flees), and the marker is lifted.
    f.rules.endTurn(f.w, new ScriptedRng([face(6), face(6)]));
    expect(f.w.covering[0]).toBe(0);
  });

  it('gyc.expires=untilUsed: the marker outlasts the turn and covers a move in the next, until he acts again', () => {
    const f = covered(20, { 'gyc.expires': 'untilUsed' });
    f.activate(0, new ScriptedRng([]));
    f.rules.endTurn(f.w, new ScriptedRng([face(6), face(6)]));
    expect(f.w.covering[0]).toBe(1); // kept into the next turn
    f.w.place(1, 14, 0);
    const rng = new ScriptedRng([face(2)]);
    f.moveB(rng); // 14" → 8": the kept marker fires
    expect(rng.left).toBe(0);
    expect(f.lines()).toMatch(/a1 has b1 covered\n.*a1 shoots at b1: 2, needs 6, misses$/);
    // Another kept marker goes when its owner next takes actions (he then acts afresh).
    const g = covered(20, { 'gyc.expires': 'untilUsed' });
    g.activate(0, new ScriptedRng([]));
    g.rules.endTurn(g.w, new ScriptedRng([face(6), face(6)]));
    g.w.place(1, 9, 0); // now in reach: he shoots instead of waiting
    g.activate(0, new ScriptedRng([face(2), face(2)]));
    expect(g.w.covering[0]).toBe(0);
    expect(g.w.watching).toBe(0);
  });

  it('a wound lifts the marker', () => {
    const f = covered(7);
    f.w.covering[0] = 1;
    f.w.watching = 1;
    (f.rules as unknown as { fire: (...a: unknown[]) => void }).fire(
      f.w,
      1,
      0,
      false,
      new ScriptedRng([face(10), face(5), face(10), face(10), face(10)]),
    );
    expect(f.w.covering[0]).toBe(0);
    expect(f.w.watching).toBe(0);
  });

  it('over many fights, waiting on Got You Covered changes how they go, and every trial is accounted for', () => {
    const fight = (outOfReach?: string) => {
      const r = resolve('encounter', {
        maxTurns: 10,
        sides: [
          {
            name: 'A',
            ...(outOfReach ? { outOfReach } : {}),
            characters: [{ name: 'a1', x: 0, y: 0, character: 'placeholder' }],
          },
          { name: 'B', characters: [{ name: 'b1', x: 16, y: 0, character: 'placeholder' }] },
        ],
      });
      const { acc, layout } = simulate(r.proc, r.params, r.options, 4000, 'gyc');
      const winner = layout.get('winner');
      let total = 0;
      for (let i = 0; i < winner.width; i++) total += acc[winner.slot + i];
      expect(total).toBe(4000);
      return acc[winner.slot] / 4000; // A wins
    };
    expect(fight('got-you-covered')).not.toBe(fight());
  });
});
