import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { DRAW_STATES, draw, setup, type DrawParams } from '../../../src/rulesets/sixgun/draw.ts';
import { exactReaction } from '../../../src/rulesets/sixgun/reaction.ts';
import {
  PER_FIGURE_CODES,
  emptyOf,
  jointDraw,
  outOf,
} from '../../../src/rulesets/sixgun/draw/joint.ts';
import { exactDraw } from '../../../src/rulesets/sixgun/draw/exact.ts';
import { gunfight } from '../../../src/rulesets/sixgun/encounter/index.ts';
import { gunfightExact, gunfightReduction } from '../../../src/rulesets/sixgun/encounter/markov.ts';
import {
  gunfightSchema,
  type GunfightParams,
} from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { loadScenario } from '../../../src/scenario/load.ts';
import { LONG } from '../../helpers.ts';
import { expectAgreesAt } from '../../helpers/agree.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const D = (over: Partial<DrawParams>): DrawParams =>
  draw.complete!({ ...(defaultsOf(draw.params) as DrawParams), ...over });

type Fig = Record<string, unknown>;
const gf1 = (a: Fig, b: Fig, more: Record<string, unknown> = {}): GunfightParams =>
  gunfightSchema.parse({
    ...more,
    sides: [
      { name: 'Star', figures: [{ name: 'Jim Bob Joe', ...a }] },
      { name: 'Opponent', figures: [{ name: 'Tex', ...b }] },
    ],
  });

/** Each figure's Draw state from the joint outcome, summed (OUT_ kinds → DRAW_STATES). */
function marginals(joint: Map<number, number>, n: number): Float64Array[] {
  // OD, OOF, wounded, chest (wounded), surrendered, ran, unhurt, ducked (unhurt)
  const toState = [0, 1, 2, 2, 3, 4, 5, 5];
  const out = Array.from({ length: n }, () => new Float64Array(DRAW_STATES.length));
  for (const [code, p] of joint)
    for (let i = 0; i < n; i++)
      out[i][toState[outOf(Math.floor(code / PER_FIGURE_CODES ** i) % PER_FIGURE_CODES)]] += p;
  return out;
}

function emptyGuns(joint: Map<number, number>, n: number): number[] {
  const out = new Array(n).fill(0);
  for (const [code, p] of joint)
    for (let i = 0; i < n; i++)
      if (emptyOf(Math.floor(code / PER_FIGURE_CODES ** i) % PER_FIGURE_CODES)) out[i] += p;
  return out;
}

describe('the joint Draw (draw/joint.ts): every figure at once, as the fight after it needs it', () => {
  it.each([
    ['two figures, Flinch checks (GF-1 defaults)', {}],
    [
      'a repeater, a held unmanned figure, no kill on a 3',
      { bWeapon: 'repeating-carbine', holdUnmanned: true },
    ],
    [
      'a shotgun at close range against a Greenhorn',
      { aWeapon: 'shotgun', aRep: 3, bProfession: 'greenhorn', distance: 4 },
    ],
    ['three figures (A-19: JBJ on Tex and Weezie)', { figures: 3, aRep: 5, bRep: 3, cRep: 3 }],
  ] as [string, Partial<DrawParams>][])(
    "%s: each figure's share is the draw procedure's exact answer",
    (_, over) => {
      const p = D(over);
      const s = setup(p, O);
      const joint = jointDraw(s);
      let total = 0;
      for (const q of joint.values()) total += q;
      expect(total).toBeCloseTo(1, 12);
      const t = exactDraw(s);
      marginals(joint, s.figs.length).forEach((m, i) =>
        m.forEach((q, k) => expect(q, `${i} ${DRAW_STATES[k]}`).toBeCloseTo(t.states[i][k], 12)),
      );
      emptyGuns(joint, s.figs.length).forEach((q, i) => expect(q).toBeCloseTo(t.empty[i], 12));
    },
  );

  it('an option that changes the Draw changes the joint answer too (draw.anyThreeKills off)', () => {
    const s = setup(D({}), O);
    const off = setup(D({}), { ...O, 'draw.anyThreeKills': false });
    const od = (j: Map<number, number>) => marginals(j, 2)[1][0];
    expect(od(jointDraw(off))).toBeLessThan(od(jointDraw(s)));
  });
});

