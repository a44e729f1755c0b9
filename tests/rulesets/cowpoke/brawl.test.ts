import { describe, expect, it } from 'vitest';
import { streamFor } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import {
  ATTACKER_WINS,
  BLOODY_DRAW,
  brawl,
  brawlPool,
  boutOdds,
  boutOutcome,
  DEFENDER_WINS,
  SCUFFLE,
  type BrawlParams,
} from '../../../src/rulesets/cowpoke/brawl.ts';
import { cowpokeOptions, type CowpokeOptions } from '../../../src/rulesets/cowpoke/options.ts';
import { withinSe } from '../../helpers.ts';
import { dice, ScriptedRng, wound } from '../../helpers/scripted.ts';

const O = defaultsOf(cowpokeOptions) as CowpokeOptions;
const P = defaultsOf(brawl.params) as BrawlParams;

/** cowpoke.md Appendix B: P(A wins)/P(D wins)/P(Bloody Draw)/P(Scuffle), attacker pool a = row, defender pool d = column. */
const APPENDIX_B: Record<number, string[]> = {
  1: [
    '.1389/.1389/.0278/.6944',
    '.1157/.2593/.0463/.5787',
    '.0965/.3634/.0579/.4823',
    '.0804/.4534/.0643/.4019',
  ],
  2: [
    '.2593/.1157/.0463/.5787',
    '.2199/.2199/.0779/.4823',
    '.1865/.3133/.0984/.4019',
    '.1581/.3966/.1104/.3349',
  ],
  3: [
    '.3634/.0965/.0579/.4823',
    '.3133/.1865/.0984/.4019',
    '.2698/.2698/.1254/.3349',
    '.2323/.3466/.1421/.2791',
  ],
  4: [
    '.4534/.0804/.0643/.4019',
    '.3966/.1581/.1104/.3349',
    '.3466/.2323/.1421/.2791',
    '.3025/.3025/.1625/.2326',
  ],
  5: [
    '.5311/.0670/.0670/.3349',
    '.4709/.1340/.1161/.2791',
    '.4168/.1998/.1509/.2326',
    '.3683/.2637/.1741/.1938',
  ],
  6: [
    '.5981/.0558/.0670/.2791',
    '.5367/.1135/.1172/.2326',
    '.4807/.1718/.1537/.1938',
    '.4296/.2297/.1791/.1615',
  ],
  7: [
    '.6558/.0465/.0651/.2326',
    '.5950/.0961/.1150/.1938',
    '.5386/.1476/.1523/.1615',
    '.4864/.1999/.1791/.1346',
  ],
};

describe('brawl outcome odds (cowpoke.md Appendix B)', () => {
  it.each(
    Object.entries(APPENDIX_B).flatMap(([a, row]) =>
      row.map((cell, d) => [Number(a), d + 1, cell] as const),
    ),
  )('%i dice vs %i dice = %s', (a, d, cell) => {
    const printed = cell.split('/').map(Number);
    boutOdds(a, d).forEach((x, i) =>
      expect(Math.abs(x - printed[i])).toBeLessThanOrEqual(0.00005 + 1e-12),
    );
  });

  it('1 v 1 = 5/36, 5/36, 1/36, 25/36 and 2 v 2 = 95/432, 95/432, 101/1296, 625/1296 exactly (Appendix B)', () => {
    const gg = brawl.exact!({ ...P, attackerTier: 'greenhorn', defenderTier: 'greenhorn' }, O);
    expect(gg.attackerPool).toBe(1);
    for (const [k, v] of [
      ['pAttackerWins', 5 / 36],
      ['pDefenderWins', 5 / 36],
      ['pBloodyDraw', 1 / 36],
      ['pScuffle', 25 / 36],
    ] as const)
      expect(Math.abs((gg[k] as number) - v)).toBeLessThan(1e-12);
    const cc = brawl.exact!(P, O);
    expect(cc.attackerPool).toBe(2);
    for (const [k, v] of [
      ['pAttackerWins', 95 / 432],
      ['pDefenderWins', 95 / 432],
      ['pBloodyDraw', 101 / 1296],
      ['pScuffle', 625 / 1296],
    ] as const)
      expect(Math.abs((cc[k] as number) - v)).toBeLessThan(1e-12);
  });
});

describe('brawl pools (cowpoke.md §1.6)', () => {
  it('W8 [L120-125]: Red Harlow, a Brawler Cowpoke, rolls 4 dice, 6 with a melee weapon', () => {
    expect(brawlPool({ tier: 'cowpoke', brawler: true, melee: false }, 0, O)).toBe(4);
    expect(brawlPool({ tier: 'cowpoke', brawler: true, melee: true }, 0, O)).toBe(6);
  });
  it('tiers: Greenhorn 1, Legend 3, the maximum 7 (Legend, Brawler, weapon); the floor is brawl.minPool', () => {
    expect(brawlPool({ tier: 'greenhorn', brawler: false, melee: false }, 0, O)).toBe(1);
    expect(brawlPool({ tier: 'legend', brawler: false, melee: false }, 0, O)).toBe(3);
    expect(brawlPool({ tier: 'legend', brawler: true, melee: true }, 0, O)).toBe(7);
    expect(brawlPool({ tier: 'greenhorn', brawler: false, melee: false }, -1, O)).toBe(1);
    expect(
      brawlPool({ tier: 'greenhorn', brawler: false, melee: false }, -1, {
        ...O,
        'brawl.minPool': 0,
      }),
    ).toBe(0);
  });
  it('a scarred Head costs a die only with critInjury.enabled (cowpoke.md §1.13 [L680])', () => {
    const scarred = { ...P, attackerScarred: true };
    expect(brawl.exact!(scarred, O).attackerPool).toBe(2);
    expect(brawl.exact!(scarred, { ...O, 'critInjury.enabled': true }).attackerPool).toBe(1);
  });
});

