import type { Layout } from '../../../core/layout.ts';
import type { Rng } from '../../../dice/rng.ts';
import type { ExactMetrics } from '../../types.ts';
import type { SixgunOptions } from '../options.ts';
import { LOCALES, type Locale } from './data.ts';
import { outlawTable } from './outlaw.ts';
import {
  backShotOdds,
  binomial,
  gangMax,
  gangRoom,
  HARD_CASES,
  leaveChance,
  mutineerOdds,
  payout,
  rollLeaves,
  rollMutineer,
  SHOT_DEAD,
  SHOT_OOF,
  type GangInputs,
} from './outlaw-gang.ts';
import { pick } from './pick.ts';
import { ADVANCE_TURN } from './season-advance.ts';
import { MAX_REP, slBefore, STANDING, type Chain, type Rest } from './season-chain.ts';
import { isWinter, reachable, type TravelPolicy } from './season-travel.ts';
import type { Ready } from './table.ts';

/**
 * The Outlaw's own ladder in a campaign season (six-gun-sound.md §14.8 [L5831–6123]), in place
 * of the simple campaign matrix. A season he starts in a locale where he is Wanted opens with
 * the Long Arm of the Law (2d6 against the lower of SL and the tally; Pass 1 pending to the next
 * season there, as Looking for Loot's), nationally then locally, each an immediate Lawdawg
 * encounter on Pass 2 [L5982–5990]; standing after it, he goes Looking for Loot [L5847]. A job
 * (Hold Up, Robbery or Train Robbery by Outlaw Encounters; a train's Express Agent test first)
 * that leaves him standing succeeds: the take, 1d6 × SL LP (a Hold Up of wagons or mules only
 * on 1d6 against the number taken, a wagon counting 2 [L5939–5941]), then the Pursuit, a Posse
 * on Pass 1 or 2 and on Pass 2 the roll that makes him Wanted, locally for a Hold Up or Robbery,
 * nationally for a train [L5974–5975]. A jail term served to its end wipes that locale's tally [L5977].
 * Every fight is the season's Draw; the tables are outlaw.ts's, rolled as its procedure rolls
 * them.
 */

/**
 * The exact chain is answered for a year at most: its states (Rep, RAP, Sand, what keeps him
 * away, a Looking for Loot Pass 1 pending, two tallies, two Long Arm Pass 1s pending and
 * captured once) fill up as the seasons go, and a Rep 5 Outlaw in Missouri takes 3.7 s for 4
 * seasons, 85 s for 8. Longer campaigns are simulated.
 */
export const OUTLAW_EXACT_SEASONS = 4;
/**
 * With his gang, the hard cases and the LP on hand multiply the states he can be in: a Rep 5
 * Outlaw in Missouri takes 5 s for 3 seasons, 74 s for 4 (330,000 states). Longer campaigns
 * are simulated.
 */
export const GANG_EXACT_SEASONS = 3;

/** Where a national Wanted tally brings no Long Arm test [L5984]. */
const BEYOND_THE_LAW: readonly Locale[] = ['canada', 'old-mexico'];

export interface OutlawInputs extends GangInputs {
  locale: Locale;
  sl?: number;
  seasons: number;
  travel: string;
  to?: string;
  /** Whether his gang is played (§14.8 [L6033–6123]): Join Up, the payout, "So That's How It Is?". */
  outfit: string;
}

/** Whether the gang is played: else LP are counted, not spent, and nobody joins him. */
export const gangPlayed = (p: Pick<OutlawInputs, 'outfit'>): boolean => p.outfit === 'played';

/**
 * The tallies are counted up to the highest SL he can be in: the Long Arm test is rolled
 * against the lower of SL and tally [L5986–5990], so above every SL he can meet a higher tally
 * tests the same. With the gang played, up to Rep 7 as well: "So That's How It Is?" is rolled
 * against Rep less the tally, failing every die from a tally of his Rep up. The top count reads
 * "that many or more".
 */
export function tallyCap(p: OutlawInputs): number {
  if (gangPlayed(p)) return Math.max(MAX_REP, slCap(p));
  return slCap(p);
}

function slCap(p: OutlawInputs): number {
  const advances = p.seasons > ADVANCE_TURN;
  let cap = 0;
  for (const l of reachable(p.travel as TravelPolicy, p.locale, p.to as Locale)) {
    const sl = slBefore(p, l);
    cap = Math.max(cap, advances && l !== 'indian-territory' ? Math.min(6, sl + 1) : sl);
  }
  return cap;
}

/** What the ladder adds to a Star's state: his tallies, Long Arm Pass 1s pending, captured once. */
export interface Wanted {
  local: number;
  national: number;
  /** A Long Arm Pass 1 pending on the local and on the national test. */
  closing: number;
  closingNational: number;
  captured: number;
}

