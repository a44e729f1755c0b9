import type { Layout } from '../../../core/layout.ts';
import {
  SharedRecorder,
  sharedLayout,
  type SharedMetricsSpec,
} from '../../../encounter/metrics.ts';
import type { Outcome } from '../../../encounter/loop.ts';
import { DAMAGE_KINDS, DYNAMITE, KIND_BRAWL, KIND_PARTING } from './tables.ts';
import type { EncounterParams } from './schema.ts';
import { sideHas } from './interact.ts';
import type { World } from './world.ts';

/** Damage kinds worth reporting: the weapons carried, dynamite if anyone has a stick, brawls and parting attacks. */
function kindsOf(p: EncounterParams): number[] {
  const carried = new Set(p.sides.flatMap((s) => s.characters.flatMap((c) => c.weapons)));
  return DAMAGE_KINDS.map((_, i) => i).filter(
    (i) =>
      i === KIND_BRAWL ||
      i === KIND_PARTING ||
      carried.has(DAMAGE_KINDS[i] as never) ||
      (i === DYNAMITE && carried.has('dynamite')),
  );
}

function sharedSpec(p: EncounterParams): SharedMetricsSpec {
  return {
    sideNames: p.sides.map((s) => s.name),
    sideSizes: p.sides.map((s) => s.characters.length),
    maxTurns: p.maxTurns,
    figureWord: 'characters',
    damageKinds: kindsOf(p).map((i) => ({ index: i, name: DAMAGE_KINDS[i] })),
  };
}

/** The shared encounter metrics, with Cowpoke's HP left per side. */
export function encounterLayout(p: EncounterParams): Layout {
  return sharedLayout(sharedSpec(p), (l) => {
    for (const s of p.sides) l.mean(`hpLeft.${s.name}`, `${s.name}: HP left, summed over the side`);
    for (const o of p.objectives ?? [])
      l.categories(
        `objective.${o.name}`,
        [...p.sides.map((s) => s.name), 'none'],
        `the side that has opened or holds ${o.name} at the end`,
      );
  });
}

/** Records a trial: the shared metrics, then HP left per side. */
export class Recorder {
  private readonly shared: SharedRecorder;
  private readonly hpLeft: Int32Array;
  private readonly hp: Int32Array;
  private readonly objective: Int32Array;

  constructor(p: EncounterParams, l: Layout) {
    this.shared = new SharedRecorder(
      sharedSpec(p),
      l,
      p.sides.flatMap((s) => s.characters.map((c) => c.name)),
    );
    this.hpLeft = Int32Array.from(p.sides, (s) => l.slot(`hpLeft.${s.name}`));
    this.hp = new Int32Array(p.sides.length);
    this.objective = Int32Array.from(p.objectives ?? [], (o) => l.slot(`objective.${o.name}`));
  }

  record(w: World, out: Outcome, acc: Float64Array): void {
    this.shared.recordEnd(w, out, acc);
    const hp = this.hp;
    for (let s = 0; s < w.sides; s++) hp[s] = 0;
    for (let c = 0; c < w.n; c++) if (w.alive[c]) hp[w.side[c]] += w.maxHp[c] - w.dmg[c];
    for (let s = 0; s < w.sides; s++) {
      acc[this.hpLeft[s]] += hp[s];
      acc[this.hpLeft[s] + 1] += hp[s] * hp[s];
    }
    for (let j = 0; j < this.objective.length; j++) {
      let owner = w.sides; // none
      for (let s = 0; s < w.sides; s++) if (sideHas(w, j, s)) owner = s;
      acc[this.objective[j] + owner]++;
    }
    this.shared.recordRest(w, w.damageBy, acc);
  }
}
