import { z } from 'zod';
import {
  battlefieldFields,
  checkPlacement,
  piecesOf,
} from '../../../encounter/battlefield-schema.ts';
import { TIERS, WEAPONS } from '../data.ts';
import { COVER_CLASSES, OBJECTIVE_KINDS } from './tables.ts';
import { POLICY_NAMES } from './policies/names.ts';
import { TARGET_NAMES } from './target-names.ts';

/** Lucky is named only as an example [L335]; it plays under the option lucky.enabled (cowpoke.md §6). */
export const SKILLS = ['brawler', 'fast', 'holster', 'marksman', 'tough', 'lucky'] as const;

const character = z.strictObject({
  name: z.string().min(1),
  tier: z.enum(TIERS).default('cowpoke'),
  skills: z.array(z.enum(SKILLS)).default([]),
  weapons: z
    .array(z.enum(WEAPONS))
    .min(1)
    .max(3)
    .default(['revolver'])
    .describe('Weapon slots; "dynamite" is a slot of dynamite.sticks sticks (cowpoke.md §1.9).'),
  melee: z
    .boolean()
    .default(false)
    .describe(
      'Carries a knife, club or other melee weapon (+2 Brawl dice, armed for parting attacks).',
    ),
  marksman: z
    .enum(WEAPONS)
    .optional()
    .describe('Signature weapon of the Marksman skill (default: the first weapon).'),
  x: z.number(),
  y: z.number(),
  facing: z
    .number()
    .optional()
    .describe('Degrees, 0 = east (+x), 90 = north (+y); default: toward the nearest enemy.'),
  policy: z.enum(POLICY_NAMES).optional().describe("Overrides the side's policy."),
  target: z.enum(TARGET_NAMES).optional().describe("Overrides the side's target choice."),
});

const side = z.strictObject({
  name: z.string().min(1),
  policy: z.enum(POLICY_NAMES).default('stand-and-shoot'),
  target: z.enum(TARGET_NAMES).default('nearest'),
  characters: z.array(character).min(1).max(8),
});

const zone = z.strictObject({
  name: z.string().optional(),
  x: z.number(),
  y: z.number(),
  width: z.number().positive(),
  height: z.number().positive(),
  kind: z.enum(['wood', 'stone']),
});

const objective = z.strictObject({
  name: z.string().min(1),
  x: z.number(),
  y: z.number(),
  kind: z
    .enum(OBJECTIVE_KINDS)
    .default('open')
    .describe(
      'open: a safe or a door, it stays open for the side that opened it; grab: a strongbox, carried, and dropped where its carrier falls.',
    ),
  need: z
    .number()
    .int()
    .min(1)
    .max(6)
    .default(1)
    .describe(
      'The d6 an Interact (1 AP, within base contact) must roll; 1 is automatic (cowpoke.md §1.17).',
    ),
});

export const encounterSchema = z
  .strictObject({
    maxTurns: z.number().int().min(1).max(50).default(12),
    battlefield: z
      .strictObject({
        cover: z
          .array(zone)
          .default([])
          .describe(
            'Cover rectangles: a character standing inside has their cover against every shot.',
          ),
        ...battlefieldFields(z.enum(COVER_CLASSES)),
      })
      .default({ cover: [] }),
    sides: z.array(side).min(2).max(4),
    objectives: z
      .array(objective)
      .max(8)
      .optional()
      .describe(
        'Objectives to Interact with; a side that has opened or holds every one of them at once wins. The go-for-objective policy goes for them.',
      ),
  })
  .superRefine((p, ctx) => {
    const seen = new Set<string>();
    p.sides.forEach((s, i) => {
      if (seen.has(s.name))
        ctx.addIssue({
          code: 'custom',
          path: ['sides', i, 'name'],
          message: `side name "${s.name}" is used twice`,
        });
      seen.add(s.name);
      s.characters.forEach((c, j) => {
        const guns = c.weapons.filter((w) => w !== 'dynamite').length;
        if (guns > 2)
          ctx.addIssue({
            code: 'custom',
            path: ['sides', i, 'characters', j, 'weapons'],
            message: 'at most two firearms',
          });
      });
    });
    const names = new Set<string>();
    (p.objectives ?? []).forEach((o, i) => {
      if (names.has(o.name))
        ctx.addIssue({
          code: 'custom',
          path: ['objectives', i, 'name'],
          message: `objective name "${o.name}" is used twice`,
        });
      names.add(o.name);
    });
    // Placement is checked on maps drawn with the shared section; bare cover rectangles keep their old meaning.
    const b = p.battlefield;
    if (b.pieces || b.width !== undefined) {
      const figures = p.sides.flatMap((s, i) =>
        s.characters.map((c, j) => ({
          name: c.name,
          x: c.x,
          y: c.y,
          path: ['sides', i, 'characters', j],
        })),
      );
      checkPlacement(b, piecesOf(b, COVER_CLASSES), figures, ctx);
    }
  });

export type EncounterParams = z.output<typeof encounterSchema>;
export type CharacterSpec = EncounterParams['sides'][number]['characters'][number];
