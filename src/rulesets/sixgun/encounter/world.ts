import { Battlefield } from '../../../encounter/battlefield.ts';
import { Figures } from '../../../encounter/figures.ts';
import type { Trace } from '../../../encounter/trace.ts';
import { defaultsOf } from '../../fields.ts';
import {
  WEAPONS,
  WEAPON_STATS,
  type AmmoClass,
  type Cover,
  type Profession,
  type Weapon,
} from '../data.ts';
import { draw, newScratch, setup, type DrawParams, type SimScratch, type Setup } from '../draw.ts';
import { ammoClass, PLAIN_SHOT, setupFiring, type Firing } from '../firing.ts';
import type { SixgunOptions } from '../options.ts';
import { OPEN_GROUND, setupReaction, type Reaction } from '../reaction.ts';
import { DRY, LOADED } from './ammo.ts';
import { deployment } from './lines.ts';
import { POLICY_NAMES } from './policy-names.ts';
import type { FigureSpec, GunfightParams } from './schema.ts';

/**
 * Shooting Rep penalties the firings are prepared for: up to −1 (a reaction) −2 (a chest
 * wound) −2 (both arms wounded, with a long arm).
 */
export const MAX_PENALTY = 5;

/** The reaction tests an encounter counts (B-1, B-2), in this order. */
export const COUNTED = ['got-a-shot', 'been-shot-at'] as const;
export const GOT_A_SHOT = 0,
  BEEN_SHOT_AT = 1;

export { deployment };

/** The Draw that opens a GF-1, as the `draw` procedure's params: A is the first side's figure. */
export function drawParamsOf(p: GunfightParams): DrawParams {
  const [a, b] = p.sides.map((s) => s.figures[0]);
  return pairDrawParams(a, b, deployment(p), p);
}

/**
 * The Draw between a and b `distance` apart (a GF-1's, one pair of a GF-2's, or an encounter
 * type's own), indoors (C-59) when the gunfight's setting is unless told.
 */
export function pairDrawParams(
  a: FigureSpec,
  b: FigureSpec,
  distance: number,
  p: GunfightParams,
  indoors = p.setting === 'indoors',
): DrawParams {
  return draw.complete!({
    ...(defaultsOf(draw.params) as DrawParams),
    figures: 2,
    aRep: a.rep,
    aProfession: a.profession,
    aSand: a.sand,
    aToughness: a.toughness,
    aWeapon: a.weapon as Weapon,
    bRep: b.rep,
    bProfession: b.profession,
    bSand: b.sand,
    bToughness: b.toughness,
    bWeapon: b.weapon as Weapon,
    distance,
    skipFlinch: p.skipFlinch,
    holdUnmanned: p.holdUnmanned,
    indoors,
  });
}

/**
 * A Six Gun Sound gunfight (GF-1): two figures facing each other down the street at the
 * deployment distance, with the rules' state of each — damage, ammunition, whether it has
 * ducked back out of sight and fights from cover — and every firing and reaction test
 * prepared once per run. `reset` per trial allocates nothing.
 */
export class World extends Figures {
  readonly o: SixgunOptions;
  readonly distance: number;
  readonly rep: Int32Array;
  readonly sand: Int32Array;
  readonly profession: Profession[];
  readonly weapon: Weapon[];
  readonly weaponIndex: Int32Array;
  readonly ammoClass: AmmoClass[];
  readonly cover: Cover[];
  readonly policy: Uint8Array;
  /** Damage STATE (damage.ts): unhurt, wounded, chest-wounded (OOF and OD leave the fight). */
  readonly dmg: Int8Array;
  readonly ammo: Uint8Array;
  /** Two pistols fired at once (§3.5), and the second one's gun state (DRY for everyone else). */
  readonly twoPistols: Uint8Array;
  readonly ammo2: Uint8Array;
  /** Wounds each arm has taken (arms.ts), and whether c's weapon needs both hands. */
  readonly gunArm: Uint8Array;
  readonly offArm: Uint8Array;
  readonly twoHanded: Uint8Array;
  /** Ducked back: out of the enemy's sight until it steps out again. */
  readonly hidden: Uint8Array;
  /** Fights from its cover (after its first Duck Back). */
  readonly inCover: Uint8Array;
  /** How each figure came out of the Draw, and how it ends (indexes into DRAW_STATES). */
  readonly drawEnd: Int8Array;
  readonly end: Int8Array;
  /** Hits that wounded or worse, by weapon (index into WEAPONS). */
  readonly damageBy: Float64Array;
  /** Reaction tests taken after the Draw, by COUNTED; reload rolls. */
  readonly reactions: Float64Array;
  reloads = 0;
  /**
   * firing[(((c × (MAX_PENALTY + 1) + penalty) × 2 + targetInCover) × 2 + lastShot) × 2 +
   * offArm]: c at its enemy, fired with the gun arm or (an 8 missing) the off arm.
   */
  readonly firing: Firing[];
  /** twoGunFiring[(c × (MAX_PENALTY + 1) + penalty) × 2 + targetInCover]: each of c's two pistols. */
  readonly twoGunFiring: Firing[];
  /** Been Shot At and Got a Shot for each figure, in the open [c × 2] and in cover [c × 2 + 1]. */
  readonly bsa: Reaction[];
  readonly gas: Reaction[];
  readonly cominBack: Reaction[];
  readonly drawSetup: Setup;
  readonly drawX: SimScratch;
  log: Trace | null = null;

