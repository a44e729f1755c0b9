import { DRAW_DICE, DRAW_MARGIN } from '../data.ts';
import {
  ARM_LEVELS,
  ARM_STATES,
  STATE,
  applyTransition,
  armIndex,
  armTransition,
} from '../damage.ts';
import { exactFiringArmsByFumble } from '../firing.ts';
import { exactReaction } from '../reaction.ts';
import {
  FLINCHED,
  FLINCH_PEN,
  RAN,
  SURRENDERED,
  UNHURT,
  UNMANNED,
  flinchKind,
  holderOf,
  linked,
  type Setup,
} from './setup.ts';

/*
 * The Draw's outcome for all its figures together, as a fight that goes on after it needs it
 * (exact.ts gives each figure's outcome on its own, which is all the `draw` procedure reports).
 * It follows simulate.ts step by step, enumerating instead of rolling: the Flinch results,
 * each pool's roll as its passes, whether a 3 is among them and whether its 1s empty the gun
 * (the only three things the Draw reads from a pool), Got the Drop and its re-draw, the
 * damage rolls and the margin-1 firing (its fumble with it), and Been Shot At.
 */

/** How a figure leaves the Draw, as the fight after it needs it. */
export const OUT_OD = 0,
  OUT_OOF = 1,
  OUT_WOUNDED = 2,
  OUT_CHEST = 3,
  OUT_SURRENDERED = 4,
  OUT_RAN = 5,
  OUT_UNHURT = 6,
  /** Out-drawn, not hit, and Ducked Back on Been Shot At. */
  OUT_DUCKED = 7;
/**
 * Per figure: (the wounds the Draw dealt his arms, gun × ARM_LEVELS + off, for a wounded
 * figure, × 8 + an OUT_ value) × 2, plus 1 when its gun is empty.
 */
export const PER_FIGURE_CODES = 16 * ARM_LEVELS * ARM_LEVELS;
/** A figure's OUT_ value, the wounds to his gun arm and to his off arm, and his empty gun. */
export const outOf = (x: number) => (x >> 1) & 7;
export const gunArmOf = (x: number) => ((x >> 4) / ARM_LEVELS) | 0;
export const offArmOf = (x: number) => (x >> 4) % ARM_LEVELS;
export const emptyOf = (x: number) => x & 1;

const ARM_PAIRS = ARM_LEVELS * ARM_LEVELS;

/** One pool's roll as the Draw reads it. */
interface Roll {
  passes: number;
  three: boolean;
  empties: boolean;
  p: number;
}

/** What one branch of the Draw has decided so far (simulate.ts's scratch, copied per branch). */
interface Branch {
  state: number[];
  hurt: number[];
  /** Per figure: gun-arm wounds × ARM_LEVELS + off-arm wounds, each capped at 2. */
  arms: number[];
  empty: boolean[];
  outdrawn: boolean[];
  dropped: boolean;
}

const copy = (x: Branch): Branch => ({
  state: [...x.state],
  hurt: [...x.hurt],
  arms: [...x.arms],
  empty: [...x.empty],
  outdrawn: [...x.outdrawn],
  dropped: x.dropped,
});

type Next = (x: Branch, q: number) => void;

/**
 * A number for each different branch (6 states × 5 damage STATEs × 9 arms × 2 × 2 a figure,
 * and the drop; under 2^53 for the Draw's four figures).
 */
function keyOf(x: Branch): number {
  let k = x.dropped ? 1 : 0;
  for (let i = 0; i < x.state.length; i++)
    k =
      ((((k * 6 + x.state[i]) * 5 + x.hurt[i]) * ARM_PAIRS + x.arms[i]) * 2 +
        (x.empty[i] ? 1 : 0)) *
        2 +
      (x.outdrawn[i] ? 1 : 0);
  return k;
}

/** Adds a branch to those already reached, merging equal ones. */
function gather(into: Map<number, [Branch, number]>, x: Branch, q: number): void {
  const key = keyOf(x);
  const known = into.get(key);
  if (known) known[1] += q;
  else into.set(key, [x, q]);
}

