import { Layout } from '../../core/layout.ts';
import { booleanField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { AP, HORSE_MOVEMENT, HORSE_MOVEMENT_AFTER_HIT } from './data.ts';
import type { Cowboys2Options } from './options.ts';

/**
 * One cowboy's activation as an action-point budget, cowboys-ii.md §3.2–3.5. His AP equal his
 * health [L102], which is also his movement [L127] (B7: the two are the same number for a
 * cowboy); a horse adds 4 movement points of its own [L141]. A diagonal step costs 2 AP
 * [L129] although range counts it as 1 [L216]: both rules stand as written (B6). Under B1 an
 * activation is a Move action or a Shoot action, so a cowboy who changes weapons (only
 * possible while moving [L147]) fires the new one next activation at the earliest (B19).
 * There is no chance here: the "exact" answer is the budget itself.
 */
const params = {
  health: numberField({
    default: 4,
    min: 1,
    max: 4,
    integer: true,
    description: "The cowboy's health: his AP and movement this activation.",
  }),
  mounted: booleanField({ default: false, description: 'He starts the activation mounted.' }),
  squares: numberField({
    default: 0,
    min: 0,
    integer: true,
    description: 'Orthogonal squares he moves on his own points (1 AP each).',
  }),
  diagonals: numberField({
    default: 0,
    min: 0,
    integer: true,
    description: 'Diagonal squares he moves on his own points (2 AP each).',
  }),
  redLines: numberField({
    default: 0,
    min: 0,
    integer: true,
    description: 'Red lines (windows, obstacles) he crosses on his own points (+1 AP each).',
  }),
  horseSquares: numberField({
    default: 0,
    min: 0,
    integer: true,
    description: 'Squares the horse moves on its own pool while he rides.',
  }),
  mount: booleanField({ default: false, description: 'He mounts a horse in his square (2 AP).' }),
  dismount: booleanField({ default: false, description: 'He dismounts (2 AP).' }),
  switchWeapon: booleanField({
    default: false,
    description: 'He draws or changes a weapon while moving (2 AP).',
  }),
  faceAtEnd: booleanField({
    default: false,
    description: 'He changes facing after his last move (1 AP).',
  }),
  shots: numberField({ default: 0, min: 0, integer: true, description: 'Shots (2 AP each).' }),
  spin: booleanField({
    default: false,
    description: 'One of the shots is a Spin and Shoot (no extra cost; not mounted).',
  }),
  reload: booleanField({
    default: false,
    description: 'He reloads one weapon (2 AP, a shoot action).',
  }),
  brawls: numberField({
    default: 0,
    min: 0,
    integer: true,
    description: 'Brawl attacks (2 AP each, a shoot action).',
  }),
  horseWounded: booleanField({
    default: false,
    description: 'His horse has taken a hit (its pool is 2 under optional rule 8).',
  }),
} as const;

export type MovesParams = Values<typeof params>;

export interface Budget {
  legal: boolean;
  reason: string;
  apUsed: number;
  apLeft: number;
  horseLeft: number;
  /** Orthogonal squares in open ground he could cover this activation, on foot and mounted. */
  onFoot: number;
  riding: number;
}

export function horsePool(p: MovesParams, o: Cowboys2Options): number {
  return p.horseWounded && o['optional.horseHitSlows'] ? HORSE_MOVEMENT_AFTER_HIT : HORSE_MOVEMENT; // [L141], rule 8 [L363]
}

export function budget(p: MovesParams, o: Cowboys2Options): Budget {
  const ap = p.health;
  const horse = horsePool(p, o);
  const move =
    p.squares * AP.orthogonal +
    p.diagonals * AP.diagonal +
    p.redLines * AP.redLine +
    (p.faceAtEnd ? AP.faceAtEnd : 0) +
    (p.mount ? AP.mount : 0) +
    (p.dismount ? AP.dismount : 0) +
    (p.switchWeapon ? AP.switchWeapon : 0);
  const moving = move > 0 || p.horseSquares > 0;
  const shoot = p.shots * AP.shot + (p.reload ? AP.reload : 0) + p.brawls * AP.brawl;
  const used = move + shoot;
  // With a shared pool (B7 alternative) the horse's points only add to the budget.
  const shared = !o['horse.separatePool'];
  const rides = p.mounted || p.mount;
  const fail = (reason: string): Budget => ({
    legal: false,
    reason,
    apUsed: used,
    apLeft: ap - used,
    horseLeft: horse - p.horseSquares,
    onFoot: ap,
    riding: ap + horse,
  });
  if (!o['activation.moveAndShoot'] && moving && shoot > 0)
    return fail(
      'an activation is a Move action or a Shoot action, not both (activation.moveAndShoot, B1)',
    );
  if (p.horseSquares > 0 && !rides)
    return fail('the horse moves only with its rider aboard [L139]');
  if (p.mount && p.mounted) return fail('he is already mounted');
  if (p.dismount && !rides) return fail('he is not mounted');
  if (p.spin && p.shots === 0) return fail('a Spin and Shoot is one of the shots');
  if (p.spin && rides && !p.dismount) return fail('no Spin and Shoot while mounted [L239]');
  if (shared ? used + p.horseSquares > ap + (rides ? horse : 0) : used > ap)
    return fail(
      `${used + (shared ? p.horseSquares : 0)} AP needed, ${ap + (shared && rides ? horse : 0)} available (AP = health [L102])`,
    );
  if (!shared && p.horseSquares > horse)
    return fail(`the horse has ${horse} movement points, not ${p.horseSquares}`);
  return {
    legal: true,
    reason: '',
    apUsed: used,
    apLeft: ap - used,
    horseLeft: shared ? 0 : horse - p.horseSquares,
    onFoot: ap,
    riding: ap + horse,
  };
}

export const moves: Procedure<MovesParams, Cowboys2Options> = {
  id: 'moves',
  title: "One activation's action points",
  description:
    "Whether a planned activation fits the cowboy's AP (= health) and the horse's pool, what is left, and how far he could go on foot or mounted (cowboys-ii.md §3.2–3.5; K1, K7, K8).",
  params,

  explain(p, o) {
    const b = budget(p, o);
    return b.legal ? `legal: ${b.apUsed} of ${p.health} AP used` : `not allowed: ${b.reason}`;
  },

  metrics() {
    return new Layout()
      .probability('legal', 'the plan is allowed (1) or not (0)')
      .mean('apLeft', "the cowboy's AP left")
      .mean('horseLeft', "the horse's movement points left")
      .mean('onFoot', 'orthogonal squares he could move on foot')
      .mean('riding', "orthogonal squares he could move mounted (his points and the horse's)")
      .mean('horseSpeedup', 'how many times farther he goes mounted than on foot (K1)');
  },

  exact(p, o): ExactMetrics {
    const b = budget(p, o);
    return {
      legal: b.legal ? 1 : 0,
      apLeft: b.apLeft,
      horseLeft: b.horseLeft,
      onFoot: b.onFoot,
      riding: b.riding,
      horseSpeedup: b.riding / b.onFoot,
    };
  },

  simulate(p, o, _rng, trials, acc) {
    // Nothing is random: every trial is the budget.
    const layout = this.metrics(p, o);
    const e = this.exact!(p, o) as Record<string, number>;
    for (const m of layout.metrics) {
      acc[m.slot] += e[m.name] * trials;
      if (m.kind === 'mean') acc[m.slot + 1] += e[m.name] * e[m.name] * trials;
    }
    acc[0] += trials;
  },
};
