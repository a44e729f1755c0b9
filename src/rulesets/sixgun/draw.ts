import { Layout } from '../../core/layout.ts';
import { figureKeys } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { ARM_LEVELS } from './damage.ts';
import { hurtAt } from './draw/arm-tally.ts';
import { exactDraw } from './draw/exact.ts';
import { LATE, check } from './draw/figures.ts';
import { WHO, params, type DrawParams } from './draw/params.ts';
import { OD, OOF, RAN, SURRENDERED, UNHURT, WOUNDED, setup, type Fig } from './draw/setup.ts';
import { newScratch, simDraw } from './draw/simulate.ts';
import type { SixgunOptions } from './options.ts';

export { distanceOf } from './draw/figures.ts';
export type { DrawParams } from './draw/params.ts';
// What the gunfight encounter plays its opening Draw with.
export { DRAW_STATES, OD, OOF, RAN, UNHURT, WOUNDED, setup, type Setup } from './draw/setup.ts';
export { newScratch, simDraw, type SimScratch } from './draw/simulate.ts';

/**
 * The Draw between two to four figures, six-gun-sound.md §7: Flinch checks, pools of Rep plus
 * the Draw modifiers, passes on 1–3, the Draw table, Got the Drop and its re-draw, and Been
 * Shot At for the out-drawn survivor. Every declared pair resolves at once (C-52). Where §7
 * is silent about three or more figures:
 * - "a ≥3 result has already happened once" is read in pair order A–B, A–C, …, C–D;
 * - a figure hit by two opponents at once keeps the worse hit, and the wounds both dealt his
 *   arms (a Pass 1 at an arm, §6.5 [L1557–1558]) add up: two make the arm unusable;
 * - out-drawing a figure that did not declare you gives no result against it (C-52(d));
 * - a held unmanned figure is held by the first figure it is paired with, and re-draws
 *   against that one only, who also keeps his own pairs in the main round.
 * The exact answer and the simulation follow these readings alike, for two to four figures.
 *
 * The files under draw/: params.ts (the figures' fields), figures.ts (reading them back and
 * checking them), setup.ts (pools and reaction tables per figure), exact.ts and simulate.ts.
 */

/** The per-figure metrics of a Draw: name, index into DRAW_STATES, meaning. */
export const PER_FIGURE = [
  ['pObviouslyDead', OD, 'is Obviously Dead'],
  ['pOutOfFight', OOF, 'is Out of the Fight'],
  ['pWounded', WOUNDED, 'is wounded but standing'],
  ['pSurrendered', SURRENDERED, 'surrendered (passed Got the Drop)'],
  ['pRanAway', RAN, 'ran away (unmanned, or Runaway on Been Shot At)'],
  ['pUnhurt', UNHURT, 'is standing and unhurt'],
] as const;

/**
 * The per-figure metrics of the arms a figure stands with after the Draw (§6.5 [L1557–1558]):
 * name, whose wounds (0 the gun arm, 1 the off arm), how many (2: unusable), meaning.
 */
export const PER_ARM = [
  ['pGunArmWounded', 0, 1, 'stands wounded with one wound to his gun arm (−1 Rep when firing)'],
  ['pGunArmUnusable', 0, 2, 'stands wounded with his gun arm unusable (two wounds)'],
  ['pOffArmWounded', 1, 1, 'stands wounded with one wound to his off arm (−1 Rep with a long arm)'],
  ['pOffArmUnusable', 1, 2, 'stands wounded with his off arm unusable (two wounds)'],
] as const;

/** Whether PER_ARM entry `arm`, `wounds` is true of gun-arm wounds g and off-arm wounds o. */
const armIs = (arm: number, wounds: number, g: number, o: number) => (arm === 0 ? g : o) === wounds;

/** The outcomes of `lastStanding` for n figures: each figure, then nobody, then several. */
const lastStandingLabels = (n: number) => [...WHO.slice(0, n), 'nobody', 'several'];

const popcount = (mask: number) => {
  let c = 0;
  for (let m = mask; m; m &= m - 1) c++;
  return c;
};

/** The `lastStanding` outcome of a bit mask of the figures still standing. */
function lastStandingOf(mask: number, n: number): number {
  if (mask === 0) return n;
  if (mask & (mask - 1)) return n + 1;
  return 31 - Math.clz32(mask);
}

