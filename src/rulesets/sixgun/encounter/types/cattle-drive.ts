import { z } from 'zod';
import type { Layout } from '../../../../core/layout.ts';
import type { Rng } from '../../../../dice/rng.ts';
import type { Trace } from '../../../../encounter/trace.ts';
import {
  recruitment,
  SHORT_LOSES_FROM,
  TRAIL,
  TRAIL_LOSES_FROM,
  trailDriveEncounter,
} from '../../campaign/cowboy.ts';
import { DRIVE } from '../../campaign/encounter-trail.ts';
import type { Ready } from '../../campaign/table.ts';
import { GF_TYPES, GF_TYPE_BY_D6 } from '../../gunfight-tables.ts';
import { defaultsOf } from '../../../fields.ts';
import { sixgunOptions, type SixgunOptions } from '../../options.ts';
import { bandSide } from '../schema.ts';
import { GunfightLeg, Listed, LOST, TypedLeg, type Leg, type LegPlace } from './composite.ts';
import { indians } from './indians.ts';
import type { EncounterParams } from './params.ts';
import { mean, slotsOf } from './record.ts';
import { rustling } from './rustling.ts';
import { setupTable, valueOf } from './tables.ts';
import type { CompositeRun, CompositeType } from './type.ts';

/** The drive's three stretches, each with its encounter roll (§13.6 [L3579]). */
export const STRETCHES = ['west-texas', 'indian-territory', 'kansas'] as const;
type Stretch = (typeof STRETCHES)[number];
/**
 * What a stretch's roll can give: the one-off table's rows (as the cattle-drive table names
 * them), then the campaign Trail Drive Encounter's Calamity and Set Back (§14.5 [L5369–5390]).
 */
const STRETCH = [...DRIVE, 'calamity', 'set-back'] as const;
const [NONE, RUSTLING, GUNFIGHT, INDIANS, GF3, CALAMITY, SET_BACK] = [0, 1, 2, 3, 4, 5, 6];
/** The encounters fought (a count of them by kind is a metric). */
const KINDS = DRIVE.slice(1);
/** The campaign table's results (cowboy-campaign's trail-drive-encounter) as STRETCH rows. */
const FROM_TRAIL = TRAIL.map((t) =>
  STRETCH.indexOf(t === 'cattle-rustling' ? 'rustling' : t === 'gf-1' ? 'gunfight' : t),
);
const isFight = (k: number) => k >= RUSTLING && k <= GF3;
/** Which result a known Trail Boss's one encounter fewer takes: the first but none, or the first fight. */
const waivesOf = (o: SixgunOptions) =>
  o['campaign.knownTrailBoss'] === 'first-fight' ? isFight : (k: number) => k !== NONE;
const RESULTS = ['delivered-whole', 'delivered-short', 'herd-lost'] as const;
/** It takes 3 punchers to ride herd on 1 CP (§14.5 [L5418]). */
const HANDS_PER_CP = 3;
/** A herd of 1–6 CP: 1d6, or the Trail Boss's Rep if higher (§14.5 [L5312–5314], B-32). */
const MOST_CP = 6;
/** The Trail Boss is a Rep 5 Cowboy (§14.5 [L5340]). */
const TRAIL_BOSS = bandSide.parse({
  name: 'Drive',
  figures: [{ name: 'Trail Boss', profession: 'cowboy', rep: 5, sand: 5, toughness: 5 }],
}).figures[0];

