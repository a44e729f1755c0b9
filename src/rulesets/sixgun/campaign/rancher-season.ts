import type { Layout } from '../../../core/layout.ts';
import type { Rng } from '../../../dice/rng.ts';
import type { ExactMetrics } from '../../types.ts';
import type { SixgunOptions } from '../options.ts';
import { rollPasses } from '../pass-dice.ts';
import { CowboyTables, opponentsOf, type CowboyStar } from './cowboy-season.ts';
import { MAVERICK_MAX_SL } from './cowboy.ts';
import { LOCALES, type Locale } from './data.ts';
import {
  business,
  DRIVE_LOCALES,
  DRIVE_MAX_CP,
  exactDice,
  GUNFIGHTER_TALLIES,
  HIRED_BOSS,
  maverick,
  RANCH_TALLIES,
  RanchTables,
  rolledDice,
  RUSTLED_MAX,
  type Business,
  type Ranch,
} from './ranch.ts';
import { STANDING, type Chain } from './season-chain.ts';
import { isWinter } from './season-travel.ts';

/**
 * The Rancher on the Cowboy's ladder (six-gun-sound.md §14.5 [L5184–5563]): his ranch's business
 * (ranch.ts) opens each season, then he takes the Encounter test at the ranch, on At the Ranch
 * Encounters [L5567–5576]; with the ranch lost he is a puncher again, on his own where it was,
 * testing on the Cowboy Drifting table [L5463–5469]. His herd goes to market with a hired Trail
 * Boss, so the business never reads his fights, only his Rep (Buy Them) and the ranch's SL.
 */

/**
 * The exact chain is answered for a year at most: the ranch's herd, LP, debt, the herd on the
 * trail and the Rustlings lost multiply the season's states, and each Round Up, sale and
 * purchase spreads them; a Rep 5 Rancher in New Mexico with 6 CP takes some 9 s and 105 MB for
 * a year (5 s and 85 MB before the Rustlings were counted), minutes for a fifth season (its
 * second Round Up spreads every state of the first year).
 */
export const RANCHER_EXACT_SEASONS = 4;

/** Whether a Rancher goes mavericking with his outfit: never, or each season he can. */
export const MAVERICKING = ['none', 'every-season'] as const;

/** At the Ranch, he is always the one stolen from [L5580]. */
const RUSTLING = 'cattle-rustling';

/** The herd a Rancher starts with when --herd is left out: "Big" John's 6 CP. */
export const RANCHER_HERD = 6;

/** The ranch as one number (a state's x): 0 lost, else its parts in mixed radix. */
const RADIX = {
  cp: 1024,
  lp: 1024,
  debt: 16,
  drive: DRIVE_MAX_CP + 1,
  left: DRIVE_LOCALES + 1,
  rustled: RUSTLED_MAX + 1,
} as const;
export const RANCH_STATES =
  1 + RADIX.cp * RADIX.lp * RADIX.debt * RADIX.drive * RADIX.left * RADIX.rustled * 2;

export function ranchCode(r: Ranch): number {
  if (r.lost) return 0;
  if (r.cp >= RADIX.cp || r.lp >= RADIX.lp)
    throw new RangeError(
      `the exact chain counts a herd below ${RADIX.cp} CP and LP below ${RADIX.lp}`,
    );
  const body =
    ((((r.cp * RADIX.lp + r.lp) * RADIX.debt + r.debt) * RADIX.drive + r.drive) * RADIX.left +
      r.left) *
      RADIX.rustled +
    r.rustled;
  return 1 + body * 2 + +r.reroll;
}

export function ranchOf(x: number): Ranch {
  if (x === 0)
    return { lost: true, cp: 0, lp: 0, debt: 0, drive: 0, left: 0, reroll: false, rustled: 0 };
  let i = x - 1;
  const reroll = i % 2 === 1;
  i = (i - (i % 2)) / 2;
  const digit = (r: number) => {
    const d = i % r;
    i = (i - d) / r;
    return d;
  };
  const rustled = digit(RADIX.rustled);
  const left = digit(RADIX.left);
  const drive = digit(RADIX.drive);
  const debt = digit(RADIX.debt);
  const lp = digit(RADIX.lp);
  return { lost: false, cp: i, lp, debt, drive, left, reroll, rustled };
}

/** The ranch he starts with: --herd CP at the ranch, --lp in the bank. */
export const firstRanch = (herd: number, lp: number): Ranch => ({
  lost: false,
  cp: herd,
  lp,
  debt: 0,
  drive: 0,
  left: 0,
  reroll: false,
  rustled: 0,
});

