import type { Rng } from '../../../dice/rng.ts';
import { STATE } from '../damage.ts';
import { WEAPON_STATS } from '../data.ts';
import {
  HORSE_RESULT,
  HORSE_RESULT_BY_PASSES,
  HORSE_RESULTS,
  horsemanshipOf,
  LEGS,
  locationQuality,
  MOUNT_MOVE,
  NAG,
  ownerOf,
  QUALITY_MODIFIER,
  QUALITY_VALUES,
  qualityIndexOf,
  RIDER_AFTER,
  RIDER_THROWN_BY_PASSES,
  STAY_MOUNTED_BY_PASSES,
} from '../mount-tables.ts';
import { rollPasses } from '../pass-dice.ts';
import { MOST_SPARE_HORSES, spareHorses } from '../gunfight-tables.ts';
import type { Profession } from '../data.ts';
import type { BandWorld } from './band-world.ts';
import { hitAs, hitCodes, type FieldRules } from './field-rules.ts';

/** The table the picket stands at the edge of: 48" square (§1 [L759]), centred on the fight. */
const HALF_TABLE = 24;
/** A firearm going off this close to a loose or tied mount makes it test Skittish (§10.8 [L2428]). */
const SKITTISH_INCHES = 6;
/** What a Skittish test does to a tied or loose horse (§10.8): nothing, it runs away, or it moves off loose. */
const SKITTISH = { stays: 0, runs: 1, moves: 2 } as const;
/**
 * Where a figure's horse is: none (or gone), under him, held beside him, tied or loose where
 * it stands, or held by his side's horse-holder.
 */
export const HORSE = { none: 0, ridden: 1, held: 2, tied: 3, loose: 4, withHolder: 5 } as const;
/** A rider may hold up to four mounts (§10.5 [L2294]). */
export const MOST_HELD = 4;
/** What the rules do after BandMounts.acts: play c's policy, nothing more, or walk c to his horse. */
export const HORSE_ACT = { play: 0, done: 1, toHorse: 2 } as const;
/** A bolting mount fast-moves twice its normal move, dragging the rider (§10.3 [L2147–2165]). */
const BOLT_TIMES = 2;
/** A fall's end that does at least OOF (RIDER_ENDS: buffalo gun and at least OOF, §10.6). */
const BUFFALO_OOF = 3;
/**
 * §13.1 Mounts in town [L3241]: each man's horse by 1d6, 1–2 saddled and tied outside the
 * nearest building, 3–4 saddled in the livery, 5–6 unsaddled in the livery; Townsfolk and the
 * local Sheriffs and Deputies always keep theirs unsaddled in the livery (§13 [L3143]).
 */
const TIED_OUTSIDE_UP_TO = 2;
const SADDLED_IN_LIVERY_UP_TO = 4;
const LIVERY_UNSADDLED: readonly Profession[] = ['townsfolk', 'sheriff', 'deputy'];
/** Saddling a mount takes two activations, the figure doing nothing else (§13 [L3144]). */
export const SADDLING_ACTIVATIONS = 2;
/** Spare horses stand at two buildings at most: a saloon's and a livery's (§13.1 [L3241]). */
const MOST_SPARES = 2 * MOST_SPARE_HORSES;

/**
 * Whether s's hit on a mount near t is a heavy one, rolled with 1d6 on They Shot My Horse!
 * (§10.7 [L2318]): a buffalo gun, or a shotgun or scattergun within its close range.
 */
export function heavyHit(w: BandWorld, s: number, t: number): boolean {
  const ws = WEAPON_STATS[w.weapon[s]];
  return (
    ws.damage === 'buffalo-gun' ||
    (ws.closeRange !== undefined && ws.scatter && w.dist(s, t) <= ws.closeRange)
  );
}

/**
 * They Shot My Horse! on a mount of Quality q (§10.7): 1d6 for the location, then 2d6 (1d6 when
 * `heavy`) against its Quality adjusted there; a Legs stumble cripples it on 1d6 over Quality
 * − 1. An index of HORSE_RESULTS.
 */
export function rollHorseHit(q: number, heavy: boolean, rng: Rng): number {
  const loc = rng.d6() - 1;
  const k = rollPasses(rng, heavy ? 1 : 2, locationQuality(q, loc));
  const res = HORSE_RESULT_BY_PASSES[loc][2 - k];
  return loc === LEGS && res === HORSE_RESULT.stumbles && rng.d6() > q - 1
    ? HORSE_RESULT.crippled
    : res;
}