const kind = z.enum(STRETCH);
const setup = z.strictObject({
  table: z
    .enum(['one-off', 'campaign'])
    .default('one-off')
    .describe(
      "The table a stretch's encounter is rolled on: the one-off drive's (§13.6), or the campaign's Trail Drive Encounter at the stretch's SL (§14.5: a Calamity on 2, a Set Back on 3–4, Cattle Rustling 7–8, a GF-1 on 9 or 12, Indians 10–11, a GF-3 on a 10 at SL 4+ or an 11 at SL 5+).",
    ),
  knownTrailBoss: z
    .boolean()
    .default(false)
    .describe(
      'The Trail Boss is Known as a Trail Boss (Life and Times 9–10, §14.1): one fewer encounter on the drive, which one as the option campaign.knownTrailBoss says.',
    ),
  herd: z
    .number()
    .int()
    .min(1)
    .max(MOST_CP)
    .optional()
    .describe("The herd in Cattle Points (default: 1d6, or the Trail Boss's Rep if higher)."),
  stretches: z
    .strictObject(
      Object.fromEntries(
        STRETCHES.map((s) => [
          s,
          kind
            .optional()
            .describe(
              `The encounter on the ${s} stretch (default: rolled on 2d6${s === 'kansas' ? ', the only stretch with a GF-3' : ''}).`,
            ),
        ]),
      ),
    )
    .default({})
    .describe(
      `The encounter on a stretch (${STRETCH.join(', ')}), fixed where given; rolled on 2d6 where not (a GF-3 only in Kansas; a Calamity or Set Back only on the campaign table, a Set Back's next roll rolled).`,
    ),
  recruit: z
    .boolean()
    .default(true)
    .describe(
      'On the Trail Recruitment (2d6 vs the SL) after an encounter leaves fewer fit hands than the herd needs.',
    ),
  gunfight: z
    .enum(['rolled', ...GF_TYPES])
    .default('rolled')
    .describe(
      "A Gunfight's kind: rolled on 1d6 as §13.1's (GF-1 1–3, GF-2 4–5, GF-3 6), or fixed; on the campaign table 'rolled' is its printed GF-1.",
    ),
});
type Setup = z.output<typeof setup>;

/**
 * How a herd of `cp` CP is ridden by `herders` (the Trail Boss filling one place): 3 to a CP
 * as far as they go, the rest on one CP (short 1 or 2), any CP beyond with nobody (§14.5
 * [L5418–5422]; A-26: 14 hands for 5 CP leave one CP short 1).
 */
export function shortHanded(cp: number, herders: number): { short: number; none: number } {
  const full = Math.floor(herders / HANDS_PER_CP);
  if (full >= cp) return { short: 0, none: 0 };
  const rest = herders % HANDS_PER_CP;
  return { short: rest ? HANDS_PER_CP - rest : 0, none: cp - full - (rest ? 1 : 0) };
}

/**
 * A Cattle Drive (six-gun-sound.md §13.6 [L3555–3586]), the one-off version: from West Texas
 * through the Indian Territory to Kansas, one 2d6 encounter roll a stretch, each encounter
 * played with the drive as its side throughout: the Cowboys of a Cattle Rustling, the Star's
 * outfit of Indians, the Star's side of a gunfight. The trail outfit (a Trail Boss and 3
 * hands a CP, §14.5) carries its losses from one stretch to the next: a hand Obviously Dead,
 * Out of the Fight or run away works no more herd and rides in no more fights; a lost
 * Rustling costs 1 CP, and after each encounter a CP ridden by fewer than 3 is lost on 5–6
 * (short 1) or 3–6 (short 2), with nobody at all for certain.
 */
class DriveRun implements CompositeRun {
  private readonly table: Ready[];
  private readonly legs = new Map<number, Leg>();
  private readonly listed: Listed;
  /** On the Trail Recruitment on each stretch, by hands lost (made ready as they come up). */
  private readonly recruits: Ready[][] = STRETCHES.map(() => []);
  private readonly slots;
  private readonly campaign: boolean;
  /** Which result a known Trail Boss does not have: the first of any kind, or the first fight. */
  private readonly waives: (k: number) => boolean;
  // This trial's drive.
  private herd = 0;
  private startHerd = 0;
  private fit = 0;
  private outfit = 0;
  private dead = 0;
  private rustlingLost = 0;
  private recruited = 0;
  private bossDead = false;
  /** The listed figures still fit to ride (a mask over listed.figures). */
  private up = 0;
  private turns = 0;
  private readonly fought = new Int32Array(KINDS.length);
  private calamities = 0;
  private setBacks = 0;
  /** A known Trail Boss's one encounter fewer: still to come, or gone (waived: it came). */
  private free = false;
  private waived = false;

  constructor(
    private readonly p: EncounterParams,
    private readonly s: Setup,
    private readonly o: SixgunOptions,
    l: Layout,
  ) {
    this.campaign = s.table === 'campaign';
    this.table = STRETCHES.map((region) =>
      this.campaign ? trailDriveEncounter(region) : setupTable('cattle-drive', { region }, o),
    );
    this.waives = waivesOf(o);
    const figures = p.sides[0]?.figures ?? [];
    this.listed = new Listed(figures.length ? figures : [TRAIL_BOSS]);
    this.slots = slotsOf(l, [
      'result',
      'herd',
      'delivered',
      'cpLost',
      'encounters',
      'rustlingLost',
      'recruited',
      'handsLost',
      'handsDead',
      'bossDead',
      'turnsFought',
      ...KINDS.map((k) => `fought.${k}` as const),
      ...(this.campaign ? (['calamities', 'setBacks'] as const) : []),
      ...(s.knownTrailBoss ? (['waived'] as const) : []),
    ]);
  }

