import { describe, expect, it } from 'vitest';
import { aim } from '../../../src/rulesets/frag004/aim.ts';
import { fixGun } from '../../../src/rulesets/frag004/fix-gun.ts';
import { load } from '../../../src/rulesets/frag004/load.ts';
import { move, type MoveParams } from '../../../src/rulesets/frag004/move.ts';
import { rest } from '../../../src/rulesets/frag004/rest.ts';
import { shoot } from '../../../src/rulesets/frag004/shoot.ts';
import { d3, dice } from '../../helpers/scripted.ts';
import { O, paramsOf, playOnce } from './play.ts';

const mv = (over: Partial<MoveParams>) => paramsOf(move, over);

describe('fragment-004.md §4 worked examples', () => {
  it('E1 [L4]: Walk on [1,3] allows 6"; an ordinary character may stop short, a Citizen goes exactly 6"', () => {
    const free = playOnce(move, mv({ action: 'walk', want: 3 }), d3(1, 3));
    expect(free).toMatchObject({ rolled: '6', moved: '3', pFall: 0 });
    expect(playOnce(move, mv({ action: 'walk' }), d3(1, 3)).moved).toBe('6');
    expect(playOnce(move, mv({ action: 'walk', class: 'citizen', want: 3 }), d3(1, 3)).moved).toBe(
      '6',
    );
  });

  it('E2 [L6-7]: Run on [1,1,2] is 7", moved in full although 2" were wanted, then falls', () => {
    expect(playOnce(move, mv({ action: 'run', want: 2 }), d3(1, 1, 2))).toMatchObject({
      rolled: '7',
      moved: '7',
      pFall: 1,
      posture: 'prone',
    });
  });

  it('E3 [L6-7]: Run on [1,2,3] allows up to 9", no fall', () => {
    expect(playOnce(move, mv({ action: 'run', want: 5 }), d3(1, 2, 3))).toMatchObject({
      rolled: '9',
      moved: '5',
      pFall: 0,
      posture: 'standing',
    });
  });

  it('E4 [L9-10]: Sprint on [1,3,1,2,1] is 13" and three 1s fall under the at-least-two ruling (not under exactly-two)', () => {
    expect(playOnce(move, mv({ action: 'sprint' }), d3(1, 3, 1, 2, 1))).toMatchObject({
      rolled: '13',
      moved: '13',
      pFall: 1,
    });
    expect(
      playOnce(move, mv({ action: 'sprint' }), d3(1, 3, 1, 2, 1), {
        ...O,
        'fall.ones': 'exactlyTwo',
      }),
    ).toMatchObject({ pFall: 0 });
  });

  it('E5 [L6]: a Run after a Reposition is illegal', () => {
    expect(move.check!(mv({ action: 'run', previous: 'reposition' }), O).join()).toMatch(
      /Run is only allowed after a walk/,
    );
    expect(move.check!(mv({ action: 'run', previous: 'walk' }), O)).toEqual([]);
    expect(move.check!(mv({ action: 'sprint', previous: 'walk' }), O).join()).toMatch(
      /after a run/,
    );
  });

  it('E6 [L38]: Run and kneel on [3,2,1] discards the 3: 3 + 2 + 1 = 6"', () => {
    expect(playOnce(move, mv({ action: 'run', kneel: true }), d3(3, 2, 1))).toMatchObject({
      rolled: '6',
      moved: '6',
      posture: 'kneeling',
      pFall: 0,
    });
  });

  it('E7 [L44-47]: Fix Gun on 2 / 4 / 6 is busted / still jammed / cleared', () => {
    // One action each; a 4 means trying again, so that trial rolls once more (a 6 here).
    expect(playOnce(fixGun, paramsOf(fixGun), dice(2))).toMatchObject({
      outcome: 'busted',
      pEventuallyCleared: 0,
    });
    expect(playOnce(fixGun, paramsOf(fixGun), dice(4, 6))).toMatchObject({
      outcome: 'jammed',
      actionsToSettle: '2',
      pEventuallyCleared: 1,
    });
    expect(playOnce(fixGun, paramsOf(fixGun), dice(6))).toMatchObject({
      outcome: 'cleared',
      actionsToSettle: '1',
    });
  });

  it('E8 [L32]: Rest on 3 stays stunned, on 4 recovers', () => {
    expect(playOnce(rest, paramsOf(rest), dice(3, 4))).toMatchObject({
      pRecovered: 0,
      restsToRecover: '2',
    });
    expect(playOnce(rest, paramsOf(rest), dice(4))).toMatchObject({
      pRecovered: 1,
      restsToRecover: '1',
    });
  });

  it('E9 [L22], [L24]: Aim ×4 holds 1, 2, 3, 3 points; after the shot 1', () => {
    const held = [1, 2, 3, 4].map((aims) => playOnce(aim, paramsOf(aim, { aims }), []).points);
    expect(held).toEqual(['1', '2', '3', '3']);
    expect(playOnce(aim, paramsOf(aim, { aims: 4, then: 'shoot' }), [])).toMatchObject({
      used: 3,
      after: '1',
    });
  });

  it('E10 [L24]: 2 aim points, then a Walk: 0', () => {
    expect(playOnce(aim, paramsOf(aim, { aims: 2, then: 'move' }), []).after).toBe('0');
  });

  it('E11 [L25]: the target 10" away moves 5": aim lost (5 ≥ 10/2); 4" keeps it', () => {
    expect(playOnce(aim, paramsOf(aim, { aims: 2, distance: 10, targetMove: 5 }), []).points).toBe(
      '0',
    );
    expect(playOnce(aim, paramsOf(aim, { aims: 2, distance: 10, targetMove: 4 }), []).points).toBe(
      '2',
    );
  });

  it('E12 [L49-52]: a Gunslinger fan-firing 6 rounds fires at most 4 shots, each 3 dice fewer, aim discarded', () => {
    const p = paramsOf(shoot, {
      mode: 'fan',
      class: 'gunslinger',
      rounds: 6,
      aimPoints: 2,
      dice: 5,
      hitOn: 6,
      jamDice: 0,
    });
    const e = shoot.exact!(p, O) as Record<string, number>;
    expect(e.shots).toBe(4);
    expect(e.dicePerShot).toBe(2);
    expect(e.aimAfter).toBe(0);
    expect(e.meanHits).toBeCloseTo(4 * (1 - (5 / 6) ** 2), 12);
  });

  it('E13 [L15]: cartridges into an empty break-open 6-gun: Break, Load(3), Load(3), Close', () => {
    expect(load.explain!(paramsOf(load), O)).toBe('Break, Load(3), Load(3), Close: 4 actions');
    expect(load.exact!(paramsOf(load), O)).toEqual({ actions: 4, loads: 2 });
    // The derived cap-and-ball six-gun of §1.8: Break + 6 Loads + Close.
    expect(load.exact!(paramsOf(load, { ammo: 'cap-and-ball' }), O)).toEqual({
      actions: 8,
      loads: 6,
    });
  });
});
