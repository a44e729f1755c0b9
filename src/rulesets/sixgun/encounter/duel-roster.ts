import type { Rng } from '../../../dice/rng.ts';
import { PROFESSIONS, WEAPONS } from '../data.ts';
import { GF1_SETTINGS, GF1_STREET_UP_TO, OPPONENTS, OPPONENT_BY_2D6 } from '../gunfight-tables.ts';
import { newNpc, rollNpc } from '../npc.ts';
import { opponentProfession } from './band-roster.ts';
import { withRolledOpponent } from './metrics.ts';
import { starKindOf, type GunfightParams } from './schema.ts';

/** Reps, Sands and Toughnesses below this (1–7 in the book, §2.1). */
const STAT_CAP = 8;

/**
 * What a GF-1 rolls per gunfight (six-gun-sound.md §13.1): where it happens (1d6: the street
 * on 1–3, indoors on 4–6) when `setting: rolled`, and with `roll:` the Star's one opponent
 * (Gunfight Opponents, 2d6 in the Star's column, then his profession's NPC table with the
 * Veteran chance, §2.2; a GF-1 is in town, so the "In town" weapons, C-90, and one pistol of
 * an "In town" 2× Pistol: the exact chain follows one gun a figure). Each distinct
 * opponent and setting plays on machinery of its own, built the first time it comes up and
 * kept for the run, so a trial allocates nothing once the few kinds have been met.
 */
export class DuelRoster<M> {
  /** This trial's opponents (an OPPONENTS index) and setting (a GF1_SETTINGS index). */
  opponents = 0;
  setting = 0;
  private readonly machinery = new Map<number, M>();
  private readonly npc = newNpc();
  private readonly column: readonly number[] | null;

  constructor(
    private readonly p: GunfightParams,
    private readonly build: (p: GunfightParams) => M,
  ) {
    const r = p.roll;
    this.column =
      r && r.opponents === 'rolled'
        ? OPPONENT_BY_2D6[r.star ?? starKindOf(p.sides[0].figures[0].profession)!]
        : null;
    if (r && r.opponents !== 'rolled') this.opponents = OPPONENTS.indexOf(r.opponents);
    this.setting = GF1_SETTINGS.indexOf(
      p.setting === undefined || p.setting === 'rolled' ? 'street' : p.setting,
    );
  }

  /** Rolls the setting, then the opponent: the machinery to play this gunfight on. */
  roll(rng: Rng): M {
    const p = this.p;
    if (p.setting === 'rolled') this.setting = rng.d6() <= GF1_STREET_UP_TO ? 0 : 1;
    if (!p.roll) return this.of(this.setting, 0);
    if (this.column) this.opponents = this.column[rng.d6() + rng.d6() - 2];
    rollNpc(rng, opponentProfession(this.opponents, rng), true, this.npc);
    const f = this.npc;
    const key =
      ((((PROFESSIONS.indexOf(f.profession) * STAT_CAP + f.rep) * STAT_CAP + f.sand) * STAT_CAP +
        f.toughness) *
        WEAPONS.length +
        WEAPONS.indexOf(f.weapon)) *
        2 +
      (f.veteran ? 1 : 0);
    return this.of(this.setting, key + 1);
  }

  /** The machinery of a setting and an opponent (key 0: the listed one). */
  private of(setting: number, key: number): M {
    const k = key * GF1_SETTINGS.length + setting;
    let m = this.machinery.get(k);
    if (m === undefined) {
      const f = this.npc;
      const base = { ...this.p, setting: GF1_SETTINGS[setting] };
      const q =
        key === 0
          ? base
          : withRolledOpponent(base, {
              ...withRolledOpponent(this.p).sides[1].figures[0],
              profession: f.profession,
              rep: f.rep,
              sand: f.sand,
              toughness: f.toughness,
              weapon: f.weapon,
              veteran: f.veteran || undefined,
            });
      m = this.build({ ...q, roll: undefined });
      this.machinery.set(k, m);
    }
    return m;
  }
}