export const draw: Procedure<DrawParams, SixgunOptions> = {
  id: 'draw',
  title: 'The Draw between two, three or four figures',
  description:
    'A quick-draw between A and B (and C, D with figures 3 or 4), each drawing on its declared targets: Flinch, pools of Rep plus the Draw modifiers passing on 1–3, every declared pair compared at once (C-52), Got the Drop for the first ≥3 result and its re-draw between those two only, Been Shot At for whoever was out-drawn and not hit (six-gun-sound.md §7); then who is still standing, and with which arms wounded (a Pass 1 at an arm wounds it, §6.5). Exact for two, three or four figures, who stands all together included.',
  params,
  check,

  complete(p) {
    // In the params' own order, with C's and D's defaults for the figures present.
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(params)) out[key] = p[key as keyof DrawParams];
    for (const [i, prefix, fields] of LATE) {
      if (p.figures <= i) continue;
      const defaults = Object.values(fields).map((f) => f.default);
      figureKeys(prefix, fields).forEach((k, j) => (out[k] ??= defaults[j]));
    }
    return out as DrawParams;
  },

  metrics(p, o) {
    const s = setup(p, o);
    const l = new Layout().distribution(
      'margin',
      s.lo,
      s.hi,
      'passes(A) − passes(B) at their first comparison (sums to the chance that A and B are compared at all)',
    );
    for (const who of WHO.slice(0, s.figs.length)) {
      for (const [name, , text] of PER_FIGURE)
        l.probability(`${name}.${who}`, `${who.toUpperCase()} ${text}`);
      l.probability(`pEmptyGun.${who}`, `${who.toUpperCase()}'s gun is empty after the Draw`);
      for (const [name, , , text] of PER_ARM)
        l.probability(`${name}.${who}`, `${who.toUpperCase()} ${text}`);
    }
    const n = s.figs.length;
    l.distribution(
      'standing',
      0,
      n,
      'figures still in the fight after the Draw (unhurt or wounded; not Obviously Dead, Out of the Fight, surrendered or run away)',
    );
    l.categories(
      'lastStanding',
      lastStandingLabels(n),
      'who alone is still in the fight after the Draw (nobody: every figure is down, surrendered or gone; several: two or more still stand)',
    );
    return l;
  },

  explain(p, o) {
    const s = setup(p, o);
    const fig = (f: Fig, i: number) =>
      `${WHO[i].toUpperCase()} ${Math.max(0, f.pool)} dice (${f.profession}, ${f.weapon})` +
      (s.figs.length > 2
        ? ` on ${f.targets.map((t) => WHO[t].toUpperCase()).join('+') || 'nobody'}`
        : '');
    const figs = s.figs.map(fig);
    return `${figs.slice(0, -1).join(', ')} against ${figs[figs.length - 1]} at ${s.distance}"${p.skipFlinch ? '' : ', after Flinch checks'}`;
  },

  exact(p, o): ExactMetrics {
    const s = setup(p, o);
    const t = exactDraw(s);
    const margin: Record<string, number> = {};
    t.margin.forEach((v, i) => (margin[String(s.lo + i)] = v));
    const out: ExactMetrics = { margin };
    WHO.slice(0, s.figs.length).forEach((who, i) => {
      for (const [name, idx] of PER_FIGURE) out[`${name}.${who}`] = t.states[i][idx];
      out[`pEmptyGun.${who}`] = t.empty[i];
      for (const [name, arm, wounds] of PER_ARM) {
        let p = 0;
        for (let g = 0; g < ARM_LEVELS; g++)
          for (let o = 0; o < ARM_LEVELS; o++)
            if (armIs(arm, wounds, g, o)) p += t.arms[i][hurtAt(g, o)];
        out[`${name}.${who}`] = p;
      }
    });
    const n = s.figs.length;
    const standing: Record<string, number> = {};
    const last: Record<string, number> = {};
    for (let c = 0; c <= n; c++) standing[String(c)] = 0;
    for (const label of lastStandingLabels(n)) last[label] = 0;
    t.standing.forEach((p, mask) => {
      standing[String(popcount(mask))] += p;
      last[lastStandingLabels(n)[lastStandingOf(mask, n)]] += p;
    });
    out.standing = standing;
    out.lastStanding = last;
    return out;
  },

  simulate(p, o, rng, trials, acc) {
    const layout = this.metrics(p, o);
    const s = setup(p, o);
    const n = s.figs.length;
    const sMargin = layout.slot('margin');
    const sStanding = layout.slot('standing');
    const sLast = layout.slot('lastStanding');
    const slots = WHO.slice(0, n).map((who) => ({
      state: Int32Array.from(PER_FIGURE, ([name]) => layout.slot(`${name}.${who}`)),
      empty: layout.slot(`pEmptyGun.${who}`),
      arms: Int32Array.from(PER_ARM, ([name]) => layout.slot(`${name}.${who}`)),
    }));
    const x = newScratch(n);
    for (let t = 0; t < trials; t++) {
      x.first[0] = s.hi + 1; // no comparison yet
      simDraw(s, rng, x);
      if (x.first[0] <= s.hi) acc[sMargin + x.first[0] - s.lo]++;
      let mask = 0;
      for (let i = 0; i < n; i++) {
        acc[slots[i].state[x.state[i]]]++;
        if (x.empty[i]) acc[slots[i].empty]++;
        if (x.state[i] === WOUNDED) {
          const g = Math.min(2, x.gunArm[i]),
            o = Math.min(2, x.offArm[i]);
          PER_ARM.forEach(([, arm, wounds], a) => {
            if (armIs(arm, wounds, g, o)) acc[slots[i].arms[a]]++;
          });
        }
        if (x.state[i] === WOUNDED || x.state[i] === UNHURT) mask |= 1 << i;
      }
      acc[sStanding + popcount(mask)]++;
      acc[sLast + lastStandingOf(mask, n)]++;
    }
    acc[0] += trials;
  },
};
