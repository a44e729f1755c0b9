import type { ScenarioFile } from './schema.ts';
import type { Path } from './positions.ts';

/** A matchup before validation: its raw params and where each top-level key came from. */
export interface RawMatchup {
  name: string;
  procedure: string;
  params: Record<string, unknown>;
  /** The swept values that distinguish this matchup (for tables and charts). */
  label: Record<string, unknown>;
  origin: Record<string, Path>;
}

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** b over a, recursively for plain objects; arrays and scalars in b replace a's. */
export function deepMerge(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...a };
  // for…in over b's own keys rather than Object.entries: a sweep merges every point's values
  // (three times a point), and the array of pairs was most of the cost.
  for (const k in b) {
    if (!Object.hasOwn(b, k)) continue;
    const v = b[k];
    out[k] = isPlain(v) && isPlain(out[k]) ? deepMerge(out[k] as Record<string, unknown>, v) : v;
  }
  return out;
}

/** How many matchups a scenario expands to, computed without expanding it. */
export function pointCount(s: Pick<ScenarioFile, 'sweep' | 'matchups'>): number {
  let n = s.matchups?.length ?? 1;
  for (const list of Object.values(s.sweep ?? {})) n *= list.length;
  return n;
}

/** The cartesian product of a sweep, in key order, last key fastest, one point at a time. */
export function* cartesian(
  sweep: Record<string, unknown[]>,
): Generator<{ values: Record<string, unknown>; index: number[] }> {
  const keys = Object.keys(sweep);
  if (keys.some((k) => sweep[k].length === 0)) return;
  const at = keys.map(() => 0);
  for (;;) {
    yield { values: pointValues(sweep, keys, at), index: [...at] };
    let i = keys.length - 1;
    while (i >= 0 && ++at[i] === sweep[keys[i]].length) at[i--] = 0;
    if (i < 0) return;
  }
}

/** The sweep's values at one position per key, as a plain object in key order. */
function pointValues(
  sweep: Record<string, unknown[]>,
  keys: string[],
  at: number[],
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) values[keys[i]] = sweep[keys[i]][at[i]];
  return values;
}

/**
 * A loaded scenario's sweep keys and points per explicit matchup, worked out once: a sweep's
 * cells and names are made again from the lists, several times a point.
 */
const shapes = new WeakMap<ScenarioFile, { keys: string[]; points: number }>();
function shapeOf(s: ScenarioFile): { keys: string[]; points: number } {
  let shape = shapes.get(s);
  if (!shape) {
    const points = s.matchups ? pointCount(s) / s.matchups.length : pointCount(s);
    shapes.set(s, (shape = { keys: Object.keys(s.sweep ?? {}), points }));
  }
  return shape;
}

/** The sweep's point at `index` in the order `cartesian` gives them (last key fastest). */
function comboAt(
  sweep: Record<string, unknown[]>,
  index: number,
  keys = Object.keys(sweep),
): Record<string, unknown> {
  const at: number[] = new Array(keys.length);
  for (let i = keys.length - 1; i >= 0; i--) {
    const n = sweep[keys[i]].length;
    at[i] = index % n;
    index = Math.floor(index / n);
  }
  return pointValues(sweep, keys, at);
}

/**
 * The name and label of matchup `index` of `expandMatchups`, from the sweep's lists alone: a
 * loaded sweep keeps neither (they were most of the memory it
 * held per point).
 */
export function namingAt(
  s: ScenarioFile,
  index: number,
): { name: string; label: Record<string, unknown> } {
  const { keys, points } = shapeOf(s);
  const mi = Math.floor(index / points);
  return naming(s, mi, s.sweep ? comboAt(s.sweep, index % points, keys) : {});
}

function naming(
  s: ScenarioFile,
  mi: number,
  values: Record<string, unknown>,
): { name: string; label: Record<string, unknown> } {
  const explicit = s.matchups ? (s.matchups[mi].name ?? `matchup ${mi + 1}`) : '';
  let swept = '';
  for (const k in values) {
    const v = values[k];
    swept += `${swept ? ' ' : ''}${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`;
  }
  // `values` is the caller's own (comboAt makes it for this call): a sweep without explicit
  // matchups keeps it as its label rather than copying it, once a point.
  if (!s.matchups) return { name: swept || s.name, label: values };
  return {
    name: [explicit, swept].filter(Boolean).join(' · ') || s.name,
    label: { matchup: explicit, ...values },
  };
}

/**
 * Every matchup of a scenario, one at a time: explicit matchups crossed with the sweep (either
 * may be absent).
 */
export function* expandMatchups(s: ScenarioFile): Generator<RawMatchup> {
  const baseOrigin: Record<string, Path> = {};
  for (const k of Object.keys(s.params)) baseOrigin[k] = ['params', k];
  const sweptKeys = Object.keys(s.sweep ?? {});
  const explicit = s.matchups ?? [{}];
  for (const [mi, m] of explicit.entries()) {
    for (const combo of s.sweep ? cartesian(s.sweep) : [{ values: {}, index: [] }]) {
      const params = deepMerge(deepMerge(s.params, combo.values), m.params ?? {});
      yield new ExpandedMatchup(s, mi, combo, params, m.procedure ?? s.procedure, {
        baseOrigin,
        sweptKeys,
      });
    }
  }
}

/**
 * A matchup as expandMatchups gives it. Its name, label and the origin of each key are made
 * when first read: the origin only to place a problem, never for most of a sweep's points. A
 * class: an object literal with getters cost some 3 µs a point to make.
 */
class ExpandedMatchup implements RawMatchup {
  private named?: ReturnType<typeof naming>;
  private origins?: Record<string, Path>;
  constructor(
    private readonly s: ScenarioFile,
    private readonly mi: number,
    private readonly combo: { values: Record<string, unknown>; index: number[] },
    readonly params: Record<string, unknown>,
    readonly procedure: string,
    private readonly keys: { baseOrigin: Record<string, Path>; sweptKeys: string[] },
  ) {}
  get name(): string {
    return (this.named ??= naming(this.s, this.mi, this.combo.values)).name;
  }
  get label(): Record<string, unknown> {
    return (this.named ??= naming(this.s, this.mi, this.combo.values)).label;
  }
  get origin(): Record<string, Path> {
    return (this.origins ??= this.originOf());
  }
  private originOf(): Record<string, Path> {
    const { baseOrigin, sweptKeys } = this.keys;
    const o = { ...baseOrigin };
    this.combo.index.forEach((i, k) => (o[sweptKeys[k]] = ['sweep', sweptKeys[k], i]));
    if (this.s.matchups)
      for (const k of Object.keys(this.s.matchups[this.mi].params ?? {}))
        o[k] = ['matchups', this.mi, 'params', k];
    return o;
  }
}

/**
 * Options written as nested maps (`tough: { mode: x }`) become the dotted keys the rulesets
 * use (`tough.mode`), unless the nested key is itself an option.
 */
export function flattenOptions(
  raw: Record<string, unknown>,
  known: Set<string>,
  prefix = '',
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) {
    const key = prefix + k;
    if (isPlain(v) && !known.has(key)) Object.assign(out, flattenOptions(v, known, key + '.'));
    else out[key] = v;
  }
  return out;
}
