import { Layout } from '../../../core/layout.ts';
import type { Rng } from '../../../dice/rng.ts';
import { enumField, numberField, type Values } from '../../fields.ts';
import type { ExactMetrics, Procedure } from '../../types.ts';
import { captureOutcome, captureTarget, type CaptureParams } from '../capture.ts';
import { CRIMES, LIGHT_SENTENCE, MURDER_LIFE_UP_TO, type Crime } from '../casualty-tables.ts';
import {
  INFECTION,
  LOCATIONS,
  PROFESSIONS,
  WOUND_RECOVERY,
  type Location,
  type Profession,
} from '../data.ts';
import type { SixgunOptions } from '../options.ts';
import { rollPasses } from '../pass-dice.ts';
import { runawayTarget } from '../runaway-recovery.ts';
import { trialTarget, type TrialParams } from '../trial.ts';
import {
  ENCOUNTER_CODES,
  SIMPLE_COLUMN_OF,
  SIMPLE_MATRIX,
  STAR_PROFESSIONS,
  WARRIORS_BY_LOCALE,
  type StarProfession,
} from './data.ts';
import { localeParams } from './params.ts';
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
  type Chain,
  type Rest,
} from './season-chain.ts';
import { slOf } from './travel.ts';
import { sandField } from '../sand-field.ts';

/**
 * A Star's campaign, season by season (six-gun-sound.md §14, the simple campaign of §14.2):
 * each turn he takes the Encounter test in his locale (an Outlaw, Looking for Loot); an
 * encounter is drawn from the simple campaign matrix and fought as a Draw against one
 * opponent (Indians: a warrior of the locale's table), whose exact outcome for the Star
 * stands for the fight. What follows is §9 as a campaign plays it: Out of the Fight, Wounds
 * and OOF Recovery then Mentally Fit (C-13), a season out while still mending; run away,
 * Runaway Recovery; surrendered, Abandonment and Capture and, imprisoned, a Trial 1d3
 * seasons on and the sentence served; a fight he comes out of standing earns a RAP, and RAP
 * raise his Rep (§14.4). The answer is exact: a chain over his Rep, Toughness, RAP, Sand,
 * what keeps him away (mending, awaiting trial, in jail) and (for an Outlaw) a pending Pass 1.
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

/**
 * What keeps him away this season: 0 nothing; 1–3 still mending (by how he rests); 4–6 a
 * trial in 1–3 seasons; 7–18 in jail for 1–12 more seasons.
 */
const AWAY = 1 + RESTS.length + TRIAL_WAIT + MAX_JAIL;
const mendingCode = (rest: Rest) => 1 + RESTS.indexOf(rest);
const trialCode = (k: number) => RESTS.length + k;
const jailCode = (k: number) => RESTS.length + TRIAL_WAIT + k;

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
} as const;
type P = Values<typeof params>;

const ENDS = ['survives', 'dies', 'retires', 'gone', 'prison'] as const;
const [SURVIVES, END_DIES, RETIRES, GONE, PRISON] = [0, 1, 2, 3, 4];

/** A Star's state between seasons. */
interface Star {
  rep: number;
  toughness: number;
  rap: number;
  pend: number;
  sand: number;
  away: number;
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

const layoutOf = () =>
  new Layout()
    .categories(
      'end',
      ENDS,
      'how the Star ends the seasons played (gone: ran and never came back; prison: years or life)',
    )
    .probability(
      'pSurvives',
      'he is alive and still in the campaign at the end (mending or in jail included)',
    )
    .distribution('rep', 1, MAX_REP, 'his Rep at the end (when he fell, for the dead and retired)')
    .mean('encounters', 'encounters he fought')
    .mean('imprisonments', 'times he was taken and held for trial')
    .mean('seasonsAway', 'seasons he spent mending, awaiting trial or in jail');

/** Index into a cumulative draw from a distribution (the fight abstracted by its odds). */
function pick(rng: Rng, dist: Float64Array): number {
  let u = rng.float();
  for (let k = 0; k < dist.length - 1; k++) {
    if (u < dist[k]) return k;
    u -= dist[k];
  }
  return dist.length - 1;
}

/** The exact season-by-season chain. */
class Exact {
  readonly T = MAX_TOUGHNESS + 1;
  readonly size = MAX_REP * this.T * (MAX_RAP + 1) * 2 * (MAX_SAND + 1) * AWAY;
  cur = new Float64Array(this.size);
  next = new Float64Array(this.size);
  readonly ended = ENDS.map(() => new Float64Array(MAX_REP));
  encounters = 0;
  imprisonments = 0;
  seasonsAway = 0;

  constructor(
    readonly c: Chain,
    readonly p: P,
  ) {}