  /** A stretch's roll, as a STRETCH row. */
  private rollStretch(i: number, rng: Rng): number {
    const k = this.table[i].roll(rng);
    return this.campaign ? FROM_TRAIL[k] : k;
  }

  /**
   * The leg of encounter kind k (gunfight kind gf) on stretch i with the listed figures of
   * mask m, built the first time it comes up.
   */
  private leg(k: number, gf: number, i: number, m: number): Leg {
    // A gunfight reads no locale: one leg serves every stretch (each leg keeps its own worlds).
    const where = k === RUSTLING || k === INDIANS ? i : 0;
    const key = ((k * GF_TYPES.length + gf) * STRETCHES.length + where) * (this.listed.all + 1) + m;
    let leg = this.legs.get(key);
    if (leg === undefined) {
      const figures = this.listed.of(m);
      const at: LegPlace = { locale: STRETCHES[where], maxTurns: this.p.maxTurns, figures };
      leg =
        k === RUSTLING
          ? new TypedLeg(rustling, 1, at, this.o)
          : k === INDIANS
            ? new TypedLeg(indians, 0, at, this.o)
            : new GunfightLeg(GF_TYPES[gf], at, this.o);
      this.legs.set(key, leg);
    }
    return leg;
  }

  play(rng: Rng, log: Trace | null): void {
    const s = this.s;
    const boss = this.listed.figures[0];
    this.herd = this.startHerd = s.herd ?? Math.max(rng.d6(), Math.min(MOST_CP, boss.rep));
    this.fit = this.outfit = 1 + HANDS_PER_CP * this.herd;
    this.dead = this.rustlingLost = this.recruited = this.turns = 0;
    this.calamities = this.setBacks = 0;
    this.bossDead = false;
    this.free = s.knownTrailBoss;
    this.waived = false;
    this.up = this.listed.all;
    this.fought.fill(0);
    log?.line(`Cattle Drive: ${this.herd} CP, a Trail Boss and ${this.outfit - 1} hands`);
    for (let i = 0; i < STRETCHES.length && this.herd > 0 && this.fit > 0; i++) {
      const fixed = s.stretches[STRETCHES[i]];
      let k = fixed !== undefined ? STRETCH.indexOf(fixed) : this.rollStretch(i, rng);
      // A Set Back keeps the drive on this stretch another turn, rolling again (§14.5 [L5388–5390]).
      for (;;) {
        log?.line(
          `${STRETCHES[i]}: ${STRETCH[k]}${k === RUSTLING ? ' (the drive are the Cowboys)' : ''}`,
        );
        if (this.free && this.waives(k)) {
          this.free = false;
          this.waived = true;
          log?.line('the Trail Boss is known: the drive does not have this one');
        } else if (k === CALAMITY || k === SET_BACK) {
          this.strays(k, rng, log);
          if (k === SET_BACK && this.herd > 0) {
            k = this.rollStretch(i, rng);
            continue;
          }
        } else if (k !== NONE) this.fight(k, i, rng, log);
        break;
      }
    }
  }

  /** A Calamity (each CP lost on 4–6) or a Set Back (on 6), §14.5 [L5382–5390]. */
  private strays(k: number, rng: Rng, log: Trace | null): void {
    const from = TRAIL_LOSES_FROM[k === CALAMITY ? 'calamity' : 'set-back'];
    let lost = 0;
    for (let c = 0; c < this.herd; c++) if (rng.d6() >= from) lost++;
    this.herd -= lost;
    if (k === CALAMITY) this.calamities++;
    else this.setBacks++;
    log?.line(`${lost} CP lost, ${this.herd} CP left`);
  }

