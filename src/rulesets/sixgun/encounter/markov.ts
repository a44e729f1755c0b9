import { solve } from '../../../dice/markov.ts';
import {
  encounterExact,
  type EncounterExact,
  type FightEnd,
} from '../../../encounter/exact-fight.ts';
import { ARM_LEVELS, STATE } from '../damage.ts';
import { DRAW_STATES, OD, OOF, RAN, SURRENDERED, UNHURT, WOUNDED } from '../draw/setup.ts';
import {
  OUT_CHEST,
  OUT_DUCKED,
  OUT_OD,
  OUT_OOF,
  OUT_RAN,
  OUT_SURRENDERED,
  OUT_WOUNDED,
  PER_FIGURE_CODES,
  emptyOf,
  gunArmOf as drawGunArm,
  jointDraw,
  offArmOf as drawOffArm,
  outOf,
} from '../draw/joint.ts';
import { exactFiringArmsByFumble, type Firing } from '../firing.ts';
import type { SixgunOptions } from '../options.ts';
import { exactReaction, type Reaction } from '../reaction.ts';
import { pLastShot } from '../reload.ts';
import { DRY, EMPTY, LAST, LOADED } from './ammo.ts';
import { UNUSABLE } from './arms.ts';
import {
  Gf1States,
  HIDDEN,
  IN_COVER,
  OPEN,
  PAIR_CODES,
  PER_FIGURE,
  ammoOf,
  covOf,
  dmgOf,
  figureCode,
  gunArmOf,
  offArmOf,
  withAmmo,
  withCov,
} from './gf1-state.ts';
import {
  ALONE,
  Dist,
  ENDS_COUNT,
  FROZEN,
  IDLE,
  THEN,
  TURN_WAYS,
  buildChain,
  horizonOf,
  type TurnModel,
} from './gf1-turns.ts';
import { FIRE, HIDE, POLICY_LIST, RELOAD, STEP_OUT } from './policies.ts';
import type { BandPolicyName } from './policy-names.ts';
import { CHEST_PENALTY } from './rules.ts';
import type { GunfightParams } from './schema.ts';
import { World } from './world.ts';

/** The policies the chain below plays: each a function of the state it keeps. */
const EXACT_POLICIES: readonly BandPolicyName[] = ['stand-and-shoot', 'cautious'];

/**
 * Why a gunfight is not the one-against-one GF-1 the chain below answers exactly, in the
 * user's terms (the feature that prevents it); undefined when it is one.
 */
export function gunfightReduction(p: GunfightParams): string | undefined {
  if (p.type !== 'GF-1')
    return `a ${p.type} gunfight, several figures a side (the exact chain covers GF-1, one against one)`;
  for (const s of p.sides) {
    if (s.figures.length !== 1)
      return `side ${s.name} has ${s.figures.length} figures (the exact chain covers one against one)`;
    const f = s.figures[0];
    const policy = f.policy ?? s.policy;
    if (!EXACT_POLICIES.includes(policy)) return `${f.name} plays ${policy}`;
    if (f.twoPistols) return `${f.name} fires two pistols (the chain follows one gun a figure)`;
  }
  return undefined;
}

/** Keys of an exchange's return fires, above every state: (code × 2 + shooter) × 2 + penalty. */
const NODE = PAIR_CODES + 1;

const only = (k: number): Dist => {
  const d = new Dist();
  d.add(k, 1);
  return d;
};

/** A firing's outcomes on a fresh target: its state, the wounds each arm took, by fumble. */
interface Volley {
  /** Per entry: fumble × 64 + (state × ARM_LEVELS + gun-arm wounds) × ARM_LEVELS + off-arm wounds. */
  key: number[];
  p: number[];
}

function volleyOf(f: Firing): Volley {
  const v: Volley = { key: [], p: [] };
  exactFiringArmsByFumble(f).forEach((states, fumble) =>
    states.forEach((p, k) => {
      if (p !== 0) (v.key.push(fumble * 64 + k), v.p.push(p));
    }),
  );
  return v;
}

/**
 * GF-1 as an absorbing Markov chain whose step is a Game Turn: the Draw (turn 1, jointly for
 * both figures, draw/joint.ts), then each turn the activation dice and what the active
 * figures' policies do, following rules.ts: the exchange of fire (A-13) inside an activation
 * is a small chain of its own, solved for where it leaves the turn. The ends record how each
 * figure finished (DRAW_STATES), which gives who won and who is left.
 */
