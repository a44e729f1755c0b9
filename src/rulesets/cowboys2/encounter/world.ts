import {
  Battlefield,
  BLOCKS_MOVE,
  DOOR,
  WINDOW,
  type PieceSpec,
} from '../../../encounter/battlefield.ts';
import { packColumns } from '../../../encounter/columns.ts';
import { Figures } from '../../../encounter/figures.ts';
import { crosses } from '../../../encounter/geometry.ts';
import { DX, DY, faceToward, inBack, pathField, pathSteps } from '../../../encounter/grid.ts';
import type { Trace } from '../../../encounter/trace.ts';
import type { Rng } from '../../../dice/rng.ts';
import { DeadEyeDealer } from '../cards.ts';
import { chartCell, CHART_RANGES } from '../chart.ts';
import { AP, HORSE_MOVEMENT, TARGET_HEALTH, WEAPONS, WEAPON_STATS } from '../data.ts';
import type { Cowboys2Options } from '../options.ts';
import { rollTable } from '../roll.ts';
import { BRAWL_MODES, chartParams, indoors, playerSchema, type EncounterParams } from './schema.ts';
import { TARGET_CHOICES } from './target-choices.ts';

/**
 * A rule switch held as 1 or 0: compiled code tests a field holding a small integer with one
 * compare, and a field holding true or false as it would any value (false, "", a number…).
 */
type Flag = 0 | 1;
const flag = (on: boolean): Flag => (on ? 1 : 0);

/** The damage kind of a brawl's blows (after the weapons). */
export const BRAWL_KIND = WEAPONS.length;

/** Net shot modifiers a table is kept for: −8 … +6. */
export const MOD_MIN = -8,
  MOD_SPAN = 15;

/**
 * The world of a Cowboys II encounter: the core's figures on a square grid plus each cowboy's
 * square, facing, weapon, modifier and health, and every roll table a shot can need, built
 * once per run. Range and facing are kept as integers on the squares (`gx`, `gy`, `face`):
 * the core's x, y are set where a cowboy falls (for battle maps), not at every step; its
 * distances, contacts and radian facings are those of the start and are not read here.
 */
