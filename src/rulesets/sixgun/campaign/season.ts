import { Layout } from '../../../core/layout.ts';
import { enumField, numberField, type Values } from '../../fields.ts';
import type { ExactMetrics, Procedure } from '../../types.ts';
import { flagNamer } from '../../validate.ts';
import { captureOutcome, captureTarget, type CaptureParams } from '../capture.ts';
import { CRIMES, LIGHT_SENTENCE, MURDER_LIFE_UP_TO, type Crime } from '../casualty-tables.ts';
import { INFECTION, LOCATIONS, PROFESSIONS, WOUND_RECOVERY, type Location } from '../data.ts';
import type { SixgunOptions } from '../options.ts';
import { rollPasses } from '../pass-dice.ts';
import { runawayTarget } from '../runaway-recovery.ts';
import { trialTarget, type TrialParams } from '../trial.ts';
import {
  ENCOUNTER_CODES,
  LINKS,
  LOCALES,
  SIMPLE_COLUMN_OF,
  SIMPLE_MATRIX,
  STAR_PROFESSIONS,
  type Locale,
  type StarProfession,
} from './data.ts';
import { localeParams } from './params.ts';
import { pick } from './pick.ts';
import {
  captorsOf,
  chainOf,
  DIES,
  LIMB_REP,
  MAX_REP,
  MAX_SAND,
  MAX_TOUGHNESS,
  OOF,
  RAN,
  restOf,
  RESTS,
  STANDING,
  SURRENDERED,
  slBefore,
  type Chain,
  type LocaleOdds,
  type Rest,
} from './season-chain.ts';
import { ADVANCE_TURN, advance, advanced, SL_VALUES } from './season-advance.ts';
import {
  isWinter,
  meets,
  reachable,
  rideInto,
  routesOf,
  TRAVEL_POLICIES,
  wayTo,
  type TravelPolicy,
} from './season-travel.ts';
import { gangRoom } from './outlaw-gang.ts';
import {
  GANG_EXACT_SEASONS,
  OUTLAW_EXACT_SEASONS,
  OutlawExact,
  outlawLayout,
  OutlawTrial,
  tallyCap,
} from './outlaw-season.ts';
import { slOf } from './travel.ts';
import {
  GUNFIGHTER_NOTE,
  GUNFIGHTER_STATES,
  GunfighterExact,
  gunfighterLayout,
  gunfighterParams,
  GunfighterTrial,
} from './gunfighter-season.ts';
import { sandField } from '../sand-field.ts';
import { ladderMatrix, LADDERS, PROFESSION_MATRIX, type LadderMatrix } from './season-ladder.ts';
import { BIG_CAPTURE_TRIALS, BigCaptureOdds } from './big-capture-odds.ts';
import {
  isFall,
  isSpring,
  OUT_OF_OFFICE,
  recordAfter,
  SHERIFF_STATES,
  sheriffTables,
  type SheriffTables,
} from './season-sheriff.ts';
import { FIVE_UP, FRONTIER_BELOW_SL } from './ranger.ts';
import {
  COWBOY_EXACT_SEASONS,
  COWBOY_START_MAX_SL,
  COWBOY_STATES,
  CowboyExact,
  cowboyJobField,
  cowboyLayout,
  CowboyTrial,
  driveReach,
  type CowboyJob,
} from './cowboy-season.ts';
import {
  firstRanch,
  RANCH_STATES,
  RANCHER_EXACT_SEASONS,
  MAVERICKING,
  RANCHER_HERD,
  RancherExact,
  rancherLayout,
  RancherTrial,
} from './rancher-season.ts';
import {
  companyLayout,
  CompanyExact,
  COMPANY_STATES,
  CompanyTrial,
  RANGER_EXACT_SEASONS,
  rangerParams,
} from './ranger-season.ts';

/**
 * A Star's campaign, season by season (six-gun-sound.md §14, the simple campaign of §14.2):
 * each turn he takes the Encounter test in his locale (an Outlaw, Looking for Loot); an
 * encounter is drawn from the simple campaign matrix and fought as a Draw against one
 * opponent (Indians: a warrior of the locale's table), whose exact outcome for the Star
 * stands for the fight. What follows is §9 as a campaign plays it: Out of the Fight, Wounds
 * and OOF Recovery then Mentally Fit (C-13), a season out while still mending; run away,
 * Runaway Recovery; surrendered, Abandonment and Capture and, imprisoned, a Jail Break ½d6
 * seasons on and a Trial 1d3 seasons on (the break first in the same season) and the sentence
 * served; a fight he comes out of standing earns a RAP, and RAP raise his Rep (§14.4). The
 * answer is exact: a chain over his Rep, Toughness, RAP, Sand, what keeps him away (mending,
 * awaiting trial, in jail, a break to come), (for an Outlaw) a pending Pass 1, and his locale,
 * when a travel policy moves him (season-travel.ts): a locale's SL sets its tests and the
 * Posse after a Jail Break, and its warrior table whom its Indians are. From Spring 1880 the
 * advance of civilization changes the SLs (season-advance.ts). Lying low his first seasons, he
 * takes no test, and once found is raided (C-43), a fight against the raider on the trail.
 * With --ladder profession a lawman rolls his own matrix instead (season-ladder.ts): a
 * Sheriff's year's record and office are one more dimension of the chain (season-sheriff.ts),
 * and a Ranger's Ranging moves him into a linked locale.
 */

/** One campaign turn is a season (C-42): Spring 1875 to Winter 1885 is 44 [L3988]. */
const MAX_SEASONS = 44;
/** RAP to go up from Rep 1..6; Rep 1 as Rep 2 (C-48); §14.4 [L4574–4581]. */
const RAP_NEEDED = [2, 2, 4, 6, 8, 10] as const;
const MAX_RAP = 10;
/** The longest light sentence, in seasons (2d6, §9.8). */
const MAX_JAIL = 12;
/** A trial comes 1d3 seasons after the capture [L4512–4554]. */
const TRIAL_WAIT = 3;
/** A Jail Break comes ½d6 seasons after he is imprisoned (§9.7 [L4462–4510]). */
const BREAK_WAIT = 3;

/**
 * What keeps him away this season: 0 nothing; then still mending (by how he rests); then
 * awaiting a trial in t = 1–3 seasons, or in jail for k = 1–12 more seasons, each with a Jail
 * Break to come in j seasons (j = 0: none; 1: this season).
 */
const AWAY = 1 + RESTS.length + TRIAL_WAIT * (BREAK_WAIT + 1) + MAX_JAIL * BREAK_WAIT;
const mendingCode = (rest: Rest) => 1 + RESTS.indexOf(rest);
const TRIAL_FROM = 1 + RESTS.length;
const JAIL_FROM = TRIAL_FROM + TRIAL_WAIT * (BREAK_WAIT + 1);
const trialCode = (t: number, j: number) => TRIAL_FROM + (t - 1) * (BREAK_WAIT + 1) + j;
/** In jail the break is at most 2 seasons off: the trial took at least one of its ½d6. */
const jailCode = (k: number, j: number) => JAIL_FROM + (k - 1) * BREAK_WAIT + j;
/** A season away: mending (rest), or held (trial t or jail k) with a break in j seasons. */
function awayOf(a: number): { rest?: Rest; t: number; k: number; j: number } {
  if (a < TRIAL_FROM) return { rest: RESTS[a - 1], t: 0, k: 0, j: 0 };
  if (a < JAIL_FROM) {
    const i = a - TRIAL_FROM;
    return { t: 1 + Math.floor(i / (BREAK_WAIT + 1)), k: 0, j: i % (BREAK_WAIT + 1) };
  }
  const i = a - JAIL_FROM;
  return { t: 0, k: 1 + Math.floor(i / BREAK_WAIT), j: i % BREAK_WAIT };
}

const params = {
  profession: enumField(STAR_PROFESSIONS, {
    default: 'cowboy',
    description: "The Star's profession (its column of the simple campaign matrix).",
    noun: 'profession',
  }),
  ...localeParams,
  sand: sandField("The Star's Sand.", 1),
  toughness: numberField({
    default: 4,
    min: 1,
    max: MAX_TOUGHNESS,
    integer: true,
    description: "The Star's Toughness.",
  }),
  seasons: numberField({
    default: 4,
    min: 1,
    max: MAX_SEASONS,
    integer: true,
    description: `Campaign turns (seasons) to play, 1 to ${MAX_SEASONS} (Spring 1875 to Winter 1885).`,
  }),
  opponent: enumField(PROFESSIONS, {
    default: 'outlaw',
    description: 'Who he faces in every encounter but Indians (those are warriors of the locale).',
    noun: 'profession',
  }),
  opponentRep: numberField({
    default: 4,
    min: 1,
    max: 7,
    integer: true,
    description: "The opponent's Rep.",
  }),
  location: enumField(LOCATIONS, {
    default: 'chest',
    description:
      'Where the wound that puts him Out of the Fight lands (the Draw does not say): the infection table of §9.5 reads it.',
    noun: 'location',
  }),
  crime: enumField(CRIMES, {
    default: 'robbery',
    description: 'What he is tried for when imprisoned (it sets the sentence, §9.8).',
    noun: 'crime',
  }),
  travel: enumField(TRAVEL_POLICIES, {
    default: 'stay',
    description:
      'Where he goes each Spring, Summer and Fall (no one moves in Winter; §14.2): stay where he is; drift into a random linked locale; head-for --to by the shortest way. Riding, he takes the Encounter test in each locale he enters and stops for the season at the first encounter.',
    noun: 'policy',
  }),
  to: enumField(LOCALES, {
    description: 'Where he heads for (--travel head-for); there he stays.',
    noun: 'locale',
  }),
  jailBreak: enumField(['played', 'none'], {
    default: 'played',
    description:
      'Imprisoned, a Jail Break comes ½d6 seasons later (§9.7), before the trial when both fall in one season (§9.8): a Draw against the Sheriff (--opponent-rep); broken out, a Posse follows on 1d6 below SL (§13.5), another Draw against him (none: no break).',
    noun: 'choice',
  }),
  lieLow: numberField({
    default: 0,
    min: 0,
    max: MAX_SEASONS,
    integer: true,
    description:
      'Seasons he lies low, from the first and in a row (§14.2): no Encounter test; from the second on, 1d6 at most the seasons lain low finds him, a Raid (C-43), and the hideout is spent. Then he goes on as --travel says.',
  }),
  ladder: enumField(LADDERS, {
    default: 'simple',
    description:
      "Which encounter matrix he rolls: simple, his column of the simple campaign matrix (§14.2); profession, his profession's own ladder (a Cowboy's §14.5 with his drives and the ranch, or as a Rancher with his own herd, upkeep, wages and bank, a Gunfighter's §14.6 with Help Wanted, the Opportunity's jobs and drifting, a Marshal's §14.7, an Outlaw's §14.8 with the Long Arm of the Law, Lawdawg encounters, the take and the Pursuit, a Ranger's §14.9 with Ranging, Frontier Warfare and his company: its seniority, a Captain's ½d6 encounters a season, its Rangers lost and recruited, a Sheriff's §14.10 with the Fall re-election).",
    noun: 'ladder',
  }),
  killed: numberField({
    default: 0,
    min: 0,
    max: 12,
    integer: true,
    description:
      "A Sheriff on his ladder: Townsfolk he has killed plus others he kills each year, which Community Good Will is rolled against (6 less them): the season's fights do not say whom he kills.",
  }),
  cowboyJob: cowboyJobField,
  mavericking: enumField(MAVERICKING, {
    description:
      'Whether a Rancher (--cowboy-job rancher) drags the brush with his outfit at his ranch, SL 3 or less (six-gun-sound.md §14.5): none (when left out); every-season, each season but Winter after the Encounter test, if he stands: 2d6 against SL, Pass 0 a CP for every full three men (3 a CP of the herd there, the 2 remuderos and the cook), Pass 1 taken for rustlers, a GF-3 fought as a Draw, Pass 2 cows he leaves be.',
    noun: 'policy',
  }),
  gunfighters: numberField({
    min: 0,
    max: 7,
    integer: true,
    description:
      "Gunfighters a Rancher (--cowboy-job rancher) keeps on, at most his Rep (six-gun-sound.md §14.5): 1 LP each a season from the bank, after the upkeep and wages in Spring, as far as the LP go (those he cannot pay are gone that season); a sale keeps their pay to the next Round Up back from buying cattle. Their fights are not played: every fight is the Star's Draw (default 0).",
  }),
  herd: numberField({
    min: 0,
    max: 60,
    integer: true,
    description: `A Rancher's herd at the start, in CP (--cowboy-job rancher; default ${RANCHER_HERD}, "Big" John's in A-26).`,
  }),
  ...rangerParams,
  raider: enumField(PROFESSIONS, {
    default: 'marshal',
    description:
      'Who leads the Raid when he is found lying low (C-43: Lawmen going after the Outlaws holed up), at --opponent-rep.',
    noun: 'profession',
  }),
  ...gunfighterParams,
  outfit: enumField(['played', 'none'], {
    default: 'played',
    description:
      'An Outlaw on his ladder: whether his gang is played (§14.8): Join Up at the end of each season but Winter, the payout of 1 LP a man a season, "So That\'s How It Is?" when anyone goes unpaid, two of his hard cases facing a train\'s Express Agent; none: LP are counted, not spent, and he rides alone.',
    noun: 'choice',
  }),
  brothers: numberField({
    default: 0,
    min: 0,
    max: 3,
    integer: true,
    description:
      "An Outlaw's brothers riding with him (Fightin' Brothers, 1d6 − 3): paid first, they never leave him, and their Rep adds to the hard cases he can lead.",
  }),
  brotherRep: numberField({
    default: 4,
    min: 1,
    max: MAX_REP,
    integer: true,
    description: "His brothers' Rep.",
  }),
  gang: numberField({
    default: 0,
    min: 0,
    max: 28,
    integer: true,
    description:
      "Hard cases riding with an Outlaw at the start (at most his Rep plus his brothers'), besides his brothers.",
  }),
  lp: numberField({
    default: 0,
    min: 0,
    max: 500,
    integer: true,
    description:
      'LP an Outlaw has on hand at the start, to pay his gang; a Rancher has in the bank (--cowboy-job rancher).',
  }),
} as const;
type P = Values<typeof params>;

