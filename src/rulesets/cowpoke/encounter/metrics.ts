import { Layout } from '../../../core/layout.ts';
import { DAMAGE_KINDS, DYNAMITE, KIND_BRAWL, KIND_PARTING } from './tables.ts';
import type { Outcome } from './turn.ts';
import type { EncounterParams } from './schema.ts';
import type { World } from './world.ts';

/** Damage kinds worth reporting: the weapons carried, dynamite if anyone has a stick, brawls and parting attacks. */
function kindsOf(p: EncounterParams): number[] {
  const carried = new Set(p.sides.flatMap((s) => s.characters.flatMap((c) => c.weapons)));
  return DAMAGE_KINDS.map((_, i) => i).filter((i) => i === KIND_BRAWL || i === KIND_PARTING || carried.has(DAMAGE_KINDS[i] as never) || (i === DYNAMITE && carried.has('dynamite')));
}

export function encounterLayout(p: EncounterParams): Layout {
  const names = p.sides.map((s) => s.name);
  const l = new Layout()
    .categories('winner', [...names, 'draw'], 'who wins: the last side standing, or a draw at maxTurns or when nobody is left')
    .distribution('turns', 1, p.maxTurns, 'Game Turn in which the fight was decided (draws at maxTurns not counted)')
    .probability('pDraw', 'no side wins');
  for (const s of p.sides) l.distribution(`survivors.${s.name}`, 0, s.characters.length, `${s.name}: characters still standing at the end`);
  for (const s of p.sides) l.mean(`hpLeft.${s.name}`, `${s.name}: HP left, summed over the side`);
  l.categories('firstBlood', [...names, 'none'], 'the side that first damaged an enemy');
  for (const k of kindsOf(p)) l.mean(`damage.${DAMAGE_KINDS[k]}`, `damage dealt with ${DAMAGE_KINDS[k]} per encounter (friendly fire included)`);
  return l;
}

/** Slots resolved once, so that recording a trial is a few array writes. */
export class Recorder {
  private readonly winner: number;
  private readonly turns: number;
  private readonly draw: number;
  private readonly survivors: Int32Array;
  private readonly hpLeft: Int32Array;
  private readonly firstBlood: number;
  private readonly kinds: Int32Array;
  private readonly kindSlots: Int32Array;

  constructor(p: EncounterParams, l: Layout) {
    this.winner = l.slot('winner');
    this.turns = l.slot('turns');
    this.draw = l.slot('pDraw');
    this.survivors = Int32Array.from(p.sides, (s) => l.slot(`survivors.${s.name}`));
    this.hpLeft = Int32Array.from(p.sides, (s) => l.slot(`hpLeft.${s.name}`));
    this.firstBlood = l.slot('firstBlood');
    const kinds = kindsOf(p);
    this.kinds = Int32Array.from(kinds);
    this.kindSlots = Int32Array.from(kinds, (k) => l.slot(`damage.${DAMAGE_KINDS[k]}`));
  }

  record(w: World, out: Outcome, acc: Float64Array, count: Int32Array, hp: Int32Array): void {
    const sides = w.sides;
    if (out.winner >= 0) {
      acc[this.winner + out.winner]++;
      acc[this.turns + out.turn - 1]++;
    } else {
      acc[this.winner + sides]++;
      acc[this.draw]++;
    }
    for (let s = 0; s < sides; s++) count[s] = hp[s] = 0;
    for (let c = 0; c < w.n; c++) {
      if (!w.alive[c]) continue;
      count[w.side[c]]++;
      hp[w.side[c]] += w.maxHp[c] - w.dmg[c];
    }
    for (let s = 0; s < sides; s++) {
      acc[this.survivors[s] + count[s]]++;
      acc[this.hpLeft[s]] += hp[s];
      acc[this.hpLeft[s] + 1] += hp[s] * hp[s];
    }
    acc[this.firstBlood + (w.firstBlood < 0 ? sides : w.firstBlood)]++;
    for (let i = 0; i < this.kinds.length; i++) {
      const d = w.damageBy[this.kinds[i]];
      acc[this.kindSlots[i]] += d;
      acc[this.kindSlots[i] + 1] += d * d;
    }
  }
}
