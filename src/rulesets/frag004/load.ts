import { Layout } from '../../core/layout.ts';
import { booleanField, enumField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { AMMO, ROUNDS_PER_LOAD } from './data.ts';
import { addCertain } from './certain.ts';
import type { Frag004Options } from './options.ts';

const params = {
  ammo: enumField(AMMO, {
    default: 'cartridge',
    description:
      'How the gun is loaded: cartridges (3 per Load), a magazine (1 per Load) or cap-and-ball chambers (1 per Load).',
    noun: 'ammunition',
  }),
  capacity: numberField({
    default: 6,
    min: 1,
    max: 50,
    integer: true,
    description: 'Rounds the gun holds (the fragment gives no capacities).',
  }),
  loaded: numberField({ default: 0, min: 0, integer: true, description: 'Rounds already in it.' }),
  open: booleanField({ default: false, description: 'The gun is already broken open.' }),
} as const;

export type LoadParams = Values<typeof params>;

/** Break, the Loads, Close; fragment-004.md §1.8 [L13-16]. A magazine is one Load. */
function sequence(p: LoadParams, o: Frag004Options): string[] {
  const missing = p.capacity - p.loaded;
  if (missing <= 0) return [];
  const loads = p.ammo === 'magazine' ? 1 : Math.ceil(missing / ROUNDS_PER_LOAD[p.ammo]);
  const breaks = p.ammo !== 'cap-and-ball' || o['load.capAndBallNeedsBreak'];
  const per = p.ammo === 'cartridge' ? ROUNDS_PER_LOAD.cartridge : 1;
  const steps: string[] = [];
  if (breaks && !p.open) steps.push('Break');
  for (let i = 0, left = missing; i < loads; i++, left -= per)
    steps.push(p.ammo === 'magazine' ? 'Load(magazine)' : `Load(${Math.min(per, left)})`);
  if (breaks || p.open) steps.push('Close');
  return steps;
}

export const load: Procedure<LoadParams, Frag004Options> = {
  id: 'load',
  title: 'Break / Load / Close',
  description:
    'Actions to reload: one action breaks the gun open, loads one magazine, one cap-and-ball chamber or three cartridges, or closes it (fragment-004.md §1.8).',
  params,

  check: (p) =>
    p.loaded > p.capacity ? [`${p.loaded} rounds do not fit a gun holding ${p.capacity}`] : [],

  metrics: () =>
    new Layout()
      .mean('actions', 'actions to load it full')
      .mean('loads', 'Load actions among them'),

  explain(p, o) {
    const s = sequence(p, o);
    return s.length ? `${s.join(', ')}: ${s.length} actions` : 'already full';
  },

  exact(p, o): ExactMetrics {
    const s = sequence(p, o);
    return { actions: s.length, loads: s.filter((x) => x.startsWith('Load')).length };
  },

  simulate(p, o, _rng, trials, acc) {
    addCertain(this.metrics(p, o), this.exact!(p, o), trials, acc);
  },
};
