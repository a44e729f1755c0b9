import { describe, expect, it } from 'vitest';
import { encounterSetup } from '../../../src/rulesets/sixgun/campaign/encounter-setup.ts';
import {
  encountersExact,
  shortHanded,
  STRETCHES,
} from '../../../src/rulesets/sixgun/encounter/types/cattle-drive.ts';
import { setupOf } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { Trace } from '../../../src/encounter/trace.ts';
import { TypedLeg } from '../../../src/rulesets/sixgun/encounter/types/composite.ts';
import { rustling } from '../../../src/rulesets/sixgun/encounter/types/rustling.ts';
import { withinSe } from '../../helpers.ts';
import { O, odds } from './campaign/helpers.ts';
import { play, runBad, traceOf, typed } from './typed.ts';

const drive = (setup: Record<string, unknown> = {}) => typed('cattle-drive', 'kansas', {}, setup);

/** P(2d6 ≤ 5), counted over the 36 throws: the stretch has no encounter. */
const quiet = (() => {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b <= 5) n++;
  return n / 36;
})();

describe('Cattle Drive (six-gun-sound.md §13.6) played as its encounters', () => {
  const N = 1500;
  const p = drive({ herd: 6 });
  const r = play(p, N, 'drive');

  it('§13.6: the number of encounters is binomial over the three stretches, and the simulation agrees', () => {
    const exact = encountersExact(setupOf(p), O);
    const binomial = [1, 3, 3, 1].map((c, n) => c * (1 - quiet) ** n * quiet ** (3 - n));
    exact.forEach((q, n) => expect(Math.abs(q - binomial[n])).toBeLessThan(1e-12));
    const sim = r.share('encounters');
    exact.forEach((q, n) => expect(withinSe(sim[String(n)], q, N), `${n}`).toBe(true));
  });

  it("§13.6: each kind comes as often as the stretches' tables say (a GF-3 only on Kansas's 10)", () => {
    const per = STRETCHES.map((region) => odds(encounterSetup, { table: 'cattle-drive', region }));
    expect(per[0]['gf-3']).toBe(0);
    expect(per[2]['gf-3']).toBeCloseTo(3 / 36, 12);
    for (const k of ['rustling', 'gunfight', 'indians', 'gf-3']) {
      const exact = per.reduce((t, o) => t + (o[k] ?? 0), 0);
      // A count of 0–3 a drive: its variance is at most 3/4 a trial.
      const se = Math.sqrt(0.75 / N);
      expect(Math.abs(r.mean(`fought.${k}`) - exact), k).toBeLessThan(4 * se);
    }
  });

  it('A-26 (§14.5 [L5418–5422]): 14 hands for 5 CP leave one CP short 1; 15 ride it all', () => {
    expect(shortHanded(5, 14)).toEqual({ short: 1, none: 0 });
    expect(shortHanded(5, 15)).toEqual({ short: 0, none: 0 });
    expect(shortHanded(5, 10)).toEqual({ short: 2, none: 1 });
  });

  it('A-26: a lost Rustling costs 1 CP; the herd delivered is the herd less what was lost', () => {
    const q = play(
      drive({
        herd: 6,
        stretches: { 'west-texas': 'rustling', 'indian-territory': 'none', kansas: 'none' },
      }),
      600,
      'rustled',
    );
    expect(q.mean('herd')).toBe(6);
    expect(q.mean('fought.rustling')).toBe(1);
    expect(q.mean('rustlingLost')).toBeGreaterThan(0.05);
    expect(q.mean('cpLost')).toBeGreaterThanOrEqual(q.mean('rustlingLost'));
    expect(q.mean('delivered') + q.mean('cpLost')).toBeCloseTo(6, 12);
  });

  it('§14.5 [L5400–5416]: hands are hired on the trail only to make up losses, and keep more of the herd', () => {
    expect(r.mean('recruited')).toBeGreaterThan(0);
    expect(r.mean('recruited')).toBeLessThanOrEqual(r.mean('handsLost'));
    const none = play(drive({ herd: 6, recruit: false }), N, 'drive');
    expect(none.mean('recruited')).toBe(0);
    expect(none.mean('cpLost')).toBeGreaterThan(r.mean('cpLost'));
  });

  it('an encounter fields at most the fit hands: a Rustling with 2 left sends 2 Cowboys at most', () => {
    const leg = new TypedLeg(rustling, 1, { locale: 'kansas', maxTurns: 30, figures: [] }, O);
    const rng = rngFromSeed('few');
    for (let t = 0; t < 200; t++) {
      const log = new Trace();
      leg.play(rng, 2, log);
      const cowboys = Number(/against (\d+) Cowboys/.exec(log.events[0].text)![1]);
      expect(cowboys).toBeLessThanOrEqual(2);
      expect(leg.lost).toBeLessThanOrEqual(cowboys);
    }
  });

  it("a listed figure once lost rides in no more fights: the next GF-1 is a hand's", () => {
    const p2 = typed(
      'cattle-drive',
      'kansas',
      {
        sides: [{ name: 'Drive', figures: [{ name: 'Goodnight', profession: 'cowboy', rep: 5 }] }],
      },
      {
        gunfight: 'GF-1',
        stretches: { 'west-texas': 'gunfight', 'indian-territory': 'gunfight', kansas: 'gunfight' },
      },
    );
    let handDuels = 0;
    for (let t = 0; t < 40; t++) {
      const lines = traceOf(p2, `duel ${t}`).map((e) => e.text);
      let bossOut = false;
      lines.forEach((l, i) => {
        const duel = /^GF-1: (\w+) against/.exec(l);
        if (!duel) return;
        expect(duel[1]).toBe(bossOut ? 'Hand' : 'Goodnight');
        if (bossOut) handDuels++;
        const summary = lines.slice(i).find((x) => x.startsWith('the drive '))!;
        if (duel[1] === 'Goodnight' && /: 1 lost/.test(summary)) bossOut = true;
      });
    }
    expect(handDuels).toBeGreaterThan(0);
  });

  it('the drive is the Cowboys of a Rustling: its Trail Boss rides with them', () => {
    const p2 = typed(
      'cattle-drive',
      'kansas',
      {
        sides: [{ name: 'Drive', figures: [{ name: 'Goodnight', profession: 'cowboy', rep: 5 }] }],
      },
      { stretches: { 'west-texas': 'rustling', 'indian-territory': 'none', kansas: 'none' } },
    );
    const text = traceOf(p2, 'boss')
      .map((e) => e.text)
      .join('\n');
    expect(text).toMatch(
      /Cattle Rustling at SL \d: \d+ rustlers with \d+ head against \d+ Cowboys/,
    );
    expect(text).toMatch(/Goodnight/);
  });

  it('a GF-3 fixed outside Kansas: exit 2 at file:line:col, nothing written', () => {
    const res = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'params: { type: cattle-drive, setup: { stretches: { west-texas: gf-3 } } }',
    ]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/bad\.yaml:4:\d+: .*GF-3 only in Kansas/);
    expect(res.wrote).toBe(false);
  });

  it('an unknown encounter on a stretch, or a herd over 6 CP (B-32): exit 2 at file:line:col', () => {
    for (const setup of ['{ stretches: { kansas: stampede } }', '{ herd: 7 }']) {
      const res = runBad([
        'name: bad',
        'ruleset: sixgun',
        'procedure: encounter',
        `params: { type: cattle-drive, setup: ${setup} }`,
      ]);
      expect(res.code, setup).toBe(2);
      expect(res.stderr, setup).toMatch(/bad\.yaml:4:\d+: /);
    }
  });
});