const ENDS = ['survives', 'dies', 'retires', 'gone', 'prison', 'run-out'] as const;
const [SURVIVES, END_DIES, RETIRES, GONE, PRISON, RUN_OUT] = [0, 1, 2, 3, 4, 5];

/** His profession's own matrix, when he plays its ladder. */
const ladderOf = (p: P) =>
  p.ladder === 'profession' ? PROFESSION_MATRIX[p.profession as StarProfession] : undefined;
const sheriffLadder = (p: P) => p.ladder === 'profession' && p.profession === 'sheriff';
/** A Marshal on his ladder: a Big Capture is played as the encounter type (big-capture-odds.ts). */
const marshalLadder = (p: P) => p.ladder === 'profession' && p.profession === 'marshal';
/** How he came out of a Big Capture, in the order of the season's results (DIES … STANDING). */
const BIG_CAPTURE_ENDS = ['dies', 'out-of-fight', 'ran', 'surrendered', 'standing'] as const;
/** A Ranger on his ladder: Ranging may move him, Frontier Warfare may turn the opponents into Warriors. */
const rangerLadder = (p: P) => p.ladder === 'profession' && p.profession === 'ranger';
/** How his seasons can end: run out of town only for a Sheriff standing for re-election. */
const endsOf = (p: P) => (sheriffLadder(p) ? ENDS : ENDS.slice(0, RUN_OUT));
/** Ranging encounters are in a random adjacent locale on 1d6 = 5–6 (§14.9 [L6268]). */
const RANGING = (7 - FIVE_UP) / 6;
/** Frontier Warfare below SL 5: 1d6 above the SL makes the opponents Warriors (§14.9 [L6270–6272]). */
const frontierWarriors = (sl: number) => (sl < FRONTIER_BELOW_SL ? (6 - sl) / 6 : 0);

/**
 * The exact chain rolls a locale's advance when he enters it, which holds while he never
 * comes back to a locale he left: not so for drift.
 */
const driftsPastAdvance = (p: P) => p.travel === 'drift' && p.seasons > ADVANCE_TURN;
/** A Gunfighter on his ladder (§14.6): Help Wanted, his jobs and drifting (gunfighter-season.ts). */
const gunfighterLadder = (p: P) => p.ladder === 'profession' && p.profession === 'gunfighter';
/** An Outlaw on his ladder (§14.8): the Long Arm of the Law, Lawdawg encounters and his jobs (outlaw-season.ts). */
const outlawLadder = (p: P) => p.ladder === 'profession' && p.profession === 'outlaw';
/**
 * The exact chain carries an Outlaw's Wanted tally in the locale he is in, which holds while
 * he never comes back to a locale he left: not so for drift.
 */
const tallyPerLocale = (p: P) => outlawLadder(p) && p.travel === 'drift';
/** A Cowboy on his ladder (§14.5): sent on drives or kept at the ranch (cowboy-season.ts). */
const cowboyLadder = (p: P) => p.ladder === 'profession' && p.profession === 'cowboy';
/** A Cowboy running his own ranch (§14.5): its business, and he stays at it (rancher-season.ts). */
const rancherLadder = (p: P) => cowboyLadder(p) && p.cowboyJob === 'rancher';
/** A Cowboy's chain past his first Spring and Summer grows too big to answer exactly (cowboy-season.ts). */
const cowboyTooLong = (p: P) =>
  cowboyLadder(p) && !rancherLadder(p) && p.seasons > COWBOY_EXACT_SEASONS;
/** A Rancher's chain past a year grows too big to answer exactly (rancher-season.ts). */
const rancherTooLong = (p: P) => rancherLadder(p) && p.seasons > RANCHER_EXACT_SEASONS;
/** An Outlaw's chain past a year grows too big to answer exactly (outlaw-season.ts). */
const outlawTooLong = (p: P) =>
  outlawLadder(p) &&
  p.seasons > (p.outfit === 'played' ? GANG_EXACT_SEASONS : OUTLAW_EXACT_SEASONS);
/** Ranging past Spring 1880 may take him back into a locale he left, as drift may. */
const simulatedOnly = (p: P) =>
  driftsPastAdvance(p) ||
  (rangerLadder(p) && p.seasons > RANGER_EXACT_SEASONS) ||
  tallyPerLocale(p) ||
  outlawTooLong(p) ||
  cowboyTooLong(p) ||
  rancherTooLong(p);
/** Whether he can end somewhere else than he started: a travel policy, or Ranging. */
const movesAbout = (p: P) =>
  p.travel !== 'stay' || rangerLadder(p) || (cowboyLadder(p) && !rancherLadder(p));
/** The locales he can be in: the policy's, and with Ranging every locale linked to them. */
function reachOf(p: P): Locale[] {
  if (cowboyLadder(p)) return driveReach(p.locale as Locale);
  const reach = reachable(p.travel as TravelPolicy, p.locale as Locale, p.to as Locale);
  if (!rangerLadder(p)) return reach;
  const seen = new Set<Locale>(reach);
  for (const l of seen) for (const k of LINKS[l]) seen.add(k);
  return LOCALES.filter((l) => seen.has(l));
}

/** The way head-for rides, from his locale to his goal. */
const wayOf = (p: P) => [p.locale, ...wayTo(p.locale as Locale, p.to as Locale)].join(' → ');

const RANCHER_NOTE =
  "His profession's own ladder (six-gun-sound.md §14.5) as a Rancher: he owns a ranch where he starts (--herd CP, by default \"Big\" John's 6 of A-26, and --lp LP in the bank) and stays there. Each season opens with the ranch's business, whether he is there or away. Each Spring the Round Up of the herd at the ranch (Nature's Wrath, 2d6 of 11–12, halves it, an odd CP kept on 1–3; natural increase, 2d6 for every 4 CP and one for 1–3 left over, 1–3 passing), then the year's expenses: an Extension's debt falls due (short, he settles up), then the upkeep of SL × 2 LP (short, the bank takes what there is and I Need More Time against the SL: Pass 2 settle up, 1 CP for each LP short, or the ranch is lost; Pass 1 an Extension to the next Round Up; Pass 0 waived), then the wages, 1 LP a year for every 3 cowboys, 3 to a CP, paid as far as the LP go (the hands stay). Then he sends up to 6 CP to market 3 locales away (the most a drive covers in a season; the Bottom Line adds 3) with a Trail Boss hired for 1 of its CP (a 1 CP herd breaks even): a Trail Drive Encounter in each locale, Calamity and Set Back costing CP (a Set Back holds the herd till next season, a Winter waits), a Cattle Rustling costing 1 CP when the Trail Boss loses it (his Draw, Rep 5, Toughness and Sand 5, against the opponent, not standing), the rest his fights, costing nothing. Sold at the Bottom Line, its LP go to the bank, pay off an Extension, and all but next year's upkeep buy cattle at one Buy Them roll, as John does in A-26. At the start of each Fall the bank fails on 2d6 of 11–12 and his LP with it: he keeps them all there, as LP kept at the ranch are at risk only from a Capture lost there, which the season does not play. Then he takes the Encounter test at the ranch, on At the Ranch Encounters, each a Draw (a Range War one Draw); a Cattle Rustling there he does not come out of standing is lost (the rustlers keep the cows), and each lost in a year is rolled at the next Round Up, after natural increase: 1d6, 4–6 a CP gone. He is always the one stolen from. Unable to settle up, he loses the ranch and is a puncher again, on his own where it was (Cowboy Drifting), never sent on a drive. With --mavericking every-season, each season but Winter that he stands after the Encounter test at a ranch of SL 3 or less, his outfit drags the brush: 2d6 against SL, Pass 0 a CP for every full three men (3 a CP of the herd at the ranch, his 2 remuderos and cook: the herd's CP + 1), Pass 1 taken for rustlers, a GF-3 fought as a Draw (avoiding it on a good Stand Up is not played), Pass 2 cows he does not rustle. With --gunfighters N (at most his Rep) he keeps N gunfighters on: each season, after the upkeep and wages in Spring and after the bank in Fall, 1 LP a man from the bank as far as the LP go, those he cannot pay gone for the season (cash on the barrelhead; hiring a man costs the same 1 LP as keeping him, so one let go comes back when the LP do); a sale keeps their pay to the next Round Up back from the cattle it buys. Their part in the fights is not played: every fight is the Star's own Draw against one opponent, and the book gives hired guns no effect but as figures on his side in an encounter played out. Nor are the hands lost and recruited: hands fall only as figures of an encounter played out (as in A-26's trail fights), the Draw puts none of them at risk and the book has no roll for hands lost in a fight not played out (the 1d6 of 5–6 for an all-NPC encounter is the NPC Rangers', §14.9), so the ranch keeps its 3 hands a CP and Join Up (a Rancher's 4d6 best 3), which replaces dead and runaway hands, has no one to replace. Not played either: the Short CP perk (+1 Rep on the reaction tests of the hands he keeps on while the herd shrinks, who do not fight here), a second herd in Summer, riding along with the herd.";

/** What is done with a share of weight `w` of Stars in state `s`. */
type Then = (s: Star, w: number) => void;

/** A Star's state between seasons. */
interface Star {
  rep: number;
  toughness: number;
  rap: number;
  pend: number;
  sand: number;
  away: number;
  /** His ladder's own state: a Sheriff's record and office (season-sheriff.ts), else 0. */
  x: number;
}

/** After a fight he comes out of standing: a RAP, and a new Rep (RAP back to 0) when enough. */
function earn(s: Star): void {
  if (s.rep === MAX_REP) return; // the RAP ladder stops at 7 (C-48)
  s.rap++;
  if (s.rap >= RAP_NEEDED[s.rep - 1]) {
    s.rep++;
    s.rap = 0;
  }
}

const layoutOf = (p: P) => {
  const layout = new Layout()
    .categories(
      'end',
      endsOf(p),
      `how the Star ends the seasons played (gone: ran and never came back; prison: years or life${sheriffLadder(p) ? '; run-out: defeated and run out of town, he cannot stand here for 1d6+1 years' : ''})`,
    )
    .probability(
      'pSurvives',
      'he is alive and still in the campaign at the end (mending or in jail included)',
    )
    .distribution('rep', 1, MAX_REP, 'his Rep at the end (when he fell, for the dead and retired)')
    .mean('encounters', 'encounters he fought')
    .mean('imprisonments', 'times he was taken and held for trial')
    .mean('seasonsAway', 'seasons he spent mending, awaiting trial or in jail')
    .mean('jailBreaks', 'Jail Breaks he was in (½d6 seasons after an imprisonment, if still held)')
    .mean('brokeOut', 'of them, those he came out of free (a Posse may follow)');
  if (p.lieLow > 0)
    layout
      .probability('raided', 'enemies found him lying low: a Raid')
      .mean('seasonsLow', 'seasons he lay low');
  if (p.seasons > ADVANCE_TURN)
    layout.distribution(
      'sl',
      0,
      SL_VALUES - 1,
      'the SL of the locale he ends in after the advance of civilization (where he fell, for those out)',
    );
  const matrix = ladderOf(p);
  if (matrix)
    for (const t of ladderMatrix(matrix).types)
      layout.mean(`encounters.${ENCOUNTER_CODES[t]}`, `encounters of this type he fought`);
  if (marshalLadder(p))
    for (const k of BIG_CAPTURE_ENDS)
      layout.mean(
        `bigCapture.${k}`,
        `Big Captures he came out of so (${k}): played as the big-capture encounter type, his odds in one estimated from ${BIG_CAPTURE_TRIALS} simulated Big Captures for each Rep, Sand and SL he fights one at (estimated, not exact)`,
      );
  if (sheriffLadder(p))
    layout
      .mean('elections', 'Falls he stood for re-election')
      .mean('reElected', 'of them, those he won')
      .mean('defeated', 'those he lost and may stand again next Fall (run out of town: see end)')
      .probability('inOffice', 'he is Sheriff at the end')
      .mean('deputies', 'Deputies the council allowed him, summed over the Springs in office');
  if (rangerLadder(p))
    layout
      .mean('ranged', 'encounters Ranging took into a random adjacent locale, where he stays')
      .mean('frontierWarfare', 'encounters Frontier Warfare turned against Warriors');
  if (rangerLadder(p)) companyLayout(layout);
  if (outlawLadder(p)) outlawLayout(layout, p as never);
  if (rancherLadder(p)) rancherLayout(layout, p.gunfighters ?? 0);
  else if (cowboyLadder(p)) cowboyLayout(layout, p.cowboyJob as CowboyJob | undefined);
  if (gunfighterLadder(p)) gunfighterLayout(layout, p as never);
  if (!movesAbout(p)) return layout;
  const reach = reachOf(p);
  layout.categories(
    'locale',
    reach,
    'where he ends the seasons played (where he fell, for those out of the campaign)',
  );
  for (const l of reach)
    layout.mean(`seasonsIn.${l}`, `seasons he ends in ${l} (mending or held included)`);
  return layout.mean('moves', 'locales he rode into');
};