/** The ladder's part of a state as one number, 0 .. states − 1. */
export class WantedCode {
  readonly states: number;
  constructor(readonly cap: number) {
    this.states = (cap + 1) * (cap + 1) * 8;
  }
  of(x: number): Wanted {
    return {
      captured: x & 1,
      closingNational: (x >> 1) & 1,
      closing: (x >> 2) & 1,
      national: Math.floor(x / 8) % (this.cap + 1),
      local: Math.floor(x / 8 / (this.cap + 1)),
    };
  }
  code(w: Wanted): number {
    return (
      ((w.local * (this.cap + 1) + w.national) * 2 + w.closing) * 4 +
      w.closingNational * 2 +
      w.captured
    );
  }
}

/** One of the Outlaw's tables made ready, and its exact odds. */
export interface Table {
  ready: Ready;
  odds: Float64Array;
}

/**
 * The Outlaw's tables at each SL (and Rep, tally, take), made once and shared by the chain
 * and the trials; each key packs its inputs (all below 64).
 */
class Tables {
  private readonly made = new Map<number, Table>();
  constructor(
    readonly locale: Locale,
    readonly o: SixgunOptions,
  ) {}
  private get(
    id: number,
    sl: number,
    more: { rep?: number; tally?: number; again?: boolean; take?: number; train?: boolean } = {},
  ): Table {
    const { rep = 1, tally = 0, again = false, take = 1, train = false } = more;
    const key = ((((id * 8 + sl) * 8 + rep) * 8 + tally) * 64 + take) * 4 + +again * 2 + +train;
    let t = this.made.get(key);
    if (!t) {
      const p = { locale: this.locale, sl, rep, again, tally, take, train };
      const ready = outlawTable(TABLE_IDS[id], p, this.o);
      this.made.set(key, (t = { ready, odds: ready.exact() }));
    }
    return t;
  }
  longArm = (sl: number, tally: number, again: boolean) =>
    this.get(0, sl, { tally: Math.min(sl, tally), again });
  lawdawg = (sl: number) => this.get(1, sl);
  jobs = (sl: number) => this.get(2, sl);
  agent = (rep: number) => this.get(3, 0, { rep });
  agents = () => this.get(4, 0);
  take = (sl: number) => this.get(5, sl);
  pursuit = (sl: number, train: boolean, take: number) => this.get(6, sl, { train, take });
  holdUpPays = () => this.get(9, 0);
  joinUp = (sl: number) => this.get(7, sl);
  loyalty = (rep: number, tally: number) =>
    this.get(8, 0, { rep, tally: Math.min(rep + 1, tally) });
}
const TABLE_IDS = [
  'long-arm',
  'lawdawg-encounters',
  'outlaw-encounters',
  'express-agent',
  'express-agent-list',
  'the-take',
  'pursuit',
  'outlaw-join-up',
  'so-thats-how-it-is',
  'hold-up-pays',
] as const;

/** Long Arm results, Lawdawg encounters, Outlaw Encounters and Pursuit results, by name. */
const [ARM_NOW, ARM_CLOSING, ARM_NONE] = [0, 1, 2];
const [WANTED_NOW, POSSE_NOW, POSSE, NO_PURSUIT] = [0, 1, 2, 3];
const HOLD_UP = 'hold-up';

/** A state the ladder reads: his Rep and its own part. */
export interface LadderStar {
  rep: number;
  x: number;
}

/** What the ladder needs of the exact chain it is played in. */
export interface ExactHost<S extends LadderStar> {
  readonly c: Chain;
  loc: number;
  sl: number;
  encounters: number;
  put(s: S, w: number, change?: Partial<S>): void;
  /** A fight against opponent k; `won` takes those who come out standing (default: put). */
  against(s: S, w: number, k: number, wonX: number, won?: (s: S, w: number) => void): void;
}

/** A state the gang reads besides: his Toughness and Sand (a mutiny's Draw, a back shot). */
export interface GangStar extends LadderStar {
  toughness: number;
  sand: number;
}

/** What the gang needs of the exact chain besides. */
export interface OutlawHost<S extends GangStar> extends ExactHost<S> {
  /** The season being played (0: Spring 1875). */
  readonly turn: number;
  /** Out of the campaign, dead. */
  dies(s: S, w: number): void;
  /** Wounds and OOF Recovery; `held` takes those who carry on. */
  wound(s: S, w: number, rest: Rest, held: (s: S, w: number) => void): void;
  /** Taken and held for trial. */
  imprison(s: S, w: number): void;
}

/** Whom each Lawdawg encounter is fought against: the Sheriff's Posse or Capture, the opponent, the locale's warriors. */
function lawdawgOpponents(c: Chain, name: string, warriors: readonly number[]): readonly number[] {
  if (name === 'indians') return warriors;
  return name === 'gunfight' ? [0] : [c.jailer];
}

