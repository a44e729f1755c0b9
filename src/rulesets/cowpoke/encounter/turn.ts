import type { Rng } from '../../../dice/rng.ts';
import { Schedule } from '../../../encounter/activation/schedule.ts';
import { SideInitiative } from '../../../encounter/activation/side-initiative.ts';
import { playEncounter, type EncounterRules, type Outcome } from '../../../encounter/loop.ts';
import { initiativeOrder } from '../initiative.ts';
import { ACT } from './act.ts';
import { POLICY_TABLE } from './policies/index.ts';
import { detonate, execute } from './actions.ts';
import { say } from './trace.ts';
import type { World } from './world.ts';

export type { Outcome } from '../../../encounter/loop.ts';

/**
 * Cowpoke's turn (cowpoke.md §3) on the shared loop: each Game Turn the initiative method
 * orders the players (sides), and each side activates its characters one at a time with 2 AP.
 * Built once per run; `play` runs one encounter and writes `out`.
 */
export class CowpokeTurns {
  private readonly order: SideInitiative;
  private readonly sched: Schedule;
  private readonly rules: EncounterRules<World>;

  constructor(private readonly w: World) {
    const key = new Int32Array(w.sides);
    // Player k of the initiative roll is side k − 1; the trace names the sides.
    const log = (line: string) =>
      say(
        w,
        line.replace(/player (\d+)/g, (_, k) => w.sideNames[Number(k) - 1]),
      );
    this.order = new SideInitiative(w.sides, (rng, order) => {
      initiativeOrder(w.initiative, w.sides, rng, order, key, w.log ? log : null);
    });
    this.sched = new Schedule(this.order.capacity);
    // Only a stick of dynamite can leave a fuse burning, so without one no side's turn starts with anything to do.
    this.rules = w.sticksStart.some((k) => k > 0) ? RULES : WITHOUT_FUSES;
  }

  play(rng: Rng, out: Outcome): void {
    playEncounter(this.w, this.rules, this.order, this.sched, this.w.maxTurns, rng, out);
  }
}

/** A stick whose thrower is gone goes off as its owner's Player Turn starts (cowpoke.md A20). */
function orphanFuses(w: World, side: number, rng: Rng): void {
  for (let c = 0; c < w.n; c++) {
    if (!w.fuse[c] || w.alive[c] || w.side[c] !== side) continue;
    if (w.orphanFuseGoesOff) detonate(w, rng, c);
    else w.fuse[c] = 0;
  }
}

const reset = (w: World): void => w.reset();
const trace = (w: World) => w.log;
// One literal for both, so that the loop meets one shape whichever a run plays.
const rulesOf = (startSide: EncounterRules<World>['startSide']): EncounterRules<World> => ({
  reset,
  startSide,
  activate,
  trace,
});
const RULES = rulesOf(orphanFuses);
const WITHOUT_FUSES = rulesOf(undefined);

/** Free (0 AP) actions allowed per activation before it is cut short, so a policy cannot loop. */
const MAX_FREE = 2;

function activate(w: World, c: number, rng: Rng): void {
  w.overwatch[c] = 0; // an unfired Overwatch ends as the watcher activates (overwatch.expires)
  if (w.fuse[c]) {
    detonate(w, rng, c);
    if (!w.alive[c] || w.sidesStanding() <= 1) return;
  }
  w.movedLatest[c] = 0;
  w.actMoved = false;
  w.actRan = false;
  w.actShots = 0;
  // Dead Reckoning: the character sizes up every distance once as it activates (cowpoke.md §1.17).
  if (w.reckon) for (let e = 0; e < w.n; e++) w.eye[e] = 1 + w.reckonError * (2 * rng.float() - 1);
  let ap = 2 + w.lucky[c],
    free = 0;
  while (ap > 0 && w.alive[c]) {
    w.actTarget = -1;
    w.judging = w.reckon;
    const act = POLICY_TABLE[w.policy[c]](w, c, ap);
    w.judging = false;
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
