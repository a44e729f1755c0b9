import { describe, expect, it } from 'vitest';
import { encounterSetup } from '../../../src/rulesets/sixgun/campaign/encounter-setup.ts';
import { draw } from '../../../src/rulesets/sixgun/draw.ts';
import { rolledNpcs } from '../../../src/rulesets/sixgun/encounter/rolled-opponent.ts';
import type { GunfightParams } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { encounterSchema } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import type { EncounterParams } from '../../../src/rulesets/sixgun/encounter/types/params.ts';
import { pairDrawParams } from '../../../src/rulesets/sixgun/encounter/world.ts';
import type { FigureSpec } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { withinSe } from '../../helpers.ts';
import { O, odds, rolled } from './campaign/helpers.ts';
import { play, traceOf } from './typed.ts';

const robbery = (setup: Record<string, unknown>, over: Record<string, unknown> = {}) =>
  encounterSchema.parse({ type: 'robbery', locale: 'kansas', ...over, setup }) as EncounterParams;

/** A small town and gang, quick to play: the Draw does not depend on how many stand outside. */
const EMPLOYEE = { complication: 'armed-employee', outlaws: 3, deputies: 0, townsfolk: 'times-2' };
const STATES = ['obviously-dead', 'out-of-fight', 'wounded', 'surrendered', 'ran-away', 'unhurt'];
const PER_FIGURE = [
  'pObviouslyDead',
  'pOutOfFight',
  'pWounded',
  'pSurrendered',
  'pRanAway',
  'pUnhurt',
];

/**
 * The exact Draw of a rolled Townsfolk with a pistol (A) on a rolled Outlaw (B), both from
 * their NPC tables in town (C-90), indoors at `distance`: the mixture of the exact two-figure
 * Draws (§7) over every pair of rows, each with its chance.
 */
function exactEmployeeDraw(distance: number) {
  const employee = new Map<string, number>(),
    outlaw = new Map<string, number>();
  const fig = (n: {
    profession: string;
    rep: number;
    sand: number;
    toughness: number;
    weapon: string;
  }) =>
    ({
      name: 'x',
      profession: n.profession,
      rep: n.rep,
      sand: n.sand,
      toughness: n.toughness,
      weapon: n.weapon,
    }) as FigureSpec;
  const gf = { skipFlinch: false, holdUnmanned: false } as GunfightParams;
  for (const [a, pa] of rolledNpcs('townsfolk', true))
    for (const [b, pb] of rolledNpcs('outlaw', true)) {
      const p = pairDrawParams(fig({ ...a, weapon: 'pistol' }), fig(b), distance, gf, true);
      const x = draw.exact!(p, O) as Record<string, number>;
      STATES.forEach((k, i) => {
        employee.set(k, (employee.get(k) ?? 0) + pa * pb * x[`${PER_FIGURE[i]}.a`]);
        outlaw.set(k, (outlaw.get(k) ?? 0) + pa * pb * x[`${PER_FIGURE[i]}.b`]);
      });
    }
  return { employee, outlaw };
}

