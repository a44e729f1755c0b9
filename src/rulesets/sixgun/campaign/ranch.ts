import { successes } from '../../../dice/dist.ts';
import type { Rng } from '../../../dice/rng.ts';
import type { SixgunOptions } from '../options.ts';
import { cowboyTable, TRAIL, TRAIL_LOSES_FROM } from './cowboy.ts';
import type { Locale } from './data.ts';
import { isWinter } from './season-travel.ts';
import { d6, type Ready } from './table.ts';

/**
 * A Rancher's business, season by season (six-gun-sound.md §14.5 [L5184–5563]), the same for
 * the exact chain and for one trial: only the dice differ (every result with its odds, or one
 * rolled). Each Spring opens with the Round Up of the herd at the ranch (Nature's Wrath, natural
 * increase, and 1d6 for each At the Ranch Rustling lost last year [L5204–5230]), then the year's
 * expenses [L5493–5531]: an Extension's debt
 * falls due, then the upkeep (SL × 2 LP), the bank taking what LP there are and I Need More Time
 * deciding the rest; then the wages, 1 LP for every 3 cowboys, 3 to a CP, paid as far as the LP
 * go (unpaid hands stay [L5531]). Then he sends up to 6 CP of the herd to market 3 locales
 * away, the furthest a drive covers in a season [L5314, L5336], led by a Trail Boss hired for
 * 1 of its CP [L5358]. Each locale it enters rolls a Trail Drive Encounter:
 * Calamity and Set Back cost CP and a Set Back holds the herd there till next season (a Winter
 * waits) [L5382–5390]; a Cattle Rustling the Trail Boss loses costs a CP [L5392]; the rest are
 * his fights, costing nothing. Brought in, the herd sells at the
 * Bottom Line; the LP go to the bank, pay off any Extension, and all but next year's upkeep buy
 * cattle (Buy Them, one roll), as "Big" John does in A-26. At the start of each Fall the bank
 * may fail, and his LP with it [L5561]. Gunfighters he keeps on take 1 LP a man each season
 * (hiring costs the same 1 LP as keeping [L5499]), after the upkeep and wages in Spring as A-26
 * has it, as far as the LP go [L5533]; a sale keeps their pay to the next Round Up back from the
 * cattle it buys.
 */

/** A Rancher's ranch between seasons. */
export interface Ranch {
  /** Lost, settling up with too few CP: he is a puncher again [L5521]. */
  lost: boolean;
  /** The herd at the ranch. */
  cp: number;
  /** LP in the bank. */
  lp: number;
  /** Upkeep owed on an Extension, due at the next Round Up [L5525]. */
  debt: number;
  /** CP on the trail (0: no drive), the locales it has still to enter, held by a Set Back. */
  drive: number;
  left: number;
  reroll: boolean;
  /** At the Ranch Cattle Rustlings lost since the last Round Up, each rolled at the next [L5228]. */
  rustled: number;
}

/** Upkeep: the ranch locale's SL × 2 LP a year [L5495]. */
export const UPKEEP_PER_SL = 2;
/** Wages: 1 LP a year for every 3 cowboys, and it takes 3 cowboys to a CP [L5497]: 1 LP a CP. */
export const WAGES_PER_CP = 1;
/** 6 CP are the most one drive can take [L5198, L5314]. */
export const DRIVE_MAX_CP = 6;
/** He drives them as far as a drive goes in one season [L5336]: the Bottom Line adds 3. */
export const DRIVE_LOCALES = 3;

/** A Trail Boss is hired for 1 of the CP on the drive: with 1 CP through, the rancher breaks even [L5358]. */
export const BOSS_CP = 1;
/**
 * The hired Trail Boss who fights the drive's Cattle Rustling: always Rep 5 [L5362], with the
 * Toughness and Sand of the cattle-drive encounter's Trail Boss.
 */
export const HIRED_BOSS = { rep: 5, toughness: 5, sand: 5 } as const;
/** A Cattle Rustling lost on the drive costs the trail herd 1 CP [L5392]. */
export const RUSTLED_FROM_DRIVE = 1;
/**
 * His outfit at the ranch, for mavericking's CP per full three men [L5267]: the 3 cowboys a CP
 * of the herd there [L5497] and the 2 remuderos and the cook his upkeep pays for [L5495].
 */
