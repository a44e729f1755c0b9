import { SIX_FROM, type Rng } from '../../../dice/rng.ts';
import { BLOCKS_MOVE, DOOR, WINDOW } from '../../../encounter/battlefield.ts';
import type { Spot } from '../../../encounter/policy.ts';
import { LOCATION_GROUP, PARTING_DICE, THROW, WOUND_CELLS } from '../data.ts';
import { ATTACKER_WINS, BLOODY_DRAW, boutOutcome, DEFENDER_WINS } from '../brawl.ts';
import { blastPool } from '../dynamite.ts';
import { recordedDamage, toughAfter } from '../injury.ts';
import { runReach } from '../run.ts';
import {
  attackerMoved,
  brawlDice,
  canShoot,
  moveReach,
  runBase,
  scarDice,
  shotDice,
  switchAP,
  targetMoved,
  throwAP,
  throwPathClear,
  turnToward,
} from './rules.ts';
import {
  add,
  facesText,
  outOfAmmoText,
  placeText,
  rollText,
  say,
  shotText,
  weaponName,
  who,
  woundText,
} from './trace.ts';
import { ACT } from './act.ts';
import { interactAction } from './interact.ts';
import { DYNAMITE, KIND_BRAWL, KIND_PARTING, NO_WEAPON } from './tables.ts';
import type { World } from './world.ts';

/** Rolls n dice and returns the sixes; the faces are kept in w.faces only for a trace. */
function roll(w: World, rng: Rng, n: number): number {
  if (w.log !== null) return rollShown(w, rng, n);
  // The same draws and sixes as d6(), compared instead of multiplied.
  return rng.countAtLeast(SIX_FROM, n);
}

/** roll() for a trace, keeping the faces in w.faces. */
function rollShown(w: World, rng: Rng, n: number): number {
  let sixes = 0;
  for (let i = 0; i < n; i++) {
    const f = rng.d6();
    if (i < w.faces.length) w.faces[i] = f;
    if (f === 6) sixes++;
  }
  return sixes;
}

/** One hit on t: the wound chart, Tough, scars, removal (cowpoke.md §1.4–1.5, §1.13). */
function wound(w: World, rng: Rng, t: number, kind: number, bySide: number): void {
  if (!w.alive[t]) return;
  const cell = rng.below(36);
  const hit = WOUND_CELLS[cell];
  const avail = w.tough[t] === 1;
  const rec = recordedDamage(hit, avail);
  w.tough[t] = toughAfter(hit, avail, w.firstLight ? 'firstLightWound' : 'firstWoundOnlyIfLight')
    ? 1
    : 0;
  const before = w.dmg[t];
  w.dmg[t] += rec;
  if (w.crit) w.scar[t * 5 + LOCATION_GROUP[(cell / 6) | 0]] += rec;
  if (rec > 0) {
    w.damageBy[kind] += Math.min(rec, w.maxHp[t] - before);
    if (w.firstBlood < 0 && bySide !== w.side[t]) w.firstBlood = bySide;
  }
  if (w.log !== null) add(w, woundText(w, t, cell, hit, rec));
  if (w.dmg[t] >= w.maxHp[t]) w.remove(t);
}

/**
 * A standard Shoot, an Overwatch shot or a Blaze Away from s at t with the weapon in hand,
 * `wpn` in s's slot `k` (index into w.gun): pool, single or multiple hits, wounds in order,
 * ammunition (cowpoke.md §1.2, §1.10–1.11), then the extra targets of a Spread weapon, each its
 * own roll (§1.12). The caller has read the slot to check it, so it passes it on rather than
 * have it read again.
 */
function fire(
  w: World,
  rng: Rng,
  s: number,
  t: number,
  wpn: number,
  k: number,
  blaze: boolean,
  label: string,
): void {
  turnToward(w, s, t);
  const aimed = !blaze && w.aim[s] === t;
  w.aim[s] = -1;
  const n = shotDice(w, s, wpn, t, aimed, blaze);
  if (w.log !== null) say(w, shotText(w, s, t, label));
  resolve(w, rng, s, t, wpn, n, blaze, aimed);
  if (!blaze && w.hearts[wpn] > 0) spread(w, rng, s, t, wpn);
  if (blaze || w.spade[wpn]) {
    w.empty[k] = 1;
    if (w.log !== null) add(w, outOfAmmoText(wpn));
  }
}

