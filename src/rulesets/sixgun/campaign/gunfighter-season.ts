import type { Layout } from '../../../core/layout.ts';
import type { Rng } from '../../../dice/rng.ts';
import { enumField } from '../../fields.ts';
import type { ExactMetrics } from '../../types.ts';
import type { SixgunOptions } from '../options.ts';
import {
  ENCOUNTER_CODES,
  LOCALES,
  SIMPLE_COLUMN_OF,
  SIMPLE_MATRIX,
  type Locale,
  type Matrix,
} from './data.ts';
import { gunfighterTable, OPPORTUNITY } from './gunfighter.ts';
import type { ExactHost } from './outlaw-season.ts';
import { STANDING } from './season-chain.ts';
import { ladderMatrix, PROFESSION_MATRIX } from './season-ladder.ts';
import { isSpring } from './season-sheriff.ts';
import { isWinter } from './season-travel.ts';
import type { Ready } from './table.ts';

/**
 * The Gunfighter's own ladder in a campaign season (six-gun-sound.md §14.6 [L5675–5771]). Each
 * Spring, and in a Summer or Fall after a season that took him into a new locale, Help Wanted
 * (1d6 against the lower of Rep and Sand) asks whether anyone there would hire him; passed, the
 * Opportunity (1d6 + SL) says as what. A Ranger's, Marshal's, Cowboy's or Sheriff's job is
 * followed until the next Spring where he was hired, its encounters rolled on that profession's
 * matrix; the Wild West Show and the newspaper take the year off, with no encounters [L5727];
 * failed, offered nothing, or turning the job down, he drifts: rides as --travel says, taking the
 * Encounter test in each locale he enters, the first encounter (Gunfighter Drifting) ending his
 * ride [L5735–5751]. The tables are gunfighter.ts's, rolled as its procedure rolls them.
 */

/** What the season's notes say of the ladder. */
export const GUNFIGHTER_NOTE =
  "His profession's own ladder (six-gun-sound.md §14.6): each Spring, and in a Summer or Fall after a season that took him into a new locale, Help Wanted (1d6 against the lower of Rep and Sand) and, passed, the Opportunity (1d6 + SL). A job taken (--hire take) is followed where he was hired until the next Spring: a Ranger's, Marshal's or Sheriff's encounters rolled on that profession's matrix (its Ranging, election and Deputies not played), a Cowboy's on the simple campaign's cowboy column (no herd); the Wild West Show or a newspaper takes the year off, with no Encounter test. Failed, offered no respectable work, or turning the job down (--hire drift), he drifts as --travel says, taking the Encounter test in each locale he enters, the first encounter (Gunfighter Drifting: 1–2 Indians, a Gunfight from SL 5; 3–4 Gunfight; 5–6 Hold Up, he the escort, fought against the opponent) ending his ride; in Winter, and at his goal on head-for, he stays put and tests there. Beating a Gunfighter of higher Rep earns him a RAP more (§14.4): with --opponent gunfighter above his Rep, any encounter but Indians he comes out of standing. He never turns Outlaw, so he is Wanted nowhere and every starred job is open to him; the book pays a Gunfighter no LP (a job pays his way), so no money is counted. What he follows this year is one more dimension of the exact chain.";

/** Offered a job, he takes it for the year or drifts all the same ("Any result may instead be Drift"). */
export const HIRE = ['take', 'drift'] as const;

export const gunfighterParams = {
  hire: enumField(HIRE, {
    default: 'take',
    description:
      "A Gunfighter on his ladder, offered a job by the Opportunity table: take, he follows it for the year (a lawman's or cowboy's encounters; the Wild West Show or a newspaper, no encounters); drift, he turns every offer down and drifts (A-27's Bill).",
    noun: 'choice',
  }),
} as const;

/**
 * What he follows this year, the ladder's part of a state: drifting, having stayed put or
 * ridden into a new locale last season (then Help Wanted again in Summer and Fall), or a job of
 * the Opportunity table.
 */
const JOBS = OPPORTUNITY.jobs.filter((j) => j !== 'drift');
const [SETTLED, NEW] = [0, 1];
const jobCode = (k: number) => 2 + k;
export const GUNFIGHTER_STATES = 2 + JOBS.length;
/** What he is doing, by state: the `job` outcomes. */
const DOING = ['drifting', ...JOBS] as const;
const doingOf = (x: number) => (x < 2 ? 0 : x - 1);