class GunfightChain implements TurnModel {
  private readonly w: World;
  private readonly inRange: boolean[];
  private readonly building: boolean;
  readonly states: Gf1States;
  private readonly volleys = new Map<Firing, Volley>();
  private readonly exchanges = new Map<number, Dist>();
  /** Been Shot At and Got a Shot by figure × 2 + in cover: P(each action), and the labels. */
  private readonly bsa: Float64Array[];
  private readonly gas: Float64Array[];
  private readonly cominBack: number[];
  /**
   * P(each way a turn goes: TURN_WAYS), by the chest wounds (chest0 × 2 + chest1) × 2, + 1 with
   * a frozen turn counted as idle (for a state where it reloads nothing).
   */
  readonly weights: Float64Array[] = [];

  constructor(p: GunfightParams, o: SixgunOptions) {
    const w = (this.w = new World(p, o));
    w.reset();
    this.inRange = [0, 1].map((c) => w.firingOf(c, 0, false).mode !== 'impossible');
    this.building = o['gunfight.runaway'] === 'building';
    this.states = new Gf1States(
      [0, 1].map((c) => w.twoHanded[c] === 1),
      this.inRange,
    );
    const acts = (r: Reaction) => exactReaction(r).actions;
    this.bsa = w.bsa.map(acts);
    this.gas = w.gas.map(acts);
    this.cominBack = w.cominBack.map((r) =>
      this.building ? acts(r)[r.labels.indexOf('removed')] : 1,
    );
    for (let chest = 0; chest < 4; chest++) {
      const rep = [0, 1].map((c) => w.rep[c] - ((chest >> (1 - c)) & 1) * CHEST_PENALTY);
      // The 36 activation rolls: doubles freeze both (an empty gun is still reloaded);
      // otherwise the higher die's figure acts first, each if its Rep allows.
      const t = new Float64Array(TURN_WAYS);
      for (let d0 = 1; d0 <= 6; d0++)
        for (let d1 = 1; d1 <= 6; d1++) {
          const first = d0 > d1 ? 0 : 1;
          const acts = [rep[0] >= d0, rep[1] >= d1];
          const way =
            d0 === d1
              ? FROZEN
              : acts[first] && acts[1 - first]
                ? THEN + first
                : acts[first]
                  ? ALONE + first
                  : acts[1 - first]
                    ? ALONE + 1 - first
                    : IDLE;
          t[way] += 1 / 36;
        }
      this.weights.push(t);
      const still = t.slice();
      still[IDLE] += still[FROZEN];
      still[FROZEN] = 0;
      this.weights.push(still);
    }
  }

  /** The end in which each figure finishes as `how` says (−1: standing, by its damage). */
  private end(code: number, how0: number, how1: number): number {
    const f = [(code / PER_FIGURE) | 0, code % PER_FIGURE];
    const s = [how0, how1].map((h, c) =>
      h >= 0 ? h : dmgOf(f[c]) > STATE.unhurt ? WOUNDED : UNHURT,
    );
    return -1 - (s[0] * DRAW_STATES.length + s[1]);
  }

  /** c leaves the fight as `how`; the other stands. */
  private gone(code: number, c: number, how: number): number {
    return c === 0 ? this.end(code, how, -1) : this.end(code, -1, how);
  }

  /** Sets the world to a state, for the policies and the prepared firings to read. */
  private load(code: number): void {
    const w = this.w;
    for (let c = 0; c < 2; c++) {
      const f = fig(code, c);
      w.alive[c] = 1;
      w.dmg[c] = dmgOf(f);
      w.gunArm[c] = gunArmOf(f);
      w.offArm[c] = offArmOf(f);
      w.ammo[c] = ammoOf(f);
      w.hidden[c] = covOf(f) === HIDDEN ? 1 : 0;
      w.inCover[c] = covOf(f) === OPEN ? 0 : 1;
    }
  }

  /** Whether c can fire now (a state's arms that cannot fire are already a dry gun). */
  private canFire(code: number, c: number, active: boolean): boolean {
    const a = ammoOf(fig(code, c));
    return (a === LOADED || (active && a === LAST)) && this.inRange[c];
  }

  /** The code with c's figure changed, kept apart as Gf1States says. */
  private put(code: number, c: number, f: number): number {
    return c === 0
      ? this.states.code(f, code % PER_FIGURE)
      : this.states.code((code / PER_FIGURE) | 0, f);
  }

  private duck(code: number, c: number): number {
    return this.put(code, c, withCov(fig(code, c), HIDDEN));
  }

