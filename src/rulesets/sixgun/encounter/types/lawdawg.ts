import { z } from 'zod';
import type { Layout } from '../../../../core/layout.ts';
import type { Rng } from '../../../../dice/rng.ts';
import type { Trace } from '../../../../encounter/trace.ts';
import type { ExactMetrics } from '../../../types.ts';
import { outlawTable } from '../../campaign/outlaw.ts';
import type { Ready } from '../../campaign/table.ts';
import { slOf } from '../../campaign/travel.ts';
import { GF_TYPES, GF_TYPE_BY_D6 } from '../../gunfight-tables.ts';
import type { SixgunOptions } from '../../options.ts';
import { bandSide } from '../schema.ts';
import { UNLIMITED } from './base.ts';
import { capture } from './capture.ts';
import { GunfightLeg, LEG_RESULTS, TypedLeg, WON, type Leg, type LegPlace } from './composite.ts';
import { indians } from './indians.ts';
import type { EncounterParams } from './params.ts';
import { posse } from './posse.ts';
import { mean, slotsOf } from './record.ts';
import type { CompositeRun, CompositeType } from './type.ts';

/** The encounters Lawdawg Encounters names, in its order of first appearance. */
const KINDS = ['indians', 'posse', 'gunfight', 'capture'] as const;
const [INDIANS, POSSE, GUNFIGHT, CAPTURE] = [0, 1, 2, 3];
/** His gang with him besides himself: as many as any encounter fields (a Posse's 1d6 at most). */
const MOST_GANG = 30;
/** The Star when the scenario lists nobody: a Rep 5 Outlaw. */
const STAR = bandSide.parse({
  name: 'Outlaws',
  figures: [{ name: 'Star', profession: 'outlaw', rep: 5, sand: 5, toughness: 5 }],
}).figures[0];

const setup = z.strictObject({
  encounter: z
    .enum(KINDS)
    .optional()
    .describe('The Lawdawg encounter (default: 1d6 on the SL column of Lawdawg Encounters).'),
  gunfight: z
    .enum(['rolled', ...GF_TYPES])
    .default('rolled')
    .describe(
      "A Gunfight's kind: rolled on 1d6 as §13.1's (GF-1 1–3, GF-2 4–5, GF-3 6), or fixed.",
    ),
  gang: z
    .number()
    .int()
    .min(0)
    .max(MOST_GANG)
    .optional()
    .describe(
      'His gang in the locale besides himself: each encounter fields at most these and him (default: as many as it calls for).',
    ),
});
type Setup = z.output<typeof setup>;

/**
 * A Lawdawg encounter (six-gun-sound.md §14.8 [L6007–6031]): Lawdawg Encounters (1d6 × SL)
 * names Indians, a Posse, a Gunfight or a Capture, and that encounter is played by its type
 * with the Star, always involved, leading his side: the outfit Indians fall on, the Runners of
 * a Posse (its 1d6, him always among them: "1d6 gang members chosen at random, always
 * including himself"), the Star's side of a Gunfight (its kind rolled as §13.1's), the Outlaw
 * leader a Capture goes after. His other men are rolled as each encounter rolls its side.
 */
class LawdawgRun implements CompositeRun {
  private readonly kind: Ready;
  private readonly legs = new Map<number, Leg>();
  private readonly at: LegPlace;
  private readonly most: number;
  private readonly slots;
  // This trial's encounter.
  private k = 0;
  private gf = -1;
  private leg: Leg | null = null;

  constructor(
    p: EncounterParams,
    private readonly s: Setup,
    private readonly o: SixgunOptions,
    l: Layout,
  ) {
    this.kind = lawdawgTable(p, o);
    const figures = p.sides[0]?.figures ?? [];
    this.at = {
      locale: p.locale,
      sl: p.sl,
      maxTurns: p.maxTurns,
      figures: figures.length ? figures : [STAR],
    };
    this.most = s.gang === undefined ? UNLIMITED : s.gang + 1;
    this.slots = slotsOf(l, [
      'encounter',
      'gunfight',
      'result',
      'starDown',
      'starDead',
      'lost',
      ...KINDS.map((k) => `won.${k}` as const),
    ]);
  }

  /** The leg of kind k (and Gunfight kind gf), the Star's side its side. */
  private legOf(k: number, gf: number): Leg {
    const key = k * GF_TYPES.length + Math.max(0, gf);
    let leg = this.legs.get(key);
    if (!leg) {
      leg =
        k === INDIANS
          ? new TypedLeg(indians, 0, this.at, this.o)
          : k === POSSE
            ? new TypedLeg(posse, 0, this.at, this.o)
            : k === CAPTURE
              ? new TypedLeg(capture, 1, this.at, this.o)
              : new GunfightLeg(GF_TYPES[gf], this.at, this.o);
      this.legs.set(key, leg);
    }
    return leg;
  }

  play(rng: Rng, log: Trace | null): void {
    const s = this.s;
    this.k =
      s.encounter !== undefined
        ? KINDS.indexOf(s.encounter)
        : KINDS.indexOf(this.kind.outcomes[this.kind.roll(rng)] as (typeof KINDS)[number]);
    this.gf =
      this.k !== GUNFIGHT
        ? -1
        : s.gunfight === 'rolled'
          ? GF_TYPE_BY_D6[rng.d6() - 1]
          : GF_TYPES.indexOf(s.gunfight);
    log?.line(
      `Lawdawg encounter: ${KINDS[this.k]}${this.gf >= 0 ? ` (${GF_TYPES[this.gf]})` : ''}, the Star leading his side`,
    );
    this.leg = this.legOf(this.k, this.gf);
    this.leg.play(rng, this.most, log);
    log?.line(this.leg.summary("the Star's side"));
  }