/**
 * The exact season-by-season chain: one array of states a locale and SL, made when a Star
 * first gets there. Before Spring 1880 a locale has one SL; from then on a Star's array says
 * which SL the advance of civilization gave his locale. A Star riding on never comes back to a
 * locale he left (stay, head-for), so a locale's advance may be rolled when he enters it.
 */
class Exact {
  /**
   * His Toughness never changes and his Sand only falls, so a state holds no Toughness and
   * Sand 0 to his own: the arrays are no bigger than the states he can be in.
   */
  readonly sands: number;
  /** Only an Outlaw has a Pass 1 pending (Looking for Loot): the others' states hold none. */
  readonly pends: number;
  /** His ladder's own states (x): a Sheriff's record and office, else one. */
  readonly E: number;
  /** The states of one Rep. */
  readonly per: number;
  readonly size: number;
  cur: (Float64Array | undefined)[] = new Array(LOCALES.length * SL_VALUES);
  next: (Float64Array | undefined)[] = new Array(LOCALES.length * SL_VALUES);
  /**
   * With an Outlaw's gang the states (his hard cases and LP on hand on top) are too many for
   * arrays and few of them are reached: they are kept by index in maps instead.
   */
  readonly sparse: boolean;
  curS: (Map<number, number> | undefined)[] = new Array(LOCALES.length * SL_VALUES);
  nextS: (Map<number, number> | undefined)[] = new Array(LOCALES.length * SL_VALUES);
  /** The locale (index into LOCALES) whose season is being played: where put and end write. */
  loc: number;
  /** Its SL. */
  sl: number;
  /** The season being played (0: Spring 1875). */
  turn = 0;
  readonly ended = ENDS.map(() => new Float64Array(MAX_REP));
  /** His profession's matrix, on its ladder. */
  readonly ladder?: LadderMatrix;
  readonly byType: Float64Array;
  /** A Marshal's Big Captures: the Star's odds in one, and how he came out of those fought. */
  readonly bigCapture?: BigCaptureOdds;
  readonly bigCaptureEnds = new Float64Array(BIG_CAPTURE_ENDS.length);
  readonly sheriff?: SheriffTables;
  readonly ranging: boolean;
  /** An Outlaw's ladder: his Wanted tallies, Long Arm Pass 1s pending and captured once are x. */
  readonly outlaw?: OutlawExact<Star>;
  /** A Gunfighter's ladder: what he follows this year is x. */
  readonly gunfighter?: GunfighterExact<Star>;
  /** A Cowboy's ladder: at the ranch, on his own or on a drive still going at the end are x. */
  readonly cowboy?: CowboyExact<Star>;
  /** A Rancher: his ranch is x (rancher-season.ts). */
  readonly rancher?: RancherExact<Star>;
  readonly earnRap = earn;
  /** A Ranger's company: his place in it, its Rangers (x; ranger-season.ts). */
  readonly company?: CompanyExact<Star>;
  /** While set, put writes to his home locale: a Ranger Captain is back after each season. */
  homeward = false;
  readonly home: number;
  elections = 0;
  reElected = 0;
  defeated = 0;
  deputies = 0;
  ranged = 0;
  frontierWarfare = 0;
  readonly endedIn = new Float64Array(LOCALES.length);
  readonly endedSl = new Float64Array(SL_VALUES);
  readonly seasonsIn = new Float64Array(LOCALES.length);
  encounters = 0;
  imprisonments = 0;
  seasonsAway = 0;
  jailBreaks = 0;
  brokeOut = 0;
  moves = 0;
  /** The share still lying low (all in his first state, in his first locale), found, seasons lain low. */
  low = 0;
  raided = 0;
  seasonsLow = 0;
  /** The routes the policy gives from each locale, equally likely. */
  readonly routes: (readonly Locale[][])[];
  /** Each locale's SL before the advance, and after it (by SL). */
  readonly slBefore: number[];
  readonly advancedIn: Float64Array[];
  /** The odds of a season by locale and SL, made as they come up. */
  readonly odds: LocaleOdds[] = [];

  constructor(
    readonly c: Chain,
    readonly p: P,
    /** Whether a Raid is fought (campaign.raid capture) or only spends the hideout. */
    readonly raids: boolean,
    o: SixgunOptions,
  ) {
    const matrix = ladderOf(p);
    this.ladder = matrix && ladderMatrix(matrix);
    this.byType = new Float64Array(this.ladder?.types.length ?? 0);
    if (marshalLadder(p)) this.bigCapture = new BigCaptureOdds(o);
    this.sheriff = sheriffLadder(p) ? sheriffTables(p.killed, o) : undefined;
    this.ranging = rangerLadder(p);
    if (outlawLadder(p)) this.outlaw = new OutlawExact<Star>(this, p as never, o);
    if (gunfighterLadder(p)) this.gunfighter = new GunfighterExact<Star>(this, p as never, o);
    if (rancherLadder(p)) this.rancher = new RancherExact<Star>(this, p, o);
    else if (cowboyLadder(p))
      this.cowboy = new CowboyExact<Star>(this, p.cowboyJob as CowboyJob | undefined, o);
    this.home = LOCALES.indexOf(p.locale as Locale);
    if (this.ranging) this.company = new CompanyExact<Star>(this, p, this.home, slOf(p));
    this.E = this.sheriff
      ? SHERIFF_STATES
      : this.rancher
        ? RANCH_STATES
        : this.cowboy
          ? COWBOY_STATES
          : this.company
            ? COMPANY_STATES
            : (this.outlaw?.states ?? (this.gunfighter ? GUNFIGHTER_STATES : 1));
    // A ranch's herd, LP and drive are many parts of few states reached: kept in maps, as a gang.
    this.sparse = (this.outlaw?.gangPlayed ?? false) || !!this.rancher;
    this.sands = p.sand + 1;
    this.pends = p.profession === 'outlaw' ? 2 : 1;
    this.per = (MAX_RAP + 1) * this.pends * this.sands * AWAY * this.E;
    this.size = MAX_REP * this.per;
    this.loc = LOCALES.indexOf(p.locale as Locale);
    this.sl = slOf(p);
    this.routes = LOCALES.map((l) => routesOf(p.travel as TravelPolicy, l, p.to as Locale));
    this.slBefore = LOCALES.map((l) => slBefore(p as never, l));
    this.advancedIn = LOCALES.map((l, k) => advanced(l, this.slBefore[k]));
  }

  idx(s: Star): number {
    return (
      (((((s.rep - 1) * (MAX_RAP + 1) + s.rap) * this.pends + s.pend) * this.sands + s.sand) *
        AWAY +
        s.away) *
        this.E +
      s.x
    );
  }

  put(s: Star, w: number, change: Partial<Star> = {}): void {
    if (w === 0) return;
    const at = this.homeward
      ? this.home * SL_VALUES + this.slBefore[this.home]
      : this.loc * SL_VALUES + this.sl;
    const t = { ...s, ...change };
    if (this.sparse) {
      const m = (this.nextS[at] ??= new Map());
      const i = this.idx(t);
      m.set(i, (m.get(i) ?? 0) + w);
      return;
    }
    if (this.company?.playing) return this.company.put(at, this.idx({ ...t, x: 0 }), t.x, w);
    this.putAt(at, this.idx(t), w);
  }

  putAt(at: number, i: number, w: number): void {
    (this.next[at] ??= new Float64Array(this.size))[i] += w;
  }

  dies = (s: Star, w: number): void => this.end(END_DIES, s, w);

  end(kind: number, s: Star, w: number): void {
    this.ended[kind][s.rep - 1] += w;
    this.outlaw?.ended(s, w);
    this.rancher?.ended(s, w);
    this.gunfighter?.end(s, w);
    this.company?.ended(s, w);
    this.endedIn[this.loc] += w;
    this.endedSl[this.sl] += w;
  }

  /**
   * Mentally Fit for an OOF Star once he is back (C-13); −1 Rep on Pass 1 only with a limb
   * lost. Held in jail, `held` takes those who carry on.
   */
  mental(s: Star, w: number, lostLimb: boolean, held?: Then): void {
    const m = this.c.mentallyFit(s.rep);
    this.end(RETIRES, s, w * m[0]);
    const rep = lostLimb ? Math.max(1, s.rep - 1) : s.rep;
    if (held) {
      held({ ...s, rep }, w * m[1]);
      held(s, w * m[2]);
      return;
    }
    this.put(s, w * m[1], { away: 0, rep });
    this.put(s, w * m[2], { away: 0 });
  }

  /** Wounds and OOF Recovery (§9.5) and what each result leaves; held, he mends in jail. */
  wound(s: Star, w: number, rest: Rest, held?: Then): void {
    const d = this.c.wound(s.toughness, rest);
    this.mental(s, w * d[0], false, held);
    if (held) held(s, w * d[1]);
    else this.put(s, w * d[1], { away: mendingCode(rest) });
    const limb = { ...s, rep: Math.max(1, s.rep - LIMB_REP[this.p.location as Location]) };
    this.mental(limb, w * d[2], true, held);
    this.end(END_DIES, s, w * d[3]);
  }

  /** Runaway Recovery (§9.4), then `then` for those who come back. */
  runaway(s: Star, w: number, then: (s: Star, w: number) => void): void {
    const r = this.c.runaway(s.sand);
    this.end(GONE, s, w * r[0]);
    if (r[1]) then({ ...s, sand: Math.max(0, s.sand - 1) }, w * r[1]);
    if (r[2]) then(s, w * r[2]);
  }

  /** Abandonment and Capture (§9.7) for a Star who surrendered. */
  captured(s: Star, w: number, opp: number): void {
    const d = this.c.captured(s.sand, opp);
    this.put(s, w * (d[0] + d[1] + d[2]));
    // Left for dead counts as Out of the Fight and abandoned: Runaway Recovery, then recovery unable to rest.
    if (d[3]) this.runaway(s, w * d[3], (t, v) => this.wound(t, v, 'unable'));
    this.imprison(s, w * d[4]);
    this.end(END_DIES, s, w * (d[5] + d[6]));
  }

  /** Held for trial, 1d3 seasons on, a Jail Break ½d6 seasons on. */
  imprison(s: Star, w: number): void {
    this.imprisonments += w;
    const breaks = this.p.jailBreak === 'played' ? BREAK_WAIT : 1;
    const jailed = this.outlaw?.jailed(s) ?? s;
    for (let t = 1; t <= TRIAL_WAIT; t++)
      for (let j = 1; j <= breaks; j++)
        this.put(jailed, w / (TRIAL_WAIT * breaks), {
          away: trialCode(t, this.p.jailBreak === 'played' ? j : 0),
        });
  }

  /** A season away: mending, or held (awaiting trial or in jail), a Jail Break first if it is due. */
  away(s: Star, w: number): void {
    this.seasonsAway += w;
    const { rest, t, k, j } = awayOf(s.away);
    const here = { ...s, away: 0 };
    if (rest) this.wound(here, w, rest);
    else if (j === 1) this.jailBreak(here, w, (x, v) => this.held(x, v, t, k, 0));
    else this.held(here, w, t, k, Math.max(0, j - 1));
  }

  /** Still held this season: the trial when due, else a season less to wait or to serve. */
  held(s: Star, w: number, t: number, k: number, j: number): void {
    if (w === 0) return;
    if (t > 1) this.put(s, w, { away: trialCode(t - 1, j) });
    else if (k > 1) this.put(s, w, { away: jailCode(k - 1, j) });
    // The term served to its end.
    else if (t === 0) this.put(this.outlaw?.served(s) ?? s, w, { away: 0 });
    else {
      const tr = this.c.trial(s.sand);
      this.put(s, w * tr.outcome[0]);
      for (let n = 1; n <= MAX_JAIL; n++) this.put(s, w * tr.seasons[n], { away: jailCode(n, j) });
      this.end(PRISON, s, w * (tr.outcome[2] + tr.outcome[3]));
      this.end(END_DIES, s, w * tr.outcome[4]);
    }
  }

  /** A Jail Break (§13.5) as a Draw against the Sheriff; failed, `held` takes him back. */
  jailBreak(s: Star, w: number, held: Then): void {
    this.jailBreaks += w;
    const f = this.c.fight(s.rep, s.toughness, s.sand, this.c.jailer);
    this.end(END_DIES, s, w * f[DIES]);
    // Out of the Fight he is taken back and treated: a jailed man may rest (§9.5).
    this.wound(s, w * f[OOF], 'able', held);
    this.runaway({ ...s, rap: 0 }, w * f[RAN], (x, v) => this.escaped(x, v));
    held(s, w * f[SURRENDERED]);
    const won = { ...s };
    earn(won);
    this.escaped(won, w * f[STANDING]);
  }

