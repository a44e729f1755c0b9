import { readFileSync, readSync, statSync } from 'node:fs';
import { visit } from 'yaml';
import { basename } from 'node:path';
import { didYouMean } from '../core/suggest.ts';
import { InputError } from '../core/errors.ts';
import { RULESETS } from '../rulesets/registry.ts';
import type { Procedure, Ruleset } from '../rulesets/types.ts';
import { sameLayout, type Layout } from '../core/layout.ts';
import { describeIssue, resolveMatchup } from '../rulesets/validate.ts';
import { parseClaimTarget, type ClaimTarget } from './claim-target.ts';
import { deepMerge, expandMatchups, flattenOptions, namingAt, pointCount } from './expand.ts';
import { DEFAULT_MAX_POINTS, MAX_ALIASES, maxFileBytes } from './limits.ts';
import {
  formatPath,
  parseYaml,
  positionOf,
  quoteLine,
  type Located,
  type Path,
} from './positions.ts';
import { z } from 'zod';
import { scenarioSchema, type ScenarioFile } from './schema.ts';
import type { Cell, Matchup, Variant } from './cells.ts';

export type { Cell, Matchup, Variant } from './cells.ts';

export interface ResolvedClaim extends ClaimTarget {
  index: number;
}

export interface Scenario {
  file: string;
  source: string;
  spec: ScenarioFile;
  ruleset: Ruleset;
  matchups: Matchup[];
  /** variants[0] is the baseline. */
  variants: Variant[];
  /**
   * Matchup `matchup` under variant `variant`, made when asked for: a sweep's cells are
   * checked once as the scenario loads and never held together (a sweep of 100,000 points
   * would hold a gigabyte of them). Cells of one variant share their options object.
   */
  cell(matchup: number, variant: number): Cell;
  claims: ResolvedClaim[];
  /** Doubtful but valid values (a Shot Chart cell against the book), with file:line:col. */
  warnings: string[];
}

export const DEFAULT_TRIALS = 100_000;

/** How many cells (matchups × variants) a scenario has. */
export const cellCount = (s: Pick<Scenario, 'matchups' | 'variants'>): number =>
  s.matchups.length * s.variants.length;

/** Every cell of a scenario, matchup by matchup with its variants in order, made one at a time. */
export function* eachCell(s: Pick<Scenario, 'matchups' | 'variants' | 'cell'>): Generator<Cell> {
  for (let mi = 0; mi < s.matchups.length; mi++)
    for (let vi = 0; vi < s.variants.length; vi++) yield s.cell(mi, vi);
}

/** Top-level fields whose problems do not stop the matchups from being checked. */
const REPAIRABLE = new Set([
  'name',
  'description',
  'trials',
  'precision',
  'maxTrials',
  'seed',
  'report',
  'claims',
  'uncheckable',
  'balance',
]);

interface Collected {
  path: Path;
  message: string;
  atKey?: boolean;
}

export interface LoadOptions {
  /** The most matchups (sweep points × explicit matchups) to expand; default 1,000,000. */
  maxPoints?: number;
  /**
   * The caller's own limits on the size of the work (threads, chunks), asked once the matchups
   * are counted and before they are expanded: a refusal then costs no expansion.
   */
  sizeProblems?: (size: { cells: number; spec: ScenarioFile }) => string[];
}

const tooLarge = (file: string, bytes: number) =>
  new InputError(
    `${file}: ${(bytes / 2 ** 20).toFixed(1)} MB is over the ${maxFileBytes() / 2 ** 20} MB limit for scenario files; a larger sweep is better written as lists under sweep:, or set HIGHNOON_MAX_FILE_MB to raise the limit`,
  );