  constructor(p: GunfightParams, o: SixgunOptions) {
    const figs = p.sides.flatMap((s, side) => s.figures.map((f) => ({ ...f, side, sp: s })));
    const d = deployment(p);
    super({
      sideNames: p.sides.map((s) => s.name),
      figures: figs.map((f, i) => ({ name: f.name, side: f.side, x: i * d, y: 0, group: i })),
      battlefield: new Battlefield({ pieces: [] }),
      contact: 1,
    });
    this.o = o;
    this.distance = d;
    this.rep = Int32Array.from(figs, (f) => f.rep);
    this.sand = Int32Array.from(figs, (f) => f.sand);
    this.profession = figs.map((f) => f.profession);
    this.weapon = figs.map((f) => f.weapon as Weapon);
    this.weaponIndex = Int32Array.from(this.weapon, (w) => WEAPONS.indexOf(w));
    this.ammoClass = this.weapon.map((w) => ammoClass(w, o));
    this.cover = figs.map((f) => f.cover);
    this.policy = Uint8Array.from(figs, (f) =>
      (POLICY_NAMES as readonly string[]).indexOf(f.policy ?? f.sp.policy),
    );
    const n = figs.length;
    const indoors = p.setting === 'indoors';
    this.dmg = new Int8Array(n);
    this.ammo = new Uint8Array(n);
    this.twoPistols = Uint8Array.from(figs, (f) => (f.twoPistols ? 1 : 0));
    this.ammo2 = new Uint8Array(n);
    this.gunArm = new Uint8Array(n);
    this.offArm = new Uint8Array(n);
    this.twoHanded = Uint8Array.from(this.weapon, (w) => (WEAPON_STATS[w].twoHanded ? 1 : 0));
    this.hidden = new Uint8Array(n);
    this.inCover = new Uint8Array(n);
    this.drawEnd = new Int8Array(n);
    this.end = new Int8Array(n);
    this.damageBy = new Float64Array(WEAPONS.length);
    this.reactions = new Float64Array(COUNTED.length);
    this.firing = [];
    this.twoGunFiring = [];
    const situation0 = (c: number, pen: number, inCover: number) => {
      const e = 1 - c;
      return {
        ...PLAIN_SHOT,
        rep: figs[c].rep,
        repModifier: -pen,
        weapon: this.weapon[c],
        // A rolled opponent may be a Veteran (§2.1 [L921]); listed GF-1 figures are not.
        veteran: figs[c].veteran === true,
        distance: d,
        toughness: figs[e].toughness,
        // Inside one building the two are in obscuring cover against each other (C-59).
        cover: inCover ? this.cover[e] : indoors ? ('obscuring' as const) : ('none' as const),
        // A figure in sight of its enemy from cover is there to shoot (§6.7).
        targetDoing: WEAPON_STATS[this.weapon[e]].twoHanded
          ? ('firing-rifle' as const)
          : ('firing-pistol' as const),
      };
    };
    for (let c = 0; c < n; c++)
      for (let pen = 0; pen <= MAX_PENALTY; pen++)
        for (let inCover = 0; inCover < 2; inCover++) {
          for (let last = 0; last < 2; last++)
            for (let offArm = 0; offArm < 2; offArm++)
              this.firing.push(
                setupFiring(
                  {
                    ...situation0(c, pen, inCover),
                    shots: last ? 1 : undefined,
                    offArm: offArm === 1,
                  },
                  o,
                ),
              );
          // Each pistol of a pair: its own dice in its own shot order, an 8 missing (§6.2 row 8).
          if (this.twoPistols[c])
            this.twoGunFiring[(c * (MAX_PENALTY + 1) + pen) * 2 + inCover] = setupFiring(
              { ...situation0(c, pen, inCover), twoWeapons: true },
              o,
            );
        }
    const situation = (c: number, cover: boolean) => ({
      ...OPEN_GROUND,
      cover,
      muzzleLoader: this.ammoClass[c] === 'muzzle-loader',
    });
    this.bsa = [];
    this.gas = [];
    for (let c = 0; c < n; c++)
      for (const cover of [false, true]) {
        this.bsa.push(
          setupReaction('been-shot-at', figs[c].profession, figs[c].sand, situation(c, cover), o),
        );
        this.gas.push(
          setupReaction(
            'got-a-shot',
            figs[c].profession,
            figs[c].sand,
            situation(c, cover),
            o,
            figs[1 - c].sand,
          ),
        );
      }
    this.cominBack = figs.map((f, c) =>
      setupReaction('comin-back', f.profession, f.sand, situation(c, true), o),
    );
    this.drawSetup = setup(drawParamsOf(p), o);
    this.drawX = newScratch(n);
  }

  reset(): void {
    this.resetFigures();
    this.dmg.fill(0);
    this.ammo.fill(LOADED);
    for (let c = 0; c < this.n; c++) this.ammo2[c] = this.twoPistols[c] ? LOADED : DRY;
    this.gunArm.fill(0);
    this.offArm.fill(0);
    this.hidden.fill(0);
    this.inCover.fill(0);
    this.damageBy.fill(0);
    this.reactions.fill(0);
    this.reloads = 0;
  }

  /** The prepared firing of each of c's two pistols at its enemy, `penalty` off its shooting Rep. */
  twoGunFiringOf(c: number, penalty: number): Firing {
    const pen = Math.min(MAX_PENALTY, penalty);
    return this.twoGunFiring[(c * (MAX_PENALTY + 1) + pen) * 2 + this.inCover[1 - c]];
  }

  /** The prepared firing of c at its enemy, with `penalty` off its shooting Rep, maybe with the off arm. */
  firingOf(c: number, penalty: number, last: boolean, offArm = false): Firing {
    const pen = Math.min(MAX_PENALTY, penalty);
    return this.firing[
      (((c * (MAX_PENALTY + 1) + pen) * 2 + this.inCover[1 - c]) * 2 + (last ? 1 : 0)) * 2 +
        (offArm ? 1 : 0)
    ];
  }
}
