import { z } from 'zod';
import type { Layout } from '../../../../core/layout.ts';
import type { Rng } from '../../../../dice/rng.ts';
import type { Trace } from '../../../../encounter/trace.ts';
import { warRoll, warTurn } from '../../campaign/cowboy.ts';
import { RANGE_WAR } from '../../campaign/encounter-trail.ts';
import { slOf } from '../../campaign/travel.ts';
import type { Ready } from '../../campaign/table.ts';
import type { SixgunOptions } from '../../options.ts';
import { bandSide } from '../schema.ts';
import { capture } from './capture.ts';
import {
  GunfightLeg,
  LEG_RESULTS,
  Listed,
  TypedLeg,
  type Leg,
  type LegPlace,
} from './composite.ts';
import type { EncounterParams } from './params.ts';
import { mean, slotsOf } from './record.ts';
import { rustling } from './rustling.ts';
import { setupTable } from './tables.ts';
import type { CompositeRun, CompositeType } from './type.ts';

/** The Range War table's rows (encounter-trail's RANGE_WAR order). */
const [RUSTLING_THEIRS, RUSTLING_YOURS, GF1, GF2, , CAPTURE_YOU, CAPTURE_THEY] = [
  0, 1, 2, 3, 4, 5, 6,
];
/** The 1d6 on which the rival head is there: never in a GF-1 (or a Rustling), 1–3 in a GF-2, 1–4 in a GF-3 or Capture [L3672–3676]. */
const HEAD_UP_TO = [0, 0, 0, 3, 4, 4, 4] as const;
/** The ranch's side in each RW encounter. */
const ROLE = [
  'the Cowboys',
  'the rustlers',
  "the Star's side",
  "the Star's side",
  "the Star's side",
  'the Lawmen, attacking',
  'the Outlaws, attacked',
] as const;
const RESULTS = ['won', 'lost', 'still-on'] as const;
const [WAR_WON, WAR_LOST, STILL_ON] = [0, 1, 2];
/** The rancher and three hands a CP of a 4-CP herd (§14.5 [L5418]). */
const OUTFIT = 13;
const MOST_OUTFIT = 40;
/** The ranch's head when the scenario lists nobody: a Rep 5 Cowboy, as "Big" John (A-26). */
const RANCHER = bandSide.parse({
  name: 'Ranch',
  figures: [{ name: 'Rancher', profession: 'cowboy', rep: 5, sand: 5, toughness: 5 }],
}).figures[0];

const setup = z.strictObject({
  turns: z
    .number()
    .int()
    .min(1)
    .max(100)
    .default(8)
    .describe('Campaign turns the war is played for at most (each rolls its 1d6 of encounters).'),
  outfit: z
    .number()
    .int()
    .min(1)
    .max(MOST_OUTFIT)
    .default(OUTFIT)
    .describe(
      "The ranch's fighting men, its head included (default 13: the head and 3 hands a CP of a 4-CP herd).",
    ),
  encounter: z
    .enum(RANGE_WAR)
    .optional()
    .describe('Every RW encounter of this kind (default: rolled on 1d6, and its second dice).'),
  head: z
    .enum(['rolled', 'present', 'absent'])
    .default('rolled')
    .describe('Whether the rival head is in a GF-2, GF-3 or Capture (rolled: 1–3, 1–4 on 1d6).'),
  atTheRanch: z
    .boolean()
    .default(true)
    .describe(
      "Each turn the ranch also takes its own Encounter test (2d6 vs SL, Pass 1) and rolls At the Ranch, a 4 adding one more Range War Encounters roll (§14.5 [L5592–5594]); false: the war's own roll only.",
    ),
});
type Setup = z.output<typeof setup>;

/**
 * A Range War (six-gun-sound.md §13.8 [L3638–3676], §14.5 [L5582–5590]): each campaign turn
 * 1d6 RW encounters (1–3 none, 4 one, 5 two, 6 three), each rolled on the Range War table —
 * a Cattle Rustling with the ranch as the Cowboys or as the rustlers, a GF-1, GF-2 or GF-3
 * against the rival faction, or a Capture with the ranch attacking or attacked — and played
 * with the ranch as its side throughout. The rival head, present on the table's die, is the
 * rival side's first figure. The war is won when he ends an encounter Obviously Dead (the
 * only end the book gives it); it is lost when the ranch's head does, or no hand is left.
 * The ranch's Obviously Dead and runaway hands are gone for good; those Out of the Fight sit
 * out the rest of the turn, as do its listed figures lost any way but dead. With nobody fit
 * left, the turn's other RW encounters go unfought.
 */