/** The Rancher's metrics (the gunfighters' when he keeps some on). */
export function rancherLayout(layout: Layout, gunfighters = 0): Layout {
  layout
    .mean(
      'herd',
      'CP he owns at the end, at the ranch and on the trail (when he fell, for those out)',
    )
    .mean('bank', 'LP he has in the bank at the end')
    .probability('ranchLost', 'he lost the ranch, settling up with too few CP')
    .mean('ranchSeasons', 'free seasons he spent at his ranch')
    .mean('ranchEncounters', 'At the Ranch Encounters he fought')
    .mean(
      'rustlingsLost',
      'At the Ranch Cattle Rustlings he lost (did not come out of standing), each rolled at the next Round Up',
    )
    .mean('cpRustled', 'CP the Round Up took for Rustlings lost last year (1d6 each, 4–6)')
    .mean('rustlingsPending', 'Rustlings lost at the ranch at the end, for the next Round Up')
    .mean('driftingEncounters', 'Cowboy Drifting encounters he fought, a puncher again')
    .mean('herdsSent', 'herds he sent to market, each Spring up to 6 CP with a hired Trail Boss')
    .mean('herdsSold', 'of them, herds brought in and sold')
    .mean('herdsLost', 'herds that lost every CP on the trail')
    .mean('trailRustlings', "Cattle Rustlings on the trail, the hired Trail Boss's fights")
    .mean('cpRustledOnTrail', 'CP rustled from the drive: 1 for each the Trail Boss lost')
    .mean('mavericked', 'CP his outfit found mavericking (--mavericking every-season)')
    .mean('takenForRustlers', 'GF-3s he fought mavericking, taken for rustlers')
    .mean('lpEarned', 'LP his herds brought in, after the Trail Boss took 1 CP')
    .mean('upkeepPaid', 'LP he paid in upkeep (SL × 2 a year), Extensions included')
    .mean('wagesPaid', 'LP he paid in wages (1 LP a year for every 3 cowboys, 3 to a CP)')
    .mean('wagesShort', 'LP of wages he could not pay (the hands stay)')
    .mean('extensions', 'I Need More Time Pass 1: an Extension to the next Round Up')
    .mean('waived', 'I Need More Time Pass 0: the upkeep waived')
    .mean('cpSettled', 'CP he gave up settling up (1 CP for each LP short)')
    .mean('cpBought', "CP he bought with what a sale left over next year's upkeep")
    .mean('bankFailures', 'Falls the bank failed with his LP in it')
    .mean('lpLostToBank', 'LP lost when the bank failed');
  if (gunfighters === 0) return layout;
  return layout
    .mean(
      'gunfightersPaid',
      'LP he paid his gunfighters (1 LP a man a season: the seasons they served)',
    )
    .mean(
      'gunfightersUnpaid',
      'gunfighter-seasons he could not pay, those men gone (cash on the barrelhead)',
    );
}

/** A state the Rancher reads: mending or held, he is away, and his ranch goes on without him. */
export interface RancherStar extends CowboyStar {
  away: number;
}

/** What the Rancher needs of the exact chain. */
export interface RancherHost<S extends RancherStar> {
  readonly c: Chain;
  loc: number;
  sl: number;
  turn: number;
  encounters: number;
  readonly seasonsIn: Float64Array;
  put(s: S, w: number): void;
  /** A fight against opponent k; standing, his state becomes `wonX` and `won` takes him on. */
  against(s: S, w: number, k: number, wonX?: number, won?: (s: S, w: number) => void): void;
  /** A season mending or held, as any Star's. */
  awaySeason(s: S, w: number, l: number, sl: number): void;
}

/** Mavericking this season: his choice, not in Winter, at a ranch of SL 3 or less [L5253–5255]. */
const mavericksNow = (on: boolean, turn: number, sl: number) =>
  on && !isWinter(turn) && sl <= MAVERICK_MAX_SL;

/** The counts alike in the exact chain (weights) and in one trial (counts). */
abstract class RancherCounts {
  protected readonly t: CowboyTables;
  protected readonly rt: RanchTables;
  readonly tallies = new Float64Array(RANCH_TALLIES.length);
  ranchSeasons = 0;
  ranchEncounters = 0;
  rustlingsLost = 0;
  driftingEncounters = 0;
  constructor(
    home: Locale,
    o: SixgunOptions,
    c: Chain,
    readonly gunfighters: number,
  ) {
    this.t = new CowboyTables(o);
    const boss = c.fight(HIRED_BOSS.rep, HIRED_BOSS.toughness, HIRED_BOSS.sand, 0);
    this.rt = new RanchTables(home, o, 1 - boss[STANDING]);
  }
  protected counted(): [string, number][] {
    return [
      ['ranchSeasons', this.ranchSeasons],
      ['ranchEncounters', this.ranchEncounters],
      ['rustlingsLost', this.rustlingsLost],
      ['driftingEncounters', this.driftingEncounters],
      ...RANCH_TALLIES.map((n, k): [string, number] => [n, this.tallies[k]]).filter(
        ([n]) => this.gunfighters > 0 || !GUNFIGHTER_TALLIES.includes(n),
      ),
    ];
  }
}

