import { AbsorbingChain } from '../dice/markov.ts';

/**
 * A fight to the end as a ruleset describes it for an exact answer: numbered states (the
 * ruleset packs its fighters' damage, Tough, penalties… into one number), a start, and every
 * one-step way out of a state, to another state or to one of `ends` ways of ending. A step is
 * whatever the ruleset repeats: a Game Turn, a melee round, a brawl roll.
 */
export interface FightModel {
  /** How many ways the fight can end (who is down, and how). */
  ends: number;
  start: number;
  /**
   * Every state in chain order, the start first, when the ruleset numbers them all itself
   * (each one reachable); otherwise the chain holds the states reachable from the start, in
   * the order they are found.
   */
  states?: readonly number[];
  /** Calls to(next, p) for each way out of `state`: next ≥ 0 a state, next < 0 the end −1 − next. */
  step(state: number, to: (next: number, p: number) => void): void;
}

/**
 * Reachable states beyond which an exact answer is refused: the solve costs the cube of the
 * states (3,000 states take about a second), and a fight that large is simulated instead.
 */
export const MAX_FIGHT_STATES = 3000;

/**
 * A fight's absorbing Markov chain over the states reachable from its start, the start first.
 * Only reachable states enter, so a state the fight can never be in (one it might never leave)
 * cannot make the system singular, and the chain is only as large as the fight.
 */
export class ExactFight {
  readonly chain: AbsorbingChain;
  /** The ruleset's state number behind each row of the chain. */
  readonly states: number[];

  constructor(model: FightModel, maxStates = MAX_FIGHT_STATES) {
    const states = model.states ? [...model.states] : [model.start];
    const slot = new Map(states.map((s, i) => [s, i]));
    if (states[0] !== model.start) throw new Error('exact fight: the start must come first');
    // Every step is kept in the order the ruleset gave it, so that the chain adds up the same
    // probabilities in the same order however it is built (results stay byte-identical).
    const steps: number[][] = [];
    for (let q = 0; q < states.length; q++) {
      const out: number[] = [];
      model.step(states[q], (next, p) => {
        out.push(next, p);
        if (next >= 0 && !slot.has(next)) {
          if (model.states) throw new Error(`exact fight: state ${next} is not numbered`);
          if (states.length >= maxStates)
            throw new Error(`exact fight: more than ${maxStates} reachable states`);
          slot.set(next, states.push(next) - 1);
        }
      });
      steps.push(out);
    }
    this.states = states;
    this.chain = new AbsorbingChain(states.length, model.ends);
    steps.forEach((out, i) => {
      for (let k = 0; k < out.length; k += 2) {
        const next = out[k];
        if (next >= 0) this.chain.toTransient(i, slot.get(next)!, out[k + 1]);
        else this.chain.toAbsorbing(i, -1 - next, out[k + 1]);
      }
    });
  }

  /** P(the fight ends each way), however many steps it takes. */
  endings(): Float64Array {
    return this.chain.absorption().subarray(0, this.chain.absorbing);
  }

  /** Expected steps until the fight ends. */
  meanSteps(): number {
    return this.chain.expectedSteps()[0];
  }

  /** The first `steps` steps: when each end happens, and what is still going after them. */
  horizon(steps: number) {
    return this.chain.horizon(0, steps);
  }
}

/** How one end of a fight reads as an encounter result. */
export interface FightEnd {
  /** The side left standing; −1 when nobody is (a draw). */
  winner: number;
  /** Figures standing per side. */
  survivors: readonly number[];
}

/** Exact values of the shared encounter metrics, by metric name. */
export type EncounterExact = Record<string, number | Record<string, number>>;

/**
 * The shared encounter metrics (winner, turns, pDraw, survivors per side: src/encounter/metrics.ts)
 * of a fight whose step is one Game Turn, from its chain's first maxTurns steps
 * (`AbsorbingChain.horizon`), cut off there as the turn loop does: a fight still going then is
 * a draw, with the figures standing that its state has (`standing`, by chain row). As the
 * recorder does, a draw's turn is not counted in `turns`.
 */
export function encounterExact(
  h: { absorbedAt: Float64Array; last: Float64Array },
  sideNames: readonly string[],
  ends: readonly FightEnd[],
  standing: (row: number) => readonly number[],
  maxTurns: number,
): EncounterExact {
  const { absorbedAt, last } = h;
  const a = ends.length;
  const byEnd = new Float64Array(a);
  const turns: Record<string, number> = {};
  for (let s = 0; s < maxTurns; s++) {
    let decided = 0;
    for (let k = 0; k < a; k++) {
      byEnd[k] += absorbedAt[s * a + k];
      if (ends[k].winner >= 0) decided += absorbedAt[s * a + k];
    }
    turns[s + 1] = decided;
  }
  let remaining = 0;
  for (let i = 0; i < last.length; i++) remaining += last[i];
  const winner: Record<string, number> = {};
  for (const name of sideNames) winner[name] = 0;
  let draw = 0;
  ends.forEach((e, k) => {
    if (e.winner >= 0) winner[sideNames[e.winner]] += byEnd[k];
    else draw += byEnd[k];
  });
  winner.draw = draw + remaining;
  const out: EncounterExact = { winner, turns, pDraw: draw + remaining };
  sideNames.forEach((name, side) => {
    // What is still standing at the cut-off, summed by count first, then added to the ends.
    const left = new Map<number, number>();
    for (let i = 0; i < last.length; i++) {
      if (last[i] === 0) continue;
      const n = standing(i)[side];
      left.set(n, (left.get(n) ?? 0) + last[i]);
    }
    const dist: Record<string, number> = {};
    const add = (n: number, p: number) => (dist[n] = (dist[n] ?? 0) + p);
    ends.forEach((e, k) => add(e.survivors[side], byEnd[k]));
    for (const [n, p] of left) add(n, p);
    out[`survivors.${name}`] = dist;
  });
  return out;
}
