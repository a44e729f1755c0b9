import type { Rng } from '../../dice/rng.ts';
import { Layout } from '../../engine/layout.ts';
import { booleanField, enumField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import {
  DRAW_BONUS_PROFESSIONS,
  DRAW_DICE,
  DRAW_KILL_FACE,
  DRAW_MARGIN,
  NO_DROP_PROFESSIONS,
  POOL_PASS,
  PROFESSIONS,
  WEAPONS,
  WEAPON_STATS,
  type Profession,
  type Weapon,
} from './data.ts';
import { STATE, STATES, applyTransition, rollDamage, transition } from './damage.ts';
import { ammoClass, effectiveRange, exactFiring, newFiringResult, setupFiring, simulateFiring, type Firing } from './firing.ts';
import type { SixgunOptions } from './options.ts';
import { OPEN_GROUND, exactReaction, rollReaction, setupReaction, type Reaction } from './reaction.ts';

/**
 * The Draw between two to four figures, six-gun-sound.md §7: Flinch checks, pools of Rep plus
 * the Draw modifiers, passes on 1–3, the Draw table, Got the Drop and its re-draw, and Been
 * Shot At for the out-drawn survivor. Every declared pair resolves at once (C-52). Where §7
 * is silent about three or more figures:
 * - "a ≥3 result has already happened once" is read in pair order A–B, A–C, …, C–D;
 * - a figure hit by two opponents at once keeps the worse hit;
 * - out-drawing a figure that did not declare you gives no result against it (C-52(d));
 * - a held unmanned figure is held by the first figure it is paired with, and re-draws
 *   against that one only, who also keeps his own pairs in the main round.
 * Exact answers cover two figures; three or four are simulated.
 */

type Who = 'A' | 'B' | 'C' | 'D';
const figure = (who: Who, defaults: { profession: Profession; rep: number }) => ({
  rep: numberField({ default: defaults.rep, min: 1, max: 7, integer: true, description: `${who}'s Rep.` }),
  profession: enumField(PROFESSIONS, { default: defaults.profession, description: `${who}'s profession (Draw bonus, Flinch and Been Shot At tables).`, noun: 'profession' }),
  sand: numberField({ default: 4, min: 0, max: 7, integer: true, description: `${who}'s Sand.` }),
  toughness: numberField({ default: 4, min: 0, max: 7, integer: true, description: `${who}'s Toughness.` }),
  weapon: enumField(WEAPONS, { default: 'pistol', description: `${who}'s weapon (anything but a pistol, derringer, tomahawk or knife draws at −1d6).`, noun: 'weapon' }),
  extraTargets: numberField({ default: 0, min: 0, max: 5, integer: true, description: `Targets ${who} draws on outside the modelled figures (−1d6 each beyond the first target).` }),
});
const A = figure('A', { profession: 'gunfighter', rep: 5 });
const B = figure('B', { profession: 'cowboy', rep: 4 });
const C = figure('C', { profession: 'cowboy', rep: 4 });
const D = figure('D', { profession: 'cowboy', rep: 4 });

/** A's declared targets; `others` is every other figure present. */
const A_TARGETS = ['others', 'b', 'c', 'd', 'b+c', 'b+d', 'c+d', 'b+c+d'] as const;
const target = (who: Who, values: readonly ('a' | 'b' | 'c' | 'd' | 'none')[]) =>
  enumField(values, { default: 'a', description: `The figure ${who} draws on (none: ${who} draws on nobody in the Draw, as a bystander would).`, noun: 'target' });

const params = {
  figures: numberField({ default: 2, min: 2, max: 4, integer: true, description: 'Figures in the Draw: A and B, plus C (3) and D (4).' }),
  aRep: A.rep, aProfession: A.profession, aSand: A.sand, aToughness: A.toughness, aWeapon: A.weapon, aExtraTargets: A.extraTargets,
  aTargets: enumField(A_TARGETS, { default: 'others', description: "A's declared targets (others: every other figure present).", noun: 'target list' }),
  bRep: B.rep, bProfession: B.profession, bSand: B.sand, bToughness: B.toughness, bWeapon: B.weapon, bExtraTargets: B.extraTargets,
  bTarget: target('B', ['a', 'c', 'd', 'none'] as const),
  cRep: C.rep, cProfession: C.profession, cSand: C.sand, cToughness: C.toughness, cWeapon: C.weapon, cExtraTargets: C.extraTargets,
  cTarget: target('C', ['a', 'b', 'd', 'none'] as const),
  dRep: D.rep, dProfession: D.profession, dSand: D.sand, dToughness: D.toughness, dWeapon: D.weapon, dExtraTargets: D.extraTargets,
  dTarget: target('D', ['a', 'b', 'c', 'none'] as const),
  distance: numberField({ min: 0, unit: 'inches', description: 'Distance in inches (default: the shortest effective range among the figures, as in GF-1/GF-2 [L3218]).' }),
  skipFlinch: booleanField({ default: false, description: 'Skip the Flinch checks: everyone draws normally (as Stars may choose to).' }),
  holdUnmanned: booleanField({ default: false, description: 'Opponents will not let an unmanned figure go: it takes Got the Drop.' }),
} as const;

export type DrawParams = Values<typeof params>;

export const DRAW_STATES = ['obviously-dead', 'out-of-fight', 'wounded', 'surrendered', 'ran-away', 'unhurt'] as const;
const OD = 0, OOF = 1, WOUNDED = 2, SURRENDERED = 3, RAN = 4, UNHURT = 5;
const FROM_DAMAGE = [UNHURT, WOUNDED, WOUNDED, OOF, OD]; // indexed by damage STATE

interface Fig {
  rep: number;
  profession: Profession;
  sand: number;
  toughness: number;
  weapon: Weapon;
  /** The Draw pool before Flinch and Got the Drop, with −1d6 per target beyond the first. */
  pool: number;
  /** Declared targets, by index into `figs`. */
  targets: number[];
  noDrop: boolean;
  repeater: boolean;
  flinch: Reaction;
  dropTest: Reaction;
  /** Got the Drop when unmanned (its Sand loss may come first, C-53). */
  unmannedDropTest: Reaction;
  bsa: Reaction;
  /** Shooting at each other figure (by index): the firing at margin 1, its damage roll at margin 2. */
  firing: Firing[];
  damageRolls: number;
}

interface Setup {
  figs: Fig[];
  distance: number;
  flinch: boolean;
  holdUnmanned: boolean;
  kills: boolean;
  onesEmpty: boolean;
  /** margin metric range (A against B) */
  lo: number;
  hi: number;
}

const WHO = ['a', 'b', 'c', 'd'] as const;

function drawPool(rep: number, profession: Profession, weapon: Weapon, targets: number): number {
  return (
    rep +
    (DRAW_BONUS_PROFESSIONS.includes(profession) ? DRAW_DICE.profession : 0) +
    (WEAPON_STATS[weapon].quickDraw ? 0 : DRAW_DICE.longArm) +
    Math.max(0, targets - 1) * DRAW_DICE.perExtraTarget
  );
}

/** The figures present, in order A, B, C, D, with their declared targets as letters. */
function rawFigures(p: DrawParams) {
  const all = [
    { rep: p.aRep, profession: p.aProfession, sand: p.aSand, toughness: p.aToughness, weapon: p.aWeapon, extra: p.aExtraTargets, targets: p.aTargets === 'others' ? WHO.slice(1, p.figures).join('+') : p.aTargets },
    { rep: p.bRep, profession: p.bProfession, sand: p.bSand, toughness: p.bToughness, weapon: p.bWeapon, extra: p.bExtraTargets, targets: p.bTarget as string },
    { rep: p.cRep, profession: p.cProfession, sand: p.cSand, toughness: p.cToughness, weapon: p.cWeapon, extra: p.cExtraTargets, targets: p.cTarget as string },
    { rep: p.dRep, profession: p.dProfession, sand: p.dSand, toughness: p.dToughness, weapon: p.dWeapon, extra: p.dExtraTargets, targets: p.dTarget as string },
  ];
  return all.slice(0, p.figures).map((f) => ({ ...f, targets: f.targets === 'none' ? [] : f.targets.split('+').map((t) => WHO.indexOf(t as (typeof WHO)[number])) }));
}

export function distanceOf(p: DrawParams): number {
  return p.distance ?? Math.min(...rawFigures(p).map((f) => effectiveRange({ weapon: f.weapon, rep: f.rep, veteran: false })));
}

function check(p: DrawParams): string[] {
  const problems: string[] = [];
  rawFigures(p).forEach((f, i) =>
    f.targets.forEach((t) => {
      if (t >= p.figures) problems.push(`${WHO[i].toUpperCase()} draws on ${WHO[t].toUpperCase()}, but only ${p.figures} figures are in the Draw (set figures)`);
      if (t === i) problems.push(`${WHO[i].toUpperCase()} cannot draw on himself`);
    }),
  );
  return problems;
}

function setup(p: DrawParams, o: SixgunOptions): Setup {
  const distance = distanceOf(p);
  const raw = rawFigures(p);
  const figs = raw.map((f) => {
    const unmannedSand = o['draw.unmannedSandLoss'] === 'before-got-the-drop' ? f.sand - 1 : f.sand;
    const firing = raw.map((other) =>
      setupFiring(
        {
          rep: f.rep, repModifier: 0, crackshot: false, weapon: f.weapon, veteran: false,
          shots: o['draw.marginOneShots'] === 'one' ? 1 : undefined, shotsBefore: 0, shotsAfter: 0,
          distance, toughness: other.toughness, cover: 'none', targetDoing: 'looking', prone: false, higherGround: false,
          targetMovingFast: false, shooterMovingFast: false, unfamiliar: false, twoWeapons: false, offArm: false,
          mounted: false, bystanders: 0, aimFor: 'head',
        },
        o,
      ),
    );
    return {
      rep: f.rep,
      profession: f.profession,
      sand: f.sand,
      toughness: f.toughness,
      weapon: f.weapon,
      pool: drawPool(f.rep, f.profession, f.weapon, f.targets.length + f.extra),
      targets: f.targets,
      noDrop: NO_DROP_PROFESSIONS.includes(f.profession),
      repeater: ammoClass(f.weapon, o) === 'repeater',
      flinch: setupReaction('flinch', f.profession, f.sand, OPEN_GROUND, o),
      dropTest: setupReaction('got-the-drop', f.profession, f.sand, OPEN_GROUND, o),
      unmannedDropTest: setupReaction('got-the-drop', f.profession, unmannedSand, OPEN_GROUND, o),
      bsa: setupReaction('been-shot-at', f.profession, f.sand, OPEN_GROUND, o),
      firing,
      damageRolls: WEAPON_STATS[f.weapon].scatter ? 2 : 1,
    } satisfies Fig;
  });
  const maxPool = (f: Fig) => Math.max(0, f.pool) + DRAW_DICE.gotTheDrop;
  return {
    figs,
    distance,
    flinch: !p.skipFlinch,
    holdUnmanned: p.holdUnmanned,
    kills: o['draw.anyThreeKills'],
    onesEmpty: o['draw.onesEmptyGun'],
    lo: -maxPool(figs[1]),
    hi: maxPool(figs[0]),
  };
}

/** Whether a figure's Draw dice empty its gun: any 1, or two for a repeating carbine [L1757]. */
const emptied = (fig: Fig, ones: number) => (fig.repeater ? ones >= 2 : ones >= 1);

// ---------------------------------------------------------------- exact

/** One figure's pool roll: P(passes k, a 3 among them, ones capped at 2), index (k × 2 + three) × 3 + ones. */
function poolRoll(n: number): Float64Array {
  let cur = new Float64Array((n + 1) * 6);
  cur[0] = 1;
  for (let d = 0; d < n; d++) {
    const next = new Float64Array(cur.length);
    for (let k = 0; k <= d; k++)
      for (let three = 0; three < 2; three++)
        for (let ones = 0; ones < 3; ones++) {
          const pr = cur[(k * 2 + three) * 3 + ones];
          if (pr === 0) continue;
          next[((k + 1) * 2 + three) * 3 + Math.min(2, ones + 1)] += pr / 6; // a 1
          next[((k + 1) * 2 + three) * 3 + ones] += pr / 6; // a 2
          next[((k + 1) * 2 + 1) * 3 + ones] += pr / 6; // a 3
          next[(k * 2 + three) * 3 + ones] += pr / 2; // 4–6
        }
    cur = next;
  }
  return cur;
}

interface Tally {
  states: [Float64Array, Float64Array];
  empty: [number, number];
  margin: Float64Array;
}

/** Per-figure answers the rounds reuse, worked out once. */
interface Known {
  surrender: [number, number];
  runaway: [number, number];
  /** As winner at margin 2 without a kill: the loser's damage STATE distribution. */
  damaged: [Float64Array, Float64Array];
  /** As winner at margin 1: the firing's outcome. */
  fired: [ReturnType<typeof exactFiring>, ReturnType<typeof exactFiring>];
  pools: Map<number, Float64Array>;
}

function known(s: Setup): Known {
  const pick = <T>(f: (fig: Fig, other: Fig) => T): [T, T] => [f(s.figs[0], s.figs[1]), f(s.figs[1], s.figs[0])];
  return {
    surrender: pick((f) => exactReaction(f.dropTest).actions[0]),
    runaway: pick((f) => exactReaction(f.bsa).actions[f.bsa.labels.indexOf('runaway')]),
    damaged: pick((w, l) => {
      let v: Float64Array = new Float64Array(STATES);
      v[STATE.unhurt] = 1;
      const tr = transition(w.firing[s.figs.indexOf(l)].normalCodes, l.toughness, w.weapon === 'bow');
      for (let r = 0; r < w.damageRolls; r++) v = applyTransition(v, tr);
      return v;
    }),
    fired: pick((w, l) => exactFiring(w.firing[s.figs.indexOf(l)])),
    pools: new Map(),
  };
}

function poolRollCached(k: Known, n: number): Float64Array {
  let r = k.pools.get(n);
  if (!r) k.pools.set(n, (r = poolRoll(n)));
  return r;
}

function exactDraw(s: Setup): Tally {
  const t: Tally = { states: [new Float64Array(6), new Float64Array(6)], empty: [0, 0], margin: new Float64Array(s.hi - s.lo + 1) };
  const flinchOf = (f: Fig) => {
    if (!s.flinch) return { draw: 1, flinched: 0, unmanned: 0 };
    const e = exactReaction(f.flinch).actions;
    const at = (l: string) => (f.flinch.labels.indexOf(l) >= 0 ? e[f.flinch.labels.indexOf(l)] : 0);
    return { draw: at('draw') + at('no-test'), flinched: at('flinched'), unmanned: at('unmanned') };
  };
  const fl = s.figs.map(flinchOf);
  const k = known(s);
  const pen = DRAW_DICE.flinched;
  const kinds = ['draw', 'flinched', 'unmanned'] as const;
  for (const ka of kinds)
    for (const kb of kinds) {
      const w = fl[0][ka] * fl[1][kb];
      if (w === 0) continue;
      const poolOf = (i: 0 | 1, k: (typeof kinds)[number]) => s.figs[i].pool + (k === 'flinched' ? pen : 0);
      if (ka === 'unmanned' && kb === 'unmanned') {
        t.states[0][RAN] += w;
        t.states[1][RAN] += w;
      } else if (ka === 'unmanned' || kb === 'unmanned') {
        const u = ka === 'unmanned' ? 0 : 1;
        const other = 1 - u;
        if (!s.holdUnmanned) {
          t.states[u][RAN] += w;
          t.states[other][UNHURT] += w;
          continue;
        }
        const surrender = exactReaction(s.figs[u].unmannedDropTest).actions[0];
        t.states[u][SURRENDERED] += w * surrender;
        t.states[other][UNHURT] += w * surrender;
        // C-53: the held figure draws with no flinch penalty; his opponent has the drop.
        const pools: [number, number] = [s.figs[0].pool, s.figs[1].pool];
        pools[other] = poolOf(other as 0 | 1, other === 0 ? ka : kb) + DRAW_DICE.gotTheDrop;
        exactRound(s, k, t, w * (1 - surrender), pools, true, true);
      } else exactRound(s, k, t, w, [poolOf(0, ka), poolOf(1, kb)], false, true);
    }
  return t;
}

function exactRound(s: Setup, known: Known, t: Tally, w: number, pools: [number, number], second: boolean, record: boolean): void {
  const rolls = pools.map((n) => poolRollCached(known, Math.max(0, n)));
  for (let ia = 0; ia < rolls[0].length; ia++) {
    const pa = rolls[0][ia];
    if (pa === 0) continue;
    for (let ib = 0; ib < rolls[1].length; ib++) {
      const pb = rolls[1][ib];
      if (pb === 0) continue;
      const q = w * pa * pb;
      const roll = [ia, ib].map((i) => ({ k: Math.floor(i / 6), three: Math.floor(i / 3) % 2 === 1, ones: i % 3 }));
      const d = roll[0].k - roll[1].k;
      if (record) t.margin[d - s.lo] += q;
      if (d === 0) {
        for (const i of [0, 1] as const) {
          t.states[i][UNHURT] += q;
          if (s.onesEmpty && emptied(s.figs[i], roll[i].ones)) t.empty[i] += q;
        }
        continue;
      }
      const win = d > 0 ? 0 : 1, lose = 1 - win;
      const W = s.figs[win], L = s.figs[lose];
      const m = Math.abs(d);
      if (m >= DRAW_MARGIN.drop && !second && !W.noDrop) {
        const surrender = known.surrender[lose];
        t.states[lose][SURRENDERED] += q * surrender;
        t.states[win][UNHURT] += q * surrender;
        const next: [number, number] = [...pools];
        next[win] += DRAW_DICE.gotTheDrop;
        exactRound(s, known, t, q * (1 - surrender), next, true, false);
        continue;
      }
      t.states[win][UNHURT] += q;
      let hurt: Float64Array; // the loser's damage STATE distribution
      if (m >= DRAW_MARGIN.damage) {
        if (s.onesEmpty && emptied(W, roll[win].ones)) t.empty[win] += q;
        if (s.kills && roll[win].three) {
          hurt = new Float64Array(STATES);
          hurt[STATE.od] = 1;
        } else hurt = known.damaged[win];
      } else {
        const e = known.fired[win];
        t.empty[win] += q * e.pFumble;
        hurt = e.states;
      }
      if (s.onesEmpty && emptied(L, roll[lose].ones)) t.empty[lose] += q;
      for (let st = 0; st < STATES; st++) {
        if (st !== STATE.unhurt) t.states[lose][FROM_DAMAGE[st]] += q * hurt[st];
      }
      // Out-drawn and not hit: Been Shot At at once.
      const run = known.runaway[lose];
      t.states[lose][RAN] += q * hurt[STATE.unhurt] * run;
      t.states[lose][UNHURT] += q * hurt[STATE.unhurt] * (1 - run);
    }
  }
}

// ---------------------------------------------------------------- simulation

const FLINCH_PEN = DRAW_DICE.flinched;

/** One figure's pool roll in simulation, into `out` (passes, a 3 among them, ones). */
function rollPool(rng: Rng, n: number, out: Int32Array, at: number): void {
  let k = 0, three = 0, ones = 0;
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

interface SimScratch {
  /** Per figure: passes, a 3 among them, ones (3 slots each); the re-draws use the slots past the figures. */
  roll: Int32Array;
  faces: Uint8Array;
  firing: ReturnType<typeof newFiringResult>;
  /** Per figure: the damage STATE taken, and the Draw state for the other endings. */
  hurt: Int8Array;
  state: Int8Array;
  empty: Uint8Array;
  /** Out-drawn by an opponent who shot at it: Been Shot At if it ends up not hit. */
  outdrawn: Uint8Array;
  flinch: Int8Array;
  first: Int32Array;
  /** Whether a ≥3 result has happened in this Draw (later ones count as 2). */
  dropped: boolean;
}

const NOT_FLINCHED = 0, FLINCHED = 1, UNMANNED = 2;

/**
 * One comparison between figures i and j, with their rolls at slots si and sj of x.roll.
 * `second`: a re-draw, where a ≥3 result counts as 2. `mutual`: both shoot at each other
 * whoever draws first (a re-draw); otherwise only a declared target can be shot.
 */
function simPair(s: Setup, rng: Rng, x: SimScratch, i: number, j: number, si: number, sj: number, pi: number, pj: number, second: boolean, mutual: boolean): void {
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
  const W = s.figs[win], L = s.figs[lose];
  const m = d > 0 ? d : -d;
  if (m >= DRAW_MARGIN.drop && !second && !x.dropped && !W.noDrop) {
    x.dropped = true;
    if (rollReaction(L.dropTest, rng) === 0) {
      x.state[lose] = Math.min(x.state[lose], SURRENDERED);
      return;
    }
    redraw(s, rng, x, win, lose, pw + DRAW_DICE.gotTheDrop, pl);
    return;
  }
  emptyBy(lose, sl);
  let hurt: number = STATE.unhurt;
  if (m >= DRAW_MARGIN.damage) {
    emptyBy(win, sw);
    if (s.kills && x.roll[sw * 3 + 1] === 1) hurt = STATE.od;
    else for (let r = 0; r < W.damageRolls && hurt !== STATE.od; r++) hurt = rollDamage(rng, hurt, W.firing[lose].normalCodes, L.toughness, W.firing[lose].recDice);
  } else {
    simulateFiring(W.firing[lose], rng, x.faces, x.firing);
    if (x.firing.fumble) x.empty[win] = 1;
    hurt = x.firing.state;
  }
  if (hurt > x.hurt[lose]) x.hurt[lose] = hurt; // simultaneous hits: the worse one stands
  x.outdrawn[lose] = 1;
}

/** The re-draw between two figures only (Got the Drop failed), in the scratch slots past the figures. */
function redraw(s: Setup, rng: Rng, x: SimScratch, i: number, j: number, pi: number, pj: number): void {
  if (i > j) return redraw(s, rng, x, j, i, pj, pi); // the earlier figure rolls first, and margins read as earlier − later
  const n = s.figs.length;
  rollPool(rng, Math.max(0, pi), x.roll, n * 3);
  rollPool(rng, Math.max(0, pj), x.roll, (n + 1) * 3);
  simPair(s, rng, x, i, j, n, n + 1, pi, pj, true, true);
}

/** The figure that holds an unmanned figure u: the first other figure still drawing that u declared, or that declared u. */
function holderOf(s: Setup, x: SimScratch, u: number): number {
  return s.figs.findIndex((f, h) => h !== u && x.flinch[h] !== UNMANNED && (f.targets.includes(u) || s.figs[u].targets.includes(h)));
}

function simDraw(s: Setup, rng: Rng, x: SimScratch): void {
  const n = s.figs.length;
  x.dropped = false;
  const pool = (i: number) => s.figs[i].pool + (x.flinch[i] === FLINCHED ? FLINCH_PEN : 0);
  for (let i = 0; i < n; i++) {
    x.state[i] = UNHURT;
    x.hurt[i] = STATE.unhurt;
    x.empty[i] = 0;
    x.outdrawn[i] = 0;
    x.flinch[i] = NOT_FLINCHED;
    if (s.flinch) {
      const f = s.figs[i].flinch.labels[rollReaction(s.figs[i].flinch, rng)];
      x.flinch[i] = f === 'unmanned' ? UNMANNED : f === 'flinched' ? FLINCHED : NOT_FLINCHED;
    }
  }
  // Unmanned figures leave the Draw, unless held: then Got the Drop, and on a fail a re-draw
  // with the holder only, who has the drop; the held figure draws with no flinch penalty (C-53).
  for (let u = 0; u < n; u++) {
    if (x.flinch[u] !== UNMANNED) continue;
    const h = s.holdUnmanned ? holderOf(s, x, u) : -1;
    if (h < 0) x.state[u] = RAN;
    else if (rollReaction(s.figs[u].unmannedDropTest, rng) === 0) x.state[u] = SURRENDERED;
    else redraw(s, rng, x, h, u, pool(h) + DRAW_DICE.gotTheDrop, s.figs[u].pool);
  }
  // Everyone still drawing who has a declared pair rolls once; every pair is compared on those rolls (C-52(b)).
  const linked = (i: number, j: number) => x.flinch[i] !== UNMANNED && x.flinch[j] !== UNMANNED && (s.figs[i].targets.includes(j) || s.figs[j].targets.includes(i));
  for (let i = 0; i < n; i++) {
    let any = false;
    for (let j = 0; j < n; j++) if (j !== i && linked(i, j)) any = true;
    if (any) rollPool(rng, Math.max(0, pool(i)), x.roll, i * 3);
  }
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (linked(i, j)) simPair(s, rng, x, i, j, i, j, pool(i), pool(j), false, false);
  // All results land at once (C-52(c)); then Been Shot At for whoever was out-drawn, shot at, and not hit.
  for (let i = 0; i < n; i++) {
    if (x.hurt[i] !== STATE.unhurt) x.state[i] = FROM_DAMAGE[x.hurt[i]];
    else if (x.outdrawn[i] && x.state[i] === UNHURT && s.figs[i].bsa.labels[rollReaction(s.figs[i].bsa, rng)] === 'runaway') x.state[i] = RAN;
  }
}

// ---------------------------------------------------------------- procedure

const PER_FIGURE = [
  ['pObviouslyDead', OD, 'is Obviously Dead'],
  ['pOutOfFight', OOF, 'is Out of the Fight'],
  ['pWounded', WOUNDED, 'is wounded but standing'],
  ['pSurrendered', SURRENDERED, 'surrendered (passed Got the Drop)'],
  ['pRanAway', RAN, 'ran away (unmanned, or Runaway on Been Shot At)'],
  ['pUnhurt', UNHURT, 'is standing and unhurt'],
] as const;

export const draw: Procedure<DrawParams, SixgunOptions> = {
  id: 'draw',
  title: 'The Draw between two, three or four figures',
  description:
    'A quick-draw between A and B (and C, D with figures 3 or 4), each drawing on its declared targets: Flinch, pools of Rep plus the Draw modifiers passing on 1–3, every declared pair compared at once (C-52), Got the Drop for the first ≥3 result and its re-draw between those two only, Been Shot At for whoever was out-drawn and not hit (six-gun-sound.md §7). Exact for two figures; three or four are simulated.',
  params,
  check,

  metrics(p, o) {
    const s = setup(p, o);
    const l = new Layout().distribution('margin', s.lo, s.hi, 'passes(A) − passes(B) at their first comparison (sums to the chance that A and B are compared at all)');
    for (const who of WHO.slice(0, s.figs.length)) {
      for (const [name, , text] of PER_FIGURE) l.probability(`${name}.${who}`, `${who.toUpperCase()} ${text}`);
      l.probability(`pEmptyGun.${who}`, `${who.toUpperCase()}'s gun is empty after the Draw`);
    }
    return l;
  },

  explain(p, o) {
    const s = setup(p, o);
    const fig = (f: Fig, i: number) =>
      `${WHO[i].toUpperCase()} ${Math.max(0, f.pool)} dice (${f.profession}, ${f.weapon})` + (s.figs.length > 2 ? ` on ${f.targets.map((t) => WHO[t].toUpperCase()).join('+') || 'nobody'}` : '');
    const figs = s.figs.map(fig);
    return `${figs.slice(0, -1).join(', ')} against ${figs[figs.length - 1]} at ${s.distance}"${p.skipFlinch ? '' : ', after Flinch checks'}`;
  },

  hasExact: (p) => p.figures === 2,

  exact(p, o): ExactMetrics {
    const s = setup(p, o);
    const t = exactDraw(s);
    const margin: Record<string, number> = {};
    t.margin.forEach((v, i) => (margin[String(s.lo + i)] = v));
    const out: ExactMetrics = { margin };
    (['a', 'b'] as const).forEach((who, i) => {
      for (const [name, idx] of PER_FIGURE) out[`${name}.${who}`] = t.states[i][idx];
      out[`pEmptyGun.${who}`] = t.empty[i];
    });
    return out;
  },

  simulate(p, o, rng, trials, acc) {
    const layout = this.metrics(p, o);
    const s = setup(p, o);
    const n = s.figs.length;
    const sMargin = layout.slot('margin');
    const slots = WHO.slice(0, n).map((who) => ({
      state: Int32Array.from(PER_FIGURE, ([name]) => layout.slot(`${name}.${who}`)),
      empty: layout.slot(`pEmptyGun.${who}`),
    }));
    const x: SimScratch = {
      roll: new Int32Array((n + 2) * 3),
      faces: new Uint8Array(3),
      firing: newFiringResult(),
      hurt: new Int8Array(n),
      state: new Int8Array(n),
      empty: new Uint8Array(n),
      outdrawn: new Uint8Array(n),
      flinch: new Int8Array(n),
      first: new Int32Array(1),
      dropped: false,
    };
    for (let t = 0; t < trials; t++) {
      x.first[0] = s.hi + 1; // no comparison yet
      simDraw(s, rng, x);
      if (x.first[0] <= s.hi) acc[sMargin + x.first[0] - s.lo]++;
      for (let i = 0; i < n; i++) {
        acc[slots[i].state[x.state[i]]]++;
        if (x.empty[i]) acc[slots[i].empty]++;
      }
    }
    acc[0] += trials;
  },
};