class WarRun implements CompositeRun {
  private readonly kind: Ready;
  /** A turn's RW encounters with the ranch's At the Ranch roll (null: the war's roll only). */
  private readonly turn: Ready | null;
  private readonly legs = new Map<number, Leg>();
  private readonly listed: Listed;
  private readonly slots;
  // This trial's war.
  private result = STILL_ON;
  private turns = 0;
  private quiet = 0;
  private called = 0;
  private hands = 0;
  private lost = 0;
  private dead = 0;
  private headMet = 0;
  /** The listed figures alive (a mask over listed.figures), and those fit this turn. */
  private alive = 0;
  private up = 0;
  private readonly fought = new Int32Array(RANGE_WAR.length);
  private readonly outcomes = new Int32Array(LEG_RESULTS.length);

  constructor(
    private readonly p: EncounterParams,
    private readonly s: Setup,
    private readonly o: SixgunOptions,
    l: Layout,
  ) {
    this.kind = setupTable('range-war', {}, o);
    this.turn = s.atTheRanch ? warTurn(slOf(p)) : null;
    const figures = p.sides[0]?.figures ?? [];
    this.listed = new Listed(figures.length ? figures : [RANCHER]);
    this.slots = slotsOf(l, [
      'result',
      'warTurns',
      'quietTurns',
      'called',
      'encounters',
      'headPresent',
      'handsLost',
      'handsDead',
      ...LEG_RESULTS.map((r) => `encounter.${r}` as const),
      ...RANGE_WAR.map((k) => `fought.${k}` as const),
    ]);
  }

  /** The leg of RW encounter kind k with the listed figures of mask m, the ranch on its side of it. */
  private leg(k: number, m: number): Leg {
    const key = k * (this.listed.all + 1) + m;
    let leg = this.legs.get(key);
    if (leg === undefined) {
      const at: LegPlace = {
        locale: this.p.locale,
        sl: this.p.sl,
        maxTurns: this.p.maxTurns,
        figures: this.listed.of(m),
      };
      leg =
        k === RUSTLING_THEIRS || k === RUSTLING_YOURS
          ? new TypedLeg(rustling, k === RUSTLING_THEIRS ? 1 : 0, at, this.o)
          : k === CAPTURE_YOU || k === CAPTURE_THEY
            ? new TypedLeg(capture, k === CAPTURE_YOU ? 0 : 1, at, this.o)
            : new GunfightLeg(k === GF1 ? 'GF-1' : k === GF2 ? 'GF-2' : 'GF-3', at, this.o);
      this.legs.set(key, leg);
    }
    return leg;
  }

  play(rng: Rng, log: Trace | null): void {
    const s = this.s;
    this.result = STILL_ON;
    this.hands = s.outfit;
    this.turns = this.quiet = this.called = this.lost = this.dead = this.headMet = 0;
    this.alive = this.listed.all;
    this.fought.fill(0);
    this.outcomes.fill(0);
    while (this.result === STILL_ON && this.turns < s.turns) {
      this.turns++;
      const n = this.turn ? this.turn.roll(rng) : warRoll(rng);
      log?.line(
        `Range War, campaign turn ${this.turns}: ${n} RW encounters, ${this.hands} men fit`,
      );
      if (n === 0) this.quiet++;
      this.called += n;
      let fit = this.hands;
      this.up = this.alive;
      for (let e = 0; e < n && this.result === STILL_ON && fit > 0; e++) {
        const k = s.encounter !== undefined ? RANGE_WAR.indexOf(s.encounter) : this.kind.roll(rng);
        const head =
          HEAD_UP_TO[k] > 0 &&
          (s.head === 'rolled' ? rng.d6() <= HEAD_UP_TO[k] : s.head === 'present');
        log?.line(
          `${RANGE_WAR[k]} (the ranch: ${ROLE[k]})${head ? ', the rival head present' : ''}`,
        );
        const m = this.up;
        const leg = this.leg(k, m);
        leg.play(rng, fit, log);
        this.up &= ~this.listed.back(m, leg.listedLost);
        const dead = this.listed.back(m, leg.listedDead);
        this.alive &= ~dead;
        log?.line(leg.summary('the ranch'));
        this.fought[k]++;
        this.outcomes[leg.result]++;
        if (head) this.headMet++;
        this.lost += leg.lost;
        this.dead += leg.dead;
        fit -= leg.lost;
        // Out of the Fight, a hand is back next turn; dead or run off, he is gone.
        this.hands -= leg.lost - leg.oof;
        if (head && leg.headDead) this.result = WAR_WON;
        else if (dead & 1 || this.hands <= 0) this.result = WAR_LOST;
      }
    }
    log?.line(`the war is ${RESULTS[this.result]} after ${this.turns} turns`);
  }

