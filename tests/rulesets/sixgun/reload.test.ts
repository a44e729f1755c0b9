import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { pLastShot, reload, rollReload } from '../../../src/rulesets/sixgun/reload.ts';
import { withinSe } from '../../helpers.ts';
import { ScriptedRng, face } from '../../helpers/scripted.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;

describe('reloading (six-gun-sound.md §3.4)', () => {
  it('[L1003–1011]: a 1 leaves only the last shot (1/6); a muzzle loader rolls 2d6 and only double 1s do (1/36)', () => {
    expect(pLastShot('breech-loader')).toBe(1 / 6);
    expect(pLastShot('repeater')).toBe(1 / 6);
    expect(pLastShot('muzzle-loader')).toBe(1 / 36);
    expect(rollReload(new ScriptedRng([face(1)]), 'breech-loader')).toBe(true);
    expect(rollReload(new ScriptedRng([face(2)]), 'breech-loader')).toBe(false);
    expect(rollReload(new ScriptedRng([face(1), face(2)]), 'muzzle-loader')).toBe(false);
    expect(rollReload(new ScriptedRng([face(1), face(1)]), 'muzzle-loader')).toBe(true);
  });

  it('thrown knives and tomahawks are spent, not reloaded [L1015–1017], C-32', () => {
    const field = reload.params.weapon as { values: readonly string[] };
    expect(field.values).toContain('shotgun');
    expect(field.values).not.toContain('knife');
    expect(field.values).not.toContain('tomahawk');
  });

  it('simulation agrees with the exact chances (fixed seed, 4 SE)', () => {
    for (const weapon of ['pistol', 'ml-rifle'] as const) {
      const p = { weapon };
      const l = reload.metrics(p, O);
      const acc = l.create();
      const trials = 50_000;
      reload.simulate(p, O, rngFromSeed('reload'), trials, acc);
      const e = reload.exact!(p, O) as Record<string, number>;
      for (const m of l.metrics)
        expect(withinSe(acc[m.slot] / trials, e[m.name], trials), `${weapon} ${m.name}`).toBe(true);
    }
  });
});
