import type { Rng } from '../../../dice/rng.ts';
import type { ActivationDice } from '../../../encounter/activation/activation-dice.ts';
import type { Figures } from '../../../encounter/figures.ts';
import type { Trace } from '../../../encounter/trace.ts';
import type { SixgunOptions } from '../options.ts';
import { FROZEN_RELOAD, frozenReload } from './ammo.ts';

/** What the start of a turn reads and writes in either gunfight's world (GF-1's or a band's). */
type TurnWorld = Figures & {
  readonly o: SixgunOptions;
  readonly ammo: Uint8Array;
  readonly ammo2: Uint8Array;
  reloads: number;
  log: Trace | null;
};

/** A gunfight's own reloads: the gun in hand (his other pistol with it when empty), or the other one alone. */
interface Reloading<W> {
  reload(w: W, c: number, rng: Rng): void;
  reloadOther(w: W, c: number, rng: Rng): void;
  /** What a band gunfight's man carrying another firearm does instead, if anything (true when he did). */
  frozenWeapons?(w: W, c: number, rng: Rng): boolean;
  /** A band gunfight's man with no loaded gun picks up one lying at his feet (true when he did). */
  frozenPickUp?(w: W, c: number): boolean;
}

/**
 * The activation dice in the play-by-play, then what each man of a side frozen by doubles
 * reloads, or with ready-weapons changes or picks up (§4.2 step 2 [L1122], option
 * activation.doubles).
 * GF-1 and the band gunfights share it.
 */
export function reloadFrozenSides<W extends TurnWorld>(
  w: W,
  o: ActivationDice,
  rules: Reloading<W>,
  rng: Rng,
): void {
  w.log?.say(
    w.turn,
    `activation dice ${w.sideNames.map((s, i) => `${s} ${o.die[i]}${o.frozen[i] ? ' (frozen)' : ''}`).join(', ')}`,
  );
  // Read only on doubles: the options are a dictionary, and this runs every turn.
  let everyGun: boolean | undefined;
  for (let c = 0; c < w.n; c++) {
    if (!w.alive[c] || !o.frozen[w.side[c]]) continue;
    everyGun ??= w.o['activation.doubles'] === 'ready-weapons';
    if (everyGun && (rules.frozenPickUp?.(w, c) || rules.frozenWeapons?.(w, c, rng))) continue;
    const r = frozenReload(w.ammo, w.ammo2, c, everyGun);
    if (r === FROZEN_RELOAD.inHand) rules.reload(w, c, rng);
    else if (r === FROZEN_RELOAD.other) {
      w.reloads++;
      w.log?.say(w.turn, `${w.names[c]} reloads his other pistol`);
      rules.reloadOther(w, c, rng);
    }
  }
}
