import { Battlefield, COVER_AREA } from '../../../encounter/battlefield.ts';
import { ACTIVE, Figures, UNKNOWN } from '../../../encounter/figures.ts';
import type { Trace } from '../../../encounter/trace.ts';
import {
  COVERS,
  PROFESSIONS,
  WEAPONS,
  WEAPON_STATS,
  type AmmoClass,
  type Cover,
  type Profession,
  type Weapon,
} from '../data.ts';
import { UNHURT, newScratch, setup, type SimScratch, type Setup } from '../draw.ts';
import { ammoClass, effectiveRange, PLAIN_SHOT, setupFiring, type Firing } from '../firing.ts';
import type { SixgunOptions } from '../options.ts';
import { MOUNT_MOVE } from '../mount-tables.ts';
import { DIRECTIONS, OPEN_GROUND, setupReaction, type Reaction } from '../reaction.ts';
import { FLANK, FRONT, REAR } from '../../../encounter/geometry.ts';
import { TESTS, type Test } from '../reaction-tables.ts';
import { FIGHT_ATTRIBUTES, type FightAttribute } from '../attributes.ts';
import { GF2_PLACES } from '../gunfight-tables.ts';
import { DRY, LOADED } from './ammo.ts';
import { BAND_POLICY_NAMES, STAR_CHOICES, SWITCH_POLICIES } from './policy-names.ts';
import { SIGHT_INCHES, type FigureSpec, type GunfightParams } from './schema.ts';
import { VEHICLE_START_WEST, type BuildingSpec, type VehicleSpec } from './battlefield-schema.ts';
import { houseNeighbours } from './building-row.ts';
import { SPACING, TRAIL_DISTANCE } from './lines.ts';
import { tablePieces } from './table-pieces.ts';
import { piecesOf, terrainOf } from '../../../encounter/battlefield-schema.ts';
import {
  BATTLEFIELD_COVER,
  BULLETPROOF_CLASS,
  TERRAIN_CLASS,
  TERRAIN_COVER,
  WOODS_SIGHT,
  isBlocking,
} from './terrain.ts';
import { Corners, NO_CORNER, ON_LEFT } from './corners.ts';
import { LyingWeapons } from './lying-weapons.ts';
import { MAX_PENALTY, deployment, pairDrawParams } from './world.ts';

export { SPACING, TRAIL_DISTANCE } from './lines.ts';
/** Moving Fast on Foot (§4.5 [L1169–1187]): inches for Pass 0, 1, 2 of 2d6 against Rep. */
export const MOVE_FAST_INCHES = [6, 9, 12] as const;
/**
 * What w.hidden holds (§5.1 [L1229–1235]). HIDDEN: set up in cover and not yet seen; he sees out
 * and takes Got a Shot as enemies come into his sight (§5.3.1 has lines for him). OUT_OF_SIGHT:
 * ducked back or gone in after being seen, which makes him no longer Hidden [L1235]; here nobody
 * sees him and he sees nobody.
 */
export const IN_SIGHT = 0;
export const OUT_OF_SIGHT = 1;
export const HIDDEN = 2;
/** A charge on foot reaches up to the move-fast allowance, 12" (§5.1 [L1308], C-36). */
const CHARGE_REACH = 12;
/** An Outfit Leader within 3" of a runaway makes it take Comin' Back (§5.2 [L1425]). */
export const RALLY_REACH = 3;
/** Firings are prepared per whole inch of distance up to this (beyond: the longest). */
const MAX_INCHES = 127;
/**
 * Where a target stands against a firing: in the open, behind his own cover (ducked back), in
 * a terrain feature's cover class 1–3 (TERRAIN_COVER), or at the corner of a building or wall,
 * flush or away (Corners).
 */
const CORNER_FLUSH = 1 + TERRAIN_COVER.length;
/** Obscuring cover's place (1 + its class), that of two men inside one building (C-59). */
const OBSCURING_PLACE = 1 + TERRAIN_COVER.indexOf('obscuring');
const CORNER_AWAY = CORNER_FLUSH + 1;
const PLACES = CORNER_AWAY + 1;
/** Firings of one shooter kind at one target kind: per inch, penalty, place, prone, seat, last shot, moving fast, bystanders by. */
const PER_PAIR = (MAX_INCHES + 1) * (MAX_PENALTY + 1) * PLACES * 48;
/** A figure this near a target may take a shot's 8 at him instead (§6.2 [L1503–1506]). */
export const BYSTANDER_REACH = 2;
/** A target's seat, as a firing reads it: on foot, in the saddle, riding Siouxside (§5.3.8). */
const SEATS = 3;
/** Reps, Sands and Toughnesses below this (1–7 in the book, §2.1). */
const STAT_CAP = 8;
/** What a firing reads of its shooter (Rep, weapon, Tyro, Crackshot, Veteran) and its target (Toughness, cover, a two-handed weapon). */
const SHOOTER_KINDS = STAT_CAP * WEAPONS.length * 8;
const TARGET_KINDS = STAT_CAP * COVERS.length * 2;

/**
 * What a run prepares once and every world of it shares (a set-up rolled per trial plays on a
 * world per force size): firings by shooter kind × target kind, each pair's lazily; reaction
 * tests by profession, Sand and the attributes that change them; the Draws of GF-2's pairs.
 */
export class BandCache {
  readonly firings: ((Firing | undefined)[] | undefined)[] = new Array(
    SHOOTER_KINDS * TARGET_KINDS,
  );
  readonly reactions = new Map<number, ReactionSet>();
  readonly draws = new Map<number, Setup>();
  /** Firings spread over several targets, by kinds, place, penalty and the shots' split. */
  readonly spread = new Map<number, Firing>();
  /** Firings at or from a vehicle moving fast, whose effective range is halved (§10.9 [L2739–2753]). */
  readonly halfRange = new Map<number, Firing>();
  /** Each pistol's firing when a figure fires two at once (§3.5), by kinds, place and penalty. */
  readonly twoGuns = new Map<number, Firing>();
}

/**
 * A figure's reaction tests as prepared once per run: Been Shot At [dir × 4 + inCover × 2 +
 * odds of 3:1], Got a Shot [dir × 4 + inCover × 2 + hidden], Being Charged [dir × 2 + inCover]
 * and unable to fire [dir], where dir is where the enemy stands (FRONT, FLANK, REAR); Wanting
 * to Charge [inCover], Comin' Back [in a building], Keep Fightin'.
 */
interface ReactionSet {
  bsa: Reaction[];
  gas: Reaction[];
  bc: Reaction[];
  bcNoFire: Reaction[];
  wtc: Reaction[];
  cominBack: Reaction[];
  keep: Reaction;
}

/** Half a figure's base, in inches: the front and rear edges stand this far from its centre. */
const HALF_BASE = 0.5;

