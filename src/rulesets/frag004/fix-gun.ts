import { Layout } from '../../core/layout.ts';
import { numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { FIX_GUN } from './data.ts';
import type { Frag004Options } from './options.ts';

const params = {
  actions: numberField({
    default: 1,
    min: 1,
    max: 50,
    integer: true,
    description: 'Fix Gun actions spent (for the outcome after them).',
  }),
} as const;

export type FixGunParams = Values<typeof params>;

const OUTCOMES = ['cleared', 'jammed', 'busted'] as const;
const P_BUST = FIX_GUN.bustedAtMost / 6; // fragment-004.md §1.3 [L45]
const P_CLEAR = (7 - FIX_GUN.clearedAtLeast) / 6; // [L47]
const P_AGAIN = 1 - P_BUST - P_CLEAR; // [L46]
/** Actions to resolve the jam beyond which the chance of still trying is below 1e-13 (lumped). */
const TAIL = 1e-13;

/** One action's outcome with `a` rolls in it (A16): stop at the first roll that settles it. */
function perAction(o: Frag004Options) {
  const again = P_AGAIN ** o['fixGun.attemptsPerAction'];
  return {
    again,
    clear: ((1 - again) * P_CLEAR) / (P_CLEAR + P_BUST),
    bust: ((1 - again) * P_BUST) / (P_CLEAR + P_BUST),
  };
}

const horizon = (o: Frag004Options) =>
  Math.max(1, Math.ceil(Math.log(TAIL) / Math.log(perAction(o).again)));

export const fixGun: Procedure<FixGunParams, Frag004Options> = {
  id: 'fix-gun',
  title: 'Fix Gun',
  description:
    'Clearing a jam: D6 1–2 busted for the game, 3–4 try again, 5–6 cleared (fragment-004.md §1.3).',
  params,

  metrics: (_p, o) =>
    new Layout()
      .categories('outcome', OUTCOMES, 'the gun after the given actions')
      .probability('pEventuallyCleared', 'cleared before it busts, trying until settled')
      .distribution(
        'actionsToSettle',
        1,
        horizon(o),
        'Fix Gun actions until cleared or busted (the last bucket: that many or more)',
      )
      .mean('meanActionsToSettle', 'mean Fix Gun actions until cleared or busted'),

  explain: (p, o) =>
    `D6 per attempt: 1–2 busted, 3–4 again, 5–6 cleared; ${o['fixGun.attemptsPerAction']} attempt(s) per action, ${p.actions} action(s)`,

  exact(p, o): ExactMetrics {
    const a = perAction(o);
    const still = a.again ** p.actions;
    const settle: Record<string, number> = {};
    const m = horizon(o);
    for (let k = 1; k < m; k++) settle[k] = a.again ** (k - 1) * (1 - a.again);
    settle[m] = a.again ** (m - 1);
    return {
      outcome: {
        cleared: ((1 - still) * a.clear) / (a.clear + a.bust),
        jammed: still,
        busted: ((1 - still) * a.bust) / (a.clear + a.bust),
      },
      pEventuallyCleared: a.clear / (a.clear + a.bust),
      actionsToSettle: settle,
      meanActionsToSettle: 1 / (1 - a.again),
    };
  },

  simulate(p, o, rng, trials, acc) {
    const layout = this.metrics(p, o);
    const sOutcome = layout.slot('outcome');
    const sCleared = layout.slot('pEventuallyCleared');
    const sSettle = layout.slot('actionsToSettle');
    const last = layout.get('actionsToSettle').width;
    const sMean = layout.slot('meanActionsToSettle');
    const per = o['fixGun.attemptsPerAction'];
    for (let t = 0; t < trials; t++) {
      let rolls = 0,
        face = 0;
      do {
        face = rng.d6();
        rolls++;
      } while (face > FIX_GUN.bustedAtMost && face < FIX_GUN.clearedAtLeast);
      const actions = Math.ceil(rolls / per);
      const cleared = face >= FIX_GUN.clearedAtLeast;
      acc[sOutcome + (actions > p.actions ? 1 : cleared ? 0 : 2)]++;
      if (cleared) acc[sCleared]++;
      acc[sSettle + Math.min(actions, last) - 1]++;
      acc[sMean] += actions;
      acc[sMean + 1] += actions * actions;
    }
    acc[0] += trials;
  },
};
