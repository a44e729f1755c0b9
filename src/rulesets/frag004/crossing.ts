import { Layout } from '../../core/layout.ts';
import { AbsorbingChain } from '../../dice/markov.ts';
import { enumField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { MOVES, REPOSITION_INCHES, REST_RECOVER_AT_LEAST, type Move } from './data.ts';
import { chainAllows, moveRolls, rollMove } from './movement.ts';
import type { Frag004Options } from './options.ts';

const params = {
  plan: enumField(MOVES, {
    default: 'run',
    description:
      'The fastest move the runner uses: each action takes the fastest legal move up to it (walk: always Walk).',
    noun: 'plan',
  }),
  distance: numberField({
    default: 24,
    min: 1,
    max: 120,
    integer: true,
    unit: 'inches',
    description: 'Distance to cross.',
  }),
  activations: numberField({
    default: 3,
    min: 1,
    max: 20,
    integer: true,
    description: 'Activations for the distance-covered answer.',
  }),
} as const;

export type CrossingParams = Values<typeof params>;

/**
 * The runner's state between actions: what it did last (the chain of §1.1 step 1), or down
 * after a fall, or stunned by it (option fall.stuns).
 */
const FRESH = 0,
  DOWN = 4,
  STUNNED = 5,
  STATES = 6;
const LAST_MOVE: readonly string[] = ['other', 'walk', 'run', 'sprint'];
const moveIndex = (m: Move) => MOVES.indexOf(m) + 1;

interface Step {
  p: number;
  progress: number;
  next: number;
  fell: boolean;
}

/** The move taken from a standing state: the fastest legal one no faster than the plan. */
function choice(state: number, p: CrossingParams, o: Frag004Options): Move {
  for (let i = MOVES.indexOf(p.plan); i > 0; i--)
    if (chainAllows(MOVES[i], LAST_MOVE[state], o)) return MOVES[i];
  return 'walk';
}

/**
 * One action's transitions from each state. A fallen runner gets up (6.10, no distance, or a
 * Reposition of 2": option fall.getUp) and starts a new chain; a stunned one Rests until
 * a 4+ (fragment-004.md §1.4).
 */
function transitions(p: CrossingParams, o: Frag004Options): Step[][] {
  const out: Step[][] = [];
  const pRecover = (7 - REST_RECOVER_AT_LEAST) / 6;
  for (let s = 0; s < STATES; s++) {
    if (s === STUNNED)
      out.push([
        { p: pRecover, progress: 0, next: DOWN, fell: false },
        { p: 1 - pRecover, progress: 0, next: STUNNED, fell: false },
      ]);
    else if (s === DOWN)
      out.push([
        {
          p: 1,
          progress: o['fall.getUp'] === 'reposition' ? REPOSITION_INCHES : 0,
          next: FRESH,
          fell: false,
        },
      ]);
    else {
      const m = choice(s, p, o);
      out.push(
        moveRolls(m, false, o).map(({ p: w, roll }) => ({
          p: w,
          progress: roll.distance,
          next: roll.falls ? (o['fall.stuns'] ? STUNNED : DOWN) : moveIndex(m),
          fell: roll.falls,
        })),
      );
    }
  }
  return out;
}

/** Actions beyond which the chance of still being short is below 1e-13 (lumped into the last bucket). */
const TAIL = 1e-13;

/** The absorbing chain over (state, inches covered < distance); absorbed = across. */
function crossingChain(p: CrossingParams, o: Frag004Options): AbsorbingChain {
  const d = p.distance;
  const chain = new AbsorbingChain(STATES * d, 1);
  const steps = transitions(p, o);
  for (let s = 0; s < STATES; s++)
    for (let c = 0; c < d; c++)
      for (const st of steps[s]) {
        if (c + st.progress >= d) chain.toAbsorbing(s * d + c, 0, st.p);
        else chain.toTransient(s * d + c, st.next * d + c + st.progress, st.p);
      }
  return chain;
}

interface Answer {
  /** P(across after exactly n activations), n = 1..; the last entry holds the tail. */
  activations: number[];
  covered: Float64Array;
  pFell: number;
}

const cache = new Map<string, Answer>();

function solve(p: CrossingParams, o: Frag004Options): Answer {
  const key = JSON.stringify([p, o]);
  const hit = cache.get(key);
  if (hit) return hit;
  const per = o.actionsPerActivation;
  const chain = crossingChain(p, o);
  // Walk gains at least 4" an action and every fall costs at most two actions, so 2·d + 8
  // actions bound the crossing unless stunned; stuns add a geometric tail, cut at TAIL.
  let horizon = 2 * p.distance + 8;
  if (o['fall.stuns']) horizon += 64;
  const { absorbedAt } = chain.horizon(FRESH * p.distance, horizon);
  const activations: number[] = [];
  let left = 1;
  for (let n = 0; n < horizon; n++) {
    const act = Math.floor(n / per);
    activations[act] = (activations[act] ?? 0) + absorbedAt[n];
    left -= absorbedAt[n];
    if (left < TAIL && (n + 1) % per === 0) break;
  }
  activations[activations.length - 1] += Math.max(left, 0);

  // Distance covered in k activations, and whether a fall happened, by stepping the chain
  // forward without the absorbing edge.
  const actions = p.activations * per;
  const steps = transitions(p, o);
  const width = 20 * actions + 1;
  let cur = new Float64Array(STATES * 2 * width);
  cur[FRESH * 2 * width] = 1;
  for (let n = 0; n < actions; n++) {
    const next = new Float64Array(cur.length);
    for (let s = 0; s < STATES; s++)
      for (let f = 0; f < 2; f++)
        for (let c = 0; c < width; c++) {
          const w = cur[(s * 2 + f) * width + c];
          if (w === 0) continue;
          for (const st of steps[s])
            next[(st.next * 2 + (f || st.fell ? 1 : 0)) * width + c + st.progress] += w * st.p;
        }
    cur = next;
  }
  const covered = new Float64Array(width);
  let pFell = 0;
  for (let s = 0; s < STATES; s++)
    for (let f = 0; f < 2; f++)
      for (let c = 0; c < width; c++) {
        const w = cur[(s * 2 + f) * width + c];
        covered[c] += w;
        if (f) pFell += w;
      }
  const answer = { activations, covered, pFell };
  cache.set(key, answer);
  return answer;
}

export const crossing: Procedure<CrossingParams, Frag004Options> = {
  id: 'crossing',
  title: 'Crossing open ground over several activations',
  description:
    'Walk/Run/Sprint chains over several activations as a Markov chain (falls, getting up, the chain restarting with a Walk): activations needed to cross a distance, and inches covered in k activations (fragment-004.md §1.1, §1.6, §3).',
  params,

  metrics(p, o) {
    const a = solve(p, o);
    return new Layout()
      .distribution(
        'activations',
        1,
        a.activations.length,
        'activations needed to cross (the last bucket: that many or more)',
      )
      .mean('meanActivations', 'mean activations needed to cross')
      .probability('pWithin', 'across within the given activations')
      .distribution('covered', 0, a.covered.length - 1, 'inches covered in the given activations')
      .mean('meanCovered', 'mean inches covered in the given activations')
      .probability('pFell', 'at least one fall in the given activations');
  },

  explain(p, o) {
    const seq: string[] = [];
    let s = FRESH;
    for (let i = 0; i < 4; i++) {
      const m = choice(s, p, o);
      seq.push(m);
      s = moveIndex(m);
    }
    return `${p.distance}" at ${o.actionsPerActivation} action(s) per activation; moves while standing: ${seq.join(' → ')} → …; after a fall: ${o['fall.stuns'] ? 'Rest until 4+, then ' : ''}${o['fall.getUp'] === 'reposition' ? 'Reposition (2")' : 'get up (6.10)'}, then a Walk`;
  },

  exact(p, o): ExactMetrics {
    const a = solve(p, o);
    const activations: Record<string, number> = {};
    let mean = 0,
      within = 0;
    a.activations.forEach((w, i) => {
      activations[i + 1] = w;
      mean += (i + 1) * w;
      if (i + 1 <= p.activations) within += w;
    });
    const covered: Record<string, number> = {};
    let meanCovered = 0;
    a.covered.forEach((w, c) => {
      if (w > 0) covered[c] = w;
      meanCovered += c * w;
    });
    return {
      activations,
      meanActivations: mean,
      pWithin: within,
      covered,
      meanCovered,
      pFell: a.pFell,
    };
  },

  simulate(p, o, rng, trials, acc) {
    const layout = this.metrics(p, o);
    const sAct = layout.slot('activations');
    const last = layout.get('activations').width;
    const sMeanAct = layout.slot('meanActivations');
    const sWithin = layout.slot('pWithin');
    const sCovered = layout.slot('covered');
    const sMeanCovered = layout.slot('meanCovered');
    const sFell = layout.slot('pFell');
    const per = o.actionsPerActivation;
    const actionsK = p.activations * per;
    const cap = last * per;
    const moves = Int8Array.from({ length: 4 }, (_, s) => MOVES.indexOf(choice(s, p, o)));
    const getUp = o['fall.getUp'] === 'reposition' ? REPOSITION_INCHES : 0;
    const downState = o['fall.stuns'] ? STUNNED : DOWN;
    for (let t = 0; t < trials; t++) {
      let state = FRESH,
        covered = 0,
        crossedAt = 0,
        fell = false;
      for (let n = 1; n <= cap && (n <= actionsK || crossedAt === 0); n++) {
        if (state === STUNNED) {
          if (rng.d6() >= REST_RECOVER_AT_LEAST) state = DOWN;
        } else if (state === DOWN) {
          covered += getUp;
          state = FRESH;
        } else {
          const m = MOVES[moves[state]];
          const r = rollMove(rng, m, false, o);
          if (r < 0) {
            covered -= r;
            state = downState;
            if (n <= actionsK) fell = true;
          } else {
            covered += r;
            state = moves[state] + 1;
          }
        }
        if (n === actionsK) {
          acc[sCovered + covered]++;
          acc[sMeanCovered] += covered;
          acc[sMeanCovered + 1] += covered * covered;
        }
        if (crossedAt === 0 && covered >= p.distance) crossedAt = n;
      }
      const act = crossedAt === 0 ? last : Math.min(Math.ceil(crossedAt / per), last);
      acc[sAct + act - 1]++;
      acc[sMeanAct] += act;
      acc[sMeanAct + 1] += act * act;
      if (act <= p.activations) acc[sWithin]++;
      if (fell) acc[sFell]++;
    }
    acc[0] += trials;
  },
};
