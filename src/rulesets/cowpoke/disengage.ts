import { convolve, Dist } from '../../dice/dist.ts';
import { rollCountAtLeast } from '../../dice/rolls.ts';
import type { Rng } from '../../dice/rng.ts';
import { Layout } from '../../core/layout.ts';
import { booleanField, enumField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { flagNamer } from '../validate.ts';
import { MAX_HP, PARTING_DICE, TIERS, WOUND_CELLS } from './data.ts';
import { damageAfterHits, recordedDamage, toughAfter } from './injury.ts';
import type { CowpokeOptions } from './options.ts';

const params = {
  armed: numberField({
    default: 1,
    min: 0,
    max: 4,
    integer: true,
    description: 'Enemies in contact carrying a melee weapon (2 dice each).',
  }),
  unarmed: numberField({
    default: 0,
    min: 0,
    max: 4,
    integer: true,
    description: 'Enemies in contact with bare hands (1 die each).',
  }),
  gunmen: numberField({
    default: 0,
    min: 0,
    max: 4,
    integer: true,
    description:
      'Enemies in contact with only firearms: unarmed unless disengage.firearmCountsAsArmed.',
  }),
  tier: enumField(TIERS, {
    default: 'cowpoke',
    description: 'Tier of the model leaving contact (HP; a legend is Tough).',
    noun: 'tier',
  }),
  tough: booleanField({ default: false, description: 'The model leaving has the Tough skill.' }),
} as const;

export type DisengageParams = Values<typeof params>;

/** Dice of each parting attack, in resolution order (armed enemies first; order cannot change the odds). */
export function partingDice(p: DisengageParams, o: CowpokeOptions): number[] {
  const gunDice = o['disengage.firearmCountsAsArmed'] ? PARTING_DICE.armed : PARTING_DICE.unarmed;
  return [
    ...Array<number>(p.armed).fill(PARTING_DICE.armed),
    ...Array<number>(p.gunmen).fill(gunDice),
    ...Array<number>(p.unarmed).fill(PARTING_DICE.unarmed),
  ];
}

/** P(at least one six) with n dice: a parting attack hits once at most (cowpoke.md §1.8 [L549]). */
const pHitWith = (n: number) => 1 - (5 / 6) ** n;

export const disengage: Procedure<DisengageParams, CowpokeOptions> = {
  id: 'disengage',
  title: 'Disengaging from a brawl',
  description:
    'A model leaves base contact: every enemy in contact makes a free attack first, 2 dice if armed with a melee weapon and 1 if not, no modifiers, one hit at most each (cowpoke.md §1.8).',
  params,

  check(p, _o, name = flagNamer) {
    return p.armed + p.unarmed + p.gunmen === 0
      ? [
          `at least one enemy must be in contact (${name.param('armed')}, ${name.param('unarmed')} or ${name.param('gunmen')})`,
        ]
      : [];
  },

  metrics(p, o) {
    const n = partingDice(p, o).length;
    return new Layout()
      .probability('pHit', 'at least one parting attack hits')
      .distribution('hits', 0, n, 'parting attacks that hit')
      .distribution('damage', 0, MAX_HP[p.tier] + 3, 'damage recorded on the model leaving')
      .probability('pRemoved', 'the model is removed before it can move')
      .probability('pEscapes', 'the model survives and moves away');
  },

  explain(p, o) {
    return `parting attacks: ${partingDice(p, o)
      .map((d) => `${d}d6`)
      .join(', ')}; each hits on any six`;
  },

  exact(p, o): ExactMetrics {
    let hits = new Dist(0, Float64Array.of(1));
    for (const d of partingDice(p, o))
      hits = convolve(hits, new Dist(0, Float64Array.of(1 - pHitWith(d), pHitWith(d))));
    const hp = MAX_HP[p.tier];
    const damage = new Float64Array(hp + 4);
    hits.p.forEach((ph, k) => {
      const byK = damageAfterHits(k, hp, p.tough || p.tier === 'legend', o['tough.mode']);
      for (let d = 0; d < damage.length; d++) damage[d] += ph * byK[d];
    });
    const dd = new Dist(0, damage);
    return {
      pHit: hits.atLeast(1),
      hits: hits.toRecord(),
      damage: dd.toRecord(),
      pRemoved: dd.atLeast(hp),
      pEscapes: dd.atMost(hp - 1),
    };
  },

  simulate(p, o, rng: Rng, trials, acc) {
    const layout = this.metrics(p, o);
    const sHit = layout.slot('pHit'),
      sHits = layout.slot('hits'),
      sDamage = layout.slot('damage');
    const sRemoved = layout.slot('pRemoved'),
      sEscapes = layout.slot('pEscapes');
    const dice = Int32Array.from(partingDice(p, o));
    const hp = MAX_HP[p.tier];
    const tough = p.tough || p.tier === 'legend';
    const mode = o['tough.mode'];
    for (let t = 0; t < trials; t++) {
      let hits = 0,
        dmg = 0,
        avail = tough;
      for (let e = 0; e < dice.length; e++) {
        // A parting attack hits on any six (cowpoke.md §1.8); every die is rolled.
        if (rollCountAtLeast(rng, dice[e], 6, 6) === 0) continue;
        hits++;
        if (dmg >= hp) continue; // already removed: later hits change nothing
        const w = WOUND_CELLS[rng.below(36)];
        dmg += recordedDamage(w, avail);
        avail = toughAfter(w, avail, mode);
      }
      if (hits > 0) acc[sHit]++;
      acc[sHits + hits]++;
      acc[sDamage + dmg]++;
      if (dmg >= hp) acc[sRemoved]++;
      else acc[sEscapes]++;
    }
    acc[0] += trials;
  },
};