/**
 * The gang's part of a state on top of the Wanted part: the hard cases riding with him and the
 * LP on hand. LP are counted up to what the payouts still to come can take, "that many or
 * more": above it he never goes short. That is 1 + brothers + hard cases a season, the hard
 * cases growing by two at most each Join Up.
 */
class GangCode {
  readonly G: number;
  readonly L: number;
  /** The most the payouts can take, by hard cases now, from season turn's end (then from the next). */
  private readonly bound: Int32Array;
  constructor(
    readonly W: number,
    readonly p: OutlawInputs,
  ) {
    const played = gangPlayed(p);
    this.G = played ? gangMax(p) + 1 : 1;
    const n = p.seasons + 1;
    this.bound = new Int32Array(this.G * n * 2);
    for (let g = 0; g < this.G; g++)
      for (let turn = 0; turn < n; turn++)
        for (const next of [0, 1]) {
          let sum = 0;
          for (let t = turn + next; t < p.seasons; t++) {
            let joins = 0;
            for (let u = turn; u < t; u++) if (!isWinter(u)) joins++;
            sum += 1 + p.brothers + Math.min(this.G - 1, g + 2 * joins);
          }
          this.bound[(g * n + turn) * 2 + next] = sum;
        }
    this.L = played ? this.bound[(this.G - 1) * n * 2] + 1 : 1;
  }
  get states(): number {
    return this.W * this.G * this.L;
  }
  gang = (x: number) => Math.floor(x / this.W) % this.G;
  lp = (x: number) => Math.floor(x / this.W / this.G);
  /**
   * LP above what the payouts can take read as that: from season `turn`'s own payout on, or
   * (`next`) from the one after, Join Up at its end included.
   */
  capLp = (lp: number, gang: number, turn: number, next = false) =>
    Math.min(lp, this.bound[(gang * (this.p.seasons + 1) + turn) * 2 + +next]);
  with = (x: number, gang: number, lp: number) => (x % this.W) + this.W * (gang + this.G * lp);
}

/** The ladder in the exact chain: the Long Arm and Lawdawg encounters, the jobs, the take and the Pursuit, and the gang. */
export class OutlawExact<S extends GangStar> {
  readonly code: WantedCode;
  readonly gang: GangCode;
  readonly gangPlayed: boolean;
  private readonly t: Tables;
  lawdawgs = 0;
  jobs = 0;
  holdUpsUnpaid = 0;
  lp = 0;
  lpPaid = 0;
  joined = 0;
  lost = 0;
  unpaid = 0;
  mutinies = 0;
  /** Those out of the campaign, by tally (local, national), captured once and gang. */
  private readonly endedLocal: Float64Array;
  private readonly endedNational: Float64Array;
  private readonly endedGang: Float64Array;
  private endedCaptured = 0;
  /** P(a hard case overcomes the Express Agent), and P(an unpaid man leaves on Pass 1). */
  private readonly overcomes: number;
  private readonly leaves: number;
  private readonly shots = new Map<number, Float64Array>();

  constructor(
    readonly h: OutlawHost<S>,
    readonly p: OutlawInputs,
    readonly o: SixgunOptions,
  ) {
    this.code = new WantedCode(tallyCap(p));
    this.gang = new GangCode(this.code.states, p);
    this.gangPlayed = gangPlayed(p);
    this.t = new Tables(p.locale, o);
    this.endedLocal = new Float64Array(this.code.cap + 1);
    this.endedNational = new Float64Array(this.code.cap + 1);
    this.endedGang = new Float64Array(this.gang.G);
    this.overcomes = overcomeChance(this.t, h.c);
    this.leaves = leaveChance(o);
  }

  /** His ladder's states: x of a state is 0 .. states − 1. */
  get states(): number {
    return this.gang.states;
  }

  /** His first state: nobody Wanted, his gang and LP at the start. */
  get initial(): number {
    return this.gang.with(0, this.p.gang, this.gang.capLp(this.p.lp, this.p.gang, 0));
  }

  private with(s: S, change: Partial<Wanted>): S {
    const x = s.x - (s.x % this.code.states);
    return { ...s, x: x + this.code.code({ ...this.code.of(s.x % this.code.states), ...change }) };
  }
  private wanted = (s: S) => this.code.of(s.x % this.code.states);
  private withGang = (s: S, gang: number, lp = this.gang.lp(s.x)): S => ({
    ...s,
    x: this.gang.with(s.x, gang, lp),
  });

  /**
   * The start of a free season in his locale: the national Long Arm test, then the local one;
   * `go` takes those who go on Looking for Loot.
   */
  start(s: S, w: number, go: (s: S, w: number) => void): void {
    const f = this.wanted(s);
    const national = BEYOND_THE_LAW.includes(LOCALES[this.h.loc]) ? 0 : f.national;
    this.test(s, w, national, f.closingNational, 'closingNational', (t, v) =>
      this.test(t, v, f.local, f.closing, 'closing', go),
    );
  }

