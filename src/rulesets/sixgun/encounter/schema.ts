import { z } from 'zod';
import { COVERS, PROFESSIONS, WEAPONS, WEAPON_STATS } from '../data.ts';
import { POLICY_NAMES } from './policy-names.ts';

/** Weapons a gunfighter can fire and reload: everything but thrown knives and tomahawks (§3.4). */
const FIREARMS = WEAPONS.filter((w) => WEAPON_STATS[w].ammo !== 'thrown');

const figure = z.strictObject({
  name: z.string().min(1),
  profession: z
    .enum(PROFESSIONS)
    .default('cowboy')
    .describe('Picks the Draw bonus and the reaction tables (six-gun-sound.md §5.3).'),
  rep: z.number().int().min(1).max(7).default(4),
  sand: z.number().int().min(0).max(7).default(4),
  toughness: z.number().int().min(0).max(7).default(4),
  weapon: z.enum(FIREARMS as [string, ...string[]]).default('pistol'),
  cover: z
    .enum(COVERS)
    .default('wall')
    .describe(
      'The cover the figure fights from once it has ducked back: it steps out from behind it to shoot (none: back into the open street).',
    ),
  policy: z.enum(POLICY_NAMES).optional().describe("Overrides the side's policy."),
});

const side = z.strictObject({
  name: z.string().min(1),
  policy: z.enum(POLICY_NAMES).default('stand-and-shoot'),
  figures: z.array(figure).length(1, 'GF-1 is one figure against one (six-gun-sound.md §13.1)'),
});

export const gunfightSchema = z
  .strictObject({
    type: z
      .enum(['GF-1'])
      .default('GF-1')
      .describe('GF-1: the Star against one opponent, a Draw and then the fight (§13.1).'),
    maxTurns: z.number().int().min(2).max(100).default(30),
    distance: z
      .number()
      .positive()
      .optional()
      .describe(
        'Inches apart (default: the shortest effective range among the figures, §13.1 Deployment [L3218]).',
      ),
    skipFlinch: z
      .boolean()
      .default(false)
      .describe("Skip the Draw's Flinch checks (as Stars may choose to, §1.7)."),
    holdUnmanned: z
      .boolean()
      .default(false)
      .describe('An unmanned figure is not let go: it takes Got the Drop (§7.1 step 1).'),
    sides: z.array(side).length(2),
  })
  .superRefine((p, ctx) => {
    const seen = new Set<string>();
    p.sides.forEach((s, i) =>
      s.figures.forEach((f, j) => {
        if (seen.has(f.name))
          ctx.addIssue({
            code: 'custom',
            path: ['sides', i, 'figures', j, 'name'],
            message: `figure name "${f.name}" is used twice`,
          });
        seen.add(f.name);
      }),
    );
    if (p.sides[0]?.name === p.sides[1]?.name)
      ctx.addIssue({
        code: 'custom',
        path: ['sides', 1, 'name'],
        message: `side name "${p.sides[1].name}" is used twice`,
      });
  });

export type GunfightParams = z.output<typeof gunfightSchema>;
export type FigureSpec = GunfightParams['sides'][number]['figures'][number];
