import { describe, expect, it } from 'vitest';
import { CardHands } from '../../../src/encounter/activation/card-hands.ts';
import { Trace, traceLines } from '../../../src/encounter/trace.ts';
import { cardCode, orderOf } from '../../../src/rulesets/malice/cards.ts';
import { MaliceRules } from '../../../src/rulesets/malice/encounter/rules.ts';
import { World } from '../../../src/rulesets/malice/encounter/world.ts';
import { ScriptedRng, face } from '../../helpers/scripted.ts';
import { resolve, simulate } from './setup.ts';

type Calls = {
  activate: (w: World, c: number, r: ScriptedRng) => void;
  fire: (w: World, s: number, t: number, aimed: boolean, r: ScriptedRng) => void;
  startSide: (w: World, side: number, r: ScriptedRng) => void;
};

/**
 * Lily Livered, Get Your Courage Up and Unconscious characters standing again in the
 * card-driven encounter (malice.md §1.9–§1.11). a1 (revolver) stands at (0, 0); b1 at (7, 0),
 * with hard cover from x = 9 to 11 behind him. Cards are set by hand, dice scripted.
 */
function scene(
  b1: Record<string, unknown> = {},
  side: Record<string, unknown> = {},
  o: Record<string, unknown> = {},
  friends: Record<string, unknown>[] = [],
) {
  const { params, options } = resolve(
    'encounter',
    {
      battlefield: { cover: [{ x: 9, y: -1, width: 2, height: 2, kind: 'hard' }] },
      sides: [
        { name: 'A', characters: [{ name: 'a1', x: 0, y: 0, character: 'placeholder' }] },
        {
          name: 'B',
          ...side,
          characters: [{ name: 'b1', x: 7, y: 0, character: 'placeholder', ...b1 }, ...friends],
        },
      ],
    },
    o,
  );
  const w = new World(params, options);
  const order = orderOf(options);
  const cards = new CardHands([5, 5], undefined, order);
  const rules = new MaliceRules(cards, order);
  rules.reset(w, new ScriptedRng([]));
  w.log = new Trace();
  cards.played[0] = cardCode('AS'); // nothing beats it: b1 never answers a1's shots
  cards.played[1] = cardCode('AH');
  for (const h of cards.hands) h.clear();
  const hand = (side: number, names: string[]) => {
    for (const c of names) cards.hands[side].add(cardCode(c));
  };
  const held = (side: number) =>
    Array.from(cards.hands[side].cards.subarray(0, cards.hands[side].count));
  return {
    w,
    cards,
    hand,
    held,
    call: rules as unknown as Calls,
    text: () => traceLines(w.log!.events).join('\n'),
  };
}

