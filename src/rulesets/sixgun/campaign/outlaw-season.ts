import type { Layout } from '../../../core/layout.ts';
import type { Rng } from '../../../dice/rng.ts';
import type { ExactMetrics } from '../../types.ts';
import type { SixgunOptions } from '../options.ts';
import { LOCALES, type Locale } from './data.ts';
import { outlawTable } from './outlaw.ts';
import { ADVANCE_TURN } from './season-advance.ts';
import { slBefore, STANDING, type Chain } from './season-chain.ts';
import { reachable, type TravelPolicy } from './season-travel.ts';
import type { Ready } from './table.ts';

/**
 * The Outlaw's own ladder in a campaign season (six-gun-sound.md §14.8 [L5831–6123]), in place
 * of the simple campaign matrix. A season he starts in a locale where he is Wanted opens with
 * the Long Arm of the Law (2d6 against the lower of SL and the tally; Pass 1 pending to the next
 * season there, as Looking for Loot's), nationally then locally, each an immediate Lawdawg
 * encounter on Pass 2 [L5982–5990]; standing after it, he goes Looking for Loot [L5847]. A job
 * (Hold Up, Robbery or Train Robbery by Outlaw Encounters; a train's Express Agent test first)
 * that leaves him standing succeeds: the take, 1d6 × SL LP, then the Pursuit, a Posse on Pass 1
 * or 2 and on Pass 2 the roll that makes him Wanted, locally for a Hold Up or Robbery, nationally
 * for a train [L5974–5975]. A jail term served to its end wipes that locale's tally [L5977].
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

/** Where a national Wanted tally brings no Long Arm test [L5984]. */
const BEYOND_THE_LAW: readonly Locale[] = ['canada', 'old-mexico'];

export interface OutlawInputs {
  locale: Locale;
  sl?: number;
  seasons: number;
  travel: string;
  to?: string;
}

/**
 * The tallies are counted up to the highest SL he can be in: the Long Arm test is rolled
 * against the lower of SL and tally [L5986–5990], so above every SL he can meet a higher tally
 * tests the same, and the gang's "So That's How It Is?", the tally's only other use, is not
 * played. The top count reads "that many or more".
 */
export function tallyCap(p: OutlawInputs): number {
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
}
const TABLE_IDS = [
  'long-arm',
  'lawdawg-encounters',
  'outlaw-encounters',
  'express-agent',
  'express-agent-list',
  'the-take',
  'pursuit',
] as const;

/** Long Arm results, Lawdawg encounters, Outlaw Encounters and Pursuit results, by name. */
const [ARM_NOW, ARM_CLOSING, ARM_NONE] = [0, 1, 2];
const [WANTED_NOW, POSSE_NOW, POSSE, NO_PURSUIT] = [0, 1, 2, 3];

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

/** Whom each Lawdawg encounter is fought against: the Sheriff's Posse or Capture, the opponent, the locale's warriors. */
function lawdawgOpponents(c: Chain, name: string, warriors: readonly number[]): readonly number[] {
  if (name === 'indians') return warriors;
  return name === 'gunfight' ? [0] : [c.jailer];
}

/** The ladder in the exact chain: the Long Arm and Lawdawg encounters, the jobs, the take and the Pursuit. */
export class OutlawExact<S extends LadderStar> {
  readonly code: WantedCode;
  private readonly t: Tables;
  lawdawgs = 0;
  jobs = 0;
  lp = 0;
  /** Those out of the campaign, by tally (local, national) and captured once. */
  private readonly endedLocal: Float64Array;
  private readonly endedNational: Float64Array;
  private endedCaptured = 0;

  constructor(
    readonly h: ExactHost<S>,
    p: OutlawInputs,
    readonly o: SixgunOptions,
  ) {
    this.code = new WantedCode(tallyCap(p));
    this.t = new Tables(p.locale, o);
    this.endedLocal = new Float64Array(this.code.cap + 1);
    this.endedNational = new Float64Array(this.code.cap + 1);
  }

  private with(s: S, change: Partial<Wanted>): S {
    return { ...s, x: this.code.code({ ...this.code.of(s.x), ...change }) };
  }