export const HANDS_PER_CP = 3;
export const UPKEEP_MEN = 3;
/** One At the Ranch encounter a season: a year holds at most 4 Rustlings lost before the Round Up. */
export const RUSTLED_MAX = 4;

/** What the business counts, by name; the ladder's outputs. */
export const RANCH_TALLIES = [
  'herdsSent',
  'herdsSold',
  'herdsLost',
  'lpEarned',
  'upkeepPaid',
  'wagesPaid',
  'wagesShort',
  'extensions',
  'waived',
  'cpSettled',
  'cpBought',
  'bankFailures',
  'lpLostToBank',
  'cpRustled',
  'trailRustlings',
  'cpRustledOnTrail',
  'mavericked',
  'takenForRustlers',
  'gunfightersPaid',
  'gunfightersUnpaid',
] as const;
/** The tallies a Rancher who hires no gunfighters leaves out of his outputs. */
export const GUNFIGHTER_TALLIES: readonly string[] = ['gunfightersPaid', 'gunfightersUnpaid'];
const T = Object.fromEntries(RANCH_TALLIES.map((n, k) => [n, k])) as Record<
  (typeof RANCH_TALLIES)[number],
  number
>;

/** A table and its exact odds. */
interface Odds {
  ready: Ready;
  odds: Float64Array;
}

/** Every result of a roll with the weight of coming to it (exact), or the one rolled (a trial). */
export interface Dice {
  each(t: Odds, w: number, then: (k: number, w: number) => void): void;
  /** How many of n CP are lost, each on 1d6 of `from` or more. */
  lost(n: number, from: number, w: number, then: (k: number, w: number) => void): void;
}

export const exactDice: Dice = {
  each(t, w, then) {
    t.odds.forEach((q, k) => q > 0 && then(k, w * q));
  },
  lost(n, from, w, then) {
    const d = successes(n, (7 - from) / 6);
    for (let k = 0; k <= n; k++) if (d.at(k) > 0) then(k, w * d.at(k));
  },
};

export const rolledDice = (rng: Rng): Dice => ({
  each: (t, w, then) => then(t.ready.roll(rng), w),
  lost(n, from, w, then) {
    let k = 0;
    for (let i = 0; i < n; i++) if (d6(rng) >= from) k++;
    then(k, w);
  },
});

/**
 * What a Trail Drive Encounter does to the herd: Calamity, Set Back, Cattle Rustling (the
 * Trail Boss's fight, costing a CP if lost), or nothing (the other fights are the Trail Boss's).
 */
const HERD_TRAIL = ['calamity', 'set-back', 'cattle-rustling', 'none'] as const;
const herdRead = (k: number) => {
  const i = (HERD_TRAIL as readonly string[]).indexOf(TRAIL[k]);
  return i < 0 ? HERD_TRAIL.length - 1 : i;
};

