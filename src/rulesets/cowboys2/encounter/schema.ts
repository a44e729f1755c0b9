import { z } from 'zod';
import { CHARTS, type ChartParams } from '../chart.ts';
import { WEAPONS, WEAPON_STATS } from '../data.ts';
import { TARGET_CHOICES } from './target-choices.ts';

/**
 * A Cowboys II fight on the square grid: squares are addressed by their south-west corner
 * (x, y) and a figure stands at the square's centre. Buildings are rectangles of whole squares
 * whose walls (black lines) block sight and movement except at their doors and windows (red
 * lines). The episode book is not in the source, so the sides, the first side, victory (the
 * last side standing) and the turn limit are the scenario's (cowboys-ii.md §3.1, §6.2).
 */
const cowboy = z.strictObject({
  name: z.string().min(1),
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  weapon: z.enum(WEAPONS).default('pistol'),
  modifier: z
    .number()
    .int()
    .min(0)
    .max(2)
    .default(0)
    .describe('The cowboy modifier on his counter (+0, +1, +2).'),
  health: z.number().int().min(1).max(4).default(4),
  ammo: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe(
      "Rounds in his weapon at the start (default: fully loaded, cowboys-ii.md §2.2 [L88]); counted only for a player's cowboy, since the solitaire AI never counts them (§1.12 [L327]).",
    ),
  mounted: z
    .boolean()
    .optional()
    .describe('He starts on a horse of his own (cowboys-ii.md §3.4 [L139-141]).'),
});

/**
 * How the player policy plays a side (encounter/player.ts): whether it brawls with an empty
 * gun, mounts horses it can reach, shoots a mounted enemy's horse rather than the rider (B16),
 * and how likely a reaction shot must be to hit before it spends a cowboy's activation on one.
 */
export const BRAWL_MODES = ['never', 'whenBetter', 'always'] as const;

export const playerSchema = z.strictObject({
  brawl: z
    .enum(BRAWL_MODES)
    .default('whenBetter')
    .describe(
      'With an empty gun and an enemy beside him: brawl when it is expected to take more health off the enemy than reloading and shooting would ("whenBetter"), always, or never (reload).',
    ),
  mount: z
    .boolean()
    .default(true)
    .describe('Mount a riderless horse he can reach when his target is more than 4 squares off.'),
  shootHorses: z
    .boolean()
    .default(false)
    .describe("Shoot a mounted enemy's horse rather than the rider (B16)."),
  reactAt: z
    .number()
    .min(0)
    .max(1)
    .default(0.5)
    .describe('Take a Reaction Shot when it hits at least this often.'),
});

const side = z
  .strictObject({
    name: z.string().min(1),
    policy: z
      .enum(['ai', 'player', 'advance-to-best-range'])
      .optional()
      .describe(
        "Who runs the side's cowboys: the book's solitaire AI (default: it never counts rounds, brawls or mounts by itself, §1.12 [L327], [L343]), the player policy, which counts and reloads its rounds, brawls, rides horses and takes the base Reaction Shot (§1.4), or the shared encounter policy advance-to-best-range, a house rule: the AI in all else, but with its target in sight it walks to the chart range where its shots score most and shoots from there.",
      ),
    player: playerSchema.optional().describe('How the player policy plays (policy: player).'),
    target: z
      .enum(TARGET_CHOICES)
      .optional()
      .describe(
        "Whom the side's cowboys go after, under either policy: closest (default, the book's AI: the closest by range, in sight or not, §1.12 [L321]), or a shared encounter policy's choice, a house rule: nearest (the nearest in sight), weakest (least health left, in sight), most-dangerous (the enemy in sight whose shot at him would score most); with none in sight, the closest.",
      ),
    cowboys: z.array(cowboy).min(1).max(6),
    hand: z
      .number()
      .int()
      .min(0)
      .max(52)
      .default(0)
      .describe(
        'Cards dealt to the side at setup (the episode sets it, cowboys-ii.md §1.7 [L78]).',
      ),
    deck: z
      .strictObject({
        deadEye: z
          .number()
          .int()
          .min(0)
          .max(52)
          .default(4)
          .describe('DEAD EYE cards (+2 to one shot).'),
        other: z
          .number()
          .int()
          .min(0)
          .max(52)
          .default(28)
          .describe(
            'Other cards: the source does not give their effects, so they stay in hand unplayed.',
          ),
      })
      .default({ deadEye: 4, other: 28 })
      .describe(
        "The side's deck: only DEAD EYE is known (§6.2); naming any other card is refused.",
      ),
  })
  .superRefine((s, ctx) => {
    if (s.hand > s.deck.deadEye + s.deck.other)
      ctx.addIssue({
        code: 'custom',
        path: ['hand'],
        message: `a hand of ${s.hand} cannot be dealt from a deck of ${s.deck.deadEye + s.deck.other}: lower hand or add cards`,
      });
    if (s.deck.deadEye + s.deck.other > 52)
      ctx.addIssue({
        code: 'custom',
        path: ['deck'],
        message: `a deck of ${s.deck.deadEye + s.deck.other} cards is more than the 52 this model deals from`,
      });
  });

