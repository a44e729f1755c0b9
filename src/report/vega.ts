import { parse, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';

/**
 * Compiles a Vega-Lite spec and renders it to SVG in Node: no canvas and no browser, since
 * vega's headless view ('none' renderer) can still serialise its scenegraph as SVG.
 */
export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const view = new View(parse(compile(spec).spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

/**
 * Prefixes the ids inside one SVG (clip paths, legend gradients): every rendering numbers
 * them from the start, so several SVGs inlined in one page would otherwise point at each
 * other's definitions.
 */
export function scopeIds(svg: string, prefix: string): string {
  return svg
    .replace(/\bid="([^"]+)"/g, (_, id) => `id="${prefix}-${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id) => `url(#${prefix}-${id})`)
    .replace(/href="#([^"]+)"/g, (_, id) => `href="#${prefix}-${id}"`);
}
