import type { Layout } from '../../../core/layout.ts';
import { successes } from '../../../dice/dist.ts';
import type { Rng } from '../../../dice/rng.ts';
import { numberField } from '../../fields.ts';
import type { ExactMetrics } from '../../types.ts';
import { LOCALES, type Locale } from './data.ts';
import { COMPANY, FIVE_UP, NONE_SENT_DICE, rangerRecruitment, SERGEANTS_UP_TO } from './ranger.ts';
import { isWinter } from './season-travel.ts';
import { d6, halfD6, TWO_D6, type Ready } from './table.ts';

/**
 * The Ranger's company in a campaign season (six-gun-sound.md §14.9 [L6153–6378]): the Star and
 * 11 Rangers, the Captain first in seniority, then 2 Sergeants; the Star slips in at 2d6 (or is
 * Captain). Rangers go on 1d6 = 5–6: every one sent to an all-NPC encounter [L6235], and at the
 * end of each Winter every one who took part in none of the Winter's [L6199]; those ahead of
 * him going move him up [L6342], recruits join at the bottom. Any season that ends with the
 * company under strength and its Captain at home, Ranger Replacement then Recruitment
 * [L6298–6340] fill it up. A Captain has ½d6 encounters a season (Winter: one on 5–6) instead
 * of the Encounter test [L6205]; he leads the first with `detachment` − 1 Rangers and sends
 * `detachment` to each other one while any are left; an encounter none can be sent to costs
 * −1d6 on Recruitment [L6322]. Whether Rangers are recovered or left behind the Draw cannot
 * tell, so those modifier dice are not rolled; nor does the company change his own odds: the
 * enemy is scaled to the Rangers sent [L6284], so his Draw stands for the fight at any size.
 */

/** His company's part of a season's state, as one number (x): see companyOf. */
export interface Company {
  /** His place in seniority, 1 the Captain; 0 before the company is formed (the first season). */
  q: number;
  /** The NPC Rangers in it, 0..11. */
  n: number;
  /** A Captain's: an encounter went with nobody sent this season (−1d6 on Recruitment). */
  noneSent: number;
  /** A Captain's: away from home, he met an encounter with his detachment (they roll 1d6 each). */
  met: number;
}

/**
 * The exact chain is answered for two years at most: its states carry his place and his
 * company's on top of the season's, in every locale Ranging reaches, and a Rep 4 Ranger from
 * West Texas takes 0.9 GB and 8 s for 8 seasons. Longer campaigns are simulated.
 */
export const RANGER_EXACT_SEASONS = 8;

const NPC = COMPANY - 1;
/** Rangers sent to each encounter, his own counting him: Bass's 4 (A-30 [L6356]). */
export const DETACHMENT = 4;
/** The Ranger list's Rep on 3–6 (§2.2 [L6763–6770]): his Captain's while the Star is not. */
export const NPC_CAPTAIN_REP = 5;
/** A Ranger gone on 1d6 = 5–6. */
const GOES = (7 - FIVE_UP) / 6;

const CAPTAIN_FROM = 1;
const PRIVATE_FROM = CAPTAIN_FROM + (NPC + 1) * 4;
/** Below Captain, his place q and the company n: q − 1 ≤ n (those ahead of him are in it). */
const PAIRS: readonly [number, number][] = (() => {
  const out: [number, number][] = [];
  for (let q = 2; q <= COMPANY; q++) for (let n = q - 1; n <= NPC; n++) out.push([q, n]);
  return out;
})();
export const COMPANY_STATES = PRIVATE_FROM + PAIRS.length;

export function companyOf(x: number): Company {
  if (x === 0) return { q: 0, n: NPC, noneSent: 0, met: 0 };
  if (x < PRIVATE_FROM) {
    const i = x - CAPTAIN_FROM;
    return { q: 1, n: i >> 2, noneSent: (i >> 1) & 1, met: i & 1 };
  }
  const [q, n] = PAIRS[x - PRIVATE_FROM];
  return { q, n, noneSent: 0, met: 0 };
}
export function codeOf(c: Company): number {
  if (c.q === 1) return CAPTAIN_FROM + c.n * 4 + c.noneSent * 2 + c.met;
  return PRIVATE_FROM + PAIRS.findIndex(([q, n]) => q === c.q && n === c.n);
}

