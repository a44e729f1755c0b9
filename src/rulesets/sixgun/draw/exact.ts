import { DRAW_DICE, DRAW_MARGIN } from '../data.ts';
import {
  ARM_STATES,
  STATE,
  STATES,
  applyTransition,
  armIndex,
  armTransition,
  transition,
} from '../damage.ts';
import { exactFiring, exactFiringArmsByFumble } from '../firing.ts';
import { exactReaction, type Reaction } from '../reaction.ts';
import {
  DRAW_STATES,
  FLINCHED,
  FLINCH_PEN,
  FROM_DAMAGE,
  RAN,
  SURRENDERED,
  UNHURT,
  UNMANNED,
  flinchKind,
  holderOf,
  linked,
  type Fig,
  type Setup,
} from './setup.ts';
import { CALM, LOADED, SLOTS, STANDING, SURRENDERS, UNTOUCHED } from './effect.ts';
import { StandingJoint, type Lost } from './standing.ts';
import { OUT_AT, TALLY, UNHURT_AT, land, mix, tallyOf, untouched } from './arm-tally.ts';

/*
 * A figure ends by the worst damage STATE dealt to it, else by a surrender, else by Been Shot
 * At if a figure shooting at it out-drew it. Once the Flinch results and the main round's
 * passes are fixed, what else decides one pair's effect on a figure (Got the Drop and its
 * re-draw, damage rolls, firings, a 3 among the winner's passes) is independent of what
 * decides its other pairs' effects. So each pair's effect on a figure is kept as an Effect
 * (effect.ts), multiplied across the figure's pairs. The exception is the figure's own 1s in
 * the main round: all its pairs read the same dice, so they count once per figure. Who is
 * still standing, all figures together, is worked out beside it (standing.ts), and what each
 * figure's arms are left with beside the Effects, pair by pair (arm-tally.ts).
 */

/**
 * A re-draw between figures i < j: each one's Effect, P(passes(i) − passes(j) = d) at index
 * d + pj, and what losing it does to each (for who stands, standing.ts).
 */
interface Redraw {
  i: number;
  effects: [Float64Array, Float64Array];
  margin: Float64Array;
  pj: number;
  lost: Lost;
  /** Each one's arm tally. */
  arms: [Float64Array, Float64Array];
}

/** Per-Draw answers the rounds reuse, worked out once. */
interface Known {
  /** Per figure, indexed by NOT_FLINCHED, FLINCHED, UNMANNED. */
  flinch: Float64Array[];
  surrender: number[];
  unmannedSurrender: number[];
  runaway: number[];
  /** By winner × figures + loser: the loser's damage CDF at margin 2 without a kill, and at margin 1 (the firing). */
  damaged: Float64Array[];
  fired: Float64Array[];
  fumble: number[];
  /** By winner × figures + loser: the loser's arm tally at margin 2 without a kill, and at margin 1. */
  armsDamaged: Float64Array[];
  armsFired: Float64Array[];
  /** armStrike's answers at margin 2 with a 3 killing, by (winner × figures + loser) × passes + kw, as they are needed. */
  armsStruck: Float64Array[];
  /** Per figure, by passes: P(the 1s among them empty its gun). */
  emptied: Float64Array[];
  /** By passes: P(no 3 among them). */
  noThree: Float64Array;
  /** By pool size: P(k passes). */
  passes: Float64Array[];
  redraws: Map<number, Redraw>;
}

/** P(k passes) for n dice passing on 1–3. */
function passDist(n: number): Float64Array {
  const p = new Float64Array(n + 1);
  for (let k = 0, c = 1; k <= n; c = (c * (n - k)) / (k + 1), k++) p[k] = c / 2 ** n;
  return p;
}