describe('the Robbery armed employee (six-gun-sound.md §13.2 complication 3): his Draw on a gang member inside', () => {
  const N = 3000;
  const r = play(robbery(EMPLOYEE), N, 'robbery-employee');

  it('§13.2 complication 3 with §7: the Draw of a rolled Townsfolk with a pistol on a random Outlaw inside the bank, indoors 3" apart (C-59), agrees with the exact Draw over their NPC rows', () => {
    const exact = exactEmployeeDraw(3);
    const employee = r.share('employee'),
      drawnOn = r.share('drawnOn');
    expect(employee.none).toBe(0);
    for (const k of STATES) {
      expect(withinSe(employee[k], exact.employee.get(k)!, N), `employee ${k}`).toBe(true);
      expect(withinSe(drawnOn[k], exact.outlaw.get(k)!, N), `drawn on ${k}`).toBe(true);
    }
    // The two sides of the exact mixture are each a whole distribution.
    expect([...exact.employee.values()].reduce((a, b) => a + b)).toBeCloseTo(1, 9);
  });

  it('the distance matters: at 6" the same Draw agrees with the exact one at 6"', () => {
    const n = 1200;
    const far = play(robbery({ ...EMPLOYEE, employeeDistance: 6 }), n, 'robbery-employee-far');
    const exact = exactEmployeeDraw(6);
    for (const k of STATES)
      expect(withinSe(far.share('employee')[k], exact.employee.get(k)!, n), k).toBe(true);
  });

  it('§13.2: whether or not he survives, the Draw alerts the town before play; no employee, no Draw', () => {
    expect(r.share('alarm')['before-play']).toBe(1);
    const none = play(robbery({ ...EMPLOYEE, complication: 'none', alarm: 'never' }), 200, 'none');
    expect(none.share('employee').none).toBe(1);
    expect(none.share('drawnOn').none).toBe(1);
  });

  it('a trace: the Draw comes before any activation, between the employee and an Outlaw inside', () => {
    const events = traceOf(robbery(EMPLOYEE), 'robbery-employee-trace');
    const at = events.findIndex((e) => /^the Draw at 3": /.test(e.text));
    expect(at).toBeGreaterThan(0);
    // The Town: the Sheriff, 6 Townsfolk (twice the 3 Outlaws), and the employee last; the
    // gang's first two are inside.
    expect(events[at].text).toMatch(/^the Draw at 3": Town 8 [a-z-]+.*, Outlaws [12] [a-z-]+/);
    expect(events.slice(0, at).some((e) => /fires|moves|runs|rides/.test(e.text))).toBe(false);
  });
});

describe('the second bank (six-gun-sound.md §13.2 Target, §14.2 Size of Settlement)', () => {
  it('§13.2: a good-sized town (2d6 + SL ≥ 14) has two banks on a 6, one on 1–5; any smaller settlement one', () => {
    // Kansas, SL 4: 2d6 = 4 + 6 = 10 → 14, a good-sized town; then 1d6.
    expect(rolled(encounterSetup, { table: 'robbery-banks', locale: 'kansas' }, [4, 6, 6])).toBe(
      'two',
    );
    expect(rolled(encounterSetup, { table: 'robbery-banks', locale: 'kansas' }, [4, 6, 5])).toBe(
      'one',
    );
    // 2d6 = 9 → 13, a small town: no second die.
    expect(rolled(encounterSetup, { table: 'robbery-banks', locale: 'kansas' }, [3, 6])).toBe(
      'one',
    );
    // Exactly: P(2d6 ≥ 10) / 6 = (6/36) / 6 = 1/36 at SL 4.
    expect(odds(encounterSetup, { table: 'robbery-banks', locale: 'kansas' }).two).toBeCloseTo(
      1 / 36,
      12,
    );
  });

  it('the rolled banks of each robbery agree with the exact table (SL 6: (15/36) / 6)', () => {
    const n = 3000;
    const setup = { outlaws: 3, deputies: 0, townsfolk: 'times-2' };
    const s = play(robbery(setup, { sl: 6 }), n, 'robbery-banks').share('banks');
    const exact = odds(encounterSetup, { table: 'robbery-banks', locale: 'kansas', sl: 6 });
    expect(exact.two).toBeCloseTo(15 / 36 / 6, 12);
    expect(withinSe(s['two-banks'], exact.two, n)).toBe(true);
  });

  it("§13.2 Deployment: with two banks and 2 men for each, the gang robs both, and a quiet robbery takes both banks' money", () => {
    const quiet = { alarm: 'never', complication: 'none', banks: 2 };
    const both = play(robbery({ ...quiet, outlaws: 4 }), 100, 'both');
    expect(both.share('lootFrom')['both-banks']).toBe(1);
    expect(both.mean('loot')).toBe(4);
    expect(both.share('banks')['two-banks']).toBe(1);
    // Three men cannot put 2 inside each: they rob the first bank only.
    const one = play(robbery({ ...quiet, outlaws: 3 }), 100, 'one');
    expect(one.share('lootFrom')['first-bank']).toBe(1);
    expect(one.mean('loot')).toBe(2);
  });
});
