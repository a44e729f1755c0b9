import { describe, expect, it } from 'vitest';
import { traceLines } from '../../../src/encounter/trace.ts';
import { streamFor } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { encounter, type EncounterParams } from '../../../src/rulesets/cowpoke/encounter/index.ts';
import { encounterSchema } from '../../../src/rulesets/cowpoke/encounter/schema.ts';
import { cowpokeOptions, type CowpokeOptions } from '../../../src/rulesets/cowpoke/options.ts';
import { expectSimulationAgrees } from '../../helpers/agree.ts';

const O = defaultsOf(cowpokeOptions) as CowpokeOptions;
const LUCKY = { ...O, 'lucky.enabled': true };
const parse = (raw: unknown) => encounterSchema.parse(raw) as EncounterParams;
const rng = (k: number) => streamFor({ seed: 'lucky', matchup: k, variant: 0, chunk: 0 });

function duel(policy: string, luckySkills: string[], far = 8): EncounterParams {
  return parse({
    maxTurns: 10,
    sides: [
      {
        name: 'Red',
        policy,
        characters: [{ name: 'Red', skills: luckySkills, x: 0, y: 0 }],
      },
      { name: 'Law', policy, characters: [{ name: 'Miller', x: far, y: 0 }] },
    ],
  });
}

function run(p: EncounterParams, o: CowpokeOptions, n: number, k = 0): Float64Array {
  const acc = encounter.metrics(p, o).create();
  encounter.simulate(p, o, rng(k), n, acc);
  return acc;
}

describe('Lucky (cowpoke.md §2.2, §6, A28), an optional flag', () => {
  it('is refused unless lucky.enabled, with what to set', () => {
    const p = duel('stand-and-shoot', ['lucky']);
    expect(encounter.check!(p, O).join(' ')).toMatch(/Red is Lucky.*lucky\.enabled=true/);
    expect(encounter.check!(p, LUCKY)).toEqual([]);
  });

  it('A28: the extra action is never a third Shoot, so a Lucky stand-and-shoot duel is still the exact chain, and the simulation agrees with it', () => {
    const p = duel('stand-and-shoot', ['lucky']);
    // The exact duel does not know Lucky at all: a third shot is barred, so nothing changes.
    expect(encounter.exact!(p, LUCKY)).toEqual(encounter.exact!(duel('stand-and-shoot', []), O));
    expectSimulationAgrees(encounter, p, LUCKY, rng(1), 20_000);
    expect(run(p, LUCKY, 2_000)).toEqual(run(duel('stand-and-shoot', []), O, 2_000));
  });

  it('the extra action lets a Lucky aim-then-shoot duellist Aim, Shoot and Aim again (the Aim carried into the next turn, W12)', () => {
    const p = duel('aim-then-shoot', ['lucky'], 10);
    const lines = traceLines(encounter.trace!(p, LUCKY, rng(2)));
    const first = lines.findIndex((l) => l.includes('Red (Cowpoke) takes aim'));
    expect(lines.slice(first, first + 3).map((l) => l.replace(/:.*/, ''))).toEqual([
      'Turn 1 — Red (Cowpoke) takes aim at Miller',
      'Turn 1 — Red (Cowpoke) shoots at Miller',
      'Turn 1 — Red (Cowpoke) takes aim at Miller',
    ]);
    // The extra Aim pays: Red wins the aiming duel more often than his unlucky twin (4 SE of the difference).
    const n = 20_000;
    const layout = encounter.metrics(p, LUCKY);
    const wins = layout.slot('winner');
    const lucky = run(p, LUCKY, n, 3)[wins] / n;
    const plain = run(duel('aim-then-shoot', [], 10), O, n, 3)[wins] / n;
    expect(lucky - plain).toBeGreaterThan(4 * Math.sqrt((2 * 0.25) / n));
  });

  it('after a Run the extra action cannot be a shot (cowpoke.md §1.14 [L222]), but it can be an Interact', () => {
    const p = parse({
      maxTurns: 2,
      objectives: [{ name: 'strongbox', kind: 'grab', x: 20, y: 0, need: 1 }],
      sides: [
        {
          name: 'Gang',
          policy: 'go-for-objective',
          characters: [{ name: 'Kid', skills: ['lucky', 'fast'], x: 0, y: 0 }],
        },
        { name: 'Law', characters: [{ name: 'Sheriff', x: 22, y: 3 }] },
      ],
    });
    for (let k = 10; k < 40; k++) {
      const lines = traceLines(encounter.trace!(p, LUCKY, rng(k))).filter((l) => l.includes('Kid'));
      const ran = lines.findIndex((l) => /Turn 1 — Kid \(Cowpoke\) runs/.test(l));
      expect(ran).toBeGreaterThanOrEqual(0);
      const next = lines[ran + 1] ?? '';
      // The Sheriff is in reach of a shot once the Kid has run, but the Run bars it.
      expect(next).not.toMatch(/Turn 1 — Kid \(Cowpoke\) (shoots|takes aim|blazes)/);
      if (/runs 20\.0"/.test(lines[ran]))
        expect(next).toMatch(/Turn 1 — Kid .*grab the strongbox: done/);
    }
  });
});

describe('Lucky and the exact brawl', () => {
  it('a Lucky brawler is not the exact brawl to the end (three bouts an activation), and the notes say so', () => {
    const p = parse({
      sides: [
        {
          name: 'A',
          policy: 'rush-and-brawl',
          characters: [{ name: 'a', skills: ['lucky'], x: 0, y: 0 }],
        },
        { name: 'B', policy: 'rush-and-brawl', characters: [{ name: 'b', x: 1, y: 0 }] },
      ],
    });
    expect(encounter.notes!(p, LUCKY).join(' ')).toMatch(/Lucky character brawls three times/);
    expect(encounter.exact!(p, LUCKY)).toEqual({});
  });
});
