import { Layout } from '../../core/layout.ts';
import { numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { GRAZE, KILL, varDamageBand } from './data.ts';
import type { Cowboys2Options } from './options.ts';

/**
 * What one hit does under the optional Variable Damage rule, cowboys-ii.md §1.9 [L366-377]:
 * the shooter rolls 2d6 per hit. In the basic game a hit is 1 health (§1.6).
 */
const params = {
  health: numberField({
    default: 4,
    min: 1,
    max: 4,
    integer: true,
    description: "The target's health before the hit.",
  }),
} as const;

export type DamageParams = Values<typeof params>;

export const RESULTS = ['miss', 'graze', 'one', 'two', 'three', 'kill'] as const;
const resultIndex = (d: number) => (d === 0 ? 0 : d === GRAZE ? 1 : d === KILL ? 5 : d + 1);

export const damage: Procedure<DamageParams, Cowboys2Options> = {
  id: 'damage',
  title: 'The damage of one hit (Variable Damage)',
  description:
    "One hit's 2d6 on the Variable Damage table: miss, graze (pinned), 1, 2 or 3 health, or kill, and the health it costs a target (cowboys-ii.md §1.9).",
  params,

  metrics() {
    return new Layout()
      .categories('result', RESULTS, 'the Variable Damage result')
      .mean('healthLost', 'health the target loses')
      .probability('pKill', 'the target goes to health 0');
  },

  exact(p, o): ExactMetrics {
    const result: Record<string, number> = {};
    let lost = 0,
      kill = 0;
    for (let t = 2; t <= 12; t++) {
      const ways = 6 - Math.abs(t - 7);
      const d = varDamageBand(t, o['varDamage.fourIs']);
      const name = RESULTS[resultIndex(d)];
      result[name] = (result[name] ?? 0) + ways / 36;
      const l = d === KILL ? p.health : Math.min(p.health, Math.max(d, 0));
      lost += (l * ways) / 36;
      if (l >= p.health) kill += ways / 36;
    }
    return { result, healthLost: lost, pKill: kill };
  },

  simulate(p, o, rng, trials, acc) {
    const layout = this.metrics(p, o);
    const sRes = layout.slot('result'),
      sLost = layout.slot('healthLost'),
      sKill = layout.slot('pKill');
    const band = new Int8Array(36);
    for (let k = 0; k < 36; k++)
      band[k] = varDamageBand(((k / 6) | 0) + (k % 6) + 2, o['varDamage.fourIs']);
    for (let t = 0; t < trials; t++) {
      const d = band[rng.below(36)];
      acc[sRes + resultIndex(d)]++;
      const l = d === KILL ? p.health : Math.min(p.health, Math.max(d, 0));
      acc[sLost] += l;
      acc[sLost + 1] += l * l;
      if (l >= p.health) acc[sKill]++;
    }
    acc[0] += trials;
  },
};