const ATTRIBUTE_BIT = Object.fromEntries(FIGHT_ATTRIBUTES.map((a, i) => [a, 1 << i])) as Record<
  FightAttribute,
  number
>;

/**
 * The table of a GF-2 or GF-3: its `terrain:` features (woods seen into as far as the light
 * allows, WOODS_SIGHT) and the pieces of the shared `battlefield` section, whose cover classes
 * are BATTLEFIELD_COVER's.
 */
function tableOf(p: GunfightParams): Battlefield {
  const pieces = tablePieces(
    p.terrain ?? [],
    p.sight?.endsWith('night') ? WOODS_SIGHT.night : WOODS_SIGHT.day,
  );
  const b = p.battlefield;
  if (b === undefined) return new Battlefield({ pieces });
  return new Battlefield(terrainOf(b, [...pieces, ...piecesOf(b, BATTLEFIELD_COVER)]));
}

/** Every reaction test, counted per gunfight (B-1, B-2): indexes into TESTS. */
export const TEST_INDEX = Object.fromEntries(TESTS.map((t, i) => [t, i])) as Record<Test, number>;

/**
 * A Six Gun Sound gunfight of several figures a side (GF-2, GF-3; six-gun-sound.md §13.1):
 * each side in a line facing the other across the street (GF-2: at the shortest effective
 * range) or the trail (GF-3: 24"), the figures 3" apart. It keeps what GF-1's world keeps —
 * damage, ammunition, ducked back, in cover — for every figure, and the groups the figures
 * activate with, their leaders (§4.1), and every reaction test taken. Firings are prepared
 * lazily, once per run, per shooter, target, whole inch and modifier.
 */
export class BandWorld extends Figures {
  readonly o: SixgunOptions;
  /** Whether facing counts (flank and rear, `gunfight.facing`). */
  readonly facings: boolean;
  /**
   * Each figure's facing as a unit vector, the way it last moved, charged or fired (the core's
   * angle is left as moves set it): flank and rear are then read without trigonometry.
   */
  readonly fx: Float64Array;
  readonly fy: Float64Array;
  private readonly fx0: Float64Array;
  private readonly fy0: Float64Array;
  readonly type: GunfightParams['type'];
  /** Inches between the lines: set once, or per trial when the forces are rolled. */
  distance: number;
  /** Terrain features that give cover stand on the table (§6.6 [L4717–4727]). */
  readonly terrain: boolean;
  /** Buildings or walls stand on the table, blocking sight and movement (§4.7 [L779–789]). */
  readonly blocked: boolean;
  /** Something on the table limits sight: buildings, walls or woods (§4.7 [L1442]). */
  readonly screened: boolean;
  /** A building on the table has a door, window or opening a man may go in by (§4.4). */
  readonly interiors: boolean;
  /**
   * A move follows the battlefield's route, looked at inch by inch: something limits sight, or
   * difficult ground changes what a move costs.
   */
  readonly routed: boolean;
  /** The corners of buildings and walls a man may stand at (§6.7), null when there are none. */
  readonly corners: Corners | null;
  /** Where a figure moving to cover is going (set by its policy just before it moves). */
  goalX = 0;
  goalY = 0;
  /** How far a figure sees (§4.7): Infinity by day. */
  readonly sight: number;
  /** How close a figure advances to shoot: its effective range, within sight, less an inch. */
  readonly reach: Float64Array;
  /** Moving fast in the activation being played (a passed move-fast die, or a charge; C-58). */
  readonly fast: Uint8Array;
  /** The group's move-fast dice this turn (one roll for the group, C-35) and the turn rolled. */
  readonly fastDice: Int32Array;
  readonly fastTurn: Int32Array;
  readonly specs: FigureSpec[];
  readonly rep: Int32Array;
  /** A Veteran fires rifles and buffalo guns at 12× his Rep (§2.1 [L921]). */
  readonly veteran: Uint8Array;
  readonly sand: Int32Array;
  readonly toughness: Int32Array;
  readonly profession: Profession[];
  readonly weapon: Weapon[];
  readonly weaponIndex: Int32Array;
  readonly ammoClass: AmmoClass[];
  readonly cover: Cover[];
  readonly policy: Uint8Array;
  /** Attributes (§2.5) as bits of FIGHT_ATTRIBUTES' indexes; see has(). */
  readonly attr: Uint32Array;
  /** A Star, and what he chooses on the tests that let him (index into STAR_CHOICES; §1.7). */
  readonly star: Uint8Array;
  readonly starChoice: Uint8Array;
  /** Spreads an active firing over the enemies its frontal width takes in (§3.3; the side's `spread`). */
  readonly spread: Uint8Array;
  /** Two cap-and-ball revolvers (§2.2 [L955]), and whether the second is in hand. */
  readonly capAndBall: Uint8Array;
  readonly backupUsed: Uint8Array;
  /** Two pistols fired at once (§3.5), and the second one's gun state (DRY for everyone else). */
  readonly twoPistols: Uint8Array;
  readonly ammo2: Uint8Array;
  /**
   * The other firearm he carries (null: none) and its gun state, swapped with `weapon` and
   * `ammo` when he changes weapons (weapon-switch.ts); `switched` while the other is in hand,
   * undone at the reset. `switchWeapons` is his side's SWITCH_POLICIES index.
   */
  readonly other: (Weapon | null)[];
  readonly ammoOther: Uint8Array;
  readonly switched: Uint8Array;
  readonly switchWeapons: Uint8Array;
  /**
   * Firearms lying on the field (weapons.pickUp), and the guns each figure starts with, put
   * back at the reset when `picked` says he picked one up. `dropOnOOF` is weapons.dropOnOOF.
   */
  readonly lying: LyingWeapons;
  readonly pickUp: boolean;
  readonly dropOnOOF: boolean;
  private readonly weapon0: Weapon[];
  private readonly other0: (Weapon | null)[];
  private readonly picked: Uint8Array;
  /** Wounds each arm has taken (arms.ts), and whether c's weapon needs both hands. */
  readonly gunArm: Uint8Array;
  readonly offArm: Uint8Array;
  readonly twoHanded: Uint8Array;
  /** A melee weapon, knife or tomahawk (§3.5 [L1039–1041]): +1d6 in melee, a Killing stroke kills. */
  readonly meleeWeapon: Uint8Array;
  /** Goes prone where it stands in the open (its side's `prone`, §4.6). */
  readonly goProne: Uint8Array;
  /** In the saddle (§10; see band-mounts.ts). */
  readonly mounted: Uint8Array;
  /** The normal move of the mount under him, or that he would ride: a horse's 12", a mule's 8" (§10.1 [L2084]). */
  readonly mountMove: Uint8Array;
  /** Riding Siouxside, on the far side of his horse (§5.3.8 [L8897–8911]): also mounted. */
  readonly siouxside: Uint8Array;
  /**
   * Whether a shot's 8 may hit a bystander standing within 2" of its target (§6.2
   * [L1503–1506]), as in every fight unless the house rule shot.bystanders is off.
   */
  readonly bystanders: boolean;
  /**
   * 1 for a figure on the table who belongs to no side (a townsman keeping out of a Capture,
   * §13.4 [L3508]): out of the fight, but a shot's 8 may still hit him as a bystander.
   */
  readonly neutral: Uint8Array;
  /** His side's Plains warriors drop into Siouxside whenever active in the saddle (`siouxside: at-will`). */
  readonly siouxsideAtWill: Uint8Array;
  /** Its side's riders stay mounted to fight when their policy does not ride. */
  private readonly stayMounted: Uint8Array;
  /** Prone until its next activation (Two Left Feet, §2.5; §4.6). */
  readonly prone: Uint8Array;
  /** A Drunkard's state this gunfight (DRUNK, rolled at the start; 0 sober). */
  readonly drunk: Uint8Array;
  /** Tough: whether the first Runaway has already become a Duck Back this gunfight. */
  readonly toughUsed: Uint8Array;
  /** Each side's Outfit Leader (its highest Rep, the first listed on a tie; §4.1 [L1065]). */
  readonly outfitLeader: Int32Array;
  readonly groups: number;
  /** The Draw's pairs (GF-2): figure k of the first side draws on figure k of the second. */
  readonly pairs: [number, number][];
  /** Each pair's Draw, prepared for the figures and distance of the trial. */
  readonly drawSetups: Setup[];
  readonly drawX: SimScratch[];
  readonly dmg: Int8Array;
  readonly ammo: Uint8Array;
  readonly hidden: Uint8Array;
  readonly inCover: Uint8Array;
  readonly drawEnd: Int8Array;
  readonly end: Int8Array;
  readonly damageBy: Float64Array;
  /** Reaction tests taken this gunfight, by TESTS; and those of them taken in the Draw. */
  readonly tests: Float64Array;
  readonly drawTests: Float64Array;
  /** The target each figure last chose (an active figure may keep it when fired on, A-8). */
  readonly target: Int32Array;
  reloads = 0;
  melees = 0;
  /** Weapons changed this gunfight (weapon-switch.ts), and picked up (weapons.pickUp). */
  weaponSwitches = 0;
  weaponsPickedUp = 0;
  /** Horses hit and riders thrown this gunfight, Skittish tests and horses run off (band-mounts.ts). */
  horsesHit = 0;
  ridersThrown = 0;
  skittishTests = 0;
  horsesRunOff = 0;
  /** Shots' 8s that hit a bystander instead of their target this gunfight (§6.2 [L1503–1506]). */
  strayHits = 0;
  /** Where a GF-2 happens (GF2_PLACES: a rolled set-up's place; else town), a GF-3 on the trail. */
  where: number;
  /** A rolled GF-2 in town's building (GF2_BUILDINGS), −1 elsewhere or when not rolled. */
  building = -1;
  /**
   * Been Shot At [c × 12 + dir × 4 + inCover × 2 + odds of 3:1]; Got a Shot [c × 12 + dir × 4 +
   * inCover × 2 + hidden], dir being where the enemy stands (from()).
   */
  readonly bsa: Reaction[];
  readonly gas: Reaction[];
  /** Wanting to Charge [c × 2 + inCover]; Being Charged [c × 6 + dir × 2 + inCover], unable to fire [c × 3 + dir]. */
  readonly wtc: Reaction[];
  readonly bc: Reaction[];
  readonly bcNoFire: Reaction[];
  readonly keep: Reaction[];
  /** Comin' Back in a building [c × 2 + 1] or in the open, rallied by the Outfit Leader [c × 2]. */
  readonly cominBack: Reaction[];
  /** Each figure's shooter and target kinds (see firingOf). */
  private readonly sk: Int32Array;
  private readonly tk: Int32Array;
  private readonly cache: BandCache;
  readonly p: GunfightParams;
  /**
   * Aboard a vehicle that is rolling (§10.9 [L2739–2753]): 1 at a normal move, 2 moving fast;
   * 0 on foot, or aboard one standing still. Shots from or at a rider count as moving fast.
   */
  readonly riding: Uint8Array;
  /** 1 for a rider of a vehicle with a Nag team: −1 Rep on shots from or at him while it rolls (§10.9 [L2745]). */
  readonly ridePenalty: Uint8Array;
  log: Trace | null = null;

