import { z } from 'zod';
import type { Field, Fields } from './fields.ts';

// zod compiles each object schema into a function on its first parse, which pays only when a
// schema parses many objects; highnoon parses each a few times, and the compile dominated
// `odds`'s run time. Validation and messages are the same either way.
z.config({ jitless: true });

/** A field's zod schema, separate from the declarations so that reading them does not load zod. */
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
