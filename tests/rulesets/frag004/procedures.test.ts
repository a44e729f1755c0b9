import { describe, expect, it } from 'vitest';
import { streamFor } from '../../../src/dice/rng.ts';
import { convolve, die, sumOf } from '../../../src/dice/dist.ts';
import { aim } from '../../../src/rulesets/frag004/aim.ts';
import { brawl } from '../../../src/rulesets/frag004/brawl.ts';
import { crossing, type CrossingParams } from '../../../src/rulesets/frag004/crossing.ts';
import { fixGun } from '../../../src/rulesets/frag004/fix-gun.ts';
import { load } from '../../../src/rulesets/frag004/load.ts';
import { move, type MoveParams } from '../../../src/rulesets/frag004/move.ts';
import { posture } from '../../../src/rulesets/frag004/posture.ts';
import { rest } from '../../../src/rulesets/frag004/rest.ts';
import { shoot, type ShootParams } from '../../../src/rulesets/frag004/shoot.ts';
import type { Procedure } from '../../../src/rulesets/types.ts';
import { expectSimulationAgrees } from '../../helpers/agree.ts';
import { O, paramsOf, withOptions } from './play.ts';

const close = (a: number, b: number, eps = 1e-12) =>
  expect(Math.abs(a - b), `${a} vs ${b}`).toBeLessThan(eps);
const ex = <P>(proc: Procedure<P>, over: Partial<P> = {}, o = O) =>
  proc.exact!(paramsOf(proc, over), o) as Record<string, any>;