/** The extra targets of a Spread weapon: the nearest other enemies within ♥ inches of the first one (ruling §1.12). */
function spread(w: World, rng: Rng, s: number, t: number, wpn: number): void {
  const hearts = w.hearts[wpn];
  w.mark.fill(0);
  w.mark[t] = 1;
  for (let h = 0; h < hearts; h++) {
    let best = -1,
      bd = Infinity;
    for (let e = 0; e < w.n; e++) {
      if (w.mark[e] || !w.alive[e] || w.side[e] === w.side[s]) continue;
      const d = w.dist(t, e);
      if (d <= hearts && d < bd && canShoot(w, s, wpn, e, false, false)) ((best = e), (bd = d));
    }
    if (best < 0) break;
    w.mark[best] = 1;
    if (w.log) add(w, `; spread onto ${w.names[best]}: `);
    resolve(w, rng, s, best, wpn, shotDice(w, s, wpn, best, false, false), false, false);
  }
}

function resolve(
  w: World,
  rng: Rng,
  s: number,
  t: number,
  wpn: number,
  n: number,
  multi: boolean,
  aimed: boolean,
): void {
  if (n === 0) {
    if (w.log !== null)
      add(
        w,
        w.reckon
          ? 'out of reach once measured: the AP is spent (Dead Reckoning)'
          : 'no shot possible',
      );
    return;
  }
  const sixes = roll(w, rng, n);
  const hits = multi ? sixes : sixes > 0 ? 1 : 0;
  if (w.log !== null) add(w, rollText(w, s, t, wpn, n, aimed, hits));
  for (let h = 0; h < hits && w.alive[t]; h++) wound(w, rng, t, wpn, w.side[s]);
}

/**
 * Moves c toward (tx, ty), stopping `stop` inches short of it, at most `reach` inches; then
 * enemies on Overwatch with c in their arc may fire once (cowpoke.md §3.4; ruling: the
 * interrupt is resolved where the move ends).
 */
function travel(
  w: World,
  rng: Rng,
  c: number,
  tx: number,
  ty: number,
  stop: number,
  reach: number,
  ran: boolean,
  verb: string,
): void {
  const dx = tx - w.x[c],
    dy = ty - w.y[c];
  const d = Math.sqrt(dx * dx + dy * dy);
  let go = Math.min(reach, Math.max(0, d - stop));
  if (go > 0 && w.terrain)
    go = overTerrain(
      w,
      c,
      w.x[c] + (dx / d) * Math.max(0, d - stop),
      w.y[c] + (dy / d) * Math.max(0, d - stop),
      reach,
    );
  else if (go > 0) {
    w.x[c] += (dx / d) * go;
    w.y[c] += (dy / d) * go;
  }
  if (go > 0) {
    w.facing[c] = Math.atan2(dy, dx);
    w.refreshDist(c);
    w.movedTurn[c] = w.turn;
    w.movedLatest[c] = ran ? 2 : 1;
    w.cover[c] = w.coverAt(w.x[c], w.y[c]);
  }
  if (w.log) say(w, `${who(w, c)} ${verb} ${go.toFixed(1)}" to ${placeText(w, c)}`);
  if (go > 0) overwatchFire(w, rng, c);
}

/**
 * A move across the battlefield toward (gx, gy): round walls by the first bend of the
 * shortest path, stopping where a window is crossed or a building entered by its door
 * (cowpoke.md §1.14 [L233-243], W9), difficult ground at half speed. Returns the distance gone.
 */
function overTerrain(w: World, c: number, gx: number, gy: number, reach: number): number {
  const bf = w.bf,
    x = w.x[c],
    y = w.y[c];
  let tx = gx,
    ty = gy;
  if (bf.crossesAny(x, y, gx, gy, BLOCKS_MOVE) && bf.firstBend(x, y, gx, gy, bend))
    ((tx = bend.x), (ty = bend.y));
  const stopAt = bf.buildingAt(x, y) >= 0 ? WINDOW : WINDOW | DOOR;
  bf.move(x, y, tx, ty, reach, stopAt);
  w.x[c] = bf.moveX;
  w.y[c] = bf.moveY;
  return Math.hypot(bf.moveX - x, bf.moveY - y);
}

