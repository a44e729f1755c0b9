import { z } from 'zod';
import { CHARACTER_PRESETS } from '../character.ts';
import { WEAPONS } from '../data.ts';
import { COURAGE_POLICIES } from '../courage.ts';
import { CARD_POLICIES } from '../policies.ts';

/**
 * What a side does with its actions (malice.md §3): shoot twice or aim and shoot at a target in
 * reach; close in for fisticuffs: Move into base contact with the nearest enemy and fight
 * (malice.md §1.12, A16), never shooting; or fanfire (§1.4): `fanfire` closes to Short range,
 * reloads to a full cylinder and fans every round, while `fanfire-when-it-pays` does so only
 * against a target in reach for whom fanning a full cylinder and its Reloads gives more hits an
 * action than plain shots would (§3's action-efficiency check: heavy modifiers, which a
 * fanfire's natural 10 ignores), and otherwise shoots as shoot-shoot. A weapon without Fanfire
 * shoots as shoot-shoot.
 */
export const FIRE_PLANS = [
  'shoot-shoot',
  'aim-shoot',
  'fisticuffs',
  'fanfire',
  'fanfire-when-it-pays',
] as const;

/**
 * How a side's characters answer a shot with a higher card (malice.md §1.6): always a snap shot,
 * or Duck for cover when a cover area better than where they stand is within 3" (a snap shot
 * otherwise).
 */
export const REACTIONS = ['snap-shot', 'duck-else-snap'] as const;

/**
 * What a side's characters do with no enemy in reach (malice.md §1.5, §1.14): advance, or wait
 * on Got You Covered and fire at the first enemy who moves in sight and reach.
 */
export const OUT_OF_REACH = ['advance', 'got-you-covered'] as const;

/**
 * What a side's characters with a horse do with Mount and Dismount, one action each, the horse
 * in contact (malice.md §1.8, §3, §6): stay as placed; ride: mount and keep the saddle; or
 * ride-then-dismount: ride while no enemy is in reach, get down to shoot on foot (no −2) once
 * one is, and mount again when the horse still stands beside him and none is. A brawler
 * (plan fisticuffs) rides under either, for the +1 in fisticuffs.
 */
export const HORSE_PLANS = ['stay', 'ride', 'ride-then-dismount'] as const;

const character = z.strictObject({
  name: z.string().min(1),
  weapon: z.enum(WEAPONS).default('revolver'),
  x: z.number(),
  y: z.number(),
  character: z
    .enum(CHARACTER_PRESETS)
    .default('none')
    .describe(
      '"placeholder": malice.md §6\'s 2 boxes a location and Toughness 6 (placeholder, not from the source).',
    ),
  toughness: z.number().int().min(1).max(10).optional(),
  boxes: z.number().int().min(1).max(9).optional().describe('Wound boxes in every location.'),
  // No default, so that results recorded before horses existed are echoed unchanged: unset is on foot.
  mounted: z
    .boolean()
    .optional()
    .describe(
      'On horseback (malice.md §1.8): moves 12", shoots at −2, +1 in fisticuffs; a hit on him strikes the horse on 1–5, and its third wound kills it and leaves him on foot.',
    ),
  horse: z
    .strictObject({ x: z.number(), y: z.number() })
    .optional()
    .describe(
      'Where his horse stands while he is on foot (a character with mounted: true has his under him). He mounts it as an action in contact with it (1") when his side\'s horses plan says so.',
    ),
});

