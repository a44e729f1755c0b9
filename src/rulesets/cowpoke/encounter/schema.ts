import { z } from 'zod';
import {
  battlefieldFields,
  checkPlacement,
  piecesOf,
} from '../../../encounter/battlefield-schema.ts';
import { TIERS, WEAPONS } from '../data.ts';
import { COVER_CLASSES } from './tables.ts';
import { POLICY_NAMES } from './policies/names.ts';
import { TARGET_NAMES } from './target-names.ts';

export const SKILLS = ['brawler', 'fast', 'holster', 'marksman', 'tough'] as const;

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