/**
 * The rolls of n dice passing on 1–3: given k passes, each passing die is a 1, 2 or 3 with
 * equal chance, so the chance of a 3 and of the 1s that empty the gun follow from the counts.
 */
function rollsOf(n: number, repeater: boolean, onesEmpty: boolean): Roll[] {
  const out = new Map<number, Roll>();
  const fact = (m: number): number => (m <= 1 ? 1 : m * fact(m - 1));
  for (let k = 0; k <= n; k++) {
    const pk = fact(n) / (fact(k) * fact(n - k)) / 2 ** n;
    for (let ones = 0; ones <= k; ones++)
      for (let threes = 0; ones + threes <= k; threes++) {
        const ways = fact(k) / (fact(ones) * fact(threes) * fact(k - ones - threes));
        const three = threes > 0,
          empties = onesEmpty && ones >= (repeater ? 2 : 1);
        const key = (k * 2 + (three ? 1 : 0)) * 2 + (empties ? 1 : 0);
        const r = out.get(key) ?? { passes: k, three, empties, p: 0 };
        r.p += (pk * ways) / 3 ** k;
        out.set(key, r);
      }
  }
  return [...out.values()];
}

/**
 * The joint Draw: P(each figure's outcome), keyed by Σ code_i × PER_FIGURE_CODES^i; with
 * `arms`, a wounded figure's code keeps the wounds the Draw dealt his arms (the fight after
 * the Draw needs them), else it is read with none (fewer branches for a Draw of more figures).
 */