describe('malice encounter: Lily Livered runs for cover (malice.md §1.10, A18)', () => {
  it('D11: hit, Toughness 6, d10 = 5 → Lily Livered, and he runs at once into the cover 2" behind him', () => {
    const s = scene();
    // a1's shot: 6 hits (Short, 6+); location 5 (Graze); Toughness d10 5 < 6 (D11).
    const rng = new ScriptedRng([face(6), face(5), face(5)]);
    s.call.fire(s.w, 0, 1, false, rng);
    expect(rng.left).toBe(0);
    expect(s.w.bodies[1].lilyLivered).toBe(true);
    expect(s.w.x[1]).toBeGreaterThan(9);
    expect(s.w.x[1]).toBeLessThan(9.1);
    expect(s.text()).toMatch(/graze, Lily Livered\n.*b1 runs for cover/);
  });

  it('lilyLivered.freeMove=none: he stays where he was hit', () => {
    const s = scene({}, {}, { 'lilyLivered.freeMove': 'none' });
    s.call.fire(s.w, 0, 1, false, new ScriptedRng([face(6), face(5), face(5)]));
    expect(s.w.bodies[1].lilyLivered).toBe(true);
    expect(s.w.x[1]).toBe(7);
    expect(s.text()).not.toMatch(/runs for cover/);
  });

  it('a friend who sees him killed and fails his test turns Lily Livered and runs too', () => {
    const s = scene({ boxes: 1, toughness: 6, character: 'none' }, {}, {}, [
      { name: 'b2', x: 7, y: 3, character: 'placeholder' },
    ]);
    // One box a location: the Graze kills b1 (no test for the dead); b2 sees it, d10 3 < 6.
    const rng = new ScriptedRng([face(6), face(5), face(3)]);
    s.call.fire(s.w, 0, 1, false, rng);
    expect(rng.left).toBe(0);
    expect(s.w.alive[1]).toBe(0);
    expect(s.w.bodies[2].lilyLivered).toBe(true);
    expect(s.w.x[2]).toBeGreaterThan(9);
    expect(s.text()).toMatch(
      /killed\n.*b2 sees b1 fall and turns Lily Livered\n.*b2 runs for cover/,
    );
  });

  it('Lily Livered and out of cover, his Move action takes him toward cover; in cover he does not leave it to advance', () => {
    // b1 (a derringer: 6", so a1 stays out of reach) at 13", Lily Livered, the cover 2" away.
    const s = scene({ x: 13, weapon: 'derringer' }, { courage: 'never' });
    s.w.bodies[1].lilyLivered = true;
    // Action 1: a Move into the cover; action 2: in cover, he tries his courage (1: fails).
    const rng = new ScriptedRng([face(1)]);
    s.call.activate(s.w, 1, rng);
    expect(rng.left).toBe(0);
    expect(s.text()).toMatch(
      /b1 moves toward cover\n.*b1 tries to get his courage up: 1, needs 6, fails/,
    );
    expect(s.w.x[1]).toBeLessThan(11);
    // Next activation: courage fails again (2), then with no one in reach he holds his cover.
    const before = s.w.x[1];
    s.call.activate(s.w, 1, new ScriptedRng([face(2)]));
    expect(s.w.x[1]).toBe(before);
    expect(s.text()).toMatch(/tries to get his courage up: 2, needs 6, fails$/);
  });
});

describe('malice encounter: Get Your Courage Up (malice.md §1.11)', () => {
  it('D12: Toughness 8, expend the 4, d10 = 4 → 8 ≥ 8, recovered; the 4 is discarded', () => {
    const s = scene(
      { x: 10, toughness: 8, boxes: 2, character: 'none' },
      { courage: 'face-or-best' },
    );
    s.w.bodies[1].lilyLivered = true;
    s.hand(1, ['4D']);
    // Action 1: courage (d10 4). Action 2: a1 at 10" is at Long range: 8+, a 2 misses.
    const rng = new ScriptedRng([face(4), face(2)]);
    s.call.activate(s.w, 1, rng);
    expect(rng.left).toBe(0);
    expect(s.w.bodies[1].lilyLivered).toBe(false);
    expect(s.held(1)).toEqual([]);
    expect(s.text()).toMatch(/b1 tries to get his courage up with 4♦: 4 \+ 4, needs 8, passes/);
  });

  it('D13: expend the Q → recovered with no roll', () => {
    const s = scene({ x: 10 });
    s.w.bodies[1].lilyLivered = true;
    s.hand(1, ['QC', '9H']);
    const rng = new ScriptedRng([face(2)]); // only action 2's shot rolls
    s.call.activate(s.w, 1, rng);
    expect(rng.left).toBe(0);
    expect(s.w.bodies[1].lilyLivered).toBe(false);
    expect(s.held(1)).toEqual([cardCode('9H')]);
    expect(s.text()).toMatch(/b1 gets his courage up with Q♣/);
  });

  it('face-only rolls bare without a face card; gycu.cardMustBeExpended=false keeps the card', () => {
    const bare = scene({ x: 10 }, { courage: 'face-only' });
    bare.w.bodies[1].lilyLivered = true;
    bare.hand(1, ['9H']);
    bare.call.activate(bare.w, 1, new ScriptedRng([face(5), face(2)])); // 5 < 6 fails; shot (LL −1: 9+) misses
    expect(bare.w.bodies[1].lilyLivered).toBe(true);
    expect(bare.held(1)).toEqual([cardCode('9H')]);
    expect(bare.text()).toMatch(
      /tries to get his courage up: 5, needs 6, fails\n.*b1 shoots at a1: 2, needs 9, misses/,
    );
    const kept = scene({ x: 10 }, {}, { 'gycu.cardMustBeExpended': false });
    kept.w.bodies[1].lilyLivered = true;
    kept.hand(1, ['KD']);
    kept.call.activate(kept.w, 1, new ScriptedRng([face(2)]));
    expect(kept.w.bodies[1].lilyLivered).toBe(false);
    expect(kept.held(1)).toEqual([cardCode('KD')]);
  });

  it('he must start in cover: out of it, no try (his actions take him toward cover instead)', () => {
    const s = scene({ x: 20 }, {}, {});
    s.w.bodies[1].lilyLivered = true;
    s.hand(1, ['QC']);
    s.call.activate(s.w, 1, new ScriptedRng([]));
    // 20 → 14 → 11 (the cover's edge a hair inside): two Moves, no card spent on the way.
    expect(s.text()).not.toMatch(/courage/);
    expect(s.held(1)).toEqual([cardCode('QC')]);
  });
});

