import { Battlefield, COVER_AREA, type PieceSpec } from '../../../encounter/battlefield.ts';
import { piecesOf, terrainOf } from '../../../encounter/battlefield-schema.ts';
import { packColumns } from '../../../encounter/columns.ts';
import { Figures } from '../../../encounter/figures.ts';
import type { Trace } from '../../../encounter/trace.ts';
import { brawlBase } from '../brawl.ts';
import { MAX_HP, SPADE_WEAPONS, WEAPONS, type Weapon } from '../data.ts';
import { tierDice } from '../pool.ts';
import type { CowpokeOptions } from '../options.ts';
import { POLICY_NAMES } from './policies/names.ts';
import { Objectives } from './objectives.ts';
import type { EncounterParams } from './schema.ts';
import { CLASS_DICE, COVER_CLASSES, DAMAGE_KINDS, NO_WEAPON } from './tables.ts';
import { TARGET_NAMES } from './target-names.ts';

/**
 * The battlefield of a scenario: its cover rectangles are cover areas (the heavier class
 * winning where they overlap, cowpoke.md cover.mixed), then the shared section's pieces.
 */
export function battlefieldOf(p: EncounterParams): Battlefield {
  const zones = p.battlefield.cover.map((z, i): PieceSpec => ({
    kind: 'cover',
    name: z.name ?? `${z.kind} cover ${i + 1}`,
    x: z.x,
    y: z.y,
    width: z.width,
    height: z.height,
    cover: COVER_CLASSES.indexOf(z.kind) + 1,
  }));
  return new Battlefield(
    terrainOf(p.battlefield, [...zones, ...piecesOf(p.battlefield, COVER_CLASSES)]),
  );
}

/**
 * Everything one encounter needs, built once per run and reset per trial: characters as
 * parallel typed arrays (index = character), cover zones, pending dynamite. Nothing is
 * allocated while a trial plays.
 */
export class World extends Figures {
  readonly o: CowpokeOptions;
  /** Whether the battlefield has walls, fences or difficult ground (beyond cover rectangles): moves and cover then ask it. */
  readonly terrain: boolean;
  readonly maxTurns: number;
  // Options read in the hot loop, resolved once (string-keyed lookups cost more than the dice).
  readonly halfOpen: boolean;
  readonly crit: boolean;
  readonly firstLight: boolean;
  /** defenderMoved.mode: 0 any move in the latest activation, 1 runs only, 2 this Game Turn. */
  readonly defenderMovedMode: number;
  readonly base0HailMary: boolean;
  /** Facing is tracked and a shot from the rear 180° gets the Back Shot die (backShot.facing). */
  readonly backShots: boolean;
  readonly minPool: number;
  readonly switchCost: number;
  readonly initiative: CowpokeOptions['initiative.method'];
  readonly freeActionsBreakAim: boolean;
  readonly dynamiteNeedsSwitch: boolean;
  readonly orphanFuseGoesOff: boolean;
  /** deadReckoning.enabled: policies choose by judged distances (cowpoke.md §1.17). */
  readonly reckon: boolean;
  readonly reckonError: number;
  readonly tierName: string[];
  // static
  readonly maxHp: Int32Array;
  readonly tier: Int32Array;
  readonly toughStart: Uint8Array;
  readonly fast: Uint8Array;
  readonly holster: Uint8Array;
  /** Extra AP per activation: 1 for a Lucky character under lucky.enabled (cowpoke.md §6). */
  readonly lucky: Uint8Array;
  readonly melee: Uint8Array;
  readonly brawlBase: Int32Array;
  /** Two firearm slots per character (weapon index or NO_WEAPON). */
  readonly gun: Int32Array;
  readonly marksman: Int32Array;
  readonly sticksStart: Int32Array;
  /** The starting cover, worked out once: every trial starts from it. */
  readonly cover0: Int32Array;
  /** Each character's policy, as its index in POLICY_NAMES. */
  readonly policy: Uint8Array;
  /** Each character's target choice, as its index in TARGET_NAMES. */
  readonly target: Uint8Array;
  readonly spade: Uint8Array;
  readonly hearts: Int32Array;
  // dynamic
  readonly dmg: Int32Array;
  readonly tough: Uint8Array;
  readonly slot: Int32Array;
  readonly empty: Uint8Array;
  readonly sticks: Int32Array;
  readonly aim: Int32Array;
  /** Game turn of the character's latest Move, Run or Disengage (−1 = never). */
  readonly movedTurn: Int32Array;
  /** What the character did in its latest activation: 1 moved, 2 ran (cowpoke.md A8). */
  readonly movedLatest: Uint8Array;
  readonly overwatch: Uint8Array;
  readonly watchAngle: Float64Array;
  /** Recorded damage per scar group (head, chest, gut, arms, legs), for critical injuries. */
  readonly scar: Int32Array;
  /** Cover dice where each character stands, refreshed whenever it moves. */
  readonly cover: Int32Array;
  readonly fuse: Uint8Array;
  readonly fuseX: Float64Array;
  readonly fuseY: Float64Array;
  readonly fuseDice: Int32Array;
  // per trial bookkeeping
  readonly damageBy: Float64Array;
  /** Scratch for the dice of one roll (shown in traces). */
  readonly faces = new Uint8Array(64);
  readonly mark: Uint8Array;
  /** The active character's judged distance to each figure, as a factor of the true one (Dead Reckoning). */
  readonly eye: Float64Array;
  /** True while a policy chooses under Dead Reckoning: ranges are then the judged ones. */
  judging = false;
  /** The scenario's objectives (none in a plain fight). */
  readonly obj: Objectives;
  // what the policy asked for
  actTarget = -1;
  actX = 0;
  actY = 0;
  actStop = 0;
  /** Whether the active character has used its one Move this activation. */
  actMoved = false;
  /** Whether it Ran this activation: no Shoot, Aim or Brawl after it (cowpoke.md §1.14, A14). */
  actRan = false;
  /** Shooting actions (Shoot, Blaze Away, Throw) it took this activation: two at most (A28). */
  actShots = 0;
  /** The play-by-play being written, or null while simulating. */
  log: Trace | null = null;
  /**
   * The per-trial columns reset() puts back (damage, Tough, slots, ammunition, sticks, aims,
   * moves, Overwatch, fuses, cover, scars, damage by kind) live in `trial`'s bytes, and `start`
   * holds them as a trial starts: reset copies it back whole (packColumns).
   */
  private readonly trial: Uint8Array;
  private readonly start: Uint8Array;

