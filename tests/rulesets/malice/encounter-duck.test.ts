import { describe, expect, it } from 'vitest';
import { CardHands } from '../../../src/encounter/activation/card-hands.ts';
import { Trace, traceLines } from '../../../src/encounter/trace.ts';
import { cardCode, orderOf } from '../../../src/rulesets/malice/cards.ts';
import { MaliceRules } from '../../../src/rulesets/malice/encounter/rules.ts';
import { World } from '../../../src/rulesets/malice/encounter/world.ts';
import { ScriptedRng, face } from '../../helpers/scripted.ts';
import { resolve, simulate } from './setup.ts';

/**
 * Duck for cover in the card-driven encounter (malice.md §1.6, A13): shot at, a character whose
 * player holds a card higher than the attacker's initiative card may move up to 3" toward cover
 * instead of snap-shooting. Each case sets the cards by hand and scripts the d10.
 */
function shotAt(
  b1: { x: number; y: number },
  cover: { x: number; y: number; width: number; height: number },
  reaction?: string,
) {
  const { params, options } = resolve('encounter', {
    battlefield: { cover: [{ ...cover, kind: 'hard' }] },
    sides: [
      { name: 'A', characters: [{ name: 'a1', x: 0, y: 0, character: 'placeholder' }] },
      {
        name: 'B',
        ...(reaction ? { reaction } : {}),
        characters: [{ name: 'b1', ...b1, character: 'placeholder' }],
      },
    ],
  });
  const w = new World(params, options);
  const order = orderOf(options);
  const cards = new CardHands([5, 5], undefined, order);
  const rules = new MaliceRules(cards, order);
  w.reset();
  w.log = new Trace();
  cards.played[0] = cardCode('5C'); // A's initiative card
  cards.hands[1].clear();
  for (const c of ['2D', '9H', 'KS']) cards.hands[1].add(cardCode(c));
  const attack = (rng: ScriptedRng) =>
    (
      rules as unknown as { attack: (w: World, c: number, t: number, r: ScriptedRng) => void }
    ).attack(w, 0, 1, rng);
  return { w, cards, attack, lines: () => traceLines(w.log!.events) };
}

describe('malice encounter: Duck for cover (malice.md §1.6)', () => {
  it('ducks into hard cover 1" away with the lowest card that beats 5♣, and the shot then misses on a 7', () => {
    // a1 at (0, 0) shoots b1 at (7, 0), Short range for a revolver (8"): 6+ in the open, 8+ in
    // hard cover (malice.md §1.3). The cover's nearest point is (7, 1), 1" away.
    const { w, cards, attack, lines } = shotAt(
      { x: 7, y: 0 },
      { x: 6, y: 1, width: 3, height: 2 },
      'duck-else-snap',
    );
    const rng = new ScriptedRng([face(7)]);
    attack(rng);
    expect(rng.left).toBe(0); // one d10: the attack's; a duck rolls nothing
    expect(w.y[1]).toBeGreaterThan(1);
    expect(w.y[1]).toBeLessThan(1.1);
    expect(w.x[1]).toBe(7);
    expect(w.coverAgainst(0, 1)).toBe(2);
    // 9♥ is the lowest card above 5♣; 2♦ and K♠ stay in the hand.
    expect([...cards.hands[1].cards.subarray(0, cards.hands[1].count)].sort()).toEqual(
      [cardCode('2D'), cardCode('KS')].sort(),
    );
    expect(lines().join('\n')).toMatch(
      /b1 ducks for cover with 9♥[\s\S]*a1 shoots at b1: 7, needs 8, misses/,
    );
    expect(w.rounds[0]).toBe(5); // the shot was fired
  });

  it('without the reaction, the same hand answers with a snap shot, as before', () => {
    const { w, attack, lines } = shotAt({ x: 7, y: 0 }, { x: 6, y: 1, width: 3, height: 2 });
    const rng = new ScriptedRng([face(2), face(5)]); // b1's snap shot misses, then a1's
    attack(rng);
    expect(rng.left).toBe(0);
    expect(w.y[1]).toBe(0);
    expect(lines().join('\n')).toMatch(
      /b1 snaps a shot at a1 with 9♥: 2, needs 6, misses\n.*a1 shoots at b1: 5, needs 6, misses/,
    );
  });

  it('ducks only toward cover better than he has and within 3"; otherwise snap-shoots', () => {
    const far = shotAt({ x: 7, y: 0 }, { x: 6, y: 3.5, width: 3, height: 2 }, 'duck-else-snap');
    const rng = new ScriptedRng([face(2), face(1)]); // a snap shot, then a1 misses
    far.attack(rng);
    expect(rng.left).toBe(0);
    expect(far.lines().join('\n')).toMatch(/b1 snaps a shot at a1/);
    expect(far.w.y[1]).toBe(0);
  });

  it('a duck that takes the target out of reach leaves the attacker no shot, and no round fired (A13: the move happens even so)', () => {
    // b1 at 11.5" (Long range, up to 12"); the cover starts at 12.2": ducking to it leaves 12".
    const { w, attack, lines } = shotAt(
      { x: 11.5, y: 0 },
      { x: 12.2, y: -1, width: 2, height: 2 },
      'duck-else-snap',
    );
    const rng = new ScriptedRng([]);
    attack(rng);
    expect(w.x[1]).toBeGreaterThan(12.2);
    expect(lines().join('\n')).toMatch(
      /b1 ducks for cover with 9♥\n.*a1 has no shot at b1 any more/,
    );
    expect(w.rounds[0]).toBe(6);
  });

  it('over many fights beside cover, ducking changes how the fight goes, and every trial is accounted for', () => {
    const fight = (reaction?: string) => {
      const r = resolve('encounter', {
        maxTurns: 10,
        battlefield: { cover: [{ x: 8, y: -4, width: 2, height: 8, kind: 'hard' }] },
        sides: [
          { name: 'A', characters: [{ name: 'a1', x: 0, y: 0, character: 'placeholder' }] },
          {
            name: 'B',
            ...(reaction ? { reaction } : {}),
            characters: [{ name: 'b1', x: 11, y: 0, character: 'placeholder' }],
          },
        ],
      });
      const { acc, layout } = simulate(r.proc, r.params, r.options, 4000, 'duck');
      const winner = layout.get('winner');
      let total = 0;
      for (let i = 0; i < winner.width; i++) total += acc[winner.slot + i];
      expect(total).toBe(4000);
      return acc[winner.slot + 1] / 4000; // B wins
    };
    expect(fight('duck-else-snap')).not.toBe(fight());
  });
});
