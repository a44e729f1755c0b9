import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { encounter } from '../../../src/rulesets/sixgun/encounter/types/index.ts';
import type { EncounterParams } from '../../../src/rulesets/sixgun/encounter/types/params.ts';
import { encounterSchema } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import { cli } from '../../helpers.ts';
import { O } from './campaign/helpers.ts';

/** The params of an encounter of `type` in `locale`, with `over` and the set-up `setup`. */
export const typed = (
  type: string,
  locale: string,
  over: Record<string, unknown> = {},
  setup: Record<string, unknown> = {},
) => encounterSchema.parse({ type, locale, ...over, setup }) as EncounterParams;

/** Simulates n encounters from `seed`; reads a categorical metric's shares and a mean. */
export function play(p: EncounterParams, n: number, seed: string) {
  const layout = encounter.metrics(p, O);
  const acc = layout.create();
  encounter.simulate(p, O, rngFromSeed(seed), n, acc);
  return {
    share(name: string): Record<string, number> {
      const m = layout.get(name);
      return Object.fromEntries(layout.outcomes(m).map((o, k) => [o, acc[m.slot + k] / n]));
    },
    mean: (name: string) => acc[layout.slot(name)] / n,
    /** The standard error of a mean metric's simulated value (from its sum of squares). */
    se(name: string): number {
      const m = acc[layout.slot(name)] / n;
      return Math.sqrt(Math.max(0, acc[layout.slot(name) + 1] / n - m * m) / n);
    },
  };
}

/** One trial's play-by-play. */
export const traceOf = (p: EncounterParams, seed: string) =>
  encounter.trace!(p, O, rngFromSeed(seed));

/**
 * Runs `highnoon run` on a scenario file bad.yaml of these lines with --out, and returns its
 * exit code, its stderr and whether it wrote the output folder.
 */
export function runBad(lines: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'typed-'));
  const file = join(dir, 'bad.yaml');
  writeFileSync(file, [...lines, ''].join('\n'));
  const out = join(dir, 'out');
  const res = cli(['run', file, '--out', out]);
  return { code: res.code, stderr: res.stderr, wrote: existsSync(out) };
}
