import { PACKAGE_ROOT } from '../core/package-root.ts';
import { rngFromSeed } from '../dice/rng.ts';
import { crosses } from '../encounter/geometry.ts';
import { getRuleset } from '../rulesets/registry.ts';
import { World } from '../rulesets/cowpoke/encounter/world.ts';
import { loadScenario } from '../scenario/load.ts';
import { measure } from './measure.ts';
import type { BenchRow, BenchSettings } from './cases.ts';

const ROOT = PACKAGE_ROOT;
const size = (s: BenchSettings, full: number) =>
  s.quick ? Math.max(1000, Math.round(full / 50)) : full;
const reps = (s: BenchSettings) => (s.quick ? 1 : 7);

/** The street scenario's baseline params: four against four among three buildings, a fence and a wall. */
function street() {
  return loadScenario(`${ROOT}/scenarios/cowpoke/street.yaml`).cell(0, 0);
}

/**
 * Line of sight on the street's battlefield between random points of the map, counted in
 * segment-against-piece tests: each query tests the sight-blocking segments in turn until
 * one blocks, so the tests a batch makes are counted once, before timing.
 */
export async function lineOfSightCases(s: BenchSettings): Promise<BenchRow[]> {
  const run = street();
  const bf = new World(run.params as never, run.options as never).bf;
  const rng = rngFromSeed('bench-sight');
  const pairs = new Float64Array(4096 * 4);
  for (let i = 0; i < pairs.length; i += 2)
    ((pairs[i] = rng.float() * bf.width), (pairs[i + 1] = rng.float() * bf.height));
  let perBatch = 0;
  for (let q = 0; q < pairs.length; q += 4) {
    for (let k = 0; k < bf.sights; k++) {
      perBatch++;
      const o = k * 4;
      if (
        crosses(
          pairs[q],
          pairs[q + 1],
          pairs[q + 2],
          pairs[q + 3],
          bf.sight[o],
          bf.sight[o + 1],
          bf.sight[o + 2],
          bf.sight[o + 3],
        )
      )
        break;
    }
  }
  const batches = Math.max(1, Math.round(size(s, 20_000_000) / perBatch));
  let sink = 0;
  const result = await measure(
    () => {
      for (let b = 0; b < batches; b++)
        for (let q = 0; q < pairs.length; q += 4)
          if (bf.lineOfSight(pairs[q], pairs[q + 1], pairs[q + 2], pairs[q + 3])) sink++;
    },
    batches * perBatch,
    reps(s),
  );
  void sink;
  return [
    {
      case: `line of sight: segment-vs-piece tests, ${bf.sights} wall segments (1 thread)`,
      unit: 'tests/s',
      result,
      target: '≥ 10,000,000/s',
      status: result.median >= 1e7 ? 'met' : 'missed',
    },
  ];
}

/**
 * The street scenario's 4v4 among buildings, against the same eight figures on open ground
 * (the pieces removed, the water trough kept) measured in the same call.
 */
export async function streetCases(s: BenchSettings): Promise<BenchRow[]> {
  const run = street();
  const encounter = getRuleset('cowpoke').procedures.encounter;
  const options = run.options;
  const params = run.params as { battlefield: Record<string, unknown> };
  const open = { ...params, battlefield: { cover: params.battlefield.cover } };
  const n = size(s, 100_000);
  const rng = rngFromSeed('bench-street');
  const layout = encounter.metrics(params, options);
  const ours = await measure(
    () => encounter.simulate(params, options, rng, n, layout.create()),
    n,
    reps(s),
  );
  const flat = await measure(
    () => encounter.simulate(open, options, rng, n, encounter.metrics(open, options).create()),
    n,
    reps(s),
  );
  return [
    {
      case: "4v4 on open ground, the street's figures (1 thread)",
      unit: 'fights/s',
      result: flat,
      status: 'baseline',
    },
    // No ratio target: among buildings a fight lasts more turns, so fights/s alone do not compare the cost of the terrain.
    {
      case: '4v4 among buildings: the street (1 thread)',
      unit: 'fights/s',
      result: ours,
      against: 'open ground',
      status: 'n/a',
    },
  ];
}