  /** Out of jail; a Posse follows on 1d6 below SL, fought as a Draw against the Sheriff. */
  escaped(s: Star, w: number): void {
    this.brokeOut += w;
    const posse = this.c.at(LOCALES[this.loc], this.sl).posse;
    this.put(s, w * (1 - posse));
    this.encounters += w * posse;
    this.against(s, w * posse, this.c.jailer);
  }

  fight(s: Star, w: number): void {
    this.encounters += w;
    if (this.outlaw) return this.outlaw.encounter(s, w);
    if (this.gunfighter) return this.gunfighter.encounter(s, w);
    if (this.company) s = this.company.met(s);
    if (this.ladder) return this.ladderFight(s, w, this.ladder);
    const p = this.c.at(LOCALES[this.loc], this.sl).p;
    for (let k = 0; k < p.length; k++) if (p[k] > 0) this.against(s, w * p[k], k);
  }

  /**
   * An encounter rolled on his profession's matrix at this locale's SL; a Ranger's Ranging puts
   * a third of them in a random adjacent locale, where the fight's results stay.
   */
  ladderFight(s: Star, w: number, m: LadderMatrix): void {
    const q = m.odds(this.sl);
    if (!this.ranging) return this.fightTypes(s, w, m, q);
    this.fightTypes(s, w * (1 - RANGING), m, q);
    const near = LINKS[LOCALES[this.loc]];
    this.ranged += w * RANGING;
    // Ranged, a Captain too starts the next season there.
    const homeward = this.homeward;
    this.homeward = false;
    for (const l of near) {
      this.loc = LOCALES.indexOf(l);
      this.sl = this.slBefore[this.loc];
      this.fightTypes(s, (w * RANGING) / near.length, m, q);
    }
    this.homeward = homeward;
  }

  /**
   * Each encounter type (odds q) fought here: Indians against the locale's Warriors, the rest
   * against the opponent unless a Ranger's Frontier Warfare makes them Warriors; a Sheriff's
   * record takes in how a Robbery or a Posse went.
   */
  fightTypes(s: Star, w: number, m: LadderMatrix, q: Float64Array): void {
    const warriors = this.c.at(LOCALES[this.loc], this.sl).warriors;
    const fw = this.ranging ? frontierWarriors(this.sl) : 0;
    m.types.forEach((type, t) => {
      const wt = w * q[t];
      if (wt === 0) return;
      this.byType[t] += wt;
      const toWarriors = type === 'IN' ? 1 : fw;
      if (type !== 'IN') this.frontierWarfare += wt * fw;
      const lost = { ...s, x: this.sheriff ? recordAfter(s.x, type, false) : s.x };
      const wonX = this.sheriff ? recordAfter(s.x, type, true) : s.x;
      if (type === 'BC' && this.bigCapture) {
        const f = this.bigCapture.of(LOCALES[this.loc], this.sl, s.rep, s.toughness, s.sand);
        f.forEach((q, k) => (this.bigCaptureEnds[k] += wt * q));
        return this.against(lost, wt, 0, wonX, undefined, undefined, f);
      }
      this.against(lost, wt * (1 - toWarriors), 0, wonX);
      if (toWarriors > 0)
        for (const k of warriors) this.against(lost, (wt * toWarriors) / warriors.length, k, wonX);
    });
  }

  /**
   * A fight against opponent k, and what each of the Draw's results leaves; standing, his
   * ladder's state becomes `wonX` (a Sheriff's record of a Robbery thwarted or robbers caught)
   * and `won` takes him on (an Outlaw's season goes on after a Lawdawg encounter or a job).
   * `f`: the fight's results when it is not the Draw (a Big Capture's), k then the captors.
   */
  against(
    s: Star,
    w: number,
    k: number,
    wonX = s.x,
    won: Then = (t, v) => this.put(t, v),
    rest?: Rest,
    f = this.c.fight(s.rep, s.toughness, s.sand, k),
  ): void {
    if (w === 0) return;
    this.end(END_DIES, s, w * f[DIES]);
    this.wound(
      s,
      w * f[OOF],
      rest ?? restOf(this.p.profession as StarProfession, this.c.opponents[k].place),
    );
    // Running away wipes his RAP; then Runaway Recovery.
    this.runaway({ ...s, rap: 0 }, w * f[RAN], (t, v) => this.put(t, v));
    this.captured(s, w * f[SURRENDERED], k);
    const standing = { ...s, x: wonX };
    earn(standing);
    won(standing, w * f[STANDING]);
  }

  /**
   * A season of a Star in locale `from` at SL `fromSl` who is free: he rides `route` (his own
   * locale alone: he stays), taking each locale's test until an encounter, fought there.
   */
  ride(s: Star, w: number, from: number, fromSl: number, route: readonly Locale[]): void {
    const stays = route.length === 1 && route[0] === LOCALES[from];
    if (!stays && this.outlaw) s = this.outlaw.moved(s);
    let left = w;
    for (let i = 0; i < route.length; i++) {
      const l = LOCALES.indexOf(route[i]);
      if (!stays) this.moves += left;
      const last = i === route.length - 1;
      if (stays || this.turn < ADVANCE_TURN) {
        this.sl = stays ? fromSl : this.slBefore[l];
        left = this.enter(s, left, l, stays, last);
        continue;
      }
      // A locale he had not been in since the advance: its SL is rolled as he enters.
      let on = 0;
      this.advancedIn[l].forEach((q, sl) => {
        if (q === 0) return;
        this.sl = sl;
        on += this.enter(s, left * q, l, stays, last);
      });
      left = on;
    }
  }

  /**
   * He enters locale `l` (at SL this.sl) with weight `w` and takes its test, the encounter
   * fought there; returns the weight that rides on.
   */
  enter(s: Star, w: number, l: number, stays: boolean, last: boolean): number {
    this.loc = l;
    const a = (this.odds[l * SL_VALUES + this.sl] ??= this.c.at(LOCALES[l], this.sl));
    // A Pass 1 pending counts only in the locale he had it in.
    const pend = stays ? s.pend : 0;
    const enc = a.encounter[pend];
    if (last) {
      this.seasonsIn[l] += w;
      // Without an encounter he keeps his state; an Outlaw's first Pass 1 is pending.
      const toPending = pend === 0 ? a.toPending : 0;
      this.put(s, w * toPending, { pend: 1 });
      this.put(s, w * (1 - enc - toPending), { pend: 0 });
    } else this.seasonsIn[l] += w * enc;
    if (enc > 0) this.fight({ ...s, pend: 0 }, w * enc);
    return w * (1 - enc);
  }

  /** The state at index i, into s. */
  decode(i: number, s: Star): void {
    s.x = i % this.E;
    i = (i - s.x) / this.E;
    s.away = i % AWAY;
    i = (i - s.away) / AWAY;
    s.sand = i % this.sands;
    i = (i - s.sand) / this.sands;
    s.pend = i % this.pends;
    i = (i - s.pend) / this.pends;
    s.rap = i % (MAX_RAP + 1);
    s.rep = (i - s.rap) / (MAX_RAP + 1) + 1;
  }

  /** The advance of civilization: each locale's Stars split by the SL it rolls. */
  advance(): void {
    if (this.sparse) {
      const was = this.curS;
      this.curS = new Array(was.length);
      was.forEach((a, k) => {
        if (!a) return;
        const l = Math.floor(k / SL_VALUES);
        advanced(LOCALES[l], k % SL_VALUES).forEach((q, sl) => {
          if (q === 0) return;
          const to = (this.curS[l * SL_VALUES + sl] ??= new Map());
          for (const [i, w] of a) to.set(i, (to.get(i) ?? 0) + q * w);
        });
      });
      return;
    }
    const was = this.cur;
    this.cur = new Array(was.length);
    was.forEach((a, k) => {
      if (!a) return;
      const l = Math.floor(k / SL_VALUES);
      advanced(LOCALES[l], k % SL_VALUES).forEach((q, sl) => {
        if (q === 0) return;
        const to = (this.cur[l * SL_VALUES + sl] ??= new Float64Array(this.size));
        for (let i = 0; i < a.length; i++) to[i] += q * a[i];
      });
    });
    this.next = was;
  }

  /** His first state, as he starts the campaign or comes out of lying low. */
  first(): Star {
    const p = this.p;
    const x = this.outlaw?.initial ?? this.rancher?.initial ?? 0;
    return { rep: p.rep, toughness: p.toughness, rap: 0, pend: 0, sand: p.sand, away: 0, x };
  }

  /** The SLs his first locale may have, with their odds, before or after the advance. */
  homeSls(advanced: boolean): [number, number][] {
    const home = LOCALES.indexOf(this.p.locale as Locale);
    if (!advanced) return [[this.slBefore[home], 1]];
    const out: [number, number][] = [];
    this.advancedIn[home].forEach((q, sl) => q > 0 && out.push([sl, q]));
    return out;
  }

  /** Those still lying low come out, into this season's states (before its advance, if any). */
  leaveHideout(): void {
    const home = LOCALES.indexOf(this.p.locale as Locale);
    const i = this.idx(this.first());
    for (const [sl, q] of this.homeSls(this.turn > ADVANCE_TURN)) {
      if (this.sparse) {
        const m = (this.curS[home * SL_VALUES + sl] ??= new Map());
        m.set(i, (m.get(i) ?? 0) + this.low * q);
      } else (this.cur[home * SL_VALUES + sl] ??= new Float64Array(this.size))[i] += this.low * q;
    }
    this.low = 0;
  }

  /**
   * A season lying low (§14.2 [L4218–4220]): no Encounter test; from the second season on,
   * 1d6 at most the seasons lain low (this one included) finds him, and a Raid follows (C-43).
   */
  lieLow(): void {
    const w = this.low;
    const found = this.turn === 0 ? 0 : Math.min(1, (this.turn + 1) / 6);
    this.seasonsLow += w;
    this.low = w * (1 - found);
    this.loc = LOCALES.indexOf(this.p.locale as Locale);
    this.seasonsIn[this.loc] += w;
    if (found === 0) return;
    this.raided += w * found;
    for (const [sl, q] of this.homeSls(this.turn >= ADVANCE_TURN)) {
      this.sl = sl;
      if (!this.raids) this.put(this.first(), w * found * q);
      else {
        this.encounters += w * found * q;
        this.against(this.first(), w * found * q, this.c.raider);
      }
    }
  }

  season(turn: number): void {
    this.turn = turn;
    if (this.low > 0 && turn === this.p.lieLow) this.leaveHideout();
    if (turn === ADVANCE_TURN) this.advance();
    for (const a of this.next) a?.fill(0);
    this.nextS = new Array(this.nextS.length);
    if (this.low > 0) this.lieLow();
    this.cowboy?.startSeason();
    const s: Star = {
      rep: 1,
      toughness: this.p.toughness,
      rap: 0,
      pend: 0,
      sand: 0,
      away: 0,
      x: 0,
    };
    if (this.sparse) return this.sparseSeason(s);
    for (let k = 0; k < this.cur.length; k++) {
      const cur = this.cur[k];
      if (!cur) continue;
      const l = Math.floor(k / SL_VALUES);
      const sl = k % SL_VALUES;
      const routes = isWinter(turn) ? [[LOCALES[l]]] : this.routes[l];
      let i = 0;
      for (s.rep = 1; s.rep <= MAX_REP; s.rep++)
        for (s.rap = 0; s.rap <= MAX_RAP; s.rap++)
          for (s.pend = 0; s.pend < this.pends; s.pend++)
            for (s.sand = 0; s.sand < this.sands; s.sand++)
              for (s.away = 0; s.away < AWAY; s.away++) {
                if (this.company) {
                  // His fate does not read the company: its states are played as one.
                  this.company.block(s, cur.subarray(i, (i += this.E)), l, sl, routes);
                  continue;
                }
                for (s.x = 0; s.x < this.E; s.x++, i++) {
                  const w = cur[i];
                  if (w === 0) continue;
                  if (this.sheriff) this.sheriffSeason(s, w, l, sl, routes);
                  else this.play(s, w, l, sl, routes);
                }
              }
    }
    [this.cur, this.next] = [this.next, this.cur];
  }

  /** A Ranger Captain at home: no Encounter test, he leads the first of his company's encounters. */
  lead(s: Star, w: number, l: number, sl: number, pFight: number): void {
    this.loc = l;
    this.sl = sl;
    this.seasonsIn[l] += w;
    this.put(s, w * (1 - pFight));
    if (pFight > 0) this.fight(s, w * pFight);
  }

