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

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** b over a, recursively for plain objects; arrays and scalars in b replace a's. */
export function deepMerge(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = isPlain(v) && isPlain(out[k]) ? deepMerge(out[k] as Record<string, unknown>, v) : v;
  return out;
}

/** The cartesian product of a sweep, in key order, last key fastest. */
export function cartesian(sweep: Record<string, unknown[]>): { values: Record<string, unknown>; index: Record<string, number> }[] {
  let combos: { values: Record<string, unknown>; index: Record<string, number> }[] = [{ values: {}, index: {} }];
  for (const [key, list] of Object.entries(sweep)) {
    combos = combos.flatMap((c) => list.map((v, i) => ({ values: { ...c.values, [key]: v }, index: { ...c.index, [key]: i } })));
  }
  return combos;
}

const labelText = (label: Record<string, unknown>) =>
  Object.entries(label)
    .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(' ');

/** Every matchup of a scenario: explicit matchups crossed with the sweep (either may be absent). */
export function expandMatchups(s: ScenarioFile): RawMatchup[] {
  const baseOrigin: Record<string, Path> = {};
  for (const k of Object.keys(s.params)) baseOrigin[k] = ['params', k];
  const explicit = s.matchups ?? [{}];
  const combos = s.sweep ? cartesian(s.sweep) : [{ values: {}, index: {} }];
  const out: RawMatchup[] = [];
  explicit.forEach((m, mi) => {
    for (const combo of combos) {
      const origin = { ...baseOrigin };
      for (const [k, i] of Object.entries(combo.index)) origin[k] = ['sweep', k, i];
      if (s.matchups) for (const k of Object.keys(m.params ?? {})) origin[k] = ['matchups', mi, 'params', k];
      const params = deepMerge(deepMerge(s.params, combo.values), m.params ?? {});
      const sweptLabel = labelText(combo.values);
      const name = [s.matchups ? (m.name ?? `matchup ${mi + 1}`) : '', sweptLabel].filter(Boolean).join(' · ') || s.name;
      out.push({ name, procedure: m.procedure ?? s.procedure, params, label: { ...(s.matchups ? { matchup: m.name ?? `matchup ${mi + 1}` } : {}), ...combo.values }, origin });
    }
  });
  return out;
}

/**
 * Options written as nested maps (`tough: { mode: x }`) become the dotted keys the rulesets
 * use (`tough.mode`), unless the nested key is itself an option.
 */
export function flattenOptions(raw: Record<string, unknown>, known: Set<string>, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) {
    const key = prefix + k;
    if (isPlain(v) && !known.has(key)) Object.assign(out, flattenOptions(v, known, key + '.'));
    else out[key] = v;
  }
  return out;
}