/**
 * Animals riders lead on a string (a mule train's pack mules, §13.9 [L3836]), kept by an
 * encounter type: they hear every firearm that goes off (Skittish, §10.8, for those standing
 * loose or tied), and a shot's 8 at a rider leading some may land on one of them.
 */
export interface LedAnimals {
  /** A firearm of s's has gone off. */
  fired(w: BandWorld, s: number, rng: Rng): void;
  /** s's 8 at rider t, who leads some, hits his mount or one of them: true when it is one of them. */
  struck(w: BandWorld, s: number, t: number, rng: Rng): boolean;
}

/**
 * Where the horses of the figures that list no `mount` start, and the spare horses that stand
 * about: the Gunfight's §13.1 rolls (gunfight-mounts.ts), or an encounter type's own Mounts
 * ("as in Gunfight" in town, its own on the trail), placed with BandMounts' own steps (lead,
 * stand, tieAt, picket, townHorse, addSpares) in the order of the figures.
 */
export interface MountPlan {
  /** The trial's rolls before any horse is placed (the trail's 1d6 a side). */
  start(m: BandMounts, w: BandWorld, rng: Rng): void;
  /** Places the horse of figure c, who lists none. */
  horse(m: BandMounts, w: BandWorld, c: number, rng: Rng): void;
  /** After every figure's horse: the spare horses. */
  spares(m: BandMounts, w: BandWorld, rng: Rng): void;
  /**
   * Whether c, told to advance with his horse standing away from him, walks to it (else he
   * goes on foot and mounts only a horse beside him or held for him).
   */
  fetches(m: BandMounts, w: BandWorld, c: number): boolean;
}

/**
 * Horses on the band engine (six-gun-sound.md §10, §13.1 Mounts): where each figure's horse
 * starts (a figure's `mount`, else the plan's: a Gunfight's §13.1 rolls, or an encounter
 * type's own Mounts) and on what Quality (fixed, or Mount Quality 1d6 on his profession's
 * column with his Rep as Prosperity, §10.1, C-76). A man
 * beside his horse mounts up when his policy advances (Mounting Up Under Fire, §10.3), walking
 * to it first when it stands away from him; a rider rides (Mounted Moving Fast, §10.4) when his
 * policy advances, gets down to fight otherwise (Dismounting Under Fire, §10.3: a failure bolts
 * and drags him, as an arrow hit each time, until 1d6 against his Horsemanship frees him), and
 * shoots from the saddle meanwhile (−1 Rep on a Nag, an 8 misses from a moving mount, range
 * halved from a fast one, §10.5); a shot's 8 at him hits the horse (§6.2, C-58): They Shot My
 * Horse! (§10.7), and the rider's Stay Mounted or Rider Thrown (§10.6, C-62). A man on foot
 * ties his horse where he stands (§10.3 [L2125]) or, on a side that holds them, holds it and
 * fires only a one-handed weapon, at −1 (§10.5 [L2294]). A tied or loose horse tests Skittish
 * when a firearm goes off within 6" of it (§10.8): it moves off 1d6", breaks loose, or runs
 * away and is gone (C-77). Everything a trial changes is reset; nothing is allocated in play.
 */
