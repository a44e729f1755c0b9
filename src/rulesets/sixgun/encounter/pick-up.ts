import { LOADED, READINESS } from './ammo.ts';
import type { BandWorld } from './band-world.ts';
import { readiness } from './weapon-switch.ts';

/** How far an active man goes for a gun lying on the field: a normal move on foot (§4.4). */
export const PICK_UP_REACH = 6;

/** Whether c carries a loaded gun his arms can fire, in hand or besides it. */
function armed(w: BandWorld, c: number): boolean {
  if (readiness(w, c, w.weapon[c], w.ammo[c]) === READINESS[LOADED]) return true;
  const other = w.other[c];
  return other !== null && readiness(w, c, other, w.ammoOther[c]) === READINESS[LOADED];
}

/**
 * The lying gun c goes for (option weapons.pickUp), or −1: the nearest loaded firearm his arms
 * can fire within `within` inches (along the way round walls, where they stand), when no gun
 * he carries is loaded and fit to fire. An empty gun would cost him an activation standing
 * still to reload (§3.4 [L1001]), a dry one or one his wounded arms cannot fire leaves him
 * nothing; a loaded one he has is worth more than the walk. A rider, a man firing two pistols
 * and one with two cap-and-ball revolvers keep their own. The book leaves when to a player.
 */
export function weaponToPickUp(w: BandWorld, c: number, within: number): number {
  const lying = w.lying;
  if (lying.count === 0 || w.mounted[c] || w.twoPistols[c] || w.capAndBall[c] || armed(w, c))
    return -1;
  let best = -1,
    reach = within;
  for (let k = 0; k < lying.count; k++) {
    if (lying.ammo[k] !== LOADED || readiness(w, c, lying.weapon[k], LOADED) === 0) continue;
    let d = Math.hypot(lying.x[k] - w.x[c], lying.y[k] - w.y[c]);
    if (d > reach) continue;
    if (w.routed && d > w.contact) d = w.bf.route(w.x[c], w.y[c], lying.x[k], lying.y[k]);
    if (d <= reach) {
      best = k;
      reach = d;
    }
  }
  return best;
}

/** c picks up lying gun k (BandWorld.takeUp), said in the play-by-play. */
export function takeUp(w: BandWorld, c: number, k: number): void {
  const gun = w.lying.weapon[k],
    owner = w.lying.owner[k];
  const held = w.weapon[c],
    belt = w.other[c] === null;
  w.takeUp(c, k);
  w.log?.say(
    w.turn,
    `${w.names[c]} picks up ${owner === c ? 'his own' : `${w.names[owner]}'s`} ${gun}${belt ? `, his ${held} in his belt` : `, leaving his ${held}`}`,
  );
}

/** c drops his firearms where he surrendered or fell (BandWorld.dropWeapons), said in the play-by-play. */
export function dropWeapons(w: BandWorld, c: number): void {
  const before = w.lying.count;
  w.dropWeapons(c);
  const guns = [];
  for (let k = before; k < w.lying.count; k++) guns.push(w.lying.weapon[k]);
  w.log?.add(
    `; ${w.names[c]}'s ${guns.join(' and ')} lie${guns.length > 1 ? '' : 's'} where he was`,
  );
}
