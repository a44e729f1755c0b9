/**
 * The fixed layout of an accumulator: which slots of a Float64Array hold which metric.
 * Slot 0 counts trials. Merging accumulators is element-wise addition, so a result never
 * depends on how the trials were split between threads or machines.
 */
export type MetricKind = 'probability' | 'mean' | 'distribution';

export interface MetricDef {
  name: string;
  kind: MetricKind;
  description: string;
  /** First slot of this metric in the accumulator. */
  slot: number;
  /** probability: 1 slot (count); mean: 2 (sum, sum of squares); distribution: one per outcome. */
  width: number;
  /** distribution over integers: the smallest outcome (slot + i ↔ min + i). */
  min?: number;
  /** distribution over named outcomes, in slot order. */
  labels?: readonly string[];
}

export class Layout {
  readonly metrics: MetricDef[] = [];
  size = 1;
  /** Made on first use: a worker makes a layout for every chunk and never reads its outcomes. */
  private outcomeNames?: Map<MetricDef, readonly string[]>;
  private text?: string;

  /**
   * A metric's definition added at the next free slot. Each caller writes its object literal
   * out (the keys in one order, slot last) rather than spreading one: spreading cost ten times
   * as much, and a sweep's workers make a layout per chunk.
   */
  private add(def: MetricDef): this {
    for (const m of this.metrics)
      if (m.name === def.name) throw new Error(`metric ${def.name} declared twice`);
    this.metrics.push(def);
    this.size += def.width;
    return this;
  }

  probability(name: string, description: string): this {
    return this.add({ name, kind: 'probability', description, width: 1, slot: this.size });
  }

  mean(name: string, description: string): this {
    return this.add({ name, kind: 'mean', description, width: 2, slot: this.size });
  }

  /** A distribution over the integers min..max inclusive. */
  distribution(name: string, min: number, max: number, description: string): this {
    const width = max - min + 1;
    return this.add({ name, kind: 'distribution', description, width, min, slot: this.size });
  }

  /** A distribution over named outcomes. */
  categories(name: string, labels: readonly string[], description: string): this {
    const width = labels.length;
    return this.add({ name, kind: 'distribution', description, width, labels, slot: this.size });
  }

  get(name: string): MetricDef {
    const m = this.metrics.find((x) => x.name === name);
    if (!m) throw new Error(`no metric ${name}`);
    return m;
  }

  slot(name: string): number {
    return this.get(name).slot;
  }

  /**
   * The outcome names of a distribution metric, in slot order; made once per metric, as the
   * results read them for every cell of a sweep.
   */
  outcomes(m: MetricDef): readonly string[] {
    this.outcomeNames ??= new Map();
    let names = this.outcomeNames.get(m);
    if (!names)
      this.outcomeNames.set(
        m,
        (names = m.labels ?? Array.from({ length: m.width }, (_, i) => String((m.min ?? 0) + i))),
      );
    return names;
  }

  /**
   * The layout's slots as text: equal for layouts whose metrics have the same names, kinds,
   * slots and outcomes, which a simulation cannot tell apart. A chunk carries its cell's
   * (engine/chunk-plan.ts), so that a worker makes each distinct layout once; descriptions
   * are left out, as they were most of the text a worker hashed for each chunk. Read only once
   * the layout is complete.
   */
  get key(): string {
    return (this.text ??= JSON.stringify(
      this.metrics.map((m) => [m.name, m.kind, m.slot, m.width, m.min, m.labels]),
    ));
  }

  create(): Float64Array {
    return new Float64Array(this.size);
  }
}

/** a += b, element-wise. */
export function mergeInto(a: Float64Array, b: Float64Array): Float64Array {
  if (a.length !== b.length)
    throw new Error(`accumulator sizes differ: ${a.length} vs ${b.length}`);
  for (let i = 0; i < a.length; i++) a[i] += b[i];
  return a;
}

/**
 * Whether two layouts define the same metrics in the same slots, descriptions included (what
 * JSON.stringify of their metrics would tell, without writing out a string per layout).
 */
export function sameLayout(a: Layout, b: Layout): boolean {
  if (a === b) return true;
  if (a.size !== b.size || a.metrics.length !== b.metrics.length) return false;
  for (let i = 0; i < a.metrics.length; i++) {
    const [m, n] = [a.metrics[i], b.metrics[i]];
    if (
      m.name !== n.name ||
      m.kind !== n.kind ||
      m.slot !== n.slot ||
      m.width !== n.width ||
      m.min !== n.min ||
      m.description !== n.description ||
      (m.labels ?? []).length !== (n.labels ?? []).length ||
      m.labels?.some((l, j) => l !== n.labels![j])
    )
      return false;
  }
  return true;
}
