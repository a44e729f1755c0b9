import { DOWN } from '../../../encounter/figures.ts';
import { arcOf, facingToward, REAR } from '../../../encounter/geometry.ts';
import type { Rng } from '../../../dice/rng.ts';
import { AP, SHOT_MODIFIERS, WEAPONS, WEAPON_STATS } from '../data.ts';
import type { World } from './world.ts';

/**
 * The solitaire AI of cowboys-ii.md §1.12 [L315-347] as the policy of every cowboy: look up
 * the weapon and the range to the closest enemy, then shoot, move 2 and shoot, or move 4.
 * Rulings (§1.12): "Shoot" spends every AP on shots; "Move 2 and shoot" keeps 2 AP for one
 * shot; "Move 4" moves as far as the cowboy's movement allows; a target behind is engaged
 * with a Spin and Shoot; next to a red line the range is read 4 less (at least 1); the AI
 * never counts ammunition and never brawls. Ties for the closest enemy go to the first listed.
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

/** Front facing: the three sides of the square that are not its back (B24); the back is a quarter. */
const FRONT_HALF = (3 * Math.PI) / 4,
  REAR_HALF = Math.PI / 4;

export function closestEnemy(w: World, c: number): number {
  let best = -1,
    bd = Infinity;
  for (let e = 0; e < w.n; e++) {
    if (!w.alive[e] || w.side[e] === w.side[c]) continue;
    const d = w.dist(c, e);
    if (d < bd) ((bd = d), (best = e));
  }
  return best;
}

export function activate(w: World, c: number, rng: Rng): void {
  const t = closestEnemy(w, c);
  if (t < 0) return;
  let ap = w.health[c]; // AP = health [L102]
  if (!w.sees(c, t)) {
    // No line of sight: up to 4 squares toward it, stopping where it can be seen [L338].
    ap -= approach(w, c, t, Math.min(4, ap), true);
    if (ap >= AP.shot && w.sees(c, t)) fire(w, c, t, Math.floor(ap / AP.shot), rng);
    return;
  }
  const r = w.range(c, t);
  const read = w.besideRedLine(c) ? Math.max(1, r - 4) : r; // [L339]
  const action = BY_WEAPON[w.weapon[c]][band(read)];
  if (action === SHOOT) fire(w, c, t, Math.floor(ap / AP.shot), rng);
  else if (action === MOVE2_SHOOT) {
    ap -= approach(w, c, t, Math.min(2, ap - AP.shot), false);
    if (ap >= AP.shot && w.sees(c, t)) fire(w, c, t, 1, rng);
  } else approach(w, c, t, ap, false);
}

/**
 * Steps square by square toward t within `budget` AP: 1 per orthogonal square, 2 per
 * diagonal [L129], +1 across a red line [L133]; never through a wall, never onto another
 * model's square, never next to nothing: it stops adjacent. Returns the AP spent.
 */
function approach(w: World, c: number, t: number, budget: number, untilSeen: boolean): number {
  let spent = 0;
  while (w.range(c, t) > 1) {
    const x = w.x[c],
      y = w.y[c];
    const dx = Math.sign(w.x[t] - x),
      dy = Math.sign(w.y[t] - y);
    const xFirst = Math.abs(w.x[t] - x) >= Math.abs(w.y[t] - y);
    const from = w.sq(c) * 8;
    let moved = false;
    // in order of preference: the diagonal when both differ, then the longer axis, then the other
    for (let k = 0; k < 3 && !moved; k++) {
      const sx = k === 0 ? (dy === 0 ? 0 : dx) : (k === 1) === xFirst ? dx : 0;
      const sy = k === 0 ? (dx === 0 ? 0 : dy) : (k === 1) === xFirst ? 0 : dy;
      if (sx === 0 && sy === 0) continue;
      const cost = w.step[from + dirOf(sx, sy)];
      if (cost < 0 || spent + cost > budget || !w.free(c, x + sx, y + sy)) continue;
      spent += cost;
      w.place(c, x + sx, y + sy);
      moved = true;
    }
    if (!moved) break;
    if (untilSeen && w.sees(c, t)) break;
  }
  // Facing changes freely while moving [L135]: he ends facing his target.
  if (spent > 0) w.facing[c] = facingToward(w.x[c], w.y[c], w.x[t], w.y[t]);
  if (spent > 0 && w.log)
    w.log.say(w.turn, `${w.names[c]} moves to (${w.x[c] - 0.5}, ${w.y[c] - 0.5})`);
  return spent;
}

/** The index in DX, DY of a unit step. */
const dirOf = (sx: number, sy: number) =>
  sx === 1
    ? sy === 0
      ? 0
      : sy === 1
        ? 4
        : 7
    : sx === -1
      ? sy === 0
        ? 2
        : sy === 1
          ? 5
          : 6
      : sy === 1
        ? 1
        : 3;

/** Up to `shots` shots at t, each 2d6 against the chart with the §1.2 modifiers. */
export function fire(w: World, c: number, t: number, shots: number, rng: Pick<Rng, 'below'>): void {
  const wi = w.weapon[c];
  const rolls = WEAPON_STATS[WEAPONS[wi]].rollsPerShot;
  for (let s = 0; s < shots && w.alive[t]; s++) {
    let mod = w.modifier[c];
    if (arcOf(w.x[c], w.y[c], w.facing[c], w.x[t], w.y[t], FRONT_HALF, REAR_HALF) === REAR) {
      // Spin and Shoot [L239]: turn and fire at the spin penalty.
      w.facing[c] = facingToward(w.x[c], w.y[c], w.x[t], w.y[t]);
      mod += w.spin(c);
    }
    if (arcOf(w.x[t], w.y[t], w.facing[t], w.x[c], w.y[c], FRONT_HALF, REAR_HALF) === REAR)
      mod += SHOT_MODIFIERS.backShot;
    mod += w.openingPenalty(c, t);
    const table = w.table(c, w.range(c, t), mod);
    if (!table) return; // beyond the chart: no shot
    let hits = 0;
    for (let r = 0; r < rolls; r++) hits += table[rng.below(36)];
    if (w.log)
      w.log.say(
        w.turn,
        `${w.names[c]} fires his ${WEAPONS[wi]} at ${w.names[t]} (range ${w.range(c, t)}, ${mod >= 0 ? '+' : ''}${mod}): ${hits} hit${hits === 1 ? '' : 's'}`,
      );
    if (hits === 0) continue;
    const dealt = Math.min(hits, w.health[t]);
    w.health[t] -= dealt;
    w.damageBy[wi] += dealt;
    if (w.firstBlood < 0) w.firstBlood = w.side[c];
    if (w.health[t] <= 0) {
      w.remove(t, DOWN);
      if (w.log) w.log.add(`; ${w.names[t]} falls`);
    }
  }
}
