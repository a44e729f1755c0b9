import type { Rng } from '../../dice/rng.ts';
import { Layout } from '../../core/layout.ts';
import {
  booleanField,
  enumField,
  numberField,
  type EnumField,
  type NumberField,
  type Values,
} from '../fields.ts';
import type { ExactMetrics, Namer, Procedure } from '../types.ts';
import { flagNamer } from '../validate.ts';
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
import {
  ammoClass,
  effectiveRange,
  exactFiring,
  newFiringResult,
  setupFiring,
  simulateFiring,
  type Firing,
} from './firing.ts';
import type { SixgunOptions } from './options.ts';
import {
  OPEN_GROUND,
  exactReaction,
  rollReaction,
  setupReaction,
  type Reaction,
} from './reaction.ts';

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
 * The exact answer and the simulation follow these readings alike, for two to four figures.
 */

type Who = 'A' | 'B' | 'C' | 'D';
const figure = (who: Who, defaults: { profession: Profession; rep: number }) => ({
  rep: numberField({
    default: defaults.rep,
    min: 1,
    max: 7,
    integer: true,
    description: `${who}'s Rep.`,
  }),
  profession: enumField(PROFESSIONS, {
    default: defaults.profession,
    description: `${who}'s profession (Draw bonus, Flinch and Been Shot At tables).`,
    noun: 'profession',
  }),
  sand: numberField({ default: 4, min: 0, max: 7, integer: true, description: `${who}'s Sand.` }),
  toughness: numberField({
    default: 4,
    min: 0,
    max: 7,
    integer: true,
    description: `${who}'s Toughness.`,
  }),
  weapon: enumField(WEAPONS, {
    default: 'pistol',
    description: `${who}'s weapon (anything but a pistol, derringer, tomahawk or knife draws at −1d6).`,
    noun: 'weapon',
  }),
  extraTargets: numberField({
    default: 0,
    min: 0,
    max: 5,
    integer: true,
    description: `Targets ${who} draws on outside the modelled figures (−1d6 each beyond the first target).`,
  }),
});
/** A's declared targets; `others` is every other figure present. */
const A_TARGETS = ['others', 'b', 'c', 'd', 'b+c', 'b+d', 'c+d', 'b+c+d'] as const;
const target = (who: Who, values: readonly ('a' | 'b' | 'c' | 'd' | 'none')[]) =>
  enumField(values, {
    default: 'a',
    description: `The figure ${who} draws on (none: ${who} draws on nobody in the Draw, as a bystander would).`,
    noun: 'target',
  });

const A = figure('A', { profession: 'gunfighter', rep: 5 });
const B = figure('B', { profession: 'cowboy', rep: 4 });
const C = {
  ...figure('C', { profession: 'cowboy', rep: 4 }),
  target: target('C', ['a', 'b', 'd', 'none'] as const),
};
const D = {
  ...figure('D', { profession: 'cowboy', rep: 4 }),
  target: target('D', ['a', 'b', 'c', 'none'] as const),
};

/**
 * C's and D's fields give their default in the description only: with no default in the
 * schema, a value given for a figure outside the Draw is reported (check) rather than
 * silently ignored. rawFigures applies the defaults.
 */
function onlyWith<F extends EnumField | NumberField>(
  f: F,
  figures: string,
): Omit<F, 'default'> & { default: undefined } {
  const description = `${f.description} Default: ${String(f.default)}; only with figures ${figures}.`;
  return { ...f, default: undefined, description } as Omit<F, 'default'> & { default: undefined };
}

