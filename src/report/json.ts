import type { CellResult, StreamedResult } from '../analysis/results.ts';

/**
 * Text written in pieces: a large result is never one string (a 7,560-point sweep is 25 MB of
 * JSON), and each iteration starts again, so the same pieces can go to several files.
 */
export type Pieces = Iterable<string>;

/**
 * Matchup × variant results per piece: a few dozen kilobytes of text, which V8 allocates and
 * frees young. Pieces of 256 results (near a megabyte each) went to the large-object space,
 * which only a full collection frees: a 75,600-point sweep's run peaked 32 MB higher.
 */
export const CELLS_PER_PIECE = 16;

/** What surrounds a piece of results stringified as `{ results: [...] }`. */
const PIECE_HEAD = '{\n  "results": [\n';
const PIECE_TAIL = '\n  ]\n}';

/** A field name no result can use: it marks where the results array goes. */
const HOLE = '\u0000highnoon-results';

/**
 * `JSON.stringify(result, null, 2) + '\n'`, byte for byte, in pieces: the document around the
 * results is written once with a placeholder, and the results CELLS_PER_PIECE at a time, each
 * piece as the part of a `{ results }` document inside its brackets.
 */
export function resultJson(result: StreamedResult): Pieces {
  return {
    *[Symbol.iterator]() {
      const outer = JSON.stringify({ ...result, results: HOLE }, null, 2);
      const at = outer.indexOf(JSON.stringify(HOLE));
      yield outer.slice(0, at);
      if (result.results.length === 0) yield '[]';
      else {
        let part: CellResult[] = [];
        let first = true;
        // A piece's results stringified as the document's own results array would be (at the
        // same depth), then cut out of it: one call per piece, nothing re-indented.
        const flush = () => {
          const text = JSON.stringify({ results: part }, null, 2);
          const inner = text.slice(PIECE_HEAD.length, text.length - PIECE_TAIL.length);
          const piece = (first ? '[\n' : ',\n') + inner;
          first = false;
          part = [];
          return piece;
        };
        for (const c of result.results) {
          part.push(c);
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
