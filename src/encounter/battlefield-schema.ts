import { z } from 'zod';
import { Battlefield, type PieceSpec, type TerrainSpec } from './battlefield.ts';

/**
 * The `battlefield` section of an encounter's params, shared by every ruleset: the map's size
 * and unit, and terrain pieces. A ruleset names its cover classes (lightest first) and embeds
 * `battlefieldFields(z.enum(classes))` in its own params schema; `checkPlacement` then reports a piece
 * off the map, an opening longer than its wall, figures on top of each other or inside a wall,
 * each at its path in the file. No field has a default, so params written before the section
 * existed read back unchanged.
 */
const point = z.tuple([z.number(), z.number()]);
const opening = z.strictObject({
  kind: z
    .enum(['door', 'window', 'opening'])
    .describe(
      'door: stops a figure entering; window: stops a figure crossing; opening: a large gap that stops nobody (as the ruleset rules).',
    ),
  wall: z
    .enum(['north', 'south', 'east', 'west'])
    .describe('north is the wall at y + height, east at x + width.'),
  at: z
    .number()
    .nonnegative()
    .describe('Distance from the west (north, south walls) or south (east, west walls) corner.'),
  width: z.number().positive(),
});

const KINDS = ['building', 'wall', 'fence', 'obscuring', 'difficult'] as const;
/** Pieces a ruleset takes only when it has their rules (it names them to battlefieldFields). */
const OPTIONAL_KINDS = ['watercourse'] as const;
type Kind = (typeof KINDS)[number] | (typeof OPTIONAL_KINDS)[number];
const NEEDS: Record<Kind, string[]> = {
  building: ['x', 'y', 'width', 'height', 'cover'],
  wall: ['from', 'to', 'cover'],
  fence: ['from', 'to', 'cover'],
  obscuring: ['x', 'y', 'width', 'height'],
  difficult: ['x', 'y', 'width', 'height'],
  watercourse: ['x', 'y', 'width', 'height'],
};

/**
 * The section's fields; `cover` is the ruleset's enum of cover classes, `extra` the optional
 * kinds of piece it has rules for (a watercourse: a river or stream to ford).
 */
export function battlefieldFields<C extends z.ZodType<string>>(
  cover: C,
  extra: readonly (typeof OPTIONAL_KINDS)[number][] = [],
) {
  const piece = z
    .strictObject({
      kind: z.enum([...KINDS, ...extra]),
      name: z.string().optional(),
      x: z.number().optional().describe('West edge (rectangular pieces).'),
      y: z.number().optional().describe('South edge (rectangular pieces).'),
      width: z.number().positive().optional(),
      height: z.number().positive().optional(),
      from: point.optional().describe('One end [x, y] of a wall or fence.'),
      to: point.optional().describe('The other end.'),
      cover: cover.optional().describe('The cover a figure behind (or inside) the piece gets.'),
      openings: z.array(opening).optional().describe("A building's doors, windows and openings."),
      seeInto: z
        .number()
        .nonnegative()
        .optional()
        .describe('Obscuring: how far sight reaches into it (default 0).'),
      cost: z
        .number()
        .min(1)
        .optional()
        .describe('Difficult ground: movement spent per unit crossed (default 2).'),
    })
    .superRefine((p, ctx) => {
      for (const k of NEEDS[p.kind])
        if ((p as Record<string, unknown>)[k] === undefined)
          ctx.addIssue({ code: 'custom', path: [k], message: `a ${p.kind} needs ${k}` });
      if (p.cover !== undefined && p.kind === 'watercourse')
        ctx.addIssue({
          code: 'custom',
          path: ['cover'],
          message: 'a watercourse gives no cover: leave cover out',
        });
      if (p.openings && p.kind !== 'building')
        ctx.addIssue({
          code: 'custom',
          path: ['openings'],
          message: `only a building has openings, not a ${p.kind}`,
        });
    });
  return {
    width: z.number().positive().optional().describe('Map width (x from 0), in the unit.'),
    height: z.number().positive().optional().describe('Map depth (y from 0), in the unit.'),
    unit: z.enum(['inch', 'square']).optional().describe('inch (default) or square.'),
    metric: z
      .enum(['euclidean', 'chebyshev', 'manhattan'])
      .optional()
      .describe(
        'How distance is counted: euclidean (default in inches), chebyshev (default on squares), manhattan.',
      ),
    pieces: z
      .array(piece)
      .optional()
      .describe(
        `Buildings, walls, fences, obscuring and difficult ground${extra.includes('watercourse') ? ', and watercourses (a river or stream, forded as the ruleset rules)' : ''}.`,
      ),
  };
}

export interface BattlefieldSection {
  width?: number;
  height?: number;
  unit?: 'inch' | 'square';
  metric?: 'euclidean' | 'chebyshev' | 'manhattan';
  pieces?: {
    kind: Kind;
    name?: string;
    x?: number;
    y?: number;
    width?: number;
    height?: number;
    from?: [number, number];
    to?: [number, number];
    cover?: string;
    openings?: z.output<typeof opening>[];
    seeInto?: number;
    cost?: number;
  }[];
}

