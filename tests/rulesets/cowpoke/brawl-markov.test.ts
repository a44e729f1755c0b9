import { describe, expect, it } from 'vitest';
import { streamFor } from '../../../src/dice/rng.ts';
import { ExactFight } from '../../../src/encounter/exact-fight.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { encounter, type EncounterParams } from '../../../src/rulesets/cowpoke/encounter/index.ts';
import {
  brawlExact,
  brawlModel,
  brawlReduction,
} from '../../../src/rulesets/cowpoke/encounter/markov-brawl.ts';
import { encounterSchema } from '../../../src/rulesets/cowpoke/encounter/schema.ts';
import { cowpokeOptions, type CowpokeOptions } from '../../../src/rulesets/cowpoke/options.ts';
import { LONG } from '../../helpers.ts';
import { expectSimulationAgrees } from '../../helpers/agree.ts';

const O = defaultsOf(cowpokeOptions) as CowpokeOptions;

type Char = Record<string, unknown>;
const brawl = (a: Char, b: Char, maxTurns = 8, distance = 1): EncounterParams =>
  encounterSchema.parse({
    maxTurns,
    sides: [
      {
        name: 'Cowhands',
        policy: 'rush-and-brawl',
        characters: [{ name: 'Red', weapons: ['revolver'], x: 0, y: 0, ...a }],
      },
      {
        name: 'Toughs',
        policy: 'rush-and-brawl',
        characters: [{ name: 'Swede', weapons: ['revolver'], x: distance, y: 0, ...b }],
      },
    ],
  });

