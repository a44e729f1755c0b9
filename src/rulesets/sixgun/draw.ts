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
 * The Draw between two figures, six-gun-sound.md §7: Flinch checks, pools of Rep plus the
 * Draw modifiers, passes on 1–3, the Draw table, Got the Drop and its re-draw, and Been Shot
 * At for the out-drawn survivor. Both directions of a pair resolve at once (C-52).
 */

const figure = (who: 'A' | 'B', defaults: { profession: Profession; rep: number }) => ({
  rep: numberField({ default: defaults.rep, min: 1, max: 7, integer: true, description: `${who}'s Rep.` }),
  profession: enumField(PROFESSIONS, { default: defaults.profession, description: `${who}'s profession (Draw bonus, Flinch and Been Shot At tables).`, noun: 'profession' }),
  sand: numberField({ default: 4, min: 0, max: 7, integer: true, description: `${who}'s Sand.` }),
  toughness: numberField({ default: 4, min: 0, max: 7, integer: true, description: `${who}'s Toughness.` }),
  weapon: enumField(WEAPONS, { default: 'pistol', description: `${who}'s weapon (anything but a pistol, derringer, tomahawk or knife draws at −1d6).`, noun: 'weapon' }),
  extraTargets: numberField({ default: 0, min: 0, max: 5, integer: true, description: `Targets ${who} draws on beyond this opponent (−1d6 each).` }),
});
const A = figure('A', { profession: 'gunfighter', rep: 5 });
const B = figure('B', { profession: 'cowboy', rep: 4 });

const params = {
  aRep: A.rep, aProfession: A.profession, aSand: A.sand, aToughness: A.toughness, aWeapon: A.weapon, aExtraTargets: A.extraTargets,
  bRep: B.rep, bProfession: B.profession, bSand: B.sand, bToughness: B.toughness, bWeapon: B.weapon, bExtraTargets: B.extraTargets,
  distance: numberField({ min: 0, unit: 'inches', description: 'Distance in inches (default: the shortest effective range of the two, as in GF-1/GF-2 [L3218]).' }),
  skipFlinch: booleanField({ default: false, description: 'Skip the Flinch checks: both draw normally (as Stars may choose to).' }),
  holdUnmanned: booleanField({ default: false, description: 'An opponent will not let an unmanned figure go: it takes Got the Drop.' }),
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
  /** The Draw pool before Flinch and Got the Drop. */
  pool: number;
  noDrop: boolean;
  repeater: boolean;
  flinch: Reaction;
  dropTest: Reaction;
  /** Got the Drop when unmanned (its Sand loss may come first, C-53). */
  unmannedDropTest: Reaction;
  bsa: Reaction;
  /** Shooting at the other figure: the firing at margin 1, its damage roll at margin 2. */
  firing: Firing;
  damage: Int8Array;
  damageRolls: number;
}

interface Setup {
  figs: [Fig, Fig];
  distance: number;
  flinch: boolean;
  holdUnmanned: boolean;
  kills: boolean;
  onesEmpty: boolean;
  /** margin metric range */
  lo: number;
  hi: number;
}

function drawPool(rep: number, profession: Profession, weapon: Weapon, extraTargets: number): number {
  return (
    rep +
    (DRAW_BONUS_PROFESSIONS.includes(profession) ? DRAW_DICE.profession : 0) +
    (WEAPON_STATS[weapon].quickDraw ? 0 : DRAW_DICE.longArm) +
    extraTargets * DRAW_DICE.perExtraTarget
  );
}

export function distanceOf(p: DrawParams): number {
  return p.distance ?? Math.min(effectiveRange({ weapon: p.aWeapon, rep: p.aRep, veteran: false }), effectiveRange({ weapon: p.bWeapon, rep: p.bRep, veteran: false }));
}