export class World extends Figures {
  readonly weapon: Uint8Array;
  readonly modifier: Int8Array;
  readonly health: Int8Array;
  /** tables[((weapon · 13 + range) · 15 + modifier − MOD_MIN)], null where the chart has no cell. */
  readonly tables: (Uint8Array | null)[];
  /** Damage dealt per weapon this trial, and by brawling (index BRAWL_KIND). */
  readonly damageBy: Float64Array;
  readonly o: Cowboys2Options;
  /**
   * The play-by-play, null while simulating: the move, the shot and the reaction test it with
   * `!== null`, one compare, where `if (w.log)` is the test for any kind of value.
   */
  log: Trace | null = null;
  /** Grid tables, computed once per run (squares indexed y · width + x). */
  readonly gw: number;
  readonly gh: number;
  readonly squares: number;
  /** Line of sight between square centres with every door open (walls block; openings do not). */
  readonly los: Uint8Array;
  /** Range between two squares (`range`), read rather than worked out: a fight asks it hundreds of times. */
  readonly cheb: Uint8Array;
  /** The doors (bit k: door k) the line between two square centres passes through. */
  readonly doorsOn: Uint16Array;
  /** The doors each square stands directly in front of (inside or out). */
  readonly doorsAt: Uint16Array;
  /** Standing figures in front of each door, and the doors they hold open (bit k). */
  private readonly doorHeld: Uint8Array;
  openDoors = 0;
  /** Spare horses brought on for the AI this trial (a nonzero count turns the horse checks on). */
  horsesOut = 0;
  /** The door and red-line modifier of a shot from square i at square j (§1.2 [L226-227]). */
  readonly pen: Int8Array;
  /** AP to step from a square in each of 8 directions (DX, DY), −1 where a wall or the edge stops it. */
  readonly step: Int8Array;
  /** The square a step from each square in each of 8 directions reaches (where `step` allows it). */
  readonly neighbour: Int32Array;
  /** Squares beside a red line (§1.12 [L339]). */
  readonly beside: Uint8Array;
  /** Each square's column and row, read where a cowboy steps rather than divided out. */
  private readonly colOf: Int32Array;
  private readonly rowOf: Int32Array;
  /**
   * For each pair of squares (i · squares + j): bit f (f = EAST … SOUTH) set where j lies in the
   * back facing of a cowboy on i facing f (grid.ts inBack under `facing.back`), and in bits 4–5
   * the facing toward j (grid.ts faceToward). Read, not worked out, at every reaction, shot and
   * turn: one byte for both squares rather than their columns and rows.
   */
  private readonly facings: Uint8Array;
  /** Each cowboy's square: column, row, index; and his facing (grid.ts EAST … SOUTH). */
  readonly gx: Int32Array;
  readonly gy: Int32Array;
  readonly at: Int32Array;
  readonly face: Int8Array;
  /** B24: the back facing is the quarter behind the back side (else the rear half). */
  readonly threeSides: Flag;
  /** The solitaire AI's choices (B22): ties for the closest broken at random, one shot per "Shoot", a move that keeps 2 AP for the shot. */
  readonly randomTies: Flag;
  readonly oneShot: Flag;
  readonly moveTwoKeepsShot: Flag;
  /**
   * Who runs each cowboy: 1 for the player policy (player.ts), 0 for the solitaire AI; and
   * each side's player settings (schema.ts `player`).
   */
  readonly player: Uint8Array;
  readonly brawlMode: Uint8Array;
  /**
   * Cowboys of a side run by the shared policy advance-to-best-range (best-range.ts), and what
   * one shot of each is expected to score at each chart range, facing his target (row c of
   * CHART_RANGES; −1 where the chart has no cell).
   */
  readonly bestRange: Uint8Array;
  readonly rangeScore: Float64Array;
  /** Each side's target choice, by its index in target.ts TARGET_CHOICES. */
  readonly targetBy: Uint8Array;
  readonly mounts: Uint8Array;
  readonly shootHorses: Uint8Array;
  readonly reactAt: Float64Array;
  /**
   * Rounds: each cowboy's weapon holds `ammo` of `maxAmmo`; `tracked` where the rounds are
   * counted (a player's cowboy whose weapon is not "unlimited", cowboys-ii.md §2.2, B4; the AI
   * never counts them, §1.12 [L327]).
   */
  readonly tracked: Uint8Array;
  readonly maxAmmo: Int8Array;
  readonly ammo: Int8Array;
  /**
   * Horses (cowboys-ii.md §1.6, §3.4 [L139-143]): the scenario's, the ones cowboys start on, and
   * one spare per AI cowboy for the AI's mount when a player mounts [L343]. Each has a square,
   * health (2; 0 when gone or not yet brought on) and rider (−1 for none); each cowboy the
   * horse he rides (−1 for none). `pool` is a horse's movement bonus (4, or 2 once hit under
   * optional rule 8).
   */
  readonly horses: number;
  readonly horseAt: Int32Array;
  readonly horseHealth: Int8Array;
  readonly rider: Int32Array;
  readonly mount: Int32Array;
  readonly pool: Int8Array;
  /** The spare horse kept for each AI cowboy (−1 for a player's). */
  readonly spare: Int32Array;
  /** A horse killed under him: he loses his next activation (B27). */
  readonly stunned: Uint8Array;
  /** Squares inside a building (no horse goes there, [L143]). */
  readonly indoor: Uint8Array;
  /** 1 where the step from a square in direction d crosses a red line (no brawl across one, [L273]). */
  readonly redStep: Uint8Array;
  /** Whether any horse can be in the fight (else the horse checks are skipped). */
  readonly anyHorse: Flag;
  /** Standing models block sight (§1.8 [L183]); a mover may pass through them (§3.4 [L129]). */
  readonly modelsBlock: Flag;
  readonly passThrough: Flag;
  /**
   * The squares each line between two square centres crosses (modelBetween), built pair by
   * pair on first use: `lineSq[lineStart[i · S + j] …]`, `lineLen` of them; −1 not yet built.
   */
  private readonly lineStart: Int32Array;
  private readonly lineLen: Uint8Array;
  private lineSq = new Int16Array(4096);
  private lineUsed = 0;
  /** The squares of the move being planned (approach in ai.ts): at most one a step. */
  readonly path = new Int32Array(64);
  /**
   * Each figure's standing enemies in list order: row c of n entries, −1 after the last. One
   * who falls leaves every row (`remove`), so the loops over a row (the closest enemy, the
   * reactions at every square a mover enters) need not ask who still stands.
   */
  readonly enemies: Int32Array;
  /**
   * The turn each cowboy last activated or reacted in (his marker out of the cup), moved or
   * shot, and reacted (−1: not yet).
   */
  readonly acted: Int32Array;
  readonly busy: Int32Array;
  readonly reacted: Int32Array;
  /** Reactions (reaction.ts) and their options: B11, B22, B8. */
  readonly reactions: Flag;
  readonly markerInCup: Flag;
  readonly reactInBandOnly: Flag;
  readonly reactAtOneHealth: Flag;
  /**
   * Cards (cowboys-ii.md §1.7): each side's DEAD EYE cards in hand, dealt per trial from its
   * deck; the cards it has played this turn on its own and on the opponent's actions (B17);
   * and the figure whose activation is under way (a card played on anyone else's shot is
   * played on the opponent's actions).
   */
  readonly deadEyes: Int32Array;
  private readonly dealers: DeadEyeDealer[];
  private readonly hands: Int32Array;
  private readonly playedOwn: Int32Array;
  private readonly playedOpp: Int32Array;
  private readonly playedTurn: Int32Array;
  private readonly perTurnOwn: number;
  private readonly perTurnOpp: number;
  active = -1;
  /**
   * Every column a trial changes (health, squares, facings, rounds, horses, occupancy, doors
   * held, damage, the markers' turns) lives in `trial`'s bytes, and `start` holds them as a
   * trial starts: `reset` copies it back whole (packColumns).
   */
  private readonly trial: Uint8Array;
  private readonly start: Uint8Array;
  private readonly openDoors0: number;
  /** Standing figures on each square, kept by `moveTo` and `remove`. */
  readonly occupied: Uint8Array;
  /**
   * Per target square, the AP path cost to it and to the nearest square that sees it, and the
   * steps that descend each (grid.ts `pathSteps`, closest to the target first); built on first use.
   */
  private readonly towardFields: (Int16Array | null)[];
  private readonly sightFields: (Int16Array | null)[];
  private readonly towardStepLists: (Int8Array | null)[];
  private readonly sightStepLists: (Int8Array | null)[];

