import type { Rng } from '../../../dice/rng.ts';
import { SHOT_MODIFIERS } from '../data.ts';
import { fire, shotValue } from './fire.ts';
import type { World } from './world.ts';

/**
 * Reaction shots at a mover who has just entered a square (cowboys-ii.md §1.4 [L241], §1.12
 * [L323]). Every cowboy here is run by the solitaire AI, so each reacts as the AI does: one
 * that has not acted this turn fires 2 shots at a mover at range 3–4, one that has acted
 * fires 1 (B22: also only at range 3–4; option `ai.reactionAfterActing = anyRange`). Each
 * shot takes the reaction's −1 with every other modifier; the mover must be in sight and in
 * the reactor's front facing (a reaction is no Spin and Shoot). A cowboy reacts at most once
 * a turn, and the reaction is his activation: his marker leaves the cup [L241]. "Has not
 * acted" is B11's "marker still in the cup" (option `reaction.notActed = notMovedOrShot`:
 * has neither moved nor shot). Any number may react to the same mover, in the order listed;
 * the mover, if he survives, goes on. A cowboy run by the player policy takes the base rule's
 * single shot instead, at any range he can hit, when it hits at least `player.reactAt` of the
 * time.
 */
export function react(w: World, mover: number, rng: Rng): void {
  // Called at every square a mover enters: the columns are read once here, not per watcher.
  const turn = w.turn,
    enemies = w.enemies,
    at = w.at,
    cheb = w.cheb,
    reacted = w.reacted,
    player = w.player,
    S = w.squares,
    inBandOnly = w.reactInBandOnly,
    there = at[mover];
  for (let k = mover * w.n; enemies[k] >= 0; k++) {
    const e = enemies[k];
    if (reacted[e] === turn) continue;
    // range first: it is what most often rules a watcher out (the AI's band of 3–4); a mover
    // passing through the watcher's own square (range 0) is off every chart
    const r = cheb[at[e] * S + there];
    const ai = player[e] === 0;
    if (ai && (r < 3 || r > 4) && (inBandOnly || r === 0)) continue;
    if (w.health[e] === 1 && !w.reactAtOneHealth) continue; // B8
    const fresh = w.markerInCup ? w.acted[e] !== turn : w.busy[e] !== turn;
    if (!ai) {
      // the base rule [L241]: one shot at −1, only before he has moved or shot (B11), and
      // only with a round in his gun; the player takes it when it hits often enough
      if (!fresh || (w.tracked[e] === 1 && w.ammo[e] === 0)) continue;
      if (w.behind(e, mover) || !w.sees(e, mover)) continue;
      const p = shotValue(w, e, mover, SHOT_MODIFIERS.reaction, false);
      if (p === 0 || p < w.reactAt[w.side[e]]) continue;
      w.reacted[e] = turn;
      w.acted[e] = turn;
      if (w.log !== null)
        w.log.say(
          turn,
          `${w.names[e]} reacts to ${w.names[mover]} moving through (${w.gx[mover]}, ${w.gy[mover]})`,
        );
      fire(w, e, mover, 1, rng, SHOT_MODIFIERS.reaction);
      if (!w.alive[mover]) return;
      continue;
    }
    if (fresh && (r < 3 || r > 4)) continue;
    if (w.behind(e, mover) || !w.sees(e, mover)) continue;
    w.reacted[e] = turn;
    w.acted[e] = turn;
    // said before the mover's own line, which comes when his move ends: name the square
    if (w.log !== null)
      w.log.say(
        turn,
        `${w.names[e]} reacts to ${w.names[mover]} moving through (${w.gx[mover]}, ${w.gy[mover]})`,
      );
    fire(w, e, mover, fresh ? 2 : 1, rng, SHOT_MODIFIERS.reaction);
    if (!w.alive[mover]) return;
  }
}
