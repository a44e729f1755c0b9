import { streamFor } from '../dice/rng.ts';
import type { BattleMap } from '../encounter/battle-map.ts';
import type { Scenario } from '../scenario/load.ts';

/** The battle map of one matchup, drawn. */
export interface MapFigure {
  matchup: string;
  map: BattleMap;
  svg: string;
}

/** Trials replayed to place the casualties, and matchups drawn at most (a sweep can have thousands). */
export const MAP_TRIALS = 2000;
export const MAX_MAPS = 8;

const esc = (s: unknown) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const SIDE_COLOURS = ['#1f5f8b', '#a4462a', '#4d7a35', '#7b4b94', '#c99a2e', '#333333'];
const f = (x: number) => (Math.round(x * 10) / 10).toString();

/**
 * One map as inline SVG, north up: ground, cover and buildings, casualty density (red, darker
 * where more figures fell), walls, fences, doors and windows, then every figure at its start
 * with a tick the way it faces. Elements carry classes and data attributes so that a reader
 * (or a test) can tell them apart.
 */
export function battleMapSvg(m: BattleMap, label: string): string {
  const W = 640;
  const s = W / Math.max(m.width, m.height, 1);
  const pad = 14;
  const px = (x: number) => pad + (x - m.x0) * s;
  const py = (y: number) => pad + (m.y0 + m.height - y) * s;
  const width = m.width * s + 2 * pad,
    height = m.height * s + 2 * pad;
  const out: string[] = [];
  out.push(
    `<svg class="battle-map" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${f(width)} ${f(height)}" width="${f(width)}" height="${f(height)}" role="img" aria-label="${esc(`battle map: ${label}`)}" data-matchup="${esc(label)}">`,
    `<rect class="ground" x="${pad}" y="${pad}" width="${f(m.width * s)}" height="${f(m.height * s)}" fill="#efe2c4" stroke="#b8a789"/>`,
  );
  const AREA_STYLE: Record<string, string> = {
    cover: 'fill="#8a6a3f" fill-opacity="0.35" stroke="#8a6a3f"',
    building: 'fill="#c8b28c" fill-opacity="0.6" stroke="none"',
    obscuring: 'fill="#4d7a35" fill-opacity="0.3" stroke="#4d7a35" stroke-dasharray="3 2"',
    difficult: 'fill="#9c9484" fill-opacity="0.25" stroke="#9c9484" stroke-dasharray="1 3"',
    water: 'fill="#4f86b8" fill-opacity="0.4" stroke="#4f86b8"',
  };
  for (const a of m.areas)
    out.push(
      `<rect class="area ${a.kind}" data-piece="${esc(a.piece)}" x="${f(px(a.x))}" y="${f(py(a.y + a.height))}" width="${f(a.width * s)}" height="${f(a.height * s)}" ${AREA_STYLE[a.kind]}><title>${esc(`${a.piece} (${a.kind})`)}</title></rect>`,
    );
  const { cell, cols, counts, total } = m.fallen;
  const most = Math.max(0, ...counts);
  counts.forEach((k, i) => {
    if (k === 0) return;
    const cx = m.x0 + (i % cols) * cell,
      cy = m.y0 + Math.floor(i / cols) * cell;
    const share = ((100 * k) / Math.max(total, 1)).toFixed(1);
    out.push(
      `<rect class="fallen" data-count="${k}" x="${f(px(cx))}" y="${f(py(cy + cell))}" width="${f(cell * s)}" height="${f(cell * s)}" fill="#b3361b" fill-opacity="${(0.15 + (0.75 * k) / most).toFixed(3)}"><title>${k} of ${total} falls (${share}%)</title></rect>`,
    );
  });
  const LINE_STYLE: Record<string, string> = {
    wall: 'stroke="#3b2f24" stroke-width="4"',
    fence: 'stroke="#7a5a35" stroke-width="2" stroke-dasharray="5 3"',
    door: 'stroke="#c99a2e" stroke-width="3"',
    window: 'stroke="#5b8fb9" stroke-width="3"',
    opening: 'stroke="#efe2c4" stroke-width="2"',
  };
  for (const l of m.lines)
    out.push(
      `<line class="line ${l.kind}" data-piece="${esc(l.piece)}" x1="${f(px(l.x1))}" y1="${f(py(l.y1))}" x2="${f(px(l.x2))}" y2="${f(py(l.y2))}" ${LINE_STYLE[l.kind]} stroke-linecap="round"><title>${esc(`${l.piece} (${l.kind})`)}</title></line>`,
    );
  const r = Math.max(5, 0.5 * s);
  for (const g of m.figures) {
    const x = px(g.x),
      y = py(g.y);
    const a = (g.facing * Math.PI) / 180;
    const colour = SIDE_COLOURS[g.side % SIDE_COLOURS.length];
    out.push(
      `<g class="figure" data-name="${esc(g.name)}" data-side="${esc(m.sides[g.side])}"><title>${esc(`${g.name} (${m.sides[g.side]}) at (${f(g.x)}, ${f(g.y)}), facing ${f(g.facing)}°`)}</title>` +
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${colour}" stroke="#fff" stroke-width="1.5"/>` +
        `<line class="facing" x1="${f(x)}" y1="${f(y)}" x2="${f(x + Math.cos(a) * r * 2)}" y2="${f(y - Math.sin(a) * r * 2)}" stroke="${colour}" stroke-width="2.5" stroke-linecap="round"/>` +
        `<text x="${f(x + r + 3)}" y="${f(y - r - 2)}" font-size="11" font-family="system-ui, sans-serif" fill="#2b2118">${esc(g.name)}</text></g>`,
    );
  }
  out.push('</svg>');
  return out.join('\n');
}