function known(s: Setup): Known {
  const byPair = <T>(f: (w: Fig, l: Fig, li: number) => T): T[] =>
    s.figs.flatMap((w) => s.figs.map((l, li) => f(w, l, li)));
  const cdf = (v: Float64Array) => {
    const c = new Float64Array(STATE.od);
    for (let h = 0, acc = 0; h < STATE.od; h++) c[h] = acc += v[h];
    return c;
  };
  const surrender = (r: Reaction) => exactReaction(r).actions[r.labels.indexOf('surrender')];
  const fired = byPair((w, _, li) => exactFiring(w.firing[li]));
  const most = Math.max(0, ...s.figs.map((f) => f.pool)) + DRAW_DICE.gotTheDrop;
  // Given k passes, each passing die is a 1, 2 or 3 with equal chance whatever the pool.
  const noThree = Float64Array.from({ length: most + 1 }, (_, k) => (2 / 3) ** k);
  return {
    flinch: s.figs.map((f) => {
      if (!s.flinch) return Float64Array.of(1, 0, 0);
      const out = new Float64Array(3);
      exactReaction(f.flinch).actions.forEach(
        (pr, a) => (out[flinchKind(f.flinch.labels[a])] += pr),
      );
      return out;
    }),
    surrender: s.figs.map((f) => surrender(f.dropTest)),
    unmannedSurrender: s.figs.map((f) => surrender(f.unmannedDropTest)),
    runaway: s.figs.map((f) => exactReaction(f.bsa).actions[f.bsa.labels.indexOf('runaway')]),
    damaged: byPair((w, l, li) => {
      let v: Float64Array = new Float64Array(STATES);
      v[STATE.unhurt] = 1;
      const tr = transition(w.firing[li].normalCodes, l.toughness, w.weapon === 'bow');
      for (let r = 0; r < w.damageRolls; r++) v = applyTransition(v, tr);
      return cdf(v);
    }),
    fired: fired.map((e) => cdf(e.states)),
    fumble: fired.map((e) => e.pFumble),
    armsDamaged: byPair((w, l, li) => {
      let v: Float64Array = new Float64Array(ARM_STATES);
      v[armIndex(STATE.unhurt, 0, 0)] = 1;
      const tr = armTransition(w.firing[li].normalCodes, l.toughness, w.weapon === 'bow');
      for (let r = 0; r < w.damageRolls; r++) v = applyTransition(v, tr);
      return tallyOf(v);
    }),
    armsFired: byPair((w, _, li) => {
      const [kept, fumbled] = exactFiringArmsByFumble(w.firing[li]);
      return tallyOf(kept.map((p, x) => p + fumbled[x]));
    }),
    armsStruck: [],
    // No 1 among k passes: (2/3)^k, the same as no 3; exactly one 1: k/2 × (2/3)^k.
    emptied: s.figs.map((f) =>
      noThree.map((none, k) =>
        !s.onesEmpty ? 0 : f.repeater ? 1 - none - (k / 2) * none : 1 - none,
      ),
    ),
    noThree,
    passes: Array.from({ length: most + 1 }, (_, n) => passDist(n)),
    redraws: new Map(),
  };
}

/** target ×= give·atGive + (1 − give)·other, slot by slot: a Got the Drop test and the re-draw that follows its failure. */
function blend(
  target: Float64Array,
  give: number,
  atGive: Float64Array,
  other: Float64Array,
): void {
  for (let x = 0; x < SLOTS; x++) target[x] *= give * atGive[x] + (1 - give) * other[x];
}

/**
 * The re-draw between figures a and b with pools pa and pb, both shooting whoever draws first,
 * with a ≥3 result read as 2.
 */
