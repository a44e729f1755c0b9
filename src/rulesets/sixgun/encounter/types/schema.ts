import { z } from 'zod';
import { didYouMean } from '../../../../core/suggest.ts';
import { setupKeys } from '../../../setup-keys.ts';
import { uniqueNames } from '../schema.ts';
import { encounterShape, type EncounterParams } from './params.ts';
import { ALL_TYPES, TYPE_IDS, anyTypeOf } from './registry.ts';

/** The keys a set-up takes at `path` inside it (for "did you mean" on a setup key). */
function keysAt(s: z.ZodType, path: readonly PropertyKey[]): string[] {
  const prefix = path.map(String).join('.') + (path.length ? '.' : '');
  const below = setupKeys(s).filter((k) => k.key.startsWith(prefix));
  return [...new Set(below.map((k) => k.key.slice(prefix.length).split('.')[0]))];
}

/**
 * An encounter of §13.2–13.12: its `type` (one of the registry's), the shared params, and the
 * type's `setup`, checked against the type's own schema (unknown keys and values get a
 * suggestion) and for fixed set-ups that contradict each other (the type's `check`). Every
 * problem carries its path inside params, which the scenario loader turns into file:line:col.
 */
export const encounterSchema = z
  .strictObject({
    type: z
      .enum(TYPE_IDS)
      .describe(
        `The encounter type: ${ALL_TYPES.map((t) => `${t.id} (${t.code}, ${t.source.replace('six-gun-sound.md ', '')})`).join('; ')}.`,
      ),
    ...encounterShape,
  })
  .superRefine((p, ctx) => {
    const t = anyTypeOf(p.type);
    const parsed = t.setup.safeParse(p.setup, { reportInput: true });
    if (!parsed.success) {
      for (const i of parsed.error.issues) {
        if (i.code === 'unrecognized_keys') {
          const known = keysAt(t.setup, i.path);
          for (const k of i.keys)
            ctx.addIssue({
              code: 'custom',
              path: ['setup', ...i.path, k],
              message: `unknown ${t.id} setup key "${k}"${didYouMean(k, known)}; known keys: ${known.join(', ')}`,
            });
        } else ctx.addIssue({ ...i, path: ['setup', ...i.path] } as never);
      }
      return;
    }
    t.check?.(p as EncounterParams, parsed.data, (path, message) =>
      ctx.addIssue({ code: 'custom', path, message }),
    );
    uniqueNames(p.sides, ctx);
  });

/** The type's set-up, parsed with its defaults (params already passed the schema). */
export const setupOf = (p: EncounterParams) => anyTypeOf(p.type).setup.parse(p.setup);