  idx(s: Star): number {
    return (
      ((((s.rep - 1) * this.T + s.toughness) * (MAX_RAP + 1) + s.rap) * 2 + s.pend) *
        (MAX_SAND + 1) *
        AWAY +
      s.sand * AWAY +
      s.away
    );
  }

  put(s: Star, w: number, change: Partial<Star> = {}): void {
    if (w === 0) return;
    this.next[this.idx({ ...s, ...change })] += w;
  }

  end(kind: number, rep: number, w: number): void {
    this.ended[kind][rep - 1] += w;
  }

  /** Mentally Fit for an OOF Star once he is back (C-13); −1 Rep on Pass 1 only with a limb lost. */
  mental(s: Star, w: number, lostLimb: boolean): void {
    const m = this.c.mentallyFit(s.rep);
    this.end(RETIRES, s.rep, w * m[0]);
    this.put(s, w * m[1], { away: 0, rep: lostLimb ? Math.max(1, s.rep - 1) : s.rep });
    this.put(s, w * m[2], { away: 0 });
  }

  /** Wounds and OOF Recovery (§9.5) and what each result leaves. */
  wound(s: Star, w: number, rest: Rest): void {
    const d = this.c.wound(s.toughness, rest);
    this.mental(s, w * d[0], false);
    this.put(s, w * d[1], { away: mendingCode(rest) });
    const limb = { ...s, rep: Math.max(1, s.rep - LIMB_REP[this.p.location as Location]) };
    this.mental(limb, w * d[2], true);
    this.end(END_DIES, s.rep, w * d[3]);
  }

  /** Runaway Recovery (§9.4), then `then` for those who come back. */
  runaway(s: Star, w: number, then: (s: Star, w: number) => void): void {
    const r = this.c.runaway(s.sand);
    this.end(GONE, s.rep, w * r[0]);
    if (r[1]) then({ ...s, sand: Math.max(0, s.sand - 1) }, w * r[1]);
    if (r[2]) then(s, w * r[2]);
  }

  /** Abandonment and Capture (§9.7) for a Star who surrendered. */
  captured(s: Star, w: number, opp: number): void {
    const d = this.c.captured(s.sand, opp);
    this.put(s, w * (d[0] + d[1] + d[2]));
    // Left for dead counts as Out of the Fight and abandoned: Runaway Recovery, then recovery unable to rest.
    if (d[3]) this.runaway(s, w * d[3], (t, v) => this.wound(t, v, 'unable'));
    this.imprisonments += w * d[4];
    for (let k = 1; k <= TRIAL_WAIT; k++)
      this.put(s, (w * d[4]) / TRIAL_WAIT, { away: trialCode(k) });
    this.end(END_DIES, s.rep, w * (d[5] + d[6]));
  }

  /** A season away: mending, waiting for the trial, or in jail. */
  away(s: Star, w: number): void {
    this.seasonsAway += w;
    const a = s.away;
    const here = { ...s, away: 0 };
    if (a <= RESTS.length) this.wound(here, w, RESTS[a - 1]);
    else if (a <= RESTS.length + TRIAL_WAIT) {
      const k = a - RESTS.length;
      if (k > 1) this.put(s, w, { away: trialCode(k - 1) });
      else {
        const t = this.c.trial(s.sand);
        this.put(here, w * t.outcome[0]);
        for (let j = 1; j <= MAX_JAIL; j++)
          this.put(s, w * t.seasons[j], {
            away: jailCode(j),
          });
        this.end(PRISON, s.rep, w * (t.outcome[2] + t.outcome[3]));
        this.end(END_DIES, s.rep, w * t.outcome[4]);
      }
    } else {
      const k = a - RESTS.length - TRIAL_WAIT;
      this.put(s, w, { away: k > 1 ? jailCode(k - 1) : 0 });
    }
  }

  fight(s: Star, w: number): void {
    const { c } = this;
    this.encounters += w;
    c.opponents.forEach((op, k) => {
      const f = c.fight(s.rep, s.toughness, s.sand, k);
      const wk = w * op.p;
      this.end(END_DIES, s.rep, wk * f[DIES]);
      this.wound(s, wk * f[OOF], restOf(this.p.profession as StarProfession, op.place));
      // Running away wipes his RAP; then Runaway Recovery.
      this.runaway({ ...s, rap: 0 }, wk * f[RAN], (t, v) => this.put(t, v));
      this.captured(s, wk * f[SURRENDERED], k);
      const won = { ...s };
      earn(won);
      this.put(won, wk * f[STANDING]);
    });
  }