export function jointDraw(s: Setup, arms = false): Map<number, number> {
  const n = s.figs.length;
  const rollCache = new Map<number, Roll[]>();
  const rolls = (i: number, pool: number) => {
    const key = i * 64 + Math.max(0, pool);
    let r = rollCache.get(key);
    if (!r) {
      r = rollsOf(Math.max(0, pool), s.figs[i].repeater, s.onesEmpty);
      rollCache.set(key, r);
    }
    return r;
  };
  const surrender = (r: Setup['figs'][number]['dropTest']) =>
    exactReaction(r).actions[r.labels.indexOf('surrender')];
  const flinch = s.figs.map((f) => {
    const out = [1, 0, 0];
    if (!s.flinch) return out;
    out[0] = 0;
    exactReaction(f.flinch).actions.forEach((pr, a) => (out[flinchKind(f.flinch.labels[a])] += pr));
    return out;
  });
  // Without arms, each state's arm wounds are read as none.
  const armsRead = (v: Float64Array) => {
    if (arms) return v;
    const out = new Float64Array(ARM_STATES);
    v.forEach((p, k) => (out[armIndex((k / ARM_PAIRS) | 0, 0, 0)] += p));
    return out;
  };
  // By winner × n + loser: the loser's damage STATE with the wounds it dealt each arm
  // (ARM_STATES) after a margin of 2 (no 3 killing), and after the margin-1 firing, apart by
  // whether the firing emptied the winner's gun.
  const damaged = s.figs.flatMap((w) =>
    s.figs.map((l, li) => {
      let v: Float64Array = new Float64Array(ARM_STATES);
      v[armIndex(STATE.unhurt, 0, 0)] = 1;
      const tr = armTransition(w.firing[li].normalCodes, l.toughness, w.weapon === 'bow');
      for (let r = 0; r < w.damageRolls; r++) v = applyTransition(v, tr);
      return armsRead(v);
    }),
  );
  const fired = s.figs.flatMap((w) =>
    w.firing.map((f) => exactFiringArmsByFumble(f).map(armsRead)),
  );
  const bsa = s.figs.map((f) => exactReaction(f.bsa).actions);
  const killed = new Float64Array(ARM_STATES);
  killed[armIndex(STATE.od, 0, 0)] = 1;
  const out = new Map<number, number>();
  const fl = new Int8Array(n);
  const pool = (i: number) => s.figs[i].pool + (fl[i] === FLINCHED ? FLINCH_PEN : 0);

  /** simulate.ts's simPair on two given rolls. */
  function pair(
    x: Branch,
    i: number,
    j: number,
    ri: Roll,
    rj: Roll,
    pi: number,
    pj: number,
    again: boolean,
    q: number,
    next: Next,
  ): void {
    const d = ri.passes - rj.passes;
    const y = copy(x);
    if (d === 0) {
      if (ri.empties) y.empty[i] = true;
      if (rj.empties) y.empty[j] = true;
      return next(y, q);
    }
    const [win, lose, rw, rl, pw, pl] = d > 0 ? [i, j, ri, rj, pi, pj] : [j, i, rj, ri, pj, pi];
    if (!again && !s.figs[win].targets.includes(lose)) {
      if (rl.empties) y.empty[lose] = true;
      return next(y, q);
    }
    const m = Math.abs(d);
    if (m >= DRAW_MARGIN.drop && !again && !x.dropped && !s.figs[win].noDrop) {
      y.dropped = true;
      const give = surrender(s.figs[lose].dropTest);
      if (give > 0) {
        const z = copy(y);
        z.state[lose] = Math.min(z.state[lose], SURRENDERED);
        next(z, q * give);
      }
      if (give < 1) redraw(y, win, lose, pw + DRAW_DICE.gotTheDrop, pl, q * (1 - give), next);
      return;
    }
    if (rl.empties) y.empty[lose] = true;
    // A hit lands as simulate.ts's: the worse state stands, the arm wounds add up.
    const hit = (v: Float64Array, qq: number, z0: Branch) => {
      for (let k = 0; k < ARM_STATES; k++) {
        if (v[k] === 0) continue;
        const h = (k / ARM_PAIRS) | 0,
          a = z0.arms[lose];
        const z = copy(z0);
        if (h > z.hurt[lose]) z.hurt[lose] = h;
        z.arms[lose] =
          Math.min(2, ((a / ARM_LEVELS) | 0) + (((k % ARM_PAIRS) / ARM_LEVELS) | 0)) * ARM_LEVELS +
          Math.min(2, (a % ARM_LEVELS) + (k % ARM_LEVELS));
        z.outdrawn[lose] = true;
        next(z, qq * v[k]);
      }
    };
    if (m >= DRAW_MARGIN.damage) {
      if (rw.empties) y.empty[win] = true;
      if (s.kills && rw.three) return hit(killed, q, y);
      return hit(damaged[win * n + lose], q, y);
    }
    const [kept, fumbled] = fired[win * n + lose];
    hit(kept, q, y);
    const z = copy(y);
    z.empty[win] = true;
    hit(fumbled, q, z);
  }

  /**
   * A re-draw between two figures only, both shooting whoever draws first. Its outcomes are
   * worked out once for each branch it can start from, and merged: many branches lead to it.
   */
  const redraws = new Map<number, [Branch, number][]>();
  function redraw(x: Branch, a: number, b: number, pa: number, pb: number, q: number, next: Next) {
    if (a > b) return redraw(x, b, a, pb, pa, q, next);
    const key = (((keyOf(x) * n + a) * n + b) * 64 + Math.max(0, pa)) * 64 + Math.max(0, pb);
    let leaves = redraws.get(key);
    if (!leaves) {
      const merged = new Map<number, [Branch, number]>();
      for (const ra of rolls(a, pa))
        for (const rb of rolls(b, pb))
          pair(x, a, b, ra, rb, pa, pb, true, ra.p * rb.p, (y, qq) => gather(merged, y, qq));
      redraws.set(key, (leaves = [...merged.values()]));
    }
    for (const [y, qq] of leaves) next(y, q * qq);
  }

  /** Held unmanned figures, from figure u on: Got the Drop, and its re-draw on a fail. */
  function unmanned(x: Branch, u: number, q: number, next: Next): void {
    if (u === n) return next(x, q);
    const on = (y: Branch, qq: number) => unmanned(y, u + 1, qq, next);
    if (fl[u] !== UNMANNED) return on(x, q);
    const h = s.holdUnmanned ? holderOf(s, fl, u) : -1;
    const y = copy(x);
    if (h < 0) {
      y.state[u] = RAN;
      return on(y, q);
    }
    const give = surrender(s.figs[u].unmannedDropTest);
    if (give > 0) {
      const z = copy(y);
      z.state[u] = SURRENDERED;
      on(z, q * give);
    }
    if (give < 1)
      redraw(y, h, u, pool(h) + DRAW_DICE.gotTheDrop, s.figs[u].pool, q * (1 - give), on);
  }

  /** The main round: every figure with a declared pair rolls once, and the pairs resolve in order. */
  function mainRound(x: Branch, q: number, next: Next): void {
    const pairs: [number, number][] = [];
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) if (linked(s, fl, i, j)) pairs.push([i, j]);
    const rolling = [...new Set(pairs.flat())];
    const chosen: Roll[] = new Array(n);
    const resolve = (y: Branch, k: number, qq: number): void => {
      if (k === pairs.length) return next(y, qq);
      const [i, j] = pairs[k];
      pair(y, i, j, chosen[i], chosen[j], pool(i), pool(j), false, qq, (z, q2) =>
        resolve(z, k + 1, q2),
      );
    };
    const roll = (r: number, qq: number): void => {
      if (r === rolling.length) return resolve(x, 0, qq);
      const i = rolling[r];
      for (const c of rolls(i, pool(i))) {
        chosen[i] = c;
        roll(r + 1, qq * c.p);
      }
    };
    roll(0, q);
  }

  /** Results land at once; Been Shot At for whoever was out-drawn, shot at and not hit. */
  function settle(x: Branch, i: number, code: number, q: number): void {
    if (i === n) {
      out.set(code, (out.get(code) ?? 0) + q);
      return;
    }
    const at = (o: number, qq: number) =>
      settle(x, i + 1, code + (o * 2 + (x.empty[i] ? 1 : 0)) * PER_FIGURE_CODES ** i, qq);
    const h = x.hurt[i];
    // A figure left standing keeps the wounds to his arms (one who is out has no use for them).
    if (h === STATE.wounded || h === STATE.chestWounded)
      return at(x.arms[i] * 8 + (h === STATE.wounded ? OUT_WOUNDED : OUT_CHEST), q);
    if (h !== STATE.unhurt) return at(h === STATE.oof ? OUT_OOF : OUT_OD, q);
    if (x.state[i] === UNHURT && x.outdrawn[i]) {
      const labels = s.figs[i].bsa.labels;
      bsa[i].forEach((pr, a) => {
        if (pr === 0) return;
        const label = labels[a];
        at(
          label === 'runaway'
            ? OUT_RAN
            : label === 'fire' || label === 'fire-at-minus-1'
              ? OUT_UNHURT
              : OUT_DUCKED,
          q * pr,
        );
      });
      return;
    }
    at(x.state[i] === SURRENDERED ? OUT_SURRENDERED : x.state[i] === RAN ? OUT_RAN : OUT_UNHURT, q);
  }

  // Every branch the Draw can reach before Been Shot At, merged, then settled.
  const reached = new Map<number, [Branch, number]>();
  for (let code = 0; code < 3 ** n; code++) {
    let w = 1;
    for (let i = 0, c = code; i < n; i++, c = Math.floor(c / 3)) {
      fl[i] = c % 3;
      w *= flinch[i][fl[i]];
    }
    if (w === 0) continue;
    const start: Branch = {
      state: new Array(n).fill(UNHURT),
      hurt: new Array(n).fill(STATE.unhurt),
      arms: new Array(n).fill(0),
      empty: new Array(n).fill(false),
      outdrawn: new Array(n).fill(false),
      dropped: false,
    };
    unmanned(start, 0, w, (x, q) => mainRound(x, q, (y, qq) => gather(reached, y, qq)));
  }
  for (const [x, q] of reached.values()) settle(x, 0, 0, q);
  return out;
}
