import { ExactFight } from '../../encounter/exact-fight.ts';
import { Layout } from '../../core/layout.ts';
import { booleanField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { BRAWL } from './data.ts';
import type { Cowboys2Options } from './options.ts';

/**
 * A brawl to the end, cowboys-ii.md §1.5 [L271-279]: attack after attack (2 AP each), both
 * sides roll 1d6 plus their modifiers, the higher total takes 1 health from the other, until
 * one side is down. Each roll's outcome depends only on the two healths (through the health
 * penalty), so the fight is an absorbing Markov chain over (attacker health, defender health,
 * who attacks next) and its answer is exact.
 */
const params = {
  attackerHealth: numberField({
    default: 4,
    min: 1,
    max: 4,
    integer: true,
    description: "The attacker's health now.",
  }),
  attackerMaxHealth: numberField({
    default: 4,
    min: 1,
    max: 4,
    integer: true,
    description: "The attacker's normal health: 4 for a cowboy, 1 for town folk.",
  }),
  attackerModifier: numberField({
    default: 0,
    min: 0,
    max: 2,
    integer: true,
    description: "The attacker's cowboy modifier (+0, +1, +2).",
  }),
  defenderHealth: numberField({
    default: 4,
    min: 1,
    max: 4,
    integer: true,
    description: "The defender's health now.",
  }),
  defenderMaxHealth: numberField({
    default: 4,
    min: 1,
    max: 4,
    integer: true,
    description: "The defender's normal health.",
  }),
  defenderModifier: numberField({
    default: 0,
    min: 0,
    max: 2,
    integer: true,
    description: "The defender's cowboy modifier.",
  }),
  rear: booleanField({
    default: false,
    description: "The attacker comes through the defender's rear facing (+2 to the attacker only).",
  }),
  alternate: booleanField({
    default: false,
    description:
      'The two sides take turns as the attacker (each its own activations); otherwise the attacker attacks every time.',
  }),
} as const;

export type BrawlParams = Values<typeof params>;

/** Rolls are counted up to this in `rollCount`; the last bucket holds this many or more. */
export const MAX_ROLLS = 20;

/** P(the brawl takes k rolls), k = 1…MAX_ROLLS − 1, and MAX_ROLLS or more in the last bucket. */
function rollCount(fight: ExactFight): Record<string, number> {
  const h = fight.horizon(MAX_ROLLS - 1);
  const a = fight.chain.absorbing;
  const out: Record<string, number> = {};
  for (let r = 0; r < MAX_ROLLS - 1; r++) {
    let v = 0;
    for (let k = 0; k < a; k++) v += h.absorbedAt[r * a + k];
    out[r + 1] = v;
  }
  out[MAX_ROLLS] = h.remaining;
  return out;
}

export const OUTCOME_TIE = 0,
  OUTCOME_ATTACKER = 1,
  OUTCOME_DEFENDER = 2;

/** The brawl modifier of a model at health h, cowboys-ii.md §1.5 [L277], B10. */
export function healthPenalty(health: number, max: number, o: Cowboys2Options): number {
  return (
    0 - Math.max(0, (o['brawl.healthPenaltyBase'] === 'max' ? max : BRAWL.healthBase) - health)
  );
}

/**
 * One brawl roll as a table over the 36 ordered pairs (attacker's die, defender's die):
 * who rolled higher after modifiers. `d` = attacker's total modifier − defender's.
 */
export function brawlRollTable(d: number): Uint8Array {
  const t = new Uint8Array(36);
  for (let k = 0; k < 36; k++) {
    const diff = ((k / 6) | 0) + 1 + d - ((k % 6) + 1);
    t[k] = diff > 0 ? OUTCOME_ATTACKER : diff < 0 ? OUTCOME_DEFENDER : OUTCOME_TIE;
  }
  return t;
}

interface Fighter {
  health: number;
  max: number;
  mod: number;
}

/**
 * The states of a brawl: index = ((a − 1) · D + (b − 1)) · turns + turn, with a and b the
 * health of the side that started the fight and of its opponent, and turn 1 when the
 * opponent attacks (only with `alternate`). Each state's roll table, for the simulation.
 */
export function brawlStates(p: BrawlParams, o: Cowboys2Options) {
  const A: Fighter = {
    health: p.attackerHealth,
    max: p.attackerMaxHealth,
    mod: p.attackerModifier,
  };
  const B: Fighter = {
    health: p.defenderHealth,
    max: p.defenderMaxHealth,
    mod: p.defenderModifier,
  };
  const turns = p.alternate ? 2 : 1;
  const index = (a: number, b: number, turn: number) =>
    ((a - 1) * B.health + (b - 1)) * turns + turn;
  const count = A.health * B.health * turns;
  const tables: Uint8Array[] = [];
  for (let a = 1; a <= A.health; a++)
    for (let b = 1; b <= B.health; b++)
      for (let turn = 0; turn < turns; turn++) {
        const ma = A.mod + healthPenalty(a, A.max, o);
        const mb = B.mod + healthPenalty(b, B.max, o);
        // Rolled from the view of whoever attacks; stored as "A wins / B wins" so that a
        // state reads the same way whichever side attacks.
        const d = turn === 0 ? ma + (p.rear ? BRAWL.rear : 0) - mb : mb - ma;
        const t = brawlRollTable(d);
        if (turn === 1)
          for (let k = 0; k < 36; k++)
            t[k] =
              t[k] === OUTCOME_ATTACKER
                ? OUTCOME_DEFENDER
                : t[k] === OUTCOME_DEFENDER
                  ? OUTCOME_ATTACKER
                  : OUTCOME_TIE;
        tables[index(a, b, turn)] = t;
      }
  return { A, B, turns, index, count, tables };
}

/** Who is hurt by a roll: [attacker's loss, defender's loss], given who attacks. */
function losses(
  outcome: number,
  attackerSideAttacks: boolean,
  o: Cowboys2Options,
): [number, number] {
  if (outcome === OUTCOME_TIE) return o['brawl.tie'] === 'bothHurt' ? [1, 1] : [0, 0];
  if (outcome === OUTCOME_ATTACKER)
    return attackerSideAttacks || o['brawl.defenderHurtsAttacker'] ? [0, 1] : [0, 0];
  return !attackerSideAttacks || o['brawl.defenderHurtsAttacker'] ? [1, 0] : [0, 0];
}

export const brawl: Procedure<BrawlParams, Cowboys2Options> = {
  id: 'brawl',
  title: 'A brawl to the end',
  description:
    'Opposed d6 rolls with health penalties, rear and cowboy modifiers, 1 health to the loser, until one side is down (cowboys-ii.md §1.5); exact by Markov chain.',
  params,

  check(p, o) {
    const problems: string[] = [];
    if (p.attackerHealth > p.attackerMaxHealth)
      problems.push(
        `attackerHealth ${p.attackerHealth} is above attackerMaxHealth ${p.attackerMaxHealth}`,
      );
    if (p.defenderHealth > p.defenderMaxHealth)
      problems.push(
        `defenderHealth ${p.defenderHealth} is above defenderMaxHealth ${p.defenderMaxHealth}`,
      );
    if (!o['brawl.defenderHurtsAttacker'] && !p.alternate && o['brawl.tie'] === 'noEffect') {
      // Only the attacker can score and he is never hurt: it ends unless some defender health
      // leaves him no winning roll.
      const s = brawlStates(p, o);
      let stuck = false;
      for (let b = 1; b <= s.B.health; b++)
        if (!s.tables[s.index(s.A.health, b, 0)].includes(OUTCOME_ATTACKER)) stuck = true;
      if (stuck)
        problems.push(
          'the attacker can never win a roll and the defender cannot hurt him: the brawl never ends',
        );
    }
    return problems;
  },

  metrics(p) {
    return new Layout()
      .probability('pAttackerWins', 'the defender goes down first')
      .probability('pDefenderWins', 'the attacker goes down first')
      .probability('pBothDown', 'both go down on the same roll (only with brawl.tie = bothHurt)')
      .mean('rolls', 'brawl rolls until one side is down (2 AP each)')
      .probability('pFirstAttackerWins', "the first roll: the attacker's total is higher")
      .probability('pFirstDefenderWins', "the first roll: the defender's total is higher")
      .distribution('attackerHealthLeft', 0, p.attackerHealth, "the attacker's health at the end")
      .distribution(
        'rollCount',
        1,
        MAX_ROLLS,
        `brawl rolls until one side is down (${MAX_ROLLS} means ${MAX_ROLLS} or more)`,
      );
  },

  exact(p, o): ExactMetrics {
    const s = brawlStates(p, o);
    // One step from a state: where each of the 36 rolls leads (a state index, or −1 − k for
    // absorbing outcome k: 0 attacker down, 1 both down, 2 + h − 1 defender down with the
    // attacker at health h).
    const step = (i: number): Int32Array => {
      const turn = i % s.turns,
        ab = (i - turn) / s.turns;
      const a = Math.floor(ab / s.B.health) + 1,
        b = (ab % s.B.health) + 1;
      const next = s.turns === 2 ? 1 - turn : 0;
      const to = new Int32Array(36);
      for (let k = 0; k < 36; k++) {
        const [la, lb] = losses(s.tables[i][k], turn === 0, o);
        const na = a - la,
          nb = b - lb;
        to[k] =
          na <= 0 && nb <= 0 ? -2 : na <= 0 ? -1 : nb <= 0 ? -3 - (na - 1) : s.index(na, nb, next);
      }
      return to;
    };
    // The shared fight chain keeps only the states reachable from the start, so that a state
    // the fight can never be in (one it could never leave) does not make the system singular.
    const start = s.index(s.A.health, s.B.health, 0);
    const fight = new ExactFight({
      ends: 2 + s.A.health,
      start,
      step(i, to) {
        for (const j of step(i)) to(j, 1 / 36);
      },
    });
    const B = fight.endings();
    const row = (k: number) => B[k];
    const left: Record<string, number> = { '0': row(0) + row(1) };
    let pA = 0;
    for (let a = 1; a <= s.A.health; a++) {
      left[String(a)] = row(2 + a - 1);
      pA += left[String(a)];
    }
    const first = s.tables[start];
    let fa = 0,
      fd = 0;
    for (let k = 0; k < 36; k++)
      first[k] === OUTCOME_ATTACKER ? fa++ : first[k] === OUTCOME_DEFENDER ? fd++ : 0;
    return {
      pFirstAttackerWins: fa / 36,
      pFirstDefenderWins: fd / 36,
      pAttackerWins: pA,
      pDefenderWins: row(0),
      pBothDown: row(1),
      rolls: fight.meanSteps(),
      attackerHealthLeft: left,
      rollCount: rollCount(fight),
    };
  },

  simulate(p, o, rng, trials, acc) {
    const layout = this.metrics(p, o);
    const s = brawlStates(p, o);
    const sFa = layout.slot('pFirstAttackerWins'),
      sFd = layout.slot('pFirstDefenderWins'),
      sA = layout.slot('pAttackerWins'),
      sD = layout.slot('pDefenderWins');
    const sBoth = layout.slot('pBothDown'),
      sRolls = layout.slot('rolls'),
      sLeft = layout.slot('attackerHealthLeft'),
      sCount = layout.slot('rollCount');
    const tie = o['brawl.tie'] === 'bothHurt' ? 1 : 0;
    const back = o['brawl.defenderHurtsAttacker'];
    for (let t = 0; t < trials; t++) {
      let a = s.A.health,
        b = s.B.health,
        turn = 0,
        rolls = 0;
      while (a > 0 && b > 0) {
        const out = s.tables[s.index(a, b, turn)][rng.below(36)];
        if (rolls === 0) {
          if (out === OUTCOME_ATTACKER) acc[sFa]++;
          else if (out === OUTCOME_DEFENDER) acc[sFd]++;
        }
        rolls++;
        if (out === OUTCOME_TIE) {
          a -= tie;
          b -= tie;
        } else if (out === OUTCOME_ATTACKER) {
          if (turn === 0 || back) b--;
        } else if (turn === 1 || back) a--;
        if (s.turns === 2) turn = 1 - turn;
      }
      if (a <= 0 && b <= 0) acc[sBoth]++;
      else if (b <= 0) acc[sA]++;
      else acc[sD]++;
      acc[sRolls] += rolls;
      acc[sRolls + 1] += rolls * rolls;
      acc[sLeft + Math.max(a, 0)]++;
      acc[sCount + Math.min(rolls, MAX_ROLLS) - 1]++;
    }
    acc[0] += trials;
  },
};