describe('brawl outcomes', () => {
  it('W29 [L523-529]: sixes 1 v 1 both hit, 0 v 0 nothing, 2 v 1 only the side with 1 takes a hit', () => {
    expect(boutOutcome(1, 1)).toBe(BLOODY_DRAW);
    expect(boutOutcome(0, 0)).toBe(SCUFFLE);
    expect(boutOutcome(2, 1)).toBe(ATTACKER_WINS);
    expect(boutOutcome(1, 2)).toBe(DEFENDER_WINS);
  });

  const run = (params: BrawlParams, script: [number, number][]) => {
    const layout = brawl.metrics(params, O);
    const acc = layout.create();
    const rng = new ScriptedRng(script);
    brawl.simulate(params, O, rng, 1, acc);
    return {
      at: (m: string, i = 0) => acc[layout.slot(m) + i],
      used: rng.used,
      length: script.length,
    };
  };

  it('W15 [L566-570]: Tex beats Bandit 1 ([6,3] v [2,5]) then loses to Bandit 2 ([1,4] v [6,2]) in one Brawl action', () => {
    const p = { ...P, defenders: 2 };
    // Bandit 1 takes a Head/Critical hit (4: removed); Tex takes a Chest/Solid hit (2: HP 2, still standing).
    const r = run(p, [...dice(6, 3, 2, 5), ...wound(1, 5), ...dice(1, 4, 6, 2), ...wound(2, 3)]);
    expect(r.used).toBe(r.length);
    expect(r.at('pAttackerWins')).toBe(1);
    expect(r.at('bouts')).toBe(2);
    expect(r.at('defendersRemoved', 1)).toBe(1);
    expect(r.at('attackersRemoved', 0)).toBe(1);
  });

  it('W15 [L564]: had Tex been removed in bout 1, bout 2 would not happen', () => {
    const r = run({ ...P, defenders: 2 }, [...dice(3, 3, 6, 2), ...wound(2, 6)]);
    expect(r.used).toBe(r.length);
    expect(r.at('pDefenderWins')).toBe(1);
    expect(r.at('bouts')).toBe(1);
    expect(r.at('pAttackerRemoved')).toBe(1);
  });

  it('a Bloody Draw wounds both fighters, attacker first', () => {
    const r = run({ ...P, defenderTier: 'greenhorn' }, [
      ...dice(6, 1),
      ...dice(6),
      ...wound(2, 5),
      ...wound(3, 3),
    ]);
    expect(r.at('pBloodyDraw')).toBe(1);
    expect(r.at('pAttackerRemoved')).toBe(1);
    expect(r.at('pDefenderRemoved')).toBe(0);
  });
});

describe('brawl: simulation agrees with exact (fixed seed, 4 standard errors)', () => {
  const configs: [string, BrawlParams, CowpokeOptions][] = [
    ['cowpoke v cowpoke', P, O],
    [
      'legend brawler v greenhorn with a knife',
      {
        ...P,
        attackerTier: 'legend',
        attackerBrawler: true,
        defenderTier: 'greenhorn',
        defenderMelee: true,
      },
      O,
    ],
    ['1 v 3 greenhorns', { ...P, defenders: 3, defenderTier: 'greenhorn' }, O],
    [
      '3 v 1 legend with critical injuries',
      { ...P, attackers: 3, defenderTier: 'legend', defenderBrawler: true },
      { ...O, 'critInjury.enabled': true },
    ],
    [
      '2 v 2 scarred, tough mode b',
      { ...P, attackers: 2, defenders: 2, attackerScarred: true, defenderTough: true },
      { ...O, 'critInjury.enabled': true, 'tough.mode': 'firstWoundOnlyIfLight' },
    ],
  ];
  it.each(configs)('%s', (_, params, options) => {
    const exact = brawl.exact!(params, options);
    const layout = brawl.metrics(params, options);
    const acc = layout.create();
    const n = 40_000;
    brawl.simulate(
      params,
      options,
      streamFor({ seed: 'brawl', matchup: _, variant: 0, chunk: 0 }),
      n,
      acc,
    );
    for (const m of layout.metrics) {
      if (m.kind === 'mean') continue;
      if (m.kind === 'probability') {
        expect(withinSe(acc[m.slot] / n, exact[m.name] as number, n), m.name).toBe(true);
        continue;
      }
      const ex = exact[m.name] as Record<string, number>;
      layout
        .outcomes(m)
        .forEach((k, j) =>
          expect(withinSe(acc[m.slot + j] / n, ex[k] ?? 0, n), `${m.name}=${k}`).toBe(true),
        );
    }
    const mb = layout.get('bouts');
    expect(Math.abs(acc[mb.slot] / n - (exact.bouts as number))).toBeLessThan(0.03);
  });
});