/** The jobs that take the year off [L5727]. */
const OFF: readonly string[] = ['wild-west-show', 'journalist'];
/** The matrix a job's encounters are rolled on: the lawmen's own, a cowboy's simple column. */
const COWBOY: Matrix = {
  dice: 2,
  rows: SIMPLE_MATRIX[SIMPLE_COLUMN_OF.cowboy].map((c) => [c]),
};
const matrixOf = (job: string): Matrix | undefined =>
  job === 'cowboy' ? COWBOY : PROFESSION_MATRIX[job as keyof typeof PROFESSION_MATRIX];

/** Each job's matrix as a season reads it (none for the year off). */
const MATRICES = JOBS.map((j) => {
  const m = matrixOf(j);
  return m && ladderMatrix(m);
});
/** The encounter types his seasons can give, drifting or at a job, in ENCOUNTER_CODES order. */
const TYPES: readonly string[] = (() => {
  const seen = new Set<string>(['indians', 'gunfight', 'hold-up']);
  for (const m of MATRICES) for (const t of m?.types ?? []) seen.add(ENCOUNTER_CODES[t]);
  return Object.values(ENCOUNTER_CODES).filter((t) => seen.has(t));
})();

export interface GunfighterInputs {
  locale: Locale;
  hire: string;
  opponent: string;
  opponentRep: number;
}

/**
 * Beating a Gunfighter of higher Rep earns him one more RAP (§14.4 [L4560–4583]): every
 * encounter but Indians is fought against the opponent, so it is one of those, when he is a
 * Gunfighter whose Rep is above the Star's.
 */
const beatsHigher = (p: GunfighterInputs, rep: number) =>
  p.opponent === 'gunfighter' && p.opponentRep > rep;

/** The ladder's tables, made once a Rep, Sand and SL and shared by the chain and the trials. */
class Tables {
  private readonly made = new Map<string, { ready: Ready; odds: Float64Array }>();
  constructor(
    readonly locale: Locale,
    readonly o: SixgunOptions,
  ) {}
  private get(id: string, sl: number, rep = 1, sand = 1) {
    const key = `${id} ${sl} ${rep} ${sand}`;
    let t = this.made.get(key);
    if (!t) {
      const p = { locale: this.locale, sl, rep, sand, wanted: false };
      const ready = gunfighterTable(id, p, this.o);
      this.made.set(key, (t = { ready, odds: ready.exact() }));
    }
    return t;
  }
  helpWanted = (rep: number, sand: number) => this.get('help-wanted', 0, rep, sand);
  opportunity = (sl: number) => this.get('opportunity', sl);
  drifting = (sl: number) => this.get('gunfighter-drifting', sl);
}

/** Whether Help Wanted is asked this season: each Spring, and after riding into a new locale. */
const asks = (turn: number, x: number) => isSpring(turn) || (x === NEW && !isWinter(turn));

/** What the ladder needs of the exact chain it is played in. */
export interface GunfighterHost<
  S extends { rep: number; sand: number; x: number },
> extends ExactHost<S> {
  readonly turn: number;
  readonly seasonsIn: Float64Array;
  /** A RAP more, and a new Rep when enough. */
  earnRap(s: S): void;
  /** A season riding `route` from locale `from` at SL `fromSl` (his own locale alone: he stays). */
  ride(s: S, w: number, from: number, fromSl: number, route: readonly Locale[]): void;
}

/** The ladder in the exact chain. */
/**
 * What the ladder counts, alike in the exact chain (weights) and in one trial (counts), and
 * their outputs' names in the order gunfighterLayout lists them.
 */
abstract class GunfighterCounts {
  protected readonly byType = new Float64Array(TYPES.length);
  protected readonly offers = new Float64Array(OPPORTUNITY.jobs.length);
  protected helpWanted = 0;
  protected hired = 0;
  protected drifting = 0;
  protected working = 0;
  protected off = 0;
  protected beatHigher = 0;

  constructor(readonly p: GunfighterInputs) {}

  protected counted(): [string, number][] {
    const out: [string, number][] = [
      ['helpWanted', this.helpWanted],
      ['hired', this.hired],
      ['seasonsDrifting', this.drifting],
      ['seasonsWorking', this.working],
      ['seasonsOff', this.off],
    ];
    if (beatsHigher(this.p, 1)) out.push(['beatHigher', this.beatHigher]);
    OPPORTUNITY.jobs.forEach((j, k) => out.push([`offers.${j}`, this.offers[k]]));
    TYPES.forEach((t, k) => out.push([`encounters.${t}`, this.byType[k]]));
    return out;
  }

  protected zero(): void {
    this.byType.fill(0);
    this.offers.fill(0);
    this.helpWanted = this.hired = this.drifting = this.working = this.off = this.beatHigher = 0;
  }
}

