import { describe, expect, it } from 'vitest';
import { orderOf } from '../../../src/rulesets/malice/cards.ts';
import { PLACEHOLDER_CHARACTER } from '../../../src/rulesets/malice/data.ts';
import { exactRandomInitiative } from '../../../src/rulesets/malice/initiative.ts';
import { bandOf, shotNeed } from '../../../src/rulesets/malice/shooting.ts';
import { chooseLocation, newBody } from '../../../src/rulesets/malice/wounds.ts';
import { parseCard } from '../../../src/dice/cards.ts';
import { options, resolve, simulate } from './setup.ts';

const exact = (
  procedure: string,
  params: Record<string, unknown>,
  o: Record<string, unknown> = {},
) => {
  const r = resolve(procedure, params, o);
  return r.proc.exact!(r.params, r.options) as Record<string, number>;
};
const P = { character: 'placeholder' };
const plain = { aimed: false, lilyLivered: false, mounted: false };

describe('malice rulings as options: each default is the ruling, each alternative changes the answer', () => {
  it('shoot.natural10AutoHit: an impossible shot still hits on a natural 10', () => {
    expect(exact('shot', { ...P, distance: 12, cover: 'hard', mounted: true }).pHit).toBe(0);
    expect(
      exact(
        'shot',
        { ...P, distance: 12, cover: 'hard', mounted: true },
        { 'shoot.natural10AutoHit': true },
      ).pHit,
    ).toBeCloseTo(0.1, 12);
  });

  it('range.bounds and bow.bands move the band edges', () => {
    expect(bandOf('revolver', 8, options())).toBe('short');
    expect(bandOf('revolver', 8, options({ 'range.bounds': 'exclusive' }))).toBe('long');
    expect(bandOf('bow', 10, options())).toBe('long');
    expect(bandOf('bow', 10, options({ 'bow.bands': 'short-only' }))).toBe('short');
    expect(shotNeed('bow', 'long', plain, 'none', options())).toBe(8);
  });

  it("ammo placeholders set the rifles' capacity, and so their reloads", () => {
    expect(
      exact('activation', { ...P, weapon: 'sharps-carbine', distance: 10, plan: 'shoot-shoot' })
        .roundsSpent,
    ).toBeCloseTo(1, 12);
    expect(
      exact(
        'activation',
        { ...P, weapon: 'sharps-carbine', distance: 10, plan: 'shoot-shoot' },
        { 'ammo.sharpsCarbine': 2 },
      ).roundsSpent,
    ).toBeCloseTo(2, 12);
  });

  it('fanfire.needsNatural10: the modified-total reading makes cover matter', () => {
    expect(exact('fanfire', { ...P, cover: 'soft' }).meanHits).toBeCloseTo(0.6, 12);
    expect(
      exact('fanfire', { ...P, cover: 'soft' }, { 'fanfire.needsNatural10': false }).meanHits,
    ).toBe(0);
  });

  it('hit.aimAdjustClamp: wrapping lets an aimed 1 become a Severe 10', () => {
    const b = newBody({
      boxes: new Uint8Array(6).fill(PLACEHOLDER_CHARACTER.boxes),
      toughness: 6,
      placeholder: true,
    });
    expect(chooseLocation(b, 1, true, 'best', options())).toBe(0);
    expect(chooseLocation(b, 1, true, 'best', options({ 'hit.aimAdjustClamp': false }))).toBe(5);
  });

  it("hit.gutPunchFromShot: a shot's Gut Punch can knock out", () => {
    expect(exact('hit', { ...P }).pUnconscious).toBeCloseTo(0.1, 12);
    expect(
      exact('hit', { ...P }, { 'hit.gutPunchFromShot': 'unconscious' }).pUnconscious,
    ).toBeCloseTo(0.2, 12);
  });

  it('gycu.cardMustBeExpended and gycu.faceCardOnInitiative', () => {
    expect(exact('courage', { toughness: 7 }).pCardSpent).toBe(1);
    expect(
      exact('courage', { toughness: 7 }, { 'gycu.cardMustBeExpended': false }).pCardSpent,
    ).toBe(0);
    const o = options({ 'gycu.faceCardOnInitiative': true });
    expect(exactRandomInitiative({ hand: 5 }, options()).pARallies).toBe(0);
    expect(exactRandomInitiative({ hand: 5 }, o).pARallies).toBeCloseTo(16 / 52, 12);
  });

  it('cards.aceHigh: an Ace low loses initiative to a 2 and adds 1', () => {
    const low = orderOf(options({ 'cards.aceHigh': false }));
    expect(low.beats(parseCard('2C'), parseCard('AS'))).toBe(true);
    expect(low.value[parseCard('AS')]).toBe(1);
  });

  it('deck.jokers: two jokers change the hand chances', () => {
    expect(exact('hand', { turn: 1 }, { 'deck.jokers': 2 }).pFace).toBeLessThan(
      exact('hand', { turn: 1 }).pFace,
    );
  });

  it('deck.reshuffle: without reshuffling the hands run dry', () => {
    const run = (o: Record<string, unknown>) => {
      const r = resolve('hand', { turn: 30, players: 4 }, o);
      const { acc, layout } = simulate(r.proc, r.params, r.options, 2000, 'reshuffle');
      return {
        face: acc[layout.slot('pFaceLater')] / 2000,
        reshuffles: acc[layout.slot('reshuffles')] / 2000,
      };
    };
    expect(run({}).reshuffles).toBeGreaterThan(1);
    const never = run({ 'deck.reshuffle': 'never' });
    expect(never.reshuffles).toBe(0);
    expect(never.face).toBeLessThan(run({}).face);
  });

  it('Got You Covered timing: at any point of the move the shooter takes the nearest distance', () => {
    // A shotgun at a man running in from 14" to 7": Long (need 9) before the move, Short (need 4) after it.
    const at = (timing: string) =>
      exact(
        'covered',
        { ...P, weapon: 'shotgun', distance: 14, moveTo: 7 },
        { 'gyc.timing': timing },
      ).pHit;
    expect(at('beforeMove')).toBe(0);
    expect(at('afterMove')).toBeCloseTo(0.7, 12);
    expect(at('interruptAnyPoint')).toBeCloseTo(0.7, 12);
    expect(
      exact(
        'covered',
        { ...P, weapon: 'shotgun', distance: 12, moveTo: 20 },
        { 'gyc.timing': 'afterMove' },
      ).pHit,
    ).toBe(0);
    expect(
      exact('covered', { ...P, weapon: 'shotgun', distance: 12, moveTo: 20 }).pHit,
    ).toBeCloseTo(0.2, 12);
  });

  it('snap.compare and snap.cancelsAttackIf', () => {
    const base = exact('snap', { ...P, attackerCard: 'JC' });
    expect(
      exact('snap', { ...P, attackerCard: 'JC' }, { 'snap.compare': 'rankOnly' }).pAllowed,
    ).toBeLessThan(base.pAllowed);
    expect(
      exact('snap', { ...P, attackerCard: 'JC' }, { 'snap.cancelsAttackIf': 'never' })
        .pAttackStopped,
    ).toBe(0);
  });

  it('skedaddle.bothFail: a re-roll turns draws into wins', () => {
    expect(exact('skedaddle', { aCasualties: 5, bCasualties: 5 }).pDraw).toBeCloseTo(0.25, 12);
    const reroll = exact(
      'skedaddle',
      { aCasualties: 5, bCasualties: 5 },
      { 'skedaddle.bothFail': 'reroll' },
    );
    expect(reroll.pDraw).toBe(0);
    expect(reroll.pAFlees).toBeCloseTo(1 / 3, 12); // 0.25 of A alone, out of the 0.75 that is not both
  });
});