  constructor(p: GunfightParams, o: SixgunOptions, cache = new BandCache()) {
    const figs = p.sides.flatMap((s, side) => s.figures.map((f) => ({ ...f, side, sp: s })));
    const d = p.type === 'GF-3' ? TRAIL_DISTANCE : deployment(p);
    const rank = new Int32Array(p.sides.length);
    const groupOf = new Map<string, number>();
    const group = figs.map((f) => {
      const key = `${f.side}/${f.group ?? 0}`;
      if (!groupOf.has(key)) groupOf.set(key, groupOf.size);
      return groupOf.get(key)!;
    });
    super({
      sideNames: p.sides.map((s) => s.name),
      figures: figs.map((f, i) => ({
        name: f.name,
        side: f.side,
        x: rank[f.side]++ * SPACING,
        y: f.side * d,
        group: group[i],
      })),
      battlefield: tableOf(p),
      contact: 1,
    });
    this.o = o;
    this.bystanders = o['shot.bystanders'];
    this.facings = o['gunfight.facing'] === 'flank-and-rear';
    this.fx0 = Float64Array.from(this.facing0, Math.cos);
    this.fy0 = Float64Array.from(this.facing0, Math.sin);
    this.fx = Float64Array.from(this.fx0);
    this.fy = Float64Array.from(this.fy0);
    this.type = p.type;
    const section = (p.battlefield?.pieces ?? []).map((q) => q.kind);
    this.terrain =
      (p.terrain ?? []).some((t) => !isBlocking(t.kind) && TERRAIN_CLASS[t.kind] > 0) ||
      section.some((k) => k === 'building' || k === 'wall' || k === 'fence');
    this.blocked =
      (p.terrain ?? []).some((t) => isBlocking(t.kind)) ||
      section.some((k) => k === 'building' || k === 'wall');
    this.screened =
      this.blocked ||
      (p.terrain ?? []).some((t) => t.kind === 'woods') ||
      section.includes('obscuring');
    this.routed = this.screened || this.bf.hasDifficult;
    this.interiors = (p.battlefield?.pieces ?? []).some(
      (q) => q.kind === 'building' && (q.openings?.length ?? 0) > 0,
    );
    const corners = new Corners(this.bf);
    this.corners = corners.count > 0 ? corners : null;
    this.distance = d;
    this.where = GF2_PLACES.indexOf(p.type === 'GF-3' ? 'trail' : 'town');
    this.specs = figs;
    this.sight = SIGHT_INCHES[p.sight ?? 'day'];
    this.reach = new Float64Array(figs.length);
    this.fast = new Uint8Array(figs.length);
    this.fastDice = new Int32Array(groupOf.size * 2);
    this.fastTurn = new Int32Array(groupOf.size);
    this.groups = groupOf.size;
    this.rep = Int32Array.from(figs, (f) => f.rep);
    this.veteran = Uint8Array.from(figs, (f) => (f.veteran ? 1 : 0));
    this.sand = Int32Array.from(figs, (f) => f.sand);
    this.toughness = Int32Array.from(figs, (f) => f.toughness);
    this.profession = figs.map((f) => f.profession);
    this.weapon = figs.map((f) => f.weapon as Weapon);
    this.weaponIndex = Int32Array.from(this.weapon, (w) => WEAPONS.indexOf(w));
    this.ammoClass = new Array<AmmoClass>(figs.length);
    this.cover = figs.map((f) => f.cover);
    this.policy = Uint8Array.from(figs, (f) => BAND_POLICY_NAMES.indexOf(f.policy ?? f.sp.policy));
    this.attr = Uint32Array.from(figs, (f) =>
      (f.attributes ?? []).reduce((m, a) => m | (1 << FIGHT_ATTRIBUTES.indexOf(a)), 0),
    );
    this.star = Uint8Array.from(figs, (f) => (f.star ? 1 : 0));
    this.starChoice = Uint8Array.from(figs, (f) => STAR_CHOICES.indexOf(f.sp.starChoice ?? 'roll'));
    this.toughUsed = new Uint8Array(figs.length);
    this.prone = new Uint8Array(figs.length);
    this.goProne = Uint8Array.from(figs, (f) => (f.sp.prone ? 1 : 0));
    this.mounted = new Uint8Array(figs.length);
    this.mountMove = new Uint8Array(figs.length).fill(MOUNT_MOVE.horse);
    this.siouxside = new Uint8Array(figs.length);
    this.neutral = new Uint8Array(figs.length);
    this.siouxsideAtWill = Uint8Array.from(figs, (f) => (f.sp.siouxside === 'at-will' ? 1 : 0));
    this.stayMounted = Uint8Array.from(figs, (f) => (f.sp.riders === 'stay-mounted' ? 1 : 0));
    this.meleeWeapon = Uint8Array.from(figs, (f) => (f.meleeWeapon ? 1 : 0));
    this.capAndBall = Uint8Array.from(figs, (f) => (f.capAndBall ? 1 : 0));
    this.backupUsed = new Uint8Array(figs.length);
    this.twoPistols = Uint8Array.from(figs, (f) => (f.twoPistols ? 1 : 0));
    this.ammo2 = new Uint8Array(figs.length);
    this.other = figs.map((f) => (f.otherWeapon as Weapon | undefined) ?? null);
    this.ammoOther = new Uint8Array(figs.length);
    this.switched = new Uint8Array(figs.length);
    this.switchWeapons = Uint8Array.from(figs, (f) =>
      SWITCH_POLICIES.indexOf(f.sp.switchWeapons ?? 'reach'),
    );
    // Three a man at most: his gun, his other pistol and another firearm.
    this.lying = new LyingWeapons(figs.length * 3);
    this.pickUp = o['weapons.pickUp'];
    this.dropOnOOF = o['weapons.dropOnOOF'];
    this.weapon0 = this.weapon.slice();
    this.other0 = this.other.slice();
    this.picked = new Uint8Array(figs.length);
    this.gunArm = new Uint8Array(figs.length);
    this.offArm = new Uint8Array(figs.length);
    this.twoHanded = new Uint8Array(figs.length);
    this.drunk = new Uint8Array(figs.length);
    this.spread = Uint8Array.from(figs, (f) => (f.sp.spread ? 1 : 0));
    this.outfitLeader = new Int32Array(p.sides.length);
    const n = figs.length;
    this.pairs = [];
    if (p.type === 'GF-2') {
      const [a, b] = [0, 1].map((s) => figs.flatMap((f, c) => (f.side === s ? [c] : [])));
      for (let k = 0; k < Math.min(a.length, b.length); k++) this.pairs.push([a[k], b[k]]);
    }
    this.drawSetups = new Array<Setup>(this.pairs.length);
    this.drawX = this.pairs.map(() => newScratch(2));
    this.dmg = new Int8Array(n);
    this.ammo = new Uint8Array(n);
    this.hidden = new Uint8Array(n);
    this.inCover = new Uint8Array(n);
    this.drawEnd = new Int8Array(n);
    this.end = new Int8Array(n);
    this.target = new Int32Array(n);
    this.damageBy = new Float64Array(WEAPONS.length);
    this.tests = new Float64Array(TESTS.length);
    this.drawTests = new Float64Array(TESTS.length);
    this.cache = cache;
    this.p = p;
    this.sk = new Int32Array(n);
    this.tk = new Int32Array(n);
    const slots = (k: number) => new Array<Reaction>(n * k);
    this.bsa = slots(12);
    this.gas = slots(12);
    this.wtc = slots(2);
    this.bc = slots(6);
    this.cominBack = slots(2);
    this.bcNoFire = slots(3);
    this.keep = slots(1);
    this.riding = new Uint8Array(n);
    this.ridePenalty = new Uint8Array(n);
    if (p.vehicle) this.board(p.vehicle, d);
    if (p.building?.neighbours?.some((n) => n.inside?.length)) this.house(p.building);
    this.refreshStats();
  }

