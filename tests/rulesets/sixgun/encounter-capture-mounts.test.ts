import { describe, expect, it } from 'vitest';
import { Layout } from '../../../src/core/layout.ts';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { BandMounts, HORSE } from '../../../src/rulesets/sixgun/encounter/band-mounts.ts';
import type { BandWorld } from '../../../src/rulesets/sixgun/encounter/band-world.ts';
import type { CaptureGround } from '../../../src/rulesets/sixgun/encounter/types/capture-mounts.ts';
import { capture } from '../../../src/rulesets/sixgun/encounter/types/capture.ts';
import { TypedForces } from '../../../src/rulesets/sixgun/encounter/types/forces.ts';
import { setupOf } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import { withinSe } from '../../helpers.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';
import { O } from './campaign/helpers.ts';
import { play, runBad, typed } from './typed.ts';

const marshal = { name: 'Marshal Dillon', profession: 'marshal', rep: 5, sand: 5, toughness: 5 };
const townsman = { name: 'Chester', profession: 'townsfolk', rep: 3, sand: 3, toughness: 3 };
const cole = { name: 'Cole', profession: 'outlaw', rep: 4, sand: 4, toughness: 4 };

/** The Marshal and a Townsman against one Outlaw, with `setup`: the trial's world and its ground. */
function field(setup: Record<string, unknown>, seed = 'capture-mounts') {
  const p = typed(
    'capture',
    'missouri',
    { sides: [{ figures: [marshal, townsman] }, { figures: [cole] }] },
    // No town's Townsfolk, who keep out of it with no horse: the figures are the three listed.
    {
      outlaws: 1,
      deputies: 0,
      town: 'small-town',
      leaderIn: 'saloon',
      townsfolk: 'none',
      ...setup,
    },
  );
  const l = new Layout();
  capture.metrics(p, setupOf(p), l);
  const run = capture.prepare(p, setupOf(p), O, l);
  const forces = new TypedForces(p, capture, O, run);
  const rng = rngFromSeed(seed);
  const roll = (): BandWorld => {
    const { w } = forces.roll(rng);
    w.reset();
    return w;
  };
  return { run, roll, ground: run as unknown as CaptureGround, rng };
}

describe("the Capture's Mounts (six-gun-sound.md §13.4 [L3502–3506]) on the band engine's horses", () => {
  it('in town as in a Gunfight (§13.1 [L3241]): each man by 1d6, the Townsman unsaddled in the livery, the spares at the saloon and the livery', () => {
    const { roll, ground, run } = field({ place: 'town' });
    const w = roll();
    const m = new BandMounts(w, run.mounts!);
    // The Marshal 1 (tied outside), Quality 1d6; the Townsman none (livery, unsaddled), Quality;
    // Cole 4 (saddled in the livery), Quality; the saloon's 1d6 − 1 = 2 spares, a Quality each;
    // the livery's 1d6 − 2 = 0.
    const rng = ScriptedRng.ofFaces([1, 3, 3, 4, 3, 3, 3, 3, 2]);
    m.reset(w, rng);
    expect(rng.left).toBe(0);
    const livery = ground.kinds.indexOf('livery');
    expect([m.horse[0], m.saddled[0], m.hx[0], m.hy[0]]).toEqual([
      HORSE.tied,
      1,
      w.x0[0],
      w.y0[0] <= ground.street / 2 ? 0 : ground.street,
    ]);
    expect([m.horse[1], m.saddled[1], m.hx[1], m.hy[1]]).toEqual([
      HORSE.tied,
      0,
      ground.frontX(livery),
      ground.frontY(livery),
    ]);
    expect([m.horse[2], m.saddled[2], m.hx[2]]).toEqual([HORSE.tied, 1, ground.frontX(livery)]);
    expect(m.spares).toBe(2);
    // The leader's own saloon is the one nearest him.
    expect([m.sx[0], m.sy[0]]).toEqual([
      ground.frontX(ground.building),
      ground.frontY(ground.building),
    ]);
  });

  it("the Marshal's horse: tied outside 1 in 3, saddled in the livery 1 in 3, unsaddled there 1 in 3 (4,000 trials)", () => {
    const { roll, run, rng } = field({ place: 'town' }, 'capture-mounts-shares');
    const N = 4000;
    let outside = 0,
      saddledInLivery = 0;
    for (let t = 0; t < N; t++) {
      const w = roll();
      const m = new BandMounts(w, run.mounts!);
      m.reset(w, rng);
      if (m.hx[0] === w.x0[0]) outside++;
      else if (m.saddled[0]) saddledInLivery++;
    }
    expect(withinSe(outside / N, 1 / 3, N)).toBe(true);
    expect(withinSe(saddledInLivery / N, 1 / 3, N)).toBe(true);
  });

  it('on the trail: the Lawmen\'s tied 2" behind them, none nearer an outlaw than its owner; the Outlaws\' unsaddled in a corral 6 + 1d6" behind the cabin', () => {
    const { roll, run } = field({ place: 'trail', town: undefined, leaderIn: undefined });
    const w = roll();
    const m = new BandMounts(w, run.mounts!);
    // The corral 6 + 4; the Marshal's, the Townsman's and Cole's Qualities.
    const rng = ScriptedRng.ofFaces([4, 3, 3, 3]);
    m.reset(w, rng);
    expect(rng.left).toBe(0);
    const outlaw = 2;
    for (const c of [0, 1]) {
      expect([m.horse[c], m.saddled[c]]).toEqual([HORSE.tied, 1]);
      expect(Math.hypot(m.hx[c] - w.x0[outlaw], m.hy[c] - w.y0[outlaw])).toBeGreaterThan(
        w.dist(c, outlaw),
      );
    }
    expect([m.horse[outlaw], m.saddled[outlaw], m.hy[outlaw] - w.y0[outlaw]]).toEqual([
      HORSE.tied,
      0,
      10,
    ]);
  });

  it('mounted, the Lawmen start in the saddle; none leaves their horses off the table', () => {
    for (const [how, horse] of [
      ['mounted', HORSE.ridden],
      ['none', HORSE.none],
    ] as const) {
      const { roll, run } = field({
        place: 'trail',
        town: undefined,
        leaderIn: undefined,
        lawmenMounts: how,
      });
      const w = roll();
      const m = new BandMounts(w, run.mounts!);
      m.reset(w, rngFromSeed(how));
      expect(m.horse[0]).toBe(horse);
      expect(w.mounted[0]).toBe(how === 'mounted' ? 1 : 0);
    }
  });

  it('played: horses are hit and run off in captures; without mounts none are', () => {
    const N = 300;
    const on = play(typed('capture', 'missouri', {}, { place: 'town' }), N, 'capture-horses');
    expect(on.mean('horsesRunOff') + on.mean('horsesHit')).toBeGreaterThan(0);
    const off = play(
      typed('capture', 'missouri', {}, { place: 'town', mounts: false }),
      N,
      'capture-horses',
    );
    expect(() => off.mean('horsesRunOff')).toThrow();
  });

  it('lawmenMounts fixed for a capture in town: exit 2 at file:line:col, nothing written', () => {
    const res = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'params:',
      '  type: capture',
      '  setup:',
      '    place: town',
      '    lawmenMounts: mounted',
    ]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(
      /bad\.yaml:8:\d+: .*lawmenMounts places the Lawmen's mounts on the trail/,
    );
    expect(res.wrote).toBe(false);
  });
});