  record(acc: Float64Array): void {
    const s = this.slots;
    acc[s.result + this.result]++;
    mean(acc, s.warTurns, this.turns);
    mean(acc, s.quietTurns, this.quiet);
    mean(acc, s.called, this.called);
    let n = 0;
    RANGE_WAR.forEach((k, j) => {
      mean(acc, s[`fought.${k}`], this.fought[j]);
      n += this.fought[j];
    });
    mean(acc, s.encounters, n);
    LEG_RESULTS.forEach((r, j) => mean(acc, s[`encounter.${r}`], this.outcomes[j]));
    mean(acc, s.headPresent, this.headMet);
    mean(acc, s.handsLost, this.lost);
    mean(acc, s.handsDead, this.dead);
  }
}

/** The exact RW encounters a turn, as cowboy-campaign's range-war-turn gives them. */
function turnNote(p: EncounterParams, s: Setup): string {
  if (!s.atTheRanch) return '1/2 none and 1/6 each of 1, 2, 3 (a mean of 1; no At the Ranch roll)';
  const t = warTurn(slOf(p));
  const q = t.exact();
  const mean = q.reduce((m, x, n) => m + x * n, 0);
  return `${[...q].map((x, n) => `${n}: ${x.toFixed(4)}`).join(', ')} (a mean of ${mean.toFixed(4)}, At the Ranch's 4 at SL ${slOf(p)} included)`;
}

export const rangeWar: CompositeType<Setup> = {
  composite: true,
  id: 'range-war',
  code: 'RW',
  title: 'Range War',
  source: 'six-gun-sound.md §13.8 [L3638–3676], §14.5 [L5582–5594]',
  description:
    "each campaign turn 1d6 RW encounters (1–3 none, 4 one, 5 two, 6 three), and 1d6 more when the ranch's own Encounter test and At the Ranch roll come up a 4, each rolled on the Range War table (Cattle Rustling theirs or yours, GF-1, GF-2, GF-3, or a Capture either way) and played with the ranch as its side; won when the rival head, present on 1–3 (GF-2) or 1–4 (GF-3, Capture), ends one Obviously Dead; lost when the ranch's head does or its hands are gone.",
  roles: ['Ranch', 'Rivals'],
  setup,
  check(p, s, issue) {
    const k = s.encounter !== undefined ? RANGE_WAR.indexOf(s.encounter) : -1;
    if (s.head === 'present' && k >= 0 && HEAD_UP_TO[k] === 0)
      issue(
        ['setup', 'head'],
        `the rival head is never present in ${s.encounter} (only a GF-2, GF-3 or Capture, §13.8): drop head, or fix encounter: gf-2`,
      );
    const listed = p.sides[0]?.figures.length ?? 0;
    if (listed > s.outfit)
      issue(
        ['sides', 0, 'figures'],
        `${listed} figures listed, but setup.outfit is ${s.outfit}: list at most ${s.outfit}, or fix outfit: ${listed}`,
      );
    if (p.sides[1]?.figures.length)
      issue(['sides', 1, 'figures'], "each encounter rolls the rival faction's men: list none");
  },
  metrics(_p, s, l) {
    l.categories(
      'result',
      RESULTS,
      `won (the rival head Obviously Dead), lost (the ranch's head Obviously Dead, or no hand left), or still on after ${s.turns} turns`,
    );
    l.mean('warTurns', 'campaign turns the war lasted');
    l.mean('quietTurns', 'of them, turns with no RW encounter (1–3 on 1d6)');
    l.mean(
      'called',
      'RW encounters the turns called for (fewer are fought when the war or the men run out)',
    );
    l.mean('encounters', 'RW encounters fought');
    for (const r of LEG_RESULTS) l.mean(`encounter.${r}`, `RW encounters the ranch ${r}`);
    for (const k of RANGE_WAR) l.mean(`fought.${k}`, `${k} encounters fought`);
    l.mean('headPresent', 'RW encounters with the rival head present');
    l.mean('handsLost', "the ranch's men Obviously Dead, Out of the Fight or run away, in all");
    l.mean('handsDead', "the ranch's men Obviously Dead");
  },
  notes: (p, s) => [
    `exact: RW encounters a turn: ${turnNote(p, s)}; the kinds as range-war answers them, the head as range-war-head`,
    "the ranch's listed figures (the first is its head, else a Rep 5 Cowboy) come first in each encounter they are fit for, the rest rolled as the encounter rolls its side; with none fit a gunfight's Star is a Rep 4 Cowboy hand; each encounter fields at most the hands fit that turn, its enemies rolled against the number fielded; in a Capture the ranch's men are rolled as the Capture's sides are (lawmen attacking, outlaws defending) unless listed",
  ],
  explain(_p, s) {
    return `Range War for up to ${s.turns} turns, the ranch's ${s.outfit} men against the rival faction; ${s.encounter ?? 'each RW encounter rolled'}`;
  },
  prepare: (p, s, o, l) => new WarRun(p, s, o, l),
};
