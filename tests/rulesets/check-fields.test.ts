import { describe, expect, it } from 'vitest';
import { checkFields } from '../../src/rulesets/check-fields.ts';
import {
  booleanField,
  enumField,
  numberField,
  type Field,
  type Fields,
} from '../../src/rulesets/fields.ts';
import { fieldsSchema } from '../../src/rulesets/fields-schema.ts';
import { RULESETS } from '../../src/rulesets/registry.ts';
import { describeIssue } from '../../src/rulesets/validate.ts';

/** Every flat field set the toolkit has (options and odds params), and a few edge shapes. */
const SETS: [string, Fields][] = [
  ...RULESETS.flatMap((r) => [
    [`${r.id} options`, r.options] as [string, Fields],
    ...Object.values(r.procedures)
      .filter((p) => !p.paramsSchema)
      .map((p) => [`${r.id} ${p.id}`, p.params] as [string, Fields]),
  ]),
  [
    'edge shapes',
    {
      whole: numberField({ integer: true, min: 1, max: 1e9, description: 'x' }),
      open: numberField({ description: 'no default, the stand-in bound' }),
      real: numberField({ default: 0.5, min: 0, max: 1, description: 'x' }),
      pick: enumField(['a', 'b-c'], { description: 'no default' }),
      flag: booleanField({ default: false, description: 'x' }),
    },
  ],
];

/** A small seeded generator, so that a failure names an input that can be replayed. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

const ODD: unknown[] = [
  undefined,
  null,
  '',
  'revolver',
  'REVOLVER',
  '3',
  true,
  false,
  0,
  -0,
  2.5,
  -7,
  1e20,
  -1e20,
  2 ** 53,
  NaN,
  Infinity,
  -Infinity,
  [],
  {},
  [1],
];

function valueFor(f: Field, pick: (n: number) => number): unknown {
  if (pick(3) === 0) return ODD[pick(ODD.length)];
  if (f.kind === 'enum') return f.values[pick(f.values.length)];
  if (f.kind === 'boolean') return pick(2) === 0;
  const lo = f.min ?? -1000;
  const hi = f.max ?? 1000;
  const v = lo + (pick(1000) / 999) * (hi - lo) + (pick(4) === 0 ? (hi - lo) * 0.6 : 0);
  return f.integer && pick(4) !== 0 ? Math.round(v) : v;
}

function randomInput(fields: Fields, pick: (n: number) => number): unknown {
  const r = pick(40);
  if (r === 0) return [5, 'x', null, [], [1], true][pick(6)];
  const input: Record<string, unknown> = {};
  for (const [k, f] of Object.entries(fields)) if (pick(2) === 0) input[k] = valueFor(f, pick);
  if (r === 1) input.bogus = 1;
  if (r === 2) input['constructor'] = 'x';
  if (r === 3) return JSON.parse(`{"__proto__": 1, "zzz": 2}`);
  return input;
}

/** What a caller sees: the value with its keys in order, and the problems as sentences. */
const seen = (fields: Fields, value: Record<string, unknown>, issues: unknown[]) => ({
  keys: Object.keys(value),
  value,
  problems: issues.flatMap((i) => describeIssue(i as never, fields)),
});

describe('flat fields are validated without zod, exactly as their zod schema validates them', () => {
  it('the same value, the same keys in the same order and the same problems on thousands of inputs', () => {
    const pick = lcg(2026);
    let failures = 0;
    for (const [name, fields] of SETS) {
      const schema = fieldsSchema(fields);
      for (let i = 0; i < 400; i++) {
        const input = randomInput(fields, pick);
        const z = schema.safeParse(input, { reportInput: true });
        const ours = checkFields(fields, input);
        const want = z.success ? seen(fields, z.data, []) : seen(fields, {}, z.error.issues);
        const got = ours.issues.length
          ? seen(fields, {}, ours.issues)
          : seen(fields, ours.value, []);
        expect(got, `${name}: ${JSON.stringify(input)}`).toEqual(want);
        if (!z.success) failures++;
      }
    }
    // The inputs must reach the refusals too, or the comparison proves little.
    expect(failures).toBeGreaterThan(1000);
  });
});