const bend: Spot = { x: 0, y: 0 };

function overwatchFire(w: World, rng: Rng, mover: number): void {
  for (let e = 0; e < w.n && w.alive[mover]; e++) {
    if (!w.overwatch[e] || !w.alive[e] || w.side[e] === w.side[mover]) continue;
    let off = Math.atan2(w.y[mover] - w.y[e], w.x[mover] - w.x[e]) - w.watchAngle[e];
    off = Math.abs(Math.atan2(Math.sin(off), Math.cos(off)));
    const k = e * 2 + w.slot[e];
    if (off > Math.PI / 4 || w.empty[k] || w.engaged(e)) continue;
    if (!canShoot(w, e, w.gun[k], mover, false, false)) continue;
    w.overwatch[e] = 0;
    fire(w, rng, e, mover, w.gun[k], k, false, 'fires from Overwatch at');
  }
}

function brawl(w: World, rng: Rng, a: number): void {
  for (let d = 0; d < w.n && w.alive[a]; d++) {
    if (!w.inContact(a, d)) continue;
    turnToward(w, a, d);
    w.aim[d] = -1; // made to Brawl as a defender (cowpoke.md §1.3 [L309])
    const pa = brawlDice(w, a),
      pd = brawlDice(w, d);
    const sa = roll(w, rng, pa);
    if (w.log) say(w, `${who(w, a)} brawls with ${w.names[d]}: ${pa} dice ${facesText(w, pa)}`);
    const sd = roll(w, rng, pd);
    const outcome = boutOutcome(sa, sd);
    if (w.log)
      add(
        w,
        ` v ${pd} dice ${facesText(w, pd)} → ${['wins', 'loses', 'bloody draw', 'scuffle'][outcome]}`,
      );
    if (outcome === DEFENDER_WINS || outcome === BLOODY_DRAW)
      wound(w, rng, a, KIND_BRAWL, w.side[d]);
    if (outcome === ATTACKER_WINS || outcome === BLOODY_DRAW)
      wound(w, rng, d, KIND_BRAWL, w.side[a]);
  }
}

/** Parting attacks from every enemy in contact (cowpoke.md §1.8); true if c survives them. */
function partingAttacks(w: World, rng: Rng, c: number): boolean {
  const gunsArm = w.o['disengage.firearmCountsAsArmed'];
  for (let e = 0; e < w.n && w.alive[c]; e++) {
    if (!w.inContact(c, e)) continue;
    const armed = w.melee[e] === 1 || (gunsArm && w.gun[e * 2] !== NO_WEAPON);
    const n = armed ? PARTING_DICE.armed : PARTING_DICE.unarmed;
    const six = roll(w, rng, n) > 0;
    if (w.log)
      say(
        w,
        `${w.names[e]} takes a parting attack at ${w.names[c]}: ${n} ${n === 1 ? 'die' : 'dice'} ${facesText(w, n)} → ${six ? 'hit' : 'miss'}`,
      );
    if (six) wound(w, rng, c, KIND_PARTING, w.side[e]);
  }
  return w.alive[c] === 1;
}

/** Token at t's position (a sure throw) or a Hail Mary's landing; the fuse burns to s's next activation. */
function throwDynamite(w: World, rng: Rng, s: number, t: number): void {
  turnToward(w, s, t);
  const d = w.dist(s, t);
  let land = d;
  let face = 0;
  if (d > THROW.sureMax) {
    face = rng.d6();
    land = Math.min(d, face + THROW.hailMaryBase);
  }
  const f = d > 0 ? land / d : 0;
  w.fuse[s] = 1;
  w.fuseX[s] = w.x[s] + (w.x[t] - w.x[s]) * f;
  w.fuseY[s] = w.y[s] + (w.y[t] - w.y[s]) * f;
  w.fuseDice[s] =
    w.tier[s] +
    (w.marksman[s] === DYNAMITE ? 1 : 0) +
    (attackerMoved(w, s) ? -1 : 0) +
    scarDice(w, s);
  w.sticks[s]--;
  if (w.log) {
    const how =
      face === 0
        ? 'a sure throw'
        : `a Hail Mary, d6 ${face} → reach ${face + THROW.hailMaryBase}"${land < d ? `, lands short at ${land.toFixed(1)}"` : ', on target'}`;
    say(
      w,
      `${who(w, s)} lights a stick of dynamite and throws it at ${w.names[t]} (${d.toFixed(1)}"): ${how}`,
    );
  }
}