  /**
   * The vehicle's driver and passengers start aboard it: where the scenario puts it, or 12"
   * west of its side's first figure, on its side's line.
   */
  private board(v: VehicleSpec, d: number): void {
    const driver = this.names.indexOf(v.driver);
    const side = this.side[driver];
    const x = v.x ?? -VEHICLE_START_WEST;
    const y = v.y ?? side * d;
    for (const name of [v.driver, ...v.aboard]) {
      const c = this.names.indexOf(name);
      this.x0[c] = x;
      this.y0[c] = y;
    }
    this.setStarts();
  }

  /** The men the scenario puts in the held building's neighbours start in them (§12). */
  private house(b: BuildingSpec): void {
    const holds = this.sideNames.indexOf(b.holds);
    houseNeighbours(b, this.names, (c) => this.side[c] === holds, this.x0, this.y0);
    this.setStarts();
  }

  /** c's cover from now on (a vehicle's, a wreck's, or none once driven out of a burning building). */
  setCover(c: number, cover: Cover): void {
    this.cover[c] = cover;
    this.tk[c] =
      (this.toughness[c] * COVERS.length + COVERS.indexOf(cover)) * 2 +
      (WEAPON_STATS[this.weapon[c]].twoHanded ? 1 : 0);
  }

  /**
   * Works out what follows from the figures' stats (rep, sand, toughness, profession, weapon,
   * veteran, attr): ammunition class, firing kinds, reach, reaction tests, each side's Outfit
   * Leader (§4.1 [L1065]: its highest Rep, the first listed on a tie) and the Draws' set-ups.
   * Run at construction, and again when a set-up rolled per trial has written new stats.
   */
  refreshStats(): void {
    for (let c = 0; c < this.n; c++) this.refreshWeapon(c);
    for (let s = 0; s < this.sides; s++) {
      let best = -1;
      for (let c = 0; c < this.n; c++)
        if (this.side[c] === s && (best < 0 || this.rep[c] > this.rep[best])) best = c;
      this.outfitLeader[s] = best;
    }
    for (let k = 0; k < this.pairs.length; k++) this.drawSetups[k] = this.drawOf(k);
  }

