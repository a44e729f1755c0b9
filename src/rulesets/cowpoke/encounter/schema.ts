import { z } from 'zod';
import { TIERS, WEAPONS } from '../data.ts';
import { POLICY_NAMES } from './policies/index.ts';
import { TARGET_NAMES } from './targets.ts';

export const SKILLS = ['brawler', 'fast', 'holster', 'marksman', 'tough'] as const;

const character = z.strictObject({
  name: z.string().min(1),
  tier: z.enum(TIERS).default('cowpoke'),
  skills: z.array(z.enum(SKILLS)).default([]),
  weapons: z.array(z.enum(WEAPONS)).min(1).max(3).default(['revolver'])
    .describe('Weapon slots; "dynamite" is a slot of dynamite.sticks sticks (cowpoke.md §1.9).'),
  melee: z.boolean().default(false).describe('Carries a knife, club or other melee weapon (+2 Brawl dice, armed for parting attacks).'),
  marksman: z.enum(WEAPONS).optional().describe('Signature weapon of the Marksman skill (default: the first weapon).'),
  x: z.number(),
  y: z.number(),
  policy: z.enum(POLICY_NAMES).optional().describe('Overrides the side\'s policy.'),
  target: z.enum(TARGET_NAMES).optional().describe('Overrides the side\'s target choice.'),
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
    battlefield: z.strictObject({ cover: z.array(zone).default([]) }).default({ cover: [] }),
    sides: z.array(side).min(2).max(4),
  })
  .superRefine((p, ctx) => {
    const seen = new Set<string>();
    p.sides.forEach((s, i) => {
      if (seen.has(s.name)) ctx.addIssue({ code: 'custom', path: ['sides', i, 'name'], message: `side name "${s.name}" is used twice` });
      seen.add(s.name);
      s.characters.forEach((c, j) => {
        const guns = c.weapons.filter((w) => w !== 'dynamite').length;
        if (guns > 2) ctx.addIssue({ code: 'custom', path: ['sides', i, 'characters', j, 'weapons'], message: 'at most two firearms' });
      });
    });
  });

export type EncounterParams = z.output<typeof encounterSchema>;
export type CharacterSpec = EncounterParams['sides'][number]['characters'][number];
