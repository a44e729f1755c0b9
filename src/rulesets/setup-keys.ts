import { z } from 'zod';
import type { SetupKeyInfo } from './types.ts';

/** What z.toJSONSchema says of one property (the subset a set-up schema uses). */
interface JsonProp {
  type?: string;
  enum?: string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
  description?: string;
  properties?: Record<string, JsonProp>;
  items?: JsonProp;
}

function keyOf(key: string, p: JsonProp, description: string): SetupKeyInfo {
  const base = {
    key,
    description,
    ...(p.default === undefined ? {} : { default: p.default as SetupKeyInfo['default'] }),
  };
  if (p.enum) return { ...base, kind: 'enum', values: p.enum };
  if (p.type === 'boolean') return { ...base, kind: 'boolean' };
  if (p.type === 'integer' || p.type === 'number')
    return {
      ...base,
      kind: 'number',
      integer: p.type === 'integer',
      min: p.minimum ?? p.exclusiveMinimum,
      max: p.maximum,
      ...(p.exclusiveMinimum === undefined ? {} : { minExclusive: true }),
    };
  if (p.type === 'array' && p.items?.properties)
    return { ...base, kind: 'list', items: keysOf(p.items.properties, '', '') };
  // A new kind of set-up value needs a way to be shown before it can be listed.
  throw new Error(`setup key ${key}: no listing for ${JSON.stringify(p)}`);
}

function keysOf(
  props: Record<string, JsonProp>,
  prefix: string,
  inherited: string,
): SetupKeyInfo[] {
  return Object.entries(props).flatMap(([name, p]) => {
    const key = prefix + name;
    const description = p.description ?? inherited;
    return p.properties && p.type === 'object'
      ? keysOf(p.properties, `${key}.`, description)
      : [keyOf(key, p, description)];
  });
}

/**
 * Every key a set-up schema (a strict object, perhaps holding strict objects) takes, read from
 * that schema itself, so that what `list` and the docs show is what the validator accepts. A
 * nested object's keys are dotted and share its description when they have none of their own;
 * a list of objects is one key whose items' keys it carries.
 */
export function setupKeys(schema: z.ZodType): SetupKeyInfo[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' }) as JsonProp;
  return keysOf(json.properties ?? {}, '', '');
}

function rangeText(k: SetupKeyInfo): string {
  const least = k.min === undefined ? undefined : `${k.minExclusive ? '>' : ''}${k.min}`;
  if (least !== undefined && k.max !== undefined) return ` ${least}…${k.max}`;
  if (least !== undefined) return k.minExclusive ? ` ${least}` : ` ≥${least}`;
  return k.max === undefined ? '' : ` ≤${k.max}`;
}

/** `whole number 1…8`, `number >0…48`, `town | trail`, `flag`, `list of {…}`: what a key takes. */
export function setupValuesText(k: SetupKeyInfo): string {
  if (k.kind === 'enum') return (k.values ?? []).join(' | ');
  if (k.kind === 'boolean') return 'flag';
  if (k.kind === 'list')
    return `list of { ${(k.items ?? []).map((i) => `${i.key}: ${setupValuesText(i)}`).join(', ')} }`;
  return `${k.integer ? 'whole number' : 'number'}${rangeText(k)}`;
}

/** A default as `list` and the docs print it (an empty list is none). */
export const setupDefaultText = (k: SetupKeyInfo): string =>
  Array.isArray(k.default)
    ? k.default.length
      ? JSON.stringify(k.default)
      : 'none'
    : String(k.default);