const RANKS = ['captain', 'sergeant', 'private'] as const;
const rankOf = (q: number) => (q === 1 ? 0 : q <= SERGEANTS_UP_TO ? 1 : 2);

export interface RangerInputs {
  locale: string;
  place?: number;
  detachment?: number;
  captainRep?: number;
}

/** Params no other ladder reads: without defaults, so they are absent from its output. */
export const rangerParams = {
  place: numberField({
    min: 1,
    max: COMPANY,
    integer: true,
    description: `A Ranger on his ladder: his place in his company's seniority, 1 its Captain, 2–${SERGEANTS_UP_TO} a Sergeant, up to ${COMPANY} (default: 2d6, as §14.9 has it).`,
  }),
  detachment: numberField({
    min: 1,
    max: COMPANY,
    integer: true,
    description: `A Ranger Captain: the Rangers he sends to each of his company's encounters while any are left, his own counting him (default ${DETACHMENT}, as A-30's Bass).`,
  }),
  captainRep: numberField({
    min: 1,
    max: 7,
    integer: true,
    description: `A Ranger below Captain: the Rep of his company's Captain, which Recruitment is rolled against (default ${NPC_CAPTAIN_REP}, the Ranger list's on 3–6).`,
  }),
} as const;

/** The Rangers sent to a season's E encounters and whether one went without. */
function assign(
  n: number,
  e: number,
  leads: boolean,
  atHome: boolean,
  d: number,
): { sent: number; none: number } {
  // Away, his detachment is with him: the home encounters draw on the rest [A-30: 7 left].
  let left = atHome ? n : n - Math.min(d - 1, n);
  const from = left;
  let none = 0;
  for (let i = 0; i < e; i++) {
    const c = Math.min(leads && i === 0 ? d - 1 : d, left);
    if (c === 0 && !(leads && i === 0)) none = 1;
    left -= c;
  }
  return { sent: from - left, none };
}

/** Rangers after Recruitment's result r (0 all, 1 half, 2 none) replaced the shortfall. */
const recruited = (n: number, r: number) =>
  r === 0 ? NPC : r === 1 ? n + Math.floor((NPC - n) / 2) : n;

/** The season's turn as the company reads it: the first, the one after a Winter, another. */
const turnKind = (turn: number) => (turn === 0 ? 0 : turn % 4 === 0 ? 1 : 2);

/** What the company's rolls add up to, for the output. */
class Counts {
  lost = 0;
  recruits = 0;
  companyEncounters = 0;
  noneSent = 0;
  seasonsAsCaptain = 0;
}

type Odds = [number, number][];

/** The company's rolls, as exact odds of the states they lead to. */
class CompanyOdds {
  readonly d: number;
  readonly captainRep: number;
  private readonly recruits = new Map<number, Float64Array>();
  private readonly memo = new Map<number, { to: Odds; lost: number; recruits: number }>();
  private readonly seasonMemo = new Map<
    number,
    { to: Odds; lost: number; encounters: number; none: number }
  >();
  constructor(
    readonly p: RangerInputs,
    readonly homeSl: number,
  ) {
    this.d = p.detachment ?? DETACHMENT;
    this.captainRep = p.captainRep ?? NPC_CAPTAIN_REP;
  }

  recruitment(rep: number, mods: number): Float64Array {
    const key = rep * 8 + mods + 4;
    let r = this.recruits.get(key);
    if (!r) this.recruits.set(key, (r = rangerRecruitment(this.homeSl, rep, mods).exact()));
    return r;
  }

  /** The place he starts at: --place, or 2d6. */
  places(): Odds {
    if (this.p.place) return [[this.p.place, 1]];
    const out: Odds = [];
    for (let s = 2; s <= 12; s++) out.push([s, TWO_D6.at(s)]);
    return out;
  }