export class GunfighterExact<
  S extends { rep: number; sand: number; x: number },
> extends GunfighterCounts {
  private readonly t: Tables;
  private readonly ended = new Float64Array(DOING.length);

  constructor(
    readonly h: GunfighterHost<S>,
    p: GunfighterInputs,
    o: SixgunOptions,
  ) {
    super(p);
    this.t = new Tables(p.locale, o);
  }

  /** A free season in locale l (SL sl), `routes` the ways a drift may take him. */
  play(s: S, w: number, l: number, sl: number, routes: readonly (readonly Locale[])[]): void {
    const x = isSpring(this.h.turn) ? SETTLED : s.x;
    if (!asks(this.h.turn, x)) {
      if (x < 2) return this.drift(s, w, l, sl, routes);
      return this.work({ ...s, x }, w, l, sl);
    }
    this.helpWanted += w;
    const hw = this.t.helpWanted(s.rep, s.sand).odds;
    this.drift(s, w * hw[1], l, sl, routes);
    const offered = w * hw[0];
    if (offered === 0) return;
    const q = this.t.opportunity(sl).odds;
    OPPORTUNITY.jobs.forEach((job, k) => {
      const v = offered * q[k];
      if (v === 0) return;
      this.offers[k] += v;
      const j = JOBS.indexOf(job as never);
      if (j < 0 || this.p.hire === 'drift') return this.drift(s, v, l, sl, routes);
      this.hired += v;
      this.work({ ...s, x: jobCode(j) }, v, l, sl);
    });
  }

  /** A season at his job where he was hired: the year off, or its encounters. */
  private work(s: S, w: number, l: number, sl: number): void {
    if (w === 0) return;
    if (OFF.includes(JOBS[s.x - 2])) {
      this.off += w;
      this.h.loc = l;
      this.h.sl = sl;
      this.h.seasonsIn[l] += w;
      return this.h.put(s, w);
    }
    this.working += w;
    this.h.ride(s, w, l, sl, [LOCALES[l]]);
  }

  /** A season drifting: each route alike, and whether it took him into a new locale. */
  private drift(s: S, w: number, l: number, sl: number, routes: readonly (readonly Locale[])[]) {
    if (w === 0) return;
    this.drifting += w;
    for (const route of routes) {
      const moved = !(route.length === 1 && route[0] === LOCALES[l]);
      this.h.ride({ ...s, x: moved ? NEW : SETTLED }, w / routes.length, l, sl, route);
    }
  }

  /** An encounter where he is (the host has counted it): Gunfighter Drifting, or his job's matrix. */
  encounter(s: S, w: number): void {
    const m = s.x < 2 ? undefined : MATRICES[s.x - 2];
    const warriors = this.h.c.at(LOCALES[this.h.loc], this.h.sl).warriors;
    const names = m
      ? m.types.map((t) => ENCOUNTER_CODES[t])
      : this.t.drifting(this.h.sl).ready.outcomes;
    const q = m ? m.odds(this.h.sl) : this.t.drifting(this.h.sl).odds;
    names.forEach((name, k) => {
      const v = w * q[k];
      if (v === 0) return;
      this.byType[TYPES.indexOf(name)] += v;
      if (name !== 'indians')
        return this.h.against(s, v, 0, s.x, beatsHigher(this.p, s.rep) ? this.bonus : undefined);
      for (const opp of warriors) this.h.against(s, v / warriors.length, opp, s.x);
    });
  }

  /** Standing after beating a higher-Rep Gunfighter: the RAP more. */
  private readonly bonus = (s: S, w: number): void => {
    this.beatHigher += w;
    const t = { ...s };
    this.h.earnRap(t);
    this.h.put(t, w);
  };

  /** A season away: a job lapses in Spring, and he rode into no new locale. */
  idle(s: S): S {
    if (isSpring(this.h.turn) || s.x === NEW) return { ...s, x: SETTLED };
    return s;
  }

  /** Out of the campaign with weight w, doing what his state says. */
  end(s: S, w: number): void {
    this.ended[doingOf(s.x)] += w;
  }

  /** The ladder's metrics, from the states still in the campaign (`x` of index i: i mod states). */
  metrics(arrays: readonly (Float64Array | undefined)[]): ExactMetrics {
    const doing = this.ended.slice();
    for (const a of arrays) {
      if (!a) continue;
      for (let i = 0; i < a.length; i++)
        if (a[i] !== 0) doing[doingOf(i % GUNFIGHTER_STATES)] += a[i];
    }
    const out: ExactMetrics = {
      job: Object.fromEntries(DOING.map((d, k) => [d, doing[k]])),
      ...Object.fromEntries(this.counted()),
    };
    return out;
  }
}

