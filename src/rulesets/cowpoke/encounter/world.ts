import { BRAWL_DICE, COVER_DICE, MAX_HP, SPADE_WEAPONS, WEAPONS, type Weapon } from '../data.ts';
import { tierDice } from '../pool.ts';
import type { CowpokeOptions } from '../options.ts';
import { POLICIES, type Policy } from './policies/index.ts';
import type { EncounterParams } from './schema.ts';
import { DAMAGE_KINDS, NO_WEAPON } from './tables.ts';
import { TARGETS, type TargetChoice } from './targets.ts';

/**
 * Everything one encounter needs, built once per run and reset per trial: characters as
 * parallel typed arrays (index = character), cover zones, pending dynamite. Nothing is
 * allocated while a trial plays.
 */
export class World {
  readonly n: number;
  readonly sides: number;
  readonly o: CowpokeOptions;
  readonly maxTurns: number;
  // Options read in the hot loop, resolved once (string-keyed lookups cost more than the dice).
  readonly halfOpen: boolean;
  readonly crit: boolean;
  readonly critStack: boolean;
  readonly firstLight: boolean;
  /** defenderMoved.mode: 0 any move in the latest activation, 1 runs only, 2 this Game Turn. */
  readonly defenderMovedMode: number;
  readonly base0HailMary: boolean;
  readonly minPool: number;
  readonly switchCost: number;
  readonly initiative: CowpokeOptions['initiative.method'];
  readonly freeActionsBreakAim: boolean;
  readonly dynamiteNeedsSwitch: boolean;
  readonly orphanFuseGoesOff: boolean;
  /** Centre-to-centre distance at which two models are in base contact. */
  readonly contact: number;
  readonly names: string[];
  readonly sideNames: string[];
  readonly tierName: string[];
  // static
  readonly side: Int32Array;
  readonly maxHp: Int32Array;
  readonly tier: Int32Array;
  readonly toughStart: Uint8Array;
  readonly fast: Uint8Array;
  readonly holster: Uint8Array;
  readonly melee: Uint8Array;
  readonly brawlBase: Int32Array;
  /** Two firearm slots per character (weapon index or NO_WEAPON). */
  readonly gun: Int32Array;
  readonly marksman: Int32Array;
  readonly sticksStart: Int32Array;
  readonly x0: Float64Array;
  readonly y0: Float64Array;
  /** The starting distances, contacts and cover, worked out once: every trial starts from them. */
  readonly dd0: Float64Array;
  readonly touching0: Uint8Array;
  readonly contacts0: Int32Array;
  readonly cover0: Int32Array;
  readonly policy: Policy[];
  readonly target: TargetChoice[];
  readonly spade: Uint8Array;
  readonly hearts: Int32Array;
  // cover zones
  readonly zones: number;
  readonly zx: Float64Array;
  readonly zy: Float64Array;
  readonly zw: Float64Array;
  readonly zh: Float64Array;
  readonly zcover: Int32Array;
  readonly zoneName: string[];
  // dynamic
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly dmg: Int32Array;
  readonly tough: Uint8Array;
  readonly alive: Uint8Array;
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
  /** Distances between characters (n × n), refreshed whenever one moves: the policies ask often. */
  readonly dd: Float64Array;
  /** Enemy pairs standing in base contact (n × n), and each character's count of them, kept up to date by refreshDist and remove. */
  readonly touching: Uint8Array;
  readonly contacts: Int32Array;
  /** Cover dice where each character stands, refreshed whenever it moves. */
  readonly cover: Int32Array;
  readonly fuse: Uint8Array;
  readonly fuseX: Float64Array;
  readonly fuseY: Float64Array;
  readonly fuseDice: Int32Array;
  // per trial bookkeeping
  turn = 0;
  /** Characters standing per side, and sides with anyone standing (kept up to date by `remove`). */
  readonly standing: Int32Array;
  sidesLeft = 0;
  firstBlood = -1;
  readonly damageBy: Float64Array;
  /** Scratch for the dice of one roll (shown in traces). */
  readonly faces = new Uint8Array(64);
  readonly mark: Uint8Array;
  // what the policy asked for
  actTarget = -1;
  actX = 0;
  actY = 0;
  actStop = 0;
  /** Whether the active character has used its one Move this activation. */
  actMoved = false;
  /** The play-by-play being written, or null while simulating. */
  log: string[] | null = null;