  /**
   * Between the last season and this one (turn): the company formed (the first), Winter's
   * end for a company he is not Captain of (every NPC Ranger rolls: he fights alone), a
   * Captain's detachment that met an encounter away, then Recruitment if under strength.
   */
  between(x: number, turn: number, atHome: boolean, rep: number) {
    const key = ((x * 3 + turnKind(turn)) * 2 + +atHome) * 8 + rep;
    let m = this.memo.get(key);
    if (m) return m;
    const c = companyOf(x);
    let lost = 0,
      gained = 0;
    let odds: [Company, number][] = [];
    if (c.q === 0) for (const [q, w] of this.places()) odds.push([{ ...c, q }, w]);
    else if (c.q > 1 && turnKind(turn) === 1) {
      const ahead = successes(c.q - 1, GOES).p;
      const behind = successes(c.n - c.q + 1, GOES).p;
      ahead.forEach((a, i) =>
        behind.forEach((b, j) => {
          lost += a * b * (i + j);
          odds.push([{ ...c, q: c.q - i, n: c.n - i - j }, a * b]);
        }),
      );
    } else if (c.met) {
      successes(Math.min(this.d - 1, c.n), GOES).p.forEach((a, i) => {
        lost += a * i;
        odds.push([{ ...c, n: c.n - i }, a]);
      });
    } else odds.push([c, 1]);
    const to = new Map<number, number>();
    for (const [k, w] of odds) {
      const at = { ...k, noneSent: 0, met: 0 };
      // His Captain is at home when it is not he; when it is, where he is.
      const recruits = turn > 0 && k.n < NPC && (k.q > 1 || atHome);
      const r = !recruits
        ? Float64Array.of(0, 0, 1)
        : k.q > 1
          ? this.recruitment(this.captainRep, 0)
          : this.recruitment(rep, k.noneSent ? NONE_SENT_DICE : 0);
      r.forEach((v, i) => {
        if (v === 0) return;
        const n = recruited(k.n, i);
        gained += w * v * (n - k.n);
        const y = codeOf({ ...at, n });
        to.set(y, (to.get(y) ?? 0) + w * v);
      });
    }
    this.memo.set(key, (m = { to: [...to], lost, recruits: gained }));
    return m;
  }

  /**
   * A Captain's season (x a Captain's, nothing pending): ½d6 encounters (Winter: one on 5–6),
   * the Rangers sent to them and those lost. In Winter every Ranger rolls once, sent or not.
   */
  season(x: number, winter: boolean, atHome: boolean, leads: boolean) {
    const key = ((x * 2 + +winter) * 2 + +atHome) * 2 + +leads;
    let m = this.seasonMemo.get(key);
    if (m) return m;
    const { n } = companyOf(x);
    const to = new Map<number, number>();
    let lost = 0,
      encounters = 0,
      none = 0;
    const add = (sent: number, nobody: number, w: number) => {
      successes(sent, GOES).p.forEach((a, i) => {
        lost += w * a * i;
        const y = codeOf({ q: 1, n: n - i, noneSent: nobody, met: 0 });
        to.set(y, (to.get(y) ?? 0) + w * a);
      });
      none += w * nobody;
    };
    if (winter) {
      const p1 = (7 - FIVE_UP) / 6;
      encounters = p1;
      const nobody = !leads && assign(n, 1, false, atHome, this.d).none ? 1 : 0;
      add(n, nobody, p1);
      add(n, 0, 1 - p1);
    } else
      for (let e = 1; e <= 3; e++) {
        const a = assign(n, e, leads, atHome, this.d);
        encounters += e / 3;
        add(a.sent, a.none, 1 / 3);
      }
    this.seasonMemo.set(key, (m = { to: [...to], lost, encounters, none }));
    return m;
  }
}

/** A state the company reads: his Rep, whether he is away (mending or held), and x. */
export interface CompanyStar {
  rep: number;
  away: number;
  x: number;
}
type Routes = readonly (readonly Locale[])[];

