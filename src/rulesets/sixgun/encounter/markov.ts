import { AbsorbingChain } from '../../../dice/markov.ts';
import {
  ExactFight,
  encounterExact,
  type EncounterExact,
  type FightEnd,
} from '../../../encounter/exact-fight.ts';
import { STATE } from '../damage.ts';
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
  jointDraw,
} from '../draw/joint.ts';
import { exactFiringByFumble, type Firing } from '../firing.ts';
import type { SixgunOptions } from '../options.ts';
import { exactReaction, type Reaction } from '../reaction.ts';
import { pLastShot } from '../reload.ts';
import { DRY, EMPTY, LAST, LOADED } from './ammo.ts';
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

/*
 * The state of a GF-1 between turns, per figure: its damage (unhurt, wounded, chest-wounded),
 * its gun (loaded, empty, a last shot, dry) and where it stands (in the open, ducked back out
 * of sight, or in sight from its cover): 36 states a figure, 1,296 for the pair, and one more
 * before the Draw. Everything else the rules read is fixed for the fight.
 */
const OPEN = 0,
  HIDDEN = 1,
  IN_COVER = 2;
const PER_FIGURE = 36;
const START = PER_FIGURE * PER_FIGURE;

interface Gun {
  dmg: number[];
  ammo: number[];
  cov: number[];
}

const encode = (g: Gun) =>
  ((g.dmg[0] * 4 + g.ammo[0]) * 3 + g.cov[0]) * PER_FIGURE +
  (g.dmg[1] * 4 + g.ammo[1]) * 3 +
  g.cov[1];

function decode(code: number): Gun {
  const g: Gun = { dmg: [0, 0], ammo: [0, 0], cov: [0, 0] };
  for (let c = 1, x = code; c >= 0; c--, x = Math.floor(x / PER_FIGURE)) {
    const f = x % PER_FIGURE;
    g.cov[c] = f % 3;
    g.ammo[c] = Math.floor(f / 3) % 4;
    g.dmg[c] = Math.floor(f / 12);
  }
  return g;
}

const copy = (g: Gun): Gun => ({ dmg: [...g.dmg], ammo: [...g.ammo], cov: [...g.cov] });

/** Outcomes with their probabilities: a state (≥ 0), or an end −1 − k. */
type Dist = Map<number, number>;

const add = (d: Dist, k: number, p: number) => {
  if (p !== 0) d.set(k, (d.get(k) ?? 0) + p);
};

/** Each state of `d` carried on by `f` (ends stay as they are). */
function then(d: Dist, f: (state: number) => Dist): Dist {
  const out: Dist = new Map();
  for (const [k, p] of d) {
    if (k < 0) add(out, k, p);
    else for (const [k2, p2] of f(k)) add(out, k2, p * p2);
  }
  return out;
}

const only = (k: number): Dist => new Map([[k, 1]]);

/**
 * GF-1 as an absorbing Markov chain whose step is a Game Turn: the Draw (turn 1, jointly for
 * both figures, draw/joint.ts), then each turn the activation dice and what the active
 * figures' policies do, following rules.ts: the exchange of fire (A-13) inside an activation
 * is a small chain of its own, solved for where it leaves the turn. The ends record how each
 * figure finished (DRAW_STATES), which gives who won and who is left.
 */
class GunfightChain {
  private readonly w: World;
  private readonly inRange: boolean[];
  private readonly building: boolean;
  private readonly fired = new Map<Firing, [Float64Array, Float64Array]>();
  private readonly activations = new Map<number, Dist>();
  private readonly exchanges = new Map<number, Dist>();
  private readonly reactions = new Map<Reaction, Float64Array>();

  constructor(p: GunfightParams, o: SixgunOptions) {
    this.w = new World(p, o);
    this.w.reset();
    this.inRange = [0, 1].map((c) => this.w.firingOf(c, 0, false).mode !== 'impossible');
    this.building = o['gunfight.runaway'] === 'building';
  }

  /** The end in which each figure finishes as `how` says (−1: standing, by its damage). */
  private end(g: Gun, how: number[]): number {
    const states = how.map((h, c) => (h >= 0 ? h : g.dmg[c] > STATE.unhurt ? WOUNDED : UNHURT));
    return -1 - (states[0] * DRAW_STATES.length + states[1]);
  }

