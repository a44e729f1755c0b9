import type { Rng } from '../../../dice/rng.ts';
import { AP, WEAPONS } from '../data.ts';
import { fire } from './fire.ts';
import { react } from './reaction.ts';
import { chooseTarget } from './target.ts';
import type { World } from './world.ts';

/**
 * The solitaire AI of cowboys-ii.md §1.12 [L315-347] as the policy of every cowboy: look up
 * the weapon and the range to the closest enemy, then shoot, move 2 and shoot, or move 4.
 * Rulings (§1.12): "Shoot" spends every AP on shots; "Move 2 and shoot" keeps 2 AP for one
 * shot; "Move 4" moves as far as the cowboy's movement allows; a target behind is engaged
 * with a Spin and Shoot; next to a red line the range is read 4 less (at least 1, which reads
 * the same band as no clamp); the AI never counts ammunition and never brawls. The choices
 * among these are options (B22): `ai.closestTie`, `ai.shoot`, `ai.moveTwoKeepsShot`.
 */
const SHOOT = 0,
  MOVE2_SHOOT = 1,
  MOVE4 = 2;
// cowboys-ii.md §1.12 [L321-335], by range band 1–2, 3–4, 5–6, 7–10, 11+.
const TABLE: Record<(typeof WEAPONS)[number], readonly number[]> = {
  pistol: [SHOOT, SHOOT, MOVE2_SHOOT, MOVE4, MOVE4],
  rifle: [SHOOT, SHOOT, MOVE2_SHOOT, MOVE2_SHOOT, MOVE4],
  shotgun: [SHOOT, MOVE2_SHOOT, MOVE4, MOVE4, MOVE4],
};
const BY_WEAPON = WEAPONS.map((w) => Int8Array.from(TABLE[w]));
const band = (r: number) => (r <= 2 ? 0 : r <= 4 ? 1 : r <= 6 ? 2 : r <= 10 ? 3 : 4);

/** What a cowboy run as the AI does with his target in sight and his AP. */
export type InSight = (w: World, c: number, t: number, ap: number, rng: Rng) => void;

/** Lets c act as the solitaire AI: the §1.12 table with the target in sight. */
export function activate(w: World, c: number, rng: Rng): void {
  aiActivate(w, c, rng, bookTable);
}

/**
 * c acts as the AI does: he goes after his side's target choice; out of sight he walks toward
 * a square that sees the target and shoots from there if he can [L338]; in sight, `inSight`
 * decides (the book's table, or a shared policy's choice).
 */
export function aiActivate(w: World, c: number, rng: Rng, inSight: InSight): void {
  if (w.acted[c] === w.turn) return; // his marker was pulled for a reaction [L241]
  w.acted[c] = w.turn;
  w.active = c;
  const t = chooseTarget(w, c, rng);
  if (t < 0) return;
  let ap = w.health[c]; // AP = health [L102]
  if (!w.sees(c, t)) {
    // No line of sight: up to 4 squares toward it, stopping where it can be seen [L338].
    ap -= approach(w, c, t, Math.min(4, ap), true, rng);
    if (ap >= AP.shot && w.alive[c] && w.sees(c, t)) fire(w, c, t, shotsFor(w, ap), rng);
    return;
  }
  inSight(w, c, t, ap, rng);
}

/** The §1.12 table [L321-335]: by weapon and range band, shoot, move 2 and shoot, or move 4. */
function bookTable(w: World, c: number, t: number, ap: number, rng: Rng): void {
  const r = w.range(c, t);
  const read = w.besideRedLine(c) ? Math.max(1, r - 4) : r; // [L339]
  const action = BY_WEAPON[w.weapon[c]][band(read)];
  if (action === SHOOT) fire(w, c, t, shotsFor(w, ap), rng);
  else if (action === MOVE2_SHOOT) {
    ap -= approach(w, c, t, Math.min(2, w.moveTwoKeepsShot ? ap - AP.shot : ap), false, rng);
    if (ap >= AP.shot && w.alive[c] && w.alive[t] && w.sees(c, t)) fire(w, c, t, 1, rng);
  } else approach(w, c, t, ap + ridePool(w, c), false, rng); // a horse's 4 more [L141]
}