  /** Encounter kind k on stretch i, played with the drive's fit hands and listed figures. */
  private fight(k: number, i: number, rng: Rng, log: Trace | null): void {
    const s = this.s;
    const gf =
      k === GF3
        ? 2
        : k === GUNFIGHT
          ? s.gunfight === 'rolled'
            ? this.campaign
              ? 0
              : GF_TYPE_BY_D6[rng.d6() - 1]
            : GF_TYPES.indexOf(s.gunfight)
          : 0;
    const m = this.up;
    const leg = this.leg(k, gf, i, m);
    leg.play(rng, this.fit, log);
    // A listed figure lost rides in the chuck wagon, or in no more fights (§14.5 [L5396]).
    this.up &= ~this.listed.back(m, leg.listedLost);
    if (this.listed.back(m, leg.listedDead) & 1) this.bossDead = true;
    log?.line(leg.summary('the drive'));
    this.fought[k - 1]++;
    this.turns += leg.turns;
    this.fit -= leg.lost;
    this.dead += leg.dead;
    if (k === RUSTLING && leg.result === LOST) {
      this.rustlingLost++;
      this.herd--;
    }
    if (s.recruit) this.recruit(i, rng, log);
    this.rideHerd(rng, log);
  }

  /**
   * Fewer fit hands than the herd needs (3 a CP, the Trail Boss filling one place): 2d6 vs the
   * stretch's SL for those lost since the start (§14.5 [L5400–5416]; A-26: 5 lost, Pass 1, 2 back).
   */
  private recruit(i: number, rng: Rng, log: Trace | null): void {
    if (this.fit >= HANDS_PER_CP * this.herd) return;
    const lost = this.outfit - this.fit;
    const t = (this.recruits[i][lost] ??= recruitment(STRETCHES[i], lost));
    const back = valueOf(t, t.roll(rng));
    this.fit += back;
    this.recruited += back;
    log?.line(`On the Trail Recruitment for ${lost} lost: ${back} hired`);
  }

  /** After an encounter, each CP short of hands may stray (§14.5 [L5418–5424]). */
  private rideHerd(rng: Rng, log: Trace | null): void {
    const { short, none } = shortHanded(this.herd, this.fit);
    let lost = none;
    if (short && rng.d6() >= SHORT_LOSES_FROM[short as 1 | 2]) lost++;
    this.herd -= lost;
    log?.line(
      `${this.fit} fit hands for the herd: ${lost} CP lost, ${this.herd} CP left${this.bossDead ? ' (the Trail Boss is dead)' : ''}`,
    );
  }

  record(acc: Float64Array): void {
    const s = this.slots;
    const result = this.herd <= 0 ? 2 : this.herd === this.startHerd ? 0 : 1;
    acc[s.result + result]++;
    mean(acc, s.herd, this.startHerd);
    mean(acc, s.delivered, Math.max(0, this.herd));
    mean(acc, s.cpLost, this.startHerd - Math.max(0, this.herd));
    let n = 0;
    KINDS.forEach((k, j) => {
      mean(acc, s[`fought.${k}`], this.fought[j]);
      n += this.fought[j];
    });
    acc[s.encounters + n]++;
    mean(acc, s.rustlingLost, this.rustlingLost);
    mean(acc, s.recruited, this.recruited);
    mean(acc, s.handsLost, this.outfit - this.fit + this.recruited);
    mean(acc, s.handsDead, this.dead);
    if (this.bossDead) acc[s.bossDead]++;
    mean(acc, s.turnsFought, this.turns);
    if (this.campaign) {
      mean(acc, s.calamities!, this.calamities);
      mean(acc, s.setBacks!, this.setBacks);
    }
    if (this.waived) acc[s.waived!]++;
  }
}

/** P(each STRETCH row) of a stretch's roll on the one-off or the campaign table. */
function stretchOdds(region: Stretch, campaign: boolean, o: SixgunOptions): Float64Array {
  const out = new Float64Array(STRETCH.length);
  if (campaign) {
    const q = trailDriveEncounter(region).exact();
    FROM_TRAIL.forEach((k, j) => (out[k] += q[j]));
  } else out.set(setupTable('cattle-drive', { region }, o).exact());
  return out;
}

/**
 * The chance of 0–3 encounters fought on the drive, exactly: each stretch has at most one (a
 * Set Back only rolls again), independently but for a known Trail Boss's one fewer, unless
 * the scenario fixes it (a fixed Set Back's next roll is rolled).
 */
