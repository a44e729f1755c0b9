import type { Rng } from '../../../dice/rng.ts';
import { DRAW_DICE, DRAW_KILL_FACE, DRAW_MARGIN, POOL_PASS } from '../data.ts';
import { STATE, rollDamage, type ArmWounds } from '../damage.ts';
import { newFiringResult, simulateFiring } from '../firing.ts';
import { rollReaction } from '../reaction.ts';
import {
  FLINCHED,
  FLINCH_PEN,
  FROM_DAMAGE,
  NOT_FLINCHED,
  RAN,
  SURRENDERED,
  UNHURT,
  UNMANNED,
  emptied,
  flinchKind,
  holderOf,
  linked,
  type Setup,
} from './setup.ts';

/** One figure's pool roll in simulation, into `out` (passes, a 3 among them, ones). */
function rollPool(rng: Rng, n: number, out: Int32Array, at: number): void {
  let k = 0,
    three = 0,
    ones = 0;
  for (let i = 0; i < n; i++) {
    const v = rng.below(6) + 1;
    if (v <= POOL_PASS) {
      k++;
      if (v === DRAW_KILL_FACE) three = 1;
      else if (v === 1) ones++;
    }
  }
  out[at] = k;
  out[at + 1] = three;
  out[at + 2] = ones;
}

export interface SimScratch {
  /** Per figure: passes, a 3 among them, ones (3 slots each); the re-draws use the slots past the figures. */
  roll: Int32Array;
  faces: Uint8Array;
  firing: ReturnType<typeof newFiringResult>;
  /** Per figure: the damage STATE taken, and the Draw state for the other endings. */
  hurt: Int8Array;
  /** Per figure: the wounds the Draw's hits dealt each arm (§6.5 [L1557–1558]), as rolled. */
  gunArm: Uint8Array;
  offArm: Uint8Array;
  /** The arm wounds of one hit's damage rolls. */
  arms: ArmWounds;
  state: Int8Array;
  empty: Uint8Array;
  /** Out-drawn by an opponent who shot at it: Been Shot At if it ends up not hit. */
  outdrawn: Uint8Array;
  /** The Been Shot At action index each figure took after the Draw (−1: none), for encounters. */
  bsa: Int8Array;
  flinch: Int8Array;
  first: Int32Array;
  /** Whether a ≥3 result has happened in this Draw (later ones count as 2). */
  dropped: boolean;
  /** The comparison being resolved in the main round, and the re-draw's (reused records). */
  main: Comparison;
  again: Comparison;
}

/**
 * One comparison between figures i and j, with their rolls at slots si and sj of x.roll and
 * their pools pi and pj. `second`: a re-draw, where a ≥3 result counts as 2. `mutual`: both
 * shoot at each other whoever draws first (a re-draw); otherwise only a declared target can
 * be shot.
 */
export interface Comparison {
  i: number;
  j: number;
  si: number;
  sj: number;
  pi: number;
  pj: number;
  second: boolean;
  mutual: boolean;
}

export const newComparison = (): Comparison => ({
  i: 0,
  j: 0,
  si: 0,
  sj: 0,
  pi: 0,
  pj: 0,
  second: false,
  mutual: false,
});

/** Scratch for simulated Draws between n figures, reused between trials. */
export function newScratch(n: number): SimScratch {
  return {
    roll: new Int32Array((n + 2) * 3),
    faces: new Uint8Array(3),
    firing: newFiringResult(),
    hurt: new Int8Array(n),
    gunArm: new Uint8Array(n),
    offArm: new Uint8Array(n),
    arms: { gunArm: 0, offArm: 0, horse: 0 },
    state: new Int8Array(n),
    empty: new Uint8Array(n),
    outdrawn: new Uint8Array(n),
    bsa: new Int8Array(n),
    flinch: new Int8Array(n),
    first: new Int32Array(1),
    dropped: false,
    main: newComparison(),
    again: newComparison(),
  };
}

/** Fills a comparison record in place (no allocation per trial). */
function compare(
  c: Comparison,
  i: number,
  j: number,
  pi: number,
  pj: number,
  again: boolean,
): Comparison {
  c.i = i;
  c.j = j;
  c.pi = pi;
  c.pj = pj;
  c.second = c.mutual = again;
  return c;
}