/** The movement a horse adds to its rider (0 on foot): 4, or 2 once hit under optional rule 8. */
export const ridePool = (w: World, c: number) => (w.mount[c] >= 0 ? w.pool[w.mount[c]] : 0);

/** "Shoot" spends every AP on shots, 2 each (B22; option `ai.shoot = oneShot`: one shot). */
export const shotsFor = (w: World, ap: number) => (w.oneShot ? 1 : Math.floor(ap / AP.shot));

/**
 * Moves c within `budget` AP along a cheapest path (1 per orthogonal square, 2 per diagonal
 * [L129], +1 across a red line [L133], never through a wall): toward t until adjacent, or,
 * with `untilSeen`, toward the nearest square that sees t, stopping in the first that does
 * [L338]; or, given a `goal` square, to it. He may pass through squares where models stand but
 * may not end on one [L129] (option `move.passThrough = false`: every square on the way must
 * be free), so the move is planned first: a square where he may not stop is passed through,
 * and he ends on the last square of the walk where he may stop. A rider goes into no building
 * [L143]. Among equally cheap steps, the one that brings the goal closest, then the first in
 * DX, DY order. Enemies may react to each square he enters (reaction.ts). Returns the AP spent.
 * With `untilSeen` the caller has found that c does not see t. `near`: toward t he stops
 * within that range of him instead of adjacent.
 */
export function approach(
  w: World,
  c: number,
  t: number,
  budget: number,
  untilSeen: boolean,
  rng: Rng,
  goal = -1,
  near = 1,
): number {
  const toward = goal >= 0 ? w.stepsTo(goal) : w.towardSteps(t),
    sight = untilSeen ? w.sightSteps(t) : toward,
    field = untilSeen ? w.sightField(t) : null;
  const neighbour = w.neighbour,
    path = w.path,
    step = w.step,
    occupied = w.occupied,
    indoor = w.indoor,
    alive = w.alive,
    pass = w.passThrough,
    riding = w.mount[c] >= 0;
  let i = w.at[c],
    spent = 0,
    n = 0,
    end = 0,
    endSpent = 0;
  if (goal >= 0 ? i === goal : !untilSeen && w.range(c, t) <= near) return 0;
  for (;;) {
    if (n > 0 && occupied[i] === 0) {
      end = n;
      endSpent = spent;
      if (goal >= 0 ? i === goal : untilSeen ? w.seesFrom(c, i, t) : w.rangeFrom(i, t) <= near)
        break;
    } else if (n > 0 && (goal >= 0 ? i === goal : !untilSeen && w.rangeFrom(i, t) <= near)) break;
    // A square that would see t but for a model in the way: on toward t, round or past him.
    const steps = field !== null && field[i] === 0 ? toward : sight;
    let next = -1;
    for (let k = 0; k < 8; k++) {
      const d = steps[i * 8 + k];
      if (d < 0) break;
      const cost = step[i * 8 + d],
        j = neighbour[i * 8 + d];
      if (spent + cost > budget || (!pass && occupied[j] !== 0) || (riding && indoor[j] === 1))
        continue;
      spent += cost;
      next = j;
      break;
    }
    if (next < 0) break;
    path[n++] = i = next;
  }
  let moved = 0;
  for (let k = 0; k < end; k++) {
    w.moveTo(c, path[k]);
    moved++;
    if (w.reactions) react(w, c, rng);
    if (alive[c] === 0 || alive[t] === 0) break;
  }
  if (moved === 0) return 0;
  w.busy[c] = w.turn;
  // Facing changes freely while moving [L135]: he ends facing his target.
  w.turnToward(c, t);
  if (w.log !== null) w.log.say(w.turn, `${w.names[c]} moves to (${w.gx[c]}, ${w.gy[c]})`);
  return endSpent;
}