/**
 * The battle maps of a scenario's encounters: for each matchup (at most MAX_MAPS) whose
 * procedure draws one, its baseline replayed for MAP_TRIALS trials on the stream of the run's
 * first chunk, so the casualties are those of the run's first trials.
 */
export function battleMaps(scenario: Scenario, seed: string): MapFigure[] {
  const out: MapFigure[] = [];
  for (const m of scenario.matchups.slice(0, MAX_MAPS)) {
    if (!m.procedure.battleMap) continue;
    const cell = scenario.cell(m.index, 0);
    const rng = streamFor({ seed, matchup: m.index, variant: 0, chunk: 0 });
    const map = m.procedure.battleMap(cell.params, cell.options, rng, MAP_TRIALS);
    out.push({ matchup: m.name, map, svg: battleMapSvg(map, m.name) });
  }
  return out;
}

/** The report's section: a map per matchup with a legend; empty when there is none. */
export function battleMapSection(maps: MapFigure[], matchups: number): string {
  if (!maps.length) return '';
  const legend = (m: BattleMap) =>
    m.sides
      .map(
        (side, i) =>
          `<span class="key"><svg width="12" height="12"><circle cx="6" cy="6" r="5" fill="${SIDE_COLOURS[i % SIDE_COLOURS.length]}"/></svg> ${esc(side)}</span>`,
      )
      .join(' ');
  const figs = maps.map(
    ({ matchup, map, svg }) =>
      `<figure class="chart map" data-matchup="${esc(matchup)}">${svg}<figcaption>${esc(matchup)}: ${legend(map)} · a tick shows which way each figure faces at the start · red: where figures fell in ${map.trials.toLocaleString('en-US')} trials (${map.fallen.total.toLocaleString('en-US')} falls), darker where more fell · walls dark, fences dashed, doors gold, windows blue, cover brown, buildings tan, obscuring green, difficult ground grey, water blue · ${map.unit === 'square' ? 'squares' : 'inches'}, north up</figcaption></figure>`,
  );
  const more =
    matchups > MAX_MAPS
      ? `<p class="note">The first ${MAX_MAPS} of ${matchups} matchups are drawn.</p>`
      : '';
  return `<section id="battle-map"><h2>Battle map</h2><p class="note">The table as set up for each matchup, and where its figures fell (the baseline, first trials of the run).</p>${figs.join('\n')}${more}</section>`;
}
