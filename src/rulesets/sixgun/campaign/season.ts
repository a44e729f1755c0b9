import { Layout } from '../../../core/layout.ts';
import type { Rng } from '../../../dice/rng.ts';
import { defaultsOf, enumField, numberField, type Values } from '../../fields.ts';
import type { ExactMetrics, Procedure } from '../../types.ts';
import { PROFESSIONS, type Profession } from '../data.ts';
import { draw } from '../draw.ts';
import type { SixgunOptions } from '../options.ts';
import { passCounts, rollPasses } from '../pass-dice.ts';
import { recovery } from '../recovery.ts';
import {
  ENCOUNTER_CODES,
  SIMPLE_COLUMN_OF,
  SIMPLE_MATRIX,
  STAR_PROFESSIONS,
  WARRIOR_TABLES,
  WARRIORS_BY_LOCALE,
  type StarProfession,
} from './data.ts';
import { localeParams } from './params.ts';
import { TWO_D6 } from './table.ts';
import { slOf } from './travel.ts';

/**
 * A Star's campaign, season by season (six-gun-sound.md §14, the simple campaign of §14.2):
 * each turn he takes the Encounter test in his locale (an Outlaw, Looking for Loot); an
 * encounter is drawn from the simple campaign matrix and fought as a Draw against one
 * opponent (Indians: a warrior of the locale's table), whose exact outcome for the Star
 * stands for the fight; an Out of the Fight Star takes After the Battle; a fight he comes out
 * of standing earns a RAP, and RAP raise his Rep (§14.4). The answer is exact: a chain over
 * his Rep, Toughness, RAP and (for an Outlaw) a pending Pass 1.
 */

/** One campaign turn is a season (C-42): Spring 1875 to Winter 1885 is 44 [L3988]. */
const MAX_SEASONS = 44;
/** RAP to go up from Rep 1..6; Rep 1 as Rep 2 (C-48); §14.4 [L4574–4581]. */
const RAP_NEEDED = [2, 2, 4, 6, 8, 10] as const;
const MAX_REP = 7;
const MAX_TOUGHNESS = 7;

const params = {
  profession: enumField(STAR_PROFESSIONS, {
    default: 'cowboy',
    description: "The Star's profession (its column of the simple campaign matrix).",
    noun: 'profession',
  }),
  ...localeParams,
  sand: numberField({ default: 4, min: 1, max: 7, integer: true, description: "The Star's Sand." }),
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
} as const;
type P = Values<typeof params>;

const ENDS = ['survives', 'dies', 'retires'] as const;
/** After the Battle for an OOF Star (recovery procedure outcomes, in its order). */
const AFTER = [
  'returns',
  'returns-minus-toughness',
  'returns-minus-toughness-and-rep',
  'retires',
  'dies',
] as const;

interface Chain {
  /** P(encounter this turn) with nothing pending and with an Outlaw's Pass 1 pending. */
  encounter: [number, number];
  /** P(an Outlaw's first Pass 1, pending to next turn). */
  toPending: number;
  /** Opponents (profession) and their chance, given an encounter. */
  opponents: { who: Profession; p: number }[];
  /** What the Draw leaves the Star as (dies, OOF, ran, surrendered, fought on) by Rep, Toughness, opponent. */
  fight(rep: number, toughness: number, opp: number): Float64Array;
  /** After the Battle distribution (AFTER order) by Rep and Toughness. */
  after(rep: number, toughness: number): Float64Array;
}