function setup(p: DrawParams, o: SixgunOptions): Setup {
  const distance = distanceOf(p);
  const raw = [
    { rep: p.aRep, profession: p.aProfession, sand: p.aSand, toughness: p.aToughness, weapon: p.aWeapon, extra: p.aExtraTargets },
    { rep: p.bRep, profession: p.bProfession, sand: p.bSand, toughness: p.bToughness, weapon: p.bWeapon, extra: p.bExtraTargets },
  ];
  const figs = raw.map((f, i) => {
    const other = raw[1 - i];
    const firing = setupFiring(
      {
        rep: f.rep, repModifier: 0, crackshot: false, weapon: f.weapon, veteran: false,
        shots: o['draw.marginOneShots'] === 'one' ? 1 : undefined, shotsBefore: 0, shotsAfter: 0,
        distance, toughness: other.toughness, cover: 'none', targetDoing: 'looking', prone: false, higherGround: false,
        targetMovingFast: false, shooterMovingFast: false, unfamiliar: false, twoWeapons: false, offArm: false,
        mounted: false, bystanders: 0, aimFor: 'head',
      },
      o,
    );
    const unmannedSand = o['draw.unmannedSandLoss'] === 'before-got-the-drop' ? f.sand - 1 : f.sand;
    return {
      rep: f.rep,
      profession: f.profession,
      sand: f.sand,
      toughness: f.toughness,
      weapon: f.weapon,
      pool: drawPool(f.rep, f.profession, f.weapon, f.extra),
      noDrop: NO_DROP_PROFESSIONS.includes(f.profession),
      repeater: ammoClass(f.weapon, o) === 'repeater',
      flinch: setupReaction('flinch', f.profession, f.sand, OPEN_GROUND, o),
      dropTest: setupReaction('got-the-drop', f.profession, f.sand, OPEN_GROUND, o),
      unmannedDropTest: setupReaction('got-the-drop', f.profession, unmannedSand, OPEN_GROUND, o),
      bsa: setupReaction('been-shot-at', f.profession, f.sand, OPEN_GROUND, o),
      firing,
      damage: firing.normalCodes,
      damageRolls: WEAPON_STATS[f.weapon].scatter ? 2 : 1,
    } satisfies Fig;
  }) as [Fig, Fig];
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
      const tr = transition(w.damage, l.toughness, w.weapon === 'bow');
      for (let r = 0; r < w.damageRolls; r++) v = applyTransition(v, tr);
      return v;
    }),
    fired: pick((w) => exactFiring(w.firing)),
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
  roll: Int32Array;
  faces: Uint8Array;
  firing: ReturnType<typeof newFiringResult>;
  state: Int8Array;
  empty: Uint8Array;
  first: Int32Array;
}

/** One round in simulation; writes states and empty guns into the scratch. */
function simRound(s: Setup, rng: Rng, x: SimScratch, pa: number, pb: number, second: boolean, record: boolean): void {
  rollPool(rng, Math.max(0, pa), x.roll, 0);
  rollPool(rng, Math.max(0, pb), x.roll, 3);
  const d = x.roll[0] - x.roll[3];
  if (record) x.first[0] = d;
  if (d === 0) {
    for (let i = 0; i < 2; i++) if (s.onesEmpty && emptied(s.figs[i], x.roll[i * 3 + 2])) x.empty[i] = 1;
    return;
  }
  const win = d > 0 ? 0 : 1, lose = 1 - win;
  const W = s.figs[win], L = s.figs[lose];
  const m = d > 0 ? d : -d;
  if (m >= DRAW_MARGIN.drop && !second && !W.noDrop) {
    if (rollReaction(L.dropTest, rng) === 0) {
      x.state[lose] = SURRENDERED;
      return;
    }
    simRound(s, rng, x, win === 0 ? pa + DRAW_DICE.gotTheDrop : pa, win === 1 ? pb + DRAW_DICE.gotTheDrop : pb, true, false);
    return;
  }
  let hurt: number = STATE.unhurt;
  if (m >= DRAW_MARGIN.damage) {
    if (s.onesEmpty && emptied(W, x.roll[win * 3 + 2])) x.empty[win] = 1;
    if (s.kills && x.roll[win * 3 + 1] === 1) hurt = STATE.od;
    else for (let r = 0; r < W.damageRolls && hurt !== STATE.od; r++) hurt = rollDamage(rng, hurt, W.damage, L.toughness, W.firing.recDice);
  } else {
    simulateFiring(W.firing, rng, x.faces, x.firing);
    if (x.firing.fumble) x.empty[win] = 1;
    hurt = x.firing.state;
  }
  if (s.onesEmpty && emptied(L, x.roll[lose * 3 + 2])) x.empty[lose] = 1;
  if (hurt !== STATE.unhurt) x.state[lose] = FROM_DAMAGE[hurt];
  else if (L.bsa.labels[rollReaction(L.bsa, rng)] === 'runaway') x.state[lose] = RAN;
}

