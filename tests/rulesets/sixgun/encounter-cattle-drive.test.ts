import { describe, expect, it } from 'vitest';
import { encounterSetup } from '../../../src/rulesets/sixgun/campaign/encounter-setup.ts';
import {
  countsExact,
  encountersExact,
  shortHanded,
  STRETCHES,
} from '../../../src/rulesets/sixgun/encounter/types/cattle-drive.ts';
import { setupOf } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import { encounter } from '../../../src/rulesets/sixgun/encounter/types/index.ts';
import type { EncounterParams } from '../../../src/rulesets/sixgun/encounter/types/params.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';
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

describe("Cattle Drive on the campaign's Trail Drive Encounter (six-gun-sound.md §14.5): Calamity, Set Back, Known as a Trail Boss", () => {
  const campaign = (setup: Record<string, unknown> = {}) => drive({ table: 'campaign', ...setup });
  const lines = (p: EncounterParams, faces: number[], o = O) =>
    encounter.trace!(p, o, ScriptedRng.ofFaces(faces)).map((e) => e.text);

  it('§14.5 [L5382–5390]: a Calamity loses each CP on 4–6; a Set Back each on a 6, and the stretch is rolled again', () => {
    // West Texas 1+1: Calamity, 4 CP on 4, 5, 1, 6: 3 lost. The Indian Territory 1+2: Set Back,
    // the last CP on a 6: the herd is gone and the drive ends there.
    const t = lines(campaign({ herd: 4 }), [1, 1, 4, 5, 1, 6, 1, 2, 6]);
    expect(t).toContain('west-texas: calamity');
    expect(t).toContain('3 CP lost, 1 CP left');
    expect(t).toContain('indian-territory: set-back');
    expect(t).toContain('1 CP lost, 0 CP left');
    expect(t.some((l) => l.startsWith('kansas'))).toBe(false);
    // A Set Back that leaves CP: the Indian Territory is rolled again (2+3: none), then Kansas 2+3.
    const again = lines(campaign({ herd: 2 }), [2, 3, 1, 2, 6, 1, 2, 3, 2, 3]);
    expect(again.filter((l) => l.startsWith('indian-territory'))).toEqual([
      'indian-territory: set-back',
      'indian-territory: none',
    ]);
    expect(again).toContain('1 CP lost, 1 CP left');
  });

  it('§14.1 [L4013]: Known as a Trail Boss, the first encounter the table gives is not had (campaign.knownTrailBoss), or by option the first fight', () => {
    // West Texas 1+1 (a Calamity) is the one he does not have; the Indian Territory 1+3 (a Set
    // Back) costs a CP on a 6 and rolls again (2+3: none); Kansas 2+3: none.
    const faces = [1, 1, 1, 3, 6, 1, 2, 3, 2, 3];
    const t = lines(campaign({ herd: 2, knownTrailBoss: true }), faces);
    expect(t).toContain('the Trail Boss is known: the drive does not have this one');
    expect(t.filter((l) => /CP lost/.test(l))).toEqual(['1 CP lost, 1 CP left']);
    // Read as the first fight: the Calamity strikes (1, 1: both CP kept), the Set Back too.
    const fight = lines(
      campaign({ herd: 2, knownTrailBoss: true }),
      [1, 1, 1, 1, ...faces.slice(2)],
      {
        ...O,
        'campaign.knownTrailBoss': 'first-fight',
      },
    );
    expect(fight).not.toContain('the Trail Boss is known: the drive does not have this one');
    expect(fight.filter((l) => /CP lost/.test(l))).toEqual([
      '0 CP lost, 2 CP left',
      '1 CP lost, 1 CP left',
    ]);
  });

  it('exact: on the campaign table a stretch has a fight 21/31 of the time (a Set Back rolls again), and a known Trail Boss has one fewer', () => {
    const binomial = (q: number) => [1, 3, 3, 1].map((c, n) => c * q ** n * (1 - q) ** (3 - n));
    const camp = encountersExact(setupOf(campaign()), O);
    binomial(21 / 31).forEach((q, n) => expect(Math.abs(camp[n] - q)).toBeLessThan(1e-12));
    // One-off table, the first encounter waived: n fights when n + 1 stretches had one.
    const b = binomial(1 - quiet);
    const known = encountersExact(setupOf(drive({ knownTrailBoss: true })), O);
    [b[0] + b[1], b[2], b[3], 0].forEach((q, n) =>
      expect(Math.abs(known[n] - q)).toBeLessThan(1e-12),
    );
  });

  it('the simulation agrees with the exact number of encounters, Calamities and Set Backs, and the chance the known Trail Boss waived one', () => {
    const N = 600;
    const p = campaign({ herd: 6, knownTrailBoss: true });
    const r = play(p, N, 'campaign-drive');
    const exact = encountersExact(setupOf(p), O);
    const sim = r.share('encounters');
    exact.forEach((q, n) => expect(withinSe(sim[String(n)], q, N), `${n}`).toBe(true));
    const counts = countsExact(setupOf(p), O);
    expect(withinSe(r.mean('waived'), counts.waived, N)).toBe(true);
    for (const m of ['calamities', 'setBacks'] as const)
      expect(Math.abs(r.mean(m) - counts[m]), m).toBeLessThanOrEqual(4 * r.se(m));
  });

  it('exact counts: with the Trail Boss unknown nothing is waived, and a Set Back rolls on: Calamities and Set Backs follow the campaign table stretch by stretch', () => {
    const c = countsExact(setupOf(campaign({ herd: 6 })), O);
    expect(c.waived).toBe(0);
    const first = countsExact(setupOf(campaign({ herd: 6, knownTrailBoss: true })), O);
    // Waiving the first stretch's result takes its Calamity or Set Back away.
    expect(first.calamities).toBeLessThan(c.calamities);
    expect(first.setBacks).toBeLessThan(c.setBacks);
  });

  it('a Calamity or Set Back fixed on the one-off table: exit 2 at file:line:col, nothing written', () => {
    const res = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'params: { type: cattle-drive, setup: { stretches: { kansas: set-back } } }',
    ]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/bad\.yaml:4:\d+: .*campaign's Trail Drive Encounter table only/);
    expect(res.wrote).toBe(false);
  });
});