  /** Runaway (rules.ts): off the table, or into a building and Comin' Back. */
  private runaway(code: number, c: number, p: number, d: Dist): void {
    const gone = this.cominBack[c];
    d.add(this.gone(code, c, RAN), p * gone);
    d.add(this.duck(code, c), p * (1 - gone));
  }

  private reload(code: number, c: number, p: number, d: Dist): void {
    const last = pLastShot(this.w.ammoClass[c]);
    const f = fig(code, c);
    d.add(this.put(code, c, withAmmo(f, LAST)), p * last);
    d.add(this.put(code, c, withAmmo(f, LOADED)), p * (1 - last));
  }

  /**
   * One firing of s at t in an exchange, with `pen` off s's Rep for its reaction, and t's Been
   * Shot At: where it leaves the exchange, or the return fire (NODE + key: see exchange).
   */
  private volley(code: number, s: number, pen: number): Dist {
    const t = 1 - s;
    const fs = fig(code, s),
      ft = fig(code, t);
    const last = ammoOf(fs) === LAST;
    const arms = this.states.arms(s, fs);
    this.load(code);
    const f = this.w.firingOf(
      s,
      pen + (dmgOf(fs) === STATE.chestWounded ? CHEST_PENALTY : 0) + (arms >> 1),
      last,
      (arms & 1) === 1,
    );
    let v = this.volleys.get(f);
    if (!v) this.volleys.set(f, (v = volleyOf(f)));
    const d = new Dist();
    const before = dmgOf(ft),
      gun = gunArmOf(ft),
      off = offArmOf(ft);
    const missed = [0, 0];
    for (let i = 0; i < v.key.length; i++) {
      const x = v.key[i],
        pr = v.p[i];
      const fumble = x >> 6,
        r = ((x & 63) / (ARM_LEVELS * ARM_LEVELS)) | 0;
      const dg = (((x & 63) / ARM_LEVELS) | 0) % ARM_LEVELS,
        dof = (x & 63) % ARM_LEVELS;
      let after = r > before ? r : before;
      if (before === STATE.chestWounded && r > STATE.unhurt) after = STATE.oof;
      const g2 = after < STATE.oof ? Math.min(UNUSABLE, gun + dg) : gun,
        o2 = after < STATE.oof ? Math.min(UNUSABLE, off + dof) : off;
      // Not hit only when the firing's own damage left him unhurt ([L1274]): a wound that
      // changes nothing (a second leg wound, an arm already unusable) is still a hit.
      if (r === STATE.unhurt) {
        missed[fumble] += pr;
        continue;
      }
      const shot = this.put(code, s, withAmmo(fs, last ? DRY : fumble ? EMPTY : ammoOf(fs)));
      if (after >= STATE.oof) d.add(this.gone(shot, t, after === STATE.od ? OD : OOF), pr);
      else d.add(this.put(shot, t, figureCode(after, g2, o2, ammoOf(ft), covOf(ft))), pr);
    }
    // Not hit: t takes Been Shot At.
    for (let fumble = 0; fumble < 2; fumble++) {
      const pr = missed[fumble];
      if (pr === 0) continue;
      // Kept as it is until t has reacted: only then may nothing more happen (gf1-state.ts).
      const fs2 = withAmmo(fs, last ? DRY : fumble ? EMPTY : ammoOf(fs));
      const h = s === 0 ? fs2 * PER_FIGURE + ft : ft * PER_FIGURE + fs2;
      const r = this.w.bsa[t * 2 + (covOf(fig(h, t)) === OPEN ? 0 : 1)];
      const acts = this.bsa[t * 2 + (covOf(fig(h, t)) === OPEN ? 0 : 1)];
      for (let a = 0; a < acts.length; a++) {
        const pa = acts[a];
        if (pa === 0) continue;
        const label = r.labels[a];
        if (label === 'fire' || label === 'fire-at-minus-1') {
          if (!this.canFire(h, t, false)) d.add(this.duck(h, t), pr * pa);
          else
            d.add(
              NODE + (this.put(h, t, fig(h, t)) * 2 + t) * 2 + (label === 'fire' ? 0 : 1),
              pr * pa,
            );
        } else if (label === 'runaway') this.runaway(h, t, pr * pa, d);
        else d.add(this.duck(h, t), pr * pa);
      }
    }
    return d;
  }