describe('frag004 move: the distributions of fragment-004.md §1.1–1.2', () => {
  it('Walk 2+2D3, Run 3+3D3, Sprint 5+5D3 as tabulated, means 6, 9, 15 (F5)', () => {
    const run = ex(move, { action: 'run' }).rolled;
    [1, 3, 6, 7, 6, 3, 1].forEach((w, i) => close(run[6 + i], w / 27));
    const sprint = ex(move, { action: 'sprint' }).rolled;
    [1, 5, 15, 30, 45, 51, 45, 30, 15, 5, 1].forEach((w, i) => close(sprint[10 + i], w / 243));
    close(ex(move, { action: 'walk' }).meanMoved, 6);
    close(ex(move, { action: 'run' }).meanMoved, 9);
    close(ex(move, { action: 'sprint' }).meanMoved, 15);
  });

  it('falls: Run 7/27 or 6/27, Sprint 131/243 or 80/243 (F1, F2); Walk never', () => {
    close(ex(move, { action: 'run' }).pFall, 7 / 27);
    close(ex(move, { action: 'run' }, withOptions({ 'fall.ones': 'exactlyTwo' })).pFall, 6 / 27);
    close(ex(move, { action: 'sprint' }).pFall, 131 / 243);
    close(
      ex(move, { action: 'sprint' }, withOptions({ 'fall.ones': 'exactlyTwo' })).pFall,
      80 / 243,
    );
    close(ex(move, { action: 'walk' }).pFall, 0);
  });

  it('kneeling discards the highest die: Walk 3/4/5 with 5/9, 3/9, 1/9; Run mean 19/3', () => {
    const walk = ex(move, { action: 'walk', kneel: true });
    close(walk.rolled[3], 5 / 9);
    close(walk.rolled[4], 3 / 9);
    close(walk.rolled[5], 1 / 9);
    close(walk.meanMoved, 32 / 9);
    const run = ex(move, { action: 'run', kneel: true });
    [7, 9, 7, 3, 1].forEach((w, i) => close(run.rolled[5 + i], w / 27));
    close(run.meanMoved, 19 / 3);
  });

  it('A13: a kneeling Run counts the discarded die for the fall; it matters when exactly two 1s fall: [1,1,1] keeps two', () => {
    close(ex(move, { action: 'run', kneel: true }).pFall, 7 / 27);
    close(
      ex(move, { action: 'run', kneel: true }, withOptions({ 'kneel.fallCheckUsesAllDice': false }))
        .pFall,
      7 / 27,
    );
    close(
      ex(move, { action: 'run', kneel: true }, withOptions({ 'fall.ones': 'exactlyTwo' })).pFall,
      6 / 27,
    );
    close(
      ex(
        move,
        { action: 'run', kneel: true },
        withOptions({ 'fall.ones': 'exactlyTwo', 'kneel.fallCheckUsesAllDice': false }),
      ).pFall,
      7 / 27,
    );
  });

  it('a Citizen moves exactly the roll, an ordinary runner as far as wanted; falls always go the full distance', () => {
    // Wanting 6": every roll allows it, but the falls ([1,1,1], [1,1,2], [1,1,3]: 6, 7, 8") go all the way.
    const free = ex(move, { action: 'run', want: 6 });
    close(free.meanMoved, (20 * 6 + 6 + 3 * 7 + 3 * 8) / 27);
    const citizen = ex(move, { action: 'run', want: 6, class: 'citizen' });
    close(citizen.meanMoved, 9);
    // A free runner wanting 6" still goes the full rolled distance on the 7/27 that fall.
    const want0 = ex(move, { action: 'run', want: 0 });
    let fallDistance = 0;
    for (const [a, b, c] of [
      [1, 1, 1],
      [1, 1, 2],
      [1, 1, 3],
    ])
      fallDistance += (3 + a + b + c) * (a === b && b === c ? 1 : 3);
    close(want0.meanMoved, fallDistance / 27);
  });

  it('§1.1 step 6, A4: forced runs into an obstacle stun; a free runner stops short unless anyContact', () => {
    // Obstacle 8" ahead: a Citizen running stops there, stunned, whenever the roll exceeds 8 (17/27).
    const c = ex(move, { action: 'run', class: 'citizen', obstacle: 8 });
    close(c.pStunned, 17 / 27);
    close(c.moved[8], 1 - 4 / 27);
    // A free runner is stunned only by a fall past the obstacle: [1,1,3] = 8 does not pass it, so none.
    close(ex(move, { action: 'run', obstacle: 8 }).pStunned, 0);
    close(ex(move, { action: 'run', obstacle: 7 }).pStunned, 3 / 27); // [1,1,3] in any order
    close(
      ex(move, { action: 'run', obstacle: 8 }, withOptions({ 'obstacle.stun': 'anyContact' }))
        .pStunned,
      17 / 27,
    );
    close(ex(move, { action: 'walk', class: 'citizen', obstacle: 4 }).pStunned, 0);
    close(ex(move, { action: 'run' }, withOptions({ 'fall.stuns': true })).pStunned, 7 / 27);
  });

  it('A3, §1.6: falls end prone (or kneeling by option); Hit the Dirt ends prone', () => {
    close(
      ex(move, { action: 'sprint' }, withOptions({ 'fall.posture': 'kneeling' })).posture.kneeling,
      131 / 243,
    );
    close(ex(move, { action: 'walk', hitTheDirt: true }).posture.prone, 1);
    close(ex(move, { action: 'walk', posture: 'kneeling', kneel: true }).posture.standing, 1);
  });

  it('checks: posture, the chain (E5; move.repeat), kneeling Sprint, facing limits (A18)', () => {
    const errs = (over: Partial<MoveParams>, o = O) => move.check!(paramsOf(move, over), o);
    expect(errs({ posture: 'prone' }).join()).toMatch(/standing/);
    expect(errs({ posture: 'kneeling' }).join()).toMatch(/--kneel/);
    expect(errs({ action: 'run', previous: 'run' }).join()).toMatch(/only allowed after a walk/);
    expect(errs({ action: 'run', previous: 'run' }, withOptions({ 'move.repeat': true }))).toEqual(
      [],
    );
    expect(errs({ action: 'sprint', kneel: true }).join()).toMatch(/kneel.withSprint/);
    expect(
      errs({ action: 'sprint', kneel: true }, withOptions({ 'kneel.withSprint': true })),
    ).toEqual([]);
    expect(errs({ action: 'run', turn: 120 }).join()).toMatch(/at most 90°/);
    expect(errs({ action: 'sprint', turn: 60 }).join()).toMatch(/at most 45°/);
    expect(errs({ action: 'walk', turn: 180 })).toEqual([]);
  });
});

