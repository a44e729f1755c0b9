import { describe, expect, it } from 'vitest';
import { encounterSetup } from '../../../src/rulesets/sixgun/campaign/encounter-setup.ts';
import { STATE } from '../../../src/rulesets/sixgun/damage.ts';
import { OD, OOF, RAN, UNHURT, WOUNDED } from '../../../src/rulesets/sixgun/draw.ts';
import {
  BACK,
  CAVALRY,
  dayEnd,
  GONE,
} from '../../../src/rulesets/sixgun/encounter/types/indians-day.ts';
import { setupTable } from '../../../src/rulesets/sixgun/encounter/types/tables.ts';
import { withinSe } from '../../helpers.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';
import { O, odds } from './campaign/helpers.ts';
import { play, traceOf, typed, runBad } from './typed.ts';

const indians = (setup: Record<string, unknown> = {}) => typed('indians', 'wyoming', {}, setup);

/** Figures for a day's end: [side, alive, rep, damage, end] each. */
function figures(rows: [number, number, number, number, number][]) {
  const col = (k: number) => Int32Array.from(rows.map((r) => r[k]));
  const w = {
    n: rows.length,
    side: col(0),
    alive: col(1),
    rep: col(2),
    dmg: col(3),
    end: col(4),
  };
  const healed: number[] = [],
    fell: number[] = [];
  const night = {
    heal(c: number) {
      healed.push(c);
      w.dmg[c] = STATE.unhurt;
      w.end[c] = UNHURT;
    },
    fall(c: number) {
      fell.push(c);
      w.dmg[c] = STATE.oof;
      w.end[c] = OOF;
      w.alive[c] = 0;
    },
  };
  return { w, night, healed, fell };
}

/** A day's end at SL 2 (Wyoming) on scripted d6 faces, every face dealt. */
function endOfDay(f: ReturnType<typeof figures>, faces: number[]): number {
  const cavalry = setupTable('cavalry', { locale: 'wyoming', sl: 2 }, O);
  const rng = ScriptedRng.ofFaces(faces);
  const k = dayEnd(f.w, cavalry, rng, f.night);
  expect(rng.left, 'every scripted die rolled').toBe(0);
  return k;
}

describe("Indians (six-gun-sound.md §13.8 [L3765–3772]): the day's end", () => {
  it('a wounded man passing 1 keeps his wound; fallen 2 + 4 beat living 2 + 3: gone, no cavalry roll', () => {
    const f = figures([
      [0, 1, 4, STATE.wounded, WOUNDED],
      [0, 1, 4, STATE.unhurt, UNHURT],
      [1, 0, 4, STATE.od, OD],
      [1, 0, 4, STATE.oof, OOF],
      [1, 1, 4, STATE.unhurt, UNHURT],
      [1, 0, 4, STATE.unhurt, RAN], // a runaway lives
    ]);
    expect(endOfDay(f, [3, 5, 4, 3])).toBe(GONE);
    expect(f.healed).toEqual([]);
    expect(f.fell).toEqual([]);
  });

  it('Pass 2 heals him fully; a tie is not higher; the cavalry comes on 3 above SL 2', () => {
    const f = figures([
      [0, 1, 4, STATE.chestWounded, WOUNDED],
      [1, 0, 4, STATE.od, OD],
      [1, 1, 4, STATE.unhurt, UNHURT],
    ]);
    expect(endOfDay(f, [1, 2, 2, 2, 3])).toBe(CAVALRY);
    expect(f.healed).toEqual([0]);
  });

  it('Pass 0 puts him Out of the Fight; no cavalry on 2 at SL 2: back tomorrow', () => {
    const f = figures([
      [0, 1, 3, STATE.wounded, WOUNDED],
      [1, 1, 4, STATE.unhurt, UNHURT],
    ]);
    expect(endOfDay(f, [5, 6, 1, 6, 2])).toBe(BACK);
    expect(f.fell).toEqual([0]);
  });

  it('an Indian the night puts out of the fight counts among the fallen (wounds first)', () => {
    // fallen 1 + the wounded one = 2, + 1 = 3, against living 1 + 1 = 2: gone. Counted as
    // living, 1 + 1 against 2 + 1 would not be.
    const f = figures([
      [0, 1, 4, STATE.unhurt, UNHURT],
      [1, 0, 4, STATE.od, OD],
      [1, 1, 2, STATE.wounded, WOUNDED],
      [1, 1, 4, STATE.unhurt, UNHURT],
    ]);
    expect(endOfDay(f, [5, 6, 1, 1])).toBe(GONE);
    expect(f.fell).toEqual([2]);
  });
});