  /** One Long Arm test against `tally`, the pending Pass 1 kept in `field`. */
  private test(
    s: S,
    w: number,
    tally: number,
    pending: number,
    field: 'closing' | 'closingNational',
    go: (s: S, w: number) => void,
  ): void {
    if (w === 0) return;
    const none = this.with(s, field === 'closing' ? { closing: 0 } : { closingNational: 0 });
    if (tally === 0) return go(none, w);
    const r = this.t.longArm(this.h.sl, tally, pending === 1).odds;
    go(
      this.with(s, field === 'closing' ? { closing: 1 } : { closingNational: 1 }),
      w * r[ARM_CLOSING],
    );
    go(none, w * r[ARM_NONE]);
    this.lawdawg(none, w * r[ARM_NOW], go);
  }

  /** A Lawdawg encounter (1d6 × SL); standing, he goes on. */
  private lawdawg(s: S, w: number, go: (s: S, w: number) => void): void {
    if (w === 0) return;
    this.lawdawgs += w;
    this.h.encounters += w;
    const table = this.t.lawdawg(this.h.sl);
    const q = table.odds;
    const warriors = this.h.c.at(LOCALES[this.h.loc], this.h.sl).warriors;
    table.ready.outcomes.forEach((name, k) => {
      const opps = lawdawgOpponents(this.h.c, name, warriors);
      for (const opp of opps) this.h.against(s, (w * q[k]) / opps.length, opp, s.x, go);
    });
  }

  /**
   * An Outlaw Encounter, the job (1d6 × SL): a Hold Up or Robbery fought, a train's agent
   * tested first; the host has counted the encounter.
   */
  encounter(s: S, w: number): void {
    this.jobs += w;
    const table = this.t.jobs(this.h.sl);
    const q = table.odds;
    table.ready.outcomes.forEach((name, k) => {
      const v = w * q[k];
      if (v === 0) return;
      if (name !== 'train-robbery') {
        const held = name === HOLD_UP ? this.heldUp : this.done;
        this.h.against(s, v, 0, s.x, (t, u) => held(t, u, false));
        return;
      }
      const gang = this.gangPlayed ? this.gang.gang(s.x) : 0;
      if (gang === 0) return this.starFacesAgent(s, v);
      // Two hard cases face the agent, the second if the first is beaten; with one, he and the
      // Star, either first.
      const first = gang === 1 ? v / 2 : v;
      const beaten = 1 - this.overcomes;
      this.done(s, first * this.overcomes, true);
      this.lost += first * beaten;
      const down = this.withGang(s, gang - 1);
      if (gang === 1) {
        this.starFacesAgent(down, first * beaten);
        return this.starFacesAgent(s, v / 2);
      }
      this.done(down, v * beaten * this.overcomes, true);
      this.lost += v * beaten * beaten;
      this.h.put(this.withGang(s, gang - 2), v * beaten * beaten);
    });
  }

  /** The Star faces the Express Agent: his test, and the Draw if the agent resists. */
  private starFacesAgent(s: S, v: number): void {
    const agent = this.t.agent(s.rep).odds;
    this.done(s, v * agent[0], true);
    const list = this.t.agents().odds;
    for (let a = 0; a < list.length; a++)
      this.h.against(s, v * (1 - agent[0]) * list[a], this.h.c.agent + a, s.x, (t, u) =>
        this.done(t, u, true),
      );
  }

  /**
   * A Hold Up he comes out of standing: a stagecoach pays, wagons or mules on 1d6 against the
   * number taken; one that does not is still pursued unless campaign.holdUpUnpaid says not.
   */
  private heldUp = (s: S, w: number): void => {
    const q = this.t.holdUpPays();
    const values = q.ready.values!;
    let pays = 0;
    for (let k = 0; k < values.length; k++) pays += values[k] * q.odds[k];
    this.done(s, w * pays, false);
    const unpaid = w * (1 - pays);
    this.holdUpsUnpaid += unpaid;
    if (this.o['campaign.holdUpUnpaid'] === 'no-pursuit') return this.h.put(s, unpaid);
    this.pursuit(s, unpaid, false, 0);
  };

  /** A job done: the take (1d6 × SL LP), on hand when the gang is played, then the Pursuit. */
  private done = (s: S, w: number, train: boolean): void => {
    if (w === 0) return;
    const take = this.t.take(this.h.sl);
    const q = take.odds;
    const lp = take.ready.values!;
    for (let k = 0; k < q.length; k++) this.lp += w * q[k] * lp[k];
    const against = this.o['campaign.pursuitAgainst'] === 'lp';
    // Against SL (C-15) the take does not matter to the Pursuit; against LP each take has its own odds.
    if (!against && !this.gangPlayed) return this.pursuit(s, w, train, 1);
    if (against && !this.gangPlayed) {
      for (let k = 0; k < q.length; k++) this.pursuit(s, w * q[k], train, lp[k]);
      return;
    }
    // On hand, takes the payouts cannot use up are one state: pursued once, against SL.
    const gang = this.gang.gang(s.x);
    const onHand = new Map<number, number>();
    for (let k = 0; k < q.length; k++) {
      const v = this.gang.capLp(this.gang.lp(s.x) + lp[k], gang, this.h.turn);
      if (against) this.pursuit(this.withGang(s, gang, v), w * q[k], train, lp[k]);
      else onHand.set(v, (onHand.get(v) ?? 0) + w * q[k]);
    }
    for (const [v, u] of onHand) this.pursuit(this.withGang(s, gang, v), u, train, 1);
  };

