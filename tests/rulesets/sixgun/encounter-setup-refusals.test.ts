import { describe, expect, it } from 'vitest';
import { encounterSchema } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';

/**
 * A fixed set-up that contradicts itself, the locale or the listed figures is refused with the
 * fix beside the problem: what to drop, or what to fix it to.
 */
const man = (name: string) => ({ name, profession: 'outlaw', rep: 4, sand: 4, toughness: 4 });
const men = (n: number) => Array.from({ length: n }, (_, i) => man(`Man ${i + 1}`));

const CASES: [string, Record<string, unknown>][] = [
  ['robbery', { setup: { outlaws: 3, inside: 5 } }],
  ['robbery', { setup: { outlaws: 3, inside: 1 } }],
  ['robbery', { setup: { complication: 'nosey-townsfolk', alarm: 'turn-1' } }],
  ['robbery', { setup: { complication: 'none', employeeDistance: 2 } }],
  ['robbery', { setup: { complication: 'none', timeLock: 'tills' } }],
  ['robbery', { sl: 2, setup: { deputies: 3 } }],
  ['posse', { setup: { runners: 1 }, sides: [{ figures: men(2) }] }],
  ['capture', { sl: 6, setup: { outlaws: 12 } }],
  ['capture', { setup: { place: 'town', standUp: 'same' } }],
  ['capture', { setup: { place: 'trail', town: 'small-town' } }],
  ['capture', { setup: { place: 'town', lawmenMounts: 'behind' } }],
  ['capture', { setup: { mounts: false, lawmenMounts: 'behind' } }],
  ['jail-break', { sl: 6, setup: { outlaws: 12 } }],
  ['cattle-drive', { setup: { stretches: { 'west-texas': 'gf-3' } } }],
  ['cattle-drive', { setup: { stretches: { kansas: 'calamity' } } }],
  ['cattle-drive', { setup: { herd: 1 }, sides: [{ figures: men(5) }] }],
  ['cattle-drive', { sides: [{ figures: men(1) }, { figures: [man('Rustler')] }] }],
  ['range-war', { setup: { encounter: 'gf-1', head: 'present' } }],
  ['range-war', { setup: { outfit: 1 }, sides: [{ figures: men(2) }] }],
  ['indians', { setup: { scenario: 'holed-up', rough: true } }],
  ['indians', { setup: { peaceful: true } }],
  ['cattle-rustling', { setup: { cattle: 12, rustlers: 2 } }],
  ['lawdawg', { setup: { encounter: 'posse', gunfight: 'GF-1' } }],
  ['lawdawg', { setup: { gang: 0 }, sides: [{ figures: men(2) }] }],
  ['train-robbery', { setup: { outlaws: 1 }, sides: [{ figures: men(2) }] }],
  ['big-capture', { setup: { place: 'trail', wagons: true } }],
  ['hold-up', { sl: 6 }],
  ['hold-up', { sl: 5, setup: { attackers: 'indians' } }],
  ['hold-up', { setup: { target: 'freight-wagons', guards: 'marshal' } }],
  ['prisoner-transport', { setup: { mode: 'wagon', escort: 'marshal' } }],
  ['prisoner-transport', { setup: { mode: 'stagecoach', escort: 'sheriff' } }],
];

describe('six-gun-sound.md §13.2–13.12: a contradictory fixed set-up is refused with its fix', () => {
  for (const [type, params] of CASES)
    it(`${type} ${JSON.stringify(params)}`, () => {
      const r = encounterSchema.safeParse({ type, ...params });
      expect(r.success).toBe(false);
      for (const i of r.error!.issues)
        expect(i.message).toMatch(/\b(fix|drop|list at most|list none|set|leave)\b/);
    });
});