describe('GF-1 exact (encounter/markov.ts): the Draw, then the turns, as one absorbing chain', () => {
  it('every trial ends one way: winners and draws sum to 1, and so does each figure’s end', () => {
    const e = gunfightExact(gf1({ profession: 'gunfighter', rep: 5 }, { rep: 4 }), O);
    const sum = (r: unknown) =>
      Object.values(r as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(sum(e.winner)).toBeCloseTo(1, 12);
    expect(sum(e['end.Tex'])).toBeCloseTo(1, 12);
    expect(sum(e['survivors.Opponent'])).toBeCloseTo(1, 12);
    // Tex stands at the end exactly when he ends wounded or unhurt.
    const end = e['end.Tex'] as Record<string, number>;
    expect((e['survivors.Opponent'] as Record<string, number>)['1']).toBeCloseTo(
      end.wounded + end.unhurt,
      12,
    );
  });

  it('beyond both pistols’ maximum range only the Draw can decide: every win is in turn 1, at the Draw’s odds', () => {
    // The Draw is fought at any distance; after it nobody can fire (§6.1 step 2), so the rest are draws.
    const p = gf1({ profession: 'gunfighter', rep: 5 }, { rep: 4 }, { distance: 40, maxTurns: 6 });
    const e = gunfightExact(p, O);
    const turns = e.turns as Record<string, number>;
    for (let t = 2; t <= 6; t++) expect(turns[t]).toBe(0);
    const d = draw.exact!(D({ aProfession: 'gunfighter', aRep: 5, distance: 40 }), O);
    const out = (who: string) =>
      (d[`pObviouslyDead.${who}`] as number) +
      (d[`pOutOfFight.${who}`] as number) +
      (d[`pSurrendered.${who}`] as number) +
      (d[`pRanAway.${who}`] as number);
    // In a two-figure Draw only the out-drawn figure can be hurt or surrender, so both are out
    // only when both are unmanned and let go: that is a draw, and every other Draw with Tex out
    // is the Star's win.
    const s = setup(D({ aProfession: 'gunfighter', aRep: 5, distance: 40 }), O);
    const unmanned = s.figs.map(
      (f) => exactReaction(f.flinch).actions[f.flinch.labels.indexOf('unmanned')],
    );
    const winner = e.winner as Record<string, number>;
    expect(winner.Star).toBeCloseTo(out('b') - unmanned[0] * unmanned[1], 12);
    expect(winner.Opponent).toBeCloseTo(out('a') - unmanned[0] * unmanned[1], 12);
    expect(turns[1]).toBeCloseTo(winner.Star + winner.Opponent, 12);
  });

  it('says when it is exact, and which feature otherwise prevents it', () => {
    const p = gf1({ rep: 5 }, { rep: 4 });
    expect(gunfightReduction(p)).toBeUndefined();
    expect(gunfight.notes!(p, O)[0]).toMatch(/^exact: one figure against one/);
    expect(Object.keys(gunfight.exact!(p, O))).toEqual(
      expect.arrayContaining(['winner', 'turns', 'pDraw', 'survivors.Star', 'end.Tex', 'draw.Tex']),
    );
    // GF-2 (several figures a side) is not a chain yet: the reduction names the feature.
    const two = {
      ...p,
      sides: [
        p.sides[0],
        {
          ...p.sides[1],
          figures: [...p.sides[1].figures, { ...p.sides[1].figures[0], name: 'Weezie' }],
        },
      ],
    } as GunfightParams;
    expect(gunfightReduction(two)).toBe(
      'side Opponent has 2 figures (the exact chain covers one against one)',
    );
  });
});

describe('GF-1 exact agrees with the simulation (fixed seeds, 4 SE)', () => {
  const gf = loadScenario('scenarios/sixgun/gf1.yaml');
  it.each(gf.variants.map((variant, v) => [variant.name, v] as const))(
    'scenarios/sixgun/gf1.yaml, %s: 60 000 gunfights',
    (_, v) => {
      const cell = gf.cell(0, v);
      expectAgreesAt(
        gunfight,
        cell.params as GunfightParams,
        cell.options as SixgunOptions,
        'gf1-exact',
        v,
        60_000,
      );
    },
  );

  it('a rifle against a shotgun behind thin walls, unmanned figures held: 60 000 gunfights', () => {
    const p = gf1(
      { profession: 'outlaw', rep: 3, weapon: 'trapdoor-rifle' },
      { profession: 'greenhorn', rep: 2, weapon: 'shotgun', cover: 'obscuring' },
      { holdUnmanned: true },
    );
    expectAgreesAt(gunfight, p, O, 'gf1-exact', 'rifle-shotgun', 60_000);
  });

  it('a muzzle-loading rifle against a repeater at 20", no Flinch checks: 60 000 gunfights', () => {
    const p = gf1(
      { profession: 'marshal', rep: 6, weapon: 'ml-rifle' },
      { profession: 'townsfolk', rep: 3, sand: 2, weapon: 'repeating-carbine' },
      { skipFlinch: true, distance: 20 },
    );
    expectAgreesAt(gunfight, p, O, 'gf1-exact', 'ml-repeater', 60_000);
  });
});

describe.runIf(LONG)('long: GF-1 exact against 1 000 000 simulated gunfights', () => {
  it.each([
    ['two Rep 4 cowboys, cautious', { rep: 4 }, { rep: 4 }, { 'gunfight.runaway': 'building' }],
    [
      'a Rep 5 gunfighter and a Rep 3 sheriff with a scattergun',
      { profession: 'gunfighter', rep: 5 },
      { profession: 'sheriff', rep: 3, weapon: 'scattergun', policy: 'cautious' },
      {},
    ],
  ] as [string, Fig, Fig, Partial<SixgunOptions>][])('%s', (name, a, b, o) => {
    expectAgreesAt(gunfight, gf1(a, b), { ...O, ...o }, 'gf1-exact-long', name, 1_000_000);
  });
});
