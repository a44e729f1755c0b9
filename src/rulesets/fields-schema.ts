import { z } from 'zod';
import type { Field, Fields } from './fields.ts';

/**
 * A field's zod schema, for the JSON Schema of scenario files and to check check-fields.ts
 * against; kept apart from the declarations so that reading them does not load zod.
 */
function fieldSchema(f: Field): z.ZodType {
  let s: z.ZodType;
  if (f.kind === 'enum') s = z.enum(f.values as [string, ...string[]]);
  else if (f.kind === 'boolean') s = z.boolean();
  else {
    let n = z.number();
    if (f.integer) n = n.int();
    if (f.min !== undefined) n = n.min(f.min);
    if (f.max !== undefined) n = n.max(f.max);
    s = n;
  }
  s = s.describe(f.description + (f.ruling ? ` Ruling: ${f.ruling}` : ''));
  return f.default === undefined ? s.optional() : s.default(f.default as never);
}

/** A strict zod object for a set of fields, defaults filled in. */
export function fieldsSchema(fields: Fields): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const [k, f] of Object.entries(fields)) shape[k] = fieldSchema(f);
  return z.strictObject(shape);
}
