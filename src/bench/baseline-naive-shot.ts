/**
 * The obvious JavaScript way to simulate a Cowpoke shot, as a baseline for the benchmark:
 * Math.random for every die and an object for every roll. Same procedure as the `shot`
 * procedure (revolver at short range, Cowpoke against Cowpoke: 3 dice, one hit at most,
 * location and severity dice through the wound chart).
 */
import { WOUND_CHART } from '../rulesets/cowpoke/data.ts';

interface Roll {
  faces: number[];
}

function rollDice(n: number): Roll {
  const faces: number[] = [];
  for (let i = 0; i < n; i++) faces.push(Math.floor(Math.random() * 6) + 1);
  return { faces };
}

export function naiveShots(trials: number): { hits: number; removed: number } {
  let hits = 0,
    removed = 0;
  for (let t = 0; t < trials; t++) {
    const roll = rollDice(3);
    const sixes = roll.faces.filter((f) => f === 6).length;
    if (sixes === 0) continue;
    hits++;
    const wound = { location: rollDice(1).faces[0], severity: rollDice(1).faces[0] };
    const damage = WOUND_CHART[wound.location - 1][wound.severity - 1];
    if (damage >= 4) removed++;
  }
  return { hits, removed };
}
