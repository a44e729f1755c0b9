import type { Rng } from '../../../dice/rng.ts';
import { ATTRIBUTES, DECK, FIGHT_ATTRIBUTES, cardAttribute } from '../attributes.ts';
import { RANDOM_NPC } from '../campaign/data.ts';
import { type Profession } from '../data.ts';
import { effectiveRange } from '../firing.ts';
import {
  GF2_BUILDINGS,
  GF2_BUILDING_BY_D6,
  GF2_PLACES,
  GF2_RANCH_UP_TO,
  GF2_TOWN_UP_TO,
  HOW_MANY,
  HOW_MANY_BY_2D6,
  OPPONENTS,
  OPPONENT_BY_2D6,
} from '../gunfight-tables.ts';
import { newNpc, rollNpc } from '../npc.ts';
import type { BandWorld } from './band-world.ts';
import { starKindOf, type FigureSpec, type GunfightParams, type RollSpec } from './schema.ts';

/** Lawman type (1d6) [L3214]: 1 Marshal, 2 Ranger, 3–4 Sheriff, 5–6 Deputy. */
export const LAWMAN_BY_D6: readonly Profession[] = [
  'marshal',
  'ranger',
  'sheriff',
  'sheriff',
  'deputy',
  'deputy',
];
/** The profession of each Gunfight Opponent that is one profession throughout. */
export const OPPONENT_PROFESSION: Partial<Record<(typeof OPPONENTS)[number], Profession>> = {
  greenhorn: 'greenhorn',
  cowboys: 'cowboy',
  outlaws: 'outlaw',
  gunfighter: 'gunfighter',
};

/**
 * How Many of Them (GF) [L3181–3193]: the enemy count against `yours`, rounded up and at
 * least one (C-22; "you have 1 more than them" leaves one enemy against a lone Star).
 */
export function enemiesFor(row: (typeof HOW_MANY)[number], yours: number): number {
  const n = {
    'twice-yours': 2 * yours,
    'yours-x1.5': Math.ceil(1.5 * yours),
    'yours+2': yours + 2,
    'yours+1': yours + 1,
    equal: yours,
    'yours-1': yours - 1,
    'yours-2': yours - 2,
    'yours/1.5': Math.ceil(yours / 1.5),
    'half-yours': Math.ceil(yours / 2),
  }[row];
  return Math.max(1, n);
}

/** The most figures the Star's side can field: 1d6 (GF-2) or 2d6+2 (GF-3), or those listed. */
export function starSideMax(p: GunfightParams): number {
  const listed = p.sides[0].figures.length;
  if (!p.roll?.starSide) return listed;
  return Math.max(listed, p.type === 'GF-3' ? 14 : 6);
}

/** The most enemies How Many can give (twice the Star's side, or its fixed row). */
export function enemyMax(p: GunfightParams): number {
  const r = p.roll!;
  const a = starSideMax(p);
  if (r.howMany !== 'rolled') return enemiesFor(r.howMany, a);
  return Math.max(...HOW_MANY.map((h) => enemiesFor(h, a)));
}

/**
 * The forces of a GF-2 or GF-3 rolled per gunfight (six-gun-sound.md §13.1): where a GF-2
 * happens (1d6, then 1d6), the Star's side (1d6 or 2d6+2 figures when `starSide`: the listed
 * first, then Hands rolled on their NPC table, each drawing a card for an attribute, §2.5),
 * How Many of Them (2d6) and who they are (Gunfight Opponents, 2d6 by the Star's column; a
 * lawman's type 1d6 and a random NPC's profession red × white, per figure), each enemy rolled
 * on his profession's NPC table with the Veteran chance (§2.2, B-31). Each part the scenario
 * fixes is not rolled. A trial rolls the sizes first (`rollSizes`), takes the world of those
 * sizes, then fills it (`fill`).
 */
export class BandRoster {
  readonly spec: RollSpec;
  /** This trial's sizes, place and opponents (indexes into GF2_PLACES and OPPONENTS). */
  starSide = 0;
  enemies = 0;
  /** The most figures the Star's side may field (a drive's outfit after its losses); How Many reads the side fielded. */
  most = Infinity;
  place = 0;
  /** A GF-2 in town's building (an index into GF2_BUILDINGS), −1 elsewhere. */
  building = -1;
  opponents = 0;
  private readonly listed: FigureSpec[];
  private readonly column: readonly number[];
  private readonly npc = newNpc();
  private readonly deck = new Int32Array(DECK);
  /** The attribute bits each card gives (a Joker: the scenario's choice). */
  private readonly cardBits = new Int32Array(DECK);

  constructor(
    private readonly p: GunfightParams,
    /** Option npc.inTownWeapons is everywhere: the "In town" weapons off a settlement too (C-90). */
    private readonly alwaysInTown = false,
  ) {
    this.spec = p.roll!;
    this.listed = p.sides[0].figures;
    this.column = OPPONENT_BY_2D6[this.spec.star ?? starKindOf(this.listed[0].profession)!];
    for (let k = 0; k < DECK; k++) {
      this.deck[k] = k;
      this.cardBits[k] = attributeBit(cardAttribute(k) ?? this.spec.joker);
    }
  }

