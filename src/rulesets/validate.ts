import type { z } from 'zod';
import { didYouMean } from '../core/suggest.ts';
import { kebab, type Fields } from './fields.ts';
import { checkFields } from './check-fields.ts';
import type { Namer, Procedure, Ruleset } from './types.ts';

/** One thing wrong with the input: where (a path inside the document) and what. */
export interface Problem {
  path: (string | number)[];
  message: string;
}

/** `rifle` → ` (did you mean "single-shot-rifle"?)`: the one choice having the input as a whole part. */
function partOf(input: string, values: string[]): string {
  const lower = input.toLowerCase();
  const hits = values.filter((v) =>
    v
      .toLowerCase()
      .split(/[-_. ]/)
      .includes(lower),
  );
  return hits.length === 1 ? ` (did you mean "${hits[0]}"?)` : '';
}

const show = (v: unknown) => (typeof v === 'string' ? `"${v}"` : JSON.stringify(v));

/** A zod issue as a sentence, with the valid choices and a suggestion for near misses. */
export function describeIssue(
  issue: z.core.$ZodIssue,
  fields?: Fields,
  knownKeys?: string[],
): Problem[] {
  const path = issue.path.map((k) => (typeof k === 'symbol' ? String(k) : k));
  const key = path[path.length - 1];
  const field = fields && typeof key === 'string' ? fields[key] : undefined;
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case 'invalid_value': {
      const values = issue.values.map(String);
      // Inside a list the last key names the thing: `weapons[0]` is a weapon, not "0".
      const named = [...path].reverse().find((k) => typeof k === 'string');
      const noun = (field?.kind === 'enum' && field.noun) || String(named ?? 'value');
      const hint =
        typeof input === 'string' ? didYouMean(input, values) || partOf(input, values) : '';
      return [
        {
          path,
          message: `unknown ${noun} ${show(input)}${hint}; choose one of: ${values.join(', ')}`,
        },
      ];
    }
    case 'unrecognized_keys': {
      const known = knownKeys ?? (fields ? Object.keys(fields) : []);
      return issue.keys.map((k) => ({
        path: [...path, k],
        message: `unknown key "${k}"${didYouMean(k, known)}${known.length ? `; known keys: ${known.join(', ')}` : ''}`,
      }));
    }
    case 'invalid_type':
      return [
        {
          path,
          message: `expected ${issue.expected}, got ${input === undefined ? 'nothing' : show(input)}`,
        },
      ];
    case 'too_small':
    case 'too_big':
      if (issue.origin === 'array' || issue.origin === 'string')
        return [{ path, message: issue.message }];
      return [
        {
          path,
          message: `must be ${issue.code === 'too_small' ? (issue.inclusive ? 'at least' : 'more than') : issue.inclusive ? 'at most' : 'less than'} ${String(issue.code === 'too_small' ? issue.minimum : issue.maximum)}, got ${show(input)}`,
        },
      ];
    default:
      return [{ path, message: issue.message }];
  }
}

/** Validates raw values against fields, filling defaults. */
export function parseFields(
  fields: Fields,
  raw: unknown,
): { value: Record<string, any>; problems: Problem[] } {
  const { value, issues } = checkFields(fields, raw ?? {});
  if (!issues.length) return { value, problems: [] };
  return { value: {}, problems: issues.flatMap((i) => describeIssue(i, fields)) };
}

/** Validates raw values against a procedure's own schema (nested params). */
export function parseSchema(
  schema: z.ZodType,
  raw: unknown,
): { value: Record<string, any>; problems: Problem[] } {
  const result = schema.safeParse(raw ?? {}, { reportInput: true });
  if (result.success) return { value: result.data as Record<string, any>, problems: [] };
  return { value: {}, problems: result.error.issues.flatMap((i) => describeIssue(i)) };
}

export interface Resolved {
  params: Record<string, any>;
  options: Record<string, any>;
  problems: Problem[];
}

/** Names parameters and options as the flags of `odds` (and the labels of the odds page). */
export const flagNamer: Namer = {
  param: (key, value) => `--${kebab(key)}${value === undefined ? '' : ` ${value}`}`,
  option: (key, value) => `--option ${key}${value === undefined ? '' : `=${value}`}`,
};

/**
 * The options parsed, once per raw options object: a sweep's thousands of points share their
 * variant's options (scenario/load.ts), and their cells then share one parsed object.
 */
const optionsParsed = new WeakMap<
  object,
  { ruleset: Ruleset; parsed: ReturnType<typeof parseFields> }
>();
function parsedOptions(ruleset: Ruleset, raw: unknown): ReturnType<typeof parseFields> {
  if (typeof raw !== 'object' || raw === null) return parseFields(ruleset.options, raw);
  const known = optionsParsed.get(raw);
  if (known?.ruleset === ruleset) return known.parsed;
  const parsed = parseFields(ruleset.options, raw);
  optionsParsed.set(raw, { ruleset, parsed });
  return parsed;
}

/**
 * Params and options for one matchup, validated; paths are relative to `params`/`options`.
 * `name` says how `check` messages name what they refer to (flags unless a file is read).
 */
export function resolveMatchup(
  ruleset: Ruleset,
  procedure: Procedure,
  rawParams: unknown,
  rawOptions: unknown,
  name: Namer = flagNamer,
): Resolved {
  const p = procedure.paramsSchema
    ? parseSchema(procedure.paramsSchema, rawParams)
    : parseFields(procedure.params, rawParams);
  const o = parsedOptions(ruleset, rawOptions);
  const problems = [
    ...p.problems.map((x) => ({ ...x, path: ['params', ...x.path] })),
    ...o.problems.map((x) => ({ ...x, path: ['options', ...x.path] })),
  ];
  if (problems.length === 0 && procedure.check) {
    for (const message of procedure.check(p.value, o.value, name))
      problems.push({ path: ['params'], message });
  }
  const params =
    problems.length === 0 && procedure.complete ? procedure.complete(p.value) : p.value;
  return { params, options: o.value, problems };
}

/** A problem's path as the flag a user of `odds` typed (the odds page labels its fields the same). */
export function flagOf(p: Problem): string {
  const [where, key] = p.path;
  if (where === 'options' && key !== undefined) return `--option ${key}`;
  if (where === 'params' && typeof key === 'string') return `--${kebab(key)}`;
  return 'odds';
}
