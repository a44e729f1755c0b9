import {
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Document,
  type Node,
} from 'yaml';

export type Path = (string | number)[];

export interface Located {
  doc: Document;
  lines: LineCounter;
}

export function parseYaml(source: string): Located {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false });
  return { doc, lines };
}

/** The line at a position, quoted, with a caret under the column: for syntax errors. */
export function quoteLine(source: string, line: number, col: number): string {
  const text = (source.split(/\r?\n/)[line - 1] ?? '').replace(/\t/g, '→');
  const shown = text.length > 120 ? text.slice(0, 120) + '…' : text;
  const gutter = `${line} | `;
  return `  ${gutter}${shown}\n  ${' '.repeat(gutter.length - 2)}| ${' '.repeat(Math.max(0, Math.min(col - 1, 120)))}^`;
}

/**
 * The source position of a path inside the document: the value's node, or the key when the
 * key itself is the problem (an unknown key); the nearest existing ancestor otherwise.
 */
export function positionOf(loc: Located, path: Path, atKey = false): { line: number; col: number } {
  let node: unknown = loc.doc.contents;
  let best = node as Node | null;
  for (let i = 0; i < path.length; i++) {
    const seg = path[i];
    if (isMap(node)) {
      const pair = node.items.find(
        (p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(seg),
      );
      if (!pair) break;
      if (i === path.length - 1 && atKey) {
        node = pair.key;
      } else node = pair.value;
    } else if (isSeq(node) && typeof seg === 'number') {
      node = node.items[seg];
    } else break;
    if (node && (node as Node).range) best = node as Node;
    else break;
  }
  const offset = best?.range?.[0] ?? 0;
  return loc.lines.linePos(offset);
}

/** `matchups[2].params.weapon` */
export function formatPath(path: Path): string {
  return path.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');
}