describe('frag004 crossing: movement over several activations as a Markov chain', () => {
  const cx = (over: Partial<CrossingParams>, o = O) => ex(crossing, over, o);

  it('always walking: k activations cover 2k + 2kD3, and 24" takes 3 to 6 activations', () => {
    const walk = sumOf(convolve(die(3), die(3)), 3);
    const covered = cx({ plan: 'walk', activations: 3 }).covered;
    for (let s = 6; s <= 18; s++) close(covered[6 + s], walk.at(s));
    const a = cx({ plan: 'walk', distance: 24 });
    // Across in at most n walks iff n walks cover 24": P(2n + sum of 2n D3 ≥ 24).
    let before = 0;
    for (const n of [3, 4, 5, 6]) {
      const within = sumOf(die(3), 2 * n).atLeast(24 - 2 * n);
      close(a.activations[n], within - before);
      before = within;
    }
    close(before, 1);
  });

  it('the run plan alternates Walk and Run (Run cannot follow Run): two activations cover 6 + 9 on average', () => {
    close(cx({ plan: 'run', activations: 2 }).meanCovered, 15);
    close(
      cx({ plan: 'run', activations: 2 }, withOptions({ 'move.repeat': true })).meanCovered,
      15,
    );
    // Three activations: Walk, Run, then Walk again after a Run that did not fall, or get up after a fall.
    close(cx({ plan: 'run', activations: 3 }).meanCovered, 6 + 9 + 6 * (20 / 27));
    close(
      cx({ plan: 'run', activations: 3 }, withOptions({ 'move.repeat': true })).meanCovered,
      6 + 9 + 9 * (20 / 27),
    );
    close(
      cx({ plan: 'run', activations: 3 }, withOptions({ 'fall.getUp': 'reposition' })).meanCovered,
      6 + 9 + 6 * (20 / 27) + 2 * (7 / 27),
    );
    close(cx({ plan: 'run', activations: 2 }).pFell, 7 / 27);
  });

  it('two actions per activation halve the activations of an always-walking runner (rounded up)', () => {
    const one = cx({ plan: 'walk', distance: 24 }).activations;
    const two = cx(
      { plan: 'walk', distance: 24 },
      withOptions({ actionsPerActivation: 2 }),
    ).activations;
    close(two[2], one[3] + one[4]);
    close(two[3], one[5] + one[6]);
  });

  it('a stunning fall adds Rests (fall.stuns): a longer crossing on average', () => {
    expect(
      cx({ plan: 'sprint', distance: 40 }, withOptions({ 'fall.stuns': true })).meanActivations,
    ).toBeGreaterThan(cx({ plan: 'sprint', distance: 40 }).meanActivations + 0.3);
  });
});

describe('frag004 fix gun and rest (§1.3, §1.4)', () => {
  it('F3: 1/2 eventually cleared, 3/2 actions on average; after k actions (1/3)^k still jammed', () => {
    const e = ex(fixGun, { actions: 3 });
    close(e.pEventuallyCleared, 1 / 2);
    close(e.meanActionsToSettle, 3 / 2);
    close(e.outcome.jammed, 1 / 27);
    close(e.outcome.cleared, (1 - 1 / 27) / 2);
    close(
      ex(fixGun, {}, withOptions({ 'fixGun.attemptsPerAction': 2 })).meanActionsToSettle,
      9 / 8,
    );
  });

  it('F4: a Rest recovers from stun half the time; 2 Rests on average', () => {
    close(ex(rest).pRecovered, 1 / 2);
    close(ex(rest, { rests: 3 }).pRecovered, 7 / 8);
    close(ex(rest).meanRestsToRecover, 2);
    close(ex(rest, { mode: 'card', rests: 3 }).cards, 3);
  });
});