/** The Cowboy's tables the business rolls, made once for his ranch's locale. */
export class RanchTables {
  private readonly made = new Map<string, Odds>();
  /**
   * `bossLoses`: the odds that the hired Trail Boss does not come out of a Draw standing, which
   * loses a Cattle Rustling on the drive.
   */
  constructor(
    readonly home: Locale,
    readonly o: SixgunOptions,
    readonly bossLoses: number,
  ) {}
  private get(id: string, p: Record<string, unknown>): Odds {
    const key = `${id} ${JSON.stringify(p)}`;
    let t = this.made.get(key);
    if (!t) {
      const ready = cowboyTable(id, { locale: this.home, ...p }, this.o);
      this.made.set(key, (t = { ready, odds: ready.exact() }));
    }
    return t;
  }
  wrath = (cp: number) => this.get('herd-after-wrath', { cp });
  increase = (cp: number) => this.get('natural-increase', { cp });
  moreTime = (sl: number) => this.get('i-need-more-time', { sl });
  bank = () => this.get('bank-fails', {});
  mavericking = (sl: number) => this.get('mavericking', { sl });
  /** Rustling the herds at the Round Up: the CP lost for n Rustlings lost (values −n…0). */
  rustledHerds = (n: number) => this.get('rustled-herds', { lostRustling: n, wonRustling: 0 });
  /** A Cattle Rustling on the drive, as the hired Trail Boss's Draw goes: lost, or not. */
  trailRustling = (): Odds => {
    let t = this.made.get('trail-rustling');
    if (!t) {
      const p = this.bossLoses;
      const odds = Float64Array.of(p, 1 - p);
      const ready: Ready = {
        outcomes: ['lost', 'kept'],
        explain: `the hired Trail Boss's Draw: not standing (${p.toFixed(4)}) loses it`,
        roll: (rng) => (rng.float() < p ? 0 : 1),
        exact: () => odds,
      };
      this.made.set('trail-rustling', (t = { ready, odds }));
    }
    return t;
  };
  /** The Trail Drive Encounter as the herd reads it: Calamity, Set Back, or nothing to it. */
  trail = (): Odds => {
    let t = this.made.get('herd-trail');
    if (!t) {
      const all = this.get('trail-drive-encounter', {});
      const odds = new Float64Array(HERD_TRAIL.length);
      all.odds.forEach((q, k) => (odds[herdRead(k)] += q));
      const ready: Ready = {
        outcomes: HERD_TRAIL,
        explain: all.ready.explain,
        roll: (rng) => herdRead(all.ready.roll(rng)),
        exact: () => odds,
      };
      this.made.set('herd-trail', (t = { ready, odds }));
    }
    return t;
  };
  bottomLine = () => this.get('bottom-line', { locales: DRIVE_LOCALES });
  buyThem = (rep: number) => this.get('buy-them', { rep });
}

/** What one season's business reads besides the ranch, and where it puts what it counts. */
export interface Business {
  t: RanchTables;
  dice: Dice;
  /** The ranch locale's SL now, and his Rep (Buy Them). */
  sl: number;
  rep: number;
  /** The gunfighters he keeps on, at most his Rep [L5499]: 1 LP each a season, as far as LP go. */
  gunfighters?: number;
  /** LP a sale keeps back besides next year's upkeep: the gunfighters' pay to the next Round Up. */
  reserve?: number;
  /** Adds v × w to tally k (an index into RANCH_TALLIES). */
  tally(k: number, v: number, w: number): void;
}
type Then = (r: Ranch, w: number) => void;

const LOST: Ranch = {
  lost: true,
  cp: 0,
  lp: 0,
  debt: 0,
  drive: 0,
  left: 0,
  reroll: false,
  rustled: 0,
};
/** A ranch lost, for `then` to take. */
export const lostRanch = (): Ranch => ({ ...LOST });

/**
 * The Round Up of the herd at the ranch: Nature's Wrath, natural increase, then Rustling the
 * herds, 1d6 for each At the Ranch Rustling lost last year, 4–6 taking a CP [L5204–5230].
 */
export function roundUp(b: Business, r: Ranch, w: number, then: Then): void {
  const rustling = (cp: number, w: number) => {
    const done = { ...r, cp, rustled: 0 };
    if (cp === 0 || r.rustled === 0) return then(done, w);
    const t = b.t.rustledHerds(r.rustled);
    b.dice.each(t, w, (k, w) => {
      const lost = Math.min(cp, -t.ready.values![k]);
      b.tally(T.cpRustled, lost, w);
      then({ ...done, cp: cp - lost }, w);
    });
  };
  if (r.cp === 0) return rustling(0, w);
  const wrath = b.t.wrath(r.cp);
  b.dice.each(wrath, w, (k, w) => {
    const cp = wrath.ready.values![k];
    if (cp === 0) return rustling(0, w);
    const inc = b.t.increase(cp);
    b.dice.each(inc, w, (j, w) => rustling(cp + inc.ready.values![j], w));
  });
}

/** Settle up: 1 CP for each LP short, or the ranch is lost [L5521]. */
function settleUp(b: Business, r: Ranch, w: number, short: number, then: Then, out: Then): void {
  if (r.cp < short) return out(lostRanch(), w);
  b.tally(T.cpSettled, short, w);
  then({ ...r, cp: r.cp - short }, w);
}

