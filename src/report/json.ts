import type { StreamedResult } from '../analysis/results.ts';

/**
 * Text written in pieces: a large result is never one string (a 7,560-point sweep is 25 MB of
 * JSON), and each iteration starts again, so the same pieces can go to several files.
 */
export type Pieces = Iterable<string>;

/** Matchup × variant results per piece: big enough that writes are few, small enough to stay light. */
const CELLS_PER_PIECE = 256;

/** A field name no result can use: it marks where the results array goes. */
const HOLE = '\u0000highnoon-results';

/**
 * `JSON.stringify(result, null, 2) + '\n'`, byte for byte, in pieces of a few hundred results:
 * the document around the results is written once with a placeholder, and each result is
 * stringified on its own and indented to its depth (JSON strings hold no raw newline, so
 * indenting after every newline is exact).
 */
export function resultJson(result: StreamedResult): Pieces {
  return {
    *[Symbol.iterator]() {
      const outer = JSON.stringify({ ...result, results: HOLE }, null, 2);
      const at = outer.indexOf(JSON.stringify(HOLE));
      yield outer.slice(0, at);
      if (result.results.length === 0) yield '[]';
      else {
        let part: string[] = [];
        let first = true;
        const flush = () => {
          const text = (first ? '[\n' : ',\n') + part.join(',\n');
          first = false;
          part = [];
          return text;
        };
        for (const c of result.results) {
          part.push('    ' + JSON.stringify(c, null, 2).replaceAll('\n', '\n    '));
          if (part.length === CELLS_PER_PIECE) yield flush();
        }
        if (part.length) yield flush();
        yield '\n  ]';
      }
      yield outer.slice(at + JSON.stringify(HOLE).length) + '\n';
    },
  };
}

/** The pieces as one string (for the few callers that need it whole, and for tests). */
export const joinPieces = (p: Pieces): string => [...p].join('');