/** The file's text, refused before reading when it is over the size limit. */
function readSource(file: string): string {
  const limit = maxFileBytes();
  try {
    if (file !== '-') {
      const size = statSync(file).size;
      if (size > limit) throw tooLarge(file, size);
      return readFileSync(file, 'utf8');
    }
    // Standard input has no size to ask for: read up to the limit.
    const chunks: Buffer[] = [];
    const buf = Buffer.alloc(1 << 16);
    let total = 0;
    for (;;) {
      let n: number;
      try {
        n = readSync(0, buf, 0, buf.length, null);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EAGAIN') continue;
        if ((e as NodeJS.ErrnoException).code === 'EOF') break;
        throw e;
      }
      if (n === 0) break;
      total += n;
      if (total > limit) throw tooLarge('standard input', total);
      chunks.push(Buffer.from(buf.subarray(0, n)));
    }
    return Buffer.concat(chunks).toString('utf8');
  } catch (e) {
    if (e instanceof InputError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw new InputError(
      `${file}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a folder, not a scenario file' : (e as Error).message}`,
    );
  }
}

/** Loads, validates and expands a scenario; every problem at once, as one InputError. */
export function loadScenario(file: string, opts: LoadOptions = {}): Scenario {
  return parseScenario(readSource(file), file, opts);
}

/** The YAML as plain data, or every syntax problem at its line and column with the line quoted. */
function yamlData(loc: Located, source: string, file: string): unknown {
  const at = (offset: number, message: string) => {
    const { line, col } = loc.lines.linePos(offset);
    return `${basename(file)}:${line}:${col}: ${message}\n${quoteLine(source, line, col)}`;
  };
  if (loc.doc.errors.length)
    throw new InputError(
      loc.doc.errors.map((e) => at(e.pos[0], `YAML syntax: ${e.message.split('\n')[0]}`)),
    );
  try {
    return loc.doc.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (e) {
    let first = 0;
    visit(loc.doc, { Alias: (_, node) => ((first ||= node.range?.[0] ?? 0), visit.BREAK) });
    throw new InputError(
      at(
        first,
        `YAML aliases expand too far (${(e as Error).message.toLowerCase()}); highnoon allows ${MAX_ALIASES} alias expansions per file: write the values out instead`,
      ),
    );
  }
}

export function parseScenario(source: string, file: string, opts: LoadOptions = {}): Scenario {
  const loc = parseYaml(source);
  const where = (c: Collected) => {
    const { line, col } = positionOf(loc, c.path, c.atKey);
    return `${basename(file)}:${line}:${col}: ${c.path.length ? formatPath(c.path) + ': ' : ''}${c.message}`;
  };
  const fail = (problems: Collected[]): never => {
    const seen = new Set<string>();
    const lines = problems.map(where).filter((l) => !seen.has(l) && seen.add(l));
    throw new InputError(lines);
  };

  const raw = yamlData(loc, source, file);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    fail([{ path: [], message: 'expected a mapping with name, ruleset, procedure, …' }]);

  const problems: Collected[] = [];
  let parsed = scenarioSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) {
    problems.push(
      ...parsed.error.issues.flatMap((i) =>
        describeIssue(i, undefined, keysAt(scenarioSchema, i.path)).map((p) => ({
          ...p,
          atKey: i.code === 'unrecognized_keys',
        })),
      ),
    );
    // Go on checking the matchups when only side fields are wrong, so that every problem is
    // reported at once; a broken sweep or params would only cause misleading follow-ups.
    const repaired: Record<string, unknown> = { ...(raw as object) };
    for (const i of parsed.error.issues) {
      const top = String(i.path[0] ?? '');
      if (REPAIRABLE.has(top)) delete repaired[top];
      if (i.code === 'unrecognized_keys' && i.path.length === 0)
        for (const k of i.keys) delete repaired[k];
    }
    const second = scenarioSchema.safeParse(repaired);
    if (
      !second.success ||
      parsed.error.issues.some((i) => i.path.length > 0 && !REPAIRABLE.has(String(i.path[0])))
    )
      fail(problems);
    parsed = second;
  }
  const spec = parsed.data as ScenarioFile;

  const ruleset = RULESETS.find((r) => r.id === spec.ruleset);
  if (!ruleset) {
    const ids = RULESETS.map((r) => r.id);
    fail([
      ...problems,
      {
        path: ['ruleset'],
        message: `unknown ruleset "${spec.ruleset}"${didYouMean(spec.ruleset, ids)}; choose one of: ${ids.join(', ')}`,
      },
    ]);
  }
  const rs = ruleset as Ruleset;
  if (spec.trials !== undefined && spec.precision !== undefined)
    problems.push({ path: ['precision'], message: 'give trials or precision, not both' });

  const knownOptions = new Set(Object.keys(rs.options));
  const baseOptions = flattenOptions(spec.options, knownOptions);
  const variants: Variant[] = [
    { index: 0, name: 'baseline', options: {}, params: {} },
    ...spec.variants.map((v, i) => ({
      index: i + 1,
      name: v.name,
      description: v.description,
      options: flattenOptions(v.options ?? {}, knownOptions),
      params: v.params ?? {},
    })),
  ];
  const names = new Set<string>();
  variants.forEach((v, i) => {
    if (names.has(v.name))
      problems.push({
        path: i === 0 ? ['variants'] : ['variants', i - 1, 'name'],
        message: `variant name "${v.name}" is used twice (baseline is reserved)`,
      });
    names.add(v.name);
  });
  // Results, CSV rows and the report's tables tell matchups apart by name alone.
  const matchupNames = new Map<string, number>();
  spec.matchups?.forEach((m, i) => {
    const name = m.name ?? `matchup ${i + 1}`;
    const first = matchupNames.get(name);
    if (first !== undefined)
      problems.push({
        path: ['matchups', i, ...(m.name === undefined ? [] : ['name'])],
        message: `matchup name "${name}" is used twice (matchups[${first}] has it too); results could not tell them apart, so give each matchup its own name`,
      });
    else matchupNames.set(name, i);
  });

  const points = pointCount(spec);
  const maxPoints = opts.maxPoints ?? DEFAULT_MAX_POINTS;
  if (points > maxPoints) {
    fail([
      ...problems,
      {
        path: spec.sweep ? ['sweep'] : ['matchups'],
        message: `expands to ${points.toLocaleString('en')} matchups, over the limit of ${maxPoints.toLocaleString('en')}; sweep fewer values, or raise the limit with --max-points ${points}`,
      },
    ]);
  }
  const tooBig = opts.sizeProblems?.({ cells: points * variants.length, spec }) ?? [];
  if (tooBig.length) throw new InputError(tooBig);
  const matchups: Matchup[] = [];
  // One options object per variant, shared by its cells, so that they are parsed once per
  // variant (resolveMatchup remembers it) rather than once per sweep point.
  const optionsOf = variants.map((v) => ({ ...baseOptions, ...v.options }));
  const warnings: string[] = [];
  const procIds = Object.keys(rs.procedures);
  const flatOf = flattener();
  // Each cell's resolved params, kept from this check: a run makes every cell again to plan
  // its tasks and once more to write its results, and resolving a sweep point three times was
  // most of what a sweep cost beyond its trials (a few hundred bytes a point to keep).
  const resolved: Cell['params'][] = [];
  const resolvedOptions: Cell['options'][] = [];
  let mi = -1;
  for (const rm of expandMatchups(spec)) {
    mi++;
    const procedure = rs.procedures[rm.procedure];
    if (!procedure) {
      const path: Path = spec.matchups?.some((m) => m.procedure === rm.procedure)
        ? ['matchups', spec.matchups.findIndex((m) => m.procedure === rm.procedure), 'procedure']
        : ['procedure'];
      problems.push({
        path,
        message: `unknown ${rs.id} procedure "${rm.procedure}"${didYouMean(rm.procedure, procIds)}; choose one of: ${procIds.join(', ')}`,
      });
      continue;
    }
    const matchup: Matchup = new LoadedMatchup(mi, procedure, spec);
    matchups.push(matchup);
    const flat = flatOf(procedure);
    for (const v of variants) {
      const params = flat(deepMerge(rm.params, v.params));
      const options = optionsOf[v.index];
      const paramPath = (key: string): Path =>
        v.index > 0 && key in flat(v.params)
          ? ['variants', v.index - 1, 'params', ...nested(v.params, key)]
          : originOf(rm.origin, key);
      const optionPath = (key: string): Path =>
        v.index > 0 && key in v.options
          ? ['variants', v.index - 1, 'options', key]
          : ['options', key];
      // A key left to its default is named where this matchup would set it.
      const namedParam = (key: string): Path =>
        key in params || !ownParams(rm.origin)
          ? paramPath(key)
          : [...ownParams(rm.origin)!, ...key.split('.')];
      const r = resolveMatchup(rs, procedure, params, options, {
        param: (key, value) => yamlName(namedParam(key), value),
        option: (key, value) => yamlName(optionPath(key), value),
      });
      if (r.problems.length === 0) {
        resolved[mi * variants.length + v.index] = r.params;
        resolvedOptions[v.index] = r.options;
      }
      for (const p of r.problems) {
        const [kind, key, ...rest] = p.path;
        let path: Path;
        if (kind === 'params' && typeof key === 'string') {
          path = [...paramPath(key), ...rest];
        } else if (kind === 'options' && typeof key === 'string') {
          path = [...optionPath(key), ...rest];
        } else
          path =
            v.index > 0
              ? ['variants', v.index - 1]
              : (ownParams(rm.origin) ?? (spec.matchups ? ['matchups'] : ['params']));
        const prefix = kind === 'params' && key === undefined ? `${rm.name}: ` : '';
        problems.push({
          path,
          message: prefix + p.message,
          atKey: p.message.startsWith('unknown key'),
        });
      }
      if (r.problems.length === 0 && v.index === 0)
        for (const w of procedure.warnings?.(r.params, r.options) ?? [])
          warnings.push(
            where({ path: originOf(rm.origin, w.key), message: `warning: ${w.message}` }),
          );
      if (r.problems.length === 0 && v.index > 0)
        for (const w of procedure.warnings?.(r.params, r.options) ?? [])
          if (w.key in flat(v.params))
            warnings.push(
              where({
                path: ['variants', v.index - 1, 'params', ...nested(v.params, w.key)],
                message: `warning: ${w.message}`,
              }),
            );
    }
  }
  if (problems.length) fail(problems);

  const layouts = new CellLayouts();
  const cell = (mi: number, vi: number): Cell => {
    const matchup = matchups[mi];
    const variant = variants[vi];
    if (!matchup || !variant) throw new RangeError(`no cell ${mi}, ${vi}`);
    const at = mi * variants.length + vi;
    return new LoadedCell(matchup, variant, resolved[at], resolvedOptions[vi], at, layouts);
  };

  const claims: ResolvedClaim[] = [];
  spec.claims.forEach((c, index) => {
    const target = parseClaimTarget(c, matchups, variants, cell);
    if (typeof target === 'string') problems.push({ path: ['claims', index], message: target });
    else if (Array.isArray(target))
      for (const t of target)
        problems.push({ path: ['claims', index, ...t.path], message: t.message });
    else claims.push({ ...target, index });
  });
  if (problems.length) fail(problems);

  return {
    file,
    source,
    spec,
    ruleset: rs,
    matchups,
    variants,
    cell,
    claims,
    warnings: [...new Set(warnings)],
  };
}

/**
 * Cells with the same metrics share one layout, made when a cell's is first read and kept.
 * Compared metric by metric, by size first: a sweep has a handful of distinct layouts.
 */
class CellLayouts {
  private readonly bySize = new Map<number, Layout[]>();
  private readonly at: Layout[] = [];

  of(cell: LoadedCell): Layout {
    return (this.at[cell.at] ??= this.shared(
      cell.matchup.procedure.metrics(cell.params, cell.options),
    ));
  }

  private shared(made: Layout): Layout {
    let same = this.bySize.get(made.size);
    if (!same) this.bySize.set(made.size, (same = []));
    const known = same.find((l) => sameLayout(l, made));
    if (!known) same.push(made);
    return known ?? made;
  }
}

/**
 * A cell as Scenario.cell makes it, again each time it is asked for (a sweep's cells are never
 * held together). A class: an object literal with a getter took 3 µs to make, against 0.15 µs,
 * and a sweep makes one twice a point (for the run and for the results).
 */
class LoadedCell implements Cell {
  constructor(
    readonly matchup: Matchup,
    readonly variant: Variant,
    readonly params: Cell['params'],
    readonly options: Cell['options'],
    /** Its place among the scenario's cells (matchup × variants + variant). */
    readonly at: number,
    private readonly layouts: CellLayouts,
  ) {}
  get layout(): Layout {
    return this.layouts.of(this);
  }
}

/**
 * A matchup whose name and label are worked out when read (expand.ts namingAt), never held:
 * they were most of what a loaded sweep kept per point, and a run reads them once a cell.
 */
class LoadedMatchup implements Matchup {
  constructor(
    readonly index: number,
    readonly procedure: Procedure,
    private readonly spec: ScenarioFile,
  ) {}
  get name(): string {
    return this.named().name;
  }
  get label(): Record<string, unknown> {
    return this.named().label;
  }
  /** The last matchup named is named again at once: a result reads the name, then the label. */
  private named(): ReturnType<typeof namingAt> {
    if (lastNamed?.matchup !== this)
      lastNamed = { matchup: this, naming: namingAt(this.spec, this.index) };
    return lastNamed.naming;
  }
}
let lastNamed: { matchup: LoadedMatchup; naming: ReturnType<typeof namingAt> } | undefined;

/**
 * Per procedure, how its raw params become the keys it reads: flat params may be written as
 * nested maps (`shotChart: { pistol: { 2: 6 } }` for the dotted keys `shotChart.pistol.2`), as
 * options may.
 */
function flattener(): (p: Procedure) => (raw: Record<string, unknown>) => Record<string, unknown> {
  const known = new Map<Procedure, Set<string>>();
  return (procedure) => {
    if (procedure.paramsSchema) return (raw) => raw;
    let keys = known.get(procedure);
    if (!keys) known.set(procedure, (keys = new Set(Object.keys(procedure.params))));
    return (raw) => flattenOptions(raw, keys);
  };
}

/** A key named by where a scenario file sets it: `matchups[0].params.shots: 2`. */
function yamlName(path: Path, value: unknown): string {
  return `${formatPath(path)}${value === undefined ? '' : `: ${value}`}`;
}

/** Where a (possibly dotted) param key was written: its own origin, or its first part's. */
function originOf(origin: Record<string, Path>, key: string): Path {
  if (origin[key]) return origin[key];
  const [head, ...tail] = key.split('.');
  return origin[head] ? [...origin[head], ...tail] : ['params', ...key.split('.')];
}

/** The path of a dotted key inside raw params that may write it flat or nested. */
function nested(raw: Record<string, unknown>, key: string): Path {
  return key in raw ? [key] : key.split('.');
}

/** The keys a strict object inside the schema accepts at a path (for suggestions). */
function keysAt(schema: z.ZodType, path: PropertyKey[]): string[] {
  let s: z.ZodType = schema;
  for (const seg of path) {
    while (s instanceof z.ZodDefault || s instanceof z.ZodOptional || s instanceof z.ZodPipe)
      s = (s instanceof z.ZodPipe ? s.in : s.unwrap()) as z.ZodType;
    if (s instanceof z.ZodObject) s = s.shape[String(seg)] as z.ZodType;
    else if (s instanceof z.ZodArray) s = s.element as z.ZodType;
    else return [];
    if (!s) return [];
  }
  while (s instanceof z.ZodDefault || s instanceof z.ZodOptional) s = s.unwrap() as z.ZodType;
  return s instanceof z.ZodObject ? Object.keys(s.shape) : [];
}

/** The params of the matchup entry a problem spanning several params belongs to, if it has any. */
function ownParams(origin: Record<string, Path>): Path | undefined {
  const own = Object.values(origin).find((p) => p[0] === 'matchups');
  return own ? own.slice(0, 3) : undefined;
}