  record(acc: Float64Array): void {
    const s = this.slots,
      leg = this.leg!;
    acc[s.encounter + this.k]++;
    acc[s.gunfight + this.gf + 1]++;
    acc[s.result + leg.result]++;
    if (leg.listedLost & 1) acc[s.starDown]++;
    if (leg.listedDead & 1) acc[s.starDead]++;
    mean(acc, s.lost, leg.lost);
    if (leg.result === WON) acc[s[`won.${KINDS[this.k]}`]]++;
  }
}

/** Lawdawg Encounters at this SL, as outlaw-campaign rolls it. */
const lawdawgTable = (p: EncounterParams, o: SixgunOptions): Ready =>
  outlawTable(
    'lawdawg-encounters',
    { locale: p.locale, sl: p.sl, rep: 1, again: false, tally: 0, take: 1, train: false },
    o,
  );

/** The encounter's kind and the Gunfight's, exactly: the table's odds (or the kind fixed). */
function exactOf(p: EncounterParams, s: Setup, o: SixgunOptions): ExactMetrics {
  const kinds = new Float64Array(KINDS.length);
  if (s.encounter !== undefined) kinds[KINDS.indexOf(s.encounter)] = 1;
  else {
    const t = lawdawgTable(p, o);
    t.exact().forEach((q, j) => (kinds[KINDS.indexOf(t.outcomes[j] as never)] += q));
  }
  const gf: Record<string, number> = { none: 1 - kinds[GUNFIGHT] };
  GF_TYPES.forEach((g, j) => {
    const share =
      s.gunfight === 'rolled'
        ? GF_TYPE_BY_D6.filter((x) => x === j).length / 6
        : +(s.gunfight === g);
    gf[g] = kinds[GUNFIGHT] * share;
  });
  return {
    encounter: Object.fromEntries(KINDS.map((k, j) => [k, kinds[j]])),
    gunfight: gf,
  };
}

export const lawdawg: CompositeType<Setup> = {
  composite: true,
  id: 'lawdawg',
  code: 'LD',
  title: 'Lawdawg encounter',
  source: 'six-gun-sound.md §14.8 [L6007–6031], §13.12',
  description:
    "the law come after a Wanted Outlaw: Lawdawg Encounters (1d6 × SL) names Indians, a Posse, a Gunfight or a Capture, played by its type with the Star always in it, leading his side (a Posse's Runners are 1d6 of his gang, him always among them; a Gunfight's kind rolled as §13.1's; the Capture goes after him).",
  roles: ['Outlaws', 'Lawdawgs'],
  setup,
  check(p, s, issue) {
    if (s.gunfight !== 'rolled' && s.encounter !== undefined && s.encounter !== 'gunfight')
      issue(
        ['setup', 'gunfight'],
        `a Gunfight's kind is fixed, but the encounter is ${s.encounter} (drop gunfight, or fix encounter: gunfight)`,
      );
    const listed = p.sides[0]?.figures.length ?? 0;
    if (s.gang !== undefined && listed > s.gang + 1)
      issue(
        ['sides', 0, 'figures'],
        `${listed} figures listed, but setup.gang puts ${s.gang + 1} in the locale with the Star: list at most ${s.gang + 1}, or fix gang: ${listed - 1}`,
      );
    if (p.sides[1]?.figures.length)
      issue(['sides', 1, 'figures'], "each encounter rolls the law's side: list none");
  },
  metrics(_p, _s, l) {
    l.categories('encounter', KINDS, 'the Lawdawg encounter (Lawdawg Encounters, 1d6 × SL)');
    l.categories('gunfight', ['none', ...GF_TYPES], "a Gunfight's kind (none: no Gunfight)");
    l.categories(
      'result',
      LEG_RESULTS,
      "how the Star's side came out, by the encounter's own goals (undecided: it ran out of turns or nobody won)",
    );
    l.probability('starDown', 'the Star is Obviously Dead, Out of the Fight or ran away');
    l.probability('starDead', 'the Star is Obviously Dead');
    l.mean('lost', "his side's men Obviously Dead, Out of the Fight or run away");
    for (const k of KINDS) l.probability(`won.${k}`, `a ${k} encounter the Star's side won`);
  },
  exact: exactOf,
  notes: () => [
    "exact: only which encounter comes and the Gunfight's kind (as outlaw-campaign --table lawdawg-encounters answers them); each encounter is played by its type, simulated",
    'the Star (the first listed, else a Rep 5 Outlaw) leads his side; the rest of it is rolled as each encounter rolls its side, at most setup.gang of them',
  ],
  explain(p, s) {
    return `Lawdawg encounter at SL ${slOf(p)}: ${s.encounter ?? 'rolled on Lawdawg Encounters'}, the Star leading his side${s.gang !== undefined ? ` with at most ${s.gang} of his gang` : ''}; up to ${p.maxTurns} turns`;
  },
  prepare: (p, s, o, l) => new LawdawgRun(p, s, o, l),
};