  /** The Pursuit: a Posse on Pass 1 or 2 (the Sheriff's Draw), and on Pass 2 maybe Wanted. */
  private pursuit(s: S, w: number, train: boolean, take: number): void {
    if (w === 0) return;
    const r = this.t.pursuit(this.h.sl, train, take).odds;
    const f = this.wanted(s);
    const wanted = this.with(
      s,
      train
        ? { national: Math.min(this.code.cap, f.national + 1) }
        : { local: Math.min(this.code.cap, f.local + 1) },
    );
    this.posse(wanted, w * r[WANTED_NOW]);
    this.posse(s, w * (r[POSSE_NOW] + r[POSSE]));
    this.h.put(s, w * r[NO_PURSUIT]);
  }

  private posse(s: S, w: number): void {
    if (w === 0) return;
    this.h.encounters += w;
    this.h.against(s, w, this.h.c.jailer, s.x);
  }

  /**
   * The end of a season he ends free (§14.8 [L6033–6123]): the payout, himself and his
   * brothers first; anyone unpaid, "So That's How It Is?"; then, at the head of his gang, Join
   * Up but in Winter.
   */
  seasonEnd(s: S, w: number): void {
    const gang = this.gang.gang(s.x);
    const { paid, unpaid, left } = payout(gang, this.gang.lp(s.x), this.p.brothers);
    this.lpPaid += w * paid;
    const after = this.withGang(s, gang, this.gang.capLp(left, gang, this.h.turn, true));
    if (unpaid === 0) return this.joinUp(after, w);
    this.unpaid += w;
    const f = this.wanted(s);
    const r = this.t.loyalty(s.rep, Math.max(f.local, f.national)).odds;
    this.joinUp(after, w * r[0]);
    binomial(unpaid, this.leaves).forEach((q, k) => {
      this.lost += w * r[1] * q * k;
      this.joinUp(this.withGang(after, gang - k), w * r[1] * q);
    });
    this.mutinies += w * (r[2] + r[3]);
    mutineerOdds(unpaid, true).forEach((q, m) => this.mutiny(after, w * r[2] * q, m));
    mutineerOdds(unpaid, false).forEach((q, m) => this.backShot(after, w * r[3] * q, m));
  }

  /**
   * A Draw with mutineer m: standing, the Star keeps the rest, the mutineer gone; else all but
   * his brothers desert him.
   */
  private mutiny(s: S, w: number, m: number): void {
    if (w === 0) return;
    const gang = this.gang.gang(s.x);
    const opp = this.h.c.mutineer + m;
    const standing = this.h.c.fight(s.rep, s.toughness, s.sand, opp)[STANDING];
    this.lost += w * (standing + (1 - standing) * gang);
    const won = this.withGang(s, gang - 1).x;
    this.h.against(this.withGang(s, 0), w, opp, won, (t, v) => this.joinUp(t, v));
  }

  /**
   * Mutineer m's back shot: Obviously Dead; Out of the Fight, the law takes him (treated in
   * custody), his gang gone; else the fight goes on, played as the Draw with him.
   */
  private backShot(s: S, w: number, m: number): void {
    if (w === 0) return;
    const key = m * 8 + s.toughness;
    let b = this.shots.get(key);
    if (!b) this.shots.set(key, (b = backShotOdds(m, s.toughness, this.o)));
    this.h.dies(s, w * b[SHOT_DEAD]);
    const gone = this.withGang(s, 0);
    this.lost += w * b[SHOT_OOF] * this.gang.gang(s.x);
    this.h.wound(gone, w * b[SHOT_OOF], 'able', (t, v) => this.h.imprison(t, v));
    this.mutiny(s, w * (1 - b[SHOT_DEAD] - b[SHOT_OOF]), m);
  }

  /** Join Up (2d6 vs SL; not in Winter): Pass 2 two hard cases, Pass 1 one, up to his room. */
  private joinUp(s: S, w: number): void {
    if (w === 0) return;
    if (isWinter(this.h.turn)) return this.h.put(s, w);
    const gang = this.gang.gang(s.x);
    const room = Math.max(0, gangRoom(s.rep, this.p) - gang);
    const r = this.t.joinUp(this.h.sl).odds;
    for (let k = 0; k < r.length; k++) {
      const n = Math.min(k, room);
      this.joined += w * r[k] * n;
      this.h.put(this.withGang(s, gang + n), w * r[k]);
    }
  }

