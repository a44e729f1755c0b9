import type { Rng } from '../../../dice/rng.ts';
import { initiativeOrder } from '../initiative.ts';
import { ACT } from './act.ts';
import { detonate, execute } from './actions.ts';
import { endLine, initiativeLine } from './trace.ts';
import type { World } from './world.ts';

/** How one encounter ended: the winning side (−1 for a draw) and the Game Turn it was decided in. */
export interface Outcome {
  winner: number;
  turn: number;
}

/** Scratch reused across trials: initiative order and keys. */
export class TurnScratch {
  readonly order: Int32Array;
  readonly key: Int32Array;
  constructor(sides: number) {
    this.order = new Int32Array(sides);
    this.key = new Int32Array(sides);
  }
}

/** Free (0 AP) actions allowed per activation before it is cut short, so a policy cannot loop. */
const MAX_FREE = 2;

/**
 * One encounter, following cowpoke.md §3: each Game Turn the initiative method orders the
 * players (sides); each side activates its characters one at a time with 2 AP. It ends as soon
 * as at most one side has anyone standing, or after maxTurns (a draw). Writes `out`.
 */
export function play(w: World, rng: Rng, s: TurnScratch, out: Outcome): void {
  w.reset();
  const initLog = w.log ? (line: string) => initiativeLine(w, line) : null;
  for (let turn = 1; turn <= w.maxTurns; turn++) {
    w.turn = turn;
    initiativeOrder(w.initiative, w.sides, rng, s.order, s.key, initLog);
    for (let k = 0; k < w.sides; k++) {
      const side = s.order[k];
      for (let c = 0; c < w.n; c++) {
        // A stick whose thrower is gone goes off as its owner's Player Turn starts (cowpoke.md A20).
        if (!w.fuse[c] || w.alive[c] || w.side[c] !== side) continue;
        if (w.orphanFuseGoesOff) detonate(w, rng, c);
        else w.fuse[c] = 0;
      }
      if (w.sidesStanding() <= 1) return finish(w, turn, out);
      for (let c = 0; c < w.n; c++) {
        if (w.side[c] !== side || !w.alive[c]) continue;
        activate(w, rng, c);
        if (w.sidesStanding() <= 1) return finish(w, turn, out);
      }
    }
  }
  out.winner = -1;
  out.turn = w.maxTurns;
  if (w.log) endLine(w, -1, w.maxTurns, true);
}

function finish(w: World, turn: number, out: Outcome): void {
  out.winner = w.winner();
  out.turn = turn;
  if (w.log) endLine(w, out.winner, turn, false);
}

function activate(w: World, rng: Rng, c: number): void {
  w.overwatch[c] = 0; // an unfired Overwatch ends as the watcher activates (overwatch.expires)
  if (w.fuse[c]) {
    detonate(w, rng, c);
    if (!w.alive[c] || w.sidesStanding() <= 1) return;
  }
  w.movedLatest[c] = 0;
  w.actMoved = false;
  let ap = 2, free = 0;
  while (ap > 0 && w.alive[c]) {
    w.actTarget = -1;
    const act = w.policy[c](w, c, ap);
    if (act === ACT.END) break;
    const used = execute(w, rng, c, act, ap);
    if (used === 0) break;
    if (used < 0) {
      if (++free > MAX_FREE) break;
      continue;
    }
    ap -= used;
    if (w.sidesStanding() <= 1) break;
  }
}