export class BandMounts {
  /** Each figure's horse's Quality this gunfight (0: none), and his Horsemanship (§2.1). */
  readonly quality: Int32Array;
  readonly hr: Int32Array;
  /** Dragged by a bolting mount, until freed. */
  readonly dragged: Uint8Array;
  /** Rode in the activation being played (so fires from a moving mount, §10.5). */
  readonly rode: Uint8Array;
  /** Where each figure's horse is (HORSE), where a tied or loose one stands, and whether it is saddled. */
  readonly horse: Uint8Array;
  readonly hx: Float64Array;
  readonly hy: Float64Array;
  readonly saddled: Uint8Array;
  /** Activations spent saddling his horse so far. */
  readonly saddling: Uint8Array;
  /** His side holds its horses rather than tie them (its `horses: hold`). */
  private readonly holds: Uint8Array;
  /** He holds his side's horses (his `holder`), and how many he holds now, his own among them. */
  private readonly holder: Uint8Array;
  readonly heldCount: Uint8Array;
  /** Who holds c's horse (HORSE.withHolder), else −1. */
  readonly heldBy: Int32Array;
  /** Animals c leads on a string besides his mount (a type's, `led`): he holds them (§10.5 [L2294]). */
  readonly leads: Uint8Array;
  /** The type's animals led on strings this trial, or none. */
  led: LedAnimals | null = null;
  /**
   * The spare saddled horses of a saloon or a livery on the table (§13.1 [L3241]): how many,
   * each one tied, loose or gone (HORSE: taken, or run away), where, and its Quality.
   */
  spares = 0;
  readonly spare = new Uint8Array(MOST_SPARES);
  readonly sx = new Float64Array(MOST_SPARES);
  readonly sy = new Float64Array(MOST_SPARES);
  readonly sq = new Int32Array(MOST_SPARES);
  /** Tied or loose horses on the table, spares among them (none: no Skittish test to look for). */
  private standing = 0;
  /** How far the latest Skittish test moved the horse (spook), and where it left it. */
  private step = 0;
  private atX = 0;
  private atY = 0;
  /** A firearm has gone off anywhere on the table: mounting and dismounting are "under fire" (§10.3 [L2131]). */
  underFire = false;
  private readonly codes: Int8Array[];
  private readonly bowCodes: Int8Array;

  constructor(
    w: BandWorld,
    private readonly plan: MountPlan | null,
  ) {
    this.quality = new Int32Array(w.n);
    this.hr = Int32Array.from(w.profession, (p, c) => horsemanshipOf(p, w.rep[c]));
    this.dragged = new Uint8Array(w.n);
    this.rode = new Uint8Array(w.n);
    this.horse = new Uint8Array(w.n);
    this.hx = new Float64Array(w.n);
    this.hy = new Float64Array(w.n);
    this.saddled = new Uint8Array(w.n);
    this.saddling = new Uint8Array(w.n);
    this.holds = Uint8Array.from(w.side, (s) => (w.p.sides[s].horses === 'hold' ? 1 : 0));
    this.holder = Uint8Array.from(w.specs, (f) => (f.holder ? 1 : 0));
    this.heldCount = new Uint8Array(w.n);
    this.heldBy = new Int32Array(w.n);
    this.leads = new Uint8Array(w.n);
    // By RIDER_ENDS: stays on (no damage), pistol, buffalo gun, buffalo gun and at least OOF.
    this.codes = [
      new Int8Array(0),
      hitCodes('pistol', false, w.o),
      hitCodes('buffalo-gun', false, w.o),
      hitCodes('buffalo-gun', false, w.o),
    ];
    this.bowCodes = hitCodes('bow', false, w.o);
  }

  /**
   * The trial's horses: who starts in the saddle, who beside his horse, whose horse stands away
   * (a figure's `mount`, else the plan's), then the plan's spare horses.
   */
  reset(w: BandWorld, rng: Rng): void {
    this.dragged.fill(0);
    this.rode.fill(0);
    this.saddling.fill(0);
    this.standing = 0;
    this.underFire = w.type === 'GF-2'; // the Draw opens a GF-2 with gunfire
    for (let c = 0; c < w.n; c++) this.hr[c] = horsemanshipOf(w.profession[c], w.rep[c]);
    this.leads.fill(0);
    this.led = null;
    this.plan?.start(this, w, rng);
    for (let c = 0; c < w.n; c++) {
      const m = w.specs[c].mount;
      this.horse[c] = HORSE.none;
      this.quality[c] = 0;
      w.mounted[c] = 0;
      w.mountMove[c] = MOUNT_MOVE[m?.animal ?? 'horse'];
      if (m === undefined) this.plan?.horse(this, w, c, rng);
      else {
        this.quality[c] = this.qualityOf(w, c, m.quality, rng);
        this.saddled[c] = m.saddled === false ? 0 : 1;
        if (m.away > 0) this.stand(w, c, m.away, m.loose ? HORSE.loose : HORSE.tied);
        else this.horse[c] = m.mounted ? HORSE.ridden : HORSE.held;
      }
      w.mounted[c] = this.horse[c] === HORSE.ridden ? 1 : 0;
    }
    this.spares = 0;
    this.plan?.spares(this, w, rng);
    this.handOver(w);
  }