function redrawOf(s: Setup, k: Known, a: number, b: number, pa: number, pb: number): Redraw {
  if (a > b) return redrawOf(s, k, b, a, pb, pa);
  const pi = Math.max(0, pa),
    pj = Math.max(0, pb);
  const key = ((a * s.figs.length + b) * k.passes.length + pi) * k.passes.length + pj;
  const cached = k.redraws.get(key);
  if (cached) return cached;
  const n = s.figs.length;
  const r: Redraw = {
    i: a,
    effects: [new Float64Array(SLOTS), new Float64Array(SLOTS)],
    margin: new Float64Array(pi + pj + 1),
    pj,
    lost: { figs: [a, b], p: [0, 0], effects: [new Float64Array(SLOTS), new Float64Array(SLOTS)] },
    arms: [new Float64Array(TALLY), new Float64Array(TALLY)],
  };
  const fig = [a, b];
  const di = k.passes[pi],
    dj = k.passes[pj];
  for (let ki = 0; ki <= pi; ki++)
    for (let kj = 0; kj <= pj; kj++) {
      const q = di[ki] * dj[kj];
      const d = ki - kj;
      const ks = [ki, kj];
      r.margin[d + pj] += q;
      if (d === 0) {
        for (const x of [0, 1]) {
          for (let y = 0; y < SLOTS; y++) r.effects[x][y] += q;
          r.effects[x][LOADED] -= q * k.emptied[fig[x]][ks[x]];
          r.arms[x][UNHURT_AT] += q;
        }
        continue;
      }
      const w = d > 0 ? 0 : 1,
        l = 1 - w;
      const win = fig[w],
        lose = fig[l],
        m = Math.abs(d);
      const we = r.effects[w],
        le = r.effects[l];
      for (let y = 0; y < SLOTS; y++) we[y] += q;
      if (m >= DRAW_MARGIN.damage) we[LOADED] -= q * k.emptied[win][ks[w]];
      else we[LOADED] -= q * k.fumble[win * n + lose];
      const [hurt, spared] = strike(s, k, win, lose, m, ks[w]);
      const lost = r.lost.effects[l];
      for (let h = 0; h < STATE.od; h++) {
        le[h] += q * spared * hurt[h];
        lost[h] += q * spared * hurt[h];
      }
      le[STANDING] += q * spared * hurt[STATE.unhurt];
      lost[STANDING] += q * spared * hurt[STATE.unhurt];
      le[LOADED] += q * (1 - k.emptied[lose][ks[l]]);
      r.lost.p[l] += q;
      r.arms[w][UNHURT_AT] += q;
      const armsHit = armStrike(s, k, win, lose, m, ks[w]);
      for (let x = 0; x < TALLY; x++) r.arms[l][x] += q * armsHit[x];
    }
  // Given the loss: out-drawn (CALM 0), and the gun is no concern of who stands (LOADED 1).
  for (const x of [0, 1]) {
    const e = r.lost.effects[x];
    for (let h = 0; h <= STANDING; h++) e[h] = r.lost.p[x] > 0 ? e[h] / r.lost.p[x] : 1;
    e[LOADED] = 1;
  }
  k.redraws.set(key, r);
  return r;
}

/** The loser's damage CDF when `win` beats `lose` by m with kw passes, and the chance that no 3 among them killed outright. */
function strike(
  s: Setup,
  k: Known,
  win: number,
  lose: number,
  m: number,
  kw: number,
): [Float64Array, number] {
  const at = win * s.figs.length + lose;
  if (m < DRAW_MARGIN.damage) return [k.fired[at], 1];
  return [k.damaged[at], s.kills ? k.noThree[kw] : 1];
}

/** The loser's arm tally when `win` beats `lose` by m with kw passes (strike's, arm by arm). */
function armStrike(
  s: Setup,
  k: Known,
  win: number,
  lose: number,
  m: number,
  kw: number,
): Float64Array {
  const at = win * s.figs.length + lose;
  if (m < DRAW_MARGIN.damage) return k.armsFired[at];
  if (!s.kills) return k.armsDamaged[at];
  return (k.armsStruck[at * k.passes.length + kw] ??= mix(
    k.armsDamaged[at],
    k.noThree[kw],
    KILLED,
  ));
}

const KILLED = new Float64Array(TALLY);
KILLED[OUT_AT] = 1;

const effectOf = (r: Redraw, f: number) => r.effects[f === r.i ? 0 : 1];
const armsOf = (r: Redraw, f: number) => r.arms[f === r.i ? 0 : 1];

export interface Tally {
  states: Float64Array[];
  empty: Float64Array;
  margin: Float64Array;
  /** P(exactly the figures of bit mask m are still in the fight), at index m. */
  standing: Float64Array;
  /** Per figure: P(each arm tally entry) after the Draw (arm-tally.ts). */
  arms: Float64Array[];
}

