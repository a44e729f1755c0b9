import { defaultsOf } from '../../fields.ts';
import { CAPTURE_OUTCOMES, capture, type CaptureParams } from '../capture.ts';
import { type Crime } from '../casualty-tables.ts';
import type { Location, NpcRow, Profession } from '../data.ts';
import { draw } from '../draw.ts';
import type { SixgunOptions } from '../options.ts';
import { passCounts } from '../pass-dice.ts';
import { runawayRecovery } from '../runaway-recovery.ts';
import { trial } from '../trial.ts';
import { woundRecovery } from '../wound-recovery.ts';
import {
  ENCOUNTER_CODES,
  LOCALE_1875,
  SIMPLE_COLUMN_OF,
  SIMPLE_MATRIX,
  WARRIOR_TABLES,
  WARRIORS_BY_LOCALE,
  type Locale,
  type StarProfession,
} from './data.ts';
import { AGENT } from './outlaw.ts';
import { HARD_CASE_ROWS } from './outlaw-gang.ts';
import { TWO_D6 } from './table.ts';
import { slOf } from './travel.ts';

/**
 * The odds a campaign season is built from (six-gun-sound.md §9, §14), each taken from its
 * own procedure's exact answer so that the season and the single tables cannot drift apart:
 * the Draw that stands for a fight, campaign Wounds and OOF Recovery then Mentally Fit for an
 * OOF Star (C-13), Runaway Recovery, Abandonment and Capture, and the Trial.
 */

export const MAX_REP = 7;
export const MAX_TOUGHNESS = 7;
export const MAX_SAND = 7;

/** Where a fight is taken to happen: a Draw in town (GF-1, §13.1); Indians on the trail. */
export type Place = 'town' | 'trail';
/** Able to rest for §9.5: yes, no, or on 1d6 of 4–6 [L4311–4317]. */
export type Rest = 'able' | 'unable' | 'on-4-6';
export const RESTS: readonly Rest[] = ['able', 'unable', 'on-4-6'];

/** The Draw's results for the Star, in this order. */
export const [DIES, OOF, RAN, SURRENDERED, STANDING] = [0, 1, 2, 3, 4];

/** Rep lost with a limb to infection (§9.5 [L4307–4347]); a lost leg costs movement only. */
export const LIMB_REP: Readonly<Record<Location, number>> = {
  head: 0,
  chest: 0,
  gut: 0,
  'gun-arm': 2,
  'off-arm': 1,
  leg: 0,
};

/**
 * Whether a Star of this profession may rest after a fight at this place [L4311–4317]: a
 * Sheriff always; an uncaptured Outlaw on 4–6; a Cowboy not on a drive (the season plays
 * none); a Gunfighter, Marshal or Ranger only when hit in town.
 */
export function restOf(profession: StarProfession, place: Place): Rest {
  if (profession === 'sheriff' || profession === 'cowboy') return 'able';
  if (profession === 'outlaw') return 'on-4-6';
  return place === 'town' ? 'able' : 'unable';
}

/** Who holds a Star who surrendered: Outlaws, Indians, or anyone else (the "otherwise" lines of §9.7). */
export function captorsOf(who: Profession): CaptureParams['captors'] {
  if (who === 'outlaw') return 'outlaws';
  return (WARRIOR_TABLES as readonly string[]).includes(who) ? 'indians' : 'lawmen';
}

export interface SeasonInputs {
  profession: StarProfession;
  locale: Locale;
  sl?: number;
  opponent: string;
  opponentRep: number;
  /** Who leads a Raid on him lying low (C-43: a Lawman going after an Outlaw). */
  raider: string;
  location: Location;
  crime: Crime;
}

/** What a locale makes of a season there: its tests and whom its encounters meet. */
export interface LocaleOdds {
  /** P(encounter) on its test with nothing pending and with an Outlaw's Pass 1 pending. */
  encounter: [number, number];
  /** P(an Outlaw's first Pass 1, pending to next season). */
  toPending: number;
  /** P(each opponent | an encounter here), by index into the chain's opponents. */
  p: Float64Array;
  /** The opponents an Indians encounter here meets, one a warrior table listed, equally likely. */
  warriors: readonly number[];
  /** P(a Posse after a Jail Break here: 1d6 below SL, §13.5). */
  posse: number;
}