describe('Indians (six-gun-sound.md §13.8): the days after the first, the pursuit', () => {
  const N = 3000;
  const r = play(indians(), N, 'indians-days');
  const result = r.share('result');

  it('the cavalry comes on as many day ends as the cavalry table says (1d6 above SL)', () => {
    // Every day's end that the fallen-against-living roll did not settle rolls for the cavalry.
    const rolls = Math.round(r.mean('dayEnds') * N - result.gone * N);
    const came = result.cavalry * N;
    expect(rolls).toBeGreaterThan(500);
    const exact = odds(encounterSetup, { table: 'cavalry', locale: 'wyoming' }).cavalry;
    expect(withinSe(came / rolls, exact, rolls)).toBe(true);
  });

  it('How Many (IN) agrees with its exact table, the outfit 1d6 (C-19)', () => {
    let exact = 0;
    for (let force = 1; force <= 6; force++)
      exact +=
        odds(encounterSetup, { table: 'indians-how-many', locale: 'wyoming', force }).value! / 6;
    expect(Math.abs(r.mean('indians') - exact)).toBeLessThan(4 * r.se('indians'));
  });

  it('later days are played, and each ends with the Indians gone, driven off or back', () => {
    expect(r.mean('days')).toBeGreaterThan(1);
    const gone = r.share('goneOn');
    expect(gone['day-2']).toBeGreaterThan(0);
    expect(gone['day-1'] + gone['day-2'] + gone['day-3'] + gone.later).toBeCloseTo(
      result.gone + result.cavalry + result['held-out'],
      12,
    );
  });

  it('a pursuit ends on the Pursuit Grid: escaped there is the result; holed up there is none', () => {
    const chase = r.share('chase');
    expect(chase['caught-up'] + chase.escaped + chase['still-running']).toBeCloseTo(
      r.share('scenario').pursuit,
      12,
    );
    expect(result.escaped).toBeCloseTo(chase.escaped, 12);
    expect(result['still-running']).toBeCloseTo(chase['still-running'], 12);
  });

  it('at the water hole the outfit holds out when the third day ends: no fourth day', () => {
    const h = play(indians({ scenario: 'holed-up' }), N, 'water-hole');
    expect(h.share('goneOn').later).toBe(0);
    expect(h.share('result')['held-out']).toBeGreaterThan(0);
    expect(h.share('result')['held-out']).toBeLessThanOrEqual(h.share('goneOn')['day-3']);
    expect(h.share('chase')['caught-up']).toBe(0);
  }, 120_000);

  it("B-36 each day: day 2's withdrawal comes when day 2's own first total recurs", () => {
    let checked = 0;
    for (let trial = 0; trial < 400 && checked < 3; trial++) {
      const events = traceOf(indians({ scenario: 'holed-up' }), `day2-${trial}`);
      const back = events.find((e) => /day 2: the Indians are back/.test(e.text));
      if (!back) continue;
      const dawn = back.turn ?? 0;
      const totals = events
        .filter((e) => (e.turn ?? 0) > dawn)
        .map((e) => ({
          turn: e.turn,
          m: /activation dice Outfit (\d)(?: \(frozen\))?, Indians (\d)/.exec(e.text),
        }))
        .filter((x) => x.m !== null)
        .map((x) => ({ turn: x.turn, total: Number(x.m![1]) + Number(x.m![2]) }));
      const withdrew = events.find(
        (e) => (e.turn ?? 0) > dawn && /the Indians withdraw for the day/.test(e.text),
      );
      const recur = totals.findIndex((t, k) => k > 0 && t.total === totals[0].total);
      if (!withdrew) {
        expect(recur, `trial ${trial}`).toBe(-1);
        continue;
      }
      expect(withdrew.turn).toBe(totals[recur].turn);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  }, 120_000);

  it('rough with the outfit holed up: exit 2 at file:line:col, nothing written', () => {
    const res = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'params: { type: indians, setup: { scenario: holed-up, rough: true } }',
    ]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/bad\.yaml:4:\d+: .*rough counts only in the pursuit/);
    expect(res.wrote).toBe(false);
  });
});