  /** c starts with his saddled horse under him, or leading it on foot. */
  lead(c: number, mounted: boolean): void {
    this.saddled[c] = 1;
    this.horse[c] = mounted ? HORSE.ridden : HORSE.held;
  }

  /** c's horse, saddled or not, tied at (x, y). */
  tieAt(c: number, x: number, y: number, saddled: boolean): void {
    this.horse[c] = HORSE.tied;
    this.saddled[c] = saddled ? 1 : 0;
    this.hx[c] = x;
    this.hy[c] = y;
    this.standing++;
  }

  /**
   * `less` fewer than 1d6 spare saddled horses (none below 0) tied at (x, y), each a tethered
   * horse picked up in a hurry, its Quality 1d6 on the Mount Quality table with no modifier
   * (§10.1 [L2069]); the book rolls it once he has mounted, which changes nothing but when.
   */
  addSpares(less: number, x: number, y: number, rng: Rng): void {
    const n = spareHorses(less, rng.d6());
    for (let k = this.spares; k < this.spares + n; k++) {
      this.spare[k] = HORSE.tied;
      this.sx[k] = x;
      this.sy[k] = y;
      this.sq[k] = QUALITY_VALUES[qualityIndexOf(rng.d6())];
    }
    this.spares += n;
    this.standing += n;
  }

  /**
   * c wants to ride with no horse of his own on the table (it is elsewhere in town, or he lost
   * it): he takes the nearest spare horse still standing, his from now on. False when none is.
   */
  private takeSpare(w: BandWorld, c: number): boolean {
    let k = -1,
      best = Infinity;
    for (let j = 0; j < this.spares; j++) {
      if (this.spare[j] === HORSE.none) continue;
      const d = Math.hypot(this.sx[j] - w.x[c], this.sy[j] - w.y[c]);
      if (d < best) {
        best = d;
        k = j;
      }
    }
    if (k < 0) return false;
    this.horse[c] = this.spare[k];
    this.hx[c] = this.sx[k];
    this.hy[c] = this.sy[k];
    this.quality[c] = this.sq[k];
    this.saddled[c] = 1;
    this.saddling[c] = 0;
    w.mountMove[c] = MOUNT_MOVE.horse;
    this.spare[k] = HORSE.none; // still standing, now as his
    w.log?.say(w.turn, `${w.names[c]} takes a spare horse`);
    return true;
  }

  /**
   * Every man on foot leading his horse hands it to a horse-holder of his side (a figure with
   * `holder`) who holds fewer than four, his own among them (§10.5 [L2294]); the others keep
   * theirs. The holders, in listed order, fill up before the next one takes any.
   */
  private handOver(w: BandWorld): void {
    this.heldBy.fill(-1);
    this.heldCount.fill(0);
    let any = false;
    for (let h = 0; h < w.n; h++) {
      if (!this.holder[h]) continue;
      any = true;
      if (this.horse[h] === HORSE.held) this.heldCount[h] = 1;
    }
    if (!any) return;
    for (let c = 0; c < w.n; c++) {
      if (this.horse[c] !== HORSE.held || this.holder[c]) continue;
      for (let h = 0; h < w.n; h++)
        if (this.holder[h] && w.side[h] === w.side[c] && this.heldCount[h] < MOST_HELD) {
          this.horse[c] = HORSE.withHolder;
          this.heldBy[c] = h;
          this.heldCount[h]++;
          break;
        }
    }
  }

  /**
   * Horse-holder h leaves the fight (out of it, dead, or run off: a Flinch in the Draw that
   * runs him off among them): the horses of others he held go loose where he stood, or run off
   * (`mounts.holderLeaves`; the book does not say).
   */
  letGo(w: BandWorld, h: number): void {
    if (this.heldCount[h] === 0) return;
    const runOff = w.o['mounts.holderLeaves'] === 'run-off';
    for (let c = 0; c < w.n; c++) {
      if (this.heldBy[c] !== h) continue;
      this.heldBy[c] = -1;
      if (runOff) {
        this.horse[c] = HORSE.none;
        this.quality[c] = 0;
        w.horsesRunOff++;
      } else {
        this.horse[c] = HORSE.loose;
        this.hx[c] = w.x[h];
        this.hy[c] = w.y[h];
        this.standing++;
      }
    }
    this.heldCount[h] = this.horse[h] === HORSE.held ? 1 : 0;
    w.log?.add(`; the horses ${w.names[h]} held ${runOff ? 'run off' : 'are loose'}`);
  }