const FLINCH_PEN = DRAW_DICE.flinched;

function simDraw(s: Setup, rng: Rng, x: SimScratch): void {
  x.state[0] = UNHURT;
  x.state[1] = UNHURT;
  x.empty[0] = 0;
  x.empty[1] = 0;
  let ua = false, ub = false, pa = s.figs[0].pool, pb = s.figs[1].pool;
  if (s.flinch) {
    const fa = s.figs[0].flinch.labels[rollReaction(s.figs[0].flinch, rng)];
    const fb = s.figs[1].flinch.labels[rollReaction(s.figs[1].flinch, rng)];
    ua = fa === 'unmanned';
    ub = fb === 'unmanned';
    if (fa === 'flinched') pa += FLINCH_PEN;
    if (fb === 'flinched') pb += FLINCH_PEN;
  }
  if (ua && ub) {
    x.state[0] = RAN;
    x.state[1] = RAN;
    return;
  }
  if (ua || ub) {
    const u = ua ? 0 : 1;
    if (!s.holdUnmanned || rollReaction(s.figs[u].unmannedDropTest, rng) === 0) {
      x.state[u] = s.holdUnmanned ? SURRENDERED : RAN;
      return;
    }
    // C-53: the held figure draws with no flinch penalty; his opponent has the drop.
    if (u === 0) simRound(s, rng, x, s.figs[0].pool, pb + DRAW_DICE.gotTheDrop, true, true);
    else simRound(s, rng, x, pa + DRAW_DICE.gotTheDrop, s.figs[1].pool, true, true);
    return;
  }
  simRound(s, rng, x, pa, pb, false, true);
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
  title: 'The Draw between two figures',
  description:
    'A quick-draw between A and B: Flinch, pools of Rep plus the Draw modifiers passing on 1–3, the Draw table, Got the Drop and the re-draw, Been Shot At for the out-drawn survivor (six-gun-sound.md §7).',
  params,

  metrics(p, o) {
    const s = setup(p, o);
    const l = new Layout().distribution('margin', s.lo, s.hi, 'passes(A) − passes(B) at the first comparison (sums to the chance that the dice are compared at all)');
    for (const who of ['a', 'b'] as const) {
      for (const [name, , text] of PER_FIGURE) l.probability(`${name}.${who}`, `${who.toUpperCase()} ${text}`);
      l.probability(`pEmptyGun.${who}`, `${who.toUpperCase()}'s gun is empty after the Draw`);
    }
    return l;
  },

  explain(p, o) {
    const s = setup(p, o);
    const fig = (f: Fig, who: string) => `${who} ${Math.max(0, f.pool)} dice (${f.profession}, ${f.weapon})`;
    return `${fig(s.figs[0], 'A')} against ${fig(s.figs[1], 'B')} at ${s.distance}"${p.skipFlinch ? '' : ', after Flinch checks'}`;
  },

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
    const sMargin = layout.slot('margin');
    const slots = (['a', 'b'] as const).map((who) => ({
      state: Int32Array.from(PER_FIGURE, ([name]) => layout.slot(`${name}.${who}`)),
      empty: layout.slot(`pEmptyGun.${who}`),
    }));
    const x: SimScratch = {
      roll: new Int32Array(6),
      faces: new Uint8Array(3),
      firing: newFiringResult(),
      state: new Int8Array(2),
      empty: new Uint8Array(2),
      first: new Int32Array(1),
    };
    for (let t = 0; t < trials; t++) {
      x.first[0] = s.hi + 1; // no comparison yet
      simDraw(s, rng, x);
      if (x.first[0] <= s.hi) acc[sMargin + x.first[0] - s.lo]++;
      for (let i = 0; i < 2; i++) {
        acc[slots[i].state[x.state[i]]]++;
        if (x.empty[i]) acc[slots[i].empty]++;
      }
    }
    acc[0] += trials;
  },
};
