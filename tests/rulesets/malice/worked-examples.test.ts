import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../src/dice/cards.ts';
import { fireVolley, type Volley } from '../../../src/rulesets/malice/attack.ts';
import {
  actsFirst,
  allowsDiscard,
  beatsForSnap,
  givesThreeActions,
  orderOf,
  recoversUnconscious,
} from '../../../src/rulesets/malice/cards.ts';
import { getsCourage } from '../../../src/rulesets/malice/courage.ts';
import {
  ACTIONS,
  ACTIONS_WITH_SEVEN,
  ARM,
  CHEST,
  GUT,
  LEG,
  PLACEHOLDER_CHARACTER,
  SEVERE,
} from '../../../src/rulesets/malice/data.ts';
import { fanfireProblems } from '../../../src/rulesets/malice/fanfire.ts';
import {
  A_WINS,
  B_WINS,
  BY_LOW_BLOW,
  BY_SUIT,
  cannotPlay,
  decideCards,
} from '../../../src/rulesets/malice/fisticuffs.ts';
import { duckDistance, moveAllowance } from '../../../src/rulesets/malice/movement.ts';
import { bandOf, reload, shotNeed } from '../../../src/rulesets/malice/shooting.ts';
import { skedaddles } from '../../../src/rulesets/malice/skedaddle.ts';
import {
  chooseLocation,
  hitCharacter,
  hitTarget,
  newBody,
  toughnessTest,
  woundAt,
  woundHorse,
} from '../../../src/rulesets/malice/wounds.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';
import { options } from './setup.ts';

const o = options();
const order = orderOf(o);
const c = parseCard;
const plain = { aimed: false, lilyLivered: false, mounted: false };
const placeholder = () => ({
  boxes: new Uint8Array(6).fill(PLACEHOLDER_CHARACTER.boxes),
  toughness: PLACEHOLDER_CHARACTER.toughness,
  placeholder: true,
});
const hits = (need: number, faceRoll: number) => faceRoll >= need;