/** The Rancher in the exact chain: the ranch is a state's x. */
export class RancherExact<S extends RancherStar> extends RancherCounts {
  private readonly steps = new Map<number, { to: [number, number][]; tally: Float64Array }>();
  private readonly end = { herd: 0, bank: 0, lost: 0, pending: 0 };
  readonly initial: number;

  constructor(
    readonly h: RancherHost<S>,
    p: { locale: string; herd?: number; lp: number; mavericking?: string; gunfighters?: number },
    o: SixgunOptions,
  ) {
    super(p.locale as Locale, o, h.c, p.gunfighters ?? 0);
    this.initial = ranchCode(firstRanch(p.herd ?? RANCHER_HERD, p.lp));
    this.mavericks = p.mavericking === 'every-season';
  }
  private readonly mavericks: boolean;

  /** The business of this season for a ranch and Rep, at the ranch's SL: where it leaves the ranch, what it counts. */
  private step(x: number, rep: number, sl: number) {
    const key = ((x * 8 + rep) * 8 + sl) * 4 + (this.h.turn % 4);
    let st = this.steps.get(key);
    if (st) return st;
    const tally = new Float64Array(RANCH_TALLIES.length);
    const to = new Map<number, number>();
    const b: Business = {
      t: this.rt,
      dice: exactDice,
      sl,
      rep,
      gunfighters: this.gunfighters,
      tally: (k, v, w) => (tally[k] += v * w),
    };
    business(b, this.h.turn, ranchOf(x), 1, (r, w) => {
      const c = ranchCode(r);
      to.set(c, (to.get(c) ?? 0) + w);
    });
    this.steps.set(key, (st = { to: [...to], tally }));
    return st;
  }

  /** A season of the Star in state s (weight w) at his ranch's locale l, SL sl. */
  season(s: S, w: number, l: number, sl: number): void {
    const st = this.step(s.x, s.rep, sl);
    st.tally.forEach((v, k) => (this.tallies[k] += w * v));
    for (const [x, q] of st.to) {
      const t = { ...s, x };
      if (s.away) this.h.awaySeason(t, w * q, l, sl);
      else this.test(t, w * q, l, sl);
    }
  }

  /** The Encounter test at the ranch (At the Ranch), or, the ranch lost, on his own (Drifting). */
  private test(s: S, w: number, l: number, sl: number): void {
    this.h.loc = l;
    this.h.sl = sl;
    this.h.seasonsIn[l] += w;
    const lost = s.x === 0;
    if (!lost) this.ranchSeasons += w;
    const a = this.h.c.at(LOCALES[l], sl);
    const enc = a.encounter[0];
    // Standing after the encounter, or with none, he may go mavericking.
    const on = (t: S, v: number) =>
      !lost && mavericksNow(this.mavericks, this.h.turn, sl)
        ? this.maverick(t, v, sl)
        : this.h.put(t, v);
    on(s, w * (1 - enc));
    if (enc === 0) return;
    this.h.encounters += w * enc;
    if (lost) this.driftingEncounters += w * enc;
    else this.ranchEncounters += w * enc;
    const table = lost ? this.t.drifting(sl) : this.t.ranch();
    table.ready.outcomes.forEach((name, k) => {
      const opps = opponentsOf(name, a.warriors);
      const v = w * enc * table.odds[k];
      if (!lost && name === RUSTLING) return this.rustling(s, v, on);
      for (const opp of opps) this.h.against(s, v / opps.length, opp, s.x, on);
    });
  }

  /** An At the Ranch Cattle Rustling: not standing after it, he lost it, for the next Round Up. */
  private rustling(s: S, w: number, on: (t: S, v: number) => void): void {
    const stand = this.h.c.fight(s.rep, s.toughness, s.sand, 0)[STANDING];
    this.rustlingsLost += w * (1 - stand);
    const r = ranchOf(s.x);
    const x = ranchCode({ ...r, rustled: Math.min(RUSTLED_MAX, r.rustled + 1) });
    this.h.against({ ...s, x }, w, 0, s.x, on);
  }