  /** c leaves the fight as `how`; the other stands. */
  private gone(g: Gun, c: number, how: number): number {
    const h = [-1, -1];
    h[c] = how;
    return this.end(g, h);
  }

  /** P(each action) of a reaction test, worked out once. */
  private actions(r: Reaction): Float64Array {
    let a = this.reactions.get(r);
    if (!a) this.reactions.set(r, (a = exactReaction(r).actions));
    return a;
  }

  /** Sets the world to a state, for the policies and the prepared firings to read. */
  private load(g: Gun): void {
    const w = this.w;
    for (let c = 0; c < 2; c++) {
      w.alive[c] = 1;
      w.dmg[c] = g.dmg[c];
      w.ammo[c] = g.ammo[c];
      w.hidden[c] = g.cov[c] === HIDDEN ? 1 : 0;
      w.inCover[c] = g.cov[c] === OPEN ? 0 : 1;
    }
  }

  private canFire(g: Gun, c: number, active: boolean): boolean {
    const a = g.ammo[c];
    return (a === LOADED || (active && a === LAST)) && this.inRange[c];
  }

  private duck(g: Gun, c: number): number {
    const h = copy(g);
    h.cov[c] = HIDDEN;
    return encode(h);
  }

  /** Runaway (rules.ts): off the table, or into a building and Comin' Back. */
  private runaway(g: Gun, c: number): Dist {
    if (!this.building) return only(this.gone(g, c, RAN));
    const r = this.w.cominBack[c];
    const d: Dist = new Map();
    this.actions(r).forEach((pr, a) =>
      add(d, r.labels[a] === 'removed' ? this.gone(g, c, RAN) : this.duck(g, c), pr),
    );
    return d;
  }

  private reload(g: Gun, c: number): Dist {
    const last = pLastShot(this.w.ammoClass[c]);
    const d: Dist = new Map();
    for (const [ammo, p] of [
      [LAST, last],
      [LOADED, 1 - last],
    ]) {
      const h = copy(g);
      h.ammo[c] = ammo;
      add(d, encode(h), p);
    }
    return d;
  }

  /**
   * One firing of s at t in an exchange, with `pen` off s's Rep for its reaction, and t's Been
   * Shot At: where it leaves the exchange, or the return fire (keys ≥ 2·START: see exchange).
   */
  private volley(g: Gun, s: number, pen: number): Dist {
    const t = 1 - s;
    const last = g.ammo[s] === LAST;
    this.load(g);
    const f = this.w.firingOf(s, pen + (g.dmg[s] === STATE.chestWounded ? CHEST_PENALTY : 0), last);
    let split = this.fired.get(f);
    if (!split) this.fired.set(f, (split = exactFiringByFumble(f)));
    const d: Dist = new Map();
    split.forEach((states, fumble) =>
      states.forEach((pr, r) => {
        if (pr === 0) return;
        const h = copy(g);
        h.ammo[s] = last ? DRY : fumble ? EMPTY : g.ammo[s];
        const before = g.dmg[t];
        let after = r > before ? r : before;
        if (before === STATE.chestWounded && r > STATE.unhurt) after = STATE.oof;
        if (after >= STATE.oof) return add(d, this.gone(h, t, after === STATE.od ? OD : OOF), pr);
        if (after !== before) {
          h.dmg[t] = after;
          return add(d, encode(h), pr);
        }
        const bsa = this.w.bsa[t * 2 + (h.cov[t] === OPEN ? 0 : 1)];
        this.actions(bsa).forEach((pa, a) => {
          const label = bsa.labels[a];
          if (label === 'fire' || label === 'fire-at-minus-1') {
            if (!this.canFire(h, t, false)) add(d, this.duck(h, t), pr * pa);
            else add(d, 2 * START + (encode(h) * 2 + t) * 2 + (label === 'fire' ? 0 : 1), pr * pa);
          } else if (label === 'runaway')
            for (const [k, pk] of this.runaway(h, t)) add(d, k, pr * pa * pk);
          else add(d, this.duck(h, t), pr * pa);
        });
      }),
    );
    return d;
  }

