import type { Rng } from '../dice/rng.ts';
import { FIGURE, SIDE, type ActivationOrder, type Schedule } from './activation/schedule.ts';
import type { Figures } from './figures.ts';
import { endText, type Trace } from './trace.ts';

/** How one encounter ended: the winning side (−1 for a draw) and the Game Turn it was decided in. */
export interface Outcome {
  winner: number;
  turn: number;
}

/**
 * What a ruleset plugs into the turn loop. The loop owns the order of things; the ruleset
 * owns what happens in them. `activate` lets figure c act: its policy chooses actions and the
 * ruleset resolves them, reactions included.
 */
export interface EncounterRules<W extends Figures> {
  /** Puts the world back at the start of a trial (dealing any cards it deals from `rng`). */
  reset(w: W, rng: Rng): void;
  /**
   * Plays Game Turn 1 itself, before any activation (a Draw: six-gun-sound.md §7.1 step 7 starts
   * the activation rolls with the next turn); the activation order then plans from turn 2.
   */
  opening?(w: W, rng: Rng): void;
  /** After the activation order has planned the turn (figures of frozen sides may still reload). */
  startTurn?(w: W, rng: Rng): void;
  /** Before a side's figures activate (a fuse left by a fallen thrower goes off). */
  startSide?(w: W, side: number, rng: Rng): void;
  activate(w: W, c: number, rng: Rng): void;
  /** After every activation of the turn (recovery, rallies, running off the table). */
  endTurn?(w: W, rng: Rng): void;
  /** The play-by-play being written, or null while simulating. */
  trace(w: W): Trace | null;
}

/**
 * One encounter: each Game Turn the activation order plans the turn, then each planned side,
 * group or figure acts in turn. It ends as soon as at most one side has a figure acting, or
 * after maxTurns (a draw). Writes `out`; allocates nothing.
 */
export function playEncounter<W extends Figures>(
  w: W,
  rules: EncounterRules<W>,
  order: ActivationOrder,
  sched: Schedule,
  maxTurns: number,
  rng: Rng,
  out: Outcome,
): void {
  rules.reset(w, rng);
  order.reset(rng);
  // Every ruleset's world, rules and order pass through here, so V8 sees more shapes at these
  // reads than it specialises for, and each read would be a lookup by name: read once per
  // encounter (the columns and functions never change), not at every activation.
  const alive = w.alive,
    side = w.side,
    group = w.group,
    n = w.n;
  const standing = w.sidesStanding,
    activate = rules.activate,
    startSide = rules.startSide,
    startTurn = rules.startTurn,
    endTurn = rules.endTurn,
    endOrder = order.endTurn;
  let first = 1;
  if (rules.opening) {
    w.turn = 1;
    rules.opening(w, rng);
    if (standing.call(w) <= 1) return finish(w, rules, 1, maxTurns, out);
    first = 2;
  }
  for (let turn = first; turn <= maxTurns; turn++) {
    w.turn = turn;
    order.plan(turn, rng, sched);
    if (startTurn) startTurn.call(rules, w, rng);
    for (let k = 0; k < sched.count; k++) {
      const kind = sched.kind[k],
        who = sched.who[k];
      if (kind === FIGURE) {
        if (!alive[who]) continue;
        activate.call(rules, w, who, rng);
        if (standing.call(w) <= 1) return finish(w, rules, turn, maxTurns, out);
        continue;
      }
      if (kind === SIDE && startSide) {
        startSide.call(rules, w, who, rng);
        if (standing.call(w) <= 1) return finish(w, rules, turn, maxTurns, out);
      }
      const of = kind === SIDE ? side : group;
      for (let c = 0; c < n; c++) {
        if (of[c] !== who || !alive[c]) continue;
        activate.call(rules, w, c, rng);
        if (standing.call(w) <= 1) return finish(w, rules, turn, maxTurns, out);
      }
    }
    if (endTurn) {
      endTurn.call(rules, w, rng);
      if (standing.call(w) <= 1) return finish(w, rules, turn, maxTurns, out);
    }
    if (endOrder) endOrder.call(order, rng);
  }
  out.winner = -1;
  out.turn = maxTurns;
  const t = rules.trace(w);
  if (t) t.events.push(endText(w.sideNames, -1, maxTurns, maxTurns, true));
}

function finish<W extends Figures>(
  w: W,
  rules: EncounterRules<W>,
  turn: number,
  maxTurns: number,
  out: Outcome,
): void {
  out.winner = w.winner();
  out.turn = turn;
  const t = rules.trace(w);
  if (t) t.events.push(endText(w.sideNames, out.winner, turn, maxTurns, false));
}