  /** What follows from c's weapon in hand, his Rep and attributes: firing kinds, reach, reaction tests. */
  refreshWeapon(c: number): void {
    const w = this.weapon[c];
    this.weaponIndex[c] = WEAPONS.indexOf(w);
    this.ammoClass[c] = ammoClass(w, this.o);
    this.twoHanded[c] = WEAPON_STATS[w].twoHanded ? 1 : 0;
    this.sk[c] =
      (((this.rep[c] * WEAPONS.length + this.weaponIndex[c]) * 2 + (this.has(c, 'tyro') ? 1 : 0)) *
        2 +
        (this.has(c, 'crackshot') ? 1 : 0)) *
        2 +
      this.veteran[c];
    this.tk[c] =
      (this.toughness[c] * COVERS.length + COVERS.indexOf(this.cover[c])) * 2 +
      (WEAPON_STATS[w].twoHanded ? 1 : 0);
    this.reach[c] =
      Math.min(
        effectiveRange({ weapon: w, rep: this.rep[c], veteran: this.veteran[c] === 1 }),
        this.sight,
      ) - 1;
    this.loadReactions(c);
  }

  /** A rolled figure's guns (npc.ts): `weapon` in hand, `other` carried besides (null: none). */
  carry(c: number, weapon: Weapon, other: Weapon | null): void {
    this.weapon[c] = this.weapon0[c] = weapon;
    this.other[c] = this.other0[c] = other;
    this.switched[c] = 0;
    this.picked[c] = 0;
  }

  /** c's firearms fall where he stands, each in its gun state (weapons.pickUp). */
  dropWeapons(c: number): void {
    const x = this.x[c],
      y = this.y[c];
    this.lying.drop(x, y, this.weapon[c], this.ammo[c], c);
    if (this.twoPistols[c] && this.ammo2[c] !== DRY)
      this.lying.drop(x, y, 'pistol', this.ammo2[c], c);
    if (this.other[c] !== null) this.lying.drop(x, y, this.other[c]!, this.ammoOther[c], c);
  }

  /**
   * c picks up lying gun k into his hand (§4.2 step 2 [L1122], §4.3 [L1207]): the one he held
   * goes in his belt as his other firearm when he carried only one, else he leaves it there.
   */
  takeUp(c: number, k: number): void {
    const held = this.weapon[c],
      a = this.ammo[c],
      lying = this.lying;
    this.weapon[c] = lying.weapon[k];
    this.ammo[c] = lying.ammo[k];
    const x = lying.x[k],
      y = lying.y[k];
    lying.take(k);
    if (this.other[c] === null) {
      this.other[c] = held;
      this.ammoOther[c] = a;
    } else lying.drop(x, y, held, a, c);
    this.picked[c] = 1;
    this.weaponsPickedUp++;
    this.refreshWeapon(c);
  }

  /**
   * c changes weapons (§4.2 step 2 [L1122], §4.3 [L1207]): the other he carries comes into his
   * hand with its own gun state, the one he held goes away with its own.
   */
  changeWeapons(c: number): void {
    const held = this.weapon[c],
      a = this.ammo[c];
    this.weapon[c] = this.other[c]!;
    this.other[c] = held;
    this.ammo[c] = this.ammoOther[c];
    this.ammoOther[c] = a;
    this.switched[c] ^= 1;
    this.refreshWeapon(c);
  }

  /** Pair k's Draw at the present distance, prepared once per run for its figures' stats. */
  private drawOf(k: number): Setup {
    const [a, b] = this.pairs[k];
    return this.drawBetween(a, b, this.distance, this.p.setting === 'indoors');
  }

  /**
   * The Draw of a on b `distance` inches apart (`indoors`: inside one building, C-59), with
   * their present stats, prepared once per run: a GF-2's pairs, or a type's own (the
   * Robbery's armed employee, §13.2).
   */
  drawBetween(a: number, b: number, distance: number, indoors: boolean): Setup {
    const code = (c: number) =>
      (((PROFESSIONS.indexOf(this.profession[c]) * STAT_CAP + this.rep[c]) * STAT_CAP +
        this.sand[c]) *
        STAT_CAP +
        this.toughness[c]) *
        WEAPONS.length +
      this.weaponIndex[c];
    const all = PROFESSIONS.length * STAT_CAP ** 3 * WEAPONS.length;
    const key =
      ((code(a) * all + code(b)) * 256 + Math.min(255, Math.round(distance * 2))) * 2 +
      (indoors ? 1 : 0);
    let s = this.cache.draws.get(key);
    if (s === undefined) {
      const spec = (c: number) => ({
        ...this.specs[c],
        rep: this.rep[c],
        sand: this.sand[c],
        toughness: this.toughness[c],
        profession: this.profession[c],
        weapon: this.weapon[c],
      });
      s = setup(pairDrawParams(spec(a), spec(b), distance, this.p, indoors), this.o);
      this.cache.draws.set(key, s);
    }
    return s;
  }