/**
 * The year's expenses after the Round Up [L5493–5531]: an Extension's debt (short, settle up),
 * the upkeep (short, I Need More Time against the SL), the wages as far as the LP go. `out`
 * takes a ranch lost.
 */
export function expenses(b: Business, r: Ranch, w: number, then: Then, out: Then): void {
  const wages = (r: Ranch, w: number) => {
    const owed = WAGES_PER_CP * r.cp;
    const paid = Math.min(r.lp, owed);
    b.tally(T.wagesPaid, paid, w);
    b.tally(T.wagesShort, owed - paid, w);
    then({ ...r, lp: r.lp - paid }, w);
  };
  const upkeep = (r: Ranch, w: number) => {
    const owed = UPKEEP_PER_SL * b.sl;
    const paid = Math.min(r.lp, owed);
    b.tally(T.upkeepPaid, paid, w);
    const short = owed - paid;
    const left = { ...r, lp: r.lp - paid };
    if (short === 0) return wages(left, w);
    const more = b.t.moreTime(b.sl);
    b.dice.each(more, w, (k, w) => {
      if (k === 0) return settleUp(b, left, w, short, wages, out);
      b.tally(k === 1 ? T.extensions : T.waived, 1, w);
      wages(k === 1 ? { ...left, debt: short } : left, w);
    });
  };
  if (r.debt === 0) return upkeep(r, w);
  const paid = Math.min(r.lp, r.debt);
  b.tally(T.upkeepPaid, paid, w);
  const left = { ...r, lp: r.lp - paid, debt: 0 };
  // Still short at the Round Up after an Extension: treated as Pass 2, settle up [L5525].
  if (paid < r.debt) settleUp(b, left, w, r.debt - paid, upkeep, out);
  else upkeep(left, w);
}

/** The LP of a herd sold in the bank: first an Extension's debt, then all but next year's upkeep buys cattle. */
export function sold(b: Business, r: Ranch, w: number, then: Then): void {
  const paid = Math.min(r.lp, r.debt);
  b.tally(T.upkeepPaid, paid, w);
  const left = { ...r, lp: r.lp - paid, debt: r.debt - paid };
  const spare = left.lp - UPKEEP_PER_SL * b.sl - (b.reserve ?? 0);
  if (spare <= 0) return then(left, w);
  const buy = b.t.buyThem(b.rep);
  b.dice.each(buy, w, (k, w) => {
    const price = buy.ready.values![k];
    if (price === 0) return then(left, w);
    const n = Math.floor(spare / price);
    b.tally(T.cpBought, n, w);
    then({ ...left, cp: left.cp + n, lp: left.lp - n * price }, w);
  });
}

/** The herd on the trail this season: up to 3 locales, a Trail Drive Encounter in each. */
function ride(b: Business, r: Ranch, w: number, budget: number, then: Then): void {
  if (r.reroll) return meet(b, { ...r, reroll: false }, w, budget, then);
  if (r.left === 0) {
    const line = b.t.bottomLine();
    return b.dice.each(line, w, (k, w) => {
      const per = line.ready.values![k];
      const lp = per * (r.drive - BOSS_CP);
      b.tally(T.herdsSold, 1, w);
      b.tally(T.lpEarned, lp, w);
      sold(b, { ...r, lp: r.lp + lp, drive: 0 }, w, then);
    });
  }
  if (budget === 0) return then(r, w);
  meet(b, { ...r, left: r.left - 1 }, w, budget - 1, then);
}

function meet(b: Business, r: Ranch, w: number, budget: number, then: Then): void {
  b.dice.each(b.t.trail(), w, (k, w) => {
    const name = HERD_TRAIL[k];
    if (name === 'cattle-rustling') return rustledOnTrail(b, r, w, budget, then);
    if (name !== 'calamity' && name !== 'set-back') return ride(b, r, w, budget, then);
    b.dice.lost(r.drive, TRAIL_LOSES_FROM[name], w, (n, w) => {
      const drive = r.drive - n;
      if (drive === 0) {
        b.tally(T.herdsLost, 1, w);
        return then({ ...r, drive, left: 0 }, w);
      }
      if (name === 'set-back') return then({ ...r, drive, reroll: true }, w);
      ride(b, { ...r, drive }, w, budget, then);
    });
  });
}