export function encountersExact(s: Setup, o: SixgunOptions): number[] {
  const campaign = s.table === 'campaign';
  const firstFight = o['campaign.knownTrailBoss'] === 'first-fight';
  // By fights so far: the known Trail Boss's encounter fewer still to come (free), or not.
  let free = [s.knownTrailBoss ? 1 : 0];
  let spent = [s.knownTrailBoss ? 0 : 1];
  STRETCHES.forEach((region) => {
    const rolled = stretchOdds(region, campaign, o);
    const fixed = s.stretches[region];
    const first = fixed !== undefined ? STRETCH.map((k) => Number(k === fixed)) : [...rolled];
    const fights = (q: ArrayLike<number>) => q[RUSTLING] + q[GUNFIGHT] + q[INDIANS] + q[GF3];
    // After a Set Back the stretch is rolled again until it gives something else.
    const after = fights(rolled) / (1 - rolled[SET_BACK]);
    const none = first[NONE] + first[CALAMITY] + first[SET_BACK] * (1 - after);
    // While the encounter fewer is still to come, the first result but none (or the first fight) is it.
    const keep = firstFight ? none : first[NONE];
    spent = [...spent, 0].map(
      (q, n) => q * none + (n > 0 ? spent[n - 1] * (1 - none) : 0) + (free[n] ?? 0) * (1 - keep),
    );
    free = [...free, 0].map((q) => q * keep);
  });
  return free.map((q, n) => q + spent[n]);
}

/**
 * The mean number of Calamities and Set Backs on the drive, and the chance that a known Trail
 * Boss's encounter fewer came up (waived), exactly, as encountersExact reads the drive (three
 * stretches, the herd never gone): a stretch's first roll (fixed or rolled), then after each
 * Set Back a rolled one, until a roll is not a Set Back; while the encounter fewer is still to
 * come, the first result it takes is it.
 */
export function countsExact(s: Setup, o: SixgunOptions) {
  const campaign = s.table === 'campaign';
  const waives = waivesOf(o);
  let free = s.knownTrailBoss ? 1 : 0;
  const sum = { calamities: 0, setBacks: 0, waived: 0 };
  for (const region of STRETCHES) {
    const rolled = stretchOdds(region, campaign, o);
    const fixed = s.stretches[region];
    const first = fixed !== undefined ? STRETCH.map((k) => Number(k === fixed)) : [...rolled];
    // One roll's results but a Set Back's next roll: counts, waived, and the chance the
    // encounter fewer is still to come after it.
    const once = (q: ArrayLike<number>, stillFree: boolean) => {
      const r = { calamities: 0, setBacks: 0, waived: 0, free: 0 };
      for (let k = 0; k < q.length; k++) {
        if (stillFree && waives(k)) r.waived += q[k];
        else if (k === CALAMITY) r.calamities += q[k];
        else if (k === SET_BACK) r.setBacks += q[k];
        if (stillFree && !waives(k) && k !== SET_BACK) r.free += q[k];
      }
      return r;
    };
    const stretch = (stillFree: boolean) => {
      const loops = !(stillFree && waives(SET_BACK));
      const a = once(rolled, stillFree);
      // The rolls after a Set Back: R = a + P(Set Back) R.
      const g = loops ? 1 / (1 - rolled[SET_BACK]) : 0;
      const b = once(first, stillFree);
      const again = loops ? first[SET_BACK] * g : 0;
      return {
        calamities: b.calamities + again * a.calamities,
        setBacks: b.setBacks + again * a.setBacks,
        waived: b.waived + again * a.waived,
        free: b.free + again * a.free,
      };
    };
    const t = stretch(true),
      u = stretch(false);
    sum.calamities += free * t.calamities + (1 - free) * u.calamities;
    sum.setBacks += free * t.setBacks + (1 - free) * u.setBacks;
    sum.waived += free * t.waived;
    free *= t.free;
  }
  return sum;
}

