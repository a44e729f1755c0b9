import { describe, expect, it } from 'vitest';
import { streamFor } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { encounter } from '../../../src/rulesets/cowpoke/encounter/index.ts';
import { encounterSchema } from '../../../src/rulesets/cowpoke/encounter/schema.ts';
import { cowpokeOptions, type CowpokeOptions } from '../../../src/rulesets/cowpoke/options.ts';
import { expectSimulationAgrees } from '../../helpers/agree.ts';

const O = defaultsOf(cowpokeOptions) as CowpokeOptions;

const duel = (
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) =>
  encounterSchema.parse({
    maxTurns: 12,
    ...extra,
    sides: [
      { name: 'A', characters: [{ name: 'Ann', weapons: ['revolver'], x: 0, y: 0, ...a }] },
      { name: 'B', characters: [{ name: 'Bob', weapons: ['revolver'], x: 8, y: 0, ...b }] },
    ],
  });

describe('the encounter procedure answers a 1-against-1 stand-and-shoot duel exactly', () => {
  const cases: [string, ReturnType<typeof duel>][] = [
    ['two revolvers at 8"', duel({}, {})],
    [
      'a lever-action Legend against a Tough revolver at 10"',
      duel({ tier: 'legend', weapons: ['lever-action'] }, { skills: ['tough'], x: 10 }),
    ],
    [
      'a Greenhorn against a Cowpoke behind a stone wall',
      duel(
        { tier: 'greenhorn' },
        {},
        { battlefield: { cover: [{ x: 7, y: -1, width: 2, height: 2, kind: 'stone' }] } },
      ),
    ],
  ];
  for (const [name, p] of cases) {
    it(`${name}: winner, turns and survivors agree with 100 000 simulated duels within 4 standard errors`, () => {
      const ex = encounter.exact!(p, O);
      expect(Object.keys(ex).sort()).toEqual([
        'pDraw',
        'survivors.A',
        'survivors.B',
        'turns',
        'winner',
      ]);
      const w = ex.winner as Record<string, number>;
      expect(w.A + w.B + w.draw).toBeCloseTo(1, 12);
      expect((ex['survivors.A'] as Record<string, number>)[0]).toBeCloseTo(w.B, 15);
      expectSimulationAgrees(
        encounter,
        p,
        O,
        streamFor({ seed: 'encounter-exact', matchup: name, variant: 0, chunk: 0 }),
        100_000,
      );
    });
  }

  it('says which feature prevents an exact answer, and then gives none', () => {
    const cases: [ReturnType<typeof encounterSchema.parse>, string, CowpokeOptions?][] = [
      [
        encounterSchema.parse({
          sides: [
            {
              name: 'A',
              characters: [
                { name: 'Ann', x: 0, y: 0 },
                { name: 'Al', x: 0, y: 2 },
              ],
            },
            { name: 'B', characters: [{ name: 'Bob', x: 8, y: 0 }] },
          ],
        }),
        'side A has 2 characters (the exact chain covers one against one)',
      ],
      [
        duel({ policy: 'advance-to-best-range' }, {}),
        'Ann plays advance-to-best-range, not stand-and-shoot',
      ],
      [duel({ weapons: ['single-shot-rifle'] }, {}), "Ann's single-shot-rifle must reload"],
      [duel({}, { x: 30 }), 'Ann has no shot from where they stand (so would move)'],
      [
        duel({ weapons: ['revolver', 'dynamite'] }, {}),
        'Ann carries 2 weapons (the exact chain covers one firearm each)',
      ],
      [
        duel({}, {}),
        'critical injuries are on (critInjury.enabled)',
        { ...O, 'critInjury.enabled': true },
      ],
    ];
    for (const [p, why, o] of cases) {
      expect(encounter.notes!(p, o ?? O)).toEqual([`simulated only: ${why}`]);
      expect(encounter.exact!(p, o ?? O)).toEqual({});
    }
    expect(encounter.notes!(duel({}, {}), O)[0]).toMatch(/^exact: /);
  });
});
