import { Dist, successes } from '../../dice/dist.ts';
import { CdfTable } from '../../dice/rolls.ts';
import type { Rng } from '../../dice/rng.ts';
import { Layout } from '../../core/layout.ts';
import { booleanField, enumField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { flagNamer } from '../validate.ts';
import { COVER, MAX_HP, RANGES, TIERS, WEAPONS, WOUND_CELLS, type Weapon } from './data.ts';
import { damageAfterHits, recordedDamage, toughAfter } from './injury.ts';
import type { CowpokeOptions } from './options.ts';
import { describePool, shotPool, type ShotPool } from './pool.ts';

const params = {
  weapon: enumField(WEAPONS, { description: 'Weapon fired.', noun: 'weapon' }),
  range: enumField(RANGES, { description: 'Range band (or give --distance).', noun: 'range band' }),
  distance: numberField({
    min: 0,
    unit: 'inches',
    description: 'Distance in inches; sets the range band.',
  }),
  aim: booleanField({
    default: false,
    description: 'The shooter aimed at this target (+2 pistols/shotgun, +3 others).',
  }),
  cover: enumField(COVER, {
    default: 'none',
    description: 'Target cover: wood −2, stone −3.',
    noun: 'cover',
  }),
  moved: booleanField({ default: false, description: 'The shooter moved this turn (−1).' }),
  targetMoved: booleanField({
    default: false,
    description: 'The target moved in its latest activation (−1).',
  }),
  back: booleanField({ default: false, description: 'Back shot (+1).' }),
  blaze: booleanField({
    default: false,
    description: 'Blaze Away: +3 revolver, +2 lever-action, every six hits.',
  }),
  tier: enumField(TIERS, {
    default: 'cowpoke',
    description: 'Shooter tier: greenhorn −1, legend +1.',
    noun: 'tier',
  }),
  marksman: booleanField({
    default: false,
    description: 'Shooter is a Marksman with this weapon (+1).',
  }),
  target: enumField(TIERS, {
    default: 'cowpoke',
    description: 'Target tier (HP 2/4/4; a legend is Tough).',
    noun: 'tier',
  }),
  targetTough: booleanField({ default: false, description: 'The target has the Tough skill.' }),
  neighbours: numberField({
    min: 0,
    max: 4,
    integer: true,
    description:
      "Spread (♥): enemies within the weapon's ♥ inches of the target added as extra targets, each rolled for separately (at the target's band, no aim, not moved).",
  }),
  neighbourCover: enumField(COVER, {
    description: "Spread: the extra targets' cover (default none).",
    noun: 'cover',
  }),
} as const;

/** Validated params: `check` guarantees a weapon. */
export type ShotParams = Values<typeof params> & { weapon: Weapon };

const pool = (p: ShotParams, o: CowpokeOptions): ShotPool => shotPool(p, o);

/**
 * A Spread target's pool: the primary's band and shooter-side modifiers, its own target side
 * (cover; not moved, no back shot), and no Aim, which was on the primary; cowpoke.md §1.12.
 */
const neighbourPool = (p: ShotParams, o: CowpokeOptions): ShotPool =>
  shotPool(
    {
      ...p,
      range: pool(p, o).band,
      distance: undefined,
      aim: false,
      cover: p.neighbourCover ?? 'none',
      targetMoved: false,
      back: false,
    },
    o,
  );

/** ♥ icons of a Spread weapon (placeholders: the book prints none, cowpoke.md §6). */
const SPREAD_HEARTS = (w: Weapon, o: CowpokeOptions): number | undefined =>
  w === 'shotgun'
    ? o['spread.hearts.shotgun']
    : w === 'gatling'
      ? o['spread.hearts.gatling']
      : undefined;

/** P(any six) on a single-hit roll. */
const pAnySix = (sp: ShotPool) => (sp.impossible ? 0 : 1 - (5 / 6) ** sp.dice);
const targetHp = (p: ShotParams) => MAX_HP[p.target];
const targetTough = (p: ShotParams) => p.targetTough || p.target === 'legend';

/**
 * The single-hit loop's table: a scaled draw's cell to the damage its wound records, or to
 * `miss` past cell 35. Made once per dice count, target health and Tough, and kept: rng.tally
 * keeps what it derives from a table by the table, and a sweep's 1,000-trial chunks spent as
 * long making both as drawing.
 */
const singleHitTables = new Map<string, Uint8Array>();
function singleHitTable(toCell: number, miss: number, tough: boolean): Uint8Array {
  const key = `${toCell}/${miss}/${tough}`;
  let outcome = singleHitTables.get(key);
  if (!outcome) {
    outcome = new Uint8Array(Math.floor(4294967295 * toCell) + 1).fill(miss);
    for (const [cell, w] of WOUND_CELLS.entries()) outcome[cell] = recordedDamage(w, tough);
    singleHitTables.set(key, outcome);
  }
  return outcome;
}

/**
 * Layouts by what shapes them (the most hits, the target's health, the Spread targets), shared
 * and read only: a sweep asks for every point's, and making each anew was a fifth of the main
 * thread's work while its chunks ran.
 */
const shotLayouts = new Map<string, Layout>();

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

  check(p, o, name = flagNamer) {
    const problems: string[] = [];
    if (!p.weapon) problems.push(`a weapon is required (${name.param('weapon')})`);
    if (p.range === undefined && p.distance === undefined)
      problems.push(
        `give a range band (${name.param('range')}) or a distance (${name.param('distance')})`,
      );
    if (p.range !== undefined && p.distance !== undefined)
      problems.push('give either a range band or a distance, not both');
    if (p.neighbours) {
      const hearts = SPREAD_HEARTS(p.weapon, o);
      if (hearts === undefined)
        problems.push(
          `a ${p.weapon} has no Spread (♥): only the shotgun and the Gatling gun add targets (cowpoke.md §1.12)`,
        );
      else if (p.neighbours > hearts)
        problems.push(
          `a ${p.weapon} with ${hearts} ♥ adds at most ${hearts} target(s), not ${p.neighbours} (${name.option(`spread.hearts.${p.weapon}`)}; cowpoke.md §1.12)`,
        );
      if (p.blaze) problems.push('Spread targets come with a Shoot, not a Blaze Away');
    }
    return problems;
  },

  metrics(p, o) {
    const sp = pool(p, o);
    const hitsMax = sp.multiHit ? sp.dice : 1;
    const key = `${hitsMax}/${targetHp(p)}/${p.neighbours ?? 0}`;
    let l = shotLayouts.get(key);
    if (l) return l;
    l = new Layout()
      .mean('pool', 'dice rolled')
      .probability('pHit', 'at least one hit')
      .mean('meanHits', 'mean number of hits')
      .distribution('hits', 0, hitsMax, 'number of hits')
      .distribution('damage', 0, targetHp(p) + 3, 'damage recorded on the target')
      .probability('pRemoved', 'the target (at full health) is removed by this action');
    for (let i = 1; i <= (p.neighbours ?? 0); i++)
      l.mean(`hitsN${i}`, `hits on Spread target ${i}`);
    shotLayouts.set(key, l);
    return l;
  },

  explain(p, o) {
    const sp = pool(p, o);
    const spread = p.neighbours
      ? `; ${p.neighbours} Spread target(s): ${describePool(neighbourPool(p, o))} each`
      : '';
    return `${sp.band}: ${describePool(sp)}${spread}`;
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
    const out: ExactMetrics = {
      pool: sp.dice,
      pHit: hits.atLeast(1),
      meanHits: hits.mean(),
      hits: hits.toRecord(),
      damage: damageDist.toRecord(),
      pRemoved: damageDist.atLeast(hp),
    };
    if (p.neighbours) {
      const each = pAnySix(neighbourPool(p, o));
      for (let i = 1; i <= p.neighbours; i++) out[`hitsN${i}`] = each;
    }
    return out;
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
      // twice as fast as testing for the hit. rng.tally draws and counts (the same draws as a
      // loop over u32(), about twice as fast).
      const toCell = 36 / ((1 - (5 / 6) ** n) * 4294967296);
      const miss = dmgHist.length;
      const outcome = singleHitTable(toCell, miss, tough);
      const counts = new Float64Array(miss + 1);
      rng.tally(outcome, toCell, counts, trials);
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
    let sum = 0,
      sumSq = 0;
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
    if (p.neighbours) {
      // Each Spread target's own roll, after the primary's so that its numbers stay as they were.
      const threshold = pAnySix(neighbourPool(p, o)) * 4294967296;
      for (let i = 1; i <= p.neighbours; i++) {
        const s = layout.slot(`hitsN${i}`);
        let h = 0;
        for (let t = 0; t < trials; t++) if (rng.u32() < threshold) h++;
        acc[s] += h;
        acc[s + 1] += h;
      }
    }
    acc[0] += trials;
  },
};
