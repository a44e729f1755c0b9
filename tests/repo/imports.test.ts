import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.ts';

const SRC = join(ROOT, 'src');

/** Every TypeScript source under src/, as paths relative to src/. */
function sources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [relative(SRC, join(dir, e.name))]
        : [],
  );
}

/** The sources a file imports statically (type-only imports and re-exports included). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  return [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']+)'/gms)].map((m) =>
    relative(SRC, resolve(SRC, dirname(file), m[1])),
  );
}

/** The import cycles among `graph`'s files (Tarjan's strongly connected components). */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

/**
 * The floors of src/, bottom to top (the README's layout): a file may import from its own
 * floor or below. bench and web sit with cli at the top; src/index.ts above everything.
 */
const FLOORS = [
  'core',
  'dice',
  'encounter',
  'rulesets',
  'scenario',
  'engine',
  'analysis',
  'report',
];
export function floorOf(file: string): number {
  const top = file.split('/')[0];
  const i = FLOORS.indexOf(top);
  return i >= 0 ? i : top.endsWith('.ts') ? FLOORS.length + 1 : FLOORS.length;
}

describe('imports', () => {
  it('never go up a floor', () => {
    const up = sources().flatMap((f) =>
      importsOf(f)
        .filter((g) => floorOf(g) > floorOf(f))
        .map((g) => `${f} imports ${g}`),
    );
    expect(up).toEqual([]);
  });

  it('the floors put the engine above the rulesets and the CLI on top', () => {
    expect(floorOf('engine/run.ts')).toBeGreaterThan(floorOf('rulesets/types.ts'));
    expect(floorOf('cli/run.ts')).toBeGreaterThan(floorOf('report/report.ts'));
    expect(floorOf('web/page.ts')).toBe(floorOf('cli/run.ts'));
    expect(floorOf('index.ts')).toBeGreaterThan(floorOf('cli/run.ts'));
  });

  it('form no cycle, type-only imports included', () => {
    const graph = new Map(sources().map((f) => [f, importsOf(f)]));
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('the check finds a cycle, direct or through a third file', () => {
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b']]);
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(cyclesOf(new Map([['a', ['a']]]))).toEqual([['a']]);
  });
});
