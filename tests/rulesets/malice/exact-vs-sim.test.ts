import { describe, expect, it } from 'vitest';
import { exactVolley, volleyLayout, type Volley } from '../../../src/rulesets/malice/attack.ts';
import { exactRandomFisticuffs } from '../../../src/rulesets/malice/fisticuffs.ts';
import { exactRandomInitiative } from '../../../src/rulesets/malice/initiative.ts';
import { LONG } from '../../helpers.ts';
import { expectAgreement } from '../../helpers/agree.ts';
import { agree, options, resolve, simulate } from './setup.ts';

const P = { character: 'placeholder' };

describe('malice: simulation agrees with the exact answer', () => {
  it('shot: plain, aimed, shotgun, in cover, at a rider, Lily Livered on horseback', () => {
    agree('shot', { ...P });
    agree('shot', { ...P, aimed: true, distance: 10 });
    agree('shot', { ...P, weapon: 'shotgun', distance: 4, aimed: true, targetMounted: true });
    agree('shot', {
      ...P,
      cover: 'soft',
      lilyLivered: true,
      mounted: true,
      weapon: 'sharps-carbine',
      distance: 20,
    });
    agree('shot', { toughness: 8, boxes: 1, boxesChest: 3, aimed: true });
  });

  it('fanfire: 6 rounds, 3 rounds at a rider, and the modified-total reading', () => {
    agree('fanfire', { ...P });
    agree('fanfire', { ...P, rounds: 3, targetMounted: true, weapon: 'buntline-special' });
    agree('fanfire', { ...P, cover: 'soft' }, { 'fanfire.needsNatural10': false });
  });

  it('activation: Aim + Shoot, Shoot + Shoot, Fanfire, and a fanfire out of reach', () => {
    agree('activation', { ...P, plan: 'aim-shoot' });
    agree('activation', { toughness: 5, boxes: 1, plan: 'shoot-shoot' });
    agree('activation', { ...P, plan: 'fanfire', loaded: 4 });
    const none = agree('activation', { ...P, plan: 'fanfire', distance: 11 }, {}, 1000);
    expect(none.roundsSpent).toBe(0);
  });

  it('Got You Covered: the deferred shot at the best point of the move, and one out of reach', () => {
    agree('covered', { ...P, weapon: 'shotgun', distance: 14, moveTo: 7 });
    const none = agree('covered', { ...P, weapon: 'derringer', distance: 14, moveTo: 9 }, {}, 1000);
    expect(none.pHit).toBe(0);
  });

  it('hit, horse, snap, courage, skedaddle, hand', () => {
    agree('hit', { ...P, aimed: true });
    agree('hit', { toughness: 4, boxes: 2, boxesLeg: 1, fisticuffs: true });
    agree('horse', { ...P, hits: 4 });
    agree('snap', { ...P, attackerCard: 'QD', playedCard: '3H' });
    agree(
      'snap',
      { ...P, attackerCard: '10S', hand: 2 },
      { 'snap.compare': 'rankOnly', 'snap.cancelsAttackIf': 'dead' },
    );
    agree('courage', { toughness: 9 });
    agree(
      'courage',
      { toughness: 9, hand: 3, cardPolicy: 'face-only' },
      { 'cards.aceHigh': false },
    );
    agree('courage', { toughness: 6, test: 'toughness' });
    agree('skedaddle', { aCasualties: 3, bCasualties: 6 });
    agree('skedaddle', { aCasualties: 3, bCasualties: 6 }, { 'skedaddle.bothFail': 'reroll' });
    agree('hand', { turn: 1 });
    agree('hand', { turn: 12, policy: 'random', threeDiscards: 'none', players: 3 }, {}, 50_000);
  });

  it('initiative with both players playing at random', () => {
    const r = resolve('initiative', { aPolicy: 'random', bPolicy: 'random' });
    const { acc, layout } = simulate(r.proc, r.params, r.options, 100_000, 'initiative');
    const exact = exactRandomInitiative(r.params, r.options);
    expect(exact.pAFirst).toBeCloseTo(0.5, 12);
    expectAgreement(layout, acc, exact, 100_000);
  });

  it('fisticuffs with random cards, one side mounted, and both tie options', () => {
    for (const o of [
      {},
      {
        'fisticuffs.tie': 'nothing',
        'fisticuffs.sameSuitTie': 'mounted',
        'toughness.testsPerWound': false,
      },
    ]) {
      const r = resolve('fisticuffs', { ...P, aMounted: true }, o);
      const { acc, layout } = simulate(r.proc, r.params, r.options, 100_000, 'fisticuffs');
      expectAgreement(layout, acc, exactRandomFisticuffs(r.params, r.options), 100_000);
    }
  });

  it.runIf(LONG)('long: every shooting procedure at 2M trials', () => {
    agree('shot', { ...P, aimed: true, targetMounted: true }, {}, 2_000_000, 'long-shot');
    agree('fanfire', { ...P }, {}, 2_000_000, 'long-fanfire');
    agree('activation', { ...P, plan: 'shoot-shoot' }, {}, 2_000_000, 'long-activation');
  });
});

