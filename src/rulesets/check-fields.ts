import type { z } from 'zod';
import type { Fields, NumberField } from './fields.ts';

type Issue = z.core.$ZodIssue;

/**
 * Validates flat fields as their zod schema (fields-schema.ts) does: the same issues in the
 * same order, the same defaults, the same keys in the value. `odds` validates only flat fields,
 * and loading zod to do it was the largest part of its start-up; zod stays for scenario files.
 * tests/rulesets/check-fields.test.ts runs both on many inputs and compares them.
 */
export function checkFields(
  fields: Fields,
  input: unknown,
): { value: Record<string, unknown>; issues: Issue[] } {
  const issues: Issue[] = [];
  const issue = (i: Record<string, unknown>) => issues.push(i as unknown as Issue);
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    issue({ expected: 'object', code: 'invalid_type', input, path: [] });
    return { value: {}, issues };
  }
  const raw = input as Record<string, unknown>;
  const value: Record<string, unknown> = {};
  for (const [key, f] of entriesOf(fields)) {
    const present = key in raw;
    const v = raw[key];
    if (v === undefined) {
      // A default stands in for absence; an optional field stays absent (or undefined if given so).
      if (f.default !== undefined) value[key] = f.default;
      else if (present) value[key] = undefined;
      continue;
    }
    value[key] = v;
    const ok =
      f.kind === 'enum'
        ? f.values.includes(v as string)
        : f.kind === 'boolean'
          ? typeof v === 'boolean'
          : plainNumber(f, v);
    if (ok) continue;
    const at = (i: Record<string, unknown>) => issue({ ...i, input: v, path: [key] });
    if (f.kind === 'enum') at({ code: 'invalid_value', values: [...f.values] });
    else if (f.kind === 'boolean') at({ expected: 'boolean', code: 'invalid_type' });
    else checkNumber(f, v, at);
  }
  const unknown: string[] = [];
  for (const key in raw) if (!Object.hasOwn(fields, key)) unknown.push(key);
  if (unknown.length) issue({ code: 'unrecognized_keys', keys: unknown, input, path: [] });
  return { value, issues };
}

/**
 * A procedure's fields as pairs, listed once: a sweep checks its params three times a point
 * (as the file loads, as the run hands the point out, as its results are written).
 */
const entries = new WeakMap<Fields, [string, Fields[string]][]>();
function entriesOf(fields: Fields): [string, Fields[string]][] {
  let e = entries.get(fields);
  if (!e) entries.set(fields, (e = Object.entries(fields)));
  return e;
}

/** A number that passes every check of its field (checkNumber names the first that fails). */
const plainNumber = (f: NumberField, v: unknown) =>
  typeof v === 'number' &&
  Number.isFinite(v) &&
  (!f.integer || Number.isSafeInteger(v)) &&
  (f.min === undefined || v >= f.min) &&
  (f.max === undefined || v <= f.max);

/** zod's number: finite, then its checks in order (whole number, minimum, maximum). */
function checkNumber(f: NumberField, v: unknown, at: (i: Record<string, unknown>) => void): void {
  if (typeof v !== 'number' || !Number.isFinite(v)) {
    const received = typeof v === 'number' ? (Number.isNaN(v) ? 'NaN' : String(v)) : undefined;
    at({ expected: 'number', code: 'invalid_type', ...(received ? { received } : {}) });
    return;
  }
  if (f.integer) {
    if (!Number.isInteger(v)) {
      at({ expected: 'int', format: 'safeint', code: 'invalid_type' });
      return; // zod stops at a number that is not whole
    }
    if (!Number.isSafeInteger(v))
      at(
        v > 0
          ? { code: 'too_big', maximum: Number.MAX_SAFE_INTEGER, origin: 'int', inclusive: true }
          : { code: 'too_small', minimum: Number.MIN_SAFE_INTEGER, origin: 'int', inclusive: true },
      );
  }
  if (f.min !== undefined && !(v >= f.min))
    at({ origin: 'number', code: 'too_small', minimum: f.min, inclusive: true });
  if (f.max !== undefined && !(v <= f.max))
    at({ origin: 'number', code: 'too_big', maximum: f.max, inclusive: true });
}