  /** Rolls the place (and in town the building, §13.1 Terrain), both sides' sizes and the opponents' kind. */
  rollSizes(rng: Rng): void {
    const r = this.spec;
    if (this.p.type === 'GF-3') this.place = GF2_PLACES.indexOf('trail');
    else if (r.place !== 'rolled') this.place = GF2_PLACES.indexOf(r.place);
    else if (rng.d6() <= GF2_TOWN_UP_TO) this.place = 0;
    else this.place = rng.d6() <= GF2_RANCH_UP_TO ? 1 : 2;
    this.building =
      this.p.type !== 'GF-2' || this.place !== 0
        ? -1
        : r.building === 'rolled'
          ? GF2_BUILDING_BY_D6[rng.d6() - 1]
          : GF2_BUILDINGS.indexOf(r.building);
    this.starSide = Math.min(
      this.most,
      !r.starSide
        ? this.listed.length
        : this.p.type === 'GF-3'
          ? rng.d6() + rng.d6() + 2
          : rng.d6(),
    );
    const row =
      r.howMany === 'rolled' ? HOW_MANY[HOW_MANY_BY_2D6[rng.d6() + rng.d6() - 2]] : r.howMany;
    this.enemies = enemiesFor(row, this.starSide);
    this.opponents =
      r.opponents === 'rolled'
        ? this.column[rng.d6() + rng.d6() - 2]
        : OPPONENTS.indexOf(r.opponents);
  }

  /**
   * Writes the trial's figures into w (a world of this trial's sizes): the listed ones as they
   * are, rolled Hands and enemies from their NPC tables, then what follows from their stats,
   * and in a GF-2 the lines the shortest effective range apart.
   */
  fill(w: BandWorld, rng: Rng): void {
    const inTown = this.place === 0 || this.alwaysInTown;
    w.where = this.place;
    w.building = this.building;
    let mine = 0;
    for (let c = 0; c < w.n; c++) if (w.side[c] === 0) mine++;
    let dealt = 0;
    for (let c = Math.min(this.listed.length, mine); c < w.n; c++) {
      const hand = w.side[c] === 0;
      rollNpc(rng, hand ? this.spec.hands : this.enemyProfession(rng), inTown, this.npc);
      const f = this.npc;
      w.profession[c] = f.profession;
      w.rep[c] = f.rep;
      w.sand[c] = f.sand;
      w.toughness[c] = f.toughness;
      w.carry(c, f.weapon, f.otherWeapon);
      w.twoPistols[c] = f.twoPistols ? 1 : 0;
      w.veteran[c] = f.veteran ? 1 : 0;
      w.attr[c] = hand && this.spec.cards ? this.deal(rng, dealt++) : 0;
    }
    if (this.p.type === 'GF-2') {
      let d = this.p.distance ?? Infinity;
      if (this.p.distance === undefined)
        for (let c = 0; c < w.n; c++)
          d = Math.min(d, effectiveRange({ weapon: w.weapon[c], rep: w.rep[c], veteran: false }));
      if (d !== w.distance) {
        w.distance = d;
        for (let c = 0; c < w.n; c++) w.y0[c] = w.side[c] * d;
        w.setStarts();
      }
    }
    w.refreshStats();
  }

  /** One enemy's profession (its opponents' kind rolled for this trial). */
  private enemyProfession(rng: Rng): Profession {
    return opponentProfession(this.opponents, rng);
  }

  /**
   * The attribute bits of the k-th card dealt this trial from a shuffled deck (a partial
   * Fisher–Yates shuffle, one card at a time); a Joker gives the scenario's choice. Attributes
   * that change nothing in a gunfight on foot give no bit.
   */
  private deal(rng: Rng, k: number): number {
    const deck = this.deck;
    const j = k + rng.below(DECK - k);
    const card = deck[j];
    deck[j] = deck[k];
    deck[k] = card;
    return this.cardBits[card];
  }
}

/**
 * One opponent's profession, for Gunfight Opponents row `opponents` (an OPPONENTS index):
 * the row's own, a lawman's type (1d6), or Random NPC Selection (red × white, a red 6 rolled
 * again) [L3195–3214].
 */
export function opponentProfession(opponents: number, rng: Rng): Profession {
  const kind = OPPONENTS[opponents];
  const fixed = OPPONENT_PROFESSION[kind];
  if (fixed !== undefined) return fixed;
  if (kind === 'lawman') return LAWMAN_BY_D6[rng.d6() - 1];
  for (;;) {
    const red = rng.d6(),
      white = rng.d6();
    if (red < 6) return RANDOM_NPC[red - 1][(white - 1) >> 1];
  }
}

/** The FIGHT_ATTRIBUTES bit of attribute a, or 0 when it does not act in a gunfight. */
function attributeBit(a: (typeof ATTRIBUTES)[number]): number {
  const i = (FIGHT_ATTRIBUTES as readonly string[]).indexOf(a);
  return i < 0 ? 0 : 1 << i;
}