  constructor(p: EncounterParams, o: Cowboys2Options) {
    const pieces: PieceSpec[] = p.grid.buildings.map((b, i) => ({
      kind: 'building',
      name: b.name ?? `building ${i + 1}`,
      x: b.x,
      y: b.y,
      width: b.width,
      height: b.height,
      cover: 1,
      openings: b.openings.map((op) => ({ kind: op.kind, wall: op.wall, at: op.at, width: 1 })),
    }));
    const bf = new Battlefield({
      unit: 'square',
      metric: 'chebyshev',
      width: p.grid.width,
      height: p.grid.height,
      pieces,
    });
    const cowboys = p.sides.flatMap((s, side) => s.cowboys.map((c) => ({ ...c, side })));
    super({
      sideNames: p.sides.map((s) => s.name),
      figures: cowboys.map((c) => ({ name: c.name, side: c.side, x: c.x + 0.5, y: c.y + 0.5 })),
      battlefield: bf,
      contact: 1,
    });
    this.o = o;
    this.weapon = Uint8Array.from(cowboys, (c) => WEAPONS.indexOf(c.weapon));
    this.modifier = Int8Array.from(cowboys, (c) => c.modifier);
    this.health = Int8Array.from(cowboys, (c) => c.health);
    this.tables = [];
    this.gw = p.grid.width;
    this.gh = p.grid.height;
    const S = (this.squares = p.grid.width * p.grid.height);
    this.los = new Uint8Array(S * S);
    this.cheb = new Uint8Array(S * S);
    for (let i = 0; i < S; i++)
      for (let j = 0; j < S; j++)
        this.cheb[i * S + j] = Math.max(
          Math.abs((i % this.gw) - (j % this.gw)),
          Math.abs(Math.floor(i / this.gw) - Math.floor(j / this.gw)),
        );
    this.doorsOn = new Uint16Array(S * S);
    this.doorsAt = new Uint16Array(S);
    const doors = doorSegments(bf);
    this.doorHeld = new Uint8Array(doors.length);
    doors.forEach(([x1, y1, x2, y2], k) => {
      // the squares on either side of a one-square door in a wall
      const along = y1 === y2;
      const x = Math.min(x1, x2),
        y = Math.min(y1, y2);
      for (const [sx, sy] of along
        ? [
            [x, y - 1],
            [x, y],
          ]
        : [
            [x - 1, y],
            [x, y],
          ])
        if (sx >= 0 && sy >= 0 && sx < p.grid.width && sy < p.grid.height)
          this.doorsAt[sy * this.gw + sx] |= 1 << k;
    });
    this.pen = new Int8Array(S * S);
    this.lineStart = new Int32Array(S * S).fill(-1);
    this.lineLen = new Uint8Array(S * S);
    this.step = new Int8Array(S * 8);
    this.neighbour = Int32Array.from(
      { length: S * 8 },
      (_, k) => (k >> 3) + DX[k & 7] + DY[k & 7] * this.gw,
    );
    this.redStep = new Uint8Array(S * 8);
    this.indoor = Uint8Array.from({ length: S }, (_, i) =>
      indoors(p, i % this.gw, Math.floor(i / this.gw)) ? 1 : 0,
    );
    this.beside = new Uint8Array(S);
    const cx = (i: number) => (i % this.gw) + 0.5,
      cy = (i: number) => Math.floor(i / this.gw) + 0.5;
    for (let i = 0; i < S; i++) {
      for (let j = 0; j < S; j++) {
        this.los[i * S + j] = bf.lineOfSight(cx(i), cy(i), cx(j), cy(j)) ? 1 : 0;
        if (this.los[i * S + j])
          doors.forEach(([x1, y1, x2, y2], k) => {
            if (crosses(cx(i), cy(i), cx(j), cy(j), x1, y1, x2, y2))
              this.doorsOn[i * S + j] |= 1 << k;
          });
        this.pen[i * S + j] = openingPenalty(bf, cx(i), cy(i), cx(j), cy(j));
      }
      for (let d = 0; d < 8; d++) {
        const nx = cx(i) + DX[d],
          ny = cy(i) + DY[d];
        const blocked =
          nx < 0 ||
          ny < 0 ||
          nx > p.grid.width ||
          ny > p.grid.height ||
          bf.crossesAny(cx(i), cy(i), nx, ny, BLOCKS_MOVE);
        const red = !blocked && bf.crossesAny(cx(i), cy(i), nx, ny, WINDOW);
        this.redStep[i * 8 + d] = red ? 1 : 0;
        // 1 per orthogonal square, 2 per diagonal [L129], +1 across a red line [L133]
        this.step[i * 8 + d] = blocked
          ? -1
          : (DX[d] !== 0 && DY[d] !== 0 ? AP.diagonal : AP.orthogonal) + (red ? AP.redLine : 0);
      }
      this.beside[i] = besideRedLine(bf, cx(i), cy(i)) ? 1 : 0;
    }
    this.colOf = Int32Array.from({ length: S }, (_, i) => i % this.gw);
    this.rowOf = Int32Array.from({ length: S }, (_, i) => Math.floor(i / this.gw));
    this.gx = Int32Array.from(cowboys, (c) => c.x);
    this.gy = Int32Array.from(cowboys, (c) => c.y);
    this.at = Int32Array.from(cowboys, (c) => c.y * this.gw + c.x);
    // Each starts facing the side of his square toward the nearest enemy (the first listed of equals).
    this.face = Int8Array.from(cowboys, (_, c) => {
      let best = -1,
        bd = Infinity;
      for (let e = 0; e < this.n; e++) {
        if (this.side[e] === this.side[c]) continue;
        const d = this.range(c, e);
        if (d < bd) ((bd = d), (best = e));
      }
      return best < 0 ? 0 : faceToward(this.gx[best] - this.gx[c], this.gy[best] - this.gy[c]);
    });
    for (let c = 0; c < this.n; c++) this.facing0[c] = (this.face[c] * Math.PI) / 2;
    this.enemies = new Int32Array(this.n * this.n).fill(-1);
    for (let c = 0, k = 0; c < this.n; c++, k = c * this.n)
      for (let e = 0; e < this.n; e++) if (this.side[e] !== this.side[c]) this.enemies[k++] = e;
    this.acted = new Int32Array(this.n).fill(-1);
    this.busy = new Int32Array(this.n).fill(-1);
    this.reacted = new Int32Array(this.n).fill(-1);
    this.reactions = flag(o['reaction.enabled']);
    this.markerInCup = flag(o['reaction.notActed'] === 'markerInCup');
    this.reactInBandOnly = flag(o['ai.reactionAfterActing'] === 'range3to4');
    this.reactAtOneHealth = flag(o['reaction.atOneHealth']);
    this.dealers = p.sides.map(
      // with cards off, every card is one that cannot be played
      (s) =>
        o['cards.enabled']
          ? new DeadEyeDealer(s.deck.deadEye, s.deck.other, s.hand)
          : new DeadEyeDealer(0, s.deck.deadEye + s.deck.other, s.hand),
    );
    this.hands = Int32Array.from(p.sides, (s) => s.hand);
    this.deadEyes = new Int32Array(this.sides);
    this.playedOwn = new Int32Array(this.sides);
    this.playedOpp = new Int32Array(this.sides);
    this.playedTurn = new Int32Array(this.sides).fill(-1);
    this.perTurnOwn = o['cards.perTurnOwn'];
    this.perTurnOpp = o['cards.perTurnOpp'];
    this.threeSides = flag(o['facing.back'] === 'threeSides');
    this.facings = new Uint8Array(S * S);
    for (let i = 0; i < S; i++)
      for (let j = 0; j < S; j++) {
        const dx = this.colOf[j] - this.colOf[i],
          dy = this.rowOf[j] - this.rowOf[i];
        let bits = faceToward(dx, dy) << 4;
        for (let f = 0; f < 4; f++) if (inBack(dx, dy, f, this.threeSides === 1)) bits |= 1 << f;
        this.facings[i * S + j] = bits;
      }
    this.randomTies = flag(o['ai.closestTie'] === 'random');
    this.oneShot = flag(o['ai.shoot'] === 'oneShot');
    this.moveTwoKeepsShot = flag(o['ai.moveTwoKeepsShot']);
    this.modelsBlock = flag(o['los.modelsBlock']);
    this.passThrough = flag(o['move.passThrough']);
    this.occupied = new Uint8Array(S);
    const sideOf = (c: number) => p.sides[cowboys[c].side];
    this.player = Uint8Array.from(cowboys, (_, c) => (sideOf(c).policy === 'player' ? 1 : 0));
    const settings = p.sides.map((sd) => playerSchema.parse(sd.player ?? {}));
    this.brawlMode = Uint8Array.from(settings, (st) => BRAWL_MODES.indexOf(st.brawl));
    this.bestRange = Uint8Array.from(cowboys, (_, c) =>
      sideOf(c).policy === 'advance-to-best-range' ? 1 : 0,
    );
    this.targetBy = Uint8Array.from(p.sides, (sd) =>
      TARGET_CHOICES.indexOf(sd.target ?? 'closest'),
    );
    this.mounts = Uint8Array.from(settings, (st) => (st.mount ? 1 : 0));
    this.shootHorses = Uint8Array.from(settings, (st) => (st.shootHorses ? 1 : 0));
    this.reactAt = Float64Array.from(settings, (st) => st.reactAt);
    this.maxAmmo = Int8Array.from(cowboys, (c) => WEAPON_STATS[c.weapon].maxAmmo);
    this.tracked = Uint8Array.from(cowboys, (c, k) =>
      this.player[k] === 1 && !(c.weapon === 'rifle' && o['ammo.rifle'] === 'unlimited') ? 1 : 0,
    );
    this.ammo = Int8Array.from(cowboys, (c, k) => c.ammo ?? this.maxAmmo[k]);
    const placed = p.horses ?? [];
    const riders = cowboys.flatMap((c, k) => (c.mounted ? [k] : []));
    const spares = cowboys.flatMap((_, k) => (this.player[k] === 0 ? [k] : []));
    const H = (this.horses = placed.length + riders.length + spares.length);
    this.anyHorse = flag(placed.length + riders.length > 0);
    this.horseAt = new Int32Array(H);
    this.horseHealth = new Int8Array(H);
    this.rider = new Int32Array(H).fill(-1);
    this.mount = new Int32Array(this.n).fill(-1);
    this.spare = new Int32Array(this.n).fill(-1);
    placed.forEach((h, k) => {
      this.horseAt[k] = h.y * this.gw + h.x;
      this.horseHealth[k] = TARGET_HEALTH.horse;
    });
    riders.forEach((c, k) => {
      const h = placed.length + k;
      this.horseAt[h] = cowboys[c].y * this.gw + cowboys[c].x;
      this.horseHealth[h] = TARGET_HEALTH.horse;
      this.rider[h] = c;
      this.mount[c] = h;
    });
    spares.forEach((c, k) => (this.spare[c] = placed.length + riders.length + k));
    this.pool = new Int8Array(H).fill(HORSE_MOVEMENT);
    this.stunned = new Uint8Array(this.n);
    this.towardFields = new Array<Int16Array | null>(S).fill(null);
    this.sightFields = new Array<Int16Array | null>(S).fill(null);
    this.towardStepLists = new Array<Int8Array | null>(S).fill(null);
    this.sightStepLists = new Array<Int8Array | null>(S).fill(null);
    const chart = chartParams(p);
    WEAPONS.forEach((w, wi) => {
      for (let r = 0; r <= CHART_RANGES; r++)
        for (let m = 0; m < MOD_SPAN; m++) {
          const cell = r === 0 ? undefined : chartCell(chart, w, r);
          this.tables[(wi * (CHART_RANGES + 1) + r) * MOD_SPAN + m] = cell
            ? rollTable(cell.hit, m + MOD_MIN, w, o)
            : null;
        }
    });
    this.rangeScore = new Float64Array(this.n * CHART_RANGES);
    for (let c = 0; c < this.n; c++)
      for (let r = 1; r <= CHART_RANGES; r++) {
        const table = this.table(c, r, this.modifier[c]);
        let hits = 0;
        if (table) for (let k = 0; k < 36; k++) hits += table[k];
        this.rangeScore[c * CHART_RANGES + r - 1] = table
          ? (WEAPON_STATS[WEAPONS[this.weapon[c]]].rollsPerShot * hits) / 36
          : -1;
      }
    const trial = packColumns([
      new Float64Array(WEAPONS.length + 1),
      this.enemies,
      this.gx,
      this.gy,
      this.at,
      this.acted,
      this.busy,
      this.reacted,
      this.mount,
      this.horseAt,
      this.rider,
      this.playedTurn,
      this.health,
      this.face,
      this.ammo,
      this.stunned,
      this.horseHealth,
      this.pool,
      this.occupied,
      this.doorHeld,
    ] as const);
    [
      this.damageBy,
      this.enemies,
      this.gx,
      this.gy,
      this.at,
      this.acted,
      this.busy,
      this.reacted,
      this.mount,
      this.horseAt,
      this.rider,
      this.playedTurn,
      this.health,
      this.face,
      this.ammo,
      this.stunned,
      this.horseHealth,
      this.pool,
      this.occupied,
      this.doorHeld,
    ] = trial.columns;
    for (let c = 0; c < this.n; c++) this.enter(this.at[c]);
    this.trial = trial.bytes;
    this.start = trial.bytes.slice();
    this.openDoors0 = this.openDoors;
  }

