import { Layout } from '../../core/layout.ts';
import { booleanField, enumField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { POSTURES, REPOSITION_INCHES, type Posture } from './data.ts';
import { addCertain } from './certain.ts';
import type { Frag004Options } from './options.ts';

const ACTIONS = [
  'reposition',
  'hit-the-dirt',
  'duck',
  'head-out',
  'go-prone',
  'get-up',
  'free-facing',
] as const;

const params = {
  action: enumField(ACTIONS, {
    default: 'reposition',
    description:
      'reposition (6.01), hit-the-dirt at the end of a move (6.05), duck / head-out / go-prone / get-up (6.10), free-facing (6.12).',
    noun: 'posture action',
  }),
  posture: enumField(POSTURES, {
    default: 'standing',
    description: 'Posture before the action.',
    noun: 'posture',
  }),
  to: enumField(POSTURES, {
    default: 'standing',
    description: 'Reposition: the posture taken.',
    noun: 'posture',
  }),
  distance: numberField({
    default: 0,
    min: 0,
    unit: 'inches',
    description: 'Reposition: how far the end point is from the start.',
  }),
  path: numberField({
    min: 0,
    unit: 'inches',
    description: 'Reposition: length of the path taken (default: straight, the distance).',
  }),
  declared: booleanField({
    default: true,
    description: 'Hit the Dirt: announced before the move.',
  }),
  movedOrShot: booleanField({
    default: false,
    description: 'Free facing: the character moved or shot this turn.',
  }),
} as const;

export type PostureParams = Values<typeof params>;

/** What Reposition's 2" is measured on; fragment-004.md §1.6 [L2], A12. */
const measured = (p: PostureParams, o: Frag004Options) =>
  o['reposition.measure'] === 'pathLength' ? (p.path ?? p.distance) : p.distance;

/** Posture, inches moved and whether the model may end facing any way; fragment-004.md §1.6. */
function play(p: PostureParams): { posture: Posture; moved: number; anyFacing: boolean } {
  switch (p.action) {
    case 'reposition':
      return { posture: p.to, moved: p.distance, anyFacing: true }; // [L2]
    case 'hit-the-dirt':
    case 'go-prone':
      return { posture: 'prone', moved: 0, anyFacing: false }; // [L12], [L36]
    case 'get-up':
      return { posture: 'standing', moved: 0, anyFacing: false }; // [L36]
    case 'duck':
    case 'head-out':
      return { posture: p.posture, moved: 0, anyFacing: false }; // [L35-36]: behind cover / into a firing position
    case 'free-facing':
      return { posture: p.posture, moved: 0, anyFacing: true }; // [L39-40]
  }
}

export const posture: Procedure<PostureParams, Frag004Options> = {
  id: 'posture',
  title: 'Posture actions',
  description:
    'Reposition within 2" to any posture and facing; Hit the Dirt if announced before the move; duck, head out, go prone, get up; free facing when not moving or shooting (fragment-004.md §1.6).',
  params,

  check(p, o) {
    const problems: string[] = [];
    if (p.action === 'reposition' && measured(p, o) > REPOSITION_INCHES) {
      problems.push(
        `Reposition moves within ${REPOSITION_INCHES}" (fragment-004.md §1.6 [L2], measured ${o['reposition.measure'] === 'pathLength' ? 'along the path' : 'from the start'}, A12), not ${measured(p, o)}"`,
      );
    }
    if (p.path !== undefined && p.path < p.distance)
      problems.push(`a path of ${p.path}" cannot reach a point ${p.distance}" away`);
    if (p.action === 'hit-the-dirt' && !p.declared && o['hitTheDirt.mustDeclare']) {
      problems.push(
        'Hit the Dirt must be announced before the move (fragment-004.md §1.6 [L12], A14); without it the model can go prone only by Reposition or 6.10 (go-prone)',
      );
    }
    if (p.action === 'free-facing' && p.movedOrShot)
      problems.push(
        'free facing is only for a character that neither moved nor shot this turn (fragment-004.md §1.6 [L39])',
      );
    if (p.action === 'get-up' && p.posture === 'standing')
      problems.push('get-up needs a kneeling or prone character');
    return problems;
  },

  metrics: () =>
    new Layout()
      .categories('posture', POSTURES, 'posture afterwards')
      .mean('moved', 'inches moved')
      .probability('anyFacing', 'may end facing any direction'),

  explain(p) {
    const r = play(p);
    return `${p.action}: ends ${r.posture}${r.moved ? ` ${r.moved}" away` : ''}${r.anyFacing ? ', facing any way' : ''}`;
  },

  exact(p): ExactMetrics {
    const r = play(p);
    return {
      posture: { standing: 0, kneeling: 0, prone: 0, [r.posture]: 1 },
      moved: r.moved,
      anyFacing: r.anyFacing ? 1 : 0,
    };
  },

  simulate(p, o, _rng, trials, acc) {
    addCertain(this.metrics(p, o), this.exact!(p, o), trials, acc);
  },
};