  /**
   * c's horse in town (§13.1 [L3241]): 1d6, saddled and tied at the hitching rail (railX,
   * railY) outside the nearest building (1–2) or in the livery at (liveryX, liveryY), saddled
   * (3–4) or not (5–6); a Townsman's, Sheriff's or Deputy's unsaddled in the livery. A livery
   * off the table (`livery` false) keeps its horses out of the fight.
   */
  townHorse(
    w: BandWorld,
    c: number,
    rng: Rng,
    railX: number,
    railY: number,
    livery: boolean,
    liveryX: number,
    liveryY: number,
  ): void {
    const roll = LIVERY_UNSADDLED.includes(w.profession[c]) ? 6 : rng.d6();
    if (roll > TIED_OUTSIDE_UP_TO && !livery) return;
    this.quality[c] = this.qualityOf(w, c, 'rolled', rng);
    const saddled = roll <= SADDLED_IN_LIVERY_UP_TO;
    if (roll <= TIED_OUTSIDE_UP_TO) this.tieAt(c, railX, railY, saddled);
    else this.tieAt(c, liveryX, liveryY, saddled);
  }

  /** A pack animal's Quality: Mount Quality (§10.1) with the Prosperity of c, its outfit's leader [L2021, L2061]. */
  packQuality(w: BandWorld, c: number, rng: Rng): number {
    return this.qualityOf(w, c, 'rolled', rng);
  }

  /** c's horse is rolled on Mount Quality (§10.1) for his profession and Rep. */
  rollQuality(w: BandWorld, c: number, rng: Rng): void {
    this.quality[c] = this.qualityOf(w, c, 'rolled', rng);
  }

  /** c's horse stands `inches` behind him (away from the enemy's line), tied or loose. */
  stand(w: BandWorld, c: number, inches: number, how: number): void {
    this.horse[c] = how;
    this.hx[c] = w.x0[c];
    this.hy[c] = w.y0[c] + (w.side[c] === 0 ? -inches : inches);
    this.standing++;
  }

  /**
   * c's horse, unsaddled, is tied on his side's picket (§13.1 [L3245]): at the middle of the
   * edge of a 48" table centred between the lines, never in front of his own line. He saddles
   * it there before he can mount (§13 [L3144]).
   */
  picket(w: BandWorld, c: number): void {
    let mid = 0,
      wide = 0;
    for (let k = 0; k < w.n; k++) {
      mid += w.y0[k] / w.n;
      if (w.x0[k] > wide) wide = w.x0[k];
    }
    const own = w.y0[c];
    this.horse[c] = HORSE.tied;
    this.saddled[c] = 0;
    this.hx[c] = wide / 2;
    this.hy[c] =
      w.side[c] === 0 ? Math.min(own, mid - HALF_TABLE) : Math.max(own, mid + HALF_TABLE);
    this.standing++;
  }

  /** A horse's Quality: fixed, or Mount Quality (§10.1) for the rider's profession and Rep. */
  private qualityOf(w: BandWorld, c: number, q: number | 'rolled', rng: Rng): number {
    if (q !== 'rolled') return q;
    const mod = QUALITY_MODIFIER[ownerOf(w.profession[c])][Math.min(6, w.rep[c]) - 1];
    return QUALITY_VALUES[qualityIndexOf(rng.d6() + mod)];
  }