  /**
   * Figure c's reaction tests, prepared once per run for its profession, Sand and the
   * attributes that change them. Gun shy and "Yella" roll one die fewer on their tests
   * (§2.5 [L3093, L3119]); a Born Leader rolls one more, best two [L3059].
   */
  private loadReactions(c: number): void {
    const gunShy = this.has(c, 'gun-shy'),
      yella = this.has(c, 'yella'),
      bornLeader = this.has(c, 'born-leader'),
      muzzleLoader = this.ammoClass[c] === 'muzzle-loader';
    const key =
      ((((PROFESSIONS.indexOf(this.profession[c]) * STAT_CAP + this.sand[c]) * 2 +
        (gunShy ? 1 : 0)) *
        2 +
        (yella ? 1 : 0)) *
        2 +
        (bornLeader ? 1 : 0)) *
        2 +
      (muzzleLoader ? 1 : 0);
    let r = this.cache.reactions.get(key);
    if (r === undefined) {
      const at = (cover: boolean, more: object = {}) => ({
        ...OPEN_GROUND,
        cover,
        muzzleLoader,
        bornLeader,
        ...more,
      });
      const less = (x: Reaction, on: boolean) => (on ? { ...x, dice: Math.max(0, x.dice - 1) } : x);
      const react = (test: Test, cover: boolean, more: object = {}) =>
        setupReaction(test, this.profession[c], this.sand[c], at(cover, more), this.o, 4);
      const set: ReactionSet = {
        bsa: [],
        gas: [],
        bc: [],
        bcNoFire: [],
        wtc: [],
        cominBack: [],
        keep: react('keep-fightin', false, { muzzleLoader: false }),
      };
      for (const from of DIRECTIONS) {
        for (const cover of [false, true]) {
          for (const odds of [false, true])
            set.bsa.push(
              less(react('been-shot-at', cover, { from, oddsThreeToOne: odds }), gunShy),
            );
          for (const hidden of [false, true])
            set.gas.push(react('got-a-shot', cover, { from, hidden }));
          set.bc.push(less(react('being-charged', cover, { from }), yella));
        }
        set.bcNoFire.push(less(react('being-charged', false, { from, cannotFire: true }), yella));
      }
      for (const cover of [false, true]) {
        set.wtc.push(less(react('wanting-to-charge', cover), yella));
        set.cominBack.push(less(react('comin-back', cover), yella));
      }
      this.cache.reactions.set(key, (r = set));
    }
    for (let k = 0; k < 12; k++) {
      this.bsa[c * 12 + k] = r.bsa[k];
      this.gas[c * 12 + k] = r.gas[k];
    }
    for (let k = 0; k < 6; k++) this.bc[c * 6 + k] = r.bc[k];
    for (let k = 0; k < 3; k++) this.bcNoFire[c * 3 + k] = r.bcNoFire[k];
    for (let k = 0; k < 2; k++) {
      this.wtc[c * 2 + k] = r.wtc[k];
      this.cominBack[c * 2 + k] = r.cominBack[k];
    }
    this.keep[c] = r.keep;
  }

  /**
   * Where a stands from t's point of view (§4.7 [L785–789]): FRONT, or FLANK when behind the
   * line of t's front edge, REAR when behind the line of its rear edge (t's base a 1" square
   * facing the way it last turned). Always FRONT with `gunfight.facing: front`.
   */
  from(t: number, a: number): number {
    if (!this.facings) return FRONT;
    const ahead = (this.x[a] - this.x[t]) * this.fx[t] + (this.y[a] - this.y[t]) * this.fy[t];
    return ahead < -HALF_BASE ? REAR : ahead < HALF_BASE ? FLANK : FRONT;
  }

  /** c turns to face e (an active figure turns freely; a figure turns to fire, §4.3 [L1141]). */
  face(c: number, e: number): void {
    this.aim(c, this.x[e] - this.x[c], this.y[e] - this.y[c]);
  }

  /** c faces along (dx, dy); standing still, he keeps his facing. */
  private aim(c: number, dx: number, dy: number): void {
    const d = Math.sqrt(dx * dx + dy * dy);
    if (d === 0) return;
    this.fx[c] = dx / d;
    this.fy[c] = dy / d;
  }

  /** How far c's charge reaches (C-36): in the saddle twice his mount's move (§10.4), else 12". */
  chargeReach(c: number): number {
    return this.mounted[c] === 1 ? 2 * this.mountMove[c] : CHARGE_REACH;
  }

  /** Whether rider c fights from the saddle (his side's riders: stay-mounted, §10.5). */
  ridersStay(c: number): boolean {
    return this.stayMounted[c] === 1;
  }

  /**
   * Whether no building or wall stands between a and b (§4.7 [L779–789]) and no more woods
   * than sight goes through (WOODS_SIGHT), kept per pair until either moves. Light and weather
   * are `sight`'s, who hides is `hidden`'s.
   */
  sightLine(a: number, b: number): boolean {
    if (!this.screened) return true;
    let v = this.pairValue(a, b);
    if (v === UNKNOWN) {
      v = this.bf.lineOfSight(this.x[a], this.y[a], this.x[b], this.y[b]) ? 1 : 0;
      this.keepPairValue(a, b, v);
      this.keepPairValue(b, a, v);
    }
    return v === 1;
  }

  /**
   * Whether c sees a figure standing at (x, y), `d` inches off (§4.7): no farther than light
   * and weather let him see, and the sight line clear. `at` is the figure standing there (the
   * line kept per pair, sightLine), or −1 for a point of a move's path. Who hides is the
   * caller's to ask.
   */
  seesSpot(c: number, x: number, y: number, d: number, at: number): boolean {
    if (d > this.sight) return false;
    if (at >= 0) return this.sightLine(c, at);
    return !this.screened || this.bf.lineOfSight(this.x[c], this.y[c], x, y);
  }

  /** Whether figure c has attribute a (§2.5). */
  has(c: number, a: FightAttribute): boolean {
    // Most figures have none: no lookup of the attribute's bit for them.
    const m = this.attr[c];
    return m !== 0 && (m & ATTRIBUTE_BIT[a]) !== 0;
  }

  /** The starts a set-up placed, each figure facing its nearest enemy. */
  override setStarts(): void {
    super.setStarts();
    for (let c = 0; c < this.n && this.fx0; c++) {
      this.fx0[c] = Math.cos(this.facing0[c]);
      this.fy0[c] = Math.sin(this.facing0[c]);
    }
  }

  /** Moves c to (x, y), facing the way it went. */
  override place(c: number, x: number, y: number): void {
    const dx = x - this.x[c],
      dy = y - this.y[c];
    super.place(c, x, y);
    this.aim(c, dx, dy);
  }