/** The ladder's metrics. */
export function gunfighterLayout(layout: Layout, p: GunfighterInputs): Layout {
  if (beatsHigher(p, 1))
    layout.mean('beatHigher', 'higher-Rep Gunfighters he beat, each a RAP more (§14.4)');
  layout
    .categories(
      'job',
      DOING,
      'what he follows at the end (when he fell, for those out): drifting, or the job he took that year',
    )
    .mean(
      'helpWanted',
      'Help Wanted tests he took (each Spring; Summer or Fall after riding into a new locale)',
    )
    .mean('hired', 'jobs he took (one a year at most)')
    .mean('seasonsDrifting', 'seasons he drifted, with no job (Winter included: he stays put)')
    .mean('seasonsWorking', "seasons he followed a lawman's or cowboy's job where he was hired")
    .mean(
      'seasonsOff',
      'seasons he took off with the Wild West Show or a newspaper (no encounters)',
    );
  for (const j of OPPORTUNITY.jobs)
    layout.mean(
      `offers.${j}`,
      j === 'drift'
        ? 'Opportunity results of no respectable work here (Drift)'
        : `Opportunity results offering him work as ${j}`,
    );
  for (const t of TYPES)
    layout.mean(`encounters.${t}`, 'encounters of this type he fought (drifting or at his job)');
  return layout;
}

/** The ladder in one trial at a time. */
export class GunfighterTrial extends GunfighterCounts {
  private readonly t: Tables;
  x = SETTLED;

  constructor(p: GunfighterInputs, o: SixgunOptions) {
    super(p);
    this.t = new Tables(p.locale, o);
  }

  reset(): void {
    this.x = SETTLED;
    this.zero();
  }

  /**
   * The start of a free season at SL sl: 0 he drifts, 1 he works here (tested where he is), 2 he
   * takes the season off.
   */
  plan(rng: Rng, turn: number, rep: number, sand: number, sl: number): number {
    if (isSpring(turn)) this.x = SETTLED;
    if (asks(turn, this.x)) {
      this.helpWanted++;
      this.x = SETTLED;
      if (this.t.helpWanted(rep, sand).ready.roll(rng) === 0) {
        const k = this.t.opportunity(sl).ready.roll(rng);
        this.offers[k]++;
        const j = JOBS.indexOf(OPPORTUNITY.jobs[k] as never);
        if (j >= 0 && this.p.hire === 'take') {
          this.hired++;
          this.x = jobCode(j);
        }
      }
    }
    if (this.x < 2) {
      this.drifting++;
      return 0;
    }
    if (OFF.includes(JOBS[this.x - 2])) {
      this.off++;
      return 2;
    }
    this.working++;
    return 1;
  }

  /** A drifting season's ride: whether it took him into a new locale. */
  rode(moved: boolean): void {
    if (this.x < 2) this.x = moved ? NEW : SETTLED;
  }

  /** A season away. */
  idle(turn: number): void {
    if (isSpring(turn) || this.x === NEW) this.x = SETTLED;
  }

  /**
   * An encounter at SL sl for a Star of Rep `rep`; `fight` fights one opponent (warriors: the
   * locale's Indians), `bonus` gives the RAP more for beating a higher-Rep Gunfighter.
   */
  encounter(
    rng: Rng,
    sl: number,
    rep: number,
    warriors: readonly number[],
    fight: (opp: number) => number,
    bonus: () => void,
  ): void {
    const m = this.x < 2 ? undefined : MATRICES[this.x - 2];
    const name = m
      ? ENCOUNTER_CODES[m.types[m.roll(rng, sl)]]
      : ((t) => t.ready.outcomes[t.ready.roll(rng)])(this.t.drifting(sl));
    this.byType[TYPES.indexOf(name)]++;
    if (name === 'indians') fight(warriors[warriors.length === 1 ? 0 : rng.below(warriors.length)]);
    else if (fight(0) === STANDING && beatsHigher(this.p, rep)) {
      this.beatHigher++;
      bonus();
    }
  }

  /** Adds this trial's counts at the slots of gunfighterLayout's metrics. */
  count(acc: Float64Array, layout: Layout): void {
    acc[layout.slot('job') + doingOf(this.x)]++;
    const mean = (name: string, v: number) => {
      const slot = layout.slot(name);
      acc[slot] += v;
      acc[slot + 1] += v * v;
    };
    for (const [name, v] of this.counted()) mean(name, v);
  }
}
