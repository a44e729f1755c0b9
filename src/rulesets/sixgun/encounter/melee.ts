import type { Rng } from '../../../dice/rng.ts';
import { STATE } from '../damage.ts';
import { SICK_DRUNK } from '../attributes.ts';
import { FIGHT_DICE, FIGHT_MARGIN, POOL_PASS } from '../data.ts';
import type { BandWorld } from './band-world.ts';

/** What a melee asks of the rules that started it: the Keep Fightin' test and a loser's fate. */
export interface MeleeHooks {
  keepFightin(w: BandWorld, c: number, rng: Rng): boolean;
  meleeLoss(w: BandWorld, c: number, ran: boolean, rng: Rng): void;
}

/** A melee that still ties after this many rounds is left standing (both stay in contact). */
const MAX_ROUNDS = 100;

/**
 * The melee between a charger a and its target b, fought to its end (six-gun-sound.md §8.2,
 * the same table as the `fight` procedure): pools of Rep (−2 for a chest wound, §6.9; a
 * Brawler +1d6, a Runt −1), −1d6 in the first round for a reaction result that says so (C-10), −1d6 per Flurry of Punches taken;
 * passes on 1–3; a margin of 3 or 2 puts the loser out of the fight (nobody in a gunfight
 * carries a melee weapon, so a Killing stroke is no worse, §8.2 [L1809]); a margin of 1 is a
 * Flurry, out of the fight at 0 dice; a tie is Keep Fightin' for both, and whoever fails runs
 * (C-69; both failing fight on unless `fight.bothFailKeepFighting` is off).
 */
export function meleeBetween(
  w: BandWorld,
  a: number,
  b: number,
  aFirst: number,
  bFirst: number,
  rng: Rng,
  hooks: MeleeHooks,
): void {
  let pa = pool0(w, a),
    pb = pool0(w, b);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const first = round === 0;
    const da = pa + (first ? aFirst * FIGHT_DICE.reactionPenalty : 0);
    const db = pb + (first ? bFirst * FIGHT_DICE.reactionPenalty : 0);
    const d = pool(rng, da) - pool(rng, db);
    if (d >= FIGHT_MARGIN.tellingBlow) return lose(w, b, a, false, rng, hooks);
    if (d <= -FIGHT_MARGIN.tellingBlow) return lose(w, a, b, false, rng, hooks);
    if (d === FIGHT_MARGIN.flurry) {
      pb += FIGHT_DICE.perFlurry;
      if (pb <= 0) return lose(w, b, a, false, rng, hooks);
    } else if (d === -FIGHT_MARGIN.flurry) {
      pa += FIGHT_DICE.perFlurry;
      if (pa <= 0) return lose(w, a, b, false, rng, hooks);
    } else {
      const keepA = hooks.keepFightin(w, a, rng),
        keepB = hooks.keepFightin(w, b, rng);
      w.log?.add(
        `; even: Keep Fightin' ${w.names[a]} ${keepA ? 'carries on' : 'fails'}, ${w.names[b]} ${keepB ? 'carries on' : 'fails'}`,
      );
      if (!keepA && !keepB) {
        if (w.o['fight.bothFailKeepFighting']) continue;
        hooks.meleeLoss(w, a, true, rng);
        hooks.meleeLoss(w, b, true, rng);
        return;
      }
      if (!keepA) return lose(w, a, b, true, rng, hooks);
      if (!keepB) return lose(w, b, a, true, rng, hooks);
    }
  }
}

/**
 * A figure's melee pool before the round's own modifiers: Rep, −2 for a chest wound (§6.9),
 * +1d6 for a Brawler (§2.5 [L3061]), −1 for a Runt [L3103], −1d6 for a Sick drunk [L3083]
 * and for a figure prone (§8.2, C-10).
 */
function pool0(w: BandWorld, c: number): number {
  return (
    w.rep[c] -
    (w.dmg[c] === STATE.chestWounded ? 2 : 0) +
    (w.has(c, 'brawler') ? FIGHT_DICE.brawler : 0) -
    (w.has(c, 'runt') ? 1 : 0) -
    (w.drunk[c] === SICK_DRUNK ? 1 : 0) -
    (w.prone[c] ? 1 : 0)
  );
}

function lose(
  w: BandWorld,
  loser: number,
  winner: number,
  ran: boolean,
  rng: Rng,
  hooks: MeleeHooks,
): void {
  w.log?.add(
    `; ${w.names[winner]} wins the melee, ${w.names[loser]} ${ran ? 'runs' : 'is out of the fight'}`,
  );
  hooks.meleeLoss(w, loser, ran, rng);
}

/** Passes among n dice passing on 1–3 (§1.5). */
function pool(rng: Rng, n: number): number {
  let k = 0;
  for (let i = 0; i < n; i++) if (rng.below(6) < POOL_PASS) k++;
  return k;
}
