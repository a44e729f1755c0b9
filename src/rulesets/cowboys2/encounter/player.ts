import type { Rng } from '../../../dice/rng.ts';
import { DX, DY } from '../../../encounter/grid.ts';
import { AP } from '../data.ts';
import { activate, approach, ridePool } from './ai.ts';
import { chooseTarget } from './target.ts';
import { bestRangeActivate } from './best-range.ts';
import { brawlAttack, brawlDirection, brawlGain } from './brawl.ts';
import { fire, shotValue } from './fire.ts';
import { dismount, horseOn, mountHorse } from './horses.ts';
import type { World } from './world.ts';

/** `player.brawl` (schema.ts BRAWL_MODES). */
const NEVER = 0,
  ALWAYS = 2;

/** Range beyond which a player mounts a horse he can reach (he rides to close in). */
const RIDE_BEYOND = 4;

/**
 * Lets c act: a cowboy whose horse was killed under him loses this activation (B27: his marker
 * is drawn and discarded); otherwise the solitaire AI (ai.ts), the player policy or the shared
 * advance-to-best-range (best-range.ts) runs him.
 */
export function act(w: World, c: number, rng: Rng): void {
  if (w.acted[c] === w.turn) return; // his marker was pulled for a reaction [L241]
  if (w.stunned[c] === 1) {
    w.stunned[c] = 0;
    w.acted[c] = w.turn;
    if (w.log) w.log.say(w.turn, `${w.names[c]} loses his activation (his horse fell under him)`);
    return;
  }
  if (w.player[c] === 1) playerActivate(w, c, rng);
  else if (w.bestRange[c] === 1) bestRangeActivate(w, c, rng);
  else activate(w, c, rng);
}

/**
 * The player policy: what the book leaves to a player and its solitaire AI never does (counting
 * rounds and reloading, brawling, riding; §1.12 [L327], [L343]). Each activation is a Move
 * action or a Shoot action (B1; `activation.moveAndShoot` lets him shoot after moving), against
 * the closest enemy as the AI's is:
 * - empty gun: brawl an enemy beside him when `player.brawl` says so ("whenBetter": when his
 *   attacks, 2 AP each, are expected to take more health off, less what they cost him, than
 *   the shot left after a reload would, both reckoned exactly from the roll tables), else reload (2 AP, [L115]) and shoot with what is left;
 * - target in sight and on the chart: shoot every 2 AP, never more shots than rounds [L175];
 * - out of sight with rounds spent and no square that sees the target within this
 *   activation's reach: reload;
 * - else move: mount a riderless horse he can reach (and keep 2 AP for mounting, [L139]) when
 *   the target is more than 4 squares off (`player.mount`), dismount where his path leads into
 *   a building [L143], and walk or ride toward the nearest square that sees the target, or, in
 *   sight but beyond the chart, toward the target.
 * With `player.shootHorses` a mounted target's horse is named instead of its rider (B16).
 */
