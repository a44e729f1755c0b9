import type { Layout } from '../../../core/layout.ts';
import { successes } from '../../../dice/dist.ts';
import type { Rng } from '../../../dice/rng.ts';
import { enumField } from '../../fields.ts';
import type { ExactMetrics } from '../../types.ts';
import type { SixgunOptions } from '../options.ts';
import { rollPasses } from '../pass-dice.ts';
import { cowboyTable, driftingTable, TRAIL, TRAIL_LOSES_FROM } from './cowboy.ts';
import { LINKS, LOCALES, type Locale } from './data.ts';
import { SL_VALUES } from './season-advance.ts';
import { STANDING, type Chain, type Rest } from './season-chain.ts';
import { isWinter } from './season-travel.ts';
import type { Ready } from './table.ts';

/**
 * The Cowboy's own ladder in a campaign season (six-gun-sound.md §14.5 [L5133–5673]), in place
 * of the simple campaign matrix. A drifting puncher is sent each Spring and Summer he is not on
 * a drive on a Cattle Drive (1d6 of 1–3) or kept At the Ranch [L5149–5152]; from Rep 5 a Star
 * may hire out as Trail Boss instead, 1d6 against SL [L5182]. The drive takes 1d6 CP (his Rep
 * if higher) How Far (1d6) locales, at most 3 a season, each stage into a random linked locale,
 * never back into one it has been in and never into Texas or Oregon [L5322–5340], with a Trail
 * Drive Encounter in each [L5369–5390]: Calamity and Set Back cost CP (a Set Back holds the drive
 * there until next season, when it rolls again, a winter's wait in Winter); Cattle Rustling, a
 * GF-1, Indians or a GF-3 are fought. Losing every CP ends the drive, and costs a Trail Boss a
 * Rep [L5431]; a herd brought to the end of the trail pays a Trail Boss the profit of 1 CP (the
 * Bottom Line; ⅓ of it, rounded down, for a 1 CP herd). Off the drive he is on his own where it
 * left him, and tests for encounters on the Cowboy Drifting table [L5463–5469]; at the ranch, on
 * At the Ranch Encounters [L5567–5576]. The tables are cowboy.ts's, rolled as its procedure
 * rolls them.
 */

/**
 * The exact chain is answered for his driving seasons, Spring and Summer, at most: a drive's
 * stages fan out over the linked locales, and the points it can reach (with the Stars on it
 * going on into the next season) fill up fast; a Rep 4 puncher in New Mexico takes 6.6 s and
 * 0.5 GB for 2 seasons, 25 s and 1.8 GB for 3. Longer campaigns are simulated.
 */
export const COWBOY_EXACT_SEASONS = 2;

/**
 * What a Cowboy does, on his ladder: sent out by the ranch, hiring out as Trail Boss (Rep 5), or
 * running his own ranch (rancher-season.ts).
 */
export const COWBOY_JOBS = ['puncher', 'trail-boss', 'rancher'] as const;
export type CowboyJob = (typeof COWBOY_JOBS)[number];

export const cowboyJobField = enumField(COWBOY_JOBS, {
  description:
    'A Cowboy on his ladder (--ladder profession): puncher (when left out), sent each Spring and Summer on a Cattle Drive (1d6 1–3) or kept At the Ranch; trail-boss, from Rep 5 he hires out as Trail Boss instead (1d6 against SL; no work: on his own), paid the profit of 1 CP of each herd he brings in and losing a Rep for a herd lost; rancher, he owns a ranch where he starts (--herd CP, --lp LP in the bank) and stays there: the Round Up each Spring, upkeep and wages, a herd of up to 6 CP sent 3 locales to market with a hired Trail Boss, the sale bought back into cattle, the bank failing in Fall; unable to settle up he loses the ranch and is on his own (§14.5).',
  noun: 'job',
});

/** His state between seasons (the chain's x): at the ranch, on his own, on a drive still going at the end. */
export const [RANCH, OWN, DRIVING] = [0, 1, 2];
export const COWBOY_STATES = 3;