  /** Puts the world back at the start of a trial; `rng` deals the hands of sides that hold any. */
  reset(rng: Rng): void {
    this.resetFigures();
    this.trial.set(this.start);
    for (let s = 0; s < this.sides; s++)
      this.deadEyes[s] = this.hands[s] > 0 ? this.dealers[s].deal(rng) : 0;
    this.active = -1;
    this.openDoors = this.openDoors0;
    this.horsesOut = 0;
  }

  /** A standing figure arrives on square j: it holds open the doors it stands in front of. */
  private enter(j: number): void {
    this.occupied[j]++;
    for (let bits = this.doorsAt[j]; bits !== 0; bits &= bits - 1) {
      const k = 31 - Math.clz32(bits & -bits);
      if (this.doorHeld[k]++ === 0) this.openDoors |= 1 << k;
    }
  }

  /** A figure leaves square j, or falls there (a body holds no door open, [L183]). */
  private leave(j: number): void {
    this.occupied[j]--;
    for (let bits = this.doorsAt[j]; bits !== 0; bits &= bits - 1) {
      const k = 31 - Math.clz32(bits & -bits);
      if (--this.doorHeld[k] === 0) this.openDoors &= ~(1 << k);
    }
  }

  override remove(c: number, why?: number): void {
    this.x[c] = this.gx[c] + 0.5;
    this.y[c] = this.gy[c] + 0.5;
    super.remove(c, why);
    this.leave(this.at[c]);
    const n = this.n,
      enemies = this.enemies;
    for (let k = c * n; enemies[k] >= 0; k++) {
      // c leaves each enemy's row, the rest closing up in order (a row's last entry is always −1)
      let q = enemies[k] * n;
      while (enemies[q] !== c) q++;
      for (; enemies[q] >= 0; q++) enemies[q] = enemies[q + 1];
    }
    const h = this.mount[c];
    if (h >= 0) ((this.rider[h] = -1), (this.mount[c] = -1)); // his horse stands riderless
  }

