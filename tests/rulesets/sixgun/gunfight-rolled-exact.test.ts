import { afterEach, describe, expect, it } from 'vitest';
import { gunfight } from '../../../src/rulesets/sixgun/encounter/index.ts';
import { rolledOpponents } from '../../../src/rulesets/sixgun/encounter/rolled-opponent.ts';
import {
  gunfightSchema,
  type GunfightParams,
} from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { LONG } from '../../helpers.ts';
import { expectAgreesAt } from '../../helpers/agree.ts';
import { O } from './campaign/helpers.ts';

const JBJ = { name: 'Jim Bob Joe', profession: 'gunfighter', rep: 5, sand: 5, toughness: 5 };
const rolled = (roll: object = {}, more: object = {}) =>
  gunfightSchema.parse({
    type: 'GF-1',
    roll,
    ...more,
    sides: [
      { name: 'Star', figures: [JBJ] },
      { name: 'Them', figures: [] },
    ],
  }) as GunfightParams;

const budget = process.env.HIGHNOON_EXACT_BUDGET;
afterEach(() => {
  if (budget === undefined) delete process.env.HIGHNOON_EXACT_BUDGET;
  else process.env.HIGHNOON_EXACT_BUDGET = budget;
});

describe('an exact GF-1 against a rolled opponent (six-gun-sound.md §13.1, §2.2–2.3)', () => {
  it('the opponents he may be add up to 1: Gunfight Opponents by 2d6, the profession, the NPC row and the Veteran chance', () => {
    const all = rolledOpponents(rolled());
    expect(all.reduce((a, b) => a + b.p, 0)).toBeCloseTo(1, 12);
    // Cowboys (fixed row): the Cowboy table's six rows, the Veteran on 1 (1/6) of each
    const cowboys = rolledOpponents(rolled({ opponents: 'cowboys' }));
    expect(cowboys.every((x) => x.npc.profession === 'cowboy')).toBe(true);
    const veteran = cowboys.filter((x) => x.npc.veteran).reduce((a, b) => a + b.p, 0);
    expect(veteran).toBeCloseTo(1 / 6, 12);
  });

  it('against Cowboys, the mixture of chains agrees with the simulated gunfights', () => {
    const p = rolled({ opponents: 'cowboys' });
    expect(gunfight.exact!(p, O).winner).toBeDefined();
    expectAgreesAt(gunfight, p, O, 'gf1-cowboys', 'cowboys', 40_000);
  });

  it('a rolled Gunfight Opponents row is over the budget: simulated only, and the note says how to ask for it', () => {
    const p = rolled();
    expect(gunfight.exact!(p, O)).toEqual({});
    expect(gunfight.notes!(p, O).join('\n')).toMatch(
      /HIGHNOON_EXACT_BUDGET=\d+ computes it anyway/,
    );
  });

  // Minutes of exact chains on a 2-core machine: runs in CI and with HIGHNOON_LONG=1, skipped otherwise.
  it.skipIf(!LONG)(
    'with the budget raised, the whole rolled GF-1 agrees with its simulation',
    () => {
      process.env.HIGHNOON_EXACT_BUDGET = '1e9';
      expectAgreesAt(
        gunfight,
        rolled({}, { setting: 'rolled' }),
        O,
        'gf1-rolled',
        'rolled',
        40_000,
      );
    },
    // 86 s alone at top priority since GF-1 chains carry arm wounds (about 3× the states):
    // room for a CI fork that shares the machine with another.
    300_000,
  );
});