/** The section's pieces as battlefield pieces, cover named by class number (lightest = 1). */
export function piecesOf(b: BattlefieldSection, coverClasses: readonly string[]): PieceSpec[] {
  const cls = (c: string | undefined) => coverClasses.indexOf(c ?? '') + 1;
  return (b.pieces ?? []).map((p): PieceSpec => {
    switch (p.kind) {
      case 'building':
        return {
          kind: 'building',
          name: p.name,
          x: p.x!,
          y: p.y!,
          width: p.width!,
          height: p.height!,
          cover: cls(p.cover),
          openings: p.openings ?? [],
        };
      case 'wall':
      case 'fence':
        return { kind: p.kind, name: p.name, from: p.from!, to: p.to!, cover: cls(p.cover) };
      case 'obscuring':
        return {
          kind: 'obscuring',
          name: p.name,
          x: p.x!,
          y: p.y!,
          width: p.width!,
          height: p.height!,
          seeInto: p.seeInto,
        };
      case 'difficult':
        return {
          kind: 'difficult',
          name: p.name,
          x: p.x!,
          y: p.y!,
          width: p.width!,
          height: p.height!,
          cost: p.cost,
        };
      case 'watercourse':
        return {
          kind: 'watercourse',
          name: p.name,
          x: p.x!,
          y: p.y!,
          width: p.width!,
          height: p.height!,
        };
    }
  });
}

/** Map size, unit and metric of the section (chebyshev by default on squares). */
export function terrainOf(b: BattlefieldSection, pieces: PieceSpec[]): TerrainSpec {
  return {
    width: b.width,
    height: b.height,
    unit: b.unit,
    metric: b.metric ?? (b.unit === 'square' ? 'chebyshev' : 'euclidean'),
    pieces,
  };
}

/** Centres closer than this (in the map's unit) are figures standing on each other. */
const OVERLAP = 0.5;
/** A figure's centre closer than this to a wall or fence stands in it. */
const IN_WALL = 0.25;

export interface PlacedFigure {
  name: string;
  x: number;
  y: number;
  /** Where the figure is written in the params, for the error. */
  path: (string | number)[];
}

/**
 * Placement problems: pieces and figures off the map (when it has a size), openings beyond
 * their wall or overlapping, figures on one another or in a wall. Paths are inside the params.
 */
export function checkPlacement(
  b: BattlefieldSection,
  pieces: PieceSpec[],
  figures: PlacedFigure[],
  ctx: z.RefinementCtx,
): void {
  const hasMap = b.width !== undefined && b.height !== undefined;
  const off = (x: number, y: number) => hasMap && (x < 0 || y < 0 || x > b.width! || y > b.height!);
  const size = hasMap ? ` (the map is ${b.width} × ${b.height})` : '';
  pieces.forEach((p, i) => {
    const path = ['battlefield', 'pieces', i];
    const corners =
      'from' in p
        ? [p.from, p.to]
        : [
            [p.x, p.y],
            [p.x + p.width, p.y + p.height],
          ];
    if (corners.some(([x, y]) => off(x, y)))
      ctx.addIssue({
        code: 'custom',
        path,
        message: `${p.name ?? `the ${p.kind}`} lies outside the map${size}`,
      });
    if (p.kind !== 'building') return;
    const spans: [number, number][] = [];
    p.openings.forEach((o, k) => {
      const len = o.wall === 'north' || o.wall === 'south' ? p.width : p.height;
      if (o.at + o.width > len)
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'openings', k],
          message: `the ${o.kind} runs past the end of the ${o.wall} wall (${len} long)`,
        });
      const side = ['north', 'south', 'east', 'west'].indexOf(o.wall) * 1e6;
      if (spans.some(([a, z]) => side + o.at < z && side + o.at + o.width > a))
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'openings', k],
          message: `the ${o.kind} overlaps another opening in the ${o.wall} wall`,
        });
      spans.push([side + o.at, side + o.at + o.width]);
    });
  });
  const bf = new Battlefield(terrainOf(b, pieces));
  figures.forEach((f, i) => {
    if (off(f.x, f.y))
      ctx.addIssue({
        code: 'custom',
        path: f.path,
        message: `${f.name} stands outside the map at (${f.x}, ${f.y})${size}`,
      });
    else if (bf.inWall(f.x, f.y, IN_WALL))
      ctx.addIssue({
        code: 'custom',
        path: f.path,
        message: `${f.name} stands inside a wall at (${f.x}, ${f.y})`,
      });
    for (let j = 0; j < i; j++) {
      const g = figures[j];
      if (Math.hypot(f.x - g.x, f.y - g.y) < OVERLAP)
        ctx.addIssue({
          code: 'custom',
          path: f.path,
          message: `${f.name} stands on ${g.name} at (${f.x}, ${f.y})`,
        });
    }
  });
}