export function exactDraw(s: Setup): Tally {
  const n = s.figs.length;
  const k = known(s);
  const t: Tally = {
    states: s.figs.map(() => new Float64Array(DRAW_STATES.length)),
    empty: new Float64Array(n),
    margin: new Float64Array(s.hi - s.lo + 1),
    standing: new Float64Array(1 << n),
    arms: s.figs.map(() => new Float64Array(TALLY)),
  };
  const joint = new StandingJoint(n, k.runaway, t.standing);
  const flinch = new Int8Array(n);
  for (let code = 0; code < 3 ** n; code++) {
    let w = 1;
    for (let i = 0, c = code; i < n; i++, c = Math.floor(c / 3)) {
      flinch[i] = c % 3;
      w *= k.flinch[i][flinch[i]];
    }
    if (w > 0) exactRound(s, k, t, joint, flinch, w);
  }
  return t;
}

/** Everything after one set of Flinch results, of probability w. */
function exactRound(
  s: Setup,
  k: Known,
  t: Tally,
  joint: StandingJoint,
  flinch: Int8Array,
  w: number,
): void {
  const n = s.figs.length;
  const pool = (i: number) => s.figs[i].pool + (flinch[i] === FLINCHED ? FLINCH_PEN : 0);
  // Effects from before the main round: held unmanned figures' Got the Drop and re-draw.
  const before = s.figs.map(() => UNTOUCHED.slice());
  const armsBefore = s.figs.map(() => untouched());
  const gone = new Uint8Array(n);
  joint.flinched();
  for (let u = 0; u < n; u++) {
    if (flinch[u] !== UNMANNED) continue;
    const h = s.holdUnmanned ? holderOf(s, flinch, u) : -1;
    if (h < 0) {
      gone[u] = 1;
      joint.leaves(u);
      t.states[u][RAN] += w;
      continue;
    }
    const give = k.unmannedSurrender[u];
    // C-53: the held figure draws with no flinch penalty; his holder has the drop.
    const r = redrawOf(s, k, h, u, pool(h) + DRAW_DICE.gotTheDrop, s.figs[u].pool);
    blend(before[u], give, SURRENDERS, effectOf(r, u));
    blend(before[h], give, UNTOUCHED, effectOf(r, h));
    armsBefore[u] = mix(untouched(), give, armsOf(r, u));
    land(armsBefore[h], armsBefore[h].slice(), mix(untouched(), give, armsOf(r, h)));
    joint.holds(u, give, r.lost);
    if (h + u === 1)
      r.margin.forEach((pr, x) => (t.margin[x - r.pj - s.lo] += w * (1 - give) * pr));
  }
  const pairs: number[] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) if (linked(s, flinch, i, j)) pairs.push(i, j);
  const rolling = [...new Set(pairs)];
  const dist = s.figs.map((_, i) => k.passes[Math.max(0, pool(i))]);
  /** The first ≥3 result's Effects on its winner and loser, and its re-draw, by winner × n + loser, as they are needed. */
  const drops: {
    e: [Float64Array, Float64Array];
    arms: [Float64Array, Float64Array];
    give: number;
    r: Redraw;
  }[] = [];
  const dropOf = (win: number, lose: number) => {
    const give = k.surrender[lose];
    const r = redrawOf(s, k, win, lose, pool(win) + DRAW_DICE.gotTheDrop, pool(lose));
    const e: [Float64Array, Float64Array] = [UNTOUCHED.slice(), UNTOUCHED.slice()];
    blend(e[0], give, UNTOUCHED, effectOf(r, win));
    blend(e[1], give, SURRENDERS, effectOf(r, lose));
    const arms: [Float64Array, Float64Array] = [
      mix(untouched(), give, armsOf(r, win)),
      mix(untouched(), give, armsOf(r, lose)),
    ];
    return { e, arms, give, r };
  };
  const passes = new Int32Array(n);
  const eff = s.figs.map(() => new Float64Array(SLOTS));
  const arms = s.figs.map(() => new Float64Array(TALLY));
  const landed = new Float64Array(TALLY);
  const hitArms = (f: number, by: Float64Array) => {
    land(landed, arms[f], by);
    arms[f].set(landed);
  };
  const ones = new Uint8Array(n); // whose main-round 1s count
  for (;;) {
    let q = w;
    for (const i of rolling) q *= dist[i][passes[i]];
    for (let i = 0; i < n; i++) {
      eff[i].set(before[i]);
      arms[i].set(armsBefore[i]);
      ones[i] = 0;
    }
    joint.start();
    let dropped = false; // only the first ≥3 result, in pair order, gets the drop
    for (let p = 0; p < pairs.length; p += 2) {
      const i = pairs[p],
        j = pairs[p + 1];
      const d = passes[i] - passes[j];
      if (i === 0 && j === 1) t.margin[d - s.lo] += q;
      if (d === 0) {
        ones[i] = ones[j] = 1;
        continue;
      }
      const win = d > 0 ? i : j,
        lose = i + j - win,
        m = Math.abs(d);
      const W = s.figs[win];
      if (!W.targets.includes(lose)) {
        ones[lose] = 1; // C-52(d): no result, but the out-drawn figure fired
        continue;
      }
      if (m >= DRAW_MARGIN.drop && !dropped && !W.noDrop) {
        dropped = true;
        const drop = (drops[win * n + lose] ??= dropOf(win, lose));
        const [we, le] = drop.e;
        joint.drop(lose, drop.give, drop.r.lost);
        for (let y = 0; y < SLOTS; y++) {
          eff[win][y] *= we[y];
          eff[lose][y] *= le[y];
        }
        hitArms(win, drop.arms[0]);
        hitArms(lose, drop.arms[1]);
        continue;
      }
      ones[lose] = 1;
      if (m >= DRAW_MARGIN.damage) ones[win] = 1;
      else eff[win][LOADED] *= 1 - k.fumble[win * n + lose];
      const [hurt, spared] = strike(s, k, win, lose, m, passes[win]);
      const le = eff[lose];
      for (let h = 0; h < STATE.od; h++) le[h] *= spared * hurt[h];
      le[STANDING] *= spared * hurt[STATE.unhurt];
      le[CALM] = 0;
      hitArms(lose, armStrike(s, k, win, lose, m, passes[win]));
      // A 3 kills every figure its roller beats by 2 or more at once: one chance for them all.
      if (m >= DRAW_MARGIN.damage && s.kills) joint.killOrHit(win, lose, spared, hurt);
      else joint.hit(lose, hurt);
    }
    joint.settle(q);
    for (let i = 0; i < n; i++) {
      if (gone[i]) continue;
      settle(t, k, i, q, eff[i], ones[i] ? k.emptied[i][passes[i]] : 0);
      for (let x = 0; x < TALLY; x++) t.arms[i][x] += q * arms[i][x];
    }
    let r = 0;
    for (; r < rolling.length; r++) {
      const i = rolling[r];
      if (++passes[i] < dist[i].length) break;
      passes[i] = 0;
    }
    if (r === rolling.length) break;
  }
}

/** One figure's Draw states from its combined Effect, with probability q. */
function settle(
  t: Tally,
  k: Known,
  i: number,
  q: number,
  e: Float64Array,
  emptiedByOnes: number,
): void {
  const st = t.states[i];
  for (let h = STATE.unhurt + 1, below = e[STATE.unhurt]; h <= STATE.od; h++) {
    const upTo = h === STATE.od ? 1 : e[h];
    st[FROM_DAMAGE[h]] += q * (upTo - below);
    below = upTo;
  }
  st[SURRENDERED] += q * (e[STATE.unhurt] - e[STANDING]);
  const shaken = e[STANDING] - e[CALM]; // out-drawn, not hit: Been Shot At
  st[RAN] += q * shaken * k.runaway[i];
  st[UNHURT] += q * (e[CALM] + shaken * (1 - k.runaway[i]));
  t.empty[i] += q * (1 - e[LOADED] * (1 - emptiedByOnes));
}