  reset(): void {
    this.resetFigures();
    // One pass over the figures rather than a fill() per column: at eight figures each fill
    // cost more than the stores it makes, and the reset comes every gunfight.
    const cover = this.type === 'GF-3' ? 1 : 0;
    let changed = false;
    for (let c = 0; c < this.n; c++) {
      this.fx[c] = this.fx0[c];
      this.fy[c] = this.fy0[c];
      this.dmg[c] = 0;
      this.ammo[c] = LOADED;
      this.ammo2[c] = this.twoPistols[c] ? LOADED : DRY;
      if (this.picked[c]) {
        this.picked[c] = this.switched[c] = 0;
        this.weapon[c] = this.weapon0[c];
        this.other[c] = this.other0[c];
        this.refreshWeapon(c);
        changed = true;
      }
      if (this.switched[c]) {
        this.changeWeapons(c);
        this.ammo[c] = LOADED;
        changed = true;
      }
      this.ammoOther[c] = this.other[c] === null ? DRY : LOADED;
      this.gunArm[c] = 0;
      this.offArm[c] = 0;
      this.hidden[c] = 0;
      this.inCover[c] = cover;
      this.drawEnd[c] = 0;
      // Nobody has been hurt yet: a figure no Draw set (GF-3, or unpaired in a GF-2) starts unhurt.
      this.end[c] = UNHURT;
      this.target[c] = -1;
      this.toughUsed[c] = 0;
      this.prone[c] = 0;
      this.mounted[c] = 0;
      this.siouxside[c] = 0;
      this.backupUsed[c] = 0;
      this.drunk[c] = 0;
      this.fast[c] = 0;
      this.riding[c] = 0;
    }
    for (let k = 0; k < this.damageBy.length; k++) this.damageBy[k] = 0;
    for (let k = 0; k < this.tests.length; k++) this.tests[k] = this.drawTests[k] = 0;
    for (let g = 0; g < this.groups; g++) this.fastTurn[g] = 0;
    // A rolled set-up's refresh may have prepared the Draw with the weapon he ended the last in.
    if (changed) for (let k = 0; k < this.pairs.length; k++) this.drawSetups[k] = this.drawOf(k);
    this.weaponSwitches = 0;
    this.weaponsPickedUp = 0;
    this.lying.count = 0;
    this.reloads = 0;
    this.melees = 0;
    this.horsesHit = 0;
    this.ridersThrown = 0;
    this.skittishTests = 0;
    this.horsesRunOff = 0;
    this.strayHits = 0;
  }

  /**
   * The firing of s at t from where they stand now, with `penalty` off s's shooting Rep,
   * t in its cover or not, s's last shot or not, and either of them moving fast or not (both
   * turn a shot's 8 into a miss and nothing else, §6.2 [L1495]).
   */
  firingOf(
    s: number,
    t: number,
    penalty: number,
    last: boolean,
    fast: boolean,
    halfRange = false,
  ): Firing {
    const inches = Math.min(MAX_INCHES, Math.round(this.dist(s, t)));
    const pen = Math.min(MAX_PENALTY, penalty);
    const place = this.placeOf(s, t);
    if (halfRange) return this.halfRangeFiringOf(s, t, pen, inches, last, fast, place);
    const pair = (this.cache.firings[this.sk[s] * TARGET_KINDS + this.tk[t]] ??= new Array(
      PER_PAIR,
    ));
    const crowd = this.crowdFor(s, t, fast);
    const k =
      (((((inches * (MAX_PENALTY + 1) + pen) * PLACES + place) * 2 + this.prone[t]) * SEATS +
        this.seat(t)) *
        4 +
        (last ? 2 : 0) +
        (fast ? 1 : 0)) *
        2 +
      crowd;
    return (pair[k] ??= setupFiring(
      { ...this.situation(s, t, pen, inches, fast, place, crowd), shots: last ? 1 : undefined },
      this.o,
    ));
  }

  /**
   * t's share of a firing of s spread over several targets (§3.3, §6.1; A-14): `shots` dice,
   * after `before` dice declared on earlier targets and before `after` on later ones.
   */
  spreadFiringOf(
    s: number,
    t: number,
    penalty: number,
    before: number,
    shots: number,
    after: number,
    fast: boolean,
  ): Firing {
    const inches = Math.min(MAX_INCHES, Math.round(this.dist(s, t)));
    const pen = Math.min(MAX_PENALTY, penalty);
    const place = this.placeOf(s, t);
    const crowd = this.crowdFor(s, t, fast);
    const key =
      ((((((this.sk[s] * TARGET_KINDS + this.tk[t]) * (MAX_INCHES + 1) + inches) *
        (MAX_PENALTY + 1) +
        pen) *
        PLACES +
        place) *
        4 *
        SEATS +
        this.seat(t) * 4 +
        this.prone[t] * 2 +
        (fast ? 1 : 0)) *
        64 +
        before * 16 +
        shots * 4 +
        after) *
        2 +
      crowd;
    let f = this.cache.spread.get(key);
    if (f === undefined) {
      f = setupFiring(
        {
          ...this.situation(s, t, pen, inches, fast, place, crowd),
          shots,
          shotsBefore: before,
          shotsAfter: after,
        },
        this.o,
      );
      this.cache.spread.set(key, f);
    }
    return f;
  }

  /**
   * One pistol's firing of s at t when he fires two at once (§3.5): its own dice in its own
   * shot order ([L1497, L1507]: "from the same weapon"), an 8 missing (§6.2 row 8 [L1501]).
   * Never a last shot: a pistol down to its last fires alone.
   */
  twoGunFiringOf(s: number, t: number, penalty: number, fast: boolean, halfRange: boolean): Firing {
    const inches = Math.min(MAX_INCHES, Math.round(this.dist(s, t)));
    const pen = Math.min(MAX_PENALTY, penalty);
    const place = this.placeOf(s, t);
    const key = this.firingKey(s, t, pen, inches, place, halfRange, fast);
    let f = this.cache.twoGuns.get(key);
    if (f === undefined) {
      f = setupFiring(
        {
          ...this.situation(s, t, pen, inches, fast, place),
          twoWeapons: true,
          rangeFactor: halfRange ? 0.5 : 1,
        },
        this.o,
      );
      this.cache.twoGuns.set(key, f);
    }
    return f;
  }

  /**
   * A key for the maps of firings set up for one shooter and target kind, range, penalty,
   * place, the target mounted and prone, one flag of the caller's (half range, last shot) and
   * moving fast: unique over them all, as the firings differ by each.
   */
  private firingKey(
    s: number,
    t: number,
    pen: number,
    inches: number,
    place: number,
    flag: boolean,
    fast: boolean,
  ): number {
    const situation =
      (((this.sk[s] * TARGET_KINDS + this.tk[t]) * (MAX_INCHES + 1) + inches) * (MAX_PENALTY + 1) +
        pen) *
        PLACES +
      place;
    const target = (situation * SEATS + this.seat(t)) * 2 + this.prone[t];
    return (target * 2 + (flag ? 1 : 0)) * 2 + (fast ? 1 : 0);
  }

  /** A firing at or from a vehicle moving fast: its effective range halved (§10.9 [L2747]). */
  private halfRangeFiringOf(
    s: number,
    t: number,
    pen: number,
    inches: number,
    last: boolean,
    fast: boolean,
    place: number,
  ): Firing {
    const key = this.firingKey(s, t, pen, inches, place, last, fast);
    let f = this.cache.halfRange.get(key);
    if (f === undefined) {
      f = setupFiring(
        {
          ...this.situation(s, t, pen, inches, fast, place),
          shots: last ? 1 : undefined,
          rangeFactor: 0.5,
        },
        this.o,
      );
      this.cache.halfRange.set(key, f);
    }
    return f;
  }

