import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.ts';
import { runSettings } from '../../src/cli/run.ts';

const spec = { spec: { trials: undefined, precision: undefined } } as unknown as Parameters<
  typeof runSettings
>[0];

describe('--precision', () => {
  it('refuses 0 and 0.5 with a message that says both ends are excluded', () => {
    for (const p of ['0', '0.5', '-1', 'tight'])
      expect(() => runSettings(spec, { precision: p })).toThrow(
        new InputError(
          `--precision: expected a number above 0 and below 0.5 (0.005 is ±0.5 points), got "${p}"`,
        ),
      );
  });
});
