import { JUST_PASSING_THROUGH, RANDOM_NPC } from '../campaign/data.ts';
import { NPC_TABLES, VETERAN_ON, type Profession } from '../data.ts';
import { OPPONENTS, OPPONENT_BY_2D6 } from '../gunfight-tables.ts';
import { inHand, NPC_WEAPONS, type RolledNpc } from '../npc.ts';
import { LAWMAN_BY_D6, OPPONENT_PROFESSION } from './band-roster.ts';
import { starKindOf, type GunfightParams } from './schema.ts';

/** One opponent a rolled GF-1 may meet, with its chance. */
export interface OpponentOdds {
  /** Gunfight Opponents' row (an OPPONENTS index). */
  opponents: number;
  npc: RolledNpc;
  p: number;
}

/**
 * Redirections followed from one NPC table to another: each goes on with at most 4 chances
 * in 216 (a Homesteader or Townsfolk row sending the roll on again), so 9 deep leaves less
 * than 1e-15 unaccounted.
 */
const DEPTH = 9;

/** P(2d6 = s), s = 2..12. */
const twoD6 = (s: number) => (6 - Math.abs(s - 7)) / 36;

/**
 * P(each profession) opponentProfession gives for a Gunfight Opponents row (band-roster.ts):
 * a fixed one, a Lawman by 1d6, or Random NPC Selection (a red 6 rolls again, §2.3).
 */
function professionOdds(opponents: number): [Profession, number][] {
  const kind = OPPONENTS[opponents];
  const fixed = OPPONENT_PROFESSION[kind];
  if (fixed !== undefined) return [[fixed, 1]];
  if (kind === 'lawman') return LAWMAN_BY_D6.map((prof) => [prof, 1 / 6]);
  return RANDOM_NPC.flatMap((row) => row.map((prof): [Profession, number] => [prof, 1 / 15]));
}

/**
 * P(each NPC) rollNpc(rng, profession, inTown) gives (npc.ts, six-gun-sound.md §2.2–2.3): 1d6
 * on the table; a row that sends the roll on (a Homesteader's 1 to Random NPC Selection, where
 * a red 6 is his own row 6; a Townsfolk's 1 to Just Passing Through) rolls the profession
 * found and 1d6 on its table; then the Veteran chance. Memoised by profession and depth.
 */
export function npcOdds(prof: Profession, inTown: boolean, depth = DEPTH): [RolledNpc, number][] {
  const key = `${prof}:${inTown}:${depth}`;
  const known = memo.get(key);
  if (known) return known;
  const out: [RolledNpc, number][] = [];
  for (let d = 1; d <= 6; d++) rowOdds(prof, d, inTown, depth, 1 / 6, out);
  const list = mergeEqual(out);
  memo.set(key, list);
  return list;
}

/** P(each NPC) rollNpc gives with its first d6 fixed at `d` (a scenario's fixed row). */
export const npcRowOdds = (prof: Profession, d: number, inTown: boolean): [RolledNpc, number][] => {
  const out: [RolledNpc, number][] = [];
  rowOdds(prof, d, inTown, DEPTH, 1, out);
  return mergeEqual(out);
};

/** Row d of prof's table with weight w, or, where it sends the roll on, the tables it sends to. */
function rowOdds(
  prof: Profession,
  d: number,
  inTown: boolean,
  depth: number,
  w: number,
  out: [RolledNpc, number][],
): void {
  if (NPC_TABLES[prof][d - 1] !== null) return row(prof, d, inTown, w, out);
  if (depth === 0) return; // what is left is below 1e-15
  for (let red = 1; red <= 6; red++)
    for (let white = 1; white <= 6; white++) {
      const v = w / 36;
      if (prof === 'homesteader' && red === 6) {
        row(prof, 6, inTown, v, out);
        continue;
      }
      const next =
        prof === 'homesteader'
          ? RANDOM_NPC[red - 1][(white - 1) >> 1]
          : JUST_PASSING_THROUGH[red <= 3 ? 0 : 1][white - 1];
      for (const [npc, p] of npcOdds(next, inTown, depth - 1)) out.push([npc, v * p]);
    }
}

/** Equal NPCs merged, so that each level stays as short as the tables' rows. */
function mergeEqual(out: [RolledNpc, number][]): [RolledNpc, number][] {
  const m = new Map<string, [RolledNpc, number]>();
  for (const [npc, p] of out) {
    const e = m.get(npcKey(npc));
    if (e) e[1] += p;
    else m.set(npcKey(npc), [npc, p]);
  }
  return [...m.values()];
}
const memo = new Map<string, [RolledNpc, number][]>();

/** Every NPC rollNpc(rng, prof, inTown) may give (the gun in hand), with its chance. */
export const rolledNpcs = (prof: Profession, inTown: boolean) => npcOdds(prof, inTown, DEPTH);

/** Row d of prof's table, with and without the Veteran chance. */
function row(prof: Profession, d: number, inTown: boolean, w: number, out: [RolledNpc, number][]) {
  const r = NPC_TABLES[prof][d - 1]!;
  const weapon = inHand(NPC_WEAPONS[prof]![d - 1]![inTown ? 1 : 0]);
  const vet = VETERAN_ON[prof] / 6;
  for (const veteran of [true, false]) {
    const p = veteran ? vet : 1 - vet;
    // A GF-1 opponent fights with the gun in hand (duel-roster.ts): a pair or a second gun is not told apart.
    if (p > 0)
      out.push([
        { profession: prof, ...r, weapon, otherWeapon: null, twoPistols: false, veteran },
        w * p,
      ]);
  }
}

/** A key that tells two opponents apart exactly when they fight differently. */
export const npcKey = (n: RolledNpc) =>
  `${n.profession}/${n.rep}/${n.sand}/${n.toughness}/${n.weapon}/${n.veteran ? 1 : 0}`;

/**
 * Every opponent a GF-1 with `roll:` may meet, with its chance, equal opponents merged: the
 * Gunfight Opponents row (2d6 in the Star's column, or the fixed row), the profession it
 * names, then his NPC table "in town" (C-90) with the Veteran chance, as DuelRoster rolls them.
 */
export function rolledOpponents(p: GunfightParams): OpponentOdds[] {
  const r = p.roll!;
  const rows: [number, number][] =
    r.opponents === 'rolled'
      ? Array.from({ length: 11 }, (_, k): [number, number] => [
          OPPONENT_BY_2D6[r.star ?? starKindOf(p.sides[0].figures[0].profession)!][k],
          twoD6(k + 2),
        ])
      : [[OPPONENTS.indexOf(r.opponents), 1]];
  const merged = new Map<string, OpponentOdds>();
  for (const [opponents, pr] of rows)
    for (const [prof, pp] of professionOdds(opponents)) {
      for (const [npc, q] of npcOdds(prof, true, DEPTH)) {
        const w = pr * pp * q;
        const key = `${opponents}:${npcKey(npc)}`;
        const m = merged.get(key);
        if (m) m.p += w;
        else merged.set(key, { opponents, npc, p: w });
      }
    }
  return [...merged.values()];
}