/** A Trail Boss is a Rep 5 Cowboy [L5176]. */
const TRAIL_BOSS_REP = 5;
/** A drive covers at most 3 locales a season [L5336]. */
const STAGES_A_SEASON = 3;
/** Nobody drives cattle to Texas or Oregon [L5340]. */
const NO_DRIVES_TO: readonly Locale[] = ['east-texas', 'west-texas', 'oregon'];
/** A Cowboy starts where beeves are plentiful, SL 3 or less [L5149, L5176]. */
export const COWBOY_START_MAX_SL = 3;

const isSpring = (turn: number) => turn % 4 === 0;
const drivingSeason = (turn: number) => turn % 4 <= 1;

/** The locales a drive's next stage may go into from `at` (indices into LOCALES). */
function stagesFrom(at: number, visited: readonly number[]): number[] {
  const out: number[] = [];
  for (const l of LINKS[LOCALES[at]]) {
    const k = LOCALES.indexOf(l);
    if (!NO_DRIVES_TO.includes(l) && !visited.includes(k)) out.push(k);
  }
  return out;
}

/** Every locale his drives can take him to from `home`, home included, in LOCALES order. */
export function driveReach(home: Locale): Locale[] {
  const seen = new Set<Locale>([home]);
  for (const l of seen) for (const k of LINKS[l]) if (!NO_DRIVES_TO.includes(k)) seen.add(k);
  return LOCALES.filter((l) => seen.has(l));
}

/** A drive under way: where it is, its herd, the stages it has left, where it has been. */
interface Drive {
  at: number;
  sl: number;
  cp: number;
  left: number;
  /** A Set Back holds it here: it rolls its Trail Drive Encounter here again. */
  reroll: boolean;
  visited: readonly number[];
  driven: number;
  /** Led by the Star as a hired Trail Boss. */
  boss: boolean;
}
const driveKey = (d: Drive) =>
  `${d.at} ${d.sl} ${d.cp} ${d.left} ${+d.reroll} ${d.driven} ${+d.boss} ${d.visited.join('.')}`;

/** The Cowboy's tables, made once (by SL, Rep, locales driven) and shared by the chain and the trials. */
export class CowboyTables {
  private readonly made = new Map<string, { ready: Ready; odds: Float64Array }>();
  constructor(readonly o: SixgunOptions) {}
  private get(id: string, p: Record<string, unknown>, make?: () => Ready) {
    const key = `${id} ${JSON.stringify(p)}`;
    let t = this.made.get(key);
    if (!t) {
      const ready = make ? make() : cowboyTable(id, p, this.o);
      this.made.set(key, (t = { ready, odds: ready.exact() }));
    }
    return t;
  }
  assignment = () => this.get('drifting-puncher', {});
  hiring = (locale: Locale, sl: number) => this.get('hired-as-trail-boss', { locale, sl });
  herd = (rep: number) => this.get('herd-size', { rep });
  howFar = (turn: number) => this.get('how-far', { season: isSpring(turn) ? 'spring' : 'summer' });
  trail = (locale: Locale, sl: number) => this.get('trail-drive-encounter', { locale, sl });
  bottomLine = (locales: number) => this.get('bottom-line', { locales });
  ranch = () => this.get('at-the-ranch', {});
  drifting = (sl: number) => this.get('cowboy-drifting', { sl }, () => driftingTable(sl));
}

/** Whom each encounter of the ranch's and the Drifting tables is fought against. */
export const opponentsOf = (name: string, warriors: readonly number[]): readonly number[] =>
  name === 'indians' ? warriors : [0];

/** The pay of a Trail Boss for a herd of `cp` CP brought in: 1 CP's profit, ⅓ of it (down) alone. */
const bossPay = (perCp: number, cp: number) => (cp > 1 ? perCp : Math.floor(perCp / 3));

