import { Dist, successes } from '../../dice/dist.ts';
import { CdfTable } from '../../dice/rolls.ts';
import type { Rng } from '../../dice/rng.ts';
import { Layout } from '../../core/layout.ts';
import { booleanField, enumField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { COVER, MAX_HP, RANGES, TIERS, WEAPONS, WOUND_CELLS, type Weapon } from './data.ts';
import { damageAfterHits, recordedDamage, toughAfter } from './injury.ts';
import type { CowpokeOptions } from './options.ts';
import { describePool, shotPool, type ShotPool } from './pool.ts';

const params = {
  weapon: enumField(WEAPONS, { description: 'Weapon fired.', noun: 'weapon' }),
  range: enumField(RANGES, { description: 'Range band (or give --distance).', noun: 'range band' }),
  distance: numberField({ min: 0, unit: 'inches', description: 'Distance in inches; sets the range band.' }),
  aim: booleanField({ default: false, description: 'The shooter aimed at this target (+2 pistols/shotgun, +3 others).' }),
  cover: enumField(COVER, { default: 'none', description: 'Target cover: wood −2, stone −3.', noun: 'cover' }),
  moved: booleanField({ default: false, description: 'The shooter moved this turn (−1).' }),
  targetMoved: booleanField({ default: false, description: 'The target moved in its latest activation (−1).' }),
  back: booleanField({ default: false, description: 'Back shot (+1).' }),
  blaze: booleanField({ default: false, description: 'Blaze Away: +3 revolver, +2 lever-action, every six hits.' }),
  tier: enumField(TIERS, { default: 'cowpoke', description: 'Shooter tier: greenhorn −1, legend +1.', noun: 'tier' }),
  marksman: booleanField({ default: false, description: 'Shooter is a Marksman with this weapon (+1).' }),
  target: enumField(TIERS, { default: 'cowpoke', description: 'Target tier (HP 2/4/4; a legend is Tough).', noun: 'tier' }),
  targetTough: booleanField({ default: false, description: 'The target has the Tough skill.' }),
} as const;

/** Validated params: `check` guarantees a weapon. */
export type ShotParams = Values<typeof params> & { weapon: Weapon };

const pool = (p: ShotParams, o: CowpokeOptions): ShotPool => shotPool(p, o);
const targetHp = (p: ShotParams) => MAX_HP[p.target];
const targetTough = (p: ShotParams) => p.targetTough || p.target === 'legend';

/** The distribution of hits from a pool: one hit at most unless every six counts. */
function hitsDist(sp: ShotPool): Dist {
  if (sp.impossible) return new Dist(0, Float64Array.of(1));
  const sixes = successes(sp.dice, 1 / 6);
  if (sp.multiHit) return sixes;
  return new Dist(0, Float64Array.of(sixes.p[0], 1 - sixes.p[0]));
}

export const shot: Procedure<ShotParams, CowpokeOptions> = {
  id: 'shot',
  title: 'One shooting action',
  description:
    'One Shoot or Blaze Away action at a target at full health: the pool after every modifier and the Minimum Dice Rule, hits, and the damage recorded through the location × severity chart and Tough (cowpoke.md §1.2–1.5, §1.11).',
  params,

  check(p) {
    const problems: string[] = [];
    if (!p.weapon) problems.push('a weapon is required (--weapon)');
    if (p.range === undefined && p.distance === undefined) problems.push('give a range band (--range) or a distance (--distance)');
    if (p.range !== undefined && p.distance !== undefined) problems.push('give either a range band or a distance, not both');
    return problems;
  },

  metrics(p, o) {
    const sp = pool(p, o);
    return new Layout()
      .mean('pool', 'dice rolled')
      .probability('pHit', 'at least one hit')
      .mean('meanHits', 'mean number of hits')
      .distribution('hits', 0, sp.multiHit ? sp.dice : 1, 'number of hits')
      .distribution('damage', 0, targetHp(p) + 3, 'damage recorded on the target')
      .probability('pRemoved', 'the target (at full health) is removed by this action');
  },

  explain(p, o) {
    const sp = pool(p, o);
    return `${sp.band}: ${describePool(sp)}`;
  },

  exact(p, o): ExactMetrics {
    const sp = pool(p, o);
    const hits = hitsDist(sp);
    const hp = targetHp(p);
    const damage = new Float64Array(hp + 4);
    for (let k = 0; k < hits.p.length; k++) {
      const byK = damageAfterHits(k, hp, targetTough(p), o['tough.mode']);
      for (let d = 0; d < damage.length; d++) damage[d] += hits.p[k] * byK[d];
    }
    const damageDist = new Dist(0, damage);
    return {
      pool: sp.dice,
      pHit: hits.atLeast(1),
      meanHits: hits.mean(),
      hits: hits.toRecord(),
      damage: damageDist.toRecord(),
      pRemoved: damageDist.atLeast(hp),
    };
  },

  simulate(p, o, rng: Rng, trials, acc) {
    const layout = this.metrics(p, o);
    const sp = pool(p, o);
    const hp = targetHp(p);
    const tough = targetTough(p);
    const mode = o['tough.mode'];
    const n = sp.dice;
    const hitHist = new Float64Array(layout.get('hits').width);
    const dmgHist = new Float64Array(hp + 4);

    if (n > 0 && !sp.multiHit) {
      // Only "any six?" matters, and a single wound on a target at full health, where Tough
      // either ignores a Light or not. One 32-bit draw does both: below the threshold is a hit,
      // and where it falls below the threshold is uniform too, so it picks the wound cell
      // (every cell within 1 in 2·10^7 of 1/36, even for one die). A table maps the scaled
      // draw to a damage, or to a miss past cell 35, so the loop has no branch to mispredict:
      // twice as fast as testing for the hit.
      const threshold = (1 - (5 / 6) ** n) * 4294967296;
      const toCell = 36 / threshold;
      const miss = dmgHist.length;
      const outcome = new Uint8Array(Math.floor(4294967295 * toCell) + 1).fill(miss);
      WOUND_CELLS.forEach((w, cell) => (outcome[cell] = recordedDamage(w, tough)));
      const counts = new Float64Array(miss + 1);
      for (let t = 0; t < trials; t++) counts[outcome[(rng.u32() * toCell) | 0]]++;
      for (let d = 0; d < miss; d++) {
        dmgHist[d] = counts[d];
        hitHist[1] += counts[d];
      }
    } else if (n > 0) {
      // The number of sixes among n dice, drawn from its exact CDF with one uniform.
      const sixes = new CdfTable(0, successes(n, 1 / 6).p);
      for (let t = 0; t < trials; t++) {
        const hits = sixes.sample(rng);
        let dmg = 0;
        let avail = tough;
        for (let h = 0; h < hits && dmg < hp; h++) {
          const w = WOUND_CELLS[rng.below(36)];
          dmg += recordedDamage(w, avail);
          avail = toughAfter(w, avail, mode);
        }
        hitHist[hits]++;
        dmgHist[dmg]++;
      }
    }
    // Misses were not counted in the single-hit loop; everything else follows from the two
    // histograms.
    let counted = 0;
    for (const c of hitHist) counted += c;
    hitHist[0] += trials - counted;
    dmgHist[0] += trials - counted;

    const sHits = layout.slot('hits');
    const sDamage = layout.slot('damage');
    let sum = 0, sumSq = 0;
    hitHist.forEach((c, k) => {
      acc[sHits + k] += c;
      sum += k * c;
      sumSq += k * k * c;
    });
    let removed = 0;
    dmgHist.forEach((c, d) => {
      acc[sDamage + d] += c;
      if (d >= hp) removed += c;
    });
    acc[layout.slot('pool')] += n * trials;
    acc[layout.slot('pool') + 1] += n * n * trials;
    acc[layout.slot('pHit')] += trials - hitHist[0];
    acc[layout.slot('meanHits')] += sum;
    acc[layout.slot('meanHits') + 1] += sumSq;
    acc[layout.slot('pRemoved')] += removed;
    acc[0] += trials;
  },
};