describe('malice.md §4 worked examples D1–D24', () => {
  it('D1: revolver at 7", aimed, d10 = 5 → Short, 5 + 1 = 6 → hit', () => {
    expect(bandOf('revolver', 7, o)).toBe('short');
    expect(hits(shotNeed('revolver', 'short', { ...plain, aimed: true }, 'none', o), 5)).toBe(true);
    expect(hits(shotNeed('revolver', 'short', plain, 'none', o), 5)).toBe(false);
  });

  it('D2: revolver at 10", hard cover, d10 = 9 → Long, 9 − 2 = 7 < 8 → miss', () => {
    expect(bandOf('revolver', 10, o)).toBe('long');
    expect(shotNeed('revolver', 'long', plain, 'hard', o)).toBe(10);
    expect(hits(10, 9)).toBe(false);
  });

  it('D3: shotgun at 6", d10 = 4 → 4 + 2 = 6 → hit; at 11" it needs a 9', () => {
    expect(bandOf('shotgun', 6, o)).toBe('short');
    expect(hits(shotNeed('shotgun', 'short', plain, 'none', o), 4)).toBe(true);
    expect(bandOf('shotgun', 11, o)).toBe('long');
    expect(shotNeed('shotgun', 'long', plain, 'none', o)).toBe(9);
  });

  it('D4: derringer at 7" → no shot', () => {
    expect(bandOf('derringer', 6, o)).toBe('short');
    expect(bandOf('derringer', 7, o)).toBeNull();
  });

  it('D5: fanfire, 6 rounds at 5", dice 10,3,10,9,1,7 → 2 hits, 6 rounds spent', () => {
    const v: Volley = {
      shots: 6,
      need: 10,
      aimed: false,
      shift: 'none',
      stopWhenDead: false,
      mounted: false,
      reloads: () => 2,
    };
    // Each hit is followed by its location die and the target's Toughness die.
    const dice = ScriptedRng.ofFaces([10, 5, 9, 3, 10, 1, 9, 9, 1, 7]);
    const r = { hits: 0, spent: 0, first: -2 };
    fireVolley(newBody(placeholder()), dice, v, o, r);
    expect(r).toEqual({ hits: 2, spent: 6, first: 2 });
    expect(dice.used).toBe(10);
  });

  it('D6: fanfire at Long range → not allowed', () => {
    const p = {
      weapon: 'revolver' as const,
      distance: 10,
      cover: 'none' as const,
      lilyLivered: false,
      mounted: false,
      targetMounted: false,
      aimShift: 'best' as const,
    };
    expect(fanfireProblems(p, o)).toHaveLength(1);
    expect(fanfireProblems({ ...p, distance: 8 }, o)).toHaveLength(0);
    expect(fanfireProblems({ ...p, distance: 5, weapon: 'shotgun' }, o)[0]).toMatch(
      /cannot fanfire/,
    );
  });

  it('D7: a hit on a mounted target, d10 = 5 → horse, 6 → rider', () => {
    const horse = newBody(placeholder(), true);
    expect(hitTarget(horse, ScriptedRng.ofFaces([5, 9]), false, 'none', o)).toBe(-1);
    expect(horse.horseWounds).toBe(1);
    const rider = newBody(placeholder(), true);
    expect(hitTarget(rider, ScriptedRng.ofFaces([6, 1, 9]), false, 'none', o)).toBe(LEG);
    expect(rider.horseWounds).toBe(0);
  });

  it('D8: aimed hit, location die 9 → 8, 9 or 10 may be chosen; 10 is a Severe Wound (Unconscious)', () => {
    const b = newBody(placeholder());
    expect(chooseLocation(b, 9, false, 'best', o)).toBe(CHEST);
    expect(chooseLocation(b, 9, true, 'none', o)).toBe(CHEST);
    expect(chooseLocation(b, 9, true, 'best', o)).toBe(SEVERE);
    hitCharacter(b, ScriptedRng.ofFaces([9, 10]), true, 'best', o);
    expect(b.unconscious).toBe(true);
    expect(b.dead).toBe(false);
  });

  it('D9: a location with 2 boxes, the second hit there → killed', () => {
    const b = newBody(placeholder());
    woundAt(b, ARM, false, o);
    expect(b.dead).toBe(false);
    woundAt(b, ARM, false, o);
    expect(b.dead).toBe(true);
  });

  it('D10: three wounds on a horse → killed on the third, the rider dismounted', () => {
    const b = newBody(placeholder(), true);
    woundHorse(b);
    woundHorse(b);
    expect(b.mounted).toBe(true);
    woundHorse(b);
    expect(b.mounted).toBe(false);
  });

  it('D11: Toughness 6, d10 = 5 → Lily Livered (6 passes)', () => {
    const b = newBody(placeholder());
    toughnessTest(b, ScriptedRng.ofFaces([6]));
    expect(b.lilyLivered).toBe(false);
    toughnessTest(b, ScriptedRng.ofFaces([5]));
    expect(b.lilyLivered).toBe(true);
  });

  it('D12: Get Your Courage Up, Toughness 8, expend a 4, d10 = 4 → 8 ≥ 8 → recovered', () => {
    expect(getsCourage(c('4D'), 4, 8, order)).toBe(true);
    expect(getsCourage(c('4D'), 3, 8, order)).toBe(false);
    expect(getsCourage(undefined, 4, 8, order)).toBe(false);
  });

  it('D13: Get Your Courage Up, expend a Queen → recovered without a roll', () => {
    expect(getsCourage(c('QS'), 1, 10, order)).toBe(true);
    expect(getsCourage(c('AC'), 1, 10, order)).toBe(true);
  });

  it('D14: fisticuffs 2♥ against K♥ → the 2 wins (Low Blow)', () => {
    expect(decideCards(c('2H'), c('KH'), false, false, order, o)).toBe(A_WINS * 4 + BY_LOW_BLOW);
    expect(decideCards(c('2H'), c('KS'), false, false, order, o) >> 2).toBe(B_WINS);
  });

  it('D15: fisticuffs 9♣ mounted (10) against 10♦ → equal scores, ♦ beats ♣', () => {
    expect(decideCards(c('9C'), c('10D'), true, false, order, o)).toBe(B_WINS * 4 + BY_SUIT);
  });

  it("D16: the loser's wound dice 7 and 3 → Gut Punch (Unconscious in fisticuffs) and Arm", () => {
    const b = newBody(placeholder());
    expect(hitCharacter(b, ScriptedRng.ofFaces([7, 9]), false, 'none', o, true)).toBe(GUT);
    expect(b.unconscious).toBe(true);
    expect(hitCharacter(b, ScriptedRng.ofFaces([3, 9]), false, 'none', o, true)).toBe(ARM);
    expect(b.crossed[GUT]).toBe(1);
    expect(b.crossed[ARM]).toBe(1);
    // The same Gut Punch from a shot does nothing more (A14).
    const shot = newBody(placeholder());
    hitCharacter(shot, ScriptedRng.ofFaces([7, 9]), false, 'none', o);
    expect(shot.unconscious).toBe(false);
  });

  it('D17: an Unconscious model drawn into fisticuffs loses automatically', () => {
    expect(cannotPlay('unconscious-severe', 5, o)).toBe(true);
    expect(cannotPlay('unconscious-gut-punch', 5, o)).toBe(true);
    expect(cannotPlay('ready', 0, o)).toBe(true);
    expect(cannotPlay('ready', 5, o)).toBe(false);
    // The sheet's narrower reading: only a Severe Wound's unconsciousness.
    const literal = options({ 'fisticuffs.unconsciousLoses': 'severe-only' });
    expect(cannotPlay('unconscious-gut-punch', 5, literal)).toBe(false);
    expect(cannotPlay('unconscious-severe', 5, literal)).toBe(true);
  });

  it('D18: initiative 9♥ against 9♠ → the 9♠ player goes first', () => {
    expect(actsFirst(order, c('9H'), c('9S'))).toBe('b');
    expect(actsFirst(order, c('10C'), c('9S'))).toBe('a');
  });

  it('D19: initiative card 7 → one chosen model gets 3 actions', () => {
    expect(givesThreeActions(c('7D'))).toBe(true);
    expect(givesThreeActions(c('8D'))).toBe(false);
    expect([ACTIONS, ACTIONS_WITH_SEVEN]).toEqual([2, 3]);
    expect(allowsDiscard(c('3C'))).toBe(true);
  });

  it("D20: initiative Ace (or 4) on a later turn → all that player's Unconscious models stand", () => {
    expect(recoversUnconscious(c('AS'))).toBe(true);
    expect(recoversUnconscious(c('4H'))).toBe(true);
    expect(recoversUnconscious(c('KH'))).toBe(false);
  });

  it('D21: against J♣, a J♥ allows a snap shot and a 10♠ does not', () => {
    expect(beatsForSnap(order, c('JH'), c('JC'), o)).toBe(true);
    expect(beatsForSnap(order, c('10S'), c('JC'), o)).toBe(false);
    expect(beatsForSnap(order, c('JH'), c('JC'), options({ 'snap.compare': 'rankOnly' }))).toBe(
      false,
    );
  });

  it("D22: 3 of a side's models dead, Lily Livered or Unconscious; d10 = 3 → skedaddle, 4 → stay", () => {
    expect(skedaddles(3, 3)).toBe(true);
    expect(skedaddles(4, 3)).toBe(false);
  });

  it('D23: a revolver with 1 round, Reload → 4 rounds (never above 6)', () => {
    expect(reload('revolver', 1, o)).toBe(4);
    expect(reload('revolver', 5, o)).toBe(6);
    expect(reload('sharps-carbine', 0, o)).toBe(1);
  });

  it('D24: on foot over rough ground → 3" at most (and 6", 12", 8" otherwise)', () => {
    expect(moveAllowance(false, 2, o)).toBe(3);
    expect(moveAllowance(false, 0, o)).toBe(6);
    expect(moveAllowance(true, 0, o)).toBe(12);
    expect(moveAllowance(true, 5, o)).toBe(8);
    // pro rata: 1" of rough ground costs 2" of a 6" allowance on foot → 5" in all.
    expect(moveAllowance(false, 1, options({ 'move.mixedTerrain': 'proRata' }))).toBe(5);
    expect(duckDistance(5)).toBe(3);
    expect(duckDistance(2)).toBe(2);
  });
});