  season(): void {
    const { c, cur } = this;
    this.next.fill(0);
    const s: Star = { rep: 1, toughness: 0, rap: 0, pend: 0, sand: 0, away: 0 };
    let i = 0;
    for (s.rep = 1; s.rep <= MAX_REP; s.rep++)
      for (s.toughness = 0; s.toughness < this.T; s.toughness++)
        for (s.rap = 0; s.rap <= MAX_RAP; s.rap++)
          for (s.pend = 0; s.pend < 2; s.pend++)
            for (s.sand = 0; s.sand <= MAX_SAND; s.sand++)
              for (s.away = 0; s.away < AWAY; s.away++, i++) {
                const w = cur[i];
                if (w === 0) continue;
                if (s.away) {
                  this.away({ ...s, pend: 0 }, w);
                  continue;
                }
                const enc = c.encounter[s.pend];
                // Without an encounter he keeps his state; an Outlaw's first Pass 1 is pending.
                const toPending = s.pend === 0 ? c.toPending : 0;
                this.put(s, w * toPending, { pend: 1 });
                this.put(s, w * (1 - enc - toPending), { pend: 0 });
                if (enc > 0) this.fight({ ...s, pend: 0 }, w * enc);
              }
    [this.cur, this.next] = [this.next, this.cur];
  }
}

export const campaignSeason: Procedure<P, SixgunOptions> = {
  id: 'campaign-season',
  title: 'A campaign, season by season',
  description:
    'How often a Star survives a run of campaign seasons: the Encounter test each season, an encounter from the simple campaign matrix fought as a Draw (its exact odds standing for the fight), then §9 as a campaign plays it (Wounds and OOF Recovery and Mentally Fit, Runaway Recovery, Abandonment and Capture, the Trial and the sentence), and Rep won with RAP (six-gun-sound.md §9, §14).',
  params,

  metrics: () => layoutOf(),

  explain(p) {
    return `${p.seasons} seasons as a Rep ${p.rep} ${p.profession} in ${p.locale} (SL ${slOf(p)}); every encounter a Draw against a Rep ${p.opponentRep} ${p.opponent} (Indians: the locale's warriors); OOF wounds at the ${p.location}; tried for ${p.crime}`;
  },

  notes: () => [
    'Each encounter is abstracted as a one-on-one Draw (its exact outcome for the Star), not the encounter type played out: a Draw is taken to be in town, a fight with Indians on the trail (for capture and for resting). A Star who surrenders is held by Outlaws, Indians or anyone else (§9.7); imprisoned, he is tried 1d3 seasons later (no Jail Break is played).',
  ],

  exact(p, o): ExactMetrics {
    const e = new Exact(chainOf(p as never, o), p);
    e.cur[e.idx({ rep: p.rep, toughness: p.toughness, rap: 0, pend: 0, sand: p.sand, away: 0 })] =
      1;
    for (let turn = 0; turn < p.seasons; turn++) e.season();
    const per = (MAX_TOUGHNESS + 1) * (MAX_RAP + 1) * 2 * (MAX_SAND + 1) * AWAY;
    const repDist: Record<string, number> = {};
    let alive = 0;
    for (let rep = 1; rep <= MAX_REP; rep++) {
      let a = 0;
      for (let i = 0; i < per; i++) a += e.cur[(rep - 1) * per + i];
      alive += a;
      repDist[String(rep)] = a + e.ended.reduce((x, d) => x + d[rep - 1], 0);
    }
    const total = (k: number) => e.ended[k].reduce((x, y) => x + y, 0);
    return {
      end: Object.fromEntries(ENDS.map((n, k) => [n, k === SURVIVES ? alive : total(k)])),
      pSurvives: alive,
      rep: repDist,
      encounters: e.encounters,
      imprisonments: e.imprisonments,
      seasonsAway: e.seasonsAway,
    };
  },

  simulate(p, o, rng, trials, acc) {
    const c = chainOf(p as never, o);
    const layout = layoutOf();
    const sEnd = layout.slot('end');
    const sSurv = layout.slot('pSurvives');
    const sRep = layout.slot('rep');
    const sEnc = layout.slot('encounters');
    const sJail = layout.slot('imprisonments');
    const sAway = layout.slot('seasonsAway');
    const sl = slOf(p);
    const outlaw = p.profession === 'outlaw';
    const profession = p.profession as StarProfession;
    const col = SIMPLE_MATRIX[SIMPLE_COLUMN_OF[profession]];
    const warriors = WARRIORS_BY_LOCALE[p.locale];
    const oppOf = (who: Profession) => c.opponents.findIndex((x) => x.who === who);
    const other = oppOf(p.opponent as Profession);
    const warriorIdx = warriors.map((w) => oppOf(w));
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
    const s: Star = { rep: 0, toughness: 0, rap: 0, pend: 0, sand: 0, away: 0 };
    let end = SURVIVES;

    /** Mentally Fit as a Star (3d6, best 2, against Rep). */
    const mental = (lostLimb: boolean) => {
      const k = rollPasses(rng, 3, s.rep);
      if (k === 0) end = RETIRES;
      else if (k === 1 && lostLimb) s.rep = Math.max(1, s.rep - 1);
    };
    /** Wounds and OOF Recovery (§9.5), rolled here, then Mentally Fit when he is back. */
    const wound = (rest: Rest) => {
      const resting = rest === 'able' || (rest === 'on-4-6' && rng.d6() >= 4);
      const target = Math.min(
        WOUND_RECOVERY.maxToughness,
        s.toughness + (resting ? WOUND_RECOVERY.rest : 0),
      );
      const k = rollPasses(rng, WOUND_RECOVERY.dice, target);
      s.away = 0;
      if (k === 2) mental(false);
      else if (k === 1) s.away = mendingCode(rest);
      else if (INFECTION[location] === 'limb' && rollPasses(rng, 1, s.toughness, 1) === 1) {
        s.rep = Math.max(1, s.rep - LIMB_REP[location]);
        mental(true);
      } else end = END_DIES;
    };
    /** Runaway Recovery (§9.4); false when he never comes back. */
    const runaway = () => {
      const k = rollPasses(rng, 2, runawayAt[s.sand]);
      if (k === 0) end = GONE;
      else if (k === 1) s.sand = Math.max(0, s.sand - 1);
      return k > 0;
    };

    for (let i = 0; i < trials; i++) {
      s.rep = p.rep;
      s.toughness = p.toughness;
      s.rap = 0;
      s.pend = 0;
      s.sand = p.sand;
      s.away = 0;
      end = SURVIVES;
      let fought = 0,
        jailed = 0,
        away = 0;
      for (let turn = 0; turn < p.seasons && end === SURVIVES; turn++) {
        if (s.away) {
          away++;
          s.pend = 0;
          if (s.away <= RESTS.length) wound(RESTS[s.away - 1]);
          else if (s.away <= RESTS.length + TRIAL_WAIT) {
            const k = s.away - RESTS.length;
            if (k > 1) s.away = trialCode(k - 1);
            else {
              const v = rollPasses(rng, 2, trialAt[s.sand]);
              s.away = 0;
              if (v === 1) {
                const seasons =
                  light === 'half-d6'
                    ? (rng.d6() + 1) >> 1
                    : light === '1d6'
                      ? rng.d6()
                      : rng.d6() + rng.d6();
                s.away = jailCode(seasons);
              } else if (v === 0) {
                // Years in prison, or for Murder life (1–2) or the rope: out of the campaign.
                end = p.crime !== 'murder' || rng.d6() <= MURDER_LIFE_UP_TO ? PRISON : END_DIES;
              }
            }
          } else {
            const k = s.away - RESTS.length - TRIAL_WAIT;
            s.away = k > 1 ? jailCode(k - 1) : 0;
          }
          continue;
        }
        const k = rollPasses(rng, 2, sl);
        const met = outlaw ? k === 2 || (k === 1 && s.pend === 1) : k === 1;
        s.pend = outlaw && k === 1 && s.pend === 0 ? 1 : 0;
        if (!met) continue;
        s.pend = 0;
        fought++;
        const code = col[rng.below(6) + rng.below(6)];
        const opp =
          ENCOUNTER_CODES[code] !== 'indians'
            ? other
            : warriorIdx[warriorIdx.length === 1 ? 0 : rng.below(6) < 3 ? 0 : 1];
        const f = pick(rng, c.fight(s.rep, s.toughness, s.sand, opp));
        if (f === DIES) end = END_DIES;
        else if (f === OOF) wound(restOf(profession, c.opponents[opp].place));
        else if (f === RAN) {
          s.rap = 0;
          runaway();
        } else if (f === SURRENDERED) {
          const cp = captures[opp][s.sand];
          const out = captureOutcome(cp, rollPasses(rng, 2, captureTarget(cp)));
          if (out === 3) {
            if (runaway()) wound('unable');
          } else if (out === 4) {
            jailed++;
            s.away = trialCode(1 + rng.below(TRIAL_WAIT));
          } else if (out > 4) end = END_DIES;
        } else earn(s);
      }
      acc[sEnd + end]++;
      if (end === SURVIVES) acc[sSurv]++;
      acc[sRep + s.rep - 1]++;
      acc[sEnc] += fought;
      acc[sEnc + 1] += fought * fought;
      acc[sJail] += jailed;
      acc[sJail + 1] += jailed * jailed;
      acc[sAway] += away;
      acc[sAway + 1] += away * away;
    }
    acc[0] += trials;
  },
};