  /** He rides into a locale he has not been in: no tally there, nothing pending. */
  moved = (s: S): S => this.with(s, { local: 0, closing: 0, closingNational: 0 });
  /** A season away: what was pending lapses. */
  idle = (s: S): S => this.with(s, { closing: 0, closingNational: 0 });
  /** Held for trial. */
  jailed = (s: S): S => this.with(s, { captured: 1 });
  /** Out at the end of his jail term: that locale's tally wiped [L5977]. */
  served = (s: S): S => this.with(s, { local: 0 });

  /** Out of the campaign with weight w. */
  ended(s: S, w: number): void {
    const f = this.wanted(s);
    this.endedLocal[f.local] += w;
    this.endedNational[f.national] += w;
    this.endedCaptured += w * f.captured;
    this.endedGang[this.gang.gang(s.x)] += w;
  }

  /**
   * The ladder's metrics, from the states still in the campaign (`each` gives every state's
   * x and weight).
   */
  metrics(each: (f: (x: number, w: number) => void) => void): ExactMetrics {
    const local = this.endedLocal.slice();
    const national = this.endedNational.slice();
    const gangs = this.endedGang.slice();
    let captured = this.endedCaptured;
    const n = this.code.states;
    each((x, w) => {
      const f = this.code.of(x % n);
      local[f.local] += w;
      national[f.national] += w;
      captured += w * f.captured;
      gangs[this.gang.gang(x)] += w;
    });
    const dist = (d: Float64Array) => Object.fromEntries(Array.from(d, (v, k) => [String(k), v]));
    const out: ExactMetrics = {
      'wanted.local': dist(local),
      'wanted.national': dist(national),
      captured,
      lawdawgs: this.lawdawgs,
      jobs: this.jobs,
      holdUpsUnpaid: this.holdUpsUnpaid,
      lpTaken: this.lp,
    };
    if (!this.gangPlayed) return out;
    return Object.assign(out, {
      gang: dist(gangs),
      'gang.joined': this.joined,
      'gang.lost': this.lost,
      'gang.unpaid': this.unpaid,
      'gang.mutinies': this.mutinies,
      'gang.lpPaid': this.lpPaid,
      'gang.lpOnHand': this.p.lp + this.lp - this.lpPaid,
    });
  }
}

/**
 * P(a hard case overcomes the Express Agent): his row of the Outlaw list, the agent test
 * against his Rep (Pass 2: no resistance), else his Draw against the agent off the list.
 */
function overcomeChance(t: Tables, c: Chain): number {
  const list = t.agents().odds;
  let p = 0;
  for (const r of HARD_CASES) {
    const free = t.agent(r.rep).odds[0];
    let won = 0;
    for (let a = 0; a < list.length; a++)
      won += list[a] * c.fight(r.rep, r.toughness, r.sand, c.agent + a)[STANDING];
    p += (free + (1 - free) * won) / HARD_CASES.length;
  }
  return p;
}

/** The ladder's metrics. */
export function outlawLayout(layout: Layout, p: OutlawInputs): Layout {
  const cap = tallyCap(p);
  layout
    .distribution(
      'wanted.local',
      0,
      cap,
      `his Wanted tally in the locale he ends in (where he fell, for those out); ${cap}: ${cap} or more, ${gangPlayed(p) ? 'Rep 7 or' : ''} the highest SL he can meet (the Long Arm reads no higher)`,
    )
    .distribution(
      'wanted.national',
      0,
      cap,
      `his national Wanted tally (trains); ${cap}: ${cap} or more`,
    )
    .probability('captured', 'he was taken and held for trial at least once')
    .mean('lawdawgs', 'Lawdawg encounters he fought (Long Arm of the Law)')
    .mean('jobs', 'Outlaw Encounters he took (Hold Ups, Robberies, Train Robberies)')
    .mean(
      'holdUpsUnpaid',
      'Hold Ups of wagons or mules he held that paid nothing (1d6 against the number taken failed)',
    )
    .mean('lpTaken', 'LP he took (1d6 × SL a job done)');
  if (!gangPlayed(p)) return layout;
  return layout
    .distribution(
      'gang',
      0,
      gangMax(p),
      'hard cases riding with him at the end, his brothers not counted (when he fell, for those out)',
    )
    .mean('gang.joined', 'hard cases who joined him (Join Up, the end of each season but Winter)')
    .mean(
      'gang.lost',
      'hard cases he lost: gone unpaid (Pass 1), the mutineer he beat, all who deserted when a mutiny went against him, those the Express Agent beat',
    )
    .mean('gang.unpaid', 'seasons someone went unpaid: "So That\'s How It Is?" rolled')
    .mean('gang.mutinies', 'mutinies ("So That\'s How It Is?" Pass 0: a Draw or a back shot)')
    .mean('gang.lpPaid', 'LP paid out (1 a man a season, himself and his brothers first)')
    .mean('gang.lpOnHand', 'LP on hand at the end (when he fell, for those out)');
}