  /**
   * The exchange of fire s opens at `pen`: fire goes back and forth while each shot
   * misses and its target returns fire, so it is solved as an absorbing chain over the return
   * fires it can reach (who fires, at what penalty, the guns as they are), absorbed where it
   * leaves the turn's activation.
   */
  private exchange(g: Gun, s: number, pen: number): Dist {
    const startKey = 2 * START + (encode(g) * 2 + s) * 2 + pen;
    const known = this.exchanges.get(startKey);
    if (known) return known;
    const nodes = [startKey];
    const slot = new Map([[startKey, 0]]);
    const rows: Dist[] = [];
    const exits = new Map<number, number>();
    for (let i = 0; i < nodes.length; i++) {
      const key = nodes[i] - 2 * START;
      const row = this.volley(decode(key >> 2), (key >> 1) & 1, key & 1);
      for (const k of row.keys()) {
        if (k >= 2 * START) {
          if (!slot.has(k)) slot.set(k, nodes.push(k) - 1);
        } else if (!exits.has(k)) exits.set(k, exits.size);
      }
      rows.push(row);
    }
    const chain = new AbsorbingChain(nodes.length, exits.size);
    rows.forEach((row, i) => {
      for (const [k, p] of row) {
        if (k >= 2 * START) chain.toTransient(i, slot.get(k)!, p);
        else chain.toAbsorbing(i, exits.get(k)!, p);
      }
    });
    const b = chain.absorption();
    const keys = [...exits.keys()];
    nodes.forEach((node, i) => {
      const d: Dist = new Map();
      keys.forEach((k, j) => add(d, k, b[i * keys.length + j]));
      this.exchanges.set(node, d);
    });
    return this.exchanges.get(startKey)!;
  }

  /** Got a Shot (rules.ts): t sees m step into sight. */
  private gotAShot(g: Gun, t: number, m: number): Dist {
    const r = this.w.gas[t * 2 + (g.cov[t] === OPEN ? 0 : 1)];
    const d: Dist = new Map();
    this.actions(r).forEach((pr, a) => {
      if (pr === 0) return;
      const label = r.labels[a];
      let out: Dist;
      if (label === 'fire' || label === 'hold-or-fire' || label === 'fire-at-minus-1')
        out = this.canFire(g, t, false)
          ? this.exchange(g, t, label === 'fire-at-minus-1' ? 1 : 0)
          : only(this.duck(g, t));
      else if (label === 'target-fires-first' && this.canFire(g, m, false))
        out = this.exchange(g, m, 1);
      else out = only(encode(g));
      for (const [k, p] of out) add(d, k, pr * p);
    });
    return d;
  }

  /** One activation of figure c from a state, as its policy plays it (rules.ts activate). */
  private activation(c: number, code: number): Dist {
    const key = code * 2 + c;
    const known = this.activations.get(key);
    if (known) return known;
    const g = decode(code);
    const e = 1 - c;
    this.load(g);
    let d: Dist;
    switch (POLICY_LIST[this.w.policy[c]](this.w, c, 1)) {
      case RELOAD:
        d = this.reload(g, c);
        break;
      case HIDE:
        d = only(this.duck(g, c));
        break;
      case STEP_OUT: {
        const out = copy(g);
        out.cov[c] = IN_COVER;
        d = out.cov[e] === HIDDEN ? only(encode(out)) : this.gotAShot(out, e, c);
        d = then(d, (k) => {
          const h = decode(k);
          return h.cov[c] !== HIDDEN && h.cov[e] !== HIDDEN && this.canFire(h, c, true)
            ? this.exchange(h, c, 0)
            : only(k);
        });
        break;
      }
      case FIRE:
        d = this.canFire(g, c, true) ? this.exchange(g, c, 0) : only(code);
        break;
      default:
        d = only(code);
    }
    this.activations.set(key, d);
    return d;
  }

