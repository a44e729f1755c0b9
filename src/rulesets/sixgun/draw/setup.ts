import {
  DRAW_BONUS_PROFESSIONS,
  DRAW_DICE,
  NO_DROP_PROFESSIONS,
  WEAPON_STATS,
  type Profession,
  type Weapon,
} from '../data.ts';
import { ammoClass, PLAIN_SHOT, setupFiring, type Firing } from '../firing.ts';
import type { SixgunOptions } from '../options.ts';
import { OPEN_GROUND, setupReaction, type Reaction } from '../reaction.ts';
import { distanceOf, rawFigures } from './figures.ts';
import type { DrawParams } from './params.ts';

export const DRAW_STATES = [
  'obviously-dead',
  'out-of-fight',
  'wounded',
  'surrendered',
  'ran-away',
  'unhurt',
] as const;
export const OD = 0,
  OOF = 1,
  WOUNDED = 2,
  SURRENDERED = 3,
  RAN = 4,
  UNHURT = 5;
export const FROM_DAMAGE = [UNHURT, WOUNDED, WOUNDED, OOF, OD]; // indexed by damage STATE

export interface Fig {
  rep: number;
  profession: Profession;
  sand: number;
  toughness: number;
  weapon: Weapon;
  /** The Draw pool before Flinch and Got the Drop, with −1d6 per target beyond the first. */
  pool: number;
  /** Declared targets, by index into `figs`. */
  targets: number[];
  noDrop: boolean;
  repeater: boolean;
  flinch: Reaction;
  dropTest: Reaction;
  /** Got the Drop when unmanned (its Sand loss may come first, C-53). */
  unmannedDropTest: Reaction;
  bsa: Reaction;
  /** Shooting at each other figure (by index): the firing at margin 1, its damage roll at margin 2. */
  firing: Firing[];
  damageRolls: number;
}

export interface Setup {
  figs: Fig[];
  distance: number;
  flinch: boolean;
  holdUnmanned: boolean;
  kills: boolean;
  onesEmpty: boolean;
  /** margin metric range (A against B) */
  lo: number;
  hi: number;
}

/**
 * A figure's Draw pool before Flinch and Got the Drop (§7.1 step 3). C-56 would take a wounded
 * arm's −1 Rep (drawing is firing) and a chest wound's −2 from it too, but no Draw played here
 * meets a wounded figure: GF-1's and GF-2's Draws open the fight with everyone unhurt (GF-3
 * has none, and a scenario cannot start a figure wounded), a Draw's results all land at once
 * (C-52(c)), its re-draw's among them, and the one later Draw an encounter plays (Come Along
 * Peaceably's "Draw!") is a firing, which counts both penalties as any firing does.
 */
function drawPool(rep: number, profession: Profession, weapon: Weapon, targets: number): number {
  return (
    rep +
    (DRAW_BONUS_PROFESSIONS.includes(profession) ? DRAW_DICE.profession : 0) +
    (WEAPON_STATS[weapon].quickDraw ? 0 : DRAW_DICE.longArm) +
    Math.max(0, targets - 1) * DRAW_DICE.perExtraTarget
  );
}

export function setup(p: DrawParams, o: SixgunOptions): Setup {
  const distance = distanceOf(p);
  const raw = rawFigures(p);
  const figs = raw.map((f) => {
    const unmannedSand = o['draw.unmannedSandLoss'] === 'before-got-the-drop' ? f.sand - 1 : f.sand;
    const firing = raw.map((other) =>
      setupFiring(
        {
          ...PLAIN_SHOT,
          rep: f.rep,
          repModifier: 0,
          weapon: f.weapon,
          shots: o['draw.marginOneShots'] === 'one' ? 1 : undefined,
          distance,
          toughness: other.toughness,
          // Figures inside the same building are in obscuring cover against each other (C-59).
          cover: p.indoors ? 'obscuring' : 'none',
          targetDoing: 'looking',
        },
        o,
      ),
    );
    return {
      rep: f.rep,
      profession: f.profession,
      sand: f.sand,
      toughness: f.toughness,
      weapon: f.weapon,
      pool: drawPool(f.rep, f.profession, f.weapon, f.targets.length + f.extra),
      targets: f.targets,
      noDrop: NO_DROP_PROFESSIONS.includes(f.profession),
      repeater: ammoClass(f.weapon, o) === 'repeater',
      flinch: setupReaction('flinch', f.profession, f.sand, OPEN_GROUND, o),
      dropTest: setupReaction('got-the-drop', f.profession, f.sand, OPEN_GROUND, o),
      unmannedDropTest: setupReaction('got-the-drop', f.profession, unmannedSand, OPEN_GROUND, o),
      bsa: setupReaction('been-shot-at', f.profession, f.sand, OPEN_GROUND, o),
      firing,
      damageRolls: WEAPON_STATS[f.weapon].scatter ? 2 : 1,
    } satisfies Fig;
  });
  const maxPool = (f: Fig) => Math.max(0, f.pool) + DRAW_DICE.gotTheDrop;
  return {
    figs,
    distance,
    flinch: !p.skipFlinch,
    holdUnmanned: p.holdUnmanned,
    kills: o['draw.anyThreeKills'],
    onesEmpty: o['draw.onesEmptyGun'],
    lo: -maxPool(figs[1]),
    hi: maxPool(figs[0]),
  };
}

/** Whether a figure's Draw dice empty its gun: any 1, or two for a repeating carbine [L1757]. */
export const emptied = (fig: Fig, ones: number) => (fig.repeater ? ones >= 2 : ones >= 1);

export const NOT_FLINCHED = 0,
  FLINCHED = 1,
  UNMANNED = 2;
export const FLINCH_PEN = DRAW_DICE.flinched;
export const flinchKind = (label: string) =>
  label === 'unmanned' ? UNMANNED : label === 'flinched' ? FLINCHED : NOT_FLINCHED;

/** Whether figures i and j are compared: both still drawing, and one of them declared the other. */
export function linked(s: Setup, flinch: Int8Array, i: number, j: number): boolean {
  return (
    flinch[i] !== UNMANNED &&
    flinch[j] !== UNMANNED &&
    (s.figs[i].targets.includes(j) || s.figs[j].targets.includes(i))
  );
}

/** The figure that holds an unmanned figure u: the first other figure still drawing that u declared, or that declared u. */
export function holderOf(s: Setup, flinch: Int8Array, u: number): number {
  return s.figs.findIndex(
    (f, h) =>
      h !== u && flinch[h] !== UNMANNED && (f.targets.includes(u) || s.figs[u].targets.includes(h)),
  );
}