export const cattleDrive: CompositeType<Setup> = {
  composite: true,
  id: 'cattle-drive',
  code: 'CD',
  title: 'Cattle Drive',
  source: 'six-gun-sound.md §13.6 [L3555–3586], §14.5 [L5306–5424]',
  description:
    "the one-off drive from West Texas through the Indian Territory to Kansas: a 2d6 encounter roll a stretch (Cattle Rustling 6–8, a Gunfight 9 or 12, Indians 10–11, a GF-3 on a 10 in Kansas), each played with the drive as its side (the Cowboys, the Star's outfit, the Star's side); the trail outfit (a Trail Boss and 3 hands a CP, §14.5) carries its losses from stretch to stretch, a lost Rustling costs 1 CP, and a CP ridden by fewer than 3 hands may stray after each encounter.",
  roles: ['Drive', 'Them'],
  setup,
  check(p, s, issue) {
    for (const region of STRETCHES) {
      const fixed = s.stretches[region];
      if (fixed === 'gf-3' && region !== 'kansas')
        issue(
          ['setup', 'stretches', region],
          `the Cattle Drive table gives a GF-3 only in Kansas (a 10); in ${region} a 10 is Indians (§13.6): fix ${region}: indians, or the gf-3 in kansas`,
        );
      if ((fixed === 'calamity' || fixed === 'set-back') && s.table !== 'campaign')
        issue(
          ['setup', 'stretches', region],
          `a ${fixed} is on the campaign's Trail Drive Encounter table only (§14.5): set table: campaign`,
        );
    }
    const listed = p.sides[0]?.figures.length ?? 0;
    if (s.herd !== undefined && listed > 1 + HANDS_PER_CP * s.herd)
      issue(
        ['sides', 0, 'figures'],
        `${listed} figures listed, but a ${s.herd} CP drive has a Trail Boss and ${HANDS_PER_CP * s.herd} hands: list at most ${1 + HANDS_PER_CP * s.herd}, or a bigger herd`,
      );
    if (p.sides[1]?.figures.length)
      issue(['sides', 1, 'figures'], "each encounter rolls the drive's enemies: list none");
  },
  metrics(_p, s, l) {
    l.categories(
      'result',
      RESULTS,
      "the herd at trail's end: every CP delivered, some lost, or none left (the drive broke up)",
    );
    l.mean('herd', "the herd at the start, in CP (1d6, or the Trail Boss's Rep if higher)");
    l.mean('delivered', "CP delivered at trail's end");
    l.mean('cpLost', 'CP lost on the way (lost Rustlings and short-handed herds)');
    l.distribution('encounters', 0, STRETCHES.length, 'encounters fought along the drive');
    for (const k of KINDS) l.mean(`fought.${k}`, `${k} encounters fought`);
    l.mean('rustlingLost', 'Cattle Rustlings lost (the rustlers got away), each 1 CP');
    l.mean('recruited', 'hands hired on the trail (On the Trail Recruitment)');
    l.mean(
      'handsLost',
      'hands (the Trail Boss included) Obviously Dead, Out of the Fight or run away',
    );
    l.mean('handsDead', 'hands Obviously Dead');
    l.probability(
      'bossDead',
      'the Trail Boss (the first listed figure) ended an encounter Obviously Dead',
    );
    l.mean('turnsFought', 'Game Turns fought in all the encounters');
    if (s.table === 'campaign') {
      l.mean('calamities', 'Calamities (each CP lost on 4–6)');
      l.mean('setBacks', 'Set Backs (each CP lost on a 6; a turn more on the stretch)');
    }
    if (s.knownTrailBoss)
      l.probability('waived', 'the encounter the known Trail Boss does not have came up');
  },
  notes(_p, s) {
    const exact = encountersExact(s, defaultsOf(sixgunOptions) as SixgunOptions);
    const table =
      s.table === 'campaign'
        ? "the campaign's Trail Drive Encounter at each stretch's SL: a Calamity or Set Back costs CP, not men, and a Set Back rolls the stretch again; no season is kept (a Set Back in Winter would winter there)"
        : 'no Calamity or Set Back (the one-off table has none)';
    return [
      `exact: the number of encounters ${exact.map((q, n) => `${n}: ${q.toFixed(4)}`).join(', ')} (the drive stops early only when the herd or the outfit is gone${s.knownTrailBoss ? "; the known Trail Boss's encounter fewer as campaign.knownTrailBoss reads it by default" : ''})`,
      `the drive's listed figures (the first is the Trail Boss, else a Rep 5 Cowboy) come first in each encounter until one is lost, the rest rolled as the encounter rolls its side; with none left a gunfight's Star is a Rep 4 Cowboy hand; each encounter fields at most the fit hands, its enemies rolled against the number fielded; ${table}`,
    ];
  },
  explain(_p, s) {
    return `Cattle Drive of ${s.herd ?? "1d6 (or the Trail Boss's Rep)"} CP from West Texas through the Indian Territory to Kansas, an encounter rolled on each stretch${s.table === 'campaign' ? " on the campaign's Trail Drive Encounter table" : ''}${Object.keys(s.stretches).length ? ' (some fixed)' : ''}${s.knownTrailBoss ? ', the Trail Boss known as one (an encounter fewer)' : ''}`;
  },
  prepare: (p, s, o, l) => new DriveRun(p, s, o, l),
};