/** A state the ladder reads and writes. */
export interface CowboyStar {
  rep: number;
  toughness: number;
  sand: number;
  rap: number;
  x: number;
}

/** What the ladder needs of the exact chain it is played in. */
export interface CowboyHost<S extends CowboyStar> {
  readonly c: Chain;
  loc: number;
  sl: number;
  turn: number;
  encounters: number;
  moves: number;
  readonly seasonsIn: Float64Array;
  readonly slBefore: readonly number[];
  readonly size: number;
  cur: (Float64Array | undefined)[];
  idx(s: S): number;
  put(s: S, w: number, change?: Partial<S>): void;
  /** A fight against opponent k; `won` takes those who come out standing; `rest` overrides his profession's. */
  against(
    s: S,
    w: number,
    k: number,
    wonX: number,
    won?: (s: S, w: number) => void,
    rest?: Rest,
  ): void;
}

/** How a drive ends for him this season: brought in, every CP lost, or going on next season. */
const [DELIVERED, LOST, ON] = [0, 1, 2];

/** Weight reaching a point, with its weight × locales entered this season (moves) and × a Trail Boss's pay. */
interface Acc {
  w: number;
  wm: number;
  wp: number;
}
/** A drive going on next season, its key made once. */
interface Going {
  d: Drive;
  key: string;
}
/**
 * What a season's drive can come to from a point on, for a Star of weight 1 who stands through
 * every fight: where it is brought in or loses its last CP, the drives going on, and by
 * opponent the next fight, where it is fought and (weighted by it) what follows it. The Draw
 * does not depend on where it is fought, so the fights are told apart by opponent alone.
 */
interface Trie {
  delivered: Map<number, Acc>;
  lost: Map<number, Acc>;
  /** The drives going on next season, by where they are. */
  onAt: Map<number, Acc>;
  /** And what they are: drives, or the drives going on of another point, weighted. */
  onParts: { w: number; src: Trie | Going }[];
  fights: Map<number, { at: Map<number, Acc>; then: Trie }>;
  /** What the drives going on come to next season (weighted by them), made when first needed. */
  next?: Trie;
}
const trie = (): Trie => ({
  delivered: new Map(),
  lost: new Map(),
  onAt: new Map(),
  onParts: [],
  fights: new Map(),
});
function add(m: Map<number, Acc>, k: number, w: number, wm: number, wp: number): void {
  const a = m.get(k);
  if (a) {
    a.w += w;
    a.wm += wm;
    a.wp += wp;
  } else m.set(k, { w, wm, wp });
}
/** Adds `src`, weighted by w, into `dst`, reached `shift` locales further on. */
function mergeInto(dst: Trie, src: Trie, w: number, shift = 0): void {
  const to = (m: Map<number, Acc>, k: number, a: Acc) =>
    add(m, k, w * a.w, w * (a.wm + shift * a.w), w * a.wp);
  for (const [k, a] of src.delivered) to(dst.delivered, k, a);
  for (const [k, a] of src.lost) to(dst.lost, k, a);
  for (const [k, a] of src.onAt) to(dst.onAt, k, a);
  if (src.onParts.length) dst.onParts.push({ w, src });
  for (const [opp, f] of src.fights) {
    let g = dst.fights.get(opp);
    if (!g) dst.fights.set(opp, (g = { at: new Map(), then: trie() }));
    for (const [k, a] of f.at) to(g.at, k, a);
    mergeInto(g.then, f.then, w, shift);
  }
}

/** Steps between locales on the Travel Map. */
const DISTANCE: readonly (readonly number[])[] = LOCALES.map((from) => {
  const d = LOCALES.map(() => Infinity);
  d[LOCALES.indexOf(from)] = 0;
  const queue = [from];
  for (let i = 0; i < queue.length; i++)
    for (const l of LINKS[queue[i]]) {
      const k = LOCALES.indexOf(l);
      if (d[k] === Infinity) {
        d[k] = d[LOCALES.indexOf(queue[i])] + 1;
        queue.push(l);
      }
    }
  return d;
});