/** What the company needs of the exact chain. */
export interface CompanyHost<S extends CompanyStar> {
  readonly turn: number;
  /** While set, what is put goes to his home locale: a Captain comes home after a season. */
  homeward: boolean;
  /** The season as any Star plays it: away, or riding `routes`. */
  play(s: S, w: number, l: number, sl: number, routes: Routes): void;
  /** A Captain at home leads the first of his encounters, if any (pFight). */
  lead(s: S, w: number, l: number, sl: number, pFight: number): void;
  /** Adds w at index i of the next season's array `at`. */
  putAt(at: number, i: number, w: number): void;
}

/**
 * The company in the exact chain. His own season does not read the company, only whether he is
 * its Captain: the states that differ in the company alone are played once, as a Captain and as
 * not, and what that play puts is shared out over the company's states by their weights.
 */
export class CompanyExact<S extends CompanyStar> {
  private readonly odds: CompanyOdds;
  private readonly counts = new Counts();
  /** Out of the campaign (where he fell): by place and by company size. */
  private readonly endedPlace = new Float64Array(COMPANY + 1);
  private readonly endedSize = new Float64Array(COMPANY + 1);
  /** This play's Captain is away from home this season (not Winter): met marks his detachment. */
  private awayNow = false;
  /** A play is under way: what it puts (array, index less x, met, weight) and ends is held. */
  playing = false;
  private readonly puts: number[] = [];
  private endedW = 0;
  /** The company's states of the block being played, after this season's rolls. */
  private readonly captain = new Float64Array(COMPANY_STATES);
  private readonly other = new Float64Array(COMPANY_STATES);

  constructor(
    readonly h: CompanyHost<S>,
    p: RangerInputs,
    readonly home: number,
    homeSl: number,
  ) {
    this.odds = new CompanyOdds(p, homeSl);
  }

  /**
   * A season of the states s with the company's states weighted by v (in locale l): the
   * company's rolls, then his season, once as its Captain and once below.
   */
  block(s: S, v: Float64Array, l: number, sl: number, routes: Routes): void {
    const atHome = l === this.home;
    const winter = isWinter(this.h.turn);
    const leads = atHome && s.away === 0;
    this.captain.fill(0);
    this.other.fill(0);
    let wc = 0,
      wo = 0;
    for (let x = 0; x < v.length; x++) {
      const w = v[x];
      if (w === 0) continue;
      const b = this.odds.between(x, this.h.turn, atHome, s.rep);
      this.counts.lost += w * b.lost;
      this.counts.recruits += w * b.recruits;
      for (const [y, q] of b.to) {
        const u = w * q;
        if (companyOf(y).q > 1) {
          this.other[y] += u;
          wo += u;
          continue;
        }
        const c = this.odds.season(y, winter, atHome, leads);
        this.counts.seasonsAsCaptain += u;
        this.counts.lost += u * c.lost;
        this.counts.companyEncounters += u * c.encounters;
        this.counts.noneSent += u * c.none;
        for (const [z, r] of c.to) this.captain[z] += u * r;
        wc += u;
      }
    }
    if (wo > 0) this.share(this.other, wo, () => this.h.play({ ...s, x: 0 }, wo, l, sl, routes));
    if (wc === 0) return;
    this.h.homeward = true;
    this.awayNow = !atHome && !winter;
    const t = { ...s, x: 0 };
    this.share(this.captain, wc, () => {
      if (leads) this.h.lead(t, wc, l, sl, winter ? (7 - FIVE_UP) / 6 : 1);
      // He keeps to his company: away, he takes the Encounter test where Ranging left him.
      else this.h.play(t, wc, l, sl, [[LOCALES[l]]]);
    });
    this.h.homeward = false;
    this.awayNow = false;
  }