  /**
   * What c does with his horse on his activation instead of his policy (HORSE_ACT): a dragged
   * man tries to get his foot free; a man told to advance mounts up when his saddled horse is
   * beside him, or walks to it (getting away takes three activations, §10.3 [L2123]), and
   * saddles an unsaddled one first, two activations (§13 [L3144]); a rider whose policy does
   * not ride gets down. A man on foot holding his horse who stays to fight ties it where he
   * stands, unless his side holds its horses.
   */
  acts(w: BandWorld, c: number, rng: Rng, rules: FieldRules, riding: boolean): number {
    if (this.dragged[c]) {
      if (rng.d6() <= this.hr[c]) {
        this.dragged[c] = 0;
        w.prone[c] = 1;
        w.log?.say(w.turn, `${w.names[c]} gets his foot free and lies winded`);
      } else this.drag(w, c, rng, rules, 'is dragged again');
      return HORSE_ACT.done;
    }
    if (this.horse[c] === HORSE.none && !(riding && this.spares > 0 && this.takeSpare(w, c)))
      return HORSE_ACT.play;
    const h = this.horse[c];
    if (h === HORSE.ridden)
      return riding || w.ridersStay(c) ? HORSE_ACT.play : this.dismount(w, c, rng, rules);
    if (!riding) {
      if (h === HORSE.held && !this.holds[c] && !this.holder[c]) this.tie(w, c);
      return HORSE_ACT.play;
    }
    if (h === HORSE.withHolder) {
      const k = this.heldBy[c];
      if (w.dist(c, k) <= w.contact + 1e-9) return this.mountUp(w, c, rng);
      w.goalX = w.x[k];
      w.goalY = w.y[k];
      return HORSE_ACT.toHorse;
    }
    if (h === HORSE.held || this.beside(w, c))
      return this.saddled[c] ? this.mountUp(w, c, rng) : this.saddle(w, c);
    if (this.plan !== null && !this.plan.fetches(this, w, c)) return HORSE_ACT.play;
    w.goalX = this.hx[c];
    w.goalY = this.hy[c];
    return HORSE_ACT.toHorse;
  }

  /** c spends his activation saddling the horse beside him (§13 [L3144]). */
  private saddle(w: BandWorld, c: number): number {
    const done = ++this.saddling[c] >= SADDLING_ACTIVATIONS;
    if (done) this.saddled[c] = 1;
    w.log?.say(
      w.turn,
      `${w.names[c]} saddles his horse${done ? '' : ` (${this.saddling[c]} of ${SADDLING_ACTIVATIONS})`}`,
    );
    return HORSE_ACT.done;
  }

  /** Whether c stands beside his tied or loose horse (in base contact). */
  private beside(w: BandWorld, c: number): boolean {
    return Math.hypot(this.hx[c] - w.x[c], this.hy[c] - w.y[c]) <= w.contact + 1e-9;
  }

  /** c ties the horse he holds where he stands (§10.3 [L2125]: dismounting facing it). */
  private tie(w: BandWorld, c: number): void {
    this.horse[c] = HORSE.tied;
    this.hx[c] = w.x[c];
    this.hy[c] = w.y[c];
    this.standing++;
  }

  /**
   * Whether c holds a horse, on foot his own, or others' as a horse-holder, or leads animals on
   * a string: one-handed weapons only, at −1 (§10.5 [L2294]).
   */
  holding(c: number): boolean {
    return this.horse[c] === HORSE.held || this.heldCount[c] > 0 || this.leads[c] > 0;
  }

  /**
   * Rider c gets down to fight, a whole activation (§10.3 [L2121]): under fire by Dismounting
   * Under Fire, a failure bolting the horse, which drags him. Down, he ties it or holds it.
   */
  private dismount(w: BandWorld, c: number, rng: Rng, rules: FieldRules): number {
    w.mounted[c] = w.siouxside[c] = 0;
    if (!this.underFire || this.mountTest(c, rng)) {
      this.horse[c] = HORSE.held;
      if (this.holder[c]) this.heldCount[c]++;
      else if (!this.holds[c]) this.tie(w, c);
      w.log?.say(
        w.turn,
        `${w.names[c]} dismounts${this.holds[c] || this.holder[c] ? ', holding his horse' : ' and ties his horse'}`,
      );
      return HORSE_ACT.done;
    }
    this.lose(c);
    this.drag(w, c, rng, rules, 'tries to dismount under fire: his horse bolts and drags him');
    return HORSE_ACT.done;
  }

  /** c's horse is gone for the rest of the gunfight (bolted, ran away, or fell under him). */
  private lose(c: number): void {
    if (this.horse[c] === HORSE.tied || this.horse[c] === HORSE.loose) this.standing--;
    this.horse[c] = HORSE.none;
    this.quality[c] = 0;
  }