const params = {
  figures: numberField({
    default: 2,
    min: 2,
    max: 4,
    integer: true,
    description: 'Figures in the Draw: A and B, plus C (3) and D (4).',
  }),
  aRep: A.rep,
  aProfession: A.profession,
  aSand: A.sand,
  aToughness: A.toughness,
  aWeapon: A.weapon,
  aExtraTargets: A.extraTargets,
  aTargets: enumField(A_TARGETS, {
    default: 'others',
    description: "A's declared targets (others: every other figure present).",
    noun: 'target list',
  }),
  bRep: B.rep,
  bProfession: B.profession,
  bSand: B.sand,
  bToughness: B.toughness,
  bWeapon: B.weapon,
  bExtraTargets: B.extraTargets,
  bTarget: target('B', ['a', 'c', 'd', 'none'] as const),
  cRep: onlyWith(C.rep, '3 or 4'),
  cProfession: onlyWith(C.profession, '3 or 4'),
  cSand: onlyWith(C.sand, '3 or 4'),
  cToughness: onlyWith(C.toughness, '3 or 4'),
  cWeapon: onlyWith(C.weapon, '3 or 4'),
  cExtraTargets: onlyWith(C.extraTargets, '3 or 4'),
  cTarget: onlyWith(C.target, '3 or 4'),
  dRep: onlyWith(D.rep, '4'),
  dProfession: onlyWith(D.profession, '4'),
  dSand: onlyWith(D.sand, '4'),
  dToughness: onlyWith(D.toughness, '4'),
  dWeapon: onlyWith(D.weapon, '4'),
  dExtraTargets: onlyWith(D.extraTargets, '4'),
  dTarget: onlyWith(D.target, '4'),
  distance: numberField({
    min: 0,
    unit: 'inches',
    description:
      'Distance in inches (default: the shortest effective range among the figures, as in GF-1/GF-2 [L3218]).',
  }),
  skipFlinch: booleanField({
    default: false,
    description: 'Skip the Flinch checks: everyone draws normally (as Stars may choose to).',
  }),
  holdUnmanned: booleanField({
    default: false,
    description: 'Opponents will not let an unmanned figure go: it takes Got the Drop.',
  }),
} as const;

export type DrawParams = Values<typeof params>;

export const DRAW_STATES = [
  'obviously-dead',
  'out-of-fight',
  'wounded',
  'surrendered',
  'ran-away',
  'unhurt',
] as const;
/** Indexes into DRAW_STATES: how a figure ends the Draw. */
export const OD = 0,
  OOF = 1,
  WOUNDED = 2,
  SURRENDERED = 3,
  RAN = 4,
  UNHURT = 5;
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

export interface Setup {
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
    {
      rep: p.aRep,
      profession: p.aProfession,
      sand: p.aSand,
      toughness: p.aToughness,
      weapon: p.aWeapon,
      extra: p.aExtraTargets,
      targets: p.aTargets === 'others' ? WHO.slice(1, p.figures).join('+') : p.aTargets,
    },
    {
      rep: p.bRep,
      profession: p.bProfession,
      sand: p.bSand,
      toughness: p.bToughness,
      weapon: p.bWeapon,
      extra: p.bExtraTargets,
      targets: p.bTarget as string,
    },
    {
      rep: p.cRep ?? C.rep.default,
      profession: p.cProfession ?? C.profession.default,
      sand: p.cSand ?? C.sand.default,
      toughness: p.cToughness ?? C.toughness.default,
      weapon: p.cWeapon ?? C.weapon.default,
      extra: p.cExtraTargets ?? C.extraTargets.default,
      targets: (p.cTarget ?? C.target.default) as string,
    },
    {
      rep: p.dRep ?? D.rep.default,
      profession: p.dProfession ?? D.profession.default,
      sand: p.dSand ?? D.sand.default,
      toughness: p.dToughness ?? D.toughness.default,
      weapon: p.dWeapon ?? D.weapon.default,
      extra: p.dExtraTargets ?? D.extraTargets.default,
      targets: (p.dTarget ?? D.target.default) as string,
    },
  ];
  return all.slice(0, p.figures).map((f) => ({
    ...f,
    targets:
      f.targets === 'none'
        ? []
        : f.targets.split('+').map((t) => WHO.indexOf(t as (typeof WHO)[number])),
  }));
}

export function distanceOf(p: DrawParams): number {
  return (
    p.distance ??
    Math.min(
      ...rawFigures(p).map((f) => effectiveRange({ weapon: f.weapon, rep: f.rep, veteran: false })),
    )
  );
}

function check(p: DrawParams, _o?: SixgunOptions, name: Namer = flagNamer): string[] {
  const problems: string[] = [];
  rawFigures(p).forEach((f, i) =>
    f.targets.forEach((t) => {
      if (t >= p.figures)
        problems.push(
          `${WHO[i].toUpperCase()} draws on ${WHO[t].toUpperCase()}, but only ${p.figures} figures are in the Draw (set figures)`,
        );
      if (t === i) problems.push(`${WHO[i].toUpperCase()} cannot draw on himself`);
    }),
  );
  for (const [i, figures] of [
    [2, '3 or 4'],
    [3, '4'],
  ] as const) {
    if (p.figures > i) continue;
    const given = Object.keys(params).filter(
      (k) => new RegExp(`^${WHO[i]}[A-Z]`).test(k) && p[k as keyof DrawParams] !== undefined,
    );
    if (given.length)
      problems.push(
        `${given.map((k) => name.param(k)).join(', ')} ${given.length === 1 ? 'sets' : 'set'} ${WHO[i].toUpperCase()}, but only ${p.figures} figures are in the Draw (set figures to ${figures})`,
      );
  }
  return problems;
}

