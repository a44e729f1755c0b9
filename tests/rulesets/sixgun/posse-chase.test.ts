import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import {
  pKeeps,
  posseChase,
  type PosseChaseParams,
} from '../../../src/rulesets/sixgun/posse-chase.ts';
import { expectAgreesAt } from '../../helpers/agree.ts';
import { face, playOnce } from '../../helpers/scripted.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const P = (over: Partial<PosseChaseParams>): PosseChaseParams => ({
  ...(defaultsOf(posseChase.params) as PosseChaseParams),
  ...over,
});
const faces = (...f: number[]) => f.map(face);

describe('The Posse Chase, six-gun-sound.md §13.3 [L3396–3469]', () => {
  it('A-24 [L3415–3418]: the Chase roll 3, 5 keeps a Quality 5 horse in its band; a Quality 4 rider passes 1 and needs Horsemanship', () => {
    // Horsemanship 4 below Quality 5: only his Pass 2 counts.
    expect(pKeeps(5, 4)).toBeCloseTo(25 / 36 + (10 / 36) * (16 / 36), 14);
    // Horsemanship 3 below Quality 4: his Pass 1 counts as the mount's Pass 0.
    expect(pKeeps(4, 3)).toBeCloseTo(16 / 36 + (16 / 36) * (9 / 36), 14);
  });

  it('the lead Runner slipping three turns running brings the Chasers from band 6 to 3: within 2 bands, caught up (C-45)', () => {
    const turn = [2, 3, 5, 5, 6, 1, 1]; // activation (no double 1s); Chase 3, 5: Pass 1; Horsemanship 5, 6: drops; the Chaser's 1, 1 keeps
    const r = playOnce(
      posseChase,
      P({ runners: 1, chasers: 1 }),
      O,
      faces(...turn, ...turn, ...turn),
    );
    expect(r.end).toBe('caught-up');
    expect(r.turns).toBe(3);
  });

  it('a party rolls one set of dice for all its riders', () => {
    const r = playOnce(
      posseChase,
      P({ runners: 3, chasers: 2, maxTurns: 1 }),
      O,
      faces(2, 1, 1, 1, 1),
    );
    expect(r.end).toBe('still-running');
    expect(r.chasersLeft).toBe(2);
  });

  it('double 1s lame a mount: a lone Chaser lamed ends the chase, the Runner escapes', () => {
    const r = playOnce(posseChase, P({ runners: 1, chasers: 1 }), O, [...faces(1, 1, 4), 0]);
    expect(r.end).toBe('escaped');
    expect(r.chasersLeft).toBe(0);
  });

  it.each([
    [P({ runners: 1, chasers: 1 })],
    [P({ runners: 1, chasers: 1, runnerQuality: 5, chaserQuality: 3, rough: true, maxTurns: 60 })],
    [P({ runners: 1, chasers: 1, bands: 8, chaserHorsemanship: 6, maxTurns: 12 })],
  ])(
    'one Runner against one Chaser: simulation agrees with the exact chain (fixed seed, 4 SE): %o',
    (p) => expectAgreesAt(posseChase, p, O, 'posse-chase', JSON.stringify(p), 50_000),
  );
});