  /**
   * c, told to advance with his saddled horse beside him, mounts up: a whole activation (§10.3
   * [L2121]); under fire Mounting Up Under Fire, a failure spinning horse and rider round to
   * try again next activation.
   */
  private mountUp(w: BandWorld, c: number, rng: Rng): number {
    if (this.underFire && !this.mountTest(c, rng)) {
      w.log?.say(w.turn, `${w.names[c]} tries to mount under fire: his horse spins round`);
      return HORSE_ACT.done;
    }
    if (this.horse[c] === HORSE.withHolder) {
      this.heldCount[this.heldBy[c]]--;
      this.heldBy[c] = -1;
    } else if (this.horse[c] !== HORSE.held) this.standing--;
    else if (this.holder[c]) this.heldCount[c]--; // a holder mounting his own leads the rest
    this.horse[c] = HORSE.ridden;
    w.mounted[c] = 1;
    w.log?.say(w.turn, `${w.names[c]} mounts up`);
    return HORSE_ACT.done;
  }

  /**
   * A firearm of s's has gone off: mounting is under fire from now on, and every tied or loose
   * horse within 6" of him tests Skittish (§10.8 [L2412–2439]), 2d6 against its Quality: a
   * loose one moves 1d6" away from him on a Pass 2 and runs away on less; a tied one breaks
   * loose and moves 1d6" away on a Pass 1 and runs away on a Pass 0. A horse that runs away
   * makes for the table edge at twice its move (C-77) and is gone.
   */
  fired(w: BandWorld, s: number, rng: Rng): void {
    this.underFire = true;
    this.led?.fired(w, s, rng);
    if (this.standing === 0) return;
    for (let c = 0; c < w.n; c++) {
      const h = this.horse[c];
      if (h !== HORSE.tied && h !== HORSE.loose) continue;
      // From right beside the gun, away from his enemies' line.
      const sk = this.spook(
        w,
        s,
        h,
        this.hx[c],
        this.hy[c],
        this.quality[c],
        0,
        w.side[c] ? 1 : -1,
        rng,
      );
      if (sk === SKITTISH.runs) {
        this.lose(c);
        w.horsesRunOff++;
        w.log?.add(`; ${w.names[c]}'s horse runs away`);
      } else if (sk === SKITTISH.moves) {
        this.horse[c] = HORSE.loose;
        this.hx[c] = this.atX;
        this.hy[c] = this.atY;
        w.log?.add(
          `; ${w.names[c]}'s horse ${h === HORSE.tied ? 'breaks loose and ' : ''}moves ${this.step}" away`,
        );
      }
    }
    for (let k = 0; k < this.spares; k++) {
      const h = this.spare[k];
      if (h === HORSE.none) continue;
      // From right beside the gun, off the street.
      const sk = this.spook(w, s, h, this.sx[k], this.sy[k], this.sq[k], -1, 0, rng);
      if (sk === SKITTISH.runs) {
        this.spare[k] = HORSE.none;
        this.standing--;
        w.horsesRunOff++;
        w.log?.add('; a spare horse runs away');
      } else if (sk === SKITTISH.moves) {
        this.spare[k] = HORSE.loose;
        this.sx[k] = this.atX;
        this.sy[k] = this.atY;
        w.log?.add(
          `; a spare horse ${h === HORSE.tied ? 'breaks loose and ' : ''}moves ${this.step}" away`,
        );
      }
    }
  }

  /**
   * s's gun has gone off and a tied or loose horse (h) stands at (x, y), of Quality q: within
   * 6" it tests Skittish (§10.8), 2d6 against its Quality (SKITTISH: it stays, runs away, or
   * moves 1d6", this.step, loose now, straight away from the gun, or along (ax, ay) from right
   * beside it, to this.atX, this.atY).
   */
  private spook(
    w: BandWorld,
    s: number,
    h: number,
    x: number,
    y: number,
    q: number,
    ax: number,
    ay: number,
    rng: Rng,
  ): number {
    const dx = x - w.x[s],
      dy = y - w.y[s];
    const d = Math.sqrt(dx * dx + dy * dy);
    if (d > SKITTISH_INCHES) return SKITTISH.stays;
    w.skittishTests++;
    const k = rollPasses(rng, 2, q);
    if (k === 0 || (k === 1 && h === HORSE.loose)) return SKITTISH.runs;
    if (k === 2 && h === HORSE.tied) return SKITTISH.stays;
    this.step = rng.d6();
    this.atX = x + (d > 0 ? dx / d : ax) * this.step;
    this.atY = y + (d > 0 ? dy / d : ay) * this.step;
    return SKITTISH.moves;
  }