  /**
   * The exchange of fire s opens at `pen`: fire goes back and forth while each shot
   * misses and its target returns fire, so it is solved as an absorbing chain over the return
   * fires it can reach (who fires, at what penalty, the guns as they are), absorbed where it
   * leaves the turn's activation.
   */
  private exchange(code: number, s: number, pen: number): Dist {
    const startKey = NODE + (code * 2 + s) * 2 + pen;
    const known = this.exchanges.get(startKey);
    if (known) return known;
    const nodes = [startKey];
    const rows: Dist[] = [];
    const exits: number[] = [];
    for (let i = 0; i < nodes.length; i++) {
      const key = nodes[i] - NODE;
      const row = this.volley(Math.floor(key / 4), (key >> 1) & 1, key & 1);
      for (const k of row.k)
        if (k >= NODE) {
          if (!nodes.includes(k)) nodes.push(k);
        } else if (!exits.includes(k)) exits.push(k);
      rows.push(row);
    }
    const n = nodes.length,
      m = exits.length;
    const a = new Float64Array(n * n);
    const b = new Float64Array(n * m);
    for (let i = 0; i < n; i++) {
      const row = rows[i];
      a[i * n + i] += 1;
      for (let j = 0; j < row.k.length; j++) {
        const k = row.k[j];
        if (k >= NODE) a[i * n + nodes.indexOf(k)] -= row.p[j];
        else b[i * m + exits.indexOf(k)] += row.p[j];
      }
    }
    const x = solve(a, b, n, m);
    for (let i = 0; i < n; i++) {
      const d = new Dist();
      for (let j = 0; j < m; j++) d.add(exits[j], x[i * m + j]);
      this.exchanges.set(nodes[i], d);
    }
    return this.exchanges.get(startKey)!;
  }

  /** Got a Shot (rules.ts): t sees m step into sight. */
  private gotAShot(code: number, t: number, m: number): Dist {
    const i = t * 2 + (covOf(fig(code, t)) === OPEN ? 0 : 1);
    const r = this.w.gas[i],
      acts = this.gas[i];
    const d = new Dist();
    for (let a = 0; a < acts.length; a++) {
      const pr = acts[a];
      if (pr === 0) continue;
      const label = r.labels[a];
      let out: Dist;
      if (label === 'fire' || label === 'hold-or-fire' || label === 'fire-at-minus-1')
        out = this.canFire(code, t, false)
          ? this.exchange(code, t, label === 'fire-at-minus-1' ? 1 : 0)
          : only(this.duck(code, t));
      else if (label === 'target-fires-first' && this.canFire(code, m, false))
        out = this.exchange(code, m, 1);
      else out = only(code);
      for (let j = 0; j < out.k.length; j++) d.add(out.k[j], pr * out.p[j]);
    }
    return d;
  }

  /** One activation of figure c from a state, as its policy plays it (rules.ts activate). */
  activation(c: number, code: number): Dist {
    const e = 1 - c;
    this.load(code);
    let d: Dist;
    switch (POLICY_LIST[this.w.policy[c]](this.w, c, 1)) {
      case RELOAD:
        d = new Dist();
        this.reload(code, c, 1, d);
        break;
      case HIDE:
        d = only(this.duck(code, c));
        break;
      case STEP_OUT: {
        const out = this.put(code, c, withCov(fig(code, c), IN_COVER));
        const seen = covOf(fig(out, e)) === HIDDEN ? only(out) : this.gotAShot(out, e, c);
        d = new Dist();
        for (let i = 0; i < seen.k.length; i++) {
          const k = seen.k[i];
          if (
            k >= 0 &&
            covOf(fig(k, c)) !== HIDDEN &&
            covOf(fig(k, e)) !== HIDDEN &&
            this.canFire(k, c, true)
          ) {
            const x = this.exchange(k, c, 0);
            for (let j = 0; j < x.k.length; j++) d.add(x.k[j], seen.p[i] * x.p[j]);
          } else d.add(k, seen.p[i]);
        }
        break;
      }
      case FIRE:
        d = this.canFire(code, c, true) ? this.exchange(code, c, 0) : only(code);
        break;
      default:
        d = only(code);
    }
    return d;
  }