/** Resolves one comparison (see Comparison). */
function simPair(s: Setup, rng: Rng, x: SimScratch, c: Comparison): void {
  const { i, j, si, sj, pi, pj, second, mutual } = c;
  const d = x.roll[si * 3] - x.roll[sj * 3];
  if (i === 0 && j === 1 && x.first[0] > s.hi) x.first[0] = d;
  const emptyBy = (f: number, slot: number) => {
    if (s.onesEmpty && emptied(s.figs[f], x.roll[slot * 3 + 2])) x.empty[f] = 1;
  };
  if (d === 0) {
    emptyBy(i, si);
    emptyBy(j, sj);
    return;
  }
  const [win, lose, sw, sl, pw, pl] = d > 0 ? [i, j, si, sj, pi, pj] : [j, i, sj, si, pj, pi];
  if (!mutual && !s.figs[win].targets.includes(lose)) {
    // C-52(d): no result against an undeclared target; the out-drawn figure still fired, so its 1s count.
    emptyBy(lose, sl);
    return;
  }
  const W = s.figs[win],
    L = s.figs[lose];
  const m = d > 0 ? d : -d;
  if (m >= DRAW_MARGIN.drop && !second && !x.dropped && !W.noDrop) {
    x.dropped = true;
    if (rollReaction(L.dropTest, rng) === 0) {
      x.state[lose] = Math.min(x.state[lose], SURRENDERED);
      return;
    }
    redraw(s, rng, x, compare(x.again, win, lose, pw + DRAW_DICE.gotTheDrop, pl, true));
    return;
  }
  emptyBy(lose, sl);
  let hurt: number = STATE.unhurt;
  const arms = x.arms;
  arms.gunArm = arms.offArm = 0;
  if (m >= DRAW_MARGIN.damage) {
    emptyBy(win, sw);
    if (s.kills && x.roll[sw * 3 + 1] === 1) hurt = STATE.od;
    else
      for (let r = 0; r < W.damageRolls && hurt !== STATE.od; r++)
        hurt = rollDamage(
          rng,
          hurt,
          W.firing[lose].normalCodes,
          L.toughness,
          W.firing[lose].recDice,
          arms,
        );
  } else {
    simulateFiring(W.firing[lose], rng, x.faces, x.firing);
    if (x.firing.fumble) x.empty[win] = 1;
    hurt = x.firing.state;
    arms.gunArm = x.firing.gunArm;
    arms.offArm = x.firing.offArm;
  }
  if (hurt > x.hurt[lose]) x.hurt[lose] = hurt; // simultaneous hits: the worse one stands
  // A hit on an arm that leaves him standing wounds it, as a firing's does (counted as rolled:
  // the fight after the Draw lands them on him).
  x.gunArm[lose] += arms.gunArm;
  x.offArm[lose] += arms.offArm;
  x.outdrawn[lose] = 1;
}

/** The re-draw between two figures only (Got the Drop failed), in the scratch slots past the figures. */
function redraw(s: Setup, rng: Rng, x: SimScratch, c: Comparison): void {
  // The earlier figure rolls first, and margins read as earlier − later.
  if (c.i > c.j) compare(c, c.j, c.i, c.pj, c.pi, true);
  const n = s.figs.length;
  rollPool(rng, Math.max(0, c.pi), x.roll, n * 3);
  rollPool(rng, Math.max(0, c.pj), x.roll, (n + 1) * 3);
  c.si = n;
  c.sj = n + 1;
  simPair(s, rng, x, c);
}

export function simDraw(s: Setup, rng: Rng, x: SimScratch): void {
  const n = s.figs.length;
  x.dropped = false;
  const pool = (i: number) => s.figs[i].pool + (x.flinch[i] === FLINCHED ? FLINCH_PEN : 0);
  for (let i = 0; i < n; i++) {
    x.state[i] = UNHURT;
    x.hurt[i] = STATE.unhurt;
    x.gunArm[i] = x.offArm[i] = 0;
    x.empty[i] = 0;
    x.outdrawn[i] = 0;
    x.flinch[i] = NOT_FLINCHED;
    if (s.flinch) {
      x.flinch[i] = flinchKind(s.figs[i].flinch.labels[rollReaction(s.figs[i].flinch, rng)]);
    }
  }
  // Unmanned figures leave the Draw, unless held: then Got the Drop, and on a fail a re-draw
  // with the holder only, who has the drop; the held figure draws with no flinch penalty (C-53).
  for (let u = 0; u < n; u++) {
    if (x.flinch[u] !== UNMANNED) continue;
    const h = s.holdUnmanned ? holderOf(s, x.flinch, u) : -1;
    if (h < 0) x.state[u] = RAN;
    else if (rollReaction(s.figs[u].unmannedDropTest, rng) === 0) x.state[u] = SURRENDERED;
    else
      redraw(
        s,
        rng,
        x,
        compare(x.again, h, u, pool(h) + DRAW_DICE.gotTheDrop, s.figs[u].pool, true),
      );
  }
  // Everyone still drawing who has a declared pair rolls once; every pair is compared on those rolls (C-52(b)).
  for (let i = 0; i < n; i++) {
    let any = false;
    for (let j = 0; j < n; j++) if (j !== i && linked(s, x.flinch, i, j)) any = true;
    if (any) rollPool(rng, Math.max(0, pool(i)), x.roll, i * 3);
  }
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      if (linked(s, x.flinch, i, j)) {
        const c = compare(x.main, i, j, pool(i), pool(j), false);
        c.si = i;
        c.sj = j;
        simPair(s, rng, x, c);
      }
  // All results land at once (C-52(c)); then Been Shot At for whoever was out-drawn, shot at, and not hit.
  for (let i = 0; i < n; i++) {
    x.bsa[i] = -1;
    if (x.hurt[i] !== STATE.unhurt) x.state[i] = FROM_DAMAGE[x.hurt[i]];
    else if (x.outdrawn[i] && x.state[i] === UNHURT) {
      x.bsa[i] = rollReaction(s.figs[i].bsa, rng);
      if (s.figs[i].bsa.labels[x.bsa[i]] === 'runaway') x.state[i] = RAN;
    }
  }
}