export function setup(p: DrawParams, o: SixgunOptions): Setup {
  const distance = distanceOf(p);
  const raw = rawFigures(p);
  const figs = raw.map((f) => {
    const unmannedSand = o['draw.unmannedSandLoss'] === 'before-got-the-drop' ? f.sand - 1 : f.sand;
    const firing = raw.map((other) =>
      setupFiring(
        {
          rep: f.rep,
          repModifier: 0,
          crackshot: false,
          weapon: f.weapon,
          veteran: false,
          shots: o['draw.marginOneShots'] === 'one' ? 1 : undefined,
          shotsBefore: 0,
          shotsAfter: 0,
          distance,
          toughness: other.toughness,
          cover: 'none',
          targetDoing: 'looking',
          prone: false,
          higherGround: false,
          targetMovingFast: false,
          shooterMovingFast: false,
          unfamiliar: false,
          twoWeapons: false,
          offArm: false,
          mounted: false,
          bystanders: 0,
          aimFor: 'head',
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

const NOT_FLINCHED = 0,
  FLINCHED = 1,
  UNMANNED = 2;
const FLINCH_PEN = DRAW_DICE.flinched;
const flinchKind = (label: string) =>
  label === 'unmanned' ? UNMANNED : label === 'flinched' ? FLINCHED : NOT_FLINCHED;

/** Whether figures i and j are compared: both still drawing, and one of them declared the other. */
function linked(s: Setup, flinch: Int8Array, i: number, j: number): boolean {
  return (
    flinch[i] !== UNMANNED &&
    flinch[j] !== UNMANNED &&
    (s.figs[i].targets.includes(j) || s.figs[j].targets.includes(i))
  );
}

/** The figure that holds an unmanned figure u: the first other figure still drawing that u declared, or that declared u. */
function holderOf(s: Setup, flinch: Int8Array, u: number): number {
  return s.figs.findIndex(
    (f, h) =>
      h !== u && flinch[h] !== UNMANNED && (f.targets.includes(u) || s.figs[u].targets.includes(h)),
  );
}

// ---------------------------------------------------------------- exact

/*
 * A figure ends by the worst damage STATE dealt to it, else by a surrender, else by Been Shot
 * At if a figure shooting at it out-drew it. Once the Flinch results and the main round's
 * passes are fixed, what else decides one pair's effect on a figure (Got the Drop and its
 * re-draw, damage rolls, firings, a 3 among the winner's passes) is independent of what
 * decides its other pairs' effects. So each pair's effect on a figure is kept as an Effect, a
 * few probabilities that multiply across the figure's pairs: the worst of independent hits
 * has the product of their CDFs, and "no surrender and nobody out-drew it" the product of
 * each pair's chance of neither. The exception is the figure's own 1s in the main round: all
 * its pairs read the same dice, so they count once per figure.
 */

/** Effect slots 0–3: P(damage STATE ≤ h) for h = unhurt … oof; then: */
const STANDING = 4; // unhurt and not surrendered
const CALM = 5; // … and not out-drawn by a figure shooting at it
const LOADED = 6; // no fumble, and no 1s emptying the gun outside the main round
const SLOTS = 7;
const UNTOUCHED = new Float64Array(SLOTS).fill(1);
const SURRENDERS = Float64Array.of(1, 1, 1, 1, 0, 0, 1);

/** A re-draw between figures i < j: each one's Effect, and P(passes(i) − passes(j) = d) at index d + pj. */
interface Redraw {
  i: number;
  effects: [Float64Array, Float64Array];
  margin: Float64Array;
  pj: number;
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
      for (let h = 0; h < STATE.od; h++) le[h] += q * spared * hurt[h];
      le[STANDING] += q * spared * hurt[STATE.unhurt];
      le[LOADED] += q * (1 - k.emptied[lose][ks[l]]);
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

const effectOf = (r: Redraw, f: number) => r.effects[f === r.i ? 0 : 1];

interface Tally {
  states: Float64Array[];
  empty: Float64Array;
  margin: Float64Array;
}

function exactDraw(s: Setup): Tally {
  const n = s.figs.length;
  const k = known(s);
  const t: Tally = {
    states: s.figs.map(() => new Float64Array(DRAW_STATES.length)),
    empty: new Float64Array(n),
    margin: new Float64Array(s.hi - s.lo + 1),
  };
  const flinch = new Int8Array(n);
  for (let code = 0; code < 3 ** n; code++) {
    let w = 1;
    for (let i = 0, c = code; i < n; i++, c = Math.floor(c / 3)) {
      flinch[i] = c % 3;
      w *= k.flinch[i][flinch[i]];
    }
    if (w > 0) exactRound(s, k, t, flinch, w);
  }
  return t;
}

/** Everything after one set of Flinch results, of probability w. */
function exactRound(s: Setup, k: Known, t: Tally, flinch: Int8Array, w: number): void {
  const n = s.figs.length;
  const pool = (i: number) => s.figs[i].pool + (flinch[i] === FLINCHED ? FLINCH_PEN : 0);
  // Effects from before the main round: held unmanned figures' Got the Drop and re-draw.
  const before = s.figs.map(() => UNTOUCHED.slice());
  const gone = new Uint8Array(n);
  for (let u = 0; u < n; u++) {
    if (flinch[u] !== UNMANNED) continue;
    const h = s.holdUnmanned ? holderOf(s, flinch, u) : -1;
    if (h < 0) {
      gone[u] = 1;
      t.states[u][RAN] += w;
      continue;
    }
    const give = k.unmannedSurrender[u];
    // C-53: the held figure draws with no flinch penalty; his holder has the drop.
    const r = redrawOf(s, k, h, u, pool(h) + DRAW_DICE.gotTheDrop, s.figs[u].pool);
    blend(before[u], give, SURRENDERS, effectOf(r, u));
    blend(before[h], give, UNTOUCHED, effectOf(r, h));
    if (h + u === 1)
      r.margin.forEach((pr, x) => (t.margin[x - r.pj - s.lo] += w * (1 - give) * pr));
  }
  const pairs: number[] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) if (linked(s, flinch, i, j)) pairs.push(i, j);
  const rolling = [...new Set(pairs)];
  const dist = s.figs.map((_, i) => k.passes[Math.max(0, pool(i))]);
  /** The first ≥3 result's Effects on its winner and loser, by winner × n + loser, as they are needed. */
  const drops: [Float64Array, Float64Array][] = [];
  const dropOf = (win: number, lose: number) => {
    const give = k.surrender[lose];
    const r = redrawOf(s, k, win, lose, pool(win) + DRAW_DICE.gotTheDrop, pool(lose));
    const e: [Float64Array, Float64Array] = [UNTOUCHED.slice(), UNTOUCHED.slice()];
    blend(e[0], give, UNTOUCHED, effectOf(r, win));
    blend(e[1], give, SURRENDERS, effectOf(r, lose));
    return e;
  };
  const passes = new Int32Array(n);
  const eff = s.figs.map(() => new Float64Array(SLOTS));
  const ones = new Uint8Array(n); // whose main-round 1s count
  for (;;) {
    let q = w;
    for (const i of rolling) q *= dist[i][passes[i]];
    for (let i = 0; i < n; i++) {
      eff[i].set(before[i]);
      ones[i] = 0;
    }
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
        const [we, le] = (drops[win * n + lose] ??= dropOf(win, lose));
        for (let y = 0; y < SLOTS; y++) {
          eff[win][y] *= we[y];
          eff[lose][y] *= le[y];
        }
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
    }
    for (let i = 0; i < n; i++)
      if (!gone[i]) settle(t, k, i, q, eff[i], ones[i] ? k.emptied[i][passes[i]] : 0);
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

// ---------------------------------------------------------------- simulation

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
}

/**
 * One comparison between figures i and j, with their rolls at slots si and sj of x.roll.
 * `second`: a re-draw, where a ≥3 result counts as 2. `mutual`: both shoot at each other
 * whoever draws first (a re-draw); otherwise only a declared target can be shot.
 */
function simPair(
  s: Setup,
  rng: Rng,
  x: SimScratch,
  i: number,
  j: number,
  si: number,
  sj: number,
  pi: number,
  pj: number,
  second: boolean,
  mutual: boolean,
): void {
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
    redraw(s, rng, x, win, lose, pw + DRAW_DICE.gotTheDrop, pl);
    return;
  }
  emptyBy(lose, sl);
  let hurt: number = STATE.unhurt;
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
        );
  } else {
    simulateFiring(W.firing[lose], rng, x.faces, x.firing);
    if (x.firing.fumble) x.empty[win] = 1;
    hurt = x.firing.state;
  }
  if (hurt > x.hurt[lose]) x.hurt[lose] = hurt; // simultaneous hits: the worse one stands
  x.outdrawn[lose] = 1;
}

/** Scratch for simulated Draws between n figures, reused between trials. */
export function newScratch(n: number): SimScratch {
  return {
    roll: new Int32Array((n + 2) * 3),
    faces: new Uint8Array(3),
    firing: newFiringResult(),
    hurt: new Int8Array(n),
    state: new Int8Array(n),
    empty: new Uint8Array(n),
    outdrawn: new Uint8Array(n),
    bsa: new Int8Array(n),
    flinch: new Int8Array(n),
    first: new Int32Array(1),
    dropped: false,
  };
}

/** The re-draw between two figures only (Got the Drop failed), in the scratch slots past the figures. */
function redraw(
  s: Setup,
  rng: Rng,
  x: SimScratch,
  i: number,
  j: number,
  pi: number,
  pj: number,
): void {
  if (i > j) return redraw(s, rng, x, j, i, pj, pi); // the earlier figure rolls first, and margins read as earlier − later
  const n = s.figs.length;
  rollPool(rng, Math.max(0, pi), x.roll, n * 3);
  rollPool(rng, Math.max(0, pj), x.roll, (n + 1) * 3);
  simPair(s, rng, x, i, j, n, n + 1, pi, pj, true, true);
}

export function simDraw(s: Setup, rng: Rng, x: SimScratch): void {
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
    else redraw(s, rng, x, h, u, pool(h) + DRAW_DICE.gotTheDrop, s.figs[u].pool);
  }
  // Everyone still drawing who has a declared pair rolls once; every pair is compared on those rolls (C-52(b)).
  for (let i = 0; i < n; i++) {
    let any = false;
    for (let j = 0; j < n; j++) if (j !== i && linked(s, x.flinch, i, j)) any = true;
    if (any) rollPool(rng, Math.max(0, pool(i)), x.roll, i * 3);
  }
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      if (linked(s, x.flinch, i, j)) simPair(s, rng, x, i, j, i, j, pool(i), pool(j), false, false);
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

// ---------------------------------------------------------------- procedure

/** The per-figure metrics of a Draw: name, index into DRAW_STATES, meaning. */
export const PER_FIGURE = [
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
    'A quick-draw between A and B (and C, D with figures 3 or 4), each drawing on its declared targets: Flinch, pools of Rep plus the Draw modifiers passing on 1–3, every declared pair compared at once (C-52), Got the Drop for the first ≥3 result and its re-draw between those two only, Been Shot At for whoever was out-drawn and not hit (six-gun-sound.md §7). Exact for two, three or four figures.',
  params,
  check,

  complete(p) {
    // In the params' own order, with C's and D's defaults for the figures present.
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(params) as (keyof DrawParams)[]) {
      const figure =
        key.length > 1 && /^[cd][A-Z]/.test(key) ? WHO.indexOf(key[0] as 'c' | 'd') : -1;
      const fields: Record<string, { default?: unknown }> = key[0] === 'c' ? C : D;
      out[key] =
        p[key] ??
        (figure >= 0 && p.figures > figure
          ? fields[key[1].toLowerCase() + key.slice(2)].default
          : undefined);
    }
    return out as DrawParams;
  },

  metrics(p, o) {
    const s = setup(p, o);
    const l = new Layout().distribution(
      'margin',
      s.lo,
      s.hi,
      'passes(A) − passes(B) at their first comparison (sums to the chance that A and B are compared at all)',
    );
    for (const who of WHO.slice(0, s.figs.length)) {
      for (const [name, , text] of PER_FIGURE)
        l.probability(`${name}.${who}`, `${who.toUpperCase()} ${text}`);
      l.probability(`pEmptyGun.${who}`, `${who.toUpperCase()}'s gun is empty after the Draw`);
    }
    return l;
  },

  explain(p, o) {
    const s = setup(p, o);
    const fig = (f: Fig, i: number) =>
      `${WHO[i].toUpperCase()} ${Math.max(0, f.pool)} dice (${f.profession}, ${f.weapon})` +
      (s.figs.length > 2
        ? ` on ${f.targets.map((t) => WHO[t].toUpperCase()).join('+') || 'nobody'}`
        : '');
    const figs = s.figs.map(fig);
    return `${figs.slice(0, -1).join(', ')} against ${figs[figs.length - 1]} at ${s.distance}"${p.skipFlinch ? '' : ', after Flinch checks'}`;
  },

  exact(p, o): ExactMetrics {
    const s = setup(p, o);
    const t = exactDraw(s);
    const margin: Record<string, number> = {};
    t.margin.forEach((v, i) => (margin[String(s.lo + i)] = v));
    const out: ExactMetrics = { margin };
    WHO.slice(0, s.figs.length).forEach((who, i) => {
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
    const x = newScratch(n);
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
