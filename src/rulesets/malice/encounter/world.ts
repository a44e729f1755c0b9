import { Battlefield } from '../../../encounter/battlefield.ts';
import { Figures } from '../../../encounter/figures.ts';
import type { Trace } from '../../../encounter/trace.ts';
import type { Character } from '../character.ts';
import { COURAGE_POLICIES } from '../courage.ts';
import {
  COVERS,
  LOCATIONS,
  PLACEHOLDER_CHARACTER,
  WEAPONS,
  WEAPON_STATS,
  type Weapon,
} from '../data.ts';
import type { MaliceOptions } from '../options.ts';
import {
  BANDS,
  LONG,
  SHORT,
  bandCode,
  capacityOf,
  fanfireNeed,
  longReach,
  pReach,
  reloadActions,
  shortReach,
  shotNeed,
  type Band,
} from '../shooting.ts';
import { newBody, resetBody, type Body } from '../wounds.ts';
import type { CardPolicy } from '../policies.ts';
import { FIRE_PLANS, HORSE_PLANS, type EncounterParams } from './schema.ts';

const NEEDS_PER_FIGURE = 2 * 2 * 2 * 2 * 3;
const needIndex = (band: number, aimed: number, ll: number, mounted: number, cover: number) =>
  ((((band - 1) * 2 + aimed) * 2 + ll) * 2 + mounted) * 3 + cover;
/** Fanfire is only at Short range and never aimed (malice.md §1.4): Lily Livered, mounted, cover. */
const FANS_PER_FIGURE = 2 * 2 * 3;
const fanIndex = (ll: number, mounted: number, cover: number) => (ll * 2 + mounted) * 3 + cover;

/** How a character uses fanfire (World.fans): never, whenever he can, or where it pays. */
export const FAN_NEVER = 0,
  FAN_ALWAYS = 1,
  FAN_WHEN_IT_PAYS = 2;

/** Why a character is Unconscious (malice.md §1.9): a Severe Wound, or a Gut Punch in fisticuffs. */
export const KO_SEVERE = 1,
  KO_GUT = 2;

/** Cover classes: 1 soft, 2 hard (malice.md §1.3 [L88-90]). */
export const COVER_NAMES = ['none', 'soft', 'hard'] as const;

/** The side's plan, or the sweep's override of it (aPlan, bPlan). */
const planOf = (p: EncounterParams, side: number) =>
  (side === 0 ? p.aPlan : p.bPlan) ?? p.sides[side].plan;

/**
 * The battlefield: cover areas, and rough ground as the core's difficult areas at no extra cost
 * a unit, since Malice caps a whole move that crosses it instead (malice.md §1.14, rough.ts).
 */
export function battlefieldOf(p: EncounterParams): Battlefield {
  return new Battlefield({
    pieces: [
      ...p.battlefield.cover.map((z, i) => ({
        kind: 'cover' as const,
        name: z.name ?? `${z.kind} cover ${i + 1}`,
        x: z.x,
        y: z.y,
        width: z.width,
        height: z.height,
        cover: z.kind === 'soft' ? 1 : 2,
      })),
      ...(p.battlefield.rough ?? []).map((z, i) => ({
        kind: 'difficult' as const,
        name: z.name ?? `rough ground ${i + 1}`,
        x: z.x,
        y: z.y,
        width: z.width,
        height: z.height,
        cost: 1,
      })),
    ],
  });
}

/**
 * A Malice fight: the shared figures plus each character's body (boxes crossed, Unconscious,
 * Lily Livered), weapon and rounds, and what the turn has given him (Aim, actions).
 * Built once per run; `reset` per trial allocates nothing.
 */
