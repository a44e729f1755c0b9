import { Layout } from '../../core/layout.ts';
import { booleanField, enumField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { flagNamer } from '../validate.ts';
import {
  CLASSES,
  CLASS_NAMES,
  MOVE_TABLE,
  MOVES,
  MOVES_EXACTLY,
  POSTURES,
  PREREQUISITE,
  type Posture,
} from './data.ts';
import { chainAllows, maxRoll, moveRolls, rollMove } from './movement.ts';
import type { Frag004Options } from './options.ts';

export const PREVIOUS = ['met', 'walk', 'run', 'sprint', 'reposition', 'other'] as const;

const params = {
  action: enumField(MOVES, {
    default: 'walk',
    description: 'The move: Walk 2+2D3, Run 3+3D3, Sprint 5+5D3.',
    noun: 'move',
  }),
  previous: enumField(PREVIOUS, {
    default: 'met',
    description: "The character's previous action (met: whatever this move needs).",
    noun: 'previous action',
  }),
  posture: enumField(POSTURES, {
    default: 'standing',
    description: 'Posture before the move.',
    noun: 'posture',
  }),
  kneel: booleanField({
    default: false,
    description:
      'Kneel (or rise from kneeling) during the move by discarding the highest die (6.11).',
  }),
  class: enumField(CLASSES, {
    default: 'townsfolk',
    description: 'Citizens and Henchmen must move exactly the rolled distance.',
    noun: 'class',
  }),
  want: numberField({
    min: 0,
    integer: true,
    unit: 'inches',
    description: 'How far the player wants to go (default: as far as the roll allows).',
  }),
  obstacle: numberField({
    min: 0,
    integer: true,
    unit: 'inches',
    description: 'Distance to an obstacle straight ahead on the path (default: none).',
  }),
  turn: numberField({
    default: 0,
    min: 0,
    max: 180,
    unit: 'degrees',
    description: 'Facing change wanted at the start of the move.',
  }),
  hitTheDirt: booleanField({
    default: false,
    description: 'Hit the Dirt, announced before rolling: end the move prone (6.05).',
  }),
} as const;

export type MoveParams = Values<typeof params>;

const POSTURE_INDEX: Record<Posture, number> = { standing: 0, kneeling: 1, prone: 2 };

/** Citizens and Henchmen, and every faller, go the full rolled distance; fragment-004.md §1.1 steps 4–5. */
const forced = (p: MoveParams, falls: boolean) => MOVES_EXACTLY[p.class] || falls;

/**
 * How far the model goes on a roll, and whether it ends stunned against the obstacle
 * (fragment-004.md §1.1 step 6, A4: a forced move that would carry past it; `anyContact`
 * also stuns a free runner who goes that far). Walkers simply stop at it.
 */
function moved(p: MoveParams, distance: number, falls: boolean): number {
  const wanted = forced(p, falls) ? distance : Math.min(p.want ?? distance, distance);
  return p.obstacle === undefined ? wanted : Math.min(wanted, p.obstacle);
}

function stunned(p: MoveParams, o: Frag004Options, distance: number, falls: boolean): boolean {
  if (falls && o['fall.stuns']) return true;
  if (p.obstacle === undefined || !MOVE_TABLE[p.action].fallCheck) return false;
  const isForced = forced(p, falls);
  if (!isForced && o['obstacle.stun'] === 'forcedMove') return false;
  const wanted = isForced ? distance : Math.min(p.want ?? distance, distance);
  return wanted > p.obstacle;
}

/** Posture after the move: Hit the Dirt, then a fall (A3), then kneeling or rising (§1.2). */
function endPosture(p: MoveParams, o: Frag004Options, falls: boolean): number {
  if (p.hitTheDirt) return POSTURE_INDEX.prone;
  if (falls) return POSTURE_INDEX[o['fall.posture']];
  if (p.kneel) return p.posture === 'kneeling' ? POSTURE_INDEX.standing : POSTURE_INDEX.kneeling;
  return POSTURE_INDEX[p.posture];
}

const minRoll = (p: MoveParams) =>
  MOVE_TABLE[p.action].base + MOVE_TABLE[p.action].dice - (p.kneel ? 1 : 0);

export const move: Procedure<MoveParams, Frag004Options> = {
  id: 'move',
  title: 'Walk, Run or Sprint',
  description:
    'One movement roll: Walk 2+2D3, Run 3+3D3 (after a Walk), Sprint 5+5D3 (after a Run); a Run or Sprint with two 1s moves its full distance and falls; kneeling discards the highest die (fragment-004.md §1.1–1.2).',
  params,

  check(p, o, flag = flagNamer) {
    const problems: string[] = [];
    const name = p.action[0].toUpperCase() + p.action.slice(1);
    if (p.posture === 'prone')
      problems.push(
        `${name} needs a standing character (fragment-004.md §1.1 [L4]); a prone one must get up first (6.10) or Reposition`,
      );
    if (p.posture === 'kneeling' && !p.kneel)
      problems.push(
        `${name} needs a standing character (fragment-004.md §1.1 [L4]); a kneeling one may rise during a Walk or Run with ${flag.param('kneel', true)} (6.11)`,
      );
    if (
      !chainAllows(
        p.action,
        p.previous === 'met' ? (PREREQUISITE[p.action] ?? 'walk') : p.previous,
        o,
      )
    ) {
      problems.push(
        `${name} is only allowed after a ${PREREQUISITE[p.action]} in the character's previous activation (fragment-004.md §1.1 step 1); the previous action was ${p.previous === 'other' ? 'another action' : `a ${p.previous}`}`,
      );
    }
    if (p.kneel && p.action === 'sprint' && !o['kneel.withSprint'])
      problems.push(
        `kneeling is possible only during a Walk or Run (fragment-004.md §1.2 [L37]; ${flag.option('kneel.withSprint', true)})`,
      );
    if (p.turn > MOVE_TABLE[p.action].maxTurn)
      problems.push(
        `a ${name} may turn at most ${MOVE_TABLE[p.action].maxTurn}° (fragment-004.md §1.1, A18), not ${p.turn}°`,
      );
    return problems;
  },

  metrics(p) {
    return new Layout()
      .distribution('rolled', minRoll(p), maxRoll(p.action), 'inches the roll allows')
      .distribution('moved', 0, maxRoll(p.action), 'inches actually moved')
      .mean('meanMoved', 'mean inches moved')
      .probability('pFall', 'falls after the full distance')
      .probability('pStunned', 'ends stunned')
      .categories('posture', POSTURES, 'posture at the end of the move');
  },

  explain(p) {
    const t = MOVE_TABLE[p.action];
    const roll = `${t.base} + ${t.dice}D3${p.kneel ? ' less the highest die' : ''}`;
    const how = MOVES_EXACTLY[p.class]
      ? `a ${CLASS_NAMES[p.class]} moves exactly that far`
      : 'moves up to that far';
    return `${p.action}: ${roll}; ${how}${t.fallCheck ? '; two 1s: full distance, then falls' : ''}`;
  },

  exact(p, o): ExactMetrics {
    const rolled: Record<string, number> = {};
    const dist: Record<string, number> = {};
    const posture: Record<string, number> = { standing: 0, kneeling: 0, prone: 0 };
    let mean = 0,
      pFall = 0,
      pStunned = 0;
    for (const { p: w, roll } of moveRolls(p.action, p.kneel, o)) {
      rolled[roll.distance] = (rolled[roll.distance] ?? 0) + w;
      const m = moved(p, roll.distance, roll.falls);
      dist[m] = (dist[m] ?? 0) + w;
      mean += w * m;
      if (roll.falls) pFall += w;
      if (stunned(p, o, roll.distance, roll.falls)) pStunned += w;
      posture[POSTURES[endPosture(p, o, roll.falls)]] += w;
    }
    return { rolled, moved: dist, meanMoved: mean, pFall, pStunned, posture };
  },

  simulate(p, o, rng, trials, acc) {
    const layout = this.metrics(p, o);
    const sRolled = layout.slot('rolled');
    const sMoved = layout.slot('moved');
    const sMean = layout.slot('meanMoved');
    const sFall = layout.slot('pFall');
    const sStun = layout.slot('pStunned');
    const sPosture = layout.slot('posture');
    const lo = minRoll(p);
    for (let t = 0; t < trials; t++) {
      const r = rollMove(rng, p.action, p.kneel, o);
      const falls = r < 0;
      const distance = falls ? -r : r;
      acc[sRolled + distance - lo]++;
      const m = moved(p, distance, falls);
      acc[sMoved + Math.floor(m)]++;
      acc[sMean] += m;
      acc[sMean + 1] += m * m;
      if (falls) acc[sFall]++;
      if (stunned(p, o, distance, falls)) acc[sStun]++;
      acc[sPosture + endPosture(p, o, falls)]++;
    }
    acc[0] += trials;
  },
};