/**
 * A drive going on, with only what its stages to come can read: the locales it has been in
 * that they could reach, and the locales driven only for a Trail Boss's Bottom Line.
 */
function going(d: Drive): Going {
  const near = d.visited.filter((v) => DISTANCE[d.at][v] <= d.left).sort((a, b) => a - b);
  const c = { ...d, visited: near, driven: d.boss ? d.driven : 0 };
  return { d: c, key: driveKey(c) };
}

/**
 * What the ladder counts, alike in the exact chain (weights) and in one trial (counts), with
 * their outputs' names (a Trail Boss's hiring and pay only for one).
 */
abstract class CowboyCounts {
  protected readonly t: CowboyTables;
  protected readonly boss: boolean;
  drives = 0;
  delivered = 0;
  herdsLost = 0;
  trailFights = 0;
  ranchSeasons = 0;
  ranchEncounters = 0;
  driftingEncounters = 0;
  hired = 0;
  lp = 0;

  constructor(job: CowboyJob | undefined, o: SixgunOptions) {
    this.t = new CowboyTables(o);
    this.boss = job === 'trail-boss';
  }

  protected counted(): [string, number][] {
    const out: [string, number][] = [
      ['drives', this.drives],
      ['delivered', this.delivered],
      ['herdsLost', this.herdsLost],
      ['trailFights', this.trailFights],
      ['ranchSeasons', this.ranchSeasons],
      ['ranchEncounters', this.ranchEncounters],
      ['driftingEncounters', this.driftingEncounters],
    ];
    if (this.boss) out.push(['hired', this.hired], ['lpEarned', this.lp]);
    return out;
  }

  protected zero(): void {
    this.drives = this.delivered = this.herdsLost = this.trailFights = 0;
    this.ranchSeasons = this.ranchEncounters = this.driftingEncounters = this.hired = this.lp = 0;
  }
}

/** The ladder in the exact chain. */
export class CowboyExact<S extends CowboyStar> extends CowboyCounts {
  private readonly tries = new Map<string, Trie>();
  /**
   * Stars on drives going on next season, by the point of a season's drive they reached and
   * (Rep, RAP, Sand): the weight they reached it with, and whether they lead it.
   */
  private on = new Map<Trie, Map<number, { s: S; w: number; boss: boolean }>>();
  onDrive = 0;

  constructor(
    readonly h: CowboyHost<S>,
    job: CowboyJob | undefined,
    o: SixgunOptions,
  ) {
    super(job, o);
  }

  /** The drives going on from last season, played first (in Winter they wait where they are). */
  startSeason(): void {
    const cur = this.on;
    this.on = new Map();
    const winter = isWinter(this.h.turn);
    for (const [n, stars] of cur) {
      const next = winter ? undefined : this.nextOf(n);
      for (const { s, w, boss } of stars.values()) {
        if (next) this.visit(next, s, w, boss);
        else {
          for (const [l, a] of n.onAt) this.h.seasonsIn[l] += w * a.w;
          this.keepOn(n, s, w, boss);
        }
      }
    }
  }

  /** A free season of the Star in state s, weight w, in locale l at SL sl. */
  season(s: S, w: number, l: number, sl: number): void {
    this.h.loc = l;
    this.h.sl = sl;
    if (!drivingSeason(this.h.turn)) return this.test(s, w, l, sl, s.x === RANCH ? RANCH : OWN);
    if (this.boss && s.rep >= TRAIL_BOSS_REP) {
      const hired = this.t.hiring(LOCALES[l], sl).odds[0];
      this.hired += w * hired;
      this.drive(s, w * hired, l, sl, true);
      return this.test(s, w * (1 - hired), l, sl, OWN);
    }
    const q = this.t.assignment().odds;
    this.drive(s, w * q[0], l, sl, false);
    this.test(s, w * q[1], l, sl, RANCH);
  }