export class World extends Figures {
  readonly o: MaliceOptions;
  readonly bodies: Body[];
  readonly weapon: Weapon[];
  /** Index of each character's weapon in WEAPONS. */
  readonly weaponIndex: Uint8Array;
  /** Each weapon's Short and Long reach under the options (−1: no such band), and whether bounds are inclusive. */
  readonly shortR: Float64Array;
  readonly longR: Float64Array;
  readonly inclusive: boolean;
  /**
   * What each character needs on the d10 for an ordinary shot, for every band, aim, Lily
   * Livered, mounted and cover (NEEDS_PER_FIGURE a figure): shotNeed's answers, tabled once
   * so that a shot looks its number up instead of reading options and tables by name.
   */
  readonly needs: Int8Array;
  /** FAN_NEVER, FAN_ALWAYS or FAN_WHEN_IT_PAYS: the side's plan, for a weapon with Fanfire. */
  readonly fans: Uint8Array;
  /** What a fanfire round needs on the d10 (fanfireNeed), per Lily Livered, mounted and cover. */
  readonly fanNeeds: Int8Array;
  /**
   * 1 where fanning a full weapon pays (same index as fanNeeds): over the cycle of one fanfire
   * and the Reloads that refill it, more hits an action than plain shots and their Reloads at
   * Short range (malice.md §3's action-efficiency check, C1).
   */
  readonly fanPays: Uint8Array;
  readonly capacity: Float64Array;
  readonly rounds: Float64Array;
  readonly aimed: Uint8Array;
  /** Index into FIRE_PLANS. */
  readonly plan: Uint8Array;
  /** 1 for a character who starts on horseback. */
  readonly mounted0: Uint8Array;
  /** Index into HORSE_PLANS for a character with a horse (mounted or standing by); −1 without one. */
  readonly horsePlan: Int8Array;
  /** Where each character's horse stands while he is on foot, and where it stands at the start. */
  readonly horseX: Float64Array;
  readonly horseY: Float64Array;
  private readonly horseX0: Float64Array;
  private readonly horseY0: Float64Array;
  /** Why an Unconscious character went down: KO_SEVERE or KO_GUT (0 while conscious). */
  readonly knockedOut: Uint8Array;
  /** Each side's card policy in fisticuffs. */
  readonly fistPolicy: CardPolicy[];
  /** 1 when the character ducks for cover rather than snap-shooting, when he can. */
  readonly ducks: Uint8Array;
  /** 1 when the character waits on Got You Covered rather than moving into reach. */
  readonly covers: Uint8Array;
  /** Each character's side's courage policy (index into COURAGE_POLICIES). */
  readonly courage: Uint8Array;
  /** 1 while the character's Got You Covered marker is down (malice.md §1.5); `watching` counts them. */
  readonly covering: Uint8Array;
  watching = 0;
  /**
   * Bumped whenever a figure moves, falls, or is knocked out or stands: a choice worked out
   * from the board (a target) stays good while the stamp is unchanged.
   */
  stamp = 0;
  /** snap.compare is rankOnly (malice.md §1.6, A13). */
  readonly snapRankOnly: boolean;
  /** Whether the battlefield has any cover to run for (malice.md §1.10). */
  readonly coverExists: boolean;
  /** Whether the battlefield has rough ground, which slows Moves (malice.md §1.14). */
  readonly roughExists: boolean;
  /** Wounds dealt per weapon (index into WEAPONS), for the shared damage metrics. */
  readonly damageBy: Float64Array;
  /** Sides that skedaddled this trial. */
  readonly fled: Uint8Array;
  log: Trace | null = null;

  constructor(p: EncounterParams, o: MaliceOptions) {
    const chars = p.sides.flatMap((s, side) => s.characters.map((c) => ({ ...c, side })));
    super({
      sideNames: p.sides.map((s) => s.name),
      figures: chars.map((c) => ({ name: c.name, side: c.side, x: c.x, y: c.y })),
      battlefield: battlefieldOf(p),
      contact: 1,
    });
    this.o = o;
    this.bodies = chars.map((c) => {
      const boxes = c.boxes ?? PLACEHOLDER_CHARACTER.boxes;
      const ch: Character = {
        boxes: new Uint8Array(LOCATIONS.length).fill(boxes),
        toughness: c.toughness ?? PLACEHOLDER_CHARACTER.toughness,
        placeholder: c.character === 'placeholder',
      };
      return newBody(ch);
    });
    this.weapon = chars.map((c) => c.weapon);
    this.weaponIndex = Uint8Array.from(chars, (c) => WEAPONS.indexOf(c.weapon));
    this.shortR = Float64Array.from(chars, (c) => shortReach(c.weapon, o) ?? -1);
    this.longR = Float64Array.from(chars, (c) => longReach(c.weapon, o) ?? -1);
    this.inclusive = o['range.bounds'] === 'inclusive';
    this.needs = new Int8Array(chars.length * NEEDS_PER_FIGURE);
    chars.forEach((c, f) => {
      for (const band of [SHORT, LONG])
        for (const aimed of [0, 1])
          for (const lilyLivered of [0, 1])
            for (const mounted of [0, 1])
              for (let cover = 0; cover < COVERS.length; cover++)
                this.needs[
                  f * NEEDS_PER_FIGURE + needIndex(band, aimed, lilyLivered, mounted, cover)
                ] = shotNeed(
                  c.weapon,
                  BANDS[band] as Band,
                  { aimed: aimed === 1, lilyLivered: lilyLivered === 1, mounted: mounted === 1 },
                  COVERS[cover],
                  o,
                );
    });
    this.capacity = Float64Array.from(chars, (c) => capacityOf(c.weapon, o));
    this.fans = Uint8Array.from(chars, (c) => {
      const plan = planOf(p, c.side);
      if (!WEAPON_STATS[c.weapon].fanfire) return FAN_NEVER;
      return plan === 'fanfire'
        ? FAN_ALWAYS
        : plan === 'fanfire-when-it-pays'
          ? FAN_WHEN_IT_PAYS
          : FAN_NEVER;
    });
    this.fanNeeds = new Int8Array(chars.length * FANS_PER_FIGURE);
    this.fanPays = new Uint8Array(chars.length * FANS_PER_FIGURE);
    chars.forEach((c, f) => {
      const full = this.capacity[f];
      const reloads = reloadActions(c.weapon, full, o);
      for (const lilyLivered of [0, 1])
        for (const mounted of [0, 1])
          for (let cover = 0; cover < COVERS.length; cover++) {
            const k = f * FANS_PER_FIGURE + fanIndex(lilyLivered, mounted, cover);
            const firer = { aimed: false, lilyLivered: lilyLivered === 1, mounted: mounted === 1 };
            this.fanNeeds[k] = fanfireNeed(firer, COVERS[cover], o);
            const pFan = pReach(this.fanNeeds[k]);
            const pShot = pReach(this.need(f, SHORT, 0, lilyLivered, mounted, cover));
            // Hits an action over the cycle: full·pFan / (1 + reloads) against full·pShot / (full + reloads).
            this.fanPays[k] = pFan * (full + reloads) > pShot * (1 + reloads) ? 1 : 0;
          }
    });
    this.rounds = new Float64Array(chars.length);
    this.aimed = new Uint8Array(chars.length);
    this.plan = Uint8Array.from(chars, (c) => FIRE_PLANS.indexOf(planOf(p, c.side)));
    this.mounted0 = Uint8Array.from(chars, (c) => (c.mounted ? 1 : 0));
    this.horsePlan = Int8Array.from(chars, (c) =>
      c.mounted || c.horse
        ? HORSE_PLANS.indexOf(
            (c.side === 0 ? p.aHorses : p.bHorses) ?? p.sides[c.side].horses ?? 'stay',
          )
        : -1,
    );
    this.horseX0 = Float64Array.from(chars, (c) => c.horse?.x ?? c.x);
    this.horseY0 = Float64Array.from(chars, (c) => c.horse?.y ?? c.y);
    this.horseX = this.horseX0.slice();
    this.horseY = this.horseY0.slice();
    this.knockedOut = new Uint8Array(chars.length);
    this.fistPolicy = p.sides.map((s) => s.fisticuffs);
    this.ducks = Uint8Array.from(chars, (c) =>
      p.sides[c.side].reaction === 'duck-else-snap' ? 1 : 0,
    );
    this.covers = Uint8Array.from(chars, (c) =>
      p.sides[c.side].outOfReach === 'got-you-covered' ? 1 : 0,
    );
    this.covering = new Uint8Array(chars.length);
    this.courage = Uint8Array.from(chars, (c) => COURAGE_POLICIES.indexOf(p.sides[c.side].courage));
    this.damageBy = new Float64Array(WEAPONS.length);
    this.fled = new Uint8Array(p.sides.length);
    this.coverExists = p.battlefield.cover.length > 0;
    this.roughExists = (p.battlefield.rough?.length ?? 0) > 0;
    this.snapRankOnly = o['snap.compare'] === 'rankOnly';
  }

