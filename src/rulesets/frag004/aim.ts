import { Layout } from '../../core/layout.ts';
import { booleanField, enumField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { AIM_SHIFT_INCHES } from './data.ts';
import { addCertain } from './certain.ts';
import type { Frag004Options } from './options.ts';

const params = {
  aims: numberField({
    default: 1,
    min: 0,
    max: 10,
    integer: true,
    description: 'Consecutive Aim actions adding a point.',
  }),
  newTarget: booleanField({
    default: false,
    description: 'The last Aim picks a new target (it starts again at 1 point).',
  }),
  shift: numberField({
    default: 0,
    min: 0,
    unit: 'inches',
    description: 'A further Aim that moves the aim point this far (tracking), keeping the points.',
  }),
  distance: numberField({
    default: 10,
    min: 0,
    unit: 'inches',
    description: 'Shooter–target distance.',
  }),
  targetMove: numberField({
    default: 0,
    min: 0,
    unit: 'inches',
    description: "Length of each of the target's moves before the shooter acts again.",
  }),
  targetMoves: numberField({
    default: 1,
    min: 0,
    max: 10,
    integer: true,
    description: 'How many such moves the target makes.',
  }),
  shooterHit: booleanField({ default: false, description: 'The shooter is hit meanwhile.' }),
  then: enumField(['nothing', 'shoot', 'fan', 'move', 'other'], {
    default: 'nothing',
    description:
      "The shooter's next action: a single shot keeps 1 point, fan fire discards them, anything else loses them.",
    noun: 'action',
  }),
  onTarget: booleanField({
    default: true,
    description:
      'When shooting, the target is within 2" of the aim point (otherwise the points do not count).',
  }),
} as const;

export type AimParams = Values<typeof params>;

/** The shift Aim may make; fragment-004.md §1.5 [L21], A6. */
const shiftLimit = (p: AimParams, o: Frag004Options) =>
  o['aim.shiftLimit'] === 'twoInches'
    ? AIM_SHIFT_INCHES
    : Math.min(AIM_SHIFT_INCHES, p.distance / 2);

/** Plays the sequence; fragment-004.md §1.5 [L20-27], A5, A7. */
function play(
  p: AimParams,
  o: Frag004Options,
): { beforeShot: number; used: number; after: number } {
  let points = 0;
  for (let i = 0; i < p.aims; i++)
    points = o['aim.newTarget'] === 'newOnly' ? 1 : Math.min(points + 1, o['aim.max']);
  if (p.newTarget && p.aims > 0) points = 1;
  const half = p.distance / 2;
  const moved =
    o['aim.lossMeasure'] === 'perMove'
      ? p.targetMoves > 0
        ? p.targetMove
        : 0
      : p.targetMove * p.targetMoves;
  if (moved > 0 && moved >= half) points = 0;
  if (p.shooterHit) points = 0;
  const used = p.then === 'shoot' && p.onTarget ? points : 0;
  const after =
    p.then === 'nothing' ? points : p.then === 'shoot' ? Math.min(points, o['aim.afterShoot']) : 0;
  return { beforeShot: points, used, after };
}

export const aim: Procedure<AimParams, Frag004Options> = {
  id: 'aim',
  title: 'Aim points',
  description:
    'Aim-point bookkeeping: +1 per Aim up to 3, tracking shifts, loss when the target moves half the distance or the shooter is hit, 1 kept after a single shot, none after fan fire (fragment-004.md §1.5).',
  params,

  check(p, o) {
    const limit = shiftLimit(p, o);
    return p.shift > limit
      ? [
          `an Aim may move the aim point at most ${limit}" here (2" and no more than half the ${p.distance}" distance: fragment-004.md §1.5 [L21], A6), not ${p.shift}"`,
        ]
      : [];
  },

  metrics: (_p, o) =>
    new Layout()
      .distribution('points', 0, o['aim.max'], 'aim points held when the next action comes')
      .mean('used', 'aim points that count on the shot')
      .distribution('after', 0, o['aim.max'], 'aim points left after the next action'),

  explain(p, o) {
    const r = play(p, o);
    return `${p.aims} Aim(s)${p.newTarget ? ', the last at a new target' : ''}${p.shift ? `, a ${p.shift}" shift` : ''}: ${r.beforeShot} point(s); then ${p.then}: ${r.after} left`;
  },

  exact(p, o): ExactMetrics {
    const r = play(p, o);
    return { points: { [r.beforeShot]: 1 }, used: r.used, after: { [r.after]: 1 } };
  },

  simulate(p, o, _rng, trials, acc) {
    addCertain(this.metrics(p, o), this.exact!(p, o), trials, acc);
  },
};