function chainOf(p: P, o: SixgunOptions): Chain {
  const sl = slOf(p);
  const r = passCounts(2, sl);
  const outlaw = p.profession === 'outlaw';
  // Outlaw: Looking for Loot, Pass 2 (or a second Pass 1 in a row) [L5855–5870]; others: Pass 1 [L4224–4246].
  const encounter: [number, number] = outlaw ? [r[2], r[2] + r[1]] : [r[1], r[1]];
  const col = SIMPLE_MATRIX[SIMPLE_COLUMN_OF[p.profession as StarProfession]];
  let pIndians = 0;
  for (let s = 2; s <= 12; s++)
    if (ENCOUNTER_CODES[col[s - 2]] === 'indians') pIndians += TWO_D6.at(s);
  const warriors = WARRIORS_BY_LOCALE[p.locale];
  const opponents = [
    { who: p.opponent as Profession, p: 1 - pIndians },
    ...WARRIOR_TABLES.map((w) => ({
      who: w as Profession,
      p: (pIndians * warriors.filter((x) => x === w).length) / warriors.length,
    })),
  ].filter((x) => x.p > 0);
  const fights = new Map<number, Float64Array>();
  const afters = new Map<number, Float64Array>();
  const drawBase = defaultsOf(draw.params);
  return {
    encounter,
    toPending: outlaw ? r[1] : 0,
    opponents,
    fight(rep, toughness, opp) {
      const key = (rep * 16 + toughness) * 8 + opp;
      let f = fights.get(key);
      if (!f) {
        const dp = {
          ...drawBase,
          aRep: rep,
          aProfession: p.profession,
          aSand: p.sand,
          aToughness: toughness,
          bRep: p.opponentRep,
          bProfession: opponents[opp].who,
        };
        const e = draw.exact!((draw.complete?.(dp as never) ?? dp) as never, o) as Record<
          string,
          number
        >;
        f = Float64Array.of(
          e['pObviouslyDead.a'],
          e['pOutOfFight.a'],
          e['pRanAway.a'],
          e['pSurrendered.a'],
          e['pWounded.a'] + e['pUnhurt.a'],
        );
        fights.set(key, f);
      }
      return f;
    },
    after(rep, toughness) {
      const key = rep * 16 + toughness;
      let a = afters.get(key);
      if (!a) {
        const rp = { ...defaultsOf(recovery.params), toughness, rep, star: true };
        const e = recovery.exact!(rp as never, o) as { outcome: Record<string, number> };
        a = Float64Array.from(AFTER, (k) => e.outcome[k]);
        afters.set(key, a);
      }
      return a;
    },
  };
}