  /**
   * Range in squares between two figures: the shortest count of squares with diagonals
   * counting 1 (Chebyshev), an adjacent square is 1 (cowboys-ii.md §1.2 [L214-216], B6).
   */
  range(a: number, b: number): number {
    return this.cheb[this.at[a] * this.squares + this.at[b]];
  }

  /**
   * The core's distance between two figures is their range here, so that the shared policies'
   * target choices (target.ts) measure in squares. While the core's constructor runs, before
   * the squares exist, it is the core's own (its initial facings, which this world replaces).
   */
  override dist(a: number, b: number): number {
    return this.cheb === undefined ? super.dist(a, b) : this.range(a, b);
  }

  /** The core's line of sight is this world's (`sees`: walls, doors, models in the way). */
  override canSee(a: number, b: number): boolean {
    return this.sees(a, b);
  }

  /** Range from square i to figure t (as `range`). */
  rangeFrom(i: number, t: number): number {
    return this.cheb[i * this.squares + this.at[t]];
  }

  /**
   * Whether c's side plays a DEAD EYE on the shot c is about to fire, and if so plays it: it
   * holds one and has a play left this turn on its own actions or the opponent's (B17). The
   * AI plays one on the first shot it can.
   */
  playDeadEye(c: number): boolean {
    const s = this.side[c];
    if (this.deadEyes[s] === 0) return false;
    if (this.playedTurn[s] !== this.turn) {
      this.playedTurn[s] = this.turn;
      this.playedOwn[s] = this.playedOpp[s] = 0;
    }
    const own = this.active >= 0 && this.side[this.active] === s;
    if (own ? this.playedOwn[s] >= this.perTurnOwn : this.playedOpp[s] >= this.perTurnOpp)
      return false;
    if (own) this.playedOwn[s]++;
    else this.playedOpp[s]++;
    this.deadEyes[s]--;
    return true;
  }