  /**
   * How many figures stand within 2" of t, s and t aside, when the world plays bystanders
   * (§6.2 [L1503–1506]: friend, foe or neutral): those in the fight and the neutral ones.
   */
  crowdAround(s: number, t: number): number {
    if (!this.bystanders) return 0;
    let k = 0;
    for (let b = 0; b < this.n; b++) if (this.standsBy(s, t, b)) k++;
    return k;
  }

  /**
   * 1 when a firing of s at t has someone standing by to take its 8, else 0. Moving fast or
   * at a prone target every 8 misses (§6.2 [L1488–1502]), so nobody is looked for: the same
   * firing, for less work.
   */
  private crowdFor(s: number, t: number, fast: boolean): number {
    return fast || this.prone[t] === 1 || this.crowdAround(s, t) === 0 ? 0 : 1;
  }

  /** The k-th (from 0, in figure order) of the figures crowdAround counts. */
  inCrowd(s: number, t: number, k: number): number {
    for (let b = 0; b < this.n; b++) if (this.standsBy(s, t, b) && k-- === 0) return b;
    return -1;
  }

  private standsBy(s: number, t: number, b: number): boolean {
    return (
      b !== s &&
      b !== t &&
      (this.alive[b] === 1 || this.neutral[b] === 1) &&
      this.dist(b, t) <= BYSTANDER_REACH
    );
  }

  /**
   * A neutral bystander c, hit, joins `side` for the rest of the encounter (§6.2 [L1503–1506]):
   * in the fight, in the group of that side's first standing figure (the first of it, when
   * none stands), playing its policy.
   */
  join(c: number, side: number): void {
    let mate = -1;
    for (let e = 0; e < this.n && mate < 0; e++)
      if (this.alive[e] && this.side[e] === side) mate = e;
    // With all of them down he still joins a group of theirs, which the activation dice know as theirs.
    for (let e = 0; e < this.n && mate < 0; e++)
      if (!this.neutral[e] && this.side[e] === side) mate = e;
    this.neutral[c] = 0;
    this.side[c] = side;
    if (mate >= 0) {
      this.group[c] = this.group[mate];
      this.policy[c] = this.policy[mate];
    }
    this.alive[c] = 1;
    this.status[c] = ACTIVE;
    if (this.standing[side]++ === 0) this.sidesLeft++;
  }

  /** t's seat (SEATS): 0 on foot, 1 in the saddle, 2 riding Siouxside. */
  private seat(t: number): number {
    return this.mounted[t] + this.siouxside[t];
  }

  /**
   * Where t stands against s's fire: 1 behind his own cover (ducked back and stepped out from
   * it), else 0 in the open or 1 + the class of the terrain cover he stands in, or that the
   * line from s crosses (§6.6 [L4717–4727]); at a building's or wall's corner, its corner
   * cover where that is better (cornerPlace). Inside a building, t has its cover against a
   * shooter outside, seen through an opening; the building s fires out of covers only s; two
   * inside one building are in obscuring cover against each other (C-59 [L1941]).
   */
  private placeOf(s: number, t: number): number {
    if (this.inCover[t]) return 1;
    const from = this.interiors ? this.bf.buildingAt(this.x[s], this.y[s]) : -1;
    if (from >= 0 && this.bf.buildingAt(this.x[t], this.y[t]) === from) return OBSCURING_PLACE;
    const c = this.terrain
      ? this.bf.coverOnLine(this.x[s], this.y[s], this.x[t], this.y[t], from)
      : 0;
    if (this.corners !== null && c < BULLETPROOF_CLASS) {
      const side = this.corners.at(this.x[s], this.y[s], this.x[t], this.y[t]);
      if (side !== NO_CORNER) return this.cornerPlace(side, c);
    }
    return c === 0 ? 0 : c + 1;
  }

  /**
   * At the corner of a bulletproof building or wall a man is behind Corner (flush) with it on
   * his off-arm side, everyone being right-handed, and Corner (away) with it on his gun-arm
   * side (§6.7 [L1608–1609]); at a lighter one's corner, behind its cover (§6.6), unless the
   * terrain gives him better.
   */
  private cornerPlace(side: number, terrain: number): number {
    const k = this.corners!.found;
    if (k >= BULLETPROOF_CLASS) return side === ON_LEFT ? CORNER_FLUSH : CORNER_AWAY;
    const c = Math.max(k, terrain);
    return c === 0 ? 0 : c + 1;
  }

  /**
   * Whether c counts as in cover for his reaction tests (§5.3): ducked back behind his own,
   * inside a building, or standing in a terrain feature that gives cover.
   */
  covered(c: number): number {
    if (this.inCover[c] || !this.terrain) return this.inCover[c];
    if (this.interiors && this.bf.buildingAt(this.x[c], this.y[c]) >= 0) return 1; // inside its walls

    const z = this.bf.areaAt(this.x[c], this.y[c], COVER_AREA);
    return z >= 0 && this.bf.areaValue[z] > 0 ? 1 : 0;
  }

  /** What a firing of s at t reads of them both, `inches` apart, t at `place` (placeOf). */
  private situation(
    s: number,
    t: number,
    pen: number,
    inches: number,
    fast: boolean,
    place: number,
    crowd = 0,
  ) {
    return {
      ...PLAIN_SHOT,
      // Anyone within 2" of t: a shot's 8 hits one of them, or t's horse, instead (§6.2).
      bystanders: crowd,
      rep: this.rep[s],
      // A Tyro fires at −1 Rep, a Crackshot +1 to the die (§2.5 [L3065, L3073]).
      repModifier: -pen - (this.has(s, 'tyro') ? 1 : 0),
      crackshot: this.has(s, 'crackshot'),
      veteran: this.veteran[s] === 1,
      weapon: this.weapon[s],
      distance: Math.max(1, inches),
      toughness: this.toughness[t],
      cover:
        place === 1
          ? this.cover[t]
          : place === CORNER_FLUSH
            ? ('corner-flush' as const)
            : place === CORNER_AWAY
              ? ('corner-away' as const)
              : TERRAIN_COVER[place === 0 ? 0 : place - 1],
      // A prone target: an 8 misses, and its damage is read as behind obscuring cover (§4.6).
      prone: this.prone[t] === 1,
      // A shot's 8 at a rider hits his horse (§6.2 [L1503–1506], C-58).
      mounted: this.mounted[t] === 1,
      siouxside: this.siouxside[t] === 1,
      targetMovingFast: fast,
      targetDoing: WEAPON_STATS[this.weapon[t]].twoHanded
        ? ('firing-rifle' as const)
        : ('firing-pistol' as const),
    };
  }
}
