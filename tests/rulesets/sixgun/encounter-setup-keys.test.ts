import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setupDefaultText, setupKeys } from '../../../src/rulesets/setup-keys.ts';
import { sixgun } from '../../../src/rulesets/sixgun/index.ts';
import { ALL_TYPES } from '../../../src/rulesets/sixgun/encounter/types/registry.ts';
import { encounterSchema } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import type { SetupKeyInfo } from '../../../src/rulesets/types.ts';
import { cli } from '../../helpers.ts';

/**
 * The `setup:` keys `highnoon list sixgun` and the docs show for each encounter type are the
 * keys its validator takes, with the values, ranges and defaults it takes them with.
 */

/** Every key path a zod object takes, read from zod's own shapes (not from the listing's reading). */
function zodKeys(s: z.ZodType, prefix = ''): string[] {
  let inner: z.ZodType = s;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault)
    inner = inner.unwrap() as z.ZodType;
  if (!(inner instanceof z.ZodObject)) return [prefix.slice(0, -1)];
  return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([k, v]) =>
    zodKeys(v, `${prefix}${k}.`),
  );
}

/** A set-up holding one value at a dotted key. */
const setupWith = (key: string, v: unknown): Record<string, unknown> =>
  key.split('.').reduceRight<unknown>((inner, part) => ({ [part]: inner }), v) as Record<
    string,
    unknown
  >;

/** One item of a list, each of its keys at the first value it takes. */
const itemOf = (items: SetupKeyInfo[]) =>
  Object.fromEntries(items.map((i) => [i.key, taken(i)[0]]));

/** Values the listing says a key takes, at its edges. */
function taken(k: SetupKeyInfo): unknown[] {
  if (k.kind === 'enum') return [...k.values!];
  if (k.kind === 'boolean') return [true, false];
  if (k.kind === 'list') return [[], [itemOf(k.items!)], [itemOf(k.items!), itemOf(k.items!)]];
  if (k.min === undefined || k.max === undefined)
    return [k.min === undefined ? -1e6 : k.min + (k.minExclusive ? 0.001 : 0), k.max ?? 1e6];
  const least = k.minExclusive ? k.min! + (k.integer ? 1 : 0.001) : k.min!;
  return [least, k.max!, k.integer ? Math.round((least + k.max!) / 2) : (least + k.max!) / 2];
}

/** Values just past what the listing says a key takes. */
function refused(k: SetupKeyInfo): unknown[] {
  if (k.kind === 'enum') return ['no-such-value', 1];
  if (k.kind === 'boolean') return ['yes', 1];
  if (k.kind === 'list') {
    const item = itemOf(k.items!);
    // Each item key left out, then one more key than an item takes.
    const short = k.items!.map((i) =>
      Object.fromEntries(Object.entries(item).filter(([key]) => key !== i.key)),
    );
    return ['x', [1], ...short.map((o) => [o]), [{ ...item, notAKey: 1 }]];
  }
  if (k.min === undefined || k.max === undefined)
    return [
      ...(k.min === undefined ? [] : [k.minExclusive ? k.min : k.min - 1]),
      ...(k.max === undefined ? [] : [k.max + 1]),
      'x',
    ];
  const below = k.minExclusive ? k.min! : k.min! - 1;
  return [below, k.max! + 1, ...(k.integer && k.max! > k.min! ? [k.min! + 0.5] : []), 'x'];
}

/** The value a key takes when the set-up leaves it out. */
const valueAt = (o: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((v, part) => (v as Record<string, unknown>)?.[part], o);

describe('six-gun-sound.md §13.2–13.12: each encounter type lists the setup keys its validator takes', () => {
  for (const t of ALL_TYPES) {
    const keys = setupKeys(t.setup);

    it(`${t.id}: every key the validator takes is listed, and every listed key is taken`, () => {
      expect(keys.map((k) => k.key)).toEqual(zodKeys(t.setup));
      for (const k of keys) {
        for (const v of taken(k))
          expect(t.setup.safeParse(setupWith(k.key, v)).success, `${k.key}: ${v}`).toBe(true);
        for (const v of refused(k))
          expect(t.setup.safeParse(setupWith(k.key, v)).success, `${k.key}: ${v}`).toBe(false);
      }
      const stray = encounterSchema.safeParse({ type: t.id, setup: { notAKey: 1 } });
      expect(stray.success).toBe(false);
      expect(stray.error!.issues[0].message).toContain(
        `known keys: ${[...new Set(keys.map((k) => k.key.split('.')[0]))].join(', ')}`,
      );
    });

    it(`${t.id}: each listed default is what an absent key becomes, or the description says it`, () => {
      const absent = t.setup.parse({});
      for (const k of keys) {
        expect(valueAt(absent, k.key), k.key).toEqual(k.default);
        if (k.default === undefined) expect(k.description, k.key).toMatch(/default/);
        expect(k.description.length, k.key).toBeGreaterThan(10);
      }
    });
  }

  it('a nested key refused with the keys of its own level', () => {
    const r = encounterSchema.safeParse({
      type: 'cattle-drive',
      setup: { stretches: { kansass: 'none' } },
    });
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [
        'setup.stretches.kansass',
        'unknown cattle-drive setup key "kansass" (did you mean "kansas"?); known keys: west-texas, indian-territory, kansas',
      ],
    ]);
  });

  it('every scenario type is under the line of its book code, and the Gunfight has none', () => {
    const listed = (sixgun.encounterTypes ?? []).flatMap((e) =>
      (e.scenarioTypes ?? []).map((s) => [e.id, s.type]),
    );
    expect(listed).toEqual(ALL_TYPES.map((t) => [t.code, t.id]));
  });

  it('`highnoon list sixgun` shows each key with its values and default under its type', () => {
    const r = cli(['list', 'sixgun']);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    for (const t of ALL_TYPES) {
      const at = lines.indexOf(`          type: ${t.id}; setup:`);
      expect(at, t.id).toBeGreaterThan(0);
      const keys = setupKeys(t.setup);
      keys.forEach((k, i) => {
        const head = lines[at + 1 + 2 * i];
        expect(head.startsWith(`            ${k.key}  `), head).toBe(true);
        if (k.kind === 'enum') expect(head).toContain(k.values!.join(' | '));
        if (k.kind === 'number' && k.max !== undefined) expect(head).toContain(`${k.min}…${k.max}`);
        if (k.default !== undefined) expect(head).toContain(`(default: ${setupDefaultText(k)})`);
        expect(lines[at + 2 + 2 * i]).toBe(`                ${k.description}`);
      });
    }
  });
});