/**
 * The blast (cowpoke.md §1.9): every model within 6" of the token, friend or foe, rolls by its
 * distance; every six a hit. Ruling: a victim in a cover zone keeps that cover unless the
 * token lies in the same zone.
 */
export function detonate(w: World, rng: Rng, s: number): void {
  w.fuse[s] = 0;
  const fx = w.fuseX[s],
    fy = w.fuseY[s];
  if (w.log) say(w, `${w.names[s]}'s dynamite goes off`);
  const tokenZone = w.zoneAt(fx, fy);
  for (let v = 0; v < w.n; v++) {
    if (!w.alive[v]) continue;
    const d = Math.hypot(w.x[v] - fx, w.y[v] - fy);
    const z = w.zoneAt(w.x[v], w.y[v]);
    const cover =
      z >= 0 && z !== tokenZone && w.o['dynamite.blastCover'] === 'unlessSameZone'
        ? w.zoneCover(z)
        : 0;
    const n = blastPool(d, w.fuseDice[s], cover + (targetMoved(w, v) ? -1 : 0), w.o);
    if (n === 0) continue;
    const hits = roll(w, rng, n);
    if (w.log)
      add(
        w,
        `; ${w.names[v]} at ${d.toFixed(1)}": ${n} dice ${facesText(w, n)} → ${hits} ${hits === 1 ? 'hit' : 'hits'}`,
      );
    for (let h = 0; h < hits && w.alive[v]; h++) wound(w, rng, v, DYNAMITE, w.side[s]);
  }
}

/** Shooting actions an activation may hold, even with a Lucky extra action (cowpoke.md A28). */
const MAX_SHOTS = 2;

/** Carries out one action; returns the AP it used (0: nothing could be done, the activation ends). */
export function execute(w: World, rng: Rng, c: number, act: number, ap: number): number {
  // Only a Lucky character's third AP can meet these: a Run takes two, and two shots fill an activation.
  if (
    w.actRan &&
    (act === ACT.SHOOT ||
      act === ACT.BLAZE ||
      act === ACT.AIM ||
      act === ACT.THROW ||
      act === ACT.BRAWL ||
      act === ACT.OVERWATCH)
  )
    return 0;
  if (w.actShots >= MAX_SHOTS && (act === ACT.SHOOT || act === ACT.BLAZE || act === ACT.THROW))
    return 0;
  if (act !== ACT.SHOOT && act !== ACT.SWITCH) w.aim[c] = -1; // any other action breaks an Aim (cowpoke.md §1.3)
  // One small function per action keeps this dispatcher within V8's inlining budget.
  switch (act) {
    case ACT.SHOOT:
      return shoot(w, rng, c, false);
    case ACT.BLAZE:
      return shoot(w, rng, c, true);
    case ACT.MOVE:
      return move(w, rng, c);
    case ACT.RUN:
      return run(w, rng, c, ap);
    case ACT.DISENGAGE:
      return disengage(w, rng, c, ap);
    case ACT.AIM:
      return aim(w, c);
    case ACT.RELOAD:
      return reload(w, c);
    case ACT.SWITCH:
      return switchWeapon(w, c, ap);
    case ACT.THROW:
      return throwAction(w, rng, c, ap);
    case ACT.OVERWATCH:
      return overwatchAction(w, c, ap);
    case ACT.INTERACT:
      return interactAction(w, rng, c);
    case ACT.BRAWL:
      if (!w.engaged(c)) return 0;
      brawl(w, rng, c);
      return 1;
    default:
      return 0;
  }
}