  /** A season over the sparse states, then the gang's end of the season for those free. */
  sparseSeason(s: Star): void {
    this.curS.forEach((cur, k) => {
      if (!cur) return;
      const l = Math.floor(k / SL_VALUES);
      const sl = k % SL_VALUES;
      const routes = isWinter(this.turn) ? [[LOCALES[l]]] : this.routes[l];
      for (const [i, w] of cur) {
        this.decode(i, s);
        this.play(s, w, l, sl, routes);
      }
    });
    if (!this.outlaw) {
      [this.curS, this.nextS] = [this.nextS, this.curS];
      return;
    }
    const ended = this.nextS;
    this.nextS = new Array(ended.length);
    ended.forEach((m, k) => {
      if (!m) return;
      this.loc = Math.floor(k / SL_VALUES);
      this.sl = k % SL_VALUES;
      for (const [i, w] of m) {
        this.decode(i, s);
        if (s.away) this.put(s, w);
        else this.outlaw!.seasonEnd({ ...s }, w);
      }
    });
    [this.curS, this.nextS] = [this.nextS, this.curS];
  }

  /** A season of the Star in state s (weight w) in locale l at SL sl: away, or riding a route. */
  play(s: Star, w: number, l: number, sl: number, routes: readonly (readonly Locale[])[]): void {
    // The ranch's business goes on whether he is there or away.
    if (this.rancher) return this.rancher.season({ ...s }, w, l, sl);
    if (s.away) return this.awaySeason(s, w, l, sl);
    if (this.gunfighter) return this.gunfighter.play(s, w, l, sl, routes);
    if (this.cowboy) return this.cowboy.season({ ...s }, w, l, sl);
    if (!this.outlaw) {
      for (const route of routes) this.ride(s, w / routes.length, l, sl, route);
      return;
    }
    // The Long Arm of the Law first: who does not come out of it standing ends the season here.
    this.loc = l;
    this.sl = sl;
    let went = 0;
    this.outlaw.start({ ...s }, w, (t, v) => {
      went += v;
      for (const route of routes) this.ride(t, v / routes.length, l, sl, route);
    });
    this.seasonsIn[l] += w - went;
  }

  /** A season mending or held. */
  awaySeason(s: Star, w: number, l: number, sl: number): void {
    this.loc = l;
    this.sl = sl;
    this.seasonsIn[l] += w;
    const idle = { ...s, pend: 0 };
    this.away(this.outlaw?.idle(idle) ?? this.gunfighter?.idle(idle) ?? idle, w);
  }

  /**
   * A Sheriff's season (§14.10): each Fall opens with Good Will and the Election on his year's
   * record (defeated, he stands again the next Fall; run out of town, he is out); each Spring
   * the council allows him Deputies; out of office he takes no Sheriff Encounters.
   */
  sheriffSeason(
    s: Star,
    w: number,
    l: number,
    sl: number,
    routes: readonly (readonly Locale[])[],
  ): void {
    const sh = this.sheriff!;
    this.loc = l;
    this.sl = sl;
    if (isFall(this.turn)) {
      const e = this.electionOdds(s.x, s.rep);
      this.elections += w;
      this.reElected += w * e[0];
      this.defeated += w * e[1];
      this.end(RUN_OUT, s, w * e[2]);
      this.sheriffPlays({ ...s, x: 0 }, w * e[0], l, sl, routes);
      this.sheriffPlays({ ...s, x: OUT_OF_OFFICE }, w * e[1], l, sl, routes);
      return;
    }
    if (isSpring(this.turn) && s.x !== OUT_OF_OFFICE) this.deputies += w * sh.meanDeputies(sl);
    this.sheriffPlays(s, w, l, sl, routes);
  }

  sheriffPlays(
    s: Star,
    w: number,
    l: number,
    sl: number,
    routes: readonly (readonly Locale[])[],
  ): void {
    if (w === 0) return;
    if (s.x !== OUT_OF_OFFICE || s.away) return this.play(s, w, l, sl, routes);
    this.loc = l;
    this.sl = sl;
    this.seasonsIn[l] += w;
    this.put(s, w);
  }

  private readonly elected = new Map<number, Float64Array>();
  /** Re-elected, defeated, run out of town, for a record and Rep. */
  electionOdds(x: number, rep: number): Float64Array {
    const key = x * 8 + rep;
    let e = this.elected.get(key);
    if (!e) this.elected.set(key, (e = this.sheriff!.election(x, rep).exact()));
    return e;
  }
}

