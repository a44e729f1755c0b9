import { Layout } from '../core/layout.ts';
import type { Figures } from './figures.ts';
import type { Outcome } from './loop.ts';

/** What every encounter reports, whatever its ruleset. */
export interface SharedMetricsSpec {
  sideNames: readonly string[];
  /** Figures per side, in side order. */
  sideSizes: readonly number[];
  maxTurns: number;
  /** The ruleset's word for its figures in descriptions ("characters", "figures"). */
  figureWord: string;
  /** Kinds of damage reported as `damage.<kind>` (weapons, brawls…), in the ruleset's indexing. */
  damageKinds: readonly { index: number; name: string }[];
  /** Figures whose fall is counted (`casualty.<name>`) and whose place of falling is mapped; none if absent. */
  casualties?: readonly string[];
}

/**
 * The shared metrics, in a fixed order: winner (with draws), turns, pDraw, survivors per side,
 * then the ruleset's per-side metrics (`perSide`), first blood, damage by kind, casualties.
 */
export function sharedLayout(
  spec: SharedMetricsSpec,
  perSide: (l: Layout) => void = () => {},
): Layout {
  const names = spec.sideNames;
  const l = new Layout()
    .categories(
      'winner',
      [...names, 'draw'],
      'who wins: the last side standing, or a draw at maxTurns or when nobody is left',
    )
    .distribution(
      'turns',
      1,
      spec.maxTurns,
      'Game Turn in which the fight was decided (draws at maxTurns not counted)',
    )
    .probability('pDraw', 'no side wins');
  names.forEach((s, i) =>
    l.distribution(
      `survivors.${s}`,
      0,
      spec.sideSizes[i],
      `${s}: ${spec.figureWord} still standing at the end`,
    ),
  );
  perSide(l);
  l.categories('firstBlood', [...names, 'none'], 'the side that first damaged an enemy');
  for (const k of spec.damageKinds)
    l.mean(
      `damage.${k.name}`,
      `damage dealt with ${k.name} per encounter (friendly fire included)`,
    );
  for (const f of spec.casualties ?? [])
    l.probability(`casualty.${f}`, `${f} is out of the fight at the end`);
  return l;
}

/**
 * Records one trial's shared metrics with slots resolved once, so that a trial costs a few
 * array writes. The ruleset's world counts damage by kind into `damageBy`.
 */
export class SharedRecorder {
  private readonly winner: number;
  private readonly turns: number;
  private readonly draw: number;
  private readonly survivors: Int32Array;
  private readonly firstBlood: number;
  private readonly kinds: Int32Array;
  private readonly kindSlots: Int32Array;
  private readonly casualty: Int32Array;
  private readonly casualtyOf: Int32Array;
  /** Scratch: figures standing per side in the trial just recorded. */
  readonly count: Int32Array;

  constructor(spec: SharedMetricsSpec, l: Layout, figureNames: readonly string[]) {
    this.winner = l.slot('winner');
    this.turns = l.slot('turns');
    this.draw = l.slot('pDraw');
    this.survivors = Int32Array.from(spec.sideNames, (s) => l.slot(`survivors.${s}`));
    this.firstBlood = l.slot('firstBlood');
    this.kinds = Int32Array.from(spec.damageKinds, (k) => k.index);
    this.kindSlots = Int32Array.from(spec.damageKinds, (k) => l.slot(`damage.${k.name}`));
    const cas = spec.casualties ?? [];
    this.casualty = Int32Array.from(cas, (f) => l.slot(`casualty.${f}`));
    this.casualtyOf = Int32Array.from(cas, (f) => figureNames.indexOf(f));
    this.count = new Int32Array(spec.sideNames.length);
  }

  /** Winner, turns and survivors (which also fills `count`). */
  recordEnd(w: Figures, out: Outcome, acc: Float64Array): void {
    const sides = w.sides;
    if (out.winner >= 0) {
      acc[this.winner + out.winner]++;
      acc[this.turns + out.turn - 1]++;
    } else {
      acc[this.winner + sides]++;
      acc[this.draw]++;
    }
    const count = this.count;
    for (let s = 0; s < sides; s++) count[s] = 0;
    for (let c = 0; c < w.n; c++) if (w.alive[c]) count[w.side[c]]++;
    for (let s = 0; s < sides; s++) acc[this.survivors[s] + count[s]]++;
  }

  /** First blood, damage by kind and casualties. */
  recordRest(w: Figures, damageBy: Float64Array, acc: Float64Array): void {
    acc[this.firstBlood + (w.firstBlood < 0 ? w.sides : w.firstBlood)]++;
    for (let i = 0; i < this.kinds.length; i++) {
      const d = damageBy[this.kinds[i]];
      acc[this.kindSlots[i]] += d;
      acc[this.kindSlots[i] + 1] += d * d;
    }
    for (let i = 0; i < this.casualty.length; i++)
      if (!w.alive[this.casualtyOf[i]]) acc[this.casualty[i]]++;
  }
}
