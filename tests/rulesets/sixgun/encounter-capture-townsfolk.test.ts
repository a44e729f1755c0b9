import { describe, expect, it } from 'vitest';
import { Layout } from '../../../src/core/layout.ts';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { encounterSetup } from '../../../src/rulesets/sixgun/campaign/encounter-setup.ts';
import { capture } from '../../../src/rulesets/sixgun/encounter/types/capture.ts';
import { TypedForces } from '../../../src/rulesets/sixgun/encounter/types/forces.ts';
import { setupOf } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import { O, odds } from './campaign/helpers.ts';
import { play, runBad, typed } from './typed.ts';

const inTown = (setup: Record<string, unknown> = {}) =>
  typed('capture', 'missouri', {}, { place: 'town', outlaws: 3, town: 'small-town', ...setup });

/** The run and its forces for a capture with this set-up. */
function forcesOf(p: ReturnType<typeof inTown>) {
  const l = new Layout();
  capture.metrics(p, setupOf(p), l);
  const run = capture.prepare(p, setupOf(p), O, l);
  return { run, forces: new TypedForces(p, capture, O, run) };
}

describe("the Capture's Townsfolk and bystanders (six-gun-sound.md §13.4 [L3481, L3508], §6.2)", () => {
  it('§13.4 [L3481]: in town the Townsfolk are How Many of Them (R) against the Outlaws, as in a Robbery (20,000 set-ups against the exact table)', () => {
    const { run } = forcesOf(inTown());
    const t = odds(encounterSetup, { table: 'robbery-townsfolk', locale: 'missouri', force: 3 });
    const rng = rngFromSeed('capture-townsfolk');
    const N = 20_000;
    let sum = 0,
      sq = 0;
    for (let i = 0; i < N; i++) {
      run.rollSetup(rng);
      // The Lawman's force is twice the 3 Outlaws; the rest of the side is the town's.
      const folk = run.sizes[0] - 6;
      sum += folk;
      sq += folk * folk;
    }
    const mean = sum / N,
      se = Math.sqrt((sq / N - mean * mean) / N);
    expect(se).toBeGreaterThan(0);
    expect(Math.abs(mean - t.value!)).toBeLessThan(4 * se);
  });

  it('none on the trail, none with townsfolk: none, and a fixed row gives its multiple', () => {
    const trail = typed('capture', 'missouri', {}, { place: 'trail', outlaws: 3 });
    const r = play(trail, 30, 'capture-trail-folk');
    // A shot's 8 may still hit an Outlaw or a Lawman standing by (§6.2), but no townsman.
    expect([r.mean('townsfolk'), r.mean('townsfolkJoined')]).toEqual([0, 0]);
    expect(play(inTown({ townsfolk: 'none' }), 20, 'capture-none').mean('townsfolk')).toBe(0);
    expect(play(inTown({ townsfolk: 'times-4' }), 20, 'capture-x4').mean('townsfolk')).toBe(12);
  });

  it('§13.4 [L3508]: the Townsfolk keep out of it, on no side; at the first shot those in the street are in the nearest building', () => {
    const p = inTown({ townsfolk: 'times-5' });
    const { run, forces } = forcesOf(p);
    const rng = rngFromSeed('capture-folk-cover');
    let street = 0;
    for (let trial = 0; trial < 40; trial++) {
      const { w, rules } = forces.roll(rng);
      rules.reset(w, rng);
      const folk = [];
      for (let c = 0; c < w.n; c++) if (w.neutral[c]) folk.push(c);
      expect(folk.length).toBe(15);
      expect(w.bystanders).toBe(true);
      for (const c of folk) {
        expect([w.alive[c], w.side[c]]).toEqual([0, 0]);
        if (!w.inCover[c]) street++;
      }
      expect(w.standing[0]).toBe(6);
      run.fired(w, rng);
      for (const c of folk) {
        expect(w.inCover[c]).toBe(1);
        // A building's men stand on its front, on either side of the street.
        expect([0, 12]).toContain(w.y[c]);
      }
    }
    // In the street on 5–6: a third of 600.
    expect(Math.abs(street - 200)).toBeLessThan(60);
  });

  it('the shots that stray and the Townsfolk who join are counted per capture', () => {
    const r = play(inTown({ townsfolk: 'times-5' }), 400, 'capture-strays');
    expect(r.mean('strayHits')).toBeGreaterThan(0);
    expect(r.mean('townsfolkJoined')).toBeGreaterThan(0);
    expect(r.mean('townsfolkJoined')).toBeLessThanOrEqual(r.mean('strayHits'));
  });

  it('townsfolk fixed for a capture on the trail: exit 2 at file:line:col, nothing written', () => {
    const r = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'params:',
      '  type: capture',
      '  setup:',
      '    place: trail',
      '    townsfolk: times-2',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bad\.yaml:8:\d+: .*townsfolk.*trail/);
    expect(r.wrote).toBe(false);
  });
});