  reset(): void {
    this.resetFigures();
    for (let c = 0; c < this.n; c++) {
      resetBody(this.bodies[c], this.mounted0[c] === 1);
      this.knockedOut[c] = 0;
      this.rounds[c] = this.capacity[c];
      this.aimed[c] = 0;
    }
    this.horseX.set(this.horseX0);
    this.horseY.set(this.horseY0);
    this.damageBy.fill(0);
    this.fled.fill(0);
    this.covering.fill(0);
    this.watching = 0;
    this.stamp++;
  }

  /** Moves c, and marks what was worked out from where figures stood as stale (stamp). */
  override place(c: number, x: number, y: number): void {
    super.place(c, x, y);
    this.stamp++;
  }

  override remove(c: number, why?: number): void {
    super.remove(c, why);
    this.stamp++;
  }

  /** The band code (shooting.ts) of distance d for c's weapon. */
  band(c: number, d: number): number {
    return bandCode(this.shortR[c], this.longR[c], this.inclusive, d);
  }

  /** shotNeed for c's weapon, from the table (band a code, flags 0/1, cover 0 none, 1 soft, 2 hard). */
  need(
    c: number,
    band: number,
    aimed: number,
    lilyLivered: number,
    mounted: number,
    cover: number,
  ) {
    return this.needs[c * NEEDS_PER_FIGURE + needIndex(band, aimed, lilyLivered, mounted, cover)];
  }

  /** fanfireNeed for c (cover 0 none, 1 soft, 2 hard). */
  fanNeed(c: number, lilyLivered: number, mounted: number, cover: number): number {
    return this.fanNeeds[c * FANS_PER_FIGURE + fanIndex(lilyLivered, mounted, cover)];
  }

  /** Whether fanning pays for c now (fanPays). */
  fanPaysNow(c: number, lilyLivered: number, mounted: number, cover: number): boolean {
    return this.fanPays[c * FANS_PER_FIGURE + fanIndex(lilyLivered, mounted, cover)] === 1;
  }

  /** The cover c has against s: the heavier of what the line crosses and where c stands. */
  coverAgainst(s: number, c: number): number {
    return this.bf.coverOnLine(this.x[s], this.y[s], this.x[c], this.y[c]);
  }
}