/** What the gang's end of a season asks of the trial it is played in. */
export interface TrialHost {
  /** A fight of the Star against opponent `opp`; returns the Draw's result. */
  fight(opp: number): number;
  /** He is Obviously Dead. */
  dies(): void;
  /** Out of the Fight, the law takes him: treated in custody, then held for trial. */
  lawTakes(): void;
}

/** The ladder in one trial at a time: the Star's tallies in every locale, his gang, and what the trials count. */
export class OutlawTrial {
  private readonly t: Tables;
  readonly cap: number;
  readonly played: boolean;
  readonly local = new Int32Array(LOCALES.length);
  national = 0;
  closing = 0;
  closingNational = 0;
  lawdawgs = 0;
  jobs = 0;
  holdUpsUnpaid = 0;
  lp = 0;
  /** Hard cases riding with him, LP on hand, and the gang's counts. */
  gang = 0;
  onHand = 0;
  lpPaid = 0;
  joined = 0;
  lost = 0;
  unpaid = 0;
  mutinies = 0;
  /** Encounters of the trial besides the jobs (the host counts those): Lawdawg encounters and Posses. */
  encounters = 0;
  private readonly shots = new Map<number, Float64Array>();

  constructor(
    readonly p: OutlawInputs,
    readonly o: SixgunOptions,
    readonly c: Chain,
  ) {
    this.t = new Tables(p.locale, o);
    this.cap = tallyCap(p);
    this.played = gangPlayed(p);
  }

  reset(): void {
    this.local.fill(0);
    this.national = this.closing = this.closingNational = 0;
    this.lawdawgs = this.jobs = this.holdUpsUnpaid = this.lp = this.encounters = 0;
    this.gang = this.played ? this.p.gang : 0;
    this.onHand = this.p.lp;
    this.lpPaid = this.joined = this.lost = this.unpaid = this.mutinies = 0;
  }

  /** The Long Arm tests at the start of a free season in `here`; true if he goes on standing. */
  start(rng: Rng, here: number, sl: number, fight: (opp: number) => number): boolean {
    const national = BEYOND_THE_LAW.includes(LOCALES[here]) ? 0 : this.national;
    let k = this.test(rng, sl, national, this.closingNational);
    this.closingNational = k === ARM_CLOSING ? 1 : 0;
    if (k === ARM_NOW && !this.lawdawg(rng, here, sl, fight)) return false;
    k = this.test(rng, sl, this.local[here], this.closing);
    this.closing = k === ARM_CLOSING ? 1 : 0;
    return k !== ARM_NOW || this.lawdawg(rng, here, sl, fight);
  }

  private test(rng: Rng, sl: number, tally: number, pending: number): number {
    return tally === 0 ? -1 : this.t.longArm(sl, tally, pending === 1).ready.roll(rng);
  }

  private lawdawg(rng: Rng, here: number, sl: number, fight: (opp: number) => number): boolean {
    this.lawdawgs++;
    this.encounters++;
    const table = this.t.lawdawg(sl);
    const opps = lawdawgOpponents(
      this.c,
      table.ready.outcomes[table.ready.roll(rng)],
      this.c.at(LOCALES[here], sl).warriors,
    );
    return fight(opps[opps.length === 1 ? 0 : rng.below(opps.length)]) === STANDING;
  }

  /** A job; `fight` fights one opponent and counts the encounter. */
  encounter(rng: Rng, here: number, sl: number, rep: number, fight: (opp: number) => number): void {
    this.jobs++;
    const table = this.t.jobs(sl);
    const name = table.ready.outcomes[table.ready.roll(rng)];
    const train = name === 'train-robbery';
    if (train) {
      if (!this.trainTaken(rng, rep, fight)) return;
    } else if (fight(0) !== STANDING) return;
    const paid = name !== HOLD_UP || this.holdUpPays(rng);
    if (!paid && this.o['campaign.holdUpUnpaid'] === 'no-pursuit') return;
    const take = this.t.take(sl);
    const lp = paid ? take.ready.values![take.ready.roll(rng)] : 0;
    this.lp += lp;
    this.onHand += lp;
    const r = this.t
      .pursuit(sl, train, this.o['campaign.pursuitAgainst'] === 'lp' ? lp : 1)
      .ready.roll(rng);
    if (r === WANTED_NOW) {
      if (train) this.national = Math.min(this.cap, this.national + 1);
      else this.local[here] = Math.min(this.cap, this.local[here] + 1);
    }
    if (r === NO_PURSUIT) return;
    this.encounters++;
    fight(this.c.jailer);
  }