export function playerActivate(w: World, c: number, rng: Rng): void {
  w.acted[c] = w.turn;
  w.active = c;
  const t = chooseTarget(w, c, rng);
  if (t < 0) return;
  const side = w.side[c];
  let ap = w.health[c]; // AP = health [L102]
  const horse = w.shootHorses[side] === 1 && w.mount[t] >= 0;
  if (w.tracked[c] === 1 && w.ammo[c] === 0) {
    const foe = w.brawlMode[side] === NEVER ? -1 : bestBrawl(w, c);
    const reloadShot = ap >= AP.reload + AP.shot && w.sees(c, t) ? shotValue(w, c, t, 0, true) : 0;
    const attacks = ap >> 1; // 2 AP each [L118]
    if (foe >= 0 && (w.brawlMode[side] === ALWAYS || attacks * brawlGain(w, c, foe) > reloadShot)) {
      for (; ap >= AP.brawl && w.alive[c] && w.alive[foe]; ap -= AP.brawl)
        brawlAttack(w, c, foe, rng);
      return;
    }
    if (ap < AP.reload) return;
    reload(w, c);
    ap -= AP.reload;
    if (ap >= AP.shot && w.sees(c, t)) fire(w, c, t, ap >> 1, rng, 0, horse);
    return;
  }
  const inSight = w.sees(c, t) && w.table(c, w.range(c, t), 0) !== null;
  if (inSight) {
    if (ap >= AP.shot) fire(w, c, t, ap >> 1, rng, 0, horse);
    return;
  }
  const reach = ap + ridePool(w, c);
  if (
    w.tracked[c] === 1 &&
    w.ammo[c] < w.maxAmmo[c] &&
    ap >= AP.reload &&
    !w.sees(c, t) &&
    !(w.sightField(t)[w.at[c]] >= 0 && w.sightField(t)[w.at[c]] <= reach)
  ) {
    reload(w, c);
    return;
  }
  ap -= ride(w, c, t, ap, rng);
  if (!w.alive[c]) return;
  const keep = w.o['activation.moveAndShoot'] ? AP.shot : 0;
  const seen = w.sees(c, t);
  ap -= approach(w, c, t, Math.max(0, ap - keep) + ridePool(w, c), !seen, rng);
  if (keep > 0 && ap >= AP.shot && w.alive[c] && w.alive[t] && w.sees(c, t))
    fire(w, c, t, ap >> 1, rng, 0, horse);
}

/** Fills c's weapon (2 AP, one weapon to full, [L115], [L243-245]). */
function reload(w: World, c: number): void {
  w.ammo[c] = w.maxAmmo[c];
  w.busy[c] = w.turn;
  if (w.log) w.log.say(w.turn, `${w.names[c]} reloads`);
}

/** The enemy beside c he would best brawl (highest expected gain), or −1. */
function bestBrawl(w: World, c: number): number {
  let best = -1,
    gain = -Infinity;
  for (let k = c * w.n; w.enemies[k] >= 0; k++) {
    const e = w.enemies[k];
    if (brawlDirection(w, c, e) < 0) continue;
    const g = brawlGain(w, c, e);
    if (g > gain) ((gain = g), (best = e));
  }
  return best;
}

/**
 * Before his move: a rider whose path leads into a building gets off (2 AP); a man on foot
 * whose target is far walks to a riderless horse he can reach with 2 AP to spare and mounts
 * it. Returns the AP spent on his own points.
 */
export function ride(w: World, c: number, t: number, ap: number, rng: Rng): number {
  const at = w.at[c];
  if (w.mount[c] >= 0) {
    const d = w.towardSteps(t)[at * 8];
    const next = d < 0 ? -1 : at + dxdy(w, d);
    if (next >= 0 && w.indoor[next] === 1 && ap >= AP.dismount) {
      dismount(w, c);
      return AP.dismount;
    }
    return 0;
  }
  if (w.mounts[w.side[c]] === 0 || w.range(c, t) <= RIDE_BEYOND || ap < AP.mount) return 0;
  let h = horseOn(w, at),
    spent = 0;
  if (h < 0) {
    let bestCost = ap - AP.mount + 1;
    for (let k = 0; k < w.horses; k++) {
      if (w.horseHealth[k] <= 0 || w.rider[k] >= 0 || !w.free(w.horseAt[k])) continue;
      const cost = w.fieldTo(w.horseAt[k])[at];
      if (cost >= 0 && cost < bestCost) ((bestCost = cost), (h = k));
    }
    if (h < 0) return 0;
    spent = approach(w, c, t, ap - AP.mount, false, rng, w.horseAt[h]);
    if (!w.alive[c] || w.at[c] !== w.horseAt[h] || w.rider[h] >= 0 || w.horseHealth[h] <= 0)
      return spent;
  }
  mountHorse(w, c, h);
  return spent + AP.mount;
}

const dxdy = (w: World, d: number) => DX[d] + DY[d] * w.gw;