  /** Puts c on square j (his facing is the mover's to set). */
  moveTo(c: number, j: number): void {
    this.leave(this.at[c]);
    this.enter(j);
    this.at[c] = j;
    if (this.mount[c] >= 0) this.horseAt[this.mount[c]] = j; // the horse carries him [L139]
    this.gx[c] = this.colOf[j];
    this.gy[c] = this.rowOf[j];
  }

  /** c turns to face t (toward the side of his square the line to t leaves by). */
  turnToward(c: number, t: number): void {
    this.face[c] = this.facings[this.at[c] * this.squares + this.at[t]] >> 4;
  }

  /**
   * Whether b stands in a's back facing (cowboys-ii.md §1.8 [L179-181], B24): under the ruling,
   * the line from a's square to b's leaves by the back side of a's square (a line through a
   * back corner counts); option `facing.back = rearHalf` makes the back the whole rear half.
   */
  behind(a: number, b: number): boolean {
    return ((this.facings[this.at[a] * this.squares + this.at[b]] >> this.face[a]) & 1) === 1;
  }

  /** AP path cost from each square to t's square, walls, diagonals and red lines counted. */
  towardField(t: number): Int16Array {
    return this.fieldTo(this.at[t]);
  }

  /** AP path cost from each square to square j. */
  fieldTo(j: number): Int16Array {
    // Built apart: a closure here would cost every call (cached or not) a context allocation.
    return this.towardFields[j] ?? this.buildFieldTo(j);
  }