  /** A test of c's horse (2d6 against Quality) whose Pass 1 is his Horsemanship test (§10.2). */
  private mountTest(c: number, rng: Rng): boolean {
    const q = this.quality[c];
    const k = rollPasses(rng, 2, q);
    if (k !== 1) return k === 2;
    const h = rollPasses(rng, 2, this.hr[c]);
    return h === 2 || (h === 1 && this.hr[c] >= q);
  }

  /** c is dragged: hit as by an arrow (+1d6 on Recoverin', best 2), hauled 24" one way or another. */
  private drag(w: BandWorld, c: number, rng: Rng, rules: FieldRules, why: string): void {
    this.dragged[c] = 1;
    w.hidden[c] = w.inCover[c] = 0;
    const a = (rng.below(12) * Math.PI) / 6;
    const bolt = BOLT_TIMES * w.mountMove[c];
    const tx = w.x[c] + bolt * Math.cos(a),
      ty = w.y[c] + bolt * Math.sin(a);
    // A building or wall in the way stops the horse short of it.
    if (w.blocked) w.bf.move(w.x[c], w.y[c], tx, ty, bolt, 0);
    w.place(c, w.blocked ? w.bf.moveX : tx, w.blocked ? w.bf.moveY : ty);
    const after = hitAs(w, c, this.bowCodes, rng, STATE.unhurt, true);
    w.log?.say(w.turn, `${w.names[c]} ${why}`);
    if (after >= 0) rules.hurt(w, c, after);
  }

  /**
   * c rides on his activation (Mounted Moving Fast, §10.4): 2d6 against his horse's Quality,
   * a Pass 1 his Horsemanship test; counting as Pass 2 he may go twice his mount's move (a
   * horse's 12", a mule's 8", §10.1 [L2084]) and is moving fast, else half as far again (and,
   * having passed nothing, is not, C-58).
   */
  ride(w: BandWorld, c: number, rng: Rng): number {
    this.rode[c] = 1;
    const fast = this.mountTest(c, rng);
    w.fast[c] = fast ? 1 : 0;
    return fast ? 2 * w.mountMove[c] : (3 * w.mountMove[c]) / 2;
  }

  /** s's Rep penalty firing from the saddle: −1 on a Nag (§10.5 [L2306]). */
  penalty(s: number): number {
    return this.quality[s] === NAG ? 1 : 0;
  }

  /**
   * s's shot at rider t scored an 8 that hit the horse (§6.2, C-58): They Shot My Horse!
   * (§10.7): 1d6 location, then 2d6 (1d6 for a buffalo gun or a close shotgun) against its
   * Quality adjusted there; the rider takes Stay Mounted or Rider Thrown (C-62), and a man
   * thrown is on foot. True when the fall hurt him (else he takes Been Shot At, C-55).
   */
  horseHit(w: BandWorld, s: number, t: number, rng: Rng, rules: FieldRules): boolean {
    if (this.leads[t] > 0 && this.led !== null && this.led.struck(w, s, t, rng)) return false;
    w.horsesHit++;
    const res = rollHorseHit(this.quality[t], heavyHit(w, s, t), rng);
    const after = RIDER_AFTER[HORSE_RESULTS[res]];
    w.log?.add(`; ${w.names[t]}'s horse is hit: ${HORSE_RESULTS[res]}`);
    if (after === 'none') return false;
    const end =
      after === 'stay-mounted'
        ? STAY_MOUNTED_BY_PASSES[rollPasses(rng, 2, this.hr[t])]
        : RIDER_THROWN_BY_PASSES[
            rollPasses(rng, 2, w.toughness[t] - (this.rode[t] && w.fast[t] ? 1 : 0))
          ];
    if (end === 0) return false;
    // Thrown (C-62; at 24" a move he was moving more than 18": −1 Toughness, C-86): on foot
    // from now on, his horse gone.
    w.mounted[t] = w.siouxside[t] = 0;
    this.lose(t);
    w.ridersThrown++;
    w.log?.add(`; ${w.names[t]} is thrown`);
    const state = hitAs(w, t, this.codes[end], rng, end === BUFFALO_OOF ? STATE.oof : STATE.unhurt);
    if (state < 0) return false;
    rules.hurt(w, t, state);
    return true;
  }
}
