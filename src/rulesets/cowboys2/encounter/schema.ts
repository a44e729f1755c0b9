import { z } from 'zod';
import { CHARTS, type ChartParams } from '../chart.ts';
import { WEAPONS } from '../data.ts';

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
});

const side = z
  .strictObject({
    name: z.string().min(1),
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
  });

export type EncounterParams = z.output<typeof encounterSchema>;

/** The chart as the flat cells the shot procedure reads (`shotChart.rifle.5`). */
export function chartParams(p: EncounterParams): ChartParams {
  const out: ChartParams = { chart: p.chart };
  for (const [w, cells] of Object.entries(p.shotChart))
    for (const [r, hit] of Object.entries(cells ?? {})) out[`shotChart.${w}.${r}`] = hit;
  return out;
}