  /** Plays `run` (of total weight w) and shares what it put and ended over the states v. */
  private share(v: Float64Array, w: number, run: () => void): void {
    this.puts.length = 0;
    this.endedW = 0;
    this.playing = true;
    run();
    this.playing = false;
    const ps = this.puts;
    for (let x = 0; x < v.length; x++) {
      if (v[x] === 0) continue;
      const f = v[x] / w;
      // A Captain's state with its met bit (the lowest) set.
      const met = x < PRIVATE_FROM ? ((x - CAPTAIN_FROM) | 1) + CAPTAIN_FROM : x;
      for (let k = 0; k < ps.length; k += 4)
        this.h.putAt(ps[k], ps[k + 1] + (ps[k + 2] ? met : x), ps[k + 3] * f);
      if (this.endedW > 0) {
        const c = companyOf(x);
        this.endedPlace[c.q] += this.endedW * f;
        this.endedSize[c.n + 1] += this.endedW * f;
      }
    }
  }

  /** What the play puts: at index i (less x) of array `at`; x 1 when his detachment met. */
  put(at: number, i: number, x: number, w: number): void {
    this.puts.push(at, i, x, w);
  }

  /** He meets an encounter: a Captain away marks his detachment as sent. */
  met(s: S): S {
    return this.awayNow ? { ...s, x: 1 } : s;
  }

  /** Out of the campaign with weight w (the play's company states share it out). */
  ended(_s: S, w: number): void {
    this.endedW += w;
  }

  /**
   * The metrics, from those out and the states still in (`at(i)`: the Rep and whether at home
   * of index i of an array, x its index mod COMPANY_STATES): their company once the last
   * season's end has been played (Winter's losses, Recruitment).
   */
  metrics(
    arrays: readonly { a: Float64Array; atHome: boolean }[],
    repOf: (i: number) => number,
    turn: number,
  ): ExactMetrics {
    const place = this.endedPlace.slice();
    const size = this.endedSize.slice();
    for (const { a, atHome } of arrays)
      for (let i = 0; i < a.length; i++) {
        const w = a[i];
        if (w === 0) continue;
        const b = this.odds.between(i % COMPANY_STATES, turn, atHome, repOf(i));
        this.counts.lost += w * b.lost;
        this.counts.recruits += w * b.recruits;
        for (const [x, v] of b.to) {
          const c = companyOf(x);
          place[c.q] += w * v;
          size[c.n + 1] += w * v;
        }
      }
    const start = this.odds.places().reduce((m, [q, v]) => m + q * v, 0);
    let end = 0;
    const rank = [0, 0, 0];
    for (let q = 1; q <= COMPANY; q++) {
      end += q * place[q];
      rank[rankOf(q)] += place[q];
    }
    const dist = (d: Float64Array) =>
      Object.fromEntries(Array.from(d.subarray(1), (v, k) => [String(k + 1), v]));
    return {
      rank: Object.fromEntries(RANKS.map((r, k) => [r, rank[k]])),
      seniority: dist(place),
      rose: start - end,
      company: dist(size),
      seasonsAsCaptain: this.counts.seasonsAsCaptain,
      companyEncounters: this.counts.companyEncounters,
      noneSent: this.counts.noneSent,
      rangersLost: this.counts.lost,
      recruits: this.counts.recruits,
    };
  }
}

/** The company's metrics. */
export function companyLayout(layout: Layout): Layout {
  return layout
    .categories(
      'rank',
      RANKS,
      `his rank in his company at the end (where he fell, for those out): Captain 1st in seniority, Sergeant 2nd or 3rd, Private below`,
    )
    .distribution('seniority', 1, COMPANY, 'his place in the seniority at the end')
    .mean('rose', 'places he rose in the seniority as Rangers ahead of him left')
    .distribution(
      'company',
      1,
      COMPANY,
      `Rangers in his company at the end, himself included (${COMPANY} at full strength)`,
    )
    .mean('seasonsAsCaptain', 'seasons he was its Captain')
    .mean(
      'companyEncounters',
      "his company's encounters while he was Captain (½d6 a season, Winter one on 5–6; his own included, not those he met away)",
    )
    .mean('noneSent', 'seasons an encounter went with no Ranger to send (−1d6 on Recruitment)')
    .mean('rangersLost', 'NPC Rangers who left the company (1d6 = 5–6)')
    .mean('recruits', 'Rangers recruited (Ranger Replacement, then Recruitment)');
}