  /**
   * Game Turn 1, the Draw (rules.ts opening): both figures come out of it together; one that
   * ran leaves, or (gunfight.runaway=building) takes Comin' Back and may stay in the fight.
   */
  private opening(to: (next: number, p: number) => void): void {
    const out: Dist = new Map();
    const comin = [0, 1].map((c) => {
      const r = this.w.cominBack[c];
      const a = exactReaction(r).actions;
      return this.building ? a[r.labels.indexOf('removed')] : 1;
    });
    for (const [code, p] of jointDraw(this.w.drawSetup)) {
      const g: Gun = { dmg: [0, 0], ammo: [LOADED, LOADED], cov: [OPEN, OPEN] };
      // Per figure, its ways out of the Draw: [how it ends (−1: still fighting), probability].
      const ways = [0, 1].map((c): [number, number][] => {
        const x = Math.floor(code / PER_FIGURE_CODES ** c) % PER_FIGURE_CODES;
        const kind = x >> 1;
        if (x & 1) g.ammo[c] = EMPTY;
        if (kind === OUT_OD) return [[OD, 1]];
        if (kind === OUT_OOF) return [[OOF, 1]];
        if (kind === OUT_SURRENDERED) return [[SURRENDERED, 1]];
        if (kind === OUT_WOUNDED) g.dmg[c] = STATE.wounded;
        else if (kind === OUT_CHEST) g.dmg[c] = STATE.chestWounded;
        else if (kind === OUT_DUCKED) g.cov[c] = HIDDEN;
        else if (kind === OUT_RAN) {
          g.cov[c] = HIDDEN; // where a figure that comes back is
          return [
            [RAN, comin[c]],
            [-1, 1 - comin[c]],
          ];
        }
        return [[-1, 1]];
      });
      for (const [h0, p0] of ways[0])
        for (const [h1, p1] of ways[1])
          add(out, h0 < 0 && h1 < 0 ? encode(g) : this.end(g, [h0, h1]), p * p0 * p1);
    }
    for (const [k, p] of out) to(k, p);
  }

  /** One Game Turn from a state, or the Draw from the start. */
  step(code: number, to: (next: number, p: number) => void): void {
    if (code === START) return this.opening(to);
    const g = decode(code);
    const rep = [0, 1].map(
      (c) => this.w.rep[c] - (g.dmg[c] === STATE.chestWounded ? CHEST_PENALTY : 0),
    );
    // The 36 activation rolls, gathered by what they lead to: doubles freeze both (an empty
    // gun is still reloaded); otherwise the higher die's figure first, each if its Rep allows.
    const plans = new Map<number, number>();
    for (let d0 = 1; d0 <= 6; d0++)
      for (let d1 = 1; d1 <= 6; d1++) {
        const plan =
          d0 === d1
            ? 8
            : ((d0 > d1 ? 0 : 1) * 2 + (rep[0] >= d0 ? 1 : 0)) * 2 + (rep[1] >= d1 ? 1 : 0);
        plans.set(plan, (plans.get(plan) ?? 0) + 1 / 36);
      }
    const out: Dist = new Map();
    for (const [plan, p] of plans) {
      let d = only(code);
      if (plan === 8) {
        for (let c = 0; c < 2; c++)
          d = then(d, (k) => (decode(k).ammo[c] === EMPTY ? this.reload(decode(k), c) : only(k)));
      } else {
        const first = plan >> 2;
        for (const c of [first, 1 - first])
          if ((plan >> (c === 0 ? 1 : 0)) & 1) d = then(d, (k) => this.activation(c, k));
      }
      for (const [k, q] of d) add(out, k, p * q);
    }
    for (const [k, p] of out) to(k, p);
  }
}

/** How each figure ends in a state still standing when time runs out. */
const standingEnd = (code: number) =>
  decode(code).dmg.map((d) => (d > STATE.unhurt ? WOUNDED : UNHURT));

/** The ends, by how each figure finished: DRAW_STATES[k ÷ 6] for the first, [k mod 6] for the second. */
const ENDS: FightEnd[] = Array.from({ length: DRAW_STATES.length ** 2 }, (_, k) => {
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
  const fight = new ExactFight({
    ends: ENDS.length,
    start: START,
    step: (s, to) => chain.step(s, to),
  });
  const h = fight.horizon(p.maxTurns);
  const out = encounterExact(
    h,
    p.sides.map((s) => s.name),
    ENDS,
    () => [1, 1],
    p.maxTurns,
  );
  const ends = new Float64Array(ENDS.length);
  h.absorbedAt.forEach((pr, i) => (ends[i % ENDS.length] += pr));
  p.sides.forEach((side, c) => {
    const dist = new Float64Array(DRAW_STATES.length);
    ends.forEach(
      (pr, k) =>
        (dist[c === 0 ? Math.floor(k / DRAW_STATES.length) : k % DRAW_STATES.length] += pr),
    );
    h.last.forEach((pr, row) => {
      if (pr !== 0) dist[standingEnd(fight.states[row])[c]] += pr;
    });
    out[`end.${side.figures[0].name}`] = Object.fromEntries(
      DRAW_STATES.map((s, i) => [s, dist[i]]),
    );
  });
  return out;
}