describe('the 1-versus-1 brawl to the end: Markov chain', () => {
  it('two Greenhorns (1 die each, 2 HP): both still standing after one Game Turn with probability (8125/11664)²', () => {
    // With one die each, a fighter is hit in a bout exactly when the other rolls a six (1/6),
    // independently of its own die. Four bouts a turn; standing after them means no hit, or
    // one hit that is a Light wound (20/36): (5/6)^4 + 4·(1/6)(5/6)^3·(5/9) = 8125/11664 each.
    const p = brawl({ tier: 'greenhorn' }, { tier: 'greenhorn' }, 1);
    expect(brawlReduction(p, O)).toBeUndefined();
    const h = new ExactFight(brawlModel(p, O)).horizon(1);
    expect(h.remaining).toBeCloseTo((8125 / 11664) ** 2, 14);
  });

  it('identical fighters win alike, and every probability adds up', () => {
    const ex = brawlExact(brawl({}, {}, 30), O);
    const w = ex.winner as Record<string, number>;
    expect(w.Cowhands).toBeCloseTo(w.Toughs, 12);
    expect(w.Cowhands + w.Toughs + w.draw).toBeCloseTo(1, 12);
    const turns = Object.values(ex.turns as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(turns + (ex.pDraw as number)).toBeCloseTo(1, 12);
    const s = ex['survivors.Cowhands'] as Record<string, number>;
    // Cowhands standing at the end: they won, or the fight was still going at maxTurns.
    expect(s[1]).toBeCloseTo(w.Cowhands + (ex.pDraw as number) - bothDown(ex), 12);
  });

  it('a Legend Brawler against a Cowpoke with a knife: simulation within 4 standard errors, 100 000 brawls', () => {
    const p = brawl({ tier: 'legend', skills: ['brawler'] }, { melee: true });
    expect(Object.keys(encounter.exact!(p, O))).toContain('survivors.Toughs');
    expectSimulationAgrees(
      encounter,
      p,
      O,
      streamFor({ seed: 'brawl-markov', matchup: 'legend', variant: 0, chunk: 0 }),
      100_000,
    );
  });

  it('Tough read the other way, initiative by standoff, and a stand-and-shoot fighter with the bigger pool', () => {
    const p = encounterSchema.parse({
      maxTurns: 6,
      sides: [
        {
          name: 'A',
          policy: 'stand-and-shoot',
          characters: [
            { name: 'Deputy', skills: ['tough', 'brawler'], weapons: ['revolver'], x: 0, y: 0 },
          ],
        },
        {
          name: 'B',
          policy: 'rush-and-brawl',
          characters: [{ name: 'Kid', weapons: ['derringer'], melee: true, x: 0.8, y: 0.5 }],
        },
      ],
    });
    const o = {
      ...O,
      'tough.mode': 'firstWoundOnlyIfLight' as const,
      'initiative.method': 'C' as const,
    };
    expect(encounter.notes!(p, o)[0]).toMatch(/^exact: a one-against-one brawl/);
    expectSimulationAgrees(
      encounter,
      p,
      o,
      streamFor({ seed: 'brawl-markov', matchup: 'tough', variant: 0, chunk: 0 }),
      100_000,
    );
  });
});

/** P(both fall in the same Bloody Draw): the draws that are not a fight still going at the end. */
function bothDown(ex: Record<string, unknown>): number {
  const s = ex['survivors.Cowhands'] as Record<string, number>;
  const t = ex['survivors.Toughs'] as Record<string, number>;
  const w = ex.winner as Record<string, number>;
  // Cowhands at 0 = Toughs won or both fell; so both fell = s[0] − Toughs' wins.
  expect(s[0] - w.Toughs).toBeCloseTo(t[0] - w.Cowhands, 12);
  return s[0] - w.Toughs;
}

describe('when the brawl is not exact, the notes say why', () => {
  it('a fighter who would disengage, critical injuries, and no contact at all', () => {
    const weak = encounterSchema.parse({
      maxTurns: 8,
      sides: [
        {
          name: 'A',
          characters: [{ name: 'Kid', tier: 'greenhorn', weapons: ['revolver'], x: 0, y: 0 }],
        },
        {
          name: 'B',
          policy: 'rush-and-brawl',
          characters: [{ name: 'Swede', weapons: ['revolver'], x: 1, y: 0 }],
        },
      ],
    });
    expect(encounter.notes!(weak, O)[0]).toBe(
      'simulated only: Kid plays stand-and-shoot and would disengage (Brawl pool 1 against 2)',
    );
    expect(encounter.exact!(weak, O)).toEqual({});
    expect(encounter.notes!(brawl({}, {}), { ...O, 'critInjury.enabled': true })[0]).toBe(
      'simulated only: critical injuries are on (critInjury.enabled)',
    );
    // Out of contact the duel's reason is given: rush-and-brawl is not stand-and-shoot.
    expect(encounter.notes!(brawl({}, {}, 8, 3), O)[0]).toMatch(
      /^simulated only: Red plays rush-and-brawl/,
    );
  });

  it('contact is the option encounter.contactDistance, for the brawl and for the duel alike', () => {
    const apart = brawl({}, {}, 8, 2);
    expect(brawlReduction(apart, O)).toBe('the two do not start in base contact');
    const wide = { ...O, 'encounter.contactDistance': 2.5 };
    expect(brawlReduction(apart, wide)).toBeUndefined();
    expect(encounter.notes!(apart, wide)[0]).toMatch(/^exact: a one-against-one brawl/);
    const duel = encounterSchema.parse({
      maxTurns: 12,
      sides: [
        { name: 'Red', characters: [{ name: 'Red', weapons: ['revolver'], x: 0, y: 0 }] },
        { name: 'Law', characters: [{ name: 'Law', weapons: ['revolver'], x: 1.5, y: 0 }] },
      ],
    });
    expect(encounter.notes!(duel, O)[0]).toMatch(/^exact: a one-against-one stand-and-shoot duel/);
    expect(encounter.notes!(duel, { ...O, 'encounter.contactDistance': 2 })[0]).toMatch(
      /^exact: a one-against-one brawl/,
    );
  });
});

describe.runIf(LONG)('long: the Markov brawl against 2 000 000 simulated brawls', () => {
  it.each(['greenhorn', 'cowpoke', 'legend'] as const)('a %s against a Cowpoke Brawler', (tier) => {
    expectSimulationAgrees(
      encounter,
      brawl({ tier }, { skills: ['brawler'] }, 12),
      O,
      streamFor({ seed: 'brawl-markov-long', matchup: tier, variant: 0, chunk: 0 }),
      2_000_000,
    );
  });
});