  /** Whether a Hold Up held pays: a stagecoach, or wagons or mules passing 1d6 against their number. */
  private holdUpPays(rng: Rng): boolean {
    const q = this.t.holdUpPays().ready;
    if (q.values![q.roll(rng)] === 1) return true;
    this.holdUpsUnpaid++;
    return false;
  }

  /**
   * The Express Agent: two hard cases face him if the Star has them, the second if the first
   * is beaten (both beaten, the job is off); with one, that man and the Star, either first;
   * with none, the Star. True if the agent is overcome.
   */
  private trainTaken(rng: Rng, rep: number, fight: (opp: number) => number): boolean {
    let men = Math.min(2, this.gang);
    let star = men < 2;
    if (men === 1 && rng.below(2) === 1) return this.starFaces(rng, rep, fight);
    for (; men > 0; men--) {
      const r = HARD_CASES[rng.below(6)];
      if (this.t.agent(r.rep).ready.roll(rng) === 0) return true;
      const agent = this.c.agent + this.t.agents().ready.roll(rng);
      const f = pick(rng, this.c.fight(r.rep, r.toughness, r.sand, agent));
      if (f === STANDING) return true;
      this.gang--;
      this.lost++;
    }
    return star && this.starFaces(rng, rep, fight);
  }

  private starFaces(rng: Rng, rep: number, fight: (opp: number) => number): boolean {
    if (this.t.agent(rep).ready.roll(rng) === 0) return true;
    return fight(this.c.agent + this.t.agents().ready.roll(rng)) === STANDING;
  }

  /**
   * The end of a season he ends free: the payout, "So That's How It Is?" if anyone goes
   * unpaid, then, at the head of his gang, Join Up but in Winter (as OutlawExact.seasonEnd).
   */
  seasonEnd(
    rng: Rng,
    here: number,
    sl: number,
    turn: number,
    s: { rep: number; toughness: number },
    h: TrialHost,
  ): void {
    const { paid, unpaid, left } = payout(this.gang, this.onHand, this.p.brothers);
    this.lpPaid += paid;
    this.onHand = left;
    if (unpaid > 0) {
      this.unpaid++;
      const tally = Math.max(this.local[here], this.national);
      const r = this.t.loyalty(s.rep, tally).ready.roll(rng);
      if (r === 1)
        for (let k = 0; k < unpaid; k++)
          if (rollLeaves(rng, this.o)) {
            this.gang--;
            this.lost++;
          }
      if (r >= 2) {
        this.mutinies++;
        const m = rollMutineer(rng, unpaid, r === 2);
        if (r === 3 && !this.backShot(rng, m, s.toughness, h)) return;
        const gang = this.gang;
        if (h.fight(this.c.mutineer + m) !== STANDING) {
          this.lost += gang;
          this.gang = 0;
          return;
        }
        this.lost++;
        this.gang--;
      }
    }
    if (isWinter(turn)) return;
    const room = Math.max(0, gangRoom(s.rep, this.p) - this.gang);
    const n = Math.min(room, this.t.joinUp(sl).ready.roll(rng));
    this.gang += n;
    this.joined += n;
  }

  /** The back shot; true if the fight goes on. */
  private backShot(rng: Rng, m: number, toughness: number, h: TrialHost): boolean {
    const key = m * 8 + toughness;
    let b = this.shots.get(key);
    if (!b) this.shots.set(key, (b = backShotOdds(m, toughness, this.o)));
    const k = pick(rng, b);
    if (k === SHOT_DEAD) h.dies();
    else if (k === SHOT_OOF) {
      this.lost += this.gang;
      this.gang = 0;
      h.lawTakes();
    }
    return k !== SHOT_DEAD && k !== SHOT_OOF;
  }

  moved(): void {
    this.closing = this.closingNational = 0;
  }
  idle(): void {
    this.closing = this.closingNational = 0;
  }
  served(here: number): void {
    this.local[here] = 0;
  }

  /** Adds this trial's counts at the slots of outlawLayout's metrics. */
  count(acc: Float64Array, layout: Layout, here: number, captured: boolean): void {
    acc[layout.slot('wanted.local') + this.local[here]]++;
    acc[layout.slot('wanted.national') + this.national]++;
    if (captured) acc[layout.slot('captured')]++;
    const means: [string, number][] = [
      ['lawdawgs', this.lawdawgs],
      ['jobs', this.jobs],
      ['holdUpsUnpaid', this.holdUpsUnpaid],
      ['lpTaken', this.lp],
    ];
    if (this.played) {
      acc[layout.slot('gang') + this.gang]++;
      means.push(
        ['gang.joined', this.joined],
        ['gang.lost', this.lost],
        ['gang.unpaid', this.unpaid],
        ['gang.mutinies', this.mutinies],
        ['gang.lpPaid', this.lpPaid],
        ['gang.lpOnHand', this.onHand],
      );
    }
    for (const [name, v] of means) {
      const slot = layout.slot(name);
      acc[slot] += v;
      acc[slot + 1] += v * v;
    }
  }
}