/** A locale's SL until the advance of civilization: its 1875 level, or --sl for the start. */
export const slBefore = (p: Pick<SeasonInputs, 'locale' | 'sl'>, locale: Locale): number =>
  locale === p.locale ? slOf(p as never) : LOCALE_1875[locale].sl;

export interface Chain {
  /**
   * Everyone a fight can be against, with where it is: the opponent (in town), a warrior of
   * each table (on the trail), then the jailer, the Sheriff a Jail Break or its Posse is fought
   * against (§13.5), the raider, who finds him lying low (on the trail, C-43), and the Express
   * Agents of a Train Robbery, one of each list (in town, §14.8), then an Outlaw's mutinous
   * hard cases, one of each row of the Outlaw list at its own Rep, Toughness and Sand: no
   * encounter roll of the simple matrix meets those.
   */
  opponents: { who: Profession; place: Place; row?: NpcRow }[];
  /** The jailer's and the raider's indices in opponents, the first Express Agent's and the first mutineer's. */
  jailer: number;
  raider: number;
  agent: number;
  mutineer: number;
  /** The odds of a season in a locale at SL `sl` (default: its SL before 1880, slBefore). */
  at(locale: Locale, sl?: number): LocaleOdds;
  /** The Draw's results for the Star (DIES … STANDING). */
  fight(rep: number, toughness: number, sand: number, opp: number): Float64Array;
  /** Wounds and OOF Recovery: recovers, still mending, loses the limb, dies. */
  wound(toughness: number, rest: Rest): Float64Array;
  /** Mentally Fit as a Star (3d6, best 2, against Rep): Pass 0, 1, 2. */
  mentallyFit(rep: number): Float64Array;
  /** Runaway Recovery: Pass 0 (gone), 1 (−1 Sand), 2 (back). */
  runaway(sand: number): Float64Array;
  /** Abandonment and Capture for a mobile Star who surrendered (capture's outcome order). */
  captured(sand: number, opp: number): Float64Array;
  /** The Trial: fined, jailed, prison, life, hanged; and P(jailed for s seasons), s = 0..12. */
  trial(sand: number): { outcome: Float64Array; seasons: Float64Array };
}

function cached<T>(make: (key: number) => T): (key: number) => T {
  const m = new Map<number, T>();
  return (key) => {
    let v = m.get(key);
    if (v === undefined) m.set(key, (v = make(key)));
    return v;
  };
}

/** A Draw opponent's own Rep, Toughness and Sand, when he is a row of an NPC list. */
const rowOf = (row?: NpcRow) =>
  row ? { bRep: row.rep, bToughness: row.toughness, bSand: row.sand } : {};

const values = (rec: Record<string, number>, keys: readonly string[]) =>
  Float64Array.from(keys, (k) => rec[k] ?? 0);