const opening = z.strictObject({
  kind: z.enum(['door', 'window']),
  wall: z.enum(['north', 'south', 'east', 'west']),
  at: z
    .number()
    .int()
    .min(0)
    .describe(
      "Squares from the wall's west (north and south walls) or south (east and west walls) end.",
    ),
});

const building = z.strictObject({
  name: z.string().optional(),
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  openings: z.array(opening).default([]),
});

/** Doors whose open or closed state the world tracks (encounter/world.ts keeps them in 16 bits). */
export const MAX_DOORS = 16;

export const encounterSchema = z
  .strictObject({
    maxTurns: z.number().int().min(1).max(50).default(12),
    chart: z
      .enum(CHARTS)
      .default('placeholder')
      .describe("The base Shot Chart (the book's is lost; cowboys-ii.md §6.1)."),
    shotChart: z
      .partialRecord(
        z.enum(WEAPONS),
        z.record(
          z.string().regex(/^([1-9]|1[0-2])$/, 'a range from 1 to 12'),
          z.number().int().min(2).max(13),
        ),
      )
      .default({})
      .describe('Cells over the base chart: weapon → range → hit number.'),
    grid: z.strictObject({
      width: z.number().int().min(2).max(64),
      height: z.number().int().min(2).max(64),
      buildings: z.array(building).default([]),
    }),
    horses: z
      .array(z.strictObject({ x: z.number().int().min(0), y: z.number().int().min(0) }))
      .optional()
      .describe(
        'Riderless horses standing in the street (a horse may not stand in a building, [L143]).',
      ),
    sides: z.array(side).length(2),
  })
  .superRefine((p, ctx) => {
    const doors = p.grid.buildings.flatMap((b) => b.openings).filter((o) => o.kind === 'door');
    if (doors.length > MAX_DOORS)
      ctx.addIssue({
        code: 'custom',
        path: ['grid', 'buildings'],
        message: `${doors.length} doors: at most ${MAX_DOORS} (each door's state is one bit of a 16-bit mask); make some of them windows`,
      });
    // With no base chart every weapon in use needs cells of its own, or it could never fire.
    const charted = new Set<string>();
    const taken = new Set<string>();
    p.sides.forEach((s, i) =>
      s.cowboys.forEach((c, j) => {
        const path = ['sides', i, 'cowboys', j];
        if (c.x >= p.grid.width || c.y >= p.grid.height)
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'x'],
            message: `square (${c.x}, ${c.y}) is outside the ${p.grid.width} × ${p.grid.height} grid: use x 0–${p.grid.width - 1}, y 0–${p.grid.height - 1}`,
          });
        if (
          p.chart === 'none' &&
          !charted.has(c.weapon) &&
          Object.keys(p.shotChart[c.weapon] ?? {}).length === 0
        )
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'weapon'],
            message: `no Shot Chart for the ${c.weapon} (chart: none): give shotChart: { ${c.weapon}: { <range>: <hit number>, … } }, or use chart: placeholder`,
          });
        charted.add(c.weapon);
        const max = WEAPON_STATS[c.weapon].maxAmmo;
        if (c.ammo !== undefined && c.ammo > max)
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'ammo'],
            message: `a ${c.weapon} holds at most ${max} rounds (cowboys-ii.md §2.2 [L247-249]): use 0–${max}`,
          });
        if (c.mounted && indoors(p, c.x, c.y))
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'mounted'],
            message: `square (${c.x}, ${c.y}) is inside a building, where no horse may go [L143]: set mounted: false or place him outside`,
          });
        const key = `${c.x},${c.y}`;
        if (taken.has(key))
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'x'],
            message: `square (${c.x}, ${c.y}) already holds a cowboy: a model may not end on another [L129]`,
          });
        taken.add(key);
      }),
    );
    (p.horses ?? []).forEach((h, i) => {
      const path = ['horses', i, 'x'];
      if (h.x >= p.grid.width || h.y >= p.grid.height)
        ctx.addIssue({
          code: 'custom',
          path,
          message: `square (${h.x}, ${h.y}) is outside the ${p.grid.width} × ${p.grid.height} grid: use x 0–${p.grid.width - 1}, y 0–${p.grid.height - 1}`,
        });
      else if (indoors(p, h.x, h.y))
        ctx.addIssue({
          code: 'custom',
          path,
          message: `square (${h.x}, ${h.y}) is inside a building, where no horse may go [L143]: place it in the street`,
        });
    });
  });

/** Whether square (x, y) lies inside one of the grid's buildings. */
export function indoors(
  p: { grid: { buildings: { x: number; y: number; width: number; height: number }[] } },
  x: number,
  y: number,
): boolean {
  return p.grid.buildings.some(
    (b) => x >= b.x && x < b.x + b.width && y >= b.y && y < b.y + b.height,
  );
}

export type EncounterParams = z.output<typeof encounterSchema>;

/** The chart as the flat cells the shot procedure reads (`shotChart.rifle.5`). */
export function chartParams(p: EncounterParams): ChartParams {
  const out: ChartParams = { chart: p.chart };
  for (const [w, cells] of Object.entries(p.shotChart))
    for (const [r, hit] of Object.entries(cells ?? {})) out[`shotChart.${w}.${r}`] = hit;
  return out;
}