describe('frag004 aim, posture, loading: the bookkeeping rules', () => {
  it('A5: newOnly keeps a single point; A7: aim.afterShoot; a missed aim point adds nothing to the shot', () => {
    expect(ex(aim, { aims: 3 }, withOptions({ 'aim.newTarget': 'newOnly' })).points).toEqual({
      1: 1,
    });
    expect(ex(aim, { aims: 3, then: 'shoot' }, withOptions({ 'aim.afterShoot': 0 })).after).toEqual(
      { 0: 1 },
    );
    expect(ex(aim, { aims: 3, then: 'shoot', onTarget: false }).used).toBe(0);
    expect(ex(aim, { aims: 3, then: 'fan' }).after).toEqual({ 0: 1 });
    expect(ex(aim, { aims: 3, newTarget: true }).points).toEqual({ 1: 1 });
    expect(ex(aim, { aims: 2, shooterHit: true }).points).toEqual({ 0: 1 });
  });

  it('A6: a shift is limited to the lesser of 2" and half the distance; the perMove and cumulative measures', () => {
    expect(aim.check!(paramsOf(aim, { distance: 3, shift: 2 }), O).join()).toMatch(/at most 1.5"/);
    expect(
      aim.check!(
        paramsOf(aim, { distance: 3, shift: 2 }),
        withOptions({ 'aim.shiftLimit': 'twoInches' }),
      ),
    ).toEqual([]);
    expect(ex(aim, { aims: 2, distance: 10, targetMove: 3, targetMoves: 2 }).points).toEqual({
      2: 1,
    });
    expect(
      ex(
        aim,
        { aims: 2, distance: 10, targetMove: 3, targetMoves: 2 },
        withOptions({ 'aim.lossMeasure': 'cumulative' }),
      ).points,
    ).toEqual({ 0: 1 });
    expect(ex(aim, { aims: 5 }, withOptions({ 'aim.max': 4 })).points).toEqual({ 4: 1 });
  });

  it('posture actions: Reposition within 2" (A12), Hit the Dirt announced (A14), free facing only when still', () => {
    expect(ex(posture, { action: 'reposition', to: 'prone', distance: 2 })).toEqual({
      posture: { standing: 0, kneeling: 0, prone: 1 },
      moved: 2,
      anyFacing: 1,
    });
    expect(posture.check!(paramsOf(posture, { distance: 2, path: 3 }), O)).toEqual([]);
    expect(
      posture.check!(
        paramsOf(posture, { distance: 2, path: 3 }),
        withOptions({ 'reposition.measure': 'pathLength' }),
      ).join(),
    ).toMatch(/within 2"/);
    expect(
      posture.check!(paramsOf(posture, { action: 'hit-the-dirt', declared: false }), O).join(),
    ).toMatch(/announced/);
    expect(
      posture.check!(
        paramsOf(posture, { action: 'hit-the-dirt', declared: false }),
        withOptions({ 'hitTheDirt.mustDeclare': false }),
      ),
    ).toEqual([]);
    expect(
      posture.check!(paramsOf(posture, { action: 'free-facing', movedOrShot: true }), O).join(),
    ).toMatch(/neither moved nor shot/);
    expect(ex(posture, { action: 'duck', posture: 'kneeling' }).posture.kneeling).toBe(1);
  });

  it('loading: a magazine is Break, Load, Close; cap-and-ball without the break ruling is 6 Loads', () => {
    expect(ex(load, { ammo: 'magazine' })).toEqual({ actions: 3, loads: 1 });
    expect(
      ex(load, { ammo: 'cap-and-ball' }, withOptions({ 'load.capAndBallNeedsBreak': false })),
    ).toEqual({ actions: 6, loads: 6 });
    expect(ex(load, { loaded: 4 })).toEqual({ actions: 3, loads: 1 });
    expect(ex(load, { loaded: 6 })).toEqual({ actions: 0, loads: 0 });
    expect(load.check!(paramsOf(load, { loaded: 7 }), O).join()).toMatch(/do not fit/);
  });
});

describe('frag004 shoot and brawl take the missing sections as data', () => {
  it('without section 7.0, the jam rule or the brawl rule, the check names the missing section', () => {
    const errs = shoot.check!(paramsOf(shoot), O);
    expect(errs[0]).toMatch(
      /^dice, hitOn are required: section 7\.0 .* missing from the fragment \(fragment-004\.md §6\.1\)/,
    );
    expect(errs[1]).toMatch(/^jamFace, jamDice are required: the jam rule/);
    expect(
      shoot.check!(paramsOf(shoot, { dice: 2, hitOn: 5, jamDice: 0, aimPoints: 1 }), O).join(),
    ).toMatch(/aimDice is required/);
    expect(shoot.check!(paramsOf(shoot, { dice: 2, hitOn: 5, jamDice: 0 }), O)).toEqual([]);
    expect(brawl.check!(paramsOf(brawl, { dice: 2 }), O).join()).toMatch(
      /opponentDice, hitOn are required: the brawl resolution/,
    );
  });

  it('fan fire: A8 three fewer dice or 3D6, A10 rounds or class cap, A9 zone, the medium-range limit', () => {
    const fan: Partial<ShootParams> = {
      mode: 'fan',
      class: 'hero',
      rounds: 3,
      dice: 4,
      hitOn: 5,
      jamDice: 0,
    };
    expect(ex(shoot, fan).shots).toBeCloseTo(3, 12);
    expect(ex(shoot, fan).dicePerShot).toBe(1);
    expect(ex(shoot, fan, withOptions({ 'fanfire.modifierDice': 'threeD6' }))).toMatchObject({
      dicePerShot: 3,
    });
    expect(ex(shoot, fan, withOptions({ 'fanfire.shotLimit': 'classOnly' })).shots).toBeCloseTo(
      5,
      12,
    );
    const zone = {
      ...fan,
      distance: 10,
      mediumRange: 12,
      secondaryToPrimary: 4,
      secondaryToShooter: 8,
    };
    expect(ex(shoot, zone).secondaryEligible).toBe(1);
    expect(
      ex(shoot, zone, withOptions({ 'fanfire.secondaryZone': 'nearShooter' })).secondaryEligible,
    ).toBe(0);
    expect(shoot.check!(paramsOf(shoot, { ...zone, distance: 14 }), O).join()).toMatch(
      /medium range or closer/,
    );
  });

  it('a single shot adds aim dice; a jam on a shot stops the fan', () => {
    const single = ex(shoot, { dice: 2, hitOn: 6, aimPoints: 2, aimDice: 1, jamDice: 0 });
    close(single.hits[1], 1 - (5 / 6) ** 4);
    expect(single.aimAfter).toBe(1);
    // Jams on two 1s among 3 dice: 7/108 + 1/216 per shot.
    const fan = ex(shoot, {
      mode: 'fan',
      class: 'hero',
      rounds: 5,
      dice: 6,
      hitOn: 6,
      jamFace: 1,
      jamDice: 2,
    });
    const pj = 3 * (1 / 36) * (5 / 6) + 1 / 216;
    close(fan.pJam, 1 - (1 - pj) ** 5);
    close(fan.shots, (1 - (1 - pj) ** 5) / pj);
  });

  it('brawl: higher count wins; A17 puts it on the next activation', () => {
    const e = ex(brawl, { dice: 1, opponentDice: 1, hitOn: 4 });
    close(e.pWin, 1 / 4);
    close(e.pDraw, 1 / 2);
    expect(e.activationsUntil).toBe(1);
    expect(
      ex(
        brawl,
        { dice: 1, opponentDice: 1, hitOn: 4 },
        withOptions({ 'brawl.when': 'immediately' }),
      ).activationsUntil,
    ).toBe(0);
  });
});

describe("frag004: every procedure's simulation agrees with its exact answer (fixed seed, 4 SE)", () => {
  const cases: [Procedure<any>, Record<string, unknown>, Partial<typeof O>][] = [
    [move, { action: 'walk' }, {}],
    [move, { action: 'run', kneel: true }, { 'kneel.fallCheckUsesAllDice': false }],
    [move, { action: 'sprint', class: 'citizen', obstacle: 14 }, {}],
    [
      move,
      { action: 'sprint', want: 12, obstacle: 13 },
      { 'fall.ones': 'exactlyTwo', 'obstacle.stun': 'anyContact' },
    ],
    [crossing, { plan: 'walk', distance: 24 }, {}],
    [crossing, { plan: 'run', distance: 24 }, {}],
    [crossing, { plan: 'sprint', distance: 24 }, {}],
    [
      crossing,
      { plan: 'sprint', distance: 30, activations: 2 },
      { 'fall.stuns': true, 'fall.getUp': 'reposition', actionsPerActivation: 2 },
    ],
    [crossing, { plan: 'sprint', distance: 18 }, { 'move.repeat': true }],
    [fixGun, { actions: 2 }, {}],
    [fixGun, { actions: 1 }, { 'fixGun.attemptsPerAction': 3 }],
    [rest, { rests: 2 }, {}],
    [rest, { mode: 'card', rests: 2 }, {}],
    [aim, { aims: 3, then: 'shoot' }, {}],
    [posture, { action: 'reposition', to: 'kneeling', distance: 1.5 }, {}],
    [load, { ammo: 'cap-and-ball' }, {}],
    [shoot, { dice: 3, hitOn: 5, aimPoints: 1, aimDice: 2, jamFace: 1, jamDice: 2 }, {}],
    [
      shoot,
      {
        mode: 'fan',
        class: 'hero',
        dice: 6,
        hitOn: 5,
        jamFace: 1,
        jamDice: 2,
        distance: 8,
        mediumRange: 12,
        secondaryToPrimary: 3,
      },
      {},
    ],
    [brawl, { dice: 3, opponentDice: 2, hitOn: 4 }, {}],
  ];
  cases.forEach(([proc, over, opts], i) => {
    it(`${proc.id} ${JSON.stringify(over)} ${JSON.stringify(opts)}`, () => {
      const p = paramsOf(proc, over as never);
      const o = withOptions(opts);
      expect(proc.check?.(p, o) ?? []).toEqual([]);
      expectSimulationAgrees(
        proc,
        p,
        o,
        streamFor({ seed: 'frag004', matchup: i, variant: 0, chunk: 0 }),
        40_000,
      );
    });
  });
});
