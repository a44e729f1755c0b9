import { describe, expect, it } from 'vitest';
import { CardHands } from '../../../src/encounter/activation/card-hands.ts';
import { Trace, traceLines } from '../../../src/encounter/trace.ts';
import { cardCode, orderOf } from '../../../src/rulesets/malice/cards.ts';
import { ARM, GUT, HORSE_WOUNDS } from '../../../src/rulesets/malice/data.ts';
import { MaliceRules } from '../../../src/rulesets/malice/encounter/rules.ts';
import { KO_GUT, KO_SEVERE, World } from '../../../src/rulesets/malice/encounter/world.ts';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { exactRandomFisticuffs } from '../../../src/rulesets/malice/fisticuffs.ts';
import { expectAgreement } from '../../helpers/agree.ts';
import { ScriptedRng, face } from '../../helpers/scripted.ts';
import { resolve, simulate } from './setup.ts';

type Calls = {
  moveToward: (w: World, c: number, t: number, r: ScriptedRng) => void;
  fire: (w: World, s: number, t: number, aimed: boolean, r: ScriptedRng) => void;
};

/**
 * Fisticuffs and horses in the card-driven encounter (malice.md §1.12, §1.8). a1 at (0, 0)
 * closes in for fisticuffs on b1 at (4, 0); the cards each side holds are set by hand, the d10
 * scripted. A's initiative card is the A♠, so B never holds a card to answer with unless a
 * case gives him one above a lower card.
 */
