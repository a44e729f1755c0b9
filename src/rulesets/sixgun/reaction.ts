import type { Rng } from '../../dice/rng.ts';
import { Layout } from '../../core/layout.ts';
import { booleanField, enumField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { PROFESSIONS, REACTION_GROUP, type Profession } from './data.ts';
import type { SixgunOptions } from './options.ts';
import { passCounts, rollPasses } from './pass-dice.ts';
import {
  ACTIONS,
  FLINCH_DICE,
  GOT_A_SHOT_APPROACH,
  GOT_A_SHOT_APPROACH_BY_PROFESSION,
  GOT_THE_DROP,
  REACTION_TABLES,
  TESTS,
  type Cond,
  type Lines,
  type Step,
  type Test,
} from './reaction-tables.ts';
import { sandField } from './sand-field.ts';

export const DIRECTIONS = ['front', 'flank', 'rear'] as const;

/** What the reaction tables' lines ask about the tester. */
export interface ReactionSituation {
  from: (typeof DIRECTIONS)[number];
  hidden: boolean;
  cover: boolean;
  mounted: boolean;
  cannotFire: boolean;
  muzzleLoader: boolean;
  oddsThreeToOne: boolean;
  bornLeader: boolean;
}

export const OPEN_GROUND: ReactionSituation = {
  from: 'front',
  hidden: false,
  cover: false,
  mounted: false,
  cannotFire: false,
  muzzleLoader: false,
  oddsThreeToOne: false,
  bornLeader: false,
};

/** A reaction test worked out before rolling: dice, and what each pass count leads to. */
export interface Reaction {
  test: Test;
  labels: readonly string[];
  /** No test is taken (e.g. a Cowboy approached from the rear); the action is `no-test`. */
  noTest: boolean;
  dice: number;
  sand: number;
  cap: number;
  /** steps[k]: the printed result for Pass k. */
  steps: Step[];
  /** The final action index for a plain result at Pass k (re-rolls read it). */
  finalAt: Int8Array;
  /** INIT: the active target's Sand. */
  initSand: number;
}

function holds(c: Cond, s: ReactionSituation, profession: Profession): boolean {
  switch (c) {
    case 'all':
      return true;
    case 'hidden':
      return s.hidden;
    case 'hidden-gambler':
      return s.hidden && profession === 'gambler';
    case 'cover':
      return s.cover;
    case 'flank-or-rear':
      return s.from !== 'front';
    case 'rear':
      return s.from === 'rear';
    case 'able-to-fire':
      return !s.cannotFire;
    case 'muzzle-loader':
      return s.muzzleLoader;
    case 'odds-3-to-1':
      return s.oddsThreeToOne;
    case 'mounted':
      return s.mounted;
    case 'sheriff':
      return profession === 'sheriff';
    case 'ranger':
      return profession === 'ranger';
    case 'greenhorn':
      return profession === 'greenhorn';
    case 'ranger-in-cover':
      return profession === 'ranger' && s.cover;
  }
}

/** The table in force for this group and test, after the options' readings (C-8, C-50, C-51). */
function tableFor(test: Test, profession: Profession, o: SixgunOptions): readonly Lines[] | null {
  if (test === 'got-the-drop') return GOT_THE_DROP;
  const group = REACTION_GROUP[profession];
  const t = REACTION_TABLES[group][test];
  if (!t) return null;
  const rows: Lines[] = [...t];
  if (test === 'comin-back' && group === 'BM' && o['cominBack.bmPass1'] === 'reroll-1-as-2')
    rows[1] = [['all', 'reroll-1-as-2']];
  if (test === 'comin-back' && group === 'GGT' && o['cominBack.ggtPass1'] === 'come-back')
    rows[1] = [
      ['cover', 'come-back'],
      ['all', 'removed'],
    ];
  if (!o['warrior.restoreMissingLines']) {
    if (test === 'being-charged' && group === 'SW') rows[0] = [['all', 'runaway']];
    if (test === 'been-shot-at' && group === 'PL') rows[0] = [['all', 'runaway']];
  }
  return rows;
}

export function setupReaction(
  test: Test,
  profession: Profession,
  sand: number,
  s: ReactionSituation,
  o: SixgunOptions,
  initSand = 4,
): Reaction {
  const labels = ACTIONS[test];
  const group = REACTION_GROUP[profession];
  const table = tableFor(test, profession, o);
  let dice = test === 'got-the-drop' ? 1 : test === 'flinch' ? (FLINCH_DICE[group] ?? 2) : 2;
  let noTest = table === null;
  if (test === 'got-a-shot' && s.from !== 'front') {
    const approach = (GOT_A_SHOT_APPROACH_BY_PROFESSION[profession] ?? GOT_A_SHOT_APPROACH[group])[
      s.from
    ];
    if (approach === 'no-test') noTest = true;
    if (approach === 'minus-die') dice -= 1;
  }
  // A Born Leader's extra die counts on every test but Got a Shot (§2.5 [L3059]).
  if (s.bornLeader && test !== 'got-a-shot' && test !== 'got-the-drop') dice += 1;
  const cap = test === 'got-the-drop' ? 1 : 2;
  const steps: Step[] = table
    ? table.map((lines) => lines.find(([c]) => holds(c, s, profession))![1])
    : [];
  // A mounted Plains warrior forced to Duck Back rides Siouxside instead (§5.3.8 [L8897–8911]).
  const finalOf = (step: Step): number => {
    const label = group === 'PL' && s.mounted && step === 'duck-back' ? 'siouxside' : step;
    return (labels as readonly string[]).indexOf(label);
  };
  const finalAt = Int8Array.from(steps, finalOf);
  return { test, labels, noTest, dice, sand, cap, steps, finalAt, initSand };
}

/** Exact: probability of each action, and of each pass count on the first roll. */
export function exactReaction(r: Reaction): { actions: Float64Array; passes: Float64Array } {
  const actions = new Float64Array(r.labels.length);
  const passes = new Float64Array(r.cap + 1);
  if (r.noTest) {
    actions[r.labels.indexOf('no-test')] = 1;
    return { actions, passes };
  }
  const first = passCounts(r.dice, r.sand, r.cap);
  const again = passCounts(r.dice, r.sand, r.cap);
  const init = passCounts(2, r.initSand, 2);
  for (let k = 0; k <= r.cap; k++) {
    passes[k] = first[k];
    const step = r.steps[k];
    if (step === 'reroll-1-as-2') {
      actions[r.finalAt[2]] += first[k] * (again[1] + again[2]);
      actions[r.finalAt[0]] += first[k] * again[0];
    } else if (step === 'reroll-1-as-0') {
      actions[r.finalAt[2]] += first[k] * again[2];
      actions[r.finalAt[0]] += first[k] * (again[0] + again[1]);
    } else if (step === 'init') {
      actions[r.labels.indexOf('target-fires-first')] += first[k] * init[2];
      actions[r.labels.indexOf('fire-at-minus-1')] += first[k] * (init[0] + init[1]);
    } else actions[r.finalAt[k]] += first[k];
  }
  return { actions, passes };
}

/** The action index that a first roll of `passes` leads to, rolling any re-roll or INIT. */
export function resolveReaction(r: Reaction, passes: number, rng: Rng): number {
  const step = r.steps[passes];
  if (step === 'reroll-1-as-2')
    return r.finalAt[rollPasses(rng, r.dice, r.sand, r.cap) >= 1 ? 2 : 0];
  if (step === 'reroll-1-as-0')
    return r.finalAt[rollPasses(rng, r.dice, r.sand, r.cap) === 2 ? 2 : 0];
  if (step === 'init')
    return r.labels.indexOf(
      rollPasses(rng, 2, r.initSand, 2) === 2 ? 'target-fires-first' : 'fire-at-minus-1',
    );
  return r.finalAt[passes];
}

/** One whole test in simulation: the action index. */
export function rollReaction(r: Reaction, rng: Rng): number {
  if (r.noTest) return r.labels.indexOf('no-test');
  return resolveReaction(r, rollPasses(rng, r.dice, r.sand, r.cap), rng);
}

const params = {
  test: enumField(TESTS, {
    default: 'been-shot-at',
    description: 'The reaction test taken.',
    noun: 'test',
  }),
  profession: enumField(PROFESSIONS, {
    default: 'cowboy',
    description: "Tester's profession (picks the QRS table).",
    noun: 'profession',
  }),
  sand: sandField("Tester's Sand."),
  from: enumField(DIRECTIONS, {
    default: 'front',
    description: 'Where the threat comes from (approached, fired on or charged from).',
    noun: 'direction',
  }),
  hidden: booleanField({ default: false, description: 'The tester is hidden (Got a Shot).' }),
  cover: booleanField({ default: false, description: 'The tester is in cover (or a building).' }),
  mounted: booleanField({ default: false, description: 'The tester is mounted.' }),
  cannotFire: booleanField({
    default: false,
    description: 'The tester cannot fire (Being Charged: no loaded weapon).',
  }),
  muzzleLoader: booleanField({
    default: false,
    description: 'The tester is armed with a muzzle loader (Got a Shot).',
  }),
  oddsThreeToOne: booleanField({
    default: false,
    description: 'The tester faces odds of 3:1 or worse (Been Shot At).',
  }),
  bornLeader: booleanField({
    default: false,
    description: 'Born Leader: +1d6, counting the best two (not on Got a Shot).',
  }),
  targetSand: numberField({
    default: 4,
    min: 0,
    max: 7,
    integer: true,
    description: 'Sand of the active figure in a Got a Shot INIT race.',
  }),
} as const;

export type ReactionParams = Values<typeof params>;

const setupOf = (p: ReactionParams, o: SixgunOptions) =>
  setupReaction(p.test, p.profession, p.sand, p, o, p.targetSand);

export const reaction: Procedure<ReactionParams, SixgunOptions> = {
  id: 'reaction',
  title: 'One reaction test',
  description:
    "A reaction test by profession and Sand (Got a Shot, Been Shot At, Flinch, Wanting to Charge, Being Charged, Keep Fightin', Comin' Back, Got the Drop), with re-rolls and the INIT race (six-gun-sound.md §5, §7.1).",
  params,

  metrics(p, o) {
    const r = setupOf(p, o);
    return new Layout()
      .categories('action', r.labels, 'the resulting action')
      .distribution('passes', 0, r.cap, 'passes on the first roll (only when a test is taken)');
  },

  explain(p, o) {
    const r = setupOf(p, o);
    const group = REACTION_GROUP[p.profession];
    if (r.noTest) return `${p.test} (${group} table): no test is taken`;
    const steps = r.steps
      .map((s, k) => `Pass ${k} → ${s}`)
      .reverse()
      .join(', ');
    return `${p.test} (${group} table): ${r.dice}d6 against Sand ${p.sand}${r.dice > r.cap ? `, best ${r.cap}` : ''}; ${steps}`;
  },

  exact(p, o): ExactMetrics {
    const r = setupOf(p, o);
    const e = exactReaction(r);
    const action: Record<string, number> = {};
    r.labels.forEach((l, i) => (action[l] = e.actions[i]));
    const passes: Record<string, number> = {};
    e.passes.forEach((v, k) => (passes[String(k)] = v));
    return { action, passes };
  },

  simulate(p, o, rng, trials, acc) {
    const layout = this.metrics(p, o);
    const r = setupOf(p, o);
    const sAction = layout.slot('action');
    const sPasses = layout.slot('passes');
    const noTest = r.labels.indexOf('no-test');
    for (let t = 0; t < trials; t++) {
      if (r.noTest) {
        acc[sAction + noTest]++;
        continue;
      }
      const passes = rollPasses(rng, r.dice, r.sand, r.cap);
      acc[sPasses + passes]++;
      acc[sAction + resolveReaction(r, passes, rng)]++;
    }
    acc[0] += trials;
  },
};