  constructor(p: EncounterParams, o: CowpokeOptions, bf: Battlefield = battlefieldOf(p)) {
    const chars = p.sides.flatMap((s, i) =>
      s.characters.map((c) => ({ ...c, side: i, sidePolicy: s.policy, sideTarget: s.target })),
    );
    const figures = chars.map((c) => ({
      name: c.name,
      side: c.side,
      x: c.x,
      y: c.y,
      facing: c.facing === undefined ? undefined : (c.facing * Math.PI) / 180,
    }));
    super({
      sideNames: p.sides.map((s) => s.name),
      figures,
      battlefield: bf,
      contact: o['encounter.contactDistance'],
    });
    this.terrain = bf.segs > 0 || bf.hasDifficult;
    const n = this.n;
    this.o = o;
    this.maxTurns = p.maxTurns;
    this.halfOpen = o['range.boundary'] === 'halfOpen';
    this.crit = o['critInjury.enabled'];
    this.firstLight = o['tough.mode'] === 'firstLightWound';
    this.defenderMovedMode = ['anyMoveLatestActivation', 'runOnly', 'currentTurnOnly'].indexOf(
      o['defenderMoved.mode'],
    );
    this.base0HailMary = o['minDice.base0HailMary'];
    this.backShots = o['backShot.facing'] === 'tracked';
    this.minPool = o['brawl.minPool'];
    this.switchCost = o['weaponSwitch.apCost'];
    this.initiative = o['initiative.method'];
    this.freeActionsBreakAim = o['aim.freeActionsBreak'];
    this.dynamiteNeedsSwitch = o['dynamite.needsSwitch'];
    this.orphanFuseGoesOff = o['dynamite.orphanFuse'] === 'ownersTurnStart';
    this.reckon = o['deadReckoning.enabled'];
    this.reckonError = o['deadReckoning.error'];
    this.tierName = chars.map((c) => c.tier[0].toUpperCase() + c.tier.slice(1));
    const has = (c: (typeof chars)[number], s: string) => (c.skills as string[]).includes(s);
    this.maxHp = Int32Array.from(chars, (c) => MAX_HP[c.tier]);
    this.tier = Int32Array.from(chars, (c) => tierDice(c.tier, o));
    this.toughStart = Uint8Array.from(chars, (c) =>
      c.tier === 'legend' || has(c, 'tough') ? 1 : 0,
    );
    this.fast = Uint8Array.from(chars, (c) => (has(c, 'fast') ? 1 : 0));
    this.holster = Uint8Array.from(chars, (c) => (has(c, 'holster') ? 1 : 0));
    this.lucky = Uint8Array.from(chars, (c) => (o['lucky.enabled'] && has(c, 'lucky') ? 1 : 0));
    this.gun = new Int32Array(n * 2).fill(NO_WEAPON);
    chars.forEach((c, i) =>
      c.weapons
        .filter((w) => w !== 'dynamite')
        .forEach((w, k) => (this.gun[i * 2 + k] = WEAPONS.indexOf(w))),
    );
    const clubs = o['brawl.firearmIsMeleeWeapon'];
    this.melee = Uint8Array.from(chars, (c, i) =>
      c.melee || (clubs && this.gun[i * 2] !== NO_WEAPON) ? 1 : 0,
    );
    this.brawlBase = Int32Array.from(chars, (c, i) =>
      brawlBase({ tier: c.tier, brawler: has(c, 'brawler'), melee: this.melee[i] === 1 }, o),
    );
    this.marksman = Int32Array.from(chars, (c) =>
      has(c, 'marksman') ? WEAPONS.indexOf((c.marksman ?? c.weapons[0]) as Weapon) : NO_WEAPON,
    );
    this.sticksStart = Int32Array.from(
      chars,
      (c) => c.weapons.filter((w) => w === 'dynamite').length * o['dynamite.sticks'],
    );
    this.policy = Uint8Array.from(chars, (c) => POLICY_NAMES.indexOf(c.policy ?? c.sidePolicy));
    this.target = Uint8Array.from(chars, (c) => TARGET_NAMES.indexOf(c.target ?? c.sideTarget));
    const spade = new Set<Weapon>([
      ...SPADE_WEAPONS,
      ...(o['ammo.shotgunIsSpade'] ? (['shotgun'] as const) : []),
    ]);
    this.spade = Uint8Array.from(WEAPONS, (w) => (spade.has(w) ? 1 : 0));
    this.hearts = Int32Array.from(WEAPONS, (w) =>
      w === 'shotgun'
        ? o['spread.hearts.shotgun']
        : w === 'gatling'
          ? o['spread.hearts.gatling']
          : 0,
    );

    this.dmg = new Int32Array(n);
    this.tough = new Uint8Array(n);
    this.slot = new Int32Array(n);
    this.empty = new Uint8Array(n * 2);
    this.sticks = new Int32Array(n);
    this.aim = new Int32Array(n);
    this.movedTurn = new Int32Array(n);
    this.movedLatest = new Uint8Array(n);
    this.overwatch = new Uint8Array(n);
    this.watchAngle = new Float64Array(n);
    this.scar = new Int32Array(n * 5);
    this.cover = new Int32Array(n);
    this.fuse = new Uint8Array(n);
    this.fuseX = new Float64Array(n);
    this.fuseY = new Float64Array(n);
    this.fuseDice = new Int32Array(n);
    this.damageBy = new Float64Array(DAMAGE_KINDS.length);
    this.mark = new Uint8Array(n);
    this.obj = new Objectives(p);
    this.eye = new Float64Array(n).fill(1);
    this.cover0 = Int32Array.from(chars, (c) => this.coverAt(c.x, c.y));
    const trial = packColumns([
      this.damageBy,
      this.dmg,
      this.tough,
      this.slot,
      this.empty,
      this.sticks,
      this.aim,
      this.movedTurn,
      this.movedLatest,
      this.overwatch,
      this.fuse,
      this.cover,
      this.scar,
    ] as const);
    [
      this.damageBy,
      this.dmg,
      this.tough,
      this.slot,
      this.empty,
      this.sticks,
      this.aim,
      this.movedTurn,
      this.movedLatest,
      this.overwatch,
      this.fuse,
      this.cover,
      this.scar,
    ] = trial.columns;
    this.trial = trial.bytes;
    // The columns stay as built until the first reset; the start differs from them in these.
    const built = trial.bytes.slice();
    for (let c = 0; c < n; c++) {
      this.tough[c] = this.toughStart[c];
      this.sticks[c] = this.sticksStart[c];
      this.aim[c] = -1;
      this.movedTurn[c] = -1;
      this.cover[c] = this.cover0[c];
    }
    this.start = trial.bytes.slice();
    trial.bytes.set(built);
  }

