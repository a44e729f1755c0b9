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

  private add(def: Omit<MetricDef, 'slot'>): this {
    if (this.metrics.some((m) => m.name === def.name))
      throw new Error(`metric ${def.name} declared twice`);
    this.metrics.push({ ...def, slot: this.size });
    this.size += def.width;
    return this;
  }

  probability(name: string, description: string): this {
    return this.add({ name, kind: 'probability', description, width: 1 });
  }

  mean(name: string, description: string): this {
    return this.add({ name, kind: 'mean', description, width: 2 });
  }

  /** A distribution over the integers min..max inclusive. */
  distribution(name: string, min: number, max: number, description: string): this {
    return this.add({ name, kind: 'distribution', description, width: max - min + 1, min });
  }

  /** A distribution over named outcomes. */
  categories(name: string, labels: readonly string[], description: string): this {
    return this.add({ name, kind: 'distribution', description, width: labels.length, labels });
  }

  get(name: string): MetricDef {
    const m = this.metrics.find((x) => x.name === name);
    if (!m) throw new Error(`no metric ${name}`);
    return m;
  }

  slot(name: string): number {
    return this.get(name).slot;
  }

  /** The outcome names of a distribution metric, in slot order. */
  outcomes(m: MetricDef): string[] {
    return m.labels
      ? [...m.labels]
      : Array.from({ length: m.width }, (_, i) => String((m.min ?? 0) + i));
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