  /**
   * The start of a free season in his locale: the national Long Arm test, then the local one;
   * `go` takes those who go on Looking for Loot.
   */
  start(s: S, w: number, go: (s: S, w: number) => void): void {
    const f = this.code.of(s.x);
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
        this.h.against(s, v, 0, s.x, (t, u) => this.done(t, u, false));
        return;
      }
      const agent = this.t.agent(s.rep).odds;
      this.done(s, v * agent[0], true);
      const list = this.t.agents().odds;
      for (let a = 0; a < list.length; a++)
        this.h.against(s, v * (1 - agent[0]) * list[a], this.h.c.agent + a, s.x, (t, u) =>
          this.done(t, u, true),
        );
    });
  }

  /** A job done: the take (1d6 × SL LP), then the Pursuit. */
  private done(s: S, w: number, train: boolean): void {
    const take = this.t.take(this.h.sl);
    const q = take.odds;
    const lp = take.ready.values!;
    for (let k = 0; k < q.length; k++) this.lp += w * q[k] * lp[k];
    // Against SL (C-15) the take does not matter; against LP each take has its own odds.
    if (this.o['campaign.pursuitAgainst'] !== 'lp') return this.pursuit(s, w, train, 1);
    for (let k = 0; k < q.length; k++) this.pursuit(s, w * q[k], train, lp[k]);
  }

  /** The Pursuit: a Posse on Pass 1 or 2 (the Sheriff's Draw), and on Pass 2 maybe Wanted. */
  private pursuit(s: S, w: number, train: boolean, take: number): void {
    const r = this.t.pursuit(this.h.sl, train, take).odds;
    const f = this.code.of(s.x);
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
    const f = this.code.of(s.x);
    this.endedLocal[f.local] += w;
    this.endedNational[f.national] += w;
    this.endedCaptured += w * f.captured;
  }

  /** The ladder's metrics, from the states still in the campaign (`x` of index i: i mod states). */
  metrics(arrays: readonly (Float64Array | undefined)[]): ExactMetrics {
    const local = this.endedLocal.slice();
    const national = this.endedNational.slice();
    let captured = this.endedCaptured;
    const n = this.code.states;
    for (const a of arrays) {
      if (!a) continue;
      for (let i = 0; i < a.length; i++) {
        const w = a[i];
        if (w === 0) continue;
        const f = this.code.of(i % n);
        local[f.local] += w;
        national[f.national] += w;
        captured += w * f.captured;
      }
    }
    const dist = (d: Float64Array) => Object.fromEntries(Array.from(d, (v, k) => [String(k), v]));
    return {
      'wanted.local': dist(local),
      'wanted.national': dist(national),
      captured,
      lawdawgs: this.lawdawgs,
      jobs: this.jobs,
      lpTaken: this.lp,
    };
  }
}

/** The ladder's metrics. */
export function outlawLayout(layout: Layout, cap: number): Layout {
  return layout
    .distribution(
      'wanted.local',
      0,
      cap,
      `his Wanted tally in the locale he ends in (where he fell, for those out); ${cap}: ${cap} or more, the highest SL he can meet (the Long Arm reads no higher)`,
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
    .mean('lpTaken', 'LP he took (1d6 × SL a job done)');
}

/** The ladder in one trial at a time: the Star's tallies in every locale, and what the trials count. */
export class OutlawTrial {
  private readonly t: Tables;
  readonly cap: number;
  readonly local = new Int32Array(LOCALES.length);
  national = 0;
  closing = 0;
  closingNational = 0;
  lawdawgs = 0;
  jobs = 0;
  lp = 0;
  /** Encounters of the trial besides the jobs (the host counts those): Lawdawg encounters and Posses. */
  encounters = 0;

  constructor(
    p: OutlawInputs,
    readonly o: SixgunOptions,
    readonly c: Chain,
  ) {
    this.t = new Tables(p.locale, o);
    this.cap = tallyCap(p);
  }

  reset(): void {
    this.local.fill(0);
    this.national = this.closing = this.closingNational = 0;
    this.lawdawgs = this.jobs = this.lp = this.encounters = 0;
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
    const train = table.ready.outcomes[table.ready.roll(rng)] === 'train-robbery';
    let opp = 0;
    if (train) {
      if (this.t.agent(rep).ready.roll(rng) === 0) opp = -1;
      else opp = this.c.agent + this.t.agents().ready.roll(rng);
    }
    if (opp >= 0 && fight(opp) !== STANDING) return;
    const take = this.t.take(sl);
    const lp = take.ready.values![take.ready.roll(rng)];
    this.lp += lp;
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
    for (const [name, v] of [
      ['lawdawgs', this.lawdawgs],
      ['jobs', this.jobs],
      ['lpTaken', this.lp],
    ] as const) {
      const slot = layout.slot(name);
      acc[slot] += v;
      acc[slot + 1] += v * v;
    }
  }
}
