import { z } from 'zod';
import { LOCALES } from '../../campaign/data.ts';
import { SIGHTS, bandSide } from '../schema.ts';

/**
 * The params every encounter type shares (its `type` and its own `setup` are added by
 * schema.ts from the registry): where it happens, how long it may last, and the two sides,
 * whose listed figures come first and whose rest the type rolls per trial.
 */
export const encounterShape = {
  locale: z
    .enum(LOCALES)
    .default('kansas')
    .describe(
      'The locale, whose 1875 Settlement Level the set-up tables read (§14.2) unless sl is given.',
    ),
  sl: z
    .number()
    .int()
    .min(1)
    .max(6)
    .optional()
    .describe("The locale's Settlement Level now (default: its 1875 level)."),
  maxTurns: z.number().int().min(2).max(100).default(30),
  sight: z
    .enum(SIGHTS)
    .optional()
    .describe(
      'How far a figure sees (§4.7): day by default; a type may roll night itself (Jail Break).',
    ),
  setup: z
    .record(z.string(), z.unknown())
    .default({})
    .describe(
      "The type's set-up, fixed where given and rolled per trial where not: highnoon list sixgun shows each type's keys (docs/rulesets/sixgun.md too).",
    ),
  sides: z
    .array(bandSide.partial({ name: true }))
    .max(2)
    .default([])
    .describe(
      "The two sides in the type's order (their names default to its roles); each side's listed figures come first (the first leads it), the type rolls the rest from the NPC tables.",
    ),
} as const;

const base = z.strictObject(encounterShape);
export type EncounterParams = z.output<typeof base> & { type: string };
export type SideSpec = EncounterParams['sides'][number];
