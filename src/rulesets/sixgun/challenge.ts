import { Layout } from '../../core/layout.ts';
import { booleanField, enumField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { CHALLENGE_DF, TRADESMAN_REP } from './data.ts';
import type { SixgunOptions } from './options.ts';

/**
 * Challenges, six-gun-sound.md §11 [L2868–2983]: a task rolled as 2d6 against a Task Target
 * Number. Pass 2 succeeds, Pass 0 fails; on Pass 1 the figure doubts he can do it and either
 * stops short or tries again at once, a second roll on which Pass 1 counts as Pass 0. An
 * opposed task reads the same dice against each opposer's own target (A-22): he tries again
 * when the first roll is a Pass 1 against some opposer, and the second roll then stands
 * against every one of them.
 */

const params = {
  task: enumField(['unopposed', 'opposed'], {
    default: 'unopposed',
    description:
      "unopposed: target = Rep + the task's Difficulty Factor; opposed: target = Rep + (Rep − the opposer's Rep) + advantage, one per opposer (C-64).",
    noun: 'task',
  }),
  rep: numberField({
    default: 4,
    min: 1,
    max: 7,
    integer: true,
    description: "The tester's Rep.",
  }),
  difficulty: enumField(['easy', 'tough', 'hard', 'are-you-kidding-me'], {
    default: 'tough',
    description:
      'Unopposed: the Difficulty Factor, easy +1, tough 0, hard −1, "are you kidding me?" −2 [L2889–2897].',
    noun: 'difficulty',
  }),
  tradesman: booleanField({
    default: false,
    description: 'Unopposed: a Tradesman at a task of his trade, +1 Rep [L3101].',
  }),
  opposerRep: numberField({
    default: 4,
    min: 1,
    max: 7,
    integer: true,
    description: "Opposed: the first opposer's Rep.",
  }),
  secondOpposerRep: numberField({
    min: 1,
    max: 7,
    integer: true,
    description: 'Opposed: a second opposer, read against the same dice (A-22); none if unset.',
  }),
  advantage: numberField({
    default: 0,
    min: -1,
    max: 1,
    integer: true,
    description:
      'Opposed: the situational advantage the players agree, −1, 0 or +1 (darkness: +1).',
  }),
  onPass1: enumField(['retry', 'stop'], {
    default: 'retry',
    description:
      'What he does on a Pass 1: try again at once (Pass 1 then counts as Pass 0), or stop short and nothing happens.',
    noun: 'choice',
  }),
} as const;

export type ChallengeParams = Values<typeof params>;

const OUTCOMES = ['success', 'stopped-short', 'failure'] as const;

/** The Task Target Number against each opposer (one for an unopposed task). */
export function taskTargets(p: ChallengeParams): number[] {
  if (p.task === 'unopposed')
    return [p.rep + CHALLENGE_DF[p.difficulty] + (p.tradesman ? TRADESMAN_REP : 0)];
  const opposers = [
    p.opposerRep,
    ...(p.secondOpposerRep === undefined ? [] : [p.secondOpposerRep]),
  ];
  return opposers.map((o) => p.rep + (p.rep - o) + p.advantage);
}

/** Passes of two dice against a target: a die passes at most the target (§1.2). */
const passes = (a: number, b: number, target: number) =>
  (a <= target ? 1 : 0) + (b <= target ? 1 : 0);

/**
 * One task on given dice: the outcome index against each opposer into `out`, and whether he
 * tried again. `second` gives the second roll's two dice when it is needed.
 */
function resolve(
  targets: readonly number[],
  retry: boolean,
  a: number,
  b: number,
  second: () => [number, number],
  out: Int8Array,
): boolean {
  let doubt = false;
  for (let j = 0; j < targets.length; j++) {
    const k = passes(a, b, targets[j]);
    out[j] = k === 2 ? 0 : k === 1 ? 1 : 2;
    if (k === 1) doubt = true;
  }
  if (!doubt || !retry) return false;
  const [c, d] = second();
  for (let j = 0; j < targets.length; j++) out[j] = passes(c, d, targets[j]) === 2 ? 0 : 2;
  return true;
}

function layout(p: ChallengeParams): Layout {
  const l = new Layout()
    .probability('pSuccess', 'succeeds (against every opposer)')
    .probability('pFailure', 'fails (against at least one opposer): the agreed consequences apply')
    .probability('pStoppedShort', 'stops short on a Pass 1: nothing happens')
    .probability('pRetried', 'tries again after a Pass 1');
  const names = ['first', 'second'].slice(0, taskTargets(p).length);
  if (p.task === 'opposed')
    for (const n of names)
      l.categories(`vs.${n}`, OUTCOMES, `the outcome against the ${n} opposer`);
  return l;
}

export const challenge: Procedure<ChallengeParams, SixgunOptions> = {
  id: 'challenge',
  title: 'Challenges (tasks)',
  description:
    "An unusual action no other rule covers, six-gun-sound.md §11: 2d6 against Rep plus the Difficulty Factor (unopposed), or against Rep + (Rep − the opposer's Rep) + advantage for each opposer (opposed, C-64); Pass 2 succeeds, Pass 0 fails, and on a Pass 1 he stops short or tries again at once with Pass 1 counting as Pass 0. Exact.",
  params,
  metrics: layout,

  check(p) {
    const problems: string[] = [];
    if (p.task === 'unopposed' && p.secondOpposerRep !== undefined)
      problems.push('secondOpposerRep is for an opposed task (set task to opposed)');
    return problems;
  },

  explain(p) {
    const t = taskTargets(p);
    if (p.task === 'unopposed')
      return `2d6 against Rep ${p.rep} ${p.difficulty} (${CHALLENGE_DF[p.difficulty] >= 0 ? '+' : ''}${CHALLENGE_DF[p.difficulty]})${p.tradesman ? ' +1 tradesman' : ''} = ${t[0]}${p.onPass1 === 'retry' ? ', trying again on a Pass 1' : ''}`;
    return `2d6 against ${t.map((x, j) => `${x} (opposer ${j + 1})`).join(' and ')}${p.onPass1 === 'retry' ? ', trying again on a Pass 1' : ''}`;
  },

  exact(p): ExactMetrics {
    const targets = taskTargets(p);
    const retry = p.onPass1 === 'retry';
    const per = targets.map(() => new Float64Array(OUTCOMES.length));
    let success = 0,
      failure = 0,
      stopped = 0,
      retried = 0;
    const out = new Int8Array(targets.length);
    // Every pair of first dice, and for a retry every pair of second dice: 36 × 36 equally
    // likely rolls, counted whole and divided once, so that a sure thing comes out as 1.
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let c = 1; c <= 6; c++)
          for (let d = 1; d <= 6; d++) {
            if (resolve(targets, retry, a, b, () => [c, d], out)) retried++;
            out.forEach((o, j) => per[j][o]++);
            if (out.every((o) => o === 0)) success++;
            else if (out.some((o) => o === 2)) failure++;
            else stopped++;
          }
    const all = 36 ** 2;
    const m: ExactMetrics = {
      pSuccess: success / all,
      pFailure: failure / all,
      pStoppedShort: stopped / all,
      pRetried: retried / all,
    };
    if (p.task === 'opposed')
      per.forEach((v, j) => {
        m[`vs.${['first', 'second'][j]}`] = Object.fromEntries(
          OUTCOMES.map((o, i) => [o, v[i] / all]),
        );
      });
    return m;
  },

  simulate(p, o, rng, trials, acc) {
    const l = this.metrics(p, o);
    const targets = taskTargets(p);
    const retry = p.onPass1 === 'retry';
    const sSuccess = l.slot('pSuccess'),
      sFailure = l.slot('pFailure'),
      sStopped = l.slot('pStoppedShort'),
      sRetried = l.slot('pRetried');
    const sVs =
      p.task === 'opposed' ? targets.map((_, j) => l.slot(`vs.${['first', 'second'][j]}`)) : [];
    const out = new Int8Array(targets.length);
    const two: [number, number] = [0, 0];
    const second = (): [number, number] => {
      two[0] = rng.below(6) + 1;
      two[1] = rng.below(6) + 1;
      return two;
    };
    for (let t = 0; t < trials; t++) {
      const a = rng.below(6) + 1,
        b = rng.below(6) + 1;
      if (resolve(targets, retry, a, b, second, out)) acc[sRetried]++;
      let all = true,
        any = false;
      for (let j = 0; j < out.length; j++) {
        if (out[j] !== 0) all = false;
        if (out[j] === 2) any = true;
        if (sVs.length) acc[sVs[j] + out[j]]++;
      }
      acc[all ? sSuccess : any ? sFailure : sStopped]++;
    }
    acc[0] += trials;
  },
};