  /** Off a drive: the Encounter test here, then At the Ranch Encounters or the Drifting table. */
  private test(s: S, w: number, l: number, sl: number, x: number): void {
    if (w === 0) return;
    this.h.loc = l;
    this.h.sl = sl;
    this.h.seasonsIn[l] += w;
    if (x === RANCH) this.ranchSeasons += w;
    const a = this.h.c.at(LOCALES[l], sl);
    const enc = a.encounter[0];
    this.h.put(s, w * (1 - enc), { x } as Partial<S>);
    if (enc === 0) return;
    this.h.encounters += w * enc;
    if (x === RANCH) this.ranchEncounters += w * enc;
    else this.driftingEncounters += w * enc;
    const table = x === RANCH ? this.t.ranch() : this.t.drifting(sl);
    const here = { ...s, x };
    table.ready.outcomes.forEach((name, k) => {
      const opps = opponentsOf(name, a.warriors);
      for (const opp of opps) this.h.against(here, (w * enc * table.odds[k]) / opps.length, opp, x);
    });
  }

  /** A drive setting out from l: its herd and how far it goes, then its stages this season. */
  private drive(s: S, w: number, l: number, sl: number, boss: boolean): void {
    if (w === 0) return;
    this.drives += w;
    const herd = this.t.herd(s.rep);
    const far = this.t.howFar(this.h.turn);
    herd.odds.forEach((qc, i) =>
      far.odds.forEach((qn, j) => {
        if (qc * qn === 0) return;
        const d: Drive = {
          at: l,
          sl,
          cp: herd.ready.values![i],
          left: far.ready.values![j],
          reroll: false,
          visited: [l],
          driven: 0,
          boss,
        };
        this.visit(this.trieOf(d, STAGES_A_SEASON), s, w * qc * qn, boss);
      }),
    );
  }

  /** Plays a Star (weight w) through what a drive (led by him, `boss`) can come to from a point on. */
  private visit(n: Trie, s: S, w: number, boss: boolean): void {
    for (const [l, a] of n.delivered) {
      this.reach(l, w * a.w, w * a.wm);
      this.delivered += w * a.w;
      this.lp += w * a.wp;
      this.h.put(s, w * a.w, { x: OWN } as Partial<S>);
    }
    for (const [l, a] of n.lost) {
      this.reach(l, w * a.w, w * a.wm);
      this.herdsLost += w * a.w;
      // A Trail Boss's lost herd costs him a Rep [L5431].
      const rep = boss ? Math.max(1, s.rep - 1) : s.rep;
      this.h.put(s, w * a.w, { x: OWN, rep } as Partial<S>);
    }
    if (n.onParts.length) {
      for (const [l, a] of n.onAt) this.reach(l, w * a.w, w * a.wm);
      this.keepOn(n, s, w, boss);
    }
    for (const [opp, f] of n.fights) {
      const stand = this.h.c.fight(s.rep, s.toughness, s.sand, opp)[STANDING];
      let up: S | undefined;
      let u = 0;
      for (const [l, a] of f.at) {
        const v = w * a.w;
        this.reach(l, v * (1 - stand), w * a.wm * (1 - stand));
        this.h.encounters += v;
        this.trailFights += v;
        // Off the drive he is on his own there; wounded on it, he cannot rest [L4311–4317].
        this.h.against(
          { ...s, x: OWN },
          v,
          opp,
          s.x,
          (t, k) => {
            up = t;
            u += k;
          },
          'unable',
        );
      }
      if (up && u > 0) this.visit(f.then, up, w * stand, boss);
    }
  }

  /** Weight w ends the season in locale l (the chain's puts go there), having ridden wm locales. */
  private reach(l: number, w: number, wm: number): void {
    this.h.loc = l;
    this.h.sl = this.h.slBefore[l];
    this.h.seasonsIn[l] += w;
    this.h.moves += wm;
  }

