import { Layout } from '../../core/layout.ts';
import { booleanField, enumField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { FOOT_FAST, FOOT_MOVE, HORSE_MOVE } from './casualty-tables.ts';
import type { SixgunOptions } from './options.ts';
import { passCounts } from './pass-dice.ts';

/**
 * Moving casualties, six-gun-sound.md §9.1 [L1844–1871]: how far a casualty goes this move
 * and, carried on a horse at a fast move, whether he falls off. Men on foot moving fast roll
 * 2d6 once against each man's Rep and the worst result applies to all, which is the roll
 * against the lowest Rep. A rider's fast move is Mounted Moving Fast (§10.4, Pass 1 a
 * Horsemanship test, §10.2); a passenger who falls takes Rider Thrown (§10.6, C-61).
 */
const CARRIERS = ['one', 'two', 'four', 'rider', 'wounded-rider', 'travois'] as const;
type Carriers = (typeof CARRIERS)[number];

const params = {
  carriers: enumField(CARRIERS, {
    default: 'rider',
    description:
      'one, two or four healthy men on foot; a healthy rider carrying him; a wounded rider riding himself; or a travois behind a mount.',
    noun: 'carriers',
  }),
  casualty: enumField(['mobile', 'immobile'], {
    default: 'immobile',
    description: 'Whether the casualty can still move (helped) or must be dragged or carried.',
    noun: 'casualty',
  }),
  fast: booleanField({ default: false, description: 'They try to move fast.' }),
  rep: numberField({
    default: 4,
    min: 1,
    max: 7,
    integer: true,
    description:
      'The lowest Rep in a group moving fast on foot (their worst result applies to all).',
  }),
  quality: numberField({
    default: 4,
    min: 1,
    max: 6,
    integer: true,
    description: "The mount's Quality.",
  }),
  horsemanship: numberField({
    default: 4,
    min: 1,
    max: 6,
    integer: true,
    description: "The rider's Horsemanship (a Pass 1 on Mounted Moving Fast calls for it).",
  }),
  toughness: numberField({
    default: 4,
    min: 0,
    max: 7,
    integer: true,
    description: 'Toughness of the man who may fall (Rider Thrown).',
  }),
} as const;

export type MovingCasualtiesParams = Values<typeof params>;

const FALLS = ['stays', 'falls-pistol', 'falls-buffalo-gun', 'falls-oof'] as const;
const MAX_MOVE = 2 * HORSE_MOVE;
/** A rider carrying a casualty rides double: −1 Quality (§10.5 [L2298], C-88). */
const RIDING_DOUBLE = 1;
/** Thrown from a mount moving more than this: −1 Toughness on Rider Thrown (§10.6 [L2244–2288]). */
const THROWN_FAST = 18;

/** Which moves a party may make, or why not (the table of §9.1). */
function allowed(p: MovingCasualtiesParams): string | undefined {
  const c = p.carriers as Carriers;
  if (!p.fast) return undefined;
  if (c === 'one') return 'one man on foot cannot move fast with a casualty';
  if (c === 'two' && p.casualty === 'immobile')
    return 'two men carry an immobile casualty at a normal move, not fast';
  if (c === 'travois') return 'a travois goes at a normal move, not fast';
  return undefined;
}

const riding = (c: string) => c === 'rider' || c === 'wounded-rider';
const qualityOf = (p: MovingCasualtiesParams) =>
  p.quality - (p.carriers === 'rider' ? RIDING_DOUBLE : 0);

/** For one pair of fast-move dice: the mount's passes and whether the man falls. */
function riderOutcome(p: MovingCasualtiesParams, d1: number, d2: number) {
  const q = qualityOf(p);
  const fails = (d1 > q ? 1 : 0) + (d2 > q ? 1 : 0);
  const falls =
    p.carriers === 'wounded-rider' || p.casualty === 'immobile' ? fails >= 1 : fails === 2;
  return { passes: 2 - fails, falls };
}

const layout = () =>
  new Layout()
    .distribution('distance', 0, MAX_MOVE, 'inches the casualty moves this activation')
    .categories(
      'fall',
      FALLS,
      'a rider-borne man falls off and takes Rider Thrown: damage as from a pistol, a buffalo gun, or a buffalo gun and at least OOF',
    )
    .probability('pFalls', 'the casualty (or the wounded rider) falls off');

export const movingCasualties: Procedure<MovingCasualtiesParams, SixgunOptions> = {
  id: 'moving-casualties',
  title: 'Moving casualties',
  description:
    'How far a casualty is moved and whether he falls (six-gun-sound.md §9.1 [L1844–1871]): one man drags an immobile casualty at half a normal move or helps a mobile one at a normal move; two carry at a normal move or help at a fast move; four carry at a fast move (one 2d6 roll, the worst result for all); a rider carries any casualty at up to a fast move (a mobile passenger falls when both dice fail, an immobile one when either does), a wounded rider falls when either fails, a travois goes at a normal move. A fall is Rider Thrown (C-61). Exact.',
  params,
  metrics: layout,
  check: (p, _o, name) => {
    const why = allowed(p);
    return why ? [`${name ? name.param('fast', true) : '--fast'}: ${why} (drop --fast)`] : [];
  },
  explain(p) {
    if (!p.fast) return `${p.carriers} moving a ${p.casualty} casualty at a normal move`;
    return riding(p.carriers)
      ? `Mounted Moving Fast 2d6 against Quality ${qualityOf(p)}; a fall is Rider Thrown against Toughness ${p.toughness}`
      : `Moving Fast 2d6 against Rep ${p.rep} (the worst in the group)`;
  },

  exact(p): ExactMetrics {
    const distance = new Float64Array(MAX_MOVE + 1);
    const fall = new Float64Array(FALLS.length);
    const c = p.carriers as Carriers;
    if (!p.fast || !(riding(c) || c === 'two' || c === 'four')) {
      distance[normalMove(p)] = 1;
      fall[0] = 1;
    } else if (!riding(c)) {
      const r = passCounts(2, p.rep);
      for (let k = 0; k <= 2; k++) distance[FOOT_FAST[k]] += r[k];
      fall[0] = 1;
    } else {
      const q = qualityOf(p);
      const hr = passCounts(2, p.horsemanship);
      const hrTwo = hr[2] + (p.horsemanship >= q ? hr[1] : 0);
      for (let d1 = 1; d1 <= 6; d1++)
        for (let d2 = 1; d2 <= 6; d2++) {
          const { passes, falls } = riderOutcome(p, d1, d2);
          const ways: [number, number][] =
            passes === 2
              ? [[MAX_MOVE, 1]]
              : passes === 0
                ? [[(3 * HORSE_MOVE) / 2, 1]]
                : [
                    [MAX_MOVE, hrTwo],
                    [(3 * HORSE_MOVE) / 2, 1 - hrTwo],
                  ];
          for (const [dist, w] of ways) {
            const q36 = w / 36;
            distance[dist] += q36;
            if (!falls) fall[0] += q36;
            else {
              const t = passCounts(2, p.toughness - (dist > THROWN_FAST ? 1 : 0));
              fall[1] += q36 * t[2];
              fall[2] += q36 * t[1];
              fall[3] += q36 * t[0];
            }
          }
        }
    }
    return {
      distance: Object.fromEntries(Array.from(distance, (q, i) => [String(i), q])),
      fall: Object.fromEntries(FALLS.map((f, i) => [f, fall[i]])),
      pFalls: 1 - fall[0],
    };
  },

  simulate(p, _o, rng, trials, acc) {
    const l = layout();
    const sDist = l.slot('distance'),
      sFall = l.slot('fall'),
      sFalls = l.slot('pFalls');
    const c = p.carriers as Carriers;
    const q = qualityOf(p);
    const still = !p.fast || !(riding(c) || c === 'two' || c === 'four');
    const normal = normalMove(p);
    for (let t = 0; t < trials; t++) {
      if (still) {
        acc[sDist + normal]++;
        acc[sFall]++;
        continue;
      }
      const d1 = rng.d6(),
        d2 = rng.d6();
      if (!riding(c)) {
        acc[sDist + FOOT_FAST[(d1 <= p.rep ? 1 : 0) + (d2 <= p.rep ? 1 : 0)]]++;
        acc[sFall]++;
        continue;
      }
      const { passes, falls } = riderOutcome(p, d1, d2);
      let full = passes === 2;
      if (passes === 1) {
        const h = (rng.d6() <= p.horsemanship ? 1 : 0) + (rng.d6() <= p.horsemanship ? 1 : 0);
        full = h === 2 || (h === 1 && p.horsemanship >= q);
      }
      const dist = full ? MAX_MOVE : (3 * HORSE_MOVE) / 2;
      acc[sDist + dist]++;
      if (!falls) {
        acc[sFall]++;
        continue;
      }
      acc[sFalls]++;
      const tough = p.toughness - (dist > THROWN_FAST ? 1 : 0);
      const k = (rng.d6() <= tough ? 1 : 0) + (rng.d6() <= tough ? 1 : 0);
      acc[sFall + 3 - k]++;
    }
    acc[0] += trials;
  },
};

/** The normal move with the casualty, in inches (§9.1, §4.4). */
function normalMove(p: MovingCasualtiesParams): number {
  const c = p.carriers as Carriers;
  if (riding(c) || c === 'travois') return HORSE_MOVE;
  return c === 'one' && p.casualty === 'immobile' ? FOOT_MOVE / 2 : FOOT_MOVE;
}
