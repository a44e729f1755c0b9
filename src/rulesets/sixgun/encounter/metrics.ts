import type { Layout } from '../../../core/layout.ts';
import type { Outcome } from '../../../encounter/loop.ts';
import {
  SharedRecorder,
  sharedLayout,
  type SharedMetricsSpec,
} from '../../../encounter/metrics.ts';
import { WEAPONS, WEAPON_STATS } from '../data.ts';
import { DRAW_STATES } from '../draw.ts';
import { GF1_SETTINGS, OPPONENTS } from '../gunfight-tables.ts';
import type { FigureSpec, GunfightParams } from './schema.ts';
import { COUNTED, type World } from './world.ts';

/** A figure standing in for a rolled one until the roll writes its stats. */
export const rolledFigure = (
  name: string,
  profession: FigureSpec['profession'] = 'cowboy',
): FigureSpec => ({
  name,
  profession,
  rep: 4,
  sand: 4,
  toughness: 4,
  weapon: 'pistol',
  cover: 'wall',
});

/** A GF-1 whose opponent is rolled, with him listed as "<side> 1" (its figures as they play). */
export function withRolledOpponent(p: GunfightParams, opponent?: FigureSpec): GunfightParams {
  if (p.type !== 'GF-1' || !p.roll) return p;
  const [mine, theirs] = p.sides;
  const them = opponent ?? rolledFigure(`${theirs.name} 1`);
  return { ...p, sides: [mine, { ...theirs, figures: [them] }] };
}

/** Every figure's name, side by side, in the order of the scenario. */
export const namesOf = (p: GunfightParams) =>
  withRolledOpponent(p).sides.flatMap((s) => s.figures.map((f) => f.name));

/**
 * The shared metrics of a gunfight of any type: its sides, and damage by the weapons carried
 * (a rolled GF-1 opponent may carry any firearm).
 */
export function gunfightSpec(p: GunfightParams): SharedMetricsSpec {
  const rolled = p.type === 'GF-1' && p.roll !== undefined;
  p = withRolledOpponent(p);
  const carried = new Set<string>(
    p.sides.flatMap((s) =>
      s.figures.flatMap((f) => [f.weapon, ...(f.otherWeapon ? [f.otherWeapon] : [])]),
    ),
  );
  if (rolled) for (const w of WEAPONS) if (WEAPON_STATS[w].ammo !== 'thrown') carried.add(w);
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
    if (p.roll)
      l.categories('opponents', OPPONENTS, 'who the opponent was (Gunfight Opponents, §13.1)');
    if (p.setting === 'rolled')
      l.categories('setting', GF1_SETTINGS, 'where the GF-1 happened (§13.1 Terrain)');
  });
}

/** Records one gunfight into the accumulator, slots resolved once. */
export class Recorder {
  private readonly shared: SharedRecorder;
  private readonly drawSlot: Int32Array;
  private readonly endSlot: Int32Array;
  private readonly reactionSlot: Int32Array;
  private readonly reloadSlot: number;
  private readonly opponentsSlot: number;
  private readonly settingSlot: number;

  constructor(p: GunfightParams, l: Layout) {
    const names = namesOf(p);
    this.shared = new SharedRecorder(gunfightSpec(p), l, names);
    this.drawSlot = Int32Array.from(names, (n) => l.slot(`draw.${n}`));
    this.endSlot = Int32Array.from(names, (n) => l.slot(`end.${n}`));
    this.reactionSlot = Int32Array.from(COUNTED, (t) => l.slot(`reactions.${t}`));
    this.reloadSlot = l.slot('reloads');
    this.opponentsSlot = p.roll ? l.slot('opponents') : -1;
    this.settingSlot = p.setting === 'rolled' ? l.slot('setting') : -1;
  }

  /** What this gunfight rolled: the opponents' row and the setting (indexes into their tables). */
  recordRoll(opponents: number, setting: number, acc: Float64Array): void {
    if (this.opponentsSlot >= 0) acc[this.opponentsSlot + opponents]++;
    if (this.settingSlot >= 0) acc[this.settingSlot + setting]++;
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
