import { AbsorbingChain } from '../../../dice/markov.ts';
import {
  encounterExact,
  type EncounterExact,
  type FightEnd,
} from '../../../encounter/exact-fight.ts';
import { recordedDamage, toughAfter, WOUND_DIST } from '../injury.ts';
import type { CowpokeOptions } from '../options.ts';
import { shotDice } from './rules.ts';
import type { EncounterParams } from './schema.ts';
import { World } from './world.ts';

/**
 * Why an encounter is not a stand-and-shoot duel the chain below answers exactly, in the
 * user's terms (the feature that prevents it); undefined when it is one.
 */
export function duelReduction(p: EncounterParams, o: CowpokeOptions): string | undefined {
  if (p.sides.length !== 2) return `${p.sides.length} sides (the exact chain covers two)`;
  for (const s of p.sides) {
    if (s.characters.length !== 1)
      return `side ${s.name} has ${s.characters.length} characters (the exact chain covers one against one)`;
    const c = s.characters[0];
    const policy = c.policy ?? s.policy;
    if (policy !== 'stand-and-shoot') return `${c.name} plays ${policy}, not stand-and-shoot`;
    if (c.weapons.length !== 1)
      return `${c.name} carries ${c.weapons.length} weapons (the exact chain covers one firearm each)`;
    if (c.weapons[0] === 'dynamite') return `${c.name} carries dynamite`;
  }
  if (o['deadReckoning.enabled']) return 'Dead Reckoning is on (ranges are judged by eye)';
  if (o['critInjury.enabled']) return 'critical injuries are on (critInjury.enabled)';
  const w = new World(p, o);
  w.reset();
  if (w.inContact(0, 1)) return 'the two start in base contact (a brawl)';
  for (const c of [0, 1]) {
    const name = p.sides[c].characters[0].name;
    if (w.spade[w.weapon(c)]) return `${name}'s ${p.sides[c].characters[0].weapons[0]} must reload`;
    if (shotDice(w, c, w.weapon(c), 1 - c, false, false) === 0)
      return `${name} has no shot from where they stand (so would move)`;
  }
  return undefined;
}

/** One character a side: the ends "side 0 wins" and "side 1 wins", each with its one survivor. */
export const ONE_EACH_ENDS: FightEnd[] = [
  { winner: 0, survivors: [1, 0] },
  { winner: 1, survivors: [0, 1] },
];

/** The two characters of a stand-and-shoot duel as the chain needs them. */
interface Duellist {
  pHit: number;
  hp: number;
  tough: boolean;
}

/**
 * Exact answer for a one-against-one duel in which both stand and shoot (2 shots per
 * activation, a fixed pool each way, a fresh initiative each Game Turn with each side first
 * half the time), as an absorbing Markov chain whose step is one Game Turn. States: each
 * fighter's damage and unused Tough; absorbing: side 0 wins, side 1 wins. Returns the
 * encounter metrics it can answer: winner, turns, pDraw, survivors.
 */
export function duelExact(p: EncounterParams, o: CowpokeOptions): EncounterExact {
  const w = new World(p, o);
  if (w.n !== 2 || w.sides !== 2) throw new Error('duelExact: one character per side');
  w.reset();
  const fighters: Duellist[] = [0, 1].map((c) => {
    const dice = shotDice(w, c, w.weapon(c), 1 - c, false, false);
    if (dice === 0 || w.spade[w.weapon(c)] || w.inContact(0, 1))
      throw new Error('duelExact: both must be able to shoot every action without reloading');
    return { pHit: 1 - (5 / 6) ** dice, hp: w.maxHp[c], tough: w.toughStart[c] === 1 };
  });
  const mode = o['tough.mode'];
  // Per fighter, the states (damage, tough) → index; removal is index `size`.
  const size = fighters.map((f) => f.hp * 2);
  const idx = (d: number, t: boolean) => d * 2 + (t ? 1 : 0);

  /** Distribution over the target's states (last entry: removed) after one activation of 2 shots. */
  const activation = (shooter: Duellist, target: Duellist, from: number): Float64Array => {
    const n = target.hp * 2;
    let cur = new Float64Array(n + 1);
    cur[from] = 1;
    for (let shot = 0; shot < 2; shot++) {
      const next = new Float64Array(n + 1);
      next[n] = cur[n];
      for (let s = 0; s < n; s++) {
        if (cur[s] === 0) continue;
        next[s] += cur[s] * (1 - shooter.pHit);
        const d = s >> 1,
          t = (s & 1) === 1;
        WOUND_DIST.p.forEach((pw, i) => {
          if (pw === 0) return;
          const wound = WOUND_DIST.offset + i;
          const d2 = d + recordedDamage(wound, t);
          const to = d2 >= target.hp ? n : idx(d2, toughAfter(wound, t, mode));
          next[to] += cur[s] * shooter.pHit * pw;
        });
      }
      cur = next;
    }
    return cur;
  };

  const [A, B] = fighters;
  const chain = new AbsorbingChain(size[0] * size[1], 2);
  const state = (a: number, b: number) => a * size[1] + b;
  for (let a = 0; a < size[0]; a++) {
    for (let b = 0; b < size[1]; b++) {
      const from = state(a, b);
      const afterA = activation(A, B, b);
      const afterB = activation(B, A, a);
      // Side 0 first: B is shot at, then (if standing) shoots back.
      chain.toAbsorbing(from, 0, 0.5 * afterA[size[1]]);
      for (let b2 = 0; b2 < size[1]; b2++) {
        if (afterA[b2] === 0) continue;
        chain.toAbsorbing(from, 1, 0.5 * afterA[b2] * afterB[size[0]]);
        for (let a2 = 0; a2 < size[0]; a2++)
          chain.toTransient(from, state(a2, b2), 0.5 * afterA[b2] * afterB[a2]);
      }
      // Side 1 first.
      chain.toAbsorbing(from, 1, 0.5 * afterB[size[0]]);
      for (let a2 = 0; a2 < size[0]; a2++) {
        if (afterB[a2] === 0) continue;
        chain.toAbsorbing(from, 0, 0.5 * afterB[a2] * afterA[size[1]]);
        for (let b2 = 0; b2 < size[1]; b2++)
          chain.toTransient(from, state(a2, b2), 0.5 * afterB[a2] * afterA[b2]);
      }
    }
  }
  const start = state(idx(0, A.tough), idx(0, B.tough));
  return encounterExact(
    chain.horizon(start, p.maxTurns),
    p.sides.map((s) => s.name),
    ONE_EACH_ENDS,
    () => [1, 1],
    p.maxTurns,
  );
}
