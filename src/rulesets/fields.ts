/**
 * One declaration per parameter or option drives everything that needs it: the zod schema
 * (scenario files and JSON Schema), the CLI flags, `highnoon list` and validation messages.
 */
interface FieldBase {
  description: string;
  /** For options: the ruling this default encodes, and where the spec gives it. */
  ruling?: string;
  section?: string;
}
export interface EnumField<V extends string = string> extends FieldBase {
  kind: 'enum';
  values: readonly V[];
  default?: V;
  /** What one value is called in messages ("weapon", "range band"). */
  noun?: string;
}
export interface NumberField extends FieldBase {
  kind: 'number';
  default?: number;
  min?: number;
  max?: number;
  integer?: boolean;
  /** The placeholder in `--help` (`<inches>`). */
  unit?: string;
}
export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default: boolean;
}
export type Field = EnumField | NumberField | BooleanField;
export type Fields = Record<string, Field>;

type FieldValue<F> = F extends EnumField<infer V> ? V : F extends NumberField ? number : boolean;
type HasDefault<F> = F extends { default: unknown }
  ? undefined extends F['default']
    ? false
    : true
  : false;

/** The validated value of a set of fields: fields without a default may be absent. */
export type Values<S extends Fields> = {
  [K in keyof S as HasDefault<S[K]> extends true ? K : never]: FieldValue<S[K]>;
} & {
  [K in keyof S as HasDefault<S[K]> extends true ? never : K]?: FieldValue<S[K]>;
};

type Prefixed<P extends string, F extends Fields> = {
  [K in keyof F & string as `${P}${Capitalize<K>}`]: F[K];
};

const flatKey = (prefix: string, name: string) => prefix + name[0].toUpperCase() + name.slice(1);

/**
 * Per-figure parameters declared once: one figure's fields under a prefix, flat as the CLI
 * and scenario files take them (`a` + `rep` → `aRep`, flag `--a-rep`). figureOf reads the
 * figure back as one value, figureKeys names its flat keys.
 */
export function figureFields<const P extends string, const F extends Fields>(
  prefix: P,
  fields: F,
): Prefixed<P, F> {
  const out: Record<string, Field> = {};
  for (const [k, f] of Object.entries(fields)) out[flatKey(prefix, k)] = f;
  return out as Prefixed<P, F>;
}

/** The flat keys of a figure's fields, in declaration order. */
export const figureKeys = (prefix: string, fields: Fields): string[] =>
  Object.keys(fields).map((k) => flatKey(prefix, k));

/**
 * A figure's values read back from flat parameters: each field's value, or its default in
 * `fields` when the parameters leave it out (a figure whose fields have no default in the
 * schema, so that a value given out of place can be reported, gets them here).
 */
export function figureOf<F extends Fields>(
  values: object,
  prefix: string,
  fields: F,
): { [K in keyof F]: FieldValue<F[K]> } {
  const out: Record<string, unknown> = {};
  for (const [k, f] of Object.entries(fields))
    out[k] = (values as Record<string, unknown>)[flatKey(prefix, k)] ?? f.default;
  return out as { [K in keyof F]: FieldValue<F[K]> };
}

export function enumField<const V extends string, const D extends V | undefined = undefined>(
  values: readonly V[],
  spec: Omit<EnumField<V>, 'kind' | 'values' | 'default'> & { default?: D },
): EnumField<V> & { default: D } {
  return { kind: 'enum', values, ...spec } as EnumField<V> & { default: D };
}
/**
 * The range of a number field that declares none of its own: wide enough for any table-top
 * distance or count, narrow enough that no value can make a procedure run away.
 */
export const NUMBER_BOUND = 1000;

/** A number field; its range is always declared, by the field or by NUMBER_BOUND. */
export function numberField<const D extends number | undefined = undefined>(
  spec: Omit<NumberField, 'kind' | 'default'> & { default?: D },
): NumberField & { default: D } {
  // A default beyond the bound widens it: the bound only stands in for an undeclared range.
  const d = spec.default ?? 0;
  return {
    kind: 'number',
    min: Math.min(-NUMBER_BOUND, d),
    max: Math.max(NUMBER_BOUND, d),
    ...spec,
  } as NumberField & { default: D };
}

/** `number 0…1000`, `whole number -10…10`: a number field's type and range, for `list` and docs. */
export function rangeText(f: NumberField): string {
  return `${f.integer ? 'whole number' : 'number'} ${f.min ?? -NUMBER_BOUND}…${f.max ?? NUMBER_BOUND}`;
}
export const booleanField = (spec: Omit<BooleanField, 'kind'>): BooleanField => ({
  kind: 'boolean',
  ...spec,
});

export function defaultsOf(fields: Fields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, f] of Object.entries(fields)) if (f.default !== undefined) out[k] = f.default;
  return out;
}

/** `targetMoved` → `target-moved`, for CLI flags. */
export function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
}

/** Parses a CLI string as the field's type; returns the raw string if it does not parse. */
export function coerce(f: Field, raw: string): unknown {
  if (f.kind === 'number') {
    const n = Number(raw);
    return raw.trim() !== '' && Number.isFinite(n) ? n : raw;
  }
  if (f.kind === 'boolean') {
    if (/^(true|yes|on|1)$/i.test(raw)) return true;
    if (/^(false|no|off|0)$/i.test(raw)) return false;
    return raw;
  }
  return raw;
}