  private keepOn(n: Trie, s: S, w: number, boss: boolean): void {
    if (w === 0) return;
    let stars = this.on.get(n);
    if (!stars) this.on.set(n, (stars = new Map()));
    const k = (s.rep * 16 + s.rap) * 8 + s.sand;
    const had = stars.get(k);
    if (had) had.w += w;
    else stars.set(k, { s: { ...s }, w, boss });
  }

  /** What the drives going on from point n come to next season (weighted by them). */
  private nextOf(n: Trie): Trie {
    if (n.next) return n.next;
    const out = trie();
    for (const { w, src } of n.onParts)
      mergeInto(out, 'key' in src ? this.trieOf(src.d, STAGES_A_SEASON) : this.nextOf(src), w);
    return (n.next = out);
  }

  /** Those still on a drive at the end go into the chain's states, where the drive is. */
  flush(): void {
    for (const [n, stars] of this.on)
      for (const { s, w } of stars.values())
        for (const [l, a] of n.onAt) {
          this.onDrive += w * a.w;
          const k = l * SL_VALUES + this.h.slBefore[l];
          (this.h.cur[k] ??= new Float64Array(this.h.size))[this.h.idx({ ...s, x: DRIVING })] +=
            w * a.w;
        }
    this.on.clear();
  }

  /**
   * What a drive at `d` can come to this season with `budget` stages left to it, for weight 1,
   * the locales entered counted from here (made once for each point a drive can reach, told
   * apart only by what its stages to come read).
   */
  private trieOf(at: Drive, budget: number): Trie {
    const { d, key: drive } = going(at);
    const key = `${budget} ${drive}`;
    let n = this.tries.get(key);
    if (n) return n;
    n = trie();
    const out = n;
    const stop = (kind: number, at: Drive, w: number, entered: number) => {
      if (kind === ON) {
        add(out.onAt, at.at, w, w * entered, 0);
        out.onParts.push({ w, src: going(at) });
        return;
      }
      let pay = 0;
      if (kind === DELIVERED && at.boss) {
        const b = this.t.bottomLine(Math.max(1, at.driven));
        b.odds.forEach((q, k) => (pay += q * bossPay(b.ready.values![k], at.cp)));
      }
      add(kind === DELIVERED ? out.delivered : out.lost, at.at, w, w * entered, w * pay);
    };
    if (d.reroll) this.meet(out, { ...d, reroll: false }, budget, 0, 1, stop);
    else if (d.left === 0) stop(DELIVERED, d, 1, 0);
    else if (budget === 0) stop(ON, d, 1, 0);
    else {
      const next = stagesFrom(d.at, d.visited);
      // No locale left to drive into: the trail ends here.
      if (next.length === 0) stop(DELIVERED, d, 1, 0);
      for (const l of next) {
        const into: Drive = {
          ...d,
          at: l,
          sl: this.h.slBefore[l],
          left: d.left - 1,
          visited: [...d.visited, l],
          driven: d.driven + 1,
        };
        this.meet(out, into, budget - 1, 1, 1 / next.length, stop);
      }
    }
    this.tries.set(key, n);
    return n;
  }

  /**
   * The Trail Drive Encounter where the drive is, with weight w, and what follows it, into
   * `out`, `entered` locales on from it.
   */
  private meet(
    out: Trie,
    d: Drive,
    budget: number,
    entered: number,
    w: number,
    stop: (kind: number, at: Drive, w: number, entered: number) => void,
  ): void {
    const q = this.t.trail(LOCALES[d.at], d.sl).odds;
    const warriors = this.h.c.at(LOCALES[d.at], d.sl).warriors;
    TRAIL.forEach((name, k) => {
      const v = w * q[k];
      if (v === 0) return;
      if (name === 'calamity' || name === 'set-back') {
        const lost = successes(d.cp, (7 - TRAIL_LOSES_FROM[name]) / 6);
        for (let n = 0; n <= d.cp; n++) {
          const u = v * lost.at(n);
          if (u === 0) continue;
          const left = { ...d, cp: d.cp - n };
          if (left.cp === 0) stop(LOST, left, u, entered);
          else if (name === 'set-back') stop(ON, { ...left, reroll: true }, u, entered);
          else mergeInto(out, this.trieOf(left, budget), u, entered);
        }
        return;
      }
      const then = this.trieOf(d, budget);
      if (name === 'none') return mergeInto(out, then, v, entered);
      const opps = opponentsOf(name === 'indians' ? 'indians' : 'fight', warriors);
      for (const opp of opps) {
        let f = out.fights.get(opp);
        if (!f) out.fights.set(opp, (f = { at: new Map(), then: trie() }));
        add(f.at, d.at, v / opps.length, (v / opps.length) * entered, 0);
        mergeInto(f.then, then, v / opps.length, entered);
      }
    });
  }

