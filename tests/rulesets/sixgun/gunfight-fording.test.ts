import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { runBad } from './typed.ts';
import { bandAt } from './band.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;

/** The Rio, 12" wide from y = 8 to 20, across the whole table between the lines. */
const RIO = { kind: 'watercourse', name: 'Rio', x: -40, y: 8, width: 80, height: 12 };

/** A GF-3: Al (advancing) at (0, 5), 3" short of the Rio; Bo 60" off beyond it, out of reach. */
function ford(seed: string, pieces: object[] = [RIO]) {
  const p = gunfightSchema.parse({
    type: 'GF-3',
    battlefield: { pieces },
    sides: [
      { name: 'A', policy: 'advance', figures: [{ name: 'Al' }] },
      { name: 'B', figures: [{ name: 'Bo' }] },
    ],
  });
  const rng = rngFromSeed(seed);
  const { w, rules } = bandAt(p, O, rng);
  w.place(0, 0, 5);
  w.place(1, 0, 60);
  return { w, rules, rng };
}

describe('fording a watercourse (six-gun-sound.md §14.2 [L4731–4735])', () => {
  it('Al stops at the bank and loses the rest of his move; next activation he goes straight across, however far, and stops in the water; then he moves out as normal', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const { w, rules, rng } = ford(seed);
      rules.activate(w, 0, rng); // 6", 9" or 12" wanted: 3" to the water, and there he stops
      expect(w.x[0]).toBe(0);
      expect(w.y[0]).toBeCloseTo(7.95, 9);
      rules.activate(w, 0, rng); // 12" of water, more than a 6" or 9" move: across all the same
      expect(w.y[0]).toBeCloseTo(19.95, 9);
      rules.activate(w, 0, rng); // out at his own rate: 6", 9" or 12"
      const out = w.y[0] - 19.95;
      expect([6, 9, 12].some((m) => Math.abs(out - m) < 1e-9)).toBe(true);
    }
  });

  it('without the Rio the same moves go 6", 9" or 12" each, so the water cost him', () => {
    const { w, rules, rng } = ford('a', []);
    rules.activate(w, 0, rng);
    expect(w.y[0] - 5).toBeGreaterThanOrEqual(6);
  });

  it('a move that stays on the bank ends where it ends; one that only reaches the water edge is not in it', () => {
    const { w, rules, rng } = ford('a', [{ ...RIO, y: 30 }]);
    rules.activate(w, 0, rng);
    expect(w.y[0] - 5).toBeGreaterThanOrEqual(6);
    expect(w.y[0]).toBeLessThanOrEqual(17);
  });

  it('bad input: a watercourse with cover, one missing its size, and one beside a vehicle: exit 2 at file:line:col', () => {
    const gf = (piece: string, more: string[] = []) => [
      'name: bad',
      'ruleset: sixgun',
      'procedure: gunfight',
      'params:',
      '  type: GF-3',
      '  battlefield:',
      '    pieces:',
      `      - ${piece}`,
      ...more,
      '  sides:',
      '    - { name: A, figures: [{ name: Al }, { name: Ab }] }',
      '    - { name: B, figures: [{ name: Bo }, { name: Bud }] }',
    ];
    const cover = runBad(
      gf('{ kind: watercourse, x: -20, y: 8, width: 40, height: 12, cover: woods }'),
    );
    expect(cover.code).toBe(2);
    expect(cover.stderr).toMatch(/bad\.yaml:8:\d+: .*a watercourse gives no cover/);
    expect(cover.wrote).toBe(false);
    const size = runBad(gf('{ kind: watercourse, x: -20, y: 8, width: 40 }'));
    expect(size.stderr).toMatch(/bad\.yaml:8:\d+: .*a watercourse needs height/);
    const wagon = runBad(
      gf('{ kind: watercourse, x: -20, y: 8, width: 40, height: 12 }', [
        '  vehicle: { driver: Al, x: -6, y: 0 }',
      ]),
    );
    expect(wagon.stderr).toMatch(/bad\.yaml:8:\d+: .*a watercourse and a vehicle/);
  });

  it('a ruleset without fording rules refuses the piece', () => {
    const res = runBad([
      'name: bad',
      'ruleset: cowpoke',
      'procedure: encounter',
      'params:',
      '  battlefield:',
      '    pieces:',
      '      - { kind: watercourse, x: 0, y: 8, width: 40, height: 12 }',
    ]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/bad\.yaml:7:\d+: .*kind/);
  });
});