  private buildFieldTo(j: number): Int16Array {
    return (this.towardFields[j] = this.field((i) => i === j));
  }

  /** AP path cost from each square to the nearest square that sees t's square (doors as below). */
  sightField(t: number): Int16Array {
    const j = this.at[t];
    return this.sightFields[j] ?? this.buildSightField(j);
  }

  private buildSightField(j: number): Int16Array {
    const S = this.squares;
    // A square counts when it would see j with no one else about: the doors on the line held
    // open by the viewer standing there or by the figure on j.
    return (this.sightFields[j] = this.field(
      (i) =>
        i !== j &&
        this.los[i * S + j] === 1 &&
        (this.doorsOn[i * S + j] & ~(this.doorsAt[i] | this.doorsAt[j])) === 0,
    ));
  }

  /** The steps down `towardField(t)`. */
  towardSteps(t: number): Int8Array {
    return this.stepsTo(this.at[t]);
  }

  /** The steps down `fieldTo(j)`. */
  stepsTo(j: number): Int8Array {
    return (this.towardStepLists[j] ??= this.steps(this.fieldTo(j), j));
  }

  /** The steps down `sightField(t)`. */
  sightSteps(t: number): Int8Array {
    const j = this.at[t];
    return (this.sightStepLists[j] ??= this.steps(this.sightField(t), j));
  }

  private field(isSource: (i: number) => boolean): Int16Array {
    const out = new Int16Array(this.squares);
    pathField(this.gw, this.step, isSource, out);
    return out;
  }

  private steps(field: Int16Array, target: number): Int8Array {
    const out = new Int8Array(this.squares * 8),
      gw = this.gw;
    const tx = target % gw,
      ty = (target / gw) | 0;
    const rank = (j: number) => Math.max(Math.abs((j % gw) - tx), Math.abs(((j / gw) | 0) - ty));
    pathSteps(gw, this.step, field, rank, out);
    return out;
  }

  table(c: number, range: number, modifier: number): Uint8Array | null {
    if (range > CHART_RANGES) return null;
    const m = Math.max(0, Math.min(MOD_SPAN - 1, modifier - MOD_MIN));
    return this.tables[(this.weapon[c] * (CHART_RANGES + 1) + range) * MOD_SPAN + m];
  }

  /** The square a figure stands on. */
  sq(c: number): number {
    return this.at[c];
  }

  /**
   * Whether a sees b: no wall between their squares, and every door the line passes through
   * open, held by a cowboy standing directly in front of it (cowboys-ii.md §1.8 [L131], [L183]).
   */
  sees(a: number, b: number): boolean {
    const i = this.at[a],
      j = this.at[b],
      k = i * this.squares + j;
    if (this.los[k] !== 1 || (this.doorsOn[k] & ~this.openDoors) !== 0) return false;
    return !this.modelsBlock || !this.modelBetween(i, j, a);
  }

  /**
   * Whether c, were he standing on square i, would see t: the doors open are those held with
   * c moved from his square to i (a door only he holds closes behind him), and every model but
   * the two may stand in the way. For planning a move before it is made.
   */
  seesFrom(c: number, i: number, t: number): boolean {
    const j = this.at[t],
      k = i * this.squares + j;
    if (this.los[k] !== 1) return false;
    const on = this.doorsOn[k];
    if (on !== 0) {
      let open = this.openDoors | this.doorsAt[i];
      for (let bits = this.doorsAt[this.at[c]] & ~this.doorsAt[i]; bits !== 0; bits &= bits - 1) {
        const d = 31 - Math.clz32(bits & -bits);
        if (this.doorHeld[d] === 1) open &= ~(1 << d);
      }
      if ((on & ~open) !== 0) return false;
    }
    return !this.modelsBlock || !this.modelBetween(i, j, c);
  }

  /**
   * Whether a standing model stands on a square whose inside the line from the centre of
   * square i to the centre of square j passes through (cowboys-ii.md §1.8 [L183]: cowboys
   * block sight, bodies do not; horses block unless on i or j). A line that only touches a
   * corner passes. Models on the end squares are not between: a mover passing through the
   * square where another stands [L129] is seen as well as he would be on his own, as a target
   * sharing a horse's square is [L183]. a stands on i, or is a mover planning to stand there.
   */
  modelBetween(i: number, j: number, a: number): boolean {
    const k = i * this.squares + j;
    let start = this.lineStart[k];
    if (start < 0) start = this.crossedSquares(i, j);
    const end = start + this.lineLen[k],
      lineSq = this.lineSq,
      occupied = this.occupied,
      from = this.at[a]; // a mover planning from i still stands on his square
    for (let q = start; q < end; q++) {
      const sq = lineSq[q];
      if (occupied[sq] > (sq === from ? 1 : 0)) return true;
    }
    if (this.anyHorse || this.horsesOut > 0) return this.horseBetween(i, j);
    return false;
  }

