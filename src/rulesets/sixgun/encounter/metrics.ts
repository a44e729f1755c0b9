import type { Layout } from '../../../core/layout.ts';
import type { Outcome } from '../../../encounter/loop.ts';
import {
  SharedRecorder,
  sharedLayout,
  type SharedMetricsSpec,
} from '../../../encounter/metrics.ts';
import { WEAPONS } from '../data.ts';
import { DRAW_STATES } from '../draw.ts';
import type { GunfightParams } from './schema.ts';
import { COUNTED, type World } from './world.ts';

/** Every figure's name, side by side, in the order of the scenario. */
export const namesOf = (p: GunfightParams) => p.sides.flatMap((s) => s.figures.map((f) => f.name));

/** The shared metrics of a gunfight of any type: its sides, and damage by the weapons carried. */
export function gunfightSpec(p: GunfightParams): SharedMetricsSpec {
  const carried = new Set(p.sides.flatMap((s) => s.figures.map((f) => f.weapon)));
  return {
    sideNames: p.sides.map((s) => s.name),
    sideSizes: p.sides.map((s) => s.figures.length),
    maxTurns: p.maxTurns,
    figureWord: 'figures',
    damageKinds: WEAPONS.map((name, index) => ({ index, name })).filter((k) => carried.has(k.name)),
  };
}

/**
 * The shared encounter metrics (a "damage" is a hit that wounds, puts out of the fight or
 * kills), then per figure how it came out of the Draw (`draw.<name>`, which the `draw`
 * procedure answers exactly) and how it ends, the reaction tests taken after the Draw (B-1,
 * B-2) and the reload rolls.
 */
export function gunfightLayout(p: GunfightParams): Layout {
  return sharedLayout(gunfightSpec(p), (l) => {
    for (const name of namesOf(p)) {
      l.categories(`draw.${name}`, DRAW_STATES, `how ${name} came out of the Draw (turn 1)`);
      l.categories(`end.${name}`, DRAW_STATES, `how ${name} ends the gunfight`);
    }
    for (const test of COUNTED)
      l.mean(`reactions.${test}`, `${test} tests taken after the Draw, per gunfight`);
    l.mean('reloads', 'reload rolls per gunfight');
  });
}

/** Records one gunfight into the accumulator, slots resolved once. */
export class Recorder {
  private readonly shared: SharedRecorder;
  private readonly drawSlot: Int32Array;
  private readonly endSlot: Int32Array;
  private readonly reactionSlot: Int32Array;
  private readonly reloadSlot: number;

  constructor(p: GunfightParams, l: Layout) {
    const names = namesOf(p);
    this.shared = new SharedRecorder(gunfightSpec(p), l, names);
    this.drawSlot = Int32Array.from(names, (n) => l.slot(`draw.${n}`));
    this.endSlot = Int32Array.from(names, (n) => l.slot(`end.${n}`));
    this.reactionSlot = Int32Array.from(COUNTED, (t) => l.slot(`reactions.${t}`));
    this.reloadSlot = l.slot('reloads');
  }

  record(w: World, out: Outcome, acc: Float64Array): void {
    this.shared.recordEnd(w, out, acc);
    for (let c = 0; c < w.n; c++) {
      acc[this.drawSlot[c] + w.drawEnd[c]]++;
      acc[this.endSlot[c] + w.end[c]]++;
    }
    for (let k = 0; k < this.reactionSlot.length; k++) {
      const v = w.reactions[k];
      acc[this.reactionSlot[k]] += v;
      acc[this.reactionSlot[k] + 1] += v * v;
    }
    acc[this.reloadSlot] += w.reloads;
    acc[this.reloadSlot + 1] += w.reloads * w.reloads;
    this.shared.recordRest(w, w.damageBy, acc);
  }
}