/** A Cattle Rustling on the drive: lost (the Trail Boss not standing), the herd is 1 CP less [L5392]. */
function rustledOnTrail(b: Business, r: Ranch, w: number, budget: number, then: Then): void {
  b.tally(T.trailRustlings, 1, w);
  b.dice.each(b.t.trailRustling(), w, (k, w) => {
    if (k !== 0) return ride(b, r, w, budget, then);
    const drive = Math.max(0, r.drive - RUSTLED_FROM_DRIVE);
    b.tally(T.cpRustledOnTrail, r.drive - drive, w);
    if (drive > 0) return ride(b, { ...r, drive }, w, budget, then);
    b.tally(T.herdsLost, 1, w);
    then({ ...r, drive, left: 0 }, w);
  });
}

/**
 * Mavericking with his outfit at the ranch, not in Winter, after the season's encounter
 * [L5253–5273]: 2d6 against the SL; Pass 0 a CP for every full three men; Pass 1 taken for
 * rustlers, a GF-3 `taken` plays (his choice to avoid it on a good Stand Up is not played);
 * Pass 2 cows but no mavericks, and he leaves them be.
 */
export function maverick(
  b: Business,
  r: Ranch,
  w: number,
  then: Then,
  taken: (r: Ranch, w: number) => void,
): void {
  const t = b.t.mavericking(b.sl);
  b.dice.each(t, w, (k, w) => {
    const found = t.ready.outcomes[k];
    if (found === 'mistaken-for-rustlers') {
      b.tally(T.takenForRustlers, 1, w);
      return taken(r, w);
    }
    if (found !== 'mavericks') return then(r, w);
    const cp = Math.floor((HANDS_PER_CP * r.cp + UPKEEP_MEN) / 3);
    b.tally(T.mavericked, cp, w);
    then({ ...r, cp: r.cp + cp }, w);
  });
}

/**
 * The ranch's business in season `turn` (0: Spring 1875), before his Encounter test: the Round
 * Up, the expenses and a herd sent out in Spring, the bank in Fall, the herd on the trail.
 */
export function business(b0: Business, turn: number, r: Ranch, w: number, then: Then): void {
  if (r.lost) return then(r, w);
  const men = Math.min(b0.gunfighters ?? 0, b0.rep);
  // A sale keeps back the gunfighters' pay for the seasons after this one, up to the Round Up.
  const b: Business = men === 0 ? b0 : { ...b0, gunfighters: men, reserve: men * (3 - (turn % 4)) };
  const trail = (r: Ranch, w: number) =>
    r.drive > 0 && !isWinter(turn) ? ride(b, r, w, DRIVE_LOCALES, then) : then(r, w);
  // Gunfighters work for cash on the barrelhead: each season those he cannot pay are gone [L5533].
  const gunfighters = (r: Ranch, w: number) => {
    if (men === 0) return trail(r, w);
    const paid = Math.min(men, r.lp);
    b.tally(T.gunfightersPaid, paid, w);
    b.tally(T.gunfightersUnpaid, men - paid, w);
    trail({ ...r, lp: r.lp - paid }, w);
  };
  if (turn % 4 === 2 && r.lp > 0)
    return b.dice.each(b.t.bank(), w, (k, w) => {
      if (k !== 0) return gunfighters(r, w);
      b.tally(T.bankFailures, 1, w);
      b.tally(T.lpLostToBank, r.lp, w);
      gunfighters({ ...r, lp: 0 }, w);
    });
  if (turn % 4 !== 0) return gunfighters(r, w);
  const sendOut = (r: Ranch, w: number) => {
    if (r.drive > 0 || r.cp === 0) return gunfighters(r, w);
    const drive = Math.min(r.cp, DRIVE_MAX_CP);
    b.tally(T.herdsSent, 1, w);
    gunfighters({ ...r, cp: r.cp - drive, drive, left: DRIVE_LOCALES }, w);
  };
  roundUp(b, r, w, (r, w) => expenses(b, r, w, sendOut, then));
}