  /** Whether a standing horse is on a square crossed by the line from i to j (§1.8 [L183]). */
  private horseBetween(i: number, j: number): boolean {
    const start = this.lineStart[i * this.squares + j],
      len = this.lineLen[i * this.squares + j];
    for (let h = 0; h < this.horses; h++) {
      if (this.horseHealth[h] <= 0) continue;
      const at = this.horseAt[h];
      for (let q = start; q < start + len; q++) if (this.lineSq[q] === at) return true;
    }
    return false;
  }

  /**
   * The squares other than i and j whose inside the line between their centres crosses,
   * stored once per pair (on first use) in `lineSq` from `lineStart`. With the line's step
   * (dx, dy) and a square at offset (rx, ry) from i inside the box from i to j, the line
   * crosses the square's inside when 2·|dx·ry − dy·rx| < |dx| + |dy| (the half-square's reach
   * across the line). Returns the start.
   */
  private crossedSquares(i: number, j: number): number {
    const gw = this.gw;
    const xi = i % gw,
      yi = (i / gw) | 0;
    const dx = (j % gw) - xi,
      dy = ((j / gw) | 0) - yi;
    const reach = Math.abs(dx) + Math.abs(dy);
    const start = this.lineUsed;
    for (let y = Math.min(0, dy); y <= Math.max(0, dy); y++)
      for (let x = Math.min(0, dx); x <= Math.max(0, dx); x++) {
        if ((x === 0 && y === 0) || (x === dx && y === dy)) continue;
        if (2 * Math.abs(dx * y - dy * x) >= reach) continue;
        if (this.lineUsed === this.lineSq.length) {
          const grown = new Int16Array(this.lineSq.length * 2);
          grown.set(this.lineSq);
          this.lineSq = grown;
        }
        this.lineSq[this.lineUsed++] = (yi + y) * gw + xi + x;
      }
    this.lineStart[i * this.squares + j] = start;
    this.lineLen[i * this.squares + j] = this.lineUsed - start;
    return start;
  }

  openingPenalty(a: number, b: number): number {
    return this.pen[this.sq(a) * this.squares + this.sq(b)];
  }

  besideRedLine(c: number): boolean {
    return this.beside[this.sq(c)] === 1;
  }

  /** Whether square j is free of standing figures (a move may not end on one, [L129]). */
  free(j: number): boolean {
    return this.occupied[j] === 0;
  }

  spin(c: number): number {
    return SPIN[this.weapon[c]];
  }
}

const SPIN = Int8Array.from(WEAPONS, (w) => WEAPON_STATS[w].spin);

/** The door segments of the battlefield (x1, y1, x2, y2 each), in segment order. */
function doorSegments(bf: Battlefield): number[][] {
  const out: number[][] = [];
  for (let k = 0; k < bf.segs; k++)
    if (bf.segFlags[k] & DOOR) out.push(Array.from(bf.seg.subarray(k * 4, k * 4 + 4)));
  return out;
}

/**
 * −1 for each red line (window) and each door the line of fire crosses next to the target
 * (cowboys-ii.md §1.2 [L226-227]): an opening whose middle is within one square of the
 * target's centre. A door the line crosses is open, or there would be no line of sight.
 */
function openingPenalty(bf: Battlefield, ax: number, ay: number, bx: number, by: number): number {
  const s = bf.seg;
  let pen = 0;
  for (let k = 0; k < bf.segs; k++) {
    if (!(bf.segFlags[k] & (WINDOW | DOOR))) continue;
    const o = k * 4;
    if (!crosses(ax, ay, bx, by, s[o], s[o + 1], s[o + 2], s[o + 3])) continue;
    const mx = (s[o] + s[o + 2]) / 2,
      my = (s[o + 1] + s[o + 3]) / 2;
    if (Math.max(Math.abs(mx - bx), Math.abs(my - by)) <= 1) pen--;
  }
  return pen;
}

/** Whether a square's centre is half a square from a window (it shares a side with one). */
function besideRedLine(bf: Battlefield, x: number, y: number): boolean {
  const s = bf.seg;
  for (let k = 0; k < bf.segs; k++) {
    if (!(bf.segFlags[k] & WINDOW)) continue;
    const o = k * 4;
    const mx = (s[o] + s[o + 2]) / 2,
      my = (s[o + 1] + s[o + 3]) / 2;
    if (Math.abs(mx - x) <= 0.5 + 1e-9 && Math.abs(my - y) <= 0.5 + 1e-9) return true;
  }
  return false;
}