function scene(
  a1: Record<string, unknown> = {},
  b1: Record<string, unknown> = {},
  o: Record<string, unknown> = {},
  plan = 'fisticuffs',
) {
  const { params, options } = resolve(
    'encounter',
    {
      sides: [
        {
          name: 'A',
          plan,
          characters: [{ name: 'a1', x: 0, y: 0, character: 'placeholder', ...a1 }],
        },
        {
          name: 'B',
          characters: [{ name: 'b1', x: 4, y: 0, character: 'placeholder', ...b1 }],
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
  cards.played[0] = cardCode('AS');
  cards.played[1] = cardCode('AH');
  for (const h of cards.hands) h.clear();
  const hand = (side: number, names: string[]) => {
    for (const c of names) cards.hands[side].add(cardCode(c));
  };
  return {
    w,
    cards,
    hand,
    count: (side: number) => cards.hands[side].count,
    call: rules as unknown as Calls,
    text: () => traceLines(w.log!.events).join('\n'),
  };
}

describe('malice encounter: fisticuffs when a Move ends in base contact (malice.md §1.12, A16)', () => {
  it('D14 + D16: 2♥ against K♥ is a Low Blow; the K♥ side is pushed back 2" and takes two wounds, rolls 7 and 3: Gut Punch (Unconscious) and Arm', () => {
    const s = scene();
    s.hand(0, ['2H']);
    s.hand(1, ['KH']);
    // Loser's wounds: location 7 (Gut Punch), Toughness 9 passes; location 3 (Arm), 9 passes.
    const rng = new ScriptedRng([face(7), face(9), face(3), face(9)]);
    s.call.moveToward(s.w, 0, 1, rng);
    expect(rng.left).toBe(0);
    expect(s.text()).toMatch(
      /a1 moves to 1\.0" from b1\n.*a1 and b1 come to fisticuffs: 2♥ against K♥ — a1 wins \(Low Blow\); b1 is pushed back and takes gut-punch and arm, Unconscious$/,
    );
    const b = s.w.bodies[1];
    expect(b.unconscious).toBe(true);
    expect(s.w.knockedOut[1]).toBe(KO_GUT);
    expect(b.crossed[GUT]).toBe(1);
    expect(b.crossed[ARM]).toBe(1);
    expect(s.w.dist(0, 1)).toBeCloseTo(0.99 + 2, 5); // pushed straight back 2"
    expect(s.w.engaged(0)).toBe(false);
    expect([s.count(0), s.count(1)]).toEqual([0, 0]); // both cards discarded (step 7)
  });

  it('D15: 9♣ mounted (10) against 10♦: equal scores, ♦ beats ♣, 10♦ wins', () => {
    const s = scene({ mounted: true });
    s.hand(0, ['9C']);
    s.hand(1, ['10D']);
    const rng = new ScriptedRng([face(5), face(9), face(3), face(9)]); // a Graze and an Arm for a1, tests passed
    s.call.moveToward(s.w, 0, 1, rng);
    expect(rng.left).toBe(0);
    expect(s.text()).toMatch(
      /9♣ against 10♦ — b1 wins \(suit\); a1 is pushed back and takes graze and arm/,
    );
  });

  it('D17: an Unconscious model drawn into fisticuffs loses without a card; under fisticuffs.unconsciousLoses=severe-only one knocked out by a Gut Punch still plays', () => {
    const s = scene();
    s.w.bodies[1].unconscious = true;
    s.w.knockedOut[1] = KO_SEVERE;
    s.hand(0, ['5C']);
    s.hand(1, ['KH']);
    const rng = new ScriptedRng([face(5), face(9), face(3), face(9)]);
    s.call.moveToward(s.w, 0, 1, rng);
    expect(s.text()).toMatch(/a1 wins \(b1 cannot play\); b1 is pushed back/);
    expect([s.count(0), s.count(1)]).toEqual([1, 1]); // no card played

    const gut = scene({}, {}, { 'fisticuffs.unconsciousLoses': 'severe-only' });
    gut.w.bodies[1].unconscious = true;
    gut.w.knockedOut[1] = KO_GUT;
    gut.hand(0, ['5C']);
    gut.hand(1, ['KH']);
    gut.call.moveToward(gut.w, 0, 1, new ScriptedRng([face(5), face(9), face(3), face(9)]));
    expect(gut.text()).toMatch(/5♣ against K♥ — b1 wins; a1 is pushed back/);
  });

  it('a side with no card left loses; with neither able to play, nothing happens (step 5)', () => {
    const s = scene();
    s.hand(1, ['3D']);
    s.call.moveToward(s.w, 0, 1, new ScriptedRng([face(5), face(9), face(3), face(9)]));
    expect(s.text()).toMatch(/b1 wins \(a1 cannot play\); a1 is pushed back/);
    const none = scene();
    const rng = new ScriptedRng([]);
    none.call.moveToward(none.w, 0, 1, rng);
    expect(none.text()).toMatch(/come to fisticuffs, nothing happens$/);
    expect(none.w.engaged(0)).toBe(true);
  });

  it('fisticuffs.sameSuitTie: 9♥ mounted against 10♥ — the higher card (default), the mounted side, or nothing', () => {
    const run = (rule?: string) => {
      const s = scene({ mounted: true }, {}, rule ? { 'fisticuffs.sameSuitTie': rule } : {});
      s.hand(0, ['9H']);
      s.hand(1, ['10H']);
      s.call.moveToward(s.w, 0, 1, new ScriptedRng([face(5), face(9), face(3), face(9)]));
      return s.text();
    };
    expect(run()).toMatch(/9♥ against 10♥ — b1 wins \(same suit\)/);
    expect(run('mounted')).toMatch(/9♥ against 10♥ — a1 wins \(same suit\)/);
    expect(run('nothing')).toMatch(/9♥ against 10♥, nothing happens/);
  });

  it("the threatened man may first snap-shoot with a card above the attacker's initiative card (malice.md §1.6): a hit that knocks a1 out calls the fight off", () => {
    const s = scene();
    s.cards.played[0] = cardCode('5C');
    s.hand(0, ['KS']);
    s.hand(1, ['9H', 'QD']);
    // b1's snap shot at 1": 8 hits; location 10 (Severe): a1 is Unconscious, no test roll is needed? He tests: 9 passes.
    const rng = new ScriptedRng([face(8), face(10), face(9)]);
    s.call.moveToward(s.w, 0, 1, rng);
    expect(rng.left).toBe(0);
    expect(s.text()).toMatch(
      /b1 snaps a shot at a1 with 9♥: 8, hits \(none cover\) — severe, Unconscious$/,
    );
    expect(s.text()).not.toMatch(/come to fisticuffs/);
    expect(s.count(1)).toBe(1);
  });
});

describe('malice encounter: horses (malice.md §1.8)', () => {
  it('a mounted firer shoots at −2 and moves 12"', () => {
    const s = scene({ mounted: true }, { x: 7 }, {}, 'shoot-shoot');
    const rng = new ScriptedRng([face(7)]);
    s.call.fire(s.w, 0, 1, false, rng);
    expect(s.text()).toMatch(/: 7, needs 8, misses/); // Short 6+, mounted −2
    const far = scene({ mounted: true }, { x: 30 }, {}, 'shoot-shoot');
    far.call.moveToward(far.w, 0, 1, new ScriptedRng([]));
    expect(far.w.x[0]).toBeCloseTo(12, 9);
  });

  it('D7 + D10: a hit on a rider goes to the horse on 1–5, to the rider on 6–10; the horse dies of its third wound and he fights on foot', () => {
    const s = scene({}, { x: 7, mounted: true }, {}, 'shoot-shoot');
    const b = s.w.bodies[1];
    // 6 hits; the horse die 5: the horse; his Toughness test 9 passes.
    s.call.fire(s.w, 0, 1, false, new ScriptedRng([face(6), face(5), face(9)]));
    expect(b.horseWounds).toBe(1);
    expect(s.text()).toMatch(/hits \(none cover\) — the horse$/);
    // 6 hits; horse die 6: the rider, location 5 (Graze), test 9 passes (D7).
    s.call.fire(s.w, 0, 1, false, new ScriptedRng([face(6), face(6), face(5), face(9)]));
    expect(s.text()).toMatch(/— graze$/);
    for (let k = 1; k < HORSE_WOUNDS; k++)
      s.call.fire(s.w, 0, 1, false, new ScriptedRng([face(6), face(1), face(9)]));
    expect(b.mounted).toBe(false);
    expect(s.text()).toMatch(/— the horse, killed: on foot$/);
  });

  it('over many fights, brawlers and riders fight to a finish, every trial accounted for, and the same-suit tie-break moves the mounted brawlers’ wins', () => {
    const fight = (o: Record<string, unknown>) => {
      const r = resolve(
        'encounter',
        {
          maxTurns: 12,
          sides: [
            {
              name: 'A',
              plan: 'fisticuffs',
              characters: [
                { name: 'a1', x: 0, y: 0, character: 'placeholder', mounted: true },
                { name: 'a2', x: 0, y: 3, character: 'placeholder', mounted: true },
              ],
            },
            {
              name: 'B',
              plan: 'fisticuffs',
              characters: [
                { name: 'b1', x: 20, y: 0, character: 'placeholder' },
                { name: 'b2', x: 20, y: 3, character: 'placeholder' },
              ],
            },
          ],
        },
        o,
      );
      const { acc, layout } = simulate(r.proc, r.params, r.options, 4000, 'fists');
      const winner = layout.get('winner');
      let total = 0;
      for (let i = 0; i < winner.width; i++) total += acc[winner.slot + i];
      expect(total).toBe(4000);
      return acc[winner.slot];
    };
    const base = fight({});
    // +1 in every fight: the riders win more than half.
    expect(base / 4000).toBeGreaterThan(0.5);
    expect(fight({ 'fisticuffs.sameSuitTie': 'mounted' })).toBeGreaterThan(base);
  });
});

describe('malice encounter: fisticuffs agree with the fisticuffs procedure’s exact answer', () => {
  it('a rider closing on a man on foot, random cards from random hands: who wins, and the loser dead, Unconscious or Lily Livered (malice.md §1.12)', () => {
    // Both hands are dealt at random and each plays a random card: the pair is a uniform
    // pair of distinct cards, which is the case exactRandomFisticuffs answers exactly.
    const n = 20_000;
    const f = resolve('fisticuffs', { aMounted: true, character: 'placeholder' });
    const exact = exactRandomFisticuffs(f.params, f.options);
    const s = scene({ mounted: true }, {}, {});
    for (const side of s.w.fistPolicy.keys()) s.w.fistPolicy[side] = 'random';
    const rng = rngFromSeed('fists-exact');
    const layout = f.proc.metrics(f.params, f.options);
    const acc = layout.create();
    const slot = (name: string) => layout.slot(name);
    s.w.log = null;
    for (let t = 0; t < n; t++) {
      s.w.reset();
      s.cards.reset(rng);
      s.call.moveToward(s.w, 0, 1, rng as unknown as ScriptedRng);
      const hurt = (c: number) => s.w.bodies[c].dead || s.w.bodies[c].crossed.some((x) => x > 0);
      const loser = hurt(0) ? 0 : hurt(1) ? 1 : -1;
      if (loser < 0) {
        acc[slot('pNoResult')]++;
        continue;
      }
      acc[slot(loser === 1 ? 'pAWins' : 'pBWins')]++;
      const b = s.w.bodies[loser];
      if (b.dead) acc[slot('pLoserDead')]++;
      else {
        if (b.unconscious) acc[slot('pLoserUnconscious')]++;
        if (b.lilyLivered) acc[slot('pLoserLilyLivered')]++;
      }
    }
    acc[0] = n;
    const { pLowBlow: _l, pSuitTie: _s, pSameSuitTie: _m, ...observable } = exact;
    expectAgreement(layout, acc, observable, n);
    expect(exact.pAWins as number).toBeGreaterThan(0.5); // the +1 shows
  });
});