export const campaignSeason: Procedure<P, SixgunOptions> = {
  id: 'campaign-season',
  title: 'A campaign, season by season',
  description:
    "How often a Star survives a run of campaign seasons: the Encounter test each season (where he stays, or in each locale he rides into under a travel policy, stopping at the first encounter; from Spring 1880 the SLs the advance of civilization gives; none while he lies low, until enemies find him and raid him, C-43), an encounter from the simple campaign matrix (or, --ladder profession, his profession's own ladder, a Sheriff's with his re-election each Fall) fought as a Draw (its exact odds standing for the fight), then §9 as a campaign plays it (Wounds and OOF Recovery and Mentally Fit, Runaway Recovery, Abandonment and Capture, a Jail Break, the Trial and the sentence), and Rep won with RAP (six-gun-sound.md §9, §13.5, §14).",
  params,

  metrics: (p) => layoutOf(p),

  check(p, _o, name = flagNamer) {
    if (
      p.ladder === 'profession' &&
      !ladderOf(p) &&
      !outlawLadder(p) &&
      !gunfighterLadder(p) &&
      !cowboyLadder(p)
    )
      return [
        `${name.param('ladder', p.ladder)} is played for ${[...Object.keys(PROFESSION_MATRIX), 'outlaw', 'gunfighter', 'cowboy'].join(', ')}; a ${p.profession} plays ${name.param('ladder', 'simple')}`,
      ];
    if (p.cowboyJob && !cowboyLadder(p))
      return [
        `${name.param('cowboyJob', p.cowboyJob)} is the job of a Cowboy on his ladder: give ${name.param('profession', 'cowboy')} ${name.param('ladder', 'profession')}, or leave ${name.param('cowboyJob')} out`,
      ];
    if (cowboyLadder(p) && (p.travel !== 'stay' || p.lieLow > 0))
      return [
        `a Cowboy on his ladder goes where his drives take him (§14.5): give ${name.param('travel', 'stay')} and no ${name.param('lieLow')}`,
      ];
    if (cowboyLadder(p) && slOf(p) > COWBOY_START_MAX_SL)
      return [
        `a Cowboy on his ladder starts where beeves are plentiful, a locale of SL ${COWBOY_START_MAX_SL} or less (§14.5 [L5149]): ${name.param('locale', p.locale)} is SL ${slOf(p)}`,
      ];
    if (gunfighterLadder(p) && p.travel === 'stay')
      return [
        `a Gunfighter on his ladder drifts into another locale when nobody hires him (§14.6): give ${name.param('travel', 'drift')}, or ${name.param('travel', 'head-for')} and ${name.param('to')}`,
      ];
    if (p.hire !== 'take' && !gunfighterLadder(p))
      return [
        `${name.param('hire', p.hire)} answers the jobs a Gunfighter is offered on his ladder: give ${name.param('profession', 'gunfighter')} ${name.param('ladder', 'profession')}, or leave ${name.param('hire')} out`,
      ];
    if (sheriffLadder(p) && (p.travel !== 'stay' || p.lieLow > 0))
      return [
        `a Sheriff on his ladder keeps to his home town (§14.10): give ${name.param('travel', 'stay')} and no ${name.param('lieLow')}`,
      ];
    for (const k of ['place', 'detachment', 'captainRep'] as const)
      if (p[k] !== undefined && !rangerLadder(p))
        return [
          `${name.param(k, p[k])} is a Ranger's, about his company (§14.9): give ${name.param('profession', 'ranger')} ${name.param('ladder', 'profession')}, or leave ${name.param(k)} out`,
        ];
    if (rangerLadder(p) && p.lieLow > 0)
      return [
        `a Ranger on his ladder serves with his company (§14.9), which does not lie low: leave ${name.param('lieLow')} out`,
      ];
    if (p.herd !== undefined && !rancherLadder(p))
      return [
        `${name.param('herd', p.herd)} is a Rancher's herd: give ${name.param('cowboyJob', 'rancher')} (a Cowboy on his ladder), or leave ${name.param('herd')} out`,
      ];
    if (p.gunfighters !== undefined && p.gunfighters > 0 && !rancherLadder(p))
      return [
        `${name.param('gunfighters', p.gunfighters)} are a Rancher's hired guns: give ${name.param('cowboyJob', 'rancher')} (a Cowboy on his ladder), or leave ${name.param('gunfighters')} out`,
      ];
    if (rancherLadder(p) && (p.gunfighters ?? 0) > p.rep)
      return [
        `${name.param('gunfighters', p.gunfighters)} is more gunfighters than a Rep ${p.rep} Rancher may hire: at most ${p.rep}, 1 for each point of his Rep (six-gun-sound.md §14.5)`,
      ];
    if (p.mavericking !== undefined && !rancherLadder(p))
      return [
        `${name.param('mavericking', p.mavericking)} is a Rancher's outfit dragging the brush: give ${name.param('cowboyJob', 'rancher')} (a Cowboy on his ladder), or leave ${name.param('mavericking')} out`,
      ];
    // A Rancher's LP are in the bank.
    const gangParams = (['brothers', 'gang', 'lp'] as const).filter(
      (k) => p[k] > 0 && !(k === 'lp' && rancherLadder(p)),
    );
    if (gangParams.length > 0 && (!outlawLadder(p) || p.outfit !== 'played'))
      return [
        `${gangParams.map((k) => name.param(k, p[k])).join(', ')} ${gangParams.length > 1 ? 'are' : 'is'} the Outlaw's gang: give ${name.param('profession', 'outlaw')} ${name.param('ladder', 'profession')} ${name.param('outfit', 'played')}, or leave ${gangParams.length > 1 ? 'them' : 'it'} out`,
      ];
    if (outlawLadder(p) && p.gang > gangRoom(p.rep, p as never))
      return [
        `${name.param('gang', p.gang)} is more hard cases than a Rep ${p.rep} Outlaw${p.brothers > 0 ? ` with ${p.brothers} Rep ${p.brotherRep} brothers` : ''} can lead: at most ${gangRoom(p.rep, p as never)}, his Rep plus his brothers' (§14.8)`,
      ];
    if (p.killed > 0 && !sheriffLadder(p))
      return [
        `${name.param('killed', p.killed)} counts against a Sheriff's Community Good Will: give ${name.param('profession', 'sheriff')} ${name.param('ladder', 'profession')}, or leave ${name.param('killed')} out`,
      ];
    if (p.travel === 'head-for' && !p.to)
      return [
        `${name.param('travel', p.travel)} needs a goal: give ${name.param('to')} (a locale), or travel stay or drift`,
      ];
    if (p.travel !== 'head-for' && p.to)
      return [
        `${name.param('to', p.to)} is the goal of travel head-for, and the travel policy is ${p.travel}: give ${name.param('travel', 'head-for')}, or leave ${name.param('to')} out`,
      ];
    return [];
  },

  explain(p) {
    const travel =
      p.travel === 'stay'
        ? ''
        : p.travel === 'drift'
          ? '; each Spring, Summer and Fall he drifts into a random linked locale'
          : `; each Spring, Summer and Fall he rides for ${p.to} (${wayOf(p)})`;
    const low =
      p.lieLow > 0
        ? `; he lies low ${p.lieLow === 1 ? 'the first season' : `the first ${p.lieLow} seasons`}, a Rep ${p.opponentRep} ${p.raider} raiding him if he is found`
        : '';
    const ladder = outlawLadder(p)
      ? `; the outlaw's own ladder: the Long Arm of the Law where he is Wanted, his jobs, the take and the Pursuit${p.outfit === 'played' ? `, and his gang (${p.brothers} brothers, ${p.gang} hard cases, ${p.lp} LP): the payout, "So That's How It Is?" and Join Up` : ''}`
      : rancherLadder(p)
        ? `; the cowboy's own ladder as a Rancher, ${p.herd ?? RANCHER_HERD} CP at his ranch and ${p.lp} LP in the bank: the Round Up, upkeep and wages, a herd to market each Spring with a hired Trail Boss, the bank, At the Ranch Encounters${p.mavericking === 'every-season' ? ', mavericking each season but Winter' : ''}`
        : cowboyLadder(p)
          ? `; the cowboy's own ladder as ${p.cowboyJob === 'trail-boss' ? 'a puncher hiring out as Trail Boss from Rep 5' : 'a drifting puncher'}: Cattle Drives (Trail Drive Encounters), the ranch (At the Ranch Encounters), on his own after a drive (Cowboy Drifting)`
          : gunfighterLadder(p)
            ? `; the gunfighter's own ladder: Help Wanted and the Opportunity each Spring (${p.hire === 'take' ? 'a job taken for the year' : 'every offer turned down'}), drifting when no one hires him`
            : !ladderOf(p)
              ? ''
              : `; encounters from the ${p.profession}'s own matrix${sheriffLadder(p) ? `, re-election each Fall (Good Will against ${6 - p.killed})` : ''}${rangerLadder(p) ? `, with Ranging and Frontier Warfare; his company of 12, at place ${p.place ?? '2d6'} in its seniority` : ''}`;
    return `${p.seasons} seasons as a Rep ${p.rep} ${p.profession} in ${p.locale} (SL ${slOf(p)})${low}${travel}${ladder}; every encounter a Draw against a Rep ${p.opponentRep} ${p.opponent} (Indians: the locale's warriors); OOF wounds at the ${p.location}; tried for ${p.crime}${p.jailBreak === 'played' ? ', a Jail Break against the Sheriff' : ', no Jail Break'}`;
  },

  notes: (p, o) => [
    ...(p.lieLow > 0
      ? [
          o['campaign.raid'] === 'capture'
            ? 'Found lying low, he is raided (C-43: a Capture on the trail, his side holed up as the Outlaws), and the hideout is spent: the Raid is abstracted like every encounter, as a Draw on the trail against the raider, so the Stand-Up advantage the ruling gives the raiders is not played; surrendering, he is held by them (§9.7). Lying low, he neither moves nor tests; afterwards he goes on as --travel says.'
            : 'Found lying low, he leaves the hideout and fights nobody (campaign.raid none); lying low, he neither moves nor tests; afterwards he goes on as --travel says.',
        ]
      : []),
    ...(p.travel === 'stay'
      ? []
      : [
          "The Travel Map is a picture the text lacks: locales are linked where their 1875 borders meet, corners included, which holds every link the text names (High Country routes, the walk-throughs' rides). Another locale's SL is its 1875 level (--sl sets the start locale's only) until the advance of civilization in Spring 1880.",
        ]),
    ...(p.seasons > ADVANCE_TURN
      ? [
          `Spring 1880 (season ${ADVANCE_TURN + 1}) brings the advance of civilization: 1d6 for every locale, above its SL one up (never Indian Territory), a 1 one down; the book gives no floor, so Canada (SL 1) can fall to SL 0, where no Encounter test passes.`,
        ]
      : []),
    ...(driftsPastAdvance(p)
      ? [
          'Simulated only: drifting past Spring 1880, he may ride back into a locale whose advance he has seen, so an exact chain would have to carry the SL of every locale.',
        ]
      : []),
    ...(rangerLadder(p) && p.seasons > RANGER_EXACT_SEASONS && !driftsPastAdvance(p)
      ? [
          `Simulated only: past ${RANGER_EXACT_SEASONS} seasons the Ranger's chain (his place and his company on top of the season's states, in every locale Ranging reaches) grows too big to answer exactly in reasonable memory and time; past Spring 1880 Ranging may also take him back into a locale whose advance he has seen.`,
        ]
      : []),
    ...(ladderOf(p)
      ? [
          `His profession's own ladder (six-gun-sound.md ${p.profession === 'marshal' ? '§14.7' : p.profession === 'ranger' ? '§14.9' : '§14.10'}): an encounter is rolled on its matrix in the column of the SL he tested against (SL 6 reads SL 5, C-44), and fought like every encounter as a Draw, so what the type sets up (its numbers, Deputies, townsfolk${p.profession === 'marshal' ? ", a Posse in the Sheriff's place, the Prisoner Transport's trip" : ''}) is not played; the output counts each type.${p.profession === 'marshal' ? ` A Big Capture is the exception: it is the big-capture encounter type played out, the Star the Lawman leading its 1+1d6 Marshals and 1+1d6 Deputies (in wagons in town on 5–6), everything else rolled as the type rolls it (the Outlaws and their leader, town or trail). His odds in one (dead, Out of the Fight, ran, surrendered, standing) are estimated from ${BIG_CAPTURE_TRIALS} simulated Big Captures with a fixed seed for each Rep, Toughness, Sand, locale and SL he fights one at (a share's standard error at most 0.035), and the simulation and the exact chain both read those odds: the exact answer is exact given them, not exactly the Big Capture's (bigCapture.…: how he came out of them). What follows is taken as for a Draw in town (resting, and held by the opponent's kind if he surrendered).` : ''}`,
        ]
      : []),
    ...(outlawLadder(p)
      ? [
          `His profession's own ladder (six-gun-sound.md §14.8): a season he starts where he is Wanted opens with the Long Arm of the Law, nationally (not in Canada or Old Mexico) then locally, 2d6 against the lower of SL and the tally, Pass 2 or a second Pass 1 in a row there a Lawdawg encounter (1d6 × SL: Indians, the locale's Warriors; Gunfight, the opponent; Posse or Capture, the Sheriff); standing after it he goes Looking for Loot. A job (Outlaw Encounters, 1d6 × SL; a train's Express Agent test, 2d6 against his Rep, its Draw against the agent from the Townsfolk, Deputy or Marshal list at --opponent-rep) that leaves him standing is done: the take, 1d6 × SL LP, then the Pursuit (2d6 against ${o['campaign.pursuitAgainst'] === 'lp' ? 'the LP taken' : 'SL'}, C-15): Pass 1 or 2 a Posse, the Sheriff's Draw; Pass 2 also 1d6 against SL (a train SL 3) makes him Wanted, locally for a Hold Up or Robbery, nationally for a train. A jail term served to its end wipes that locale's tally. He takes every job he finds (they are optional); a Hold Up of wagons or mules he holds pays only on 1d6 against the number taken, a wagon counting 2 (${o['campaign.holdUpUnpaid'] === 'no-pursuit' ? 'unpaid, no Pursuit follows: campaign.holdUpUnpaid' : 'unpaid, the Pursuit still follows'}); ${p.outfit === 'played' ? "a train's agent is faced by two of his hard cases when he has them (the second if the first is beaten, and both beaten the job is off), with one by that man and the Star, either first, alone by the Star, an alert agent's first shot not played" : "a train's agent is fought by the Star alone, an alert agent's first shot not played"}; he does not ride on after the Pursuit; ${p.outfit === 'played' ? 'the gang is played (below)' : 'the gang (Join Up, the payout, "So That\'s How It Is?") is not played (--outfit none), so LP are counted, not spent'}. The tallies are counted up to ${tallyCap(p as never)}${p.outfit === 'played' ? ', the higher of Rep 7 and' : ','} the highest SL he can be in: the Long Arm reads no higher.`,
        ]
      : []),
    ...(outlawLadder(p) && p.outfit === 'played'
      ? [
          `His gang (§14.8 [L6033–6123]): ${p.brothers} brother${p.brothers === 1 ? '' : 's'} at Rep ${p.brotherRep}, who never leave, and hard cases from the Outlaw list up to his Rep plus his brothers' (${p.gang} at the start, ${p.lp} LP on hand). At the end of each season he ends free (not mending, held or lying low) every man draws 1 LP, himself and his brothers first; if a hard case goes unpaid, "So That's How It Is?" (2d6 against his Rep less ${o['campaign.loyaltyTally'] === 'example' ? 'one less than ' : ''}the higher of his tallies here and nationally, C-16): Pass 1 each unpaid man leaves on 2d6 against his Sand (passing ${o['campaign.unpaidLeaves'] === 'both-dice' ? 'both dice' : 'a die'}); Pass 0 a mutiny, on 1–4 a Draw with the highest-Rep unpaid man (won, he keeps the rest, the mutineer gone; lost, all but his brothers desert him), on 5–6 the lowest-Rep one's back shot, one pistol shot from within effective range: Out of the Fight, the law takes him (treated in custody, then tried) and his gang is gone; still up, the fight goes on, played as the Draw with him (his brothers joining in is not played). Then, standing at the head of his gang and not in Winter, Join Up (2d6 against SL): Pass 2 two hard cases (he takes two outlaws, not the gunfighter), Pass 1 one, up to his room. A man's row of the Outlaw list is rolled whenever it is read (his Sand, Rep for the mutiny or the agent), not carried. The gang waits unpaid while he is away. Beyond the train, his men do not change the fights: each stays the Star's one-on-one Draw, so a Posse's 1d6 of them, his brothers in a fight and the numbers a Robbery sets against them are not played.`,
        ]
      : []),
    ...(gunfighterLadder(p) ? [GUNFIGHTER_NOTE] : []),
    ...(rancherLadder(p) ? [RANCHER_NOTE] : []),
    ...(rancherTooLong(p)
      ? [
          `Simulated only: past ${RANCHER_EXACT_SEASONS} seasons the Rancher's chain (his herd, LP, debt and the herd on the trail on top of the season's states, spread by each Round Up, sale and purchase) grows too big to answer exactly in reasonable time.`,
        ]
      : []),
    ...(cowboyLadder(p) && !rancherLadder(p)
      ? [
          `His profession's own ladder (six-gun-sound.md §14.5), as ${p.cowboyJob === 'trail-boss' ? 'a puncher who from Rep 5 hires out as Trail Boss each Spring and Summer (1d6 against SL; no work, he is on his own)' : 'a drifting puncher'}: each Spring and Summer he is not on a drive he is sent on a Cattle Drive (1d6 of 1–3) or kept At the Ranch. The drive takes 1d6 CP (his Rep if higher) How Far (1d6) locales, at most 3 a season, each stage into a random linked locale, never back into one it has been in and never into Texas or Oregon, and rolls a Trail Drive Encounter in each: Calamity and Set Back cost CP (a Set Back holds the drive there, to roll again next season, waiting out a Winter), Cattle Rustling, a GF-1 and a GF-3 are fought against the opponent and Indians against the locale's Warriors, each as the season's Draw; not standing, he is off the drive where he fell (wounded on it, he cannot rest). A drive that loses every CP ends (a Trail Boss loses a Rep); one brought in pays a Trail Boss 1 CP's profit, the Bottom Line (⅓ of it, rounded down, for a 1 CP herd). Off a drive he is on his own where it left him and takes the Encounter test there on the Cowboy Drifting table; at the ranch, on At the Ranch Encounters (a Range War is one Draw: the text never says when a war ends, so its later turns are not played). Only the Star fights: the outfit's hands, On the Trail Recruitment and short-handed herds are not played, nor the Round Up, which is a rancher's; he does not ride home after a drive. A Rancher, with his herd and LP, upkeep and the bank, is --cowboy-job rancher.`,
        ]
      : []),
    ...(cowboyTooLong(p)
      ? [
          `Simulated only: past his first ${COWBOY_EXACT_SEASONS} seasons the Cowboy's chain (every point his drives can reach, and the Stars on them going on into the next season) grows too big to answer exactly in reasonable time and memory.`,
        ]
      : []),
    ...(tallyPerLocale(p)
      ? [
          'Simulated only: drifting, he may ride back into a locale where he is Wanted, so an exact chain would have to carry a tally for every locale.',
        ]
      : []),
    ...(outlawTooLong(p) && !tallyPerLocale(p) && !driftsPastAdvance(p)
      ? [
          p.outfit === 'played'
            ? `Simulated only: past ${GANG_EXACT_SEASONS} seasons the Outlaw's chain with his gang (his hard cases and LP on hand on top of his tallies, pending Long Arm results and the season's states) grows too big to answer exactly in reasonable time (4 seasons: 330,000 states, over a minute); with --outfit none it is answered up to ${OUTLAW_EXACT_SEASONS}.`
            : `Simulated only: past ${OUTLAW_EXACT_SEASONS} seasons the Outlaw's chain (his tallies and pending Long Arm results on top of the season's states) grows too big to answer exactly in reasonable time.`,
        ]
      : []),
    ...(rangerLadder(p)
      ? [
          `A Ranger serves in a company of 12, himself and 11 NPC Rangers (§14.9), at place ${p.place ?? '2d6'} in its seniority (1 its Captain, 2–3 Sergeants). Below Captain he takes the Encounter test and rolls the Ranger matrix; Ranging (1d6 = 5–6) puts the encounter in a random linked locale, where he stays; Frontier Warfare there (below SL 5, 1d6 above its SL) makes the opponents Warriors of its table, fought on the trail. He fights alone (the Draw), so at the end of each Winter every NPC Ranger rolls 1d6 and goes on 5–6, those ahead of him moving him up (recruits join at the bottom); his Captain (Rep ${p.captainRep ?? 5}), at home, recruits at the end of every season the company is under strength: Ranger Replacement against the home SL, then Recruitment, replacing all or half (rounded down) of the shortfall from 12; the company's own encounters are not played, so no modifier dice. As Captain (once no one is ahead of him) he takes no Encounter test: his company has ½d6 encounters a season (Winter: one on 5–6); he leads the first with ${(p.detachment ?? 4) - 1} Rangers and sends ${p.detachment ?? 4} to each other one while any are left (--detachment); each Ranger sent rolls 1d6 as in an all-NPC encounter, 5–6 gone, his own companions too (the Draw is his alone), and in Winter those kept back as well; an encounter none could be sent to costs −1d6 on Recruitment, which he rolls against his Rep at the end of each season he is at home. Ranging takes him and his detachment to the linked locale for the next season: he takes the Encounter test there (a meeting costs the detachment its 1d6 each), the home encounters draw on the rest, and he recruits no one; otherwise he is home at the end of every season, whatever the travel policy. Whether casualties were recovered or left behind the Draw cannot tell, so those modifier dice are not rolled. The company never changes his own odds: the enemy is scaled to the Rangers sent (§14.9 [L6284]), so his Draw stands for the fight at any size, and Captains and Sergeants as outfit leaders and help from the locals change nothing one on one. A company withered to nothing leaves him a Captain of no one, riding alone until Recruitment fills it.`,
        ]
      : []),
    ...(sheriffLadder(p)
      ? [
          `A Sheriff stays in his home town. Each Fall opens with Community Good Will (2d6 against 6 − --killed, here ${6 - p.killed}: the season's Draws do not say whom he kills) and the Election against his Rep, its dice from his record since the last Fall: a Robbery he comes out of standing is thwarted (+2d6), any other ending a successful robbery (−1d6, two or more −2d6); a Posse he comes out of standing caught its robbers (+1d6); Deputies killing Townsfolk never happens one on one. Re-elected, he serves another year; defeated, he pursues another profession (not played: no encounters) until he stands again next Fall; run out of town, he is out of the campaign here (he may not stand in this locale for 1d6+1 years). Each Spring in office the council allows SL − 1d6 Deputies (C-14; campaign.deputies), counted, not fought with.`,
        ]
      : []),
    "Each encounter is abstracted as a one-on-one Draw (its exact outcome for the Star), not the encounter type played out: a Draw is taken to be in town, a fight with Indians on the trail (for capture and for resting). A Star who surrenders is held by Outlaws, Indians or anyone else (§9.7); imprisoned, he is tried 1d3 seasons later (§9.8) and a Jail Break comes ½d6 seasons later if he is still held (first, in the same season), fought as a Draw against the Sheriff at the opponent's Rep: standing or run off (and back) he is out, a Posse following on 1d6 below SL as another such Draw; Out of the Fight he is taken back and treated in jail; surrendering, he stays (--jail-break none: no break).",
  ],

  exact(p, o): ExactMetrics {
    if (simulatedOnly(p)) return {};
    const e = new Exact(chainOf(p as never, o), p, o['campaign.raid'] === 'capture', o);
    if (p.lieLow > 0) e.low = 1;
    else if (e.sparse) e.curS[e.loc * SL_VALUES + e.sl] = new Map([[e.idx(e.first()), 1]]);
    else {
      const start = new Float64Array(e.size);
      start[e.idx(e.first())] = 1;
      e.cur[e.loc * SL_VALUES + e.sl] = start;
    }
    for (let turn = 0; turn < p.seasons; turn++) e.season(turn);
    e.cowboy?.flush();
    // Still lying low at the end: counted where he is, as he is.
    e.turn = p.seasons;
    if (e.low > 0) e.leaveHideout();
    const per = e.per;
    const repDist: Record<string, number> = {};
    const aliveIn = new Float64Array(LOCALES.length);
    const aliveSl = new Float64Array(SL_VALUES);
    let alive = 0;
    let inOffice = 0;
    if (e.sheriff)
      for (const cur of e.cur) {
        if (!cur) continue;
        for (let i = 0; i < cur.length; i++) if (i % e.E !== OUT_OF_OFFICE) inOffice += cur[i];
      }
    if (e.sparse) {
      const byRep = new Float64Array(MAX_REP);
      e.curS.forEach((cur, k) => {
        if (!cur) return;
        for (const [i, w] of cur) {
          byRep[Math.floor(i / per)] += w;
          aliveIn[Math.floor(k / SL_VALUES)] += w;
          aliveSl[k % SL_VALUES] += w;
        }
      });
      for (let rep = 1; rep <= MAX_REP; rep++) {
        alive += byRep[rep - 1];
        repDist[String(rep)] = byRep[rep - 1] + e.ended.reduce((x, d) => x + d[rep - 1], 0);
      }
    }
    for (let rep = 1; rep <= MAX_REP && !e.sparse; rep++) {
      let a = 0;
      e.cur.forEach((cur, k) => {
        if (!cur) return;
        let b = 0;
        for (let i = 0; i < per; i++) {
          a += cur[(rep - 1) * per + i];
          b += cur[(rep - 1) * per + i];
        }
        aliveIn[Math.floor(k / SL_VALUES)] += b;
        aliveSl[k % SL_VALUES] += b;
      });
      alive += a;
      repDist[String(rep)] = a + e.ended.reduce((x, d) => x + d[rep - 1], 0);
    }
    const total = (k: number) => e.ended[k].reduce((x, y) => x + y, 0);
    const out: ExactMetrics = {
      end: Object.fromEntries(endsOf(p).map((n, k) => [n, k === SURVIVES ? alive : total(k)])),
      pSurvives: alive,
      rep: repDist,
      encounters: e.encounters,
      imprisonments: e.imprisonments,
      jailBreaks: e.jailBreaks,
      brokeOut: e.brokeOut,
      seasonsAway: e.seasonsAway,
    };
    if (p.lieLow > 0) {
      out.raided = e.raided;
      out.seasonsLow = e.seasonsLow;
    }
    if (p.seasons > ADVANCE_TURN)
      out.sl = Object.fromEntries(
        Array.from({ length: SL_VALUES }, (_, sl) => [String(sl), aliveSl[sl] + e.endedSl[sl]]),
      );
    e.ladder?.types.forEach((t, k) => (out[`encounters.${ENCOUNTER_CODES[t]}`] = e.byType[k]));
    if (e.bigCapture)
      BIG_CAPTURE_ENDS.forEach((k, j) => (out[`bigCapture.${k}`] = e.bigCaptureEnds[j]));
    if (e.sheriff) {
      out.elections = e.elections;
      out.reElected = e.reElected;
      out.defeated = e.defeated;
      out.inOffice = inOffice;
      out.deputies = e.deputies;
    }
    if (e.outlaw)
      Object.assign(
        out,
        e.outlaw.metrics((f) => {
          for (const m of e.curS) if (m) for (const [i, w] of m) f(i % e.E, w);
          for (const a of e.cur)
            if (a) for (let i = 0; i < a.length; i++) if (a[i]) f(i % e.E, a[i]);
        }),
      );
    if (e.gunfighter) Object.assign(out, e.gunfighter.metrics(e.cur));
    if (e.cowboy) Object.assign(out, e.cowboy.metrics());
    if (e.rancher)
      Object.assign(
        out,
        e.rancher.metrics((f) => {
          for (const m of e.curS) if (m) for (const [i, w] of m) f(i % e.E, w);
        }),
      );
    if (e.company) {
      const arrays = e.cur.flatMap((a, k) =>
        a ? [{ a, atHome: Math.floor(k / SL_VALUES) === e.home }] : [],
      );
      Object.assign(
        out,
        e.company.metrics(arrays, (i) => Math.floor(i / per) + 1, p.seasons),
      );
    }
    if (e.ranging) {
      out.ranged = e.ranged;
      out.frontierWarfare = e.frontierWarfare;
    }
    if (!movesAbout(p)) return out;
    const reach = reachOf(p);
    const at = (l: Locale) => LOCALES.indexOf(l);
    out.locale = Object.fromEntries(reach.map((l) => [l, aliveIn[at(l)] + e.endedIn[at(l)]]));
    for (const l of reach) out[`seasonsIn.${l}`] = e.seasonsIn[at(l)];
    out.moves = e.moves;
    return out;
  },

  simulate(p, o, rng, trials, acc) {
    const c = chainOf(p as never, o);
    const layout = layoutOf(p);
    const sEnd = layout.slot('end');
    const sSurv = layout.slot('pSurvives');
    const sRep = layout.slot('rep');
    const sEnc = layout.slot('encounters');
    const sJail = layout.slot('imprisonments');
    const sAway = layout.slot('seasonsAway');
    const sBreaks = layout.slot('jailBreaks');
    const sBroke = layout.slot('brokeOut');
    const outlaw = p.profession === 'outlaw';
    const profession = p.profession as StarProfession;
    const col = SIMPLE_MATRIX[SIMPLE_COLUMN_OF[profession]];
    // By locale (index into LOCALES): its SL, its warriors, the routes the policy gives from it.
    const slFirst = LOCALES.map((l) => slBefore(p as never, l));
    const slIn = slFirst.slice();
    const advances = p.seasons > ADVANCE_TURN;
    const raids = o['campaign.raid'] === 'capture';
    const lowAt = p.lieLow > 0;
    const sRaided = lowAt ? layout.slot('raided') : 0;
    const sLow = lowAt ? layout.slot('seasonsLow') : 0;
    const sSl = advances ? layout.slot('sl') : 0;
    const warriorsIn = LOCALES.map((l) => c.at(l).warriors);
    const routesFrom = LOCALES.map((l) =>
      routesOf(p.travel as TravelPolicy, l, p.to as Locale).map((r) =>
        r.map((k) => LOCALES.indexOf(k)),
      ),
    );
    const stayIn = LOCALES.map((_, l) => [[l]]);
    const moving = movesAbout(p);
    const reach = moving ? reachOf(p) : [];
    const matrix = ladderOf(p);
    const ladder = matrix && ladderMatrix(matrix);
    const sTypes = (ladder?.types ?? []).map((t) =>
      layout.slot(`encounters.${ENCOUNTER_CODES[t]}`),
    );
    const byType = new Float64Array(ladder?.types.length ?? 0);
    const bigCapture = marshalLadder(p) ? new BigCaptureOdds(o) : undefined;
    const sBigCapture = bigCapture
      ? BIG_CAPTURE_ENDS.map((k) => layout.slot(`bigCapture.${k}`))
      : [];
    const bigCaptureEnds = new Float64Array(BIG_CAPTURE_ENDS.length);
    const sheriff = sheriffLadder(p) ? sheriffTables(p.killed, o) : undefined;
    const sSheriff = sheriff
      ? ['elections', 'reElected', 'defeated', 'inOffice', 'deputies'].map((m) => layout.slot(m))
      : [];
    const ranging = rangerLadder(p);
    const sRanging = ranging ? ['ranged', 'frontierWarfare'].map((m) => layout.slot(m)) : [];
    const nearIdx = LOCALES.map((l) => LINKS[l].map((k) => LOCALES.indexOf(k)));
    const sLocale = moving ? layout.slot('locale') : 0;
    const sIn = reach.map((l) => layout.slot(`seasonsIn.${l}`));
    const sMoves = moving ? layout.slot('moves') : 0;
    const reachAt = LOCALES.map((l) => reach.indexOf(l));
    const reachIdx = reach.map((l) => LOCALES.indexOf(l));
    const seasonsIn = new Float64Array(LOCALES.length);
    const home = LOCALES.indexOf(p.locale as Locale);
    let here = home;
    // The tests' params by Sand (0..7): built once, so the trials allocate nothing.
    const sands = Array.from({ length: MAX_SAND + 1 }, (_, sand) => sand);
    const captures = c.opponents.map((op) =>
      sands.map((sand): CaptureParams => ({
        sand,
        left: 'surrendered',
        captors: captorsOf(op.who),
        where: op.place,
        immobile: false,
        indian: false,
        modifier: 'none',
      })),
    );
    const runawayAt = sands.map((sand) => runawayTarget({ sand, mounted: false, indian: false }));
    const trialAt = sands.map((sand) =>
      trialTarget({
        sand,
        crime: p.crime,
        repeat: false,
        indianTerritory: false,
        victimWounded: false,
      } as TrialParams),
    );
    const light = LIGHT_SENTENCE[p.crime as Crime];
    const location = p.location as Location;
    const s: Star = { rep: 0, toughness: 0, rap: 0, pend: 0, sand: 0, away: 0, x: 0 };
    const wanted = outlawLadder(p) ? new OutlawTrial(p as never, o, c) : undefined;
    const rancher = rancherLadder(p)
      ? new RancherTrial(
          p.locale as Locale,
          firstRanch(p.herd ?? RANCHER_HERD, p.lp),
          o,
          c,
          p.mavericking === 'every-season',
          p.gunfighters ?? 0,
        )
      : undefined;
    const cowboy =
      cowboyLadder(p) && !rancher
        ? new CowboyTrial(p.cowboyJob as CowboyJob | undefined, o, c)
        : undefined;
    const gunfighter = gunfighterLadder(p) ? new GunfighterTrial(p as never, o) : undefined;
    const company = ranging ? new CompanyTrial(p) : undefined;
    /** A Ranger Captain is back home after a season, unless Ranging took him away in it. */
    let rangedNow = false;
    const homeward = () => {
      if (company?.q === 1 && !rangedNow) here = home;
      rangedNow = false;
    };
    let end = SURVIVES;

    /** Mentally Fit as a Star (3d6, best 2, against Rep). */
    const mental = (lostLimb: boolean) => {
      const k = rollPasses(rng, 3, s.rep);
      if (k === 0) end = RETIRES;
      else if (k === 1 && lostLimb) s.rep = Math.max(1, s.rep - 1);
    };
    /** Wounds and OOF Recovery (§9.5), rolled here, then Mentally Fit when he is back. */
    let fought = 0,
      moves = 0,
      jailed = 0,
      away = 0,
      breaks = 0,
      broke = 0;

    /**
     * Wounds and OOF Recovery (§9.5), rolled here, then Mentally Fit when he is back; held in
     * jail, he mends there and `held` takes him on.
     */
    const wound = (rest: Rest, held?: () => void) => {
      const resting = rest === 'able' || (rest === 'on-4-6' && rng.d6() >= 4);
      const target = Math.min(
        WOUND_RECOVERY.maxToughness,
        s.toughness + (resting ? WOUND_RECOVERY.rest : 0),
      );
      const k = rollPasses(rng, WOUND_RECOVERY.dice, target);
      s.away = 0;
      if (k === 2) mental(false);
      else if (k === 1) {
        if (!held) s.away = mendingCode(rest);
      } else if (INFECTION[location] === 'limb' && rollPasses(rng, 1, s.toughness, 1) === 1) {
        s.rep = Math.max(1, s.rep - LIMB_REP[location]);
        mental(true);
      } else end = END_DIES;
      if (held && end === SURVIVES) held();
    };
    /** Runaway Recovery (§9.4); false when he never comes back. */
    const runaway = () => {
      const k = rollPasses(rng, 2, runawayAt[s.sand]);
      if (k === 0) end = GONE;
      else if (k === 1) s.sand = Math.max(0, s.sand - 1);
      return k > 0;
    };
    /** Still held this season: the trial when due (t = 1), else a season less to wait or serve. */
    const held = (t: number, k: number, j: number) => {
      s.away = 0;
      if (t > 1) s.away = trialCode(t - 1, j);
      else if (k > 1) s.away = jailCode(k - 1, j);
      else if (t === 0) wanted?.served(here);
      else {
        const v = rollPasses(rng, 2, trialAt[s.sand]);
        if (v === 1) {
          const seasons =
            light === 'half-d6'
              ? (rng.d6() + 1) >> 1
              : light === '1d6'
                ? rng.d6()
                : rng.d6() + rng.d6();
          s.away = jailCode(seasons, j);
        } else if (v === 0) {
          // Years in prison, or for Murder life (1–2) or the rope: out of the campaign.
          end = p.crime !== 'murder' || rng.d6() <= MURDER_LIFE_UP_TO ? PRISON : END_DIES;
        }
      }
    };
    /** Held for trial 1d3 seasons on, a Jail Break ½d6 seasons on. */
    const imprison = () => {
      jailed++;
      const t = 1 + rng.below(TRIAL_WAIT);
      s.away = trialCode(t, p.jailBreak === 'played' ? 1 + rng.below(BREAK_WAIT) : 0);
    };
    /**
     * A fight against opponent `opp`, abstracted by the Draw's odds (or `odds`, a Big
     * Capture's, opp then the captors); returns its result.
     */
    const against = (opp: number, rest?: Rest, odds?: Float64Array) => {
      const f = pick(rng, odds ?? c.fight(s.rep, s.toughness, s.sand, opp));
      if (f === DIES) end = END_DIES;
      else if (f === OOF) wound(rest ?? restOf(profession, c.opponents[opp].place));
      else if (f === RAN) {
        s.rap = 0;
        runaway();
      } else if (f === SURRENDERED) {
        const cp = captures[opp][s.sand];
        const out = captureOutcome(cp, rollPasses(rng, 2, captureTarget(cp)));
        if (out === 3) {
          if (runaway()) wound('unable');
        } else if (out === 4) imprison();
        else if (out > 4) end = END_DIES;
      } else earn(s);
      return f;
    };
    /** Broken out: a Posse follows on 1d6 below SL (§13.5), a fight against the Sheriff. */
    const escaped = () => {
      broke++;
      if (rng.d6() < slIn[here]) {
        fought++;
        against(c.jailer);
      }
    };
    /** A Jail Break (§13.5) as a Draw against the Sheriff; failed, he is still held. */
    const jailBreak = (t: number, k: number) => {
      breaks++;
      s.away = 0;
      const f = pick(rng, c.fight(s.rep, s.toughness, s.sand, c.jailer));
      if (f === DIES) end = END_DIES;
      else if (f === OOF) wound('able', () => held(t, k, 0));
      else if (f === RAN) {
        s.rap = 0;
        if (runaway()) escaped();
      } else if (f === SURRENDERED) held(t, k, 0);
      else {
        earn(s);
        escaped();
      }
    };

    let ranged = 0,
      frontier = 0;
    /** An encounter on his profession's matrix, on the column of the SL he tested against (§14.7–§14.10). */
    const ladderFight = (ladder: LadderMatrix) => {
      const t = ladder.roll(rng, slIn[here]);
      const type = ladder.types[t];
      byType[t]++;
      if (ranging && rng.d6() >= FIVE_UP) {
        ranged++;
        rangedNow = true;
        const near = nearIdx[here];
        here = near[rng.below(near.length)];
      }
      let toWarriors = type === 'IN';
      if (!toWarriors && ranging && slIn[here] < FRONTIER_BELOW_SL && rng.d6() > slIn[here]) {
        frontier++;
        toWarriors = true;
      }
      if (type === 'BC' && bigCapture) {
        const odds = bigCapture.of(LOCALES[here], slIn[here], s.rep, s.toughness, s.sand);
        bigCaptureEnds[against(0, undefined, odds)]++;
        return;
      }
      const warriors = warriorsIn[here];
      const f = against(
        toWarriors ? warriors[warriors.length === 1 ? 0 : rng.below(6) < 3 ? 0 : 1] : 0,
      );
      if (sheriff) s.x = recordAfter(s.x, type, f === STANDING);
    };
    const gangHost = {
      fight: (opp: number) => against(opp),
      dies: () => (end = END_DIES),
      lawTakes: () => wound('able', imprison),
    };
    let lying = false;
    /** The gang's end of a season he ends free, not lying low (outlaw-season.ts). */
    const seasonEnd = (turn: number) => {
      if (!wanted?.played || end !== SURVIVES || s.away || (lying && turn < p.lieLow)) return;
      wanted.seasonEnd(rng, here, slIn[here], turn, s, gangHost);
    };

    for (let i = 0; i < trials; i++) {
      s.rep = p.rep;
      s.toughness = p.toughness;
      s.rap = 0;
      s.pend = 0;
      s.sand = p.sand;
      s.away = 0;
      end = SURVIVES;
      s.x = 0;
      fought = jailed = away = breaks = broke = moves = 0;
      wanted?.reset();
      gunfighter?.reset();
      cowboy?.reset();
      rancher?.reset();
      company?.reset();
      rangedNow = false;
      byType.fill(0);
      bigCaptureEnds.fill(0);
      let elections = 0,
        reElected = 0,
        defeated = 0,
        deputies = 0;
      ranged = frontier = 0;
      here = home;
      seasonsIn.fill(0);
      if (advances) for (let l = 0; l < slIn.length; l++) slIn[l] = slFirst[l];
      lying = p.lieLow > 0;
      let raided = 0,
        low = 0;
      for (let turn = 0; turn < p.seasons && end === SURVIVES; seasonEnd(turn++)) {
        if (turn === ADVANCE_TURN)
          for (let l = 0; l < slIn.length; l++) slIn[l] = advance(LOCALES[l], slIn[l], rng.d6());
        if (lying && turn < p.lieLow) {
          // Lying low: no test; from the second season, 1d6 ≤ seasons lain low finds him.
          seasonsIn[here]++;
          low++;
          if (turn === 0 || rng.d6() > turn + 1) continue;
          raided = 1;
          lying = false;
          if (raids) {
            fought++;
            against(c.raider);
          }
          continue;
        }
        let leads = false;
        if (company) {
          homeward();
          company.between(rng, turn, here === home, s.rep, slIn[home]);
          leads = company.season(rng, turn, here === home, s.away === 0);
        }
        if (sheriff) {
          if (isFall(turn)) {
            elections++;
            const r = sheriff.election(s.x, s.rep).roll(rng);
            if (r === 2) {
              end = RUN_OUT;
              continue;
            }
            if (r === 0) reElected++;
            else defeated++;
            s.x = r === 0 ? 0 : OUT_OF_OFFICE;
          } else if (isSpring(turn) && s.x !== OUT_OF_OFFICE)
            deputies += sheriff.deputies(slIn[here]).roll(rng);
          if (s.x === OUT_OF_OFFICE && !s.away) {
            seasonsIn[here]++;
            continue;
          }
        }
        // The ranch's business goes on whether he is there or away.
        rancher?.business(rng, turn, slIn[here], s.rep);
        if (s.away) {
          seasonsIn[here]++;
          away++;
          s.pend = 0;
          wanted?.idle();
          gunfighter?.idle(turn);
          const { rest, t, k, j } = awayOf(s.away);
          if (rest) wound(rest);
          else if (j === 1) jailBreak(t, k);
          else held(t, k, Math.max(0, j - 1));
          continue;
        }
        if (rancher) {
          rancher.season(rng, turn, here, slIn[here], (opp) => {
            fought++;
            return against(opp);
          });
          seasonsIn[here]++;
          continue;
        }
        if (cowboy) {
          here = cowboy.season(rng, turn, here, slIn, s, (opp, rest) => {
            fought++;
            return against(opp, rest);
          });
          moves += cowboy.entered;
          seasonsIn[here]++;
          continue;
        }
        if (wanted && !wanted.start(rng, here, slIn[here], against)) {
          seasonsIn[here]++;
          continue;
        }
        // A Gunfighter's season: drifting (0), at his job where he is (1), or off (2).
        const plan = gunfighter?.plan(rng, turn, s.rep, s.sand, slIn[here]) ?? 0;
        if (plan === 2) {
          seasonsIn[here]++;
          continue;
        }
        if (company?.q === 1 && here === home) {
          // A Captain at home takes no Encounter test: he leads the first of his company's.
          seasonsIn[here]++;
          if (leads) {
            fought++;
            ladderFight(ladder!);
          }
          continue;
        }
        // A Captain keeps to his company: away, he tests where Ranging left him.
        const routes =
          isWinter(turn) || plan === 1 || company?.q === 1 ? stayIn[here] : routesFrom[here];
        const route = routes.length === 1 ? routes[0] : routes[rng.below(routes.length)];
        const stays = route.length === 1 && route[0] === here;
        // A Pass 1 pending counts only in the locale he had it in.
        const pend = stays ? s.pend : 0;
        const rode = rideInto(rng, route, slIn, outlaw, pend);
        const k = rode % 3;
        if (!stays) {
          moves += (rode - k) / 3 + 1;
          wanted?.moved();
        }
        gunfighter?.rode(!stays);
        here = route[(rode - k) / 3];
        seasonsIn[here]++;
        const met = meets(k, outlaw, pend);
        s.pend = outlaw && k === 1 && pend === 0 ? 1 : 0;
        if (!met) continue;
        s.pend = 0;
        fought++;
        if (wanted) {
          wanted.encounter(rng, here, slIn[here], s.rep, against);
          continue;
        }
        if (gunfighter) {
          gunfighter.encounter(rng, slIn[here], s.rep, warriorsIn[here], against, () => earn(s));
          continue;
        }
        if (ladder) {
          company?.metAway();
          ladderFight(ladder);
          continue;
        }
        const code = col[rng.below(6) + rng.below(6)];
        const warriors = warriorsIn[here];
        const opp =
          ENCOUNTER_CODES[code] !== 'indians'
            ? 0
            : warriors[warriors.length === 1 ? 0 : rng.below(6) < 3 ? 0 : 1];
        against(opp);
      }
      if (wanted) {
        fought += wanted.encounters;
        wanted.count(acc, layout, here, jailed > 0);
      }
      gunfighter?.count(acc, layout);
      cowboy?.count(acc, layout);
      rancher?.count(acc, layout);
      if (company) {
        // Still in, his company's last season ends: its Winter's losses, its Recruitment.
        if (end === SURVIVES) {
          homeward();
          company.between(rng, p.seasons, here === home, s.rep, slIn[home]);
        }
        company.count(acc, layout);
      }
      acc[sEnd + end]++;
      if (lowAt) {
        acc[sRaided] += raided;
        acc[sLow] += low;
        acc[sLow + 1] += low * low;
      }
      if (advances) acc[sSl + slIn[here]]++;
      if (end === SURVIVES) acc[sSurv]++;
      acc[sRep + s.rep - 1]++;
      acc[sEnc] += fought;
      acc[sEnc + 1] += fought * fought;
      acc[sJail] += jailed;
      acc[sJail + 1] += jailed * jailed;
      acc[sAway] += away;
      acc[sAway + 1] += away * away;
      acc[sBreaks] += breaks;
      acc[sBreaks + 1] += breaks * breaks;
      acc[sBroke] += broke;
      acc[sBroke + 1] += broke * broke;
      const mean = (slot: number, v: number) => {
        acc[slot] += v;
        acc[slot + 1] += v * v;
      };
      for (let t = 0; t < byType.length; t++) mean(sTypes[t], byType[t]);
      for (let k = 0; k < sBigCapture.length; k++) mean(sBigCapture[k], bigCaptureEnds[k]);
      if (sheriff) {
        mean(sSheriff[0], elections);
        mean(sSheriff[1], reElected);
        mean(sSheriff[2], defeated);
        if (end === SURVIVES && s.x !== OUT_OF_OFFICE) acc[sSheriff[3]]++;
        mean(sSheriff[4], deputies);
      }
      if (ranging) {
        mean(sRanging[0], ranged);
        mean(sRanging[1], frontier);
      }
      if (!moving) continue;
      acc[sLocale + reachAt[here]]++;
      for (let j = 0; j < reach.length; j++) {
        const n = seasonsIn[reachIdx[j]];
        acc[sIn[j]] += n;
        acc[sIn[j] + 1] += n * n;
      }
      acc[sMoves] += moves;
      acc[sMoves + 1] += moves * moves;
    }
    acc[0] += trials;
  },
};