  metrics(): ExactMetrics {
    return { ...Object.fromEntries(this.counted()), onDrive: this.onDrive };
  }
}

/** The ladder's metrics. */
export function cowboyLayout(layout: Layout, job: CowboyJob | undefined): Layout {
  layout
    .mean('drives', 'Cattle Drives he rode out with (sent by the ranch, or hired as Trail Boss)')
    .mean('delivered', 'of them, herds he brought to the end of the trail')
    .mean('herdsLost', 'herds that lost every CP while he rode with them (a Trail Boss −1 Rep)')
    .mean('trailFights', 'Trail Drive Encounters he fought (Cattle Rustling, GF-1, Indians, GF-3)')
    .mean('ranchSeasons', 'free seasons he spent at the ranch')
    .mean('ranchEncounters', 'At the Ranch Encounters he fought')
    .mean('driftingEncounters', 'Cowboy Drifting encounters he fought, on his own off a drive')
    .probability('onDrive', 'he is on a drive still going at the end');
  if (job === 'trail-boss')
    layout
      .mean('hired', 'seasons he was hired as Trail Boss (Rep 5, 1d6 against SL)')
      .mean('lpEarned', "LP he earned as Trail Boss: 1 CP's profit a herd brought in");
  return layout;
}

/** The ladder in one trial at a time. */
export class CowboyTrial extends CowboyCounts {
  x = RANCH;
  drive: Drive | null = null;
  /** Locales the drive entered this season. */
  entered = 0;

  constructor(
    job: CowboyJob | undefined,
    o: SixgunOptions,
    readonly c: Chain,
  ) {
    super(job, o);
  }

  reset(): void {
    this.x = RANCH;
    this.drive = null;
    this.zero();
  }

  /**
   * A free season in `here` (SLs by locale in `sl`) of a Star whose Rep is s.rep; `fight` fights
   * one opponent, counts the encounter and gives the Draw's result. Returns where he ends it.
   */
  season(
    rng: Rng,
    turn: number,
    here: number,
    sl: readonly number[],
    s: { rep: number },
    fight: (opp: number, rest?: Rest) => number,
  ): number {
    this.entered = 0;
    if (this.drive) return isWinter(turn) ? here : this.ride(rng, this.drive, sl, s, fight);
    if (!drivingSeason(turn)) return this.test(rng, here, sl[here], this.x, fight);
    if (this.boss && s.rep >= TRAIL_BOSS_REP) {
      if (this.t.hiring(LOCALES[here], sl[here]).ready.roll(rng) !== 0)
        return this.test(rng, here, sl[here], OWN, fight);
      this.hired++;
      return this.setOut(rng, turn, here, sl, s, fight, true);
    }
    if (this.t.assignment().ready.roll(rng) === 0)
      return this.setOut(rng, turn, here, sl, s, fight, false);
    return this.test(rng, here, sl[here], RANCH, fight);
  }