describe("malice: the spec's derived figures", () => {
  const o = options();
  it('§1.3: P(hit) by situation', () => {
    const pHit = (params: Record<string, unknown>) =>
      resolve('shot', { ...P, ...params }).proc.exact!(
        resolve('shot', { ...P, ...params }).params,
        o,
      ).pHit as number;
    expect(pHit({ distance: 8 })).toBeCloseTo(0.5, 12);
    expect(pHit({ distance: 8, aimed: true })).toBeCloseTo(0.6, 12);
    expect(pHit({ weapon: 'shotgun', distance: 8 })).toBeCloseTo(0.7, 12);
    expect(pHit({ weapon: 'shotgun', distance: 8, aimed: true })).toBeCloseTo(0.8, 12);
    expect(pHit({ distance: 12 })).toBeCloseTo(0.3, 12);
    expect(pHit({ distance: 12, aimed: true })).toBeCloseTo(0.4, 12);
    expect(pHit({ weapon: 'shotgun', distance: 12 })).toBeCloseTo(0.2, 12);
    expect(pHit({ distance: 12, cover: 'hard', mounted: true })).toBe(0);
    expect(pHit({ distance: 8, cover: 'hard', mounted: true, lilyLivered: true })).toBe(0);
  });

  it('§1.4 and C1: fanfire of 6 rounds, E = 0.6 hits and P(≥1) = 0.468559, then 2 Reload actions', () => {
    const r = resolve('fanfire', { ...P });
    const e = r.proc.exact!(r.params, r.options);
    expect(e.meanHits).toBeCloseTo(0.6, 12);
    expect(e.pHit).toBeCloseTo(1 - 0.9 ** 6, 12);
    expect(e.reloadActions).toBeCloseTo(2, 12);
  });

  it('§1.7: with 2 boxes everywhere, P(dead by hit 2, 3, 4, 5) = 0.18, 0.472, 0.750, 0.923 and E[hits to kill] = 23037/6250', () => {
    const c = { boxes: new Uint8Array(6).fill(2), toughness: 6, placeholder: true };
    const deadBy = (k: number) => {
      const v: Volley = {
        shots: k,
        need: 1,
        aimed: false,
        shift: 'none',
        stopWhenDead: true,
        mounted: false,
        reloads: () => 0,
      };
      return exactVolley(v, c, o, volleyLayout(v)).pDead as number;
    };
    expect(deadBy(1)).toBe(0);
    expect(deadBy(2)).toBeCloseTo(0.18, 12);
    expect(deadBy(3)).toBeCloseTo(0.472, 12);
    expect(deadBy(4)).toBeCloseTo(0.75, 3);
    expect(deadBy(5)).toBeCloseTo(0.923, 3);
    let expected = 0;
    for (let k = 0; k <= 7; k++) expected += 1 - deadBy(k); // E[T] = Σ P(T > k); every location is full after 7 hits
    expect(expected).toBeCloseTo(23037 / 6250, 10);
  });

  it('§1.7: aiming with the best shift doubles P(Severe) from 0.1 to 0.2', () => {
    const plain = resolve('hit', { ...P });
    const aimed = resolve('hit', { ...P, aimed: true });
    expect(
      (plain.proc.exact!(plain.params, o).location as Record<string, number>).severe,
    ).toBeCloseTo(0.1, 12);
    expect(
      (aimed.proc.exact!(aimed.params, o).location as Record<string, number>).severe,
    ).toBeCloseTo(0.2, 12);
  });

  it('§1.11: Get Your Courage Up at Toughness 7: no card 0.4, a 3 → 0.7, a 6 or more → 1', () => {
    const r = resolve('courage', { toughness: 7, cardPolicy: 'never' });
    expect(r.proc.exact!(r.params, o).pPass).toBeCloseTo(0.4, 12);
  });

  it('§1.12: a 2 beats a random other card with P = 9/34; the loser is knocked out with P 0.36 when he cannot die of two wounds', () => {
    const r = resolve('fisticuffs', { toughness: 6, boxes: 3 });
    const e = exactRandomFisticuffs(r.params, r.options);
    expect(e.pAWins).toBeCloseTo(0.5, 12);
    expect(e.pLoserUnconscious).toBeCloseTo(0.36, 12);
  });

  it('§1.12 and A15: the unbreakable same-suit tie arises in 11/13 · 1/51 ≈ 1.7% of random pairs with one side mounted', () => {
    const r = resolve('fisticuffs', { ...P, aMounted: true });
    expect(exactRandomFisticuffs(r.params, r.options).pSameSuitTie).toBeCloseTo(11 / 13 / 51, 12);
    const none = resolve('fisticuffs', { ...P });
    expect(exactRandomFisticuffs(none.params, none.options).pSameSuitTie).toBe(0);
  });
});
