import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import {
  challenge,
  taskTargets,
  type ChallengeParams,
} from '../../../src/rulesets/sixgun/challenge.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { expectAgreesAt } from '../../helpers/agree.ts';
import { face, playOnce } from '../../helpers/scripted.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const P = (over: Partial<ChallengeParams>): ChallengeParams => ({
  ...(defaultsOf(challenge.params) as ChallengeParams),
  ...over,
});
const play = (p: ChallengeParams, script: number[]) => playOnce(challenge, p, O, script);
/** JBJ (Rep 4) sneaks past Gretchen (Rep 5) and Suzie (Rep 3) in the dark (+1), A-22. */
const SNEAK = P({ task: 'opposed', rep: 4, opposerRep: 5, secondOpposerRep: 3, advantage: 1 });

describe('Challenges, six-gun-sound.md §11', () => {
  it('A-21(a) [L2903]: Rep 5 at a Hard task (−1) rolls against 4', () => {
    const p = P({ rep: 5, difficulty: 'hard' });
    expect(taskTargets(p)).toEqual([4]);
    expect(challenge.explain!(p, O)).toMatch(/^2d6 against Rep 5 hard \(-1\) = 4/);
  });

  it('A-21(b) [L2923–2925]: the rooftop leap at 4 — 2 and 6 is Pass 1; he tries again, 1 and 6 is Pass 1 again, which now counts as Pass 0: he falls into the alley', () => {
    const r = play(P({ rep: 5, difficulty: 'hard' }), [face(2), face(6), face(1), face(6)]);
    expect([r.pRetried, r.pFailure, r.pSuccess, r.pStoppedShort]).toEqual([1, 1, 0, 0]);
    // Had he stopped short on the Pass 1, nothing would have happened.
    const stop = play(P({ rep: 5, difficulty: 'hard', onPass1: 'stop' }), [face(2), face(6)]);
    expect([stop.pRetried, stop.pStoppedShort]).toEqual([0, 1]);
  });

  it('A-22 [L2957–2967]: targets 4 against Gretchen and 6 against Suzie; 6 and 4 is Pass 1 and Pass 2; the same dice again spot him to Gretchen only', () => {
    expect(taskTargets(SNEAK)).toEqual([4, 6]);
    const r = play(SNEAK, [face(6), face(4), face(6), face(4)]);
    expect([r['vs.first'], r['vs.second'], r.pRetried, r.pFailure]).toEqual([
      'failure',
      'success',
      1,
      1,
    ]);
  });

  it('B-6 [L2965]: a target of 6 is passed automatically — Suzie never notices him, whatever the dice', () => {
    const e = challenge.exact!(SNEAK, O) as Record<string, Record<string, number>>;
    expect(e['vs.second'].success).toBe(1);
    expect(challenge.exact!(P({ rep: 5, difficulty: 'easy' }), O).pSuccess).toBe(1);
  });

  it.each([1, 2, 3, 4, 5])(
    'target %d: Pass 2 = (T/6)², Pass 1 = 2(T/6)(1 − T/6); trying again succeeds only on a second Pass 2',
    (t) => {
      const p2 = (t / 6) ** 2,
        p1 = 2 * (t / 6) * (1 - t / 6);
      const rep = t; // tough: DF 0
      const retry = challenge.exact!(P({ rep }), O);
      expect(retry.pSuccess).toBeCloseTo(p2 + p1 * p2, 14);
      expect(retry.pFailure).toBeCloseTo(1 - p2 - p1 * p2, 14);
      expect(retry.pRetried).toBeCloseTo(p1, 14);
      const stop = challenge.exact!(P({ rep, onPass1: 'stop' }), O);
      expect(
        [stop.pSuccess, stop.pStoppedShort, stop.pFailure].map((x) => +(x as number).toFixed(12)),
      ).toEqual([p2, p1, 1 - p2 - p1].map((x) => +x.toFixed(12)));
    },
  );

  it('a Tradesman at his trade counts +1 Rep; "are you kidding me?" is −2', () => {
    expect(taskTargets(P({ rep: 4, tradesman: true }))).toEqual([5]);
    expect(taskTargets(P({ rep: 4, difficulty: 'are-you-kidding-me' }))).toEqual([2]);
  });

  it('refuses a second opposer on an unopposed task', () => {
    expect(challenge.check!(P({ secondOpposerRep: 3 }), O)).toEqual([
      'secondOpposerRep is for an opposed task (set task to opposed)',
    ]);
  });

  it.each([
    ['an unopposed Hard task at Rep 5, trying again', P({ rep: 5, difficulty: 'hard' })],
    ['an opposed task against two (A-22)', SNEAK],
    [
      'an opposed task at a disadvantage, stopping short',
      P({ task: 'opposed', rep: 3, opposerRep: 4, advantage: -1, onPass1: 'stop' }),
    ],
  ])('%s: simulation agrees with the exact answer (fixed seed, 4 SE)', (name, p) => {
    expectAgreesAt(challenge, p, O, 'challenge', name, 200_000);
  });
});
