import { describe, expect, it } from 'vitest';
import { encounterSetup } from '../../../src/rulesets/sixgun/campaign/encounter-setup.ts';
import type { EncounterParams } from '../../../src/rulesets/sixgun/encounter/types/params.ts';
import { encounterSchema } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { capture as captureType } from '../../../src/rulesets/sixgun/encounter/types/capture.ts';
import { TypedForces } from '../../../src/rulesets/sixgun/encounter/types/forces.ts';
import {
  buildingOdds,
  LEADER_BONUS,
  rollBuilding,
  TOWN_BUILDINGS,
} from '../../../src/rulesets/sixgun/encounter/types/leader-building.ts';
import { setupOf } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import { Layout } from '../../../src/core/layout.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';
import { withinSe } from '../../helpers.ts';
import { O, odds } from './campaign/helpers.ts';
import { play, runBad } from './typed.ts';

const capture = (over: Record<string, unknown> = {}, setup: Record<string, unknown> = {}) =>
  encounterSchema.parse({ type: 'capture', locale: 'missouri', ...over, setup }) as EncounterParams;

describe('Capture (six-gun-sound.md §13.4) played on the band engine', () => {
  it('the place and the Outlaws agree with the exact tables; the Lawmen are twice the Outlaws', () => {
    const N = 3000;
    const r = play(capture(), N, 'capture-setup');
    const place = odds(encounterSetup, { table: 'capture-place' });
    expect(withinSe(r.share('place').town, place.town, N)).toBe(true);
    const outlaws = odds(encounterSetup, { table: 'capture-outlaws', locale: 'missouri' });
    expect(Math.abs(r.mean('outlaws') - outlaws.value!)).toBeLessThan(0.1);
    expect(r.mean('lawmen')).toBeGreaterThanOrEqual(2 * r.mean('outlaws'));
  });

  it('B-8: on the trail the Stand-Up Fight is rolled with the Outlaw leader at Rep − 2, as the exact table says', () => {
    const N = 3000;
    const p = capture(
      {
        sides: [
          {
            figures: [
              { name: 'Marshal Dillon', profession: 'marshal', rep: 6, sand: 5, toughness: 5 },
            ],
          },
          { figures: [{ name: 'Cole', profession: 'outlaw', rep: 4, sand: 4, toughness: 4 }] },
        ],
      },
      { place: 'trail', outlaws: 1, deputies: 0 },
    );
    const share = play(p, N, 'capture-b8').share('standUp');
    const exact = odds(encounterSetup, { table: 'capture-trail-ambush', rep: 6, theirRep: 4 });
    for (const k of ['same', 'ours-by-1', 'ours-by-2', 'theirs-by-1', 'theirs-by-2'])
      expect(withinSe(share[k], exact[k], N), k).toBe(true);
  });

  it('twice their number, the Lawmen take the leader alive more often than they are beaten, and win by it', () => {
    const r = play(capture(), 1000, 'capture-results');
    const result = r.share('result'),
      winner = r.share('winner');
    expect(result['leader-captured']).toBeGreaterThan(result['lawmen-beaten']);
    expect(winner.Lawmen).toBeCloseTo(result['leader-captured'] + result['leader-killed'], 12);
  });

  it('a Stand-Up Fight fixed for a capture in town: exit 2 at file:line:col, nothing written', () => {
    const res = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'params: { type: capture, setup: { place: town, standUp: ours-by-2 } }',
    ]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(
      /bad\.yaml:4:\d+: .*a Stand-Up Fight sets up a capture on the trail/,
    );
    expect(res.wrote).toBe(false);
  });

  describe('in town: the building roll for the Outlaw leader (§13.4 [L3473–3511])', () => {
    // A street of four: other, saloon (+2), hotel (+1), other.
    const street = [0, 2, 1, 0];
    const score = new Int32Array(4);

    it('1d6 a building, +2 a saloon, +1 a hotel: the highest holds him; the tied roll again among themselves', () => {
      // 6, 4 + 2, 5 + 1, 3: three tied on 6; they roll 2, 1 + 2, 6 + 1: the hotel.
      const rng = ScriptedRng.ofFaces([6, 4, 5, 3, 2, 1, 6]);
      expect(rollBuilding(street, -1, false, rng, score)).toBe(2);
      expect(rng.left).toBe(0);
      // With ties: reroll-all every building rolls again: 1, 1 + 2, 1 + 1, 1: the saloon.
      const all = ScriptedRng.ofFaces([6, 4, 5, 3, 1, 1, 1, 1]);
      expect(rollBuilding(street, -1, true, all, score)).toBe(1);
      expect(all.left).toBe(0);
    });

    it("the men elsewhere roll the same way leaving out the leader's building", () => {
      // The saloon is left out: 2, 6 + 1, 5: the hotel, three dice only.
      const rng = ScriptedRng.ofFaces([2, 6, 5]);
      expect(rollBuilding(street, 1, false, rng, score)).toBe(2);
      expect(rng.left).toBe(0);
      expect(buildingOdds(street, 1, false)[1]).toBe(0);
    });

    it('the exact chances sum to 1 and the roll agrees with them (40,000 rolls each way)', () => {
      const N = 40000;
      for (const town of ['small-town', 'good-sized-town'] as const)
        for (const all of [false, true]) {
          const bonus = TOWN_BUILDINGS[town].map((k) => LEADER_BONUS[k]);
          const exact = buildingOdds(bonus, -1, all);
          expect(exact.reduce((a, x) => a + x, 0)).toBeCloseTo(1, 12);
          const rng = rngFromSeed(`leader-${town}-${all}`);
          const got = new Array(bonus.length).fill(0);
          const sc = new Int32Array(bonus.length);
          for (let t = 0; t < N; t++) got[rollBuilding(bonus, -1, all, rng, sc)]++;
          for (let k = 0; k < bonus.length; k++)
            expect(withinSe(got[k] / N, exact[k], N), `${town} ${all} ${k}`).toBe(true);
        }
    });

    it("a capture in town: the leader's building by kind agrees with the exact roll; the men elsewhere are 1 in 6", () => {
      const N = 1500;
      for (const town of ['small-town', 'good-sized-town'] as const) {
        const r = play(
          capture({}, { place: 'town', town, outlaws: 7, townsfolk: 'none' }),
          N,
          `capture-${town}`,
        );
        const kinds = TOWN_BUILDINGS[town];
        const exact = buildingOdds(
          kinds.map((k) => LEADER_BONUS[k]),
          -1,
          false,
        );
        const share = r.share('leaderIn');
        for (const kind of ['saloon', 'hotel', 'livery', 'other'] as const) {
          const p = exact.reduce((a, x, k) => a + (kinds[k] === kind ? x : 0), 0);
          expect(withinSe(share[kind], p, N), `${town} ${kind}`).toBe(true);
        }
        expect(share.trail).toBe(0);
        expect(Math.abs(r.mean('elsewhere') - 1) / r.se('elsewhere')).toBeLessThan(3);
      }
    });

    it('the town is good-sized on 2d6 + SL ≥ 14 (Missouri SL 4: 6 in 36)', () => {
      const N = 4000;
      const r = play(capture({}, { place: 'town', outlaws: 1 }), N, 'capture-town-size');
      expect(withinSe(r.share('town')['good-sized-town'], 6 / 36, N)).toBe(true);
    });

    it('the Lawman starts in the street 1d6 × 6" from the leader; those elsewhere are placed at the first shot, never in his building', () => {
      const p = capture({}, { place: 'town', outlaws: 9, town: 'small-town' });
      const l = new Layout();
      captureType.metrics(p, setupOf(p), l);
      const run = captureType.prepare(p, setupOf(p), O, l);
      const forces = new TypedForces(p, captureType, O, run);
      const rng = rngFromSeed('capture-distance');
      const seen = new Map<number, number>();
      let placed = 0;
      for (let t = 0; t < 600; t++) {
        const { w } = forces.roll(rng);
        const leader = run.sizes[0];
        const d =
          Math.round(Math.hypot(w.x0[0] - w.x0[leader], w.y0[0] - w.y0[leader]) * 1e6) / 1e6;
        // The leader stands within his building's 6" frontage of its middle.
        const lx = Math.round(w.x0[leader] / 6) * 6;
        const exactD = Math.hypot(w.x0[0] - lx, w.y0[0] - w.y0[leader]);
        seen.set(Math.round(exactD), (seen.get(Math.round(exactD)) ?? 0) + 1);
        expect(d).toBeGreaterThan(0);
        w.reset();
        run.reset(w, rng);
        const before = Float64Array.from(w.x);
        run.fired(w, rng);
        for (let c = leader + 1; c < w.n; c++) {
          if (w.x[c] === before[c] && w.y[c] === w.y0[c]) continue;
          placed++;
          expect(w.x[c] === lx && w.y[c] === w.y0[leader]).toBe(false);
        }
      }
      expect([...seen.keys()].sort((a, b) => a - b)).toEqual([6, 12, 18, 24, 30, 36]);
      for (const k of seen.values()) expect(Math.abs(k - 100)).toBeLessThan(40);
      expect(placed).toBeGreaterThan(600 * 8 * (1 / 6) * 0.8);
    });

    it('a town or leader building fixed for a capture on the trail: exit 2 at file:line:col, nothing written', () => {
      const res = runBad([
        'name: bad',
        'ruleset: sixgun',
        'procedure: encounter',
        'params:',
        '  type: capture',
        '  setup:',
        '    place: trail',
        '    leaderIn: saloon',
      ]);
      expect(res.code).toBe(2);
      expect(res.stderr).toMatch(
        /bad\.yaml:8:\d+: .*leaderIn sets up a capture in town.*fix place: town/,
      );
      expect(res.wrote).toBe(false);
    });
  });
});