describe('malice encounter: Unconscious characters stand on an Ace or a 4 (malice.md §1.9, D20)', () => {
  it('D20: B plays an Ace on a later turn → his Unconscious b1 stands and acts; a 5 leaves him down', () => {
    const s = scene();
    s.w.bodies[1].unconscious = true;
    s.w.turn = 3;
    s.cards.played[1] = cardCode('5H');
    s.call.startSide(s.w, 1, new ScriptedRng([]));
    expect(s.w.bodies[1].unconscious).toBe(true);
    s.cards.played[1] = cardCode('AD');
    s.call.startSide(s.w, 1, new ScriptedRng([]));
    expect(s.w.bodies[1].unconscious).toBe(false);
    s.cards.played[1] = cardCode('4C');
    s.w.bodies[1].unconscious = true;
    s.call.startSide(s.w, 1, new ScriptedRng([]));
    expect(s.w.bodies[1].unconscious).toBe(false);
    expect(s.text()).toMatch(
      /Turn 3 — B play 5♥\nTurn 3 — B play A♦: 1 Unconscious stands\nTurn 3 — B play 4♣: 1 Unconscious stands/,
    );
  });
});

describe('malice encounter: the rules change how fights go, every trial accounted for', () => {
  const fight = (o: Record<string, unknown>, courage?: string) => {
    const r = resolve(
      'encounter',
      {
        maxTurns: 10,
        battlefield: { cover: [{ x: 12, y: -6, width: 2, height: 12, kind: 'soft' }] },
        sides: [
          {
            name: 'A',
            characters: [
              { name: 'a1', x: 0, y: 0, character: 'placeholder' },
              { name: 'a2', x: 0, y: 3, character: 'placeholder' },
            ],
          },
          {
            name: 'B',
            ...(courage ? { courage } : {}),
            characters: [
              { name: 'b1', x: 11, y: 0, character: 'placeholder' },
              { name: 'b2', x: 11, y: 3, character: 'placeholder' },
            ],
          },
        ],
      },
      o,
    );
    const { acc, layout } = simulate(r.proc, r.params, r.options, 4000, 'll');
    const winner = layout.get('winner');
    let total = 0;
    for (let i = 0; i < winner.width; i++) total += acc[winner.slot + i];
    expect(total).toBe(4000);
    return acc[winner.slot + 1];
  };

  it('running for cover, and the courage policy, each move B’s wins', () => {
    const base = fight({});
    expect(fight({ 'lilyLivered.freeMove': 'none' })).not.toBe(base);
    expect(fight({}, 'never')).not.toBe(base);
  });
});