  /**
   * Game Turn 1, the Draw (rules.ts opening): both figures come out of it together; one that
   * ran leaves, or (gunfight.runaway=building) takes Comin' Back and may stay in the fight.
   */
  opening(d: Dist): void {
    for (const [code, p] of jointDraw(this.w.drawSetup, true)) {
      const f = [0, 0];
      // Per figure, its ways out of the Draw: [how it ends (−1: still fighting), probability].
      const ways = [0, 1].map((c): [number, number][] => {
        const x = Math.floor(code / PER_FIGURE_CODES ** c) % PER_FIGURE_CODES;
        const kind = outOf(x);
        let dmg: number = STATE.unhurt,
          cov = OPEN;
        if (kind === OUT_WOUNDED) dmg = STATE.wounded;
        else if (kind === OUT_CHEST) dmg = STATE.chestWounded;
        else if (kind === OUT_DUCKED || kind === OUT_RAN) cov = HIDDEN; // where one who comes back is
        // The Draw's hits wound his arms as a firing's do (rules.ts opening: landWounds).
        f[c] = figureCode(dmg, drawGunArm(x), drawOffArm(x), emptyOf(x) ? EMPTY : LOADED, cov);
        if (kind === OUT_OD) return [[OD, 1]];
        if (kind === OUT_OOF) return [[OOF, 1]];
        if (kind === OUT_SURRENDERED) return [[SURRENDERED, 1]];
        if (kind === OUT_RAN)
          return [
            [RAN, this.cominBack[c]],
            [-1, 1 - this.cominBack[c]],
          ];
        return [[-1, 1]];
      });
      const g = f[0] * PER_FIGURE + f[1];
      for (const [h0, p0] of ways[0])
        for (const [h1, p1] of ways[1])
          d.add(h0 < 0 && h1 < 0 ? this.states.code(f[0], f[1]) : this.end(g, h0, h1), p * p0 * p1);
    }
  }

  /** Which turn weights (see the constructor) a state's turn has: by its chest wounds. */
  weightsOf(code: number): number {
    const chest = (c: number) => (dmgOf(fig(code, c)) === STATE.chestWounded ? 1 : 0);
    return chest(0) * 2 + chest(1);
  }

  /** Doubles: both frozen, each empty gun reloaded (rules.ts startTurn). */
  frozen(code: number): Dist {
    let d = only(code);
    for (let c = 0; c < 2; c++) {
      const next = new Dist();
      for (let i = 0; i < d.k.length; i++)
        if (ammoOf(fig(d.k[i], c)) === EMPTY) this.reload(d.k[i], c, d.p[i], next);
        else next.add(d.k[i], d.p[i]);
      d = next;
    }
    return d;
  }
}

/** c's figure code in a pair code. */
const fig = (code: number, c: number) => (c === 0 ? (code / PER_FIGURE) | 0 : code % PER_FIGURE);

/** How each figure ends in a state still standing when time runs out. */
const standingEnd = (code: number) =>
  [0, 1].map((c) => (dmgOf(fig(code, c)) > STATE.unhurt ? WOUNDED : UNHURT));

/** The ends, by how each figure finished: DRAW_STATES[k ÷ 6] for the first, [k mod 6] for the second. */
const ENDS: FightEnd[] = Array.from({ length: ENDS_COUNT }, (_, k) => {
  const standing = [Math.floor(k / DRAW_STATES.length), k % DRAW_STATES.length].map((s) =>
    s === WOUNDED || s === UNHURT ? 1 : 0,
  );
  return {
    winner: standing[0] + standing[1] === 1 ? standing.indexOf(1) : -1,
    survivors: standing,
  };
});

/**
 * Exact answer for a GF-1 (see gunfightReduction): the shared encounter metrics (winner,
 * turns, pDraw, survivors) and how each figure ends (`end.<name>`), over maxTurns Game Turns
 * (the Draw is the first).
 */
export function gunfightExact(p: GunfightParams, o: SixgunOptions): EncounterExact {
  const chain = new GunfightChain(p, o);
  const c = buildChain(chain);
  const h = horizonOf(c, p.maxTurns);
  const out = encounterExact(
    h,
    p.sides.map((s) => s.name),
    ENDS,
    () => [1, 1],
    p.maxTurns,
  );
  const ends = new Float64Array(ENDS_COUNT);
  h.absorbedAt.forEach((pr, i) => (ends[i % ENDS_COUNT] += pr));
  p.sides.forEach((side, f) => {
    const dist = new Float64Array(DRAW_STATES.length);
    ends.forEach(
      (pr, k) =>
        (dist[f === 0 ? Math.floor(k / DRAW_STATES.length) : k % DRAW_STATES.length] += pr),
    );
    h.last.forEach((pr, row) => {
      if (pr !== 0) dist[standingEnd(c.states[row])[f]] += pr;
    });
    out[`end.${side.figures[0].name}`] = Object.fromEntries(
      DRAW_STATES.map((s, i) => [s, dist[i]]),
    );
  });
  return out;
}