/** The company in one trial at a time. */
export class CompanyTrial {
  readonly d: number;
  readonly captainRep: number;
  private readonly recruits = new Map<number, Ready>();
  q = 0;
  n = NPC;
  noneSent = 0;
  met = 0;
  awayNow = false;
  start = 0;
  readonly counts = new Counts();

  constructor(readonly p: RangerInputs) {
    this.d = p.detachment ?? DETACHMENT;
    this.captainRep = p.captainRep ?? NPC_CAPTAIN_REP;
  }

  reset(): void {
    this.q = this.start = 0;
    this.n = NPC;
    this.noneSent = this.met = 0;
    Object.assign(this.counts, new Counts());
  }

  private lose(rng: Rng, k: number): number {
    let gone = 0;
    for (let i = 0; i < k; i++) if (d6(rng) >= FIVE_UP) gone++;
    this.counts.lost += gone;
    return gone;
  }

  /** Between the last season and this one (turn), as CompanyOdds.between. */
  between(rng: Rng, turn: number, atHome: boolean, rep: number, homeSl: number): void {
    if (this.q === 0) {
      this.q = this.start = this.p.place ?? d6(rng) + d6(rng);
    } else if (this.q > 1 && turnKind(turn) === 1) {
      const ahead = this.lose(rng, this.q - 1);
      const behind = this.lose(rng, this.n - this.q + 1);
      this.q -= ahead;
      this.n -= ahead + behind;
    } else if (this.met) this.n -= this.lose(rng, Math.min(this.d - 1, this.n));
    const none = this.noneSent;
    this.noneSent = this.met = 0;
    if (turn === 0 || this.n === NPC || (this.q === 1 && !atHome)) return;
    const [rRep, mods] = this.q > 1 ? [this.captainRep, 0] : [rep, none ? NONE_SENT_DICE : 0];
    const key = ((rRep * 8 + mods + 4) << 3) | homeSl;
    let r = this.recruits.get(key);
    if (!r) this.recruits.set(key, (r = rangerRecruitment(homeSl, rRep, mods)));
    const n = recruited(this.n, r.roll(rng));
    this.counts.recruits += n - this.n;
    this.n = n;
  }

  /** A Captain's season, as CompanyOdds.season; true when he leads an encounter. */
  season(rng: Rng, turn: number, atHome: boolean, free: boolean): boolean {
    this.awayNow = false;
    if (this.q !== 1) return false;
    this.counts.seasonsAsCaptain++;
    const winter = isWinter(turn);
    const leads = atHome && free;
    const e = winter ? (d6(rng) >= FIVE_UP ? 1 : 0) : halfD6(rng);
    this.counts.companyEncounters += e;
    const a = assign(this.n, e, leads, atHome, this.d);
    this.noneSent = a.none;
    this.counts.noneSent += a.none;
    this.n -= this.lose(rng, winter ? this.n : a.sent);
    this.awayNow = !atHome && !winter;
    return leads && e > 0;
  }

  /** He meets an encounter: a Captain away marks his detachment as sent. */
  metAway(): void {
    if (this.awayNow) this.met = 1;
  }

  /** Adds the trial's counts at the slots of companyLayout's metrics. */
  count(acc: Float64Array, layout: Layout): void {
    acc[layout.slot('rank') + rankOf(this.q)]++;
    acc[layout.slot('seniority') + this.q - 1]++;
    acc[layout.slot('company') + this.n]++;
    const c = this.counts;
    for (const [name, v] of [
      ['rose', this.start - this.q],
      ['seasonsAsCaptain', c.seasonsAsCaptain],
      ['companyEncounters', c.companyEncounters],
      ['noneSent', c.noneSent],
      ['rangersLost', c.lost],
      ['recruits', c.recruits],
    ] as const) {
      const slot = layout.slot(name);
      acc[slot] += v;
      acc[slot + 1] += v * v;
    }
  }
}
