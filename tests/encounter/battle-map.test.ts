import { describe, expect, it } from 'vitest';
import { streamFor } from '../../src/dice/rng.ts';
import { defaultsOf } from '../../src/rulesets/fields.ts';
import { encounter, type EncounterParams } from '../../src/rulesets/cowpoke/encounter/index.ts';
import { encounterSchema } from '../../src/rulesets/cowpoke/encounter/schema.ts';
import { cowpokeOptions, type CowpokeOptions } from '../../src/rulesets/cowpoke/options.ts';
import { battleMapSvg } from '../../src/report/battle-map.ts';

const O = defaultsOf(cowpokeOptions) as CowpokeOptions;
const stream = () => streamFor({ seed: 'map', matchup: 0, variant: 0, chunk: 0 });

/** Two revolvers 8" apart on a 24" × 12" map: Medium, so both stand and shoot and never move. */
const duel = encounterSchema.parse({
  maxTurns: 6,
  battlefield: {
    width: 24,
    height: 12,
    pieces: [
      { name: 'rail', kind: 'fence', from: [2, 9], to: [10, 9], cover: 'wood' },
      {
        name: 'saloon',
        kind: 'building',
        x: 14,
        y: 8,
        width: 6,
        height: 3,
        cover: 'wood',
        openings: [{ kind: 'door', wall: 'south', at: 2, width: 1.5 }],
      },
    ],
  },
  sides: [
    { name: 'Outlaws', characters: [{ name: 'Red', x: 4, y: 2, facing: 0 }] },
    { name: 'Law', characters: [{ name: 'Miller', x: 12, y: 2 }] },
  ],
}) as EncounterParams;

describe('battle map', () => {
  const map = encounter.battleMap!(duel, O, stream(), 3000);

  it('draws the terrain, the figures where they start and which way they face', () => {
    expect([map.x0, map.y0, map.width, map.height]).toEqual([0, 0, 24, 12]);
    expect(map.lines.map((l) => l.kind).sort()).toContain('fence');
    expect(map.lines.some((l) => l.kind === 'door' && l.piece === 'saloon')).toBe(true);
    expect(map.lines.filter((l) => l.kind === 'wall' && l.piece === 'saloon').length).toBe(5); // 3 walls and the south wall's two pieces
    expect(map.figures).toEqual([
      { name: 'Red', side: 0, x: 4, y: 2, facing: 0 },
      { name: 'Miller', side: 1, x: 12, y: 2, facing: 180 }, // toward the nearest enemy
    ]);
  });

  it('counts each fall where the figure stood: here only the two starting cells, as many as the run had casualties', () => {
    const { cell, cols, counts, total } = map.fallen;
    const at = (x: number, y: number) => Math.floor(y / cell) * cols + Math.floor(x / cell);
    const cells = counts.flatMap((k, i) => (k > 0 ? [i] : [])).sort((a, b) => a - b);
    expect(cells).toEqual([at(4, 2), at(12, 2)].sort((a, b) => a - b));
    // The same trials simulated on the same stream: a side of one with no survivor (the first
    // cell of survivors.<side>) lost its figure, which fell once.
    const layout = encounter.metrics(duel, O);
    const acc = layout.create();
    encounter.simulate(duel, O, stream(), 3000, acc);
    const redDown = acc[layout.slot('survivors.Outlaws')],
      millerDown = acc[layout.slot('survivors.Law')];
    expect(counts[at(4, 2)]).toBe(redDown);
    expect(counts[at(12, 2)]).toBe(millerDown);
    expect(total).toBe(redDown + millerDown);
    expect(total).toBeGreaterThan(1000);
  });

  it('leaves the simulation alone: the same stream gives the same results after a map was drawn', () => {
    const a = encounter.metrics(duel, O).create(),
      b = encounter.metrics(duel, O).create();
    encounter.simulate(duel, O, stream(), 500, a);
    encounter.battleMap!(
      duel,
      O,
      streamFor({ seed: 'other', matchup: 0, variant: 0, chunk: 0 }),
      50,
    );
    encounter.simulate(duel, O, stream(), 500, b);
    expect([...b]).toEqual([...a]);
  });

  it('as SVG: north up, a circle and a facing tick per figure, the density cells with their counts', () => {
    const svg = battleMapSvg(map, 'duel');
    expect(svg.match(/<g class="figure"/g)).toHaveLength(2);
    expect(svg).toMatch(/data-name="Red" data-side="Outlaws"/);
    const counts = [...svg.matchAll(/class="fallen" data-count="(\d+)"/g)].map((m) => Number(m[1]));
    expect(counts.reduce((s, k) => s + k, 0)).toBe(map.fallen.total);
    // Red at (4, 2) faces east: its tick points right, level, from its centre near the bottom.
    const red = svg.slice(svg.indexOf('data-name="Red"'));
    const tick = red.match(
      /class="facing" x1="([\d.]+)" y1="([\d.]+)" x2="([\d.]+)" y2="([\d.]+)"/,
    )!;
    const [x1, y1, x2, y2] = tick.slice(1).map(Number);
    expect(x2).toBeGreaterThan(x1);
    expect(y2).toBe(y1);
    expect(y1).toBeGreaterThan(320 / 2); // y = 2 of 12: in the lower part of the drawing
  });
});