  reset(): void {
    this.resetFigures();
    this.trial.set(this.start);
    this.obj.reset();
  }

  /** The distance from s to t as s reckons it: the tape's, except while a policy judges by eye. */
  range(s: number, t: number): number {
    return this.judging ? this.dist(s, t) * this.eye[t] : this.dist(s, t);
  }

  /** A side that took every objective has won, whoever else still stands. */
  override sidesStanding(): number {
    return this.obj.winner >= 0 ? 1 : this.sidesLeft;
  }

  override winner(): number {
    return this.obj.winner >= 0 ? this.obj.winner : super.winner();
  }

  /** The cover zone a point is in (the heaviest if zones overlap, cowpoke.md cover.mixed), or −1. */
  zoneAt(px: number, py: number): number {
    return this.bf.areaAt(px, py, COVER_AREA);
  }

  /** Cover dice of zone z. */
  zoneCover(z: number): number {
    return CLASS_DICE[this.bf.areaValue[z]];
  }

  zoneName(z: number): string {
    return this.bf.names[this.bf.areaPiece[z]];
  }

  /** Cover dice at a point (0 in the open). */
  coverAt(px: number, py: number): number {
    const z = this.zoneAt(px, py);
    return z < 0 ? 0 : this.zoneCover(z);
  }

  /**
   * Cover dice of t against a shot from s: the cover zone t stands in, or the heaviest piece
   * the line crosses (a fence, the wall round the window t is seen through), whichever is heavier.
   */
  coverDice(s: number, t: number): number {
    if (!this.terrain) return this.cover[t];
    const line = CLASS_DICE[this.bf.coverOnLine(this.x[s], this.y[s], this.x[t], this.y[t])];
    return line < this.cover[t] ? line : this.cover[t];
  }

  /** The weapon in c's hand, or NO_WEAPON. */
  weapon(c: number): number {
    return this.gun[c * 2 + this.slot[c]];
  }
}