  private test(
    rng: Rng,
    here: number,
    sl: number,
    x: number,
    fight: (opp: number) => number,
  ): number {
    this.x = x;
    if (x === RANCH) this.ranchSeasons++;
    if (rollPasses(rng, 2, sl) !== 1) return here;
    if (x === RANCH) this.ranchEncounters++;
    else this.driftingEncounters++;
    const table = x === RANCH ? this.t.ranch() : this.t.drifting(sl);
    const opps = opponentsOf(
      table.ready.outcomes[table.ready.roll(rng)],
      this.c.at(LOCALES[here], sl).warriors,
    );
    fight(opps.length === 1 ? opps[0] : opps[rng.below(6) < 3 ? 0 : 1]);
    return here;
  }

  private setOut(
    rng: Rng,
    turn: number,
    here: number,
    sl: readonly number[],
    s: { rep: number },
    fight: (opp: number, rest?: Rest) => number,
    boss: boolean,
  ): number {
    this.drives++;
    const herd = this.t.herd(s.rep).ready;
    const cp = herd.values![herd.roll(rng)];
    const far = this.t.howFar(turn).ready;
    const left = far.values![far.roll(rng)];
    const d: Drive = {
      at: here,
      sl: sl[here],
      cp,
      left,
      reroll: false,
      visited: [here],
      driven: 0,
      boss,
    };
    return this.ride(rng, d, sl, s, fight);
  }

  /** The drive's stages this season; returns where he ends it. */
  private ride(
    rng: Rng,
    d: Drive,
    sl: readonly number[],
    s: { rep: number },
    fight: (opp: number, rest?: Rest) => number,
  ): number {
    this.drive = null;
    this.x = OWN;
    let budget = STAGES_A_SEASON;
    let meet = d.reroll;
    d = { ...d, reroll: false };
    for (;;) {
      if (!meet) {
        const next = d.left === 0 || budget === 0 ? [] : stagesFrom(d.at, d.visited);
        if (d.left > 0 && budget === 0) {
          this.drive = d;
          return d.at;
        }
        if (next.length === 0) return this.deliver(rng, d);
        const at = next.length === 1 ? next[0] : next[rng.below(next.length)];
        d = {
          ...d,
          at,
          sl: sl[at],
          left: d.left - 1,
          visited: [...d.visited, at],
          driven: d.driven + 1,
        };
        budget--;
        this.entered++;
      }
      meet = false;
      const name = TRAIL[this.t.trail(LOCALES[d.at], d.sl).ready.roll(rng)];
      if (name === 'calamity' || name === 'set-back') {
        let cp = d.cp;
        for (let i = 0; i < d.cp; i++) if (rng.below(6) + 1 >= TRAIL_LOSES_FROM[name]) cp--;
        d = { ...d, cp };
        if (cp === 0) {
          this.herdsLost++;
          if (d.boss) s.rep = Math.max(1, s.rep - 1);
          return d.at;
        }
        if (name === 'set-back') {
          this.drive = { ...d, reroll: true };
          return d.at;
        }
        continue;
      }
      if (name === 'none') continue;
      const opps = opponentsOf(
        name === 'indians' ? 'indians' : 'fight',
        this.c.at(LOCALES[d.at], d.sl).warriors,
      );
      this.trailFights++;
      const opp = opps.length === 1 ? opps[0] : opps[rng.below(6) < 3 ? 0 : 1];
      if (fight(opp, 'unable') !== STANDING) return d.at;
    }
  }

  private deliver(rng: Rng, d: Drive): number {
    this.delivered++;
    if (d.boss) {
      const b = this.t.bottomLine(Math.max(1, d.driven)).ready;
      this.lp += bossPay(b.values![b.roll(rng)], d.cp);
    }
    return d.at;
  }

  /** Adds this trial's counts at the slots of cowboyLayout's metrics. */
  count(acc: Float64Array, layout: Layout): void {
    if (this.drive) acc[layout.slot('onDrive')]++;
    for (const [name, v] of this.counted()) {
      const slot = layout.slot(name);
      acc[slot] += v;
      acc[slot + 1] += v * v;
    }
  }
}
