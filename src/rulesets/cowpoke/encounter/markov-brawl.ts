import {
  encounterExact,
  ExactFight,
  type EncounterExact,
  type FightEnd,
  type FightModel,
} from '../../../encounter/exact-fight.ts';
import { ATTACKER_WINS, BLOODY_DRAW, boutOdds, DEFENDER_WINS } from '../brawl.ts';
import { recordedDamage, toughAfter, WOUND_DIST } from '../injury.ts';
import type { CowpokeOptions } from '../options.ts';
import { brawlDice } from './rules.ts';
import type { EncounterParams } from './schema.ts';
import { World } from './world.ts';

/** One character a side, the two in base contact from the start. */
export function startsInContact(p: EncounterParams, o: CowpokeOptions): boolean {
  if (p.sides.length !== 2 || p.sides.some((s) => s.characters.length !== 1)) return false;
  const w = new World(p, o);
  w.reset();
  return w.inContact(0, 1);
}

/**
 * Why an encounter is not a one-against-one brawl to the end that the chain below answers
 * exactly, in the user's terms (the feature that prevents it); undefined when it is one.
 */
export function brawlReduction(p: EncounterParams, o: CowpokeOptions): string | undefined {
  if (p.sides.length !== 2) return `${p.sides.length} sides (the exact brawl covers two)`;
  for (const s of p.sides)
    if (s.characters.length !== 1)
      return `side ${s.name} has ${s.characters.length} characters (the exact brawl covers one against one)`;
  if (!startsInContact(p, o)) return 'the two do not start in base contact';
  if (o['critInjury.enabled']) return 'critical injuries are on (critInjury.enabled)';
  const w = new World(p, o);
  w.reset();
  for (const c of [0, 1]) {
    // Every policy but rush-and-brawl leaves a brawl it is losing on dice (kit.ts `melee`).
    const ch = p.sides[c].characters[0];
    const policy = ch.policy ?? p.sides[c].policy;
    const mine = brawlDice(w, c),
      theirs = brawlDice(w, 1 - c);
    if (policy !== 'rush-and-brawl' && mine < theirs)
      return `${ch.name} plays ${policy} and would disengage (Brawl pool ${mine} against ${theirs})`;
  }
  return undefined;
}

/** Side 0 wins, side 1 wins, both fall in the same Bloody Draw (a draw). */
const ENDS: FightEnd[] = [
  { winner: 0, survivors: [1, 0] },
  { winner: 1, survivors: [0, 1] },
  { winner: -1, survivors: [0, 0] },
];

/**
 * A one-against-one brawl to the end as the encounter plays it (cowpoke.md §1.6, §3.3): each
 * Game Turn both characters activate, each side first half the time, and an activation is
 * two Brawl actions (1 AP each), one bout each; every hit is one wound from the Wound table,
 * Tough shrugging off the Light wound it may. A character's state is its damage and unused
 * Tough; the chain's step is one Game Turn, cut off at maxTurns. Pools are fixed (no critical
 * injuries), so each bout's four outcomes have the odds of the Brawl procedure.
 */
export function brawlModel(p: EncounterParams, o: CowpokeOptions): FightModel {
  const w = new World(p, o);
  w.reset();
  const hp = [w.maxHp[0], w.maxHp[1]];
  const size = hp.map((h) => h * 2); // states (damage, Tough unused) → damage · 2 + Tough
  const joint = size[0] * size[1];
  const odds = [0, 1].map((k) => boutOdds(brawlDice(w, k), brawlDice(w, 1 - k)));
  // Where one wound takes a character from each of its states (−1: removed), with what chance.
  const hits = [0, 1].map((c) => {
    const out: [number, number][][] = [];
    for (let s = 0; s < size[c]; s++) {
      const d = s >> 1,
        t = (s & 1) === 1;
      const row: [number, number][] = [];
      WOUND_DIST.p.forEach((pw, i) => {
        if (pw === 0) return;
        const wound = WOUND_DIST.offset + i;
        const d2 = d + recordedDamage(wound, t);
        const to = d2 >= hp[c] ? -1 : d2 * 2 + (toughAfter(wound, t, o['tough.mode']) ? 1 : 0);
        row.push([pw, to]);
      });
      out.push(row);
    }
    return out;
  });
  // A distribution over the joint states, then the three ends (ENDS order).
  const place = (dist: Float64Array, a: number, b: number, m: number) => {
    if (a < 0 && b < 0) dist[joint + 2] += m;
    else if (b < 0) dist[joint] += m;
    else if (a < 0) dist[joint + 1] += m;
    else dist[a * size[1] + b] += m;
  };
  /** One bout with side k attacking, from `cur`. */
  const bout = (k: number, cur: Float64Array): Float64Array => {
    const next = new Float64Array(joint + 3);
    for (let e = 0; e < 3; e++) next[joint + e] = cur[joint + e];
    const pWin = odds[k][ATTACKER_WINS],
      pLose = odds[k][DEFENDER_WINS],
      pBloody = odds[k][BLOODY_DRAW];
    const pScuffle = 1 - pWin - pLose - pBloody;
    const hitAtt = hits[k],
      hitDef = hits[1 - k];
    // Attacker's and defender's states back in side order (side 0's first).
    const put = (att: number, def: number, m: number) =>
      k === 0 ? place(next, att, def, m) : place(next, def, att, m);
    for (let j = 0; j < joint; j++) {
      const m = cur[j];
      if (m === 0) continue;
      const s0 = (j / size[1]) | 0,
        s1 = j % size[1];
      const att = k === 0 ? s0 : s1,
        def = k === 0 ? s1 : s0;
      next[j] += m * pScuffle;
      for (const [pw, to] of hitDef[def]) put(att, to, m * pWin * pw);
      for (const [pw, to] of hitAtt[att]) {
        put(to, def, m * pLose * pw);
        for (const [pw2, to2] of hitDef[def]) put(to, to2, m * pBloody * pw * pw2);
      }
    }
    return next;
  };
  const activation = (k: number, cur: Float64Array) => bout(k, bout(k, cur));
  return {
    ends: ENDS.length,
    start: w.toughStart[0] * size[1] + w.toughStart[1],
    step(state, to) {
      const from = new Float64Array(joint + 3);
      from[state] = 1;
      const first0 = activation(1, activation(0, from));
      const first1 = activation(0, activation(1, from));
      for (let j = 0; j < joint + 3; j++) {
        const m = 0.5 * first0[j] + 0.5 * first1[j];
        if (m > 0) to(j < joint ? j : -1 - (j - joint), m);
      }
    },
  };
}

/** The exact encounter metrics of a brawl that `brawlReduction` accepts. */
export function brawlExact(p: EncounterParams, o: CowpokeOptions): EncounterExact {
  const fight = new ExactFight(brawlModel(p, o));
  return encounterExact(
    fight.horizon(p.maxTurns),
    p.sides.map((s) => s.name),
    ENDS,
    () => [1, 1],
    p.maxTurns,
  );
}