  constructor(p: EncounterParams, o: CowpokeOptions) {
    const chars = p.sides.flatMap((s, i) => s.characters.map((c) => ({ ...c, side: i, sidePolicy: s.policy, sideTarget: s.target })));
    const n = (this.n = chars.length);
    this.sides = p.sides.length;
    this.o = o;
    this.maxTurns = p.maxTurns;
    this.halfOpen = o['range.boundary'] === 'halfOpen';
    this.crit = o['critInjury.enabled'];
    this.critStack = o['critInjury.stackWithinGroup'];
    this.firstLight = o['tough.mode'] === 'firstLightWound';
    this.defenderMovedMode = ['anyMoveLatestActivation', 'runOnly', 'currentTurnOnly'].indexOf(o['defenderMoved.mode']);
    this.base0HailMary = o['minDice.base0HailMary'];
    this.minPool = o['brawl.minPool'];
    this.switchCost = o['weaponSwitch.apCost'];
    this.initiative = o['initiative.method'];
    this.freeActionsBreakAim = o['aim.freeActionsBreak'];
    this.dynamiteNeedsSwitch = o['dynamite.needsSwitch'];
    this.orphanFuseGoesOff = o['dynamite.orphanFuse'] === 'ownersTurnStart';
    this.contact = o['encounter.contactDistance'];
    this.names = chars.map((c) => c.name);
    this.sideNames = p.sides.map((s) => s.name);
    this.tierName = chars.map((c) => c.tier[0].toUpperCase() + c.tier.slice(1));
    const has = (c: (typeof chars)[number], s: string) => (c.skills as string[]).includes(s);
    this.side = Int32Array.from(chars, (c) => c.side);
    this.maxHp = Int32Array.from(chars, (c) => MAX_HP[c.tier]);
    this.tier = Int32Array.from(chars, (c) => tierDice(c.tier, o));
    this.toughStart = Uint8Array.from(chars, (c) => (c.tier === 'legend' || has(c, 'tough') ? 1 : 0));
    this.fast = Uint8Array.from(chars, (c) => (has(c, 'fast') ? 1 : 0));
    this.holster = Uint8Array.from(chars, (c) => (has(c, 'holster') ? 1 : 0));
    this.gun = new Int32Array(n * 2).fill(NO_WEAPON);
    chars.forEach((c, i) => c.weapons.filter((w) => w !== 'dynamite').forEach((w, k) => (this.gun[i * 2 + k] = WEAPONS.indexOf(w))));
    const clubs = o['brawl.firearmIsMeleeWeapon'];
    this.melee = Uint8Array.from(chars, (c, i) => (c.melee || (clubs && this.gun[i * 2] !== NO_WEAPON) ? 1 : 0));
    this.brawlBase = Int32Array.from(chars, (c, i) =>
      BRAWL_DICE.base + tierDice(c.tier, o) + (has(c, 'brawler') ? BRAWL_DICE.brawler : 0) + (this.melee[i] ? BRAWL_DICE.meleeWeapon : 0));
    this.marksman = Int32Array.from(chars, (c) => (has(c, 'marksman') ? WEAPONS.indexOf((c.marksman ?? c.weapons[0]) as Weapon) : NO_WEAPON));
    this.sticksStart = Int32Array.from(chars, (c) => c.weapons.filter((w) => w === 'dynamite').length * o['dynamite.sticks']);
    this.x0 = Float64Array.from(chars, (c) => c.x);
    this.y0 = Float64Array.from(chars, (c) => c.y);
    this.policy = chars.map((c) => POLICIES[c.policy ?? c.sidePolicy]);
    this.target = chars.map((c) => TARGETS[c.target ?? c.sideTarget]);
    const spade = new Set<Weapon>([...SPADE_WEAPONS, ...(o['ammo.shotgunIsSpade'] ? (['shotgun'] as const) : [])]);
    this.spade = Uint8Array.from(WEAPONS, (w) => (spade.has(w) ? 1 : 0));
    this.hearts = Int32Array.from(WEAPONS, (w) => (w === 'shotgun' ? o['spread.hearts.shotgun'] : w === 'gatling' ? o['spread.hearts.gatling'] : 0));
    const zs = p.battlefield.cover;
    this.zones = zs.length;
    this.zx = Float64Array.from(zs, (z) => z.x);
    this.zy = Float64Array.from(zs, (z) => z.y);
    this.zw = Float64Array.from(zs, (z) => z.width);
    this.zh = Float64Array.from(zs, (z) => z.height);
    this.zcover = Int32Array.from(zs, (z) => COVER_DICE[z.kind]);
    this.zoneName = zs.map((z, i) => z.name ?? `${z.kind} cover ${i + 1}`);

    this.x = new Float64Array(n);
    this.y = new Float64Array(n);
    this.dmg = new Int32Array(n);
    this.tough = new Uint8Array(n);
    this.alive = new Uint8Array(n);
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
    this.dd = new Float64Array(n * n);
    this.touching = new Uint8Array(n * n);
    this.contacts = new Int32Array(n);
    this.fuse = new Uint8Array(n);
    this.fuseX = new Float64Array(n);
    this.fuseY = new Float64Array(n);
    this.fuseDice = new Int32Array(n);
    this.damageBy = new Float64Array(DAMAGE_KINDS.length);
    this.standing = new Int32Array(this.sides);
    this.mark = new Uint8Array(n);
    for (let c = 0; c < n; c++) {
      this.x[c] = this.x0[c];
      this.y[c] = this.y0[c];
      this.alive[c] = 1;
    }
    for (let c = 0; c < n; c++) this.refreshDist(c);
    this.dd0 = this.dd.slice();
    this.touching0 = this.touching.slice();
    this.contacts0 = this.contacts.slice();
    this.cover0 = Int32Array.from(chars, (c) => this.coverAt(c.x, c.y));
  }