  /** Mavericking at the ranch: CP found, or taken for rustlers, a GF-3 fought as a Draw. */
  private maverick(s: S, w: number, sl: number): void {
    const b: Business = {
      t: this.rt,
      dice: exactDice,
      sl,
      rep: s.rep,
      tally: (k, v, w) => (this.tallies[k] += v * w),
    };
    maverick(
      b,
      ranchOf(s.x),
      w,
      (r, v) => this.h.put({ ...s, x: ranchCode(r) }, v),
      (_r, v) => {
        this.h.encounters += v;
        this.h.against(s, v, 0);
      },
    );
  }

  /** A Star out of the campaign: his ranch as he left it. */
  ended(s: S, w: number): void {
    const r = ranchOf(s.x);
    this.end.herd += w * (r.cp + r.drive);
    this.end.bank += w * r.lp;
    this.end.lost += w * +r.lost;
    this.end.pending += w * r.rustled;
  }

  /** The metrics, the ranches of those still in given by `each` (x, weight). */
  metrics(each: (f: (x: number, w: number) => void) => void): ExactMetrics {
    const out = { ...this.end };
    each((x, w) => {
      const r = ranchOf(x);
      out.herd += w * (r.cp + r.drive);
      out.bank += w * r.lp;
      out.lost += w * +r.lost;
      out.pending += w * r.rustled;
    });
    return {
      herd: out.herd,
      bank: out.bank,
      ranchLost: out.lost,
      rustlingsPending: out.pending,
      ...Object.fromEntries(this.counted()),
    };
  }
}

/** The Rancher in one trial at a time. */
export class RancherTrial extends RancherCounts {
  r: Ranch;

  constructor(
    home: Locale,
    private readonly first: Ranch,
    o: SixgunOptions,
    readonly c: Chain,
    private readonly mavericks = false,
    gunfighters = 0,
  ) {
    super(home, o, c, gunfighters);
    this.r = { ...first };
  }

  reset(): void {
    this.r = { ...this.first };
    this.tallies.fill(0);
    this.ranchSeasons = this.ranchEncounters = this.rustlingsLost = this.driftingEncounters = 0;
  }

  /** The ranch's business this season (0: Spring 1875), at its SL, for a Rancher of Rep `rep`. */
  business(rng: Rng, turn: number, sl: number, rep: number): void {
    const b: Business = {
      t: this.rt,
      dice: rolledDice(rng),
      sl,
      rep,
      gunfighters: this.gunfighters,
      tally: (k, v) => (this.tallies[k] += v),
    };
    business(b, turn, this.r, 1, (r) => (this.r = r));
  }

  /**
   * A free season (`turn`) where he is: the Encounter test, At the Ranch or (the ranch lost)
   * Drifting; standing after it, or with none, mavericking if he does.
   */
  season(rng: Rng, turn: number, here: number, sl: number, fight: (opp: number) => number): void {
    const lost = this.r.lost;
    if (!lost) this.ranchSeasons++;
    if (rollPasses(rng, 2, sl) === 1 && this.encounter(rng, here, sl, fight) !== STANDING) return;
    if (lost || !mavericksNow(this.mavericks, turn, sl)) return;
    const b: Business = {
      t: this.rt,
      dice: rolledDice(rng),
      sl,
      rep: 0,
      tally: (k, v) => (this.tallies[k] += v),
    };
    maverick(
      b,
      this.r,
      1,
      (r) => (this.r = r),
      () => fight(0),
    );
  }

  /** The encounter on his table; returns the Draw's result. */
  private encounter(rng: Rng, here: number, sl: number, fight: (opp: number) => number): number {
    const lost = this.r.lost;
    if (lost) this.driftingEncounters++;
    else this.ranchEncounters++;
    const table = lost ? this.t.drifting(sl) : this.t.ranch();
    const name = table.ready.outcomes[table.ready.roll(rng)];
    const opps = opponentsOf(name, this.c.at(LOCALES[here], sl).warriors);
    const f = fight(opps.length === 1 ? opps[0] : opps[rng.below(6) < 3 ? 0 : 1]);
    if (!lost && name === RUSTLING && f !== STANDING) {
      this.rustlingsLost++;
      this.r = { ...this.r, rustled: Math.min(RUSTLED_MAX, this.r.rustled + 1) };
    }
    return f;
  }

  /** Adds this trial's counts at the slots of rancherLayout's metrics. */
  count(acc: Float64Array, layout: Layout): void {
    const r = this.r;
    if (r.lost) acc[layout.slot('ranchLost')]++;
    const values: [string, number][] = [
      ['herd', r.cp + r.drive],
      ['bank', r.lp],
      ['rustlingsPending', r.rustled],
      ...this.counted(),
    ];
    for (const [name, v] of values) {
      const slot = layout.slot(name);
      acc[slot] += v;
      acc[slot + 1] += v * v;
    }
  }
}