/** A Star's state between turns. */
interface Star {
  rep: number;
  toughness: number;
  rap: number;
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

/** The state after an OOF Star returns: −1 Toughness, and −1 Rep too (After the Battle). */
function afterReturn(s: Star, k: number): void {
  if (k >= 1) s.toughness = Math.max(0, s.toughness - 1);
  if (k === 2) s.rep = Math.max(1, s.rep - 1);
}

const layoutOf = () =>
  new Layout()
    .categories('end', ENDS, 'how the Star ends the seasons played')
    .probability('pSurvives', 'he is alive and still riding at the end')
    .distribution('rep', 1, MAX_REP, 'his Rep at the end (when he fell, for the dead and retired)')
    .mean('encounters', 'encounters he fought');

/** Index into a cumulative draw from a distribution (the fight abstracted by its odds). */
function pick(rng: Rng, dist: Float64Array): number {
  let u = rng.float();
  for (let k = 0; k < dist.length - 1; k++) {
    if (u < dist[k]) return k;
    u -= dist[k];
  }
  return dist.length - 1;
}

export const campaignSeason: Procedure<P, SixgunOptions> = {
  id: 'campaign-season',
  title: 'A campaign, season by season',
  description:
    'How often a Star survives a run of campaign seasons: the Encounter test each season, an encounter from the simple campaign matrix fought as a Draw (its exact odds standing for the fight), After the Battle when he goes down, and Rep won with RAP (six-gun-sound.md §14).',
  params,

  metrics: () => layoutOf(),

  explain(p) {
    return `${p.seasons} seasons as a Rep ${p.rep} ${p.profession} in ${p.locale} (SL ${slOf(p)}); every encounter a Draw against a Rep ${p.opponentRep} ${p.opponent} (Indians: the locale's warriors)`;
  },

  notes: () => [
    'Each encounter is abstracted as a one-on-one Draw (its exact outcome for the Star), not the encounter type played out; a surrender is only an encounter not won (capture and trial are not played); an OOF Star takes the one-off After the Battle tests (as a Star, chest wound), standing in for the campaign recovery of §9.5.',
  ],

  exact(p, o): ExactMetrics {
    const c = chainOf(p, o);
    const T = MAX_TOUGHNESS + 1;
    const R = 11; // RAP 0..10
    const idx = (rep: number, t: number, rap: number, pend: number) =>
      (((rep - 1) * T + t) * R + rap) * 2 + pend;
    let cur = new Float64Array(MAX_REP * T * R * 2);
    cur[idx(p.rep, p.toughness, 0, 0)] = 1;
    const ended = { dies: new Float64Array(MAX_REP), retires: new Float64Array(MAX_REP) };
    let encounters = 0;
    const s: Star = { rep: 0, toughness: 0, rap: 0 };
    for (let turn = 0; turn < p.seasons; turn++) {
      const next = new Float64Array(cur.length);
      for (let rep = 1; rep <= MAX_REP; rep++)
        for (let t = 0; t < T; t++)
          for (let rap = 0; rap < R; rap++)
            for (let pend = 0; pend < 2; pend++) {
              const w = cur[idx(rep, t, rap, pend)];
              if (w === 0) continue;
              const enc = c.encounter[pend];
              // Without an encounter he keeps his state; an Outlaw's first Pass 1 is pending.
              const toPending = pend === 0 ? c.toPending : 0;
              next[idx(rep, t, rap, 1)] += w * toPending;
              next[idx(rep, t, rap, 0)] += w * (1 - enc - toPending);
              const we = w * enc;
              if (we === 0) continue;
              encounters += we;
              c.opponents.forEach((op, k) => {
                const f = c.fight(rep, t, k);
                const wk = we * op.p;
                ended.dies[rep - 1] += wk * f[0];
                next[idx(rep, t, 0, 0)] += wk * f[2]; // ran: RAP wiped
                next[idx(rep, t, rap, 0)] += wk * f[3]; // surrendered
                s.rep = rep;
                s.toughness = t;
                s.rap = rap;
                earn(s);
                next[idx(s.rep, s.toughness, s.rap, 0)] += wk * f[4];
                const a = c.after(rep, t);
                ended.dies[rep - 1] += wk * f[1] * a[4];
                ended.retires[rep - 1] += wk * f[1] * a[3];
                for (let j = 0; j < 3; j++) {
                  s.rep = rep;
                  s.toughness = t;
                  afterReturn(s, j);
                  next[idx(s.rep, s.toughness, rap, 0)] += wk * f[1] * a[j];
                }
              });
            }
      cur = next;
    }
    const repDist: Record<string, number> = {};
    let alive = 0;
    for (let rep = 1; rep <= MAX_REP; rep++) {
      let a = 0;
      for (let i = 0; i < T * R * 2; i++) a += cur[(rep - 1) * T * R * 2 + i];
      alive += a;
      repDist[String(rep)] = a + ended.dies[rep - 1] + ended.retires[rep - 1];
    }
    const dies = ended.dies.reduce((x, y) => x + y, 0);
    return {
      end: { survives: alive, dies, retires: 1 - alive - dies },
      pSurvives: alive,
      rep: repDist,
      encounters,
    };
  },

  simulate(p, o, rng, trials, acc) {
    const c = chainOf(p, o);
    const layout = layoutOf();
    const sEnd = layout.slot('end');
    const sSurv = layout.slot('pSurvives');
    const sRep = layout.slot('rep');
    const sEnc = layout.slot('encounters');
    const sl = slOf(p);
    const outlaw = p.profession === 'outlaw';
    const col = SIMPLE_MATRIX[SIMPLE_COLUMN_OF[p.profession as StarProfession]];
    const warriors = WARRIORS_BY_LOCALE[p.locale];
    const oppOf = (who: Profession) => c.opponents.findIndex((x) => x.who === who);
    const other = oppOf(p.opponent as Profession);
    const warriorIdx = warriors.map((w) => oppOf(w));
    const s: Star = { rep: 0, toughness: 0, rap: 0 };
    for (let i = 0; i < trials; i++) {
      s.rep = p.rep;
      s.toughness = p.toughness;
      s.rap = 0;
      let pending = false;
      let end = 0;
      let fought = 0;
      for (let turn = 0; turn < p.seasons && end === 0; turn++) {
        const k = rollPasses(rng, 2, sl);
        const met = outlaw ? k === 2 || (k === 1 && pending) : k === 1;
        pending = outlaw && k === 1 && !pending;
        if (!met) continue;
        fought++;
        const code = col[rng.below(6) + rng.below(6)];
        const opp =
          ENCOUNTER_CODES[code] !== 'indians'
            ? other
            : warriorIdx[warriorIdx.length === 1 ? 0 : rng.below(6) < 3 ? 0 : 1];
        const f = pick(rng, c.fight(s.rep, s.toughness, opp));
        if (f === 0) end = 1;
        else if (f === 2) s.rap = 0;
        else if (f === 4) earn(s);
        else if (f === 1) {
          const a = pick(rng, c.after(s.rep, s.toughness));
          if (a === 4) end = 1;
          else if (a === 3) end = 2;
          else afterReturn(s, a);
        }
      }
      acc[sEnd + end]++;
      if (end === 0) acc[sSurv]++;
      acc[sRep + s.rep - 1]++;
      acc[sEnc] += fought;
      acc[sEnc + 1] += fought * fought;
    }
    acc[0] += trials;
  },
};