function shoot(w: World, rng: Rng, c: number, blaze: boolean): number {
  const t = w.actTarget;
  if (t < 0 || !w.alive[t] || w.engaged(c)) return 0;
  const k = c * 2 + w.slot[c],
    wpn = w.gun[k];
  if (wpn === NO_WEAPON || w.empty[k]) return 0;
  w.actShots++;
  fire(w, rng, c, t, wpn, k, blaze, blaze ? 'blazes away at' : 'shoots at');
  return 1;
}

function move(w: World, rng: Rng, c: number): number {
  if (w.actMoved || w.engaged(c)) return 0;
  w.actMoved = true;
  travel(w, rng, c, w.actX, w.actY, w.actStop, moveReach(w, c), false, 'moves');
  return 1;
}

function run(w: World, rng: Rng, c: number, ap: number): number {
  if (ap < 2 || w.engaged(c)) return 0;
  const reach = runReach(runBase(w, c), rng.d6() + rng.d6());
  w.actMoved = true;
  w.actRan = true;
  travel(w, rng, c, w.actX, w.actY, w.actStop, reach, true, 'runs');
  return 2;
}

function disengage(w: World, rng: Rng, c: number, ap: number): number {
  const run = ap >= 2 && w.o['disengage.allowRun'];
  if (w.actMoved && !run) return 0;
  if (w.log) say(w, `${who(w, c)} disengages`);
  if (!partingAttacks(w, rng, c)) return ap;
  const reach = run ? runReach(runBase(w, c), rng.d6() + rng.d6()) : moveReach(w, c);
  w.actMoved = true;
  w.actRan = run;
  travel(w, rng, c, w.actX, w.actY, 0, reach, run, run ? 'runs' : 'moves');
  return run ? 2 : 1;
}

function aim(w: World, c: number): number {
  const t = w.actTarget;
  if (t < 0 || w.engaged(c)) return 0;
  w.aim[c] = t;
  turnToward(w, c, t);
  if (w.log) say(w, `${who(w, c)} takes aim at ${w.names[t]}`);
  return 1;
}

function reload(w: World, c: number): number {
  if (!w.empty[c * 2 + w.slot[c]]) return 0;
  w.empty[c * 2 + w.slot[c]] = 0;
  if (w.log) say(w, `${who(w, c)} reloads the ${weaponName(w.weapon(c))}`);
  return 1;
}

function switchWeapon(w: World, c: number, ap: number): number {
  const cost = switchAP(w, c);
  if (cost > ap - 1 || w.gun[c * 2 + 1 - w.slot[c]] === NO_WEAPON) return 0;
  // A switch that costs AP is an action and breaks an Aim (cowpoke.md §1.3 [L309]); a free
  // Holster switch keeps it unless aim.freeActionsBreak (ruling §1.3, A21).
  if (cost > 0 || w.freeActionsBreakAim) w.aim[c] = -1;
  w.slot[c] = 1 - w.slot[c];
  if (w.log) say(w, `${who(w, c)} draws the ${weaponName(w.weapon(c))}`);
  if (cost === 0) return -1; // free: the caller asks the policy again without spending AP
  return cost;
}

/** Under dynamite.needsSwitch the stick is switched to first, at the switch's AP cost, and the firearm taken back with the throw. */
function throwAction(w: World, rng: Rng, c: number, ap: number): number {
  const t = w.actTarget;
  const cost = throwAP(w, c);
  if (
    t < 0 ||
    cost > ap ||
    w.sticks[c] <= 0 ||
    w.fuse[c] ||
    w.engaged(c) ||
    !throwPathClear(w, c, t)
  )
    return 0;
  w.actShots++;
  throwDynamite(w, rng, c, t);
  return cost;
}

function overwatchAction(w: World, c: number, ap: number): number {
  if (w.engaged(c) || w.weapon(c) === NO_WEAPON) return 0;
  const t = w.actTarget;
  w.overwatch[c] = 1;
  const aimAt = t >= 0 ? t : c;
  w.watchAngle[c] = Math.atan2(w.y[aimAt] - w.y[c], w.x[aimAt] - w.x[c]);
  if (t >= 0) turnToward(w, c, t);
  if (w.log) say(w, `${who(w, c)} goes on Overwatch${t >= 0 ? ` facing ${w.names[t]}` : ''}`);
  return ap; // ends the activation (cowpoke.md §3.4)
}