const side = z.strictObject({
  name: z.string().min(1),
  cardPolicy: z
    .enum(CARD_POLICIES)
    .default('highest')
    .describe("How the side's player picks his initiative card."),
  plan: z
    .enum(FIRE_PLANS)
    .default('shoot-shoot')
    .describe(
      "What its characters do with their actions: shoot-shoot, aim-shoot, fisticuffs (close into contact), fanfire (close to Short range, reload to a full gun, fan every round on natural 10s, then reload), or fanfire-when-it-pays (as fanfire, but only against a target in reach for whom a full gun's fanfire and Reloads give more hits an action than plain shots, malice.md §3; else shoot-shoot).",
    ),
  // No default, so that results recorded before it existed are echoed unchanged: unset is a snap shot.
  reaction: z
    .enum(REACTIONS)
    .optional()
    .describe(
      'How its characters answer a shot with a card higher than the attacker\'s: snap-shot (unset), or duck-else-snap: Duck for cover (up to 3") when cover better than theirs is that near.',
    ),
  // No default, as for reaction: unset is advance.
  outOfReach: z
    .enum(OUT_OF_REACH)
    .optional()
    .describe(
      'What its characters do with no enemy in reach: advance (unset), or got-you-covered: wait and fire at the first enemy who moves in sight and reach, until the end of the turn.',
    ),
  // No default, as for reaction: unset is stay.
  horses: z
    .enum(HORSE_PLANS)
    .optional()
    .describe(
      'What its characters with a horse do: stay as placed (unset); ride: Mount (an action, the horse in contact) and keep the saddle; ride-then-dismount: ride while no enemy is in reach, Dismount (an action) to shoot on foot once one is, mount again when none is and the horse is beside him. Brawlers ride under either.',
    ),
  fisticuffs: z
    .enum(CARD_POLICIES)
    .default('highest')
    .describe("How the side's player picks his card in fisticuffs (malice.md §1.12)."),
  courage: z
    .enum(COURAGE_POLICIES)
    .default('face-or-best')
    .describe(
      'Which card a Lily Livered character in cover expends on Get Your Courage Up (one try an activation): face-or-best a J/Q/K/A (automatic pass), else the highest card for its value; face-only a J/Q/K/A, else a bare d10; never a bare d10.',
    ),
  characters: z.array(character).min(1).max(8),
});

const zone = z.strictObject({
  name: z.string().optional(),
  x: z.number(),
  y: z.number(),
  width: z.number().positive(),
  height: z.number().positive(),
  kind: z.enum(['soft', 'hard']),
});

const roughZone = z.strictObject({
  name: z.string().optional(),
  x: z.number(),
  y: z.number(),
  width: z.number().positive(),
  height: z.number().positive(),
});

export const encounterSchema = z
  .strictObject({
    maxTurns: z.number().int().min(1).max(50).default(12),
    battlefield: z
      .strictObject({
        cover: z.array(zone).default([]),
        // No default, so that results recorded before it existed are echoed unchanged.
        rough: z
          .array(roughZone)
          .optional()
          .describe(
            'Rough ground (scrub, shallow rivers, fences, doorways): a Move any part of which crosses it goes at most 3" on foot, 8" mounted (malice.md §1.14; move.mixedTerrain=proRata: each rough inch costs 2" on foot, 1.5" mounted).',
          ),
      })
      .default({ cover: [] }),
    sides: z.array(side).length(2),
    aCardPolicy: z
      .enum(CARD_POLICIES)
      .optional()
      .describe("Overrides the first side's card policy (for sweeps)."),
    bCardPolicy: z
      .enum(CARD_POLICIES)
      .optional()
      .describe("Overrides the second side's card policy (for sweeps)."),
    aPlan: z.enum(FIRE_PLANS).optional().describe("Overrides the first side's plan (for sweeps)."),
    bPlan: z.enum(FIRE_PLANS).optional().describe("Overrides the second side's plan (for sweeps)."),
    aHorses: z
      .enum(HORSE_PLANS)
      .optional()
      .describe("Overrides the first side's horses plan (for sweeps)."),
    bHorses: z
      .enum(HORSE_PLANS)
      .optional()
      .describe("Overrides the second side's horses plan (for sweeps)."),
  })
  .superRefine((p, ctx) => {
    p.sides.forEach((s, i) =>
      s.characters.forEach((c, j) => {
        const path = ['sides', i, 'characters', j];
        if (c.character !== 'placeholder' && c.toughness === undefined)
          ctx.addIssue({
            code: 'custom',
            path,
            message: `${c.name}'s Toughness is missing: give toughness, or character: placeholder (malice.md §6, placeholder, not from the source)`,
          });
        if (c.mounted && c.horse)
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'horse'],
            message: `${c.name} is mounted: his horse is under him, so give mounted: true or where his horse stands, not both`,
          });
        if (c.character !== 'placeholder' && c.boxes === undefined)
          ctx.addIssue({
            code: 'custom',
            path,
            message: `${c.name}'s wound boxes are missing: give boxes, or character: placeholder (malice.md §6, placeholder, not from the source)`,
          });
      }),
    );
    if (p.sides[0]?.name === p.sides[1]?.name)
      ctx.addIssue({
        code: 'custom',
        path: ['sides', 1, 'name'],
        message: `side name "${p.sides[1].name}" is used twice`,
      });
  });

export type EncounterParams = z.output<typeof encounterSchema>;