export function chainOf(p: SeasonInputs & { rep: number }, o: SixgunOptions): Chain {
  const outlaw = p.profession === 'outlaw';
  const col = SIMPLE_MATRIX[SIMPLE_COLUMN_OF[p.profession]];
  let pIndians = 0;
  for (let s = 2; s <= 12; s++)
    if (ENCOUNTER_CODES[col[s - 2]] === 'indians') pIndians += TWO_D6.at(s);
  const opponents: Chain['opponents'] = [
    { who: p.opponent as Profession, place: 'town' as Place },
    ...WARRIOR_TABLES.map((w) => ({ who: w as Profession, place: 'trail' as Place })),
    { who: 'sheriff' as Profession, place: 'town' as Place },
    { who: p.raider as Profession, place: 'trail' as Place },
    ...AGENT.outcomes.map((who) => ({ who: who as Profession, place: 'town' as Place })),
    ...HARD_CASE_ROWS.map((row) => ({ who: 'outlaw' as Profession, place: 'town' as Place, row })),
  ];
  const jailer = 1 + WARRIOR_TABLES.length;
  const at = (locale: Locale, sl: number): LocaleOdds => {
    const r = passCounts(2, sl);
    const warriors = WARRIORS_BY_LOCALE[locale];
    return {
      // Outlaw: Looking for Loot, Pass 2 (or a second Pass 1 in a row) [L5855–5870]; others: Pass 1 [L4224–4246].
      encounter: outlaw ? [r[2], r[2] + r[1]] : [r[1], r[1]],
      toPending: outlaw ? r[1] : 0,
      p: Float64Array.of(
        1 - pIndians,
        ...WARRIOR_TABLES.map(
          (w) => (pIndians * warriors.filter((x) => x === w).length) / warriors.length,
        ),
        ...opponents.slice(jailer).map(() => 0),
      ),
      warriors: warriors.map((w) => 1 + WARRIOR_TABLES.indexOf(w)),
      posse: Math.max(0, sl - 1) / 6,
    };
  };
  const odds = new Map<string, LocaleOdds>();
  const drawBase = defaultsOf(draw.params);
  const fight = cached((key) => {
    const opp = key % 16,
      sand = (key >> 4) % 8,
      toughness = (key >> 7) % 8,
      rep = key >> 10;
    const dp = {
      ...drawBase,
      aRep: rep,
      aProfession: p.profession,
      aSand: sand,
      aToughness: toughness,
      bRep: p.opponentRep,
      bProfession: opponents[opp].who,
      ...rowOf(opponents[opp].row),
    };
    const e = draw.exact!((draw.complete?.(dp as never) ?? dp) as never, o) as Record<
      string,
      number
    >;
    return Float64Array.of(
      e['pObviouslyDead.a'],
      e['pOutOfFight.a'],
      e['pRanAway.a'],
      e['pSurrendered.a'],
      e['pWounded.a'] + e['pUnhurt.a'],
    );
  });
  const wound = cached((key) => {
    const wp = {
      ...defaultsOf(woundRecovery.params),
      toughness: key >> 2,
      location: p.location,
      rest: RESTS[key & 3],
    };
    const e = woundRecovery.exact!(wp as never, o);
    return values(e.outcome as Record<string, number>, [
      'recovers',
      'still-mending',
      'loses-limb',
      'dies',
    ]);
  });
  const runaway = cached((sand) => {
    const e = runawayRecovery.exact!({ ...defaultsOf(runawayRecovery.params), sand } as never, o);
    return values(e.outcome as Record<string, number>, ['gone', 'back-minus-sand', 'back']);
  });
  const captured = cached((key) => {
    const opp = key & 15;
    const cp = {
      ...defaultsOf(capture.params),
      sand: key >> 4,
      captors: captorsOf(opponents[opp].who),
      where: opponents[opp].place,
    };
    const e = capture.exact!(cp as never, o);
    return values(e.outcome as Record<string, number>, CAPTURE_OUTCOMES);
  });
  const tried = cached((sand) => {
    const e = trial.exact!({ ...defaultsOf(trial.params), sand, crime: p.crime } as never, o);
    return {
      outcome: values(e.outcome as Record<string, number>, [
        'fined',
        'jailed',
        'prison',
        'life',
        'hanged',
      ]),
      seasons: values(
        e.jailSeasons as Record<string, number>,
        Array.from({ length: 13 }, (_, i) => String(i)),
      ),
    };
  });
  return {
    opponents,
    jailer,
    raider: jailer + 1,
    agent: jailer + 2,
    mutineer: jailer + 2 + AGENT.outcomes.length,
    at(locale, sl = slBefore(p, locale)) {
      const key = `${locale} ${sl}`;
      let a = odds.get(key);
      if (!a) odds.set(key, (a = at(locale, sl)));
      return a;
    },
    fight: (rep, toughness, sand, opp) =>
      fight((((((rep << 3) | toughness) << 3) | sand) << 4) | opp),
    wound: (toughness, rest) => wound((toughness << 2) | RESTS.indexOf(rest)),
    mentallyFit: (rep) => passCounts(3, rep),
    runaway,
    captured: (sand, opp) => captured((sand << 4) | opp),
    trial: tried,
  };
}