  reset(): void {
    // One pass instead of a fill() per array: for a handful of characters the calls cost more than the work.
    for (let c = 0; c < this.n; c++) {
      this.x[c] = this.x0[c];
      this.y[c] = this.y0[c];
      this.dmg[c] = 0;
      this.tough[c] = this.toughStart[c];
      this.alive[c] = 1;
      this.slot[c] = 0;
      this.empty[c * 2] = 0;
      this.empty[c * 2 + 1] = 0;
      this.sticks[c] = this.sticksStart[c];
      this.aim[c] = -1;
      this.movedTurn[c] = -1;
      this.movedLatest[c] = 0;
      this.overwatch[c] = 0;
      this.fuse[c] = 0;
      this.cover[c] = this.cover0[c];
      this.contacts[c] = this.contacts0[c];
      if (this.crit) for (let g = 0; g < 5; g++) this.scar[c * 5 + g] = 0;
    }
    for (let k = 0; k < this.dd.length; k++) {
      this.dd[k] = this.dd0[k];
      this.touching[k] = this.touching0[k];
    }
    for (let s = 0; s < this.sides; s++) this.standing[s] = 0;
    for (let c = 0; c < this.n; c++) this.standing[this.side[c]]++;
    this.sidesLeft = this.sides;
    this.turn = 0;
    this.firstBlood = -1;
    for (let k = 0; k < this.damageBy.length; k++) this.damageBy[k] = 0;
  }

  dist(a: number, b: number): number {
    return this.dd[a * this.n + b];
  }

  /** Recomputes c's distances and contacts after c moved (or was placed). */
  refreshDist(c: number): void {
    const n = this.n;
    for (let e = 0; e < n; e++) {
      const dx = this.x[c] - this.x[e], dy = this.y[c] - this.y[e];
      const d = Math.sqrt(dx * dx + dy * dy);
      this.dd[c * n + e] = this.dd[e * n + c] = d;
      const touch = this.alive[c] && this.alive[e] && this.side[e] !== this.side[c] && d <= this.contact + 1e-9 ? 1 : 0;
      if (touch !== this.touching[c * n + e]) this.touch(c, e, touch);
    }
  }

  private touch(a: number, b: number, on: number): void {
    this.touching[a * this.n + b] = this.touching[b * this.n + a] = on;
    const step = on ? 1 : -1;
    this.contacts[a] += step;
    this.contacts[b] += step;
  }

  /** The zone a point is in (the heaviest cover if zones overlap, cowpoke.md cover.mixed), or −1. */
  zoneAt(px: number, py: number): number {
    let best = -1;
    for (let z = 0; z < this.zones; z++) {
      if (px < this.zx[z] || px > this.zx[z] + this.zw[z] || py < this.zy[z] || py > this.zy[z] + this.zh[z]) continue;
      if (best < 0 || this.zcover[z] < this.zcover[best]) best = z;
    }
    return best;
  }

  /** Cover dice at a point (0 in the open). */
  coverAt(px: number, py: number): number {
    const z = this.zoneAt(px, py);
    return z < 0 ? 0 : this.zcover[z];
  }

  /** Cover dice of character c where it stands. */
  coverDice(c: number): number {
    return this.cover[c];
  }

  /** The weapon in c's hand, or NO_WEAPON. */
  weapon(c: number): number {
    return this.gun[c * 2 + this.slot[c]];
  }

  /** Whether a and b are standing enemies in base contact. */
  inContact(a: number, b: number): boolean {
    return this.touching[a * this.n + b] === 1;
  }

  /** In base contact with a standing enemy (cowpoke.md §3.3). */
  engaged(c: number): boolean {
    return this.contacts[c] > 0;
  }

  /** Takes c off the table. */
  remove(c: number): void {
    this.alive[c] = 0;
    this.overwatch[c] = 0;
    for (let e = 0; e < this.n; e++) if (this.touching[c * this.n + e]) this.touch(c, e, 0);
    if (--this.standing[this.side[c]] === 0) this.sidesLeft--;
  }

  /** Sides with someone standing; the encounter is decided when at most one remains. */
  sidesStanding(): number {
    return this.sidesLeft;
  }

  winner(): number {
    for (let c = 0; c < this.n; c++) if (this.alive[c]) return this.side[c];
    return -1;
  }
}
