import type { Rng } from '../../../../dice/rng.ts';
import type { Outcome } from '../../../../encounter/loop.ts';
import { STATE } from '../../damage.ts';
import { DRY } from '../ammo.ts';
import type { BandVehicle } from '../band-vehicle.ts';
import { OUT_OF_SIGHT, type BandWorld } from '../band-world.ts';
import { OFF_THE_TABLE } from './road-vehicle.ts';
import type { TypeMoves } from './type.ts';

/**
 * How the prisoner ends: freed (the Outlaws hold the field, he alive), escaped (off the
 * table), held (the escort holds the field, got away with him, or still has him when the
 * fight stops), killed (obviously dead), or loose on the field when the fight stops.
 */
export const PRISONER_ENDS = ['freed', 'escaped', 'held', 'killed', 'loose'] as const;
const [FREED, ESCAPED, HELD, KILLED, LOOSE] = [0, 1, 2, 3, 4];
/** A manacled rider on a horse turned loose rides with Horsemanship 3 [L3944–3947]. */
export const MANACLED_HORSEMANSHIP = 3;

/**
 * The prisoner of a Prisoner Transport (six-gun-sound.md §13.10 Special instructions
 * [L3944–3947]), a figure of the Outlaws' side: manacled throughout, he carries no gun, and
 * while he is in the stage or the wagon, or on a horse being led, he cannot act; neither
 * side fires at him then (the Outlaws came for him, the escort guards him), and he leads
 * nobody. Once he is out of the vehicle (it wrecked, and he was thrown) or his horse is
 * turned loose (the escort leading it down or gone), he makes off for the Outlaws' table edge,
 * riding with Horsemanship 3 or running, every lawman who sees him taking Got a Shot; off the
 * edge he has escaped.
 */
export class Prisoner {
  /** His figure, and who leads his horse (−1: he travels in the vehicle). */
  c = -1;
  leader = -1;
  /** The vehicle he travels in this trial, or none. */
  private vehicle: BandVehicle | null = null;
  /** He has made off (out of the vehicle, or his horse loose), and got off the table. */
  madeOff = false;
  escaped = false;

  /** A new trial: he is figure c, in `vehicle` or led by `leader`; hidden and unarmed. */
  reset(w: BandWorld, c: number, vehicle: BandVehicle | null, leader: number): void {
    this.c = c;
    this.vehicle = vehicle;
    this.leader = vehicle === null ? leader : -1;
    this.madeOff = this.escaped = false;
    w.hidden[c] = OUT_OF_SIGHT;
    w.ammo[c] = DRY;
  }

  /** Whether he is free to act: still standing, and out of the vehicle or no longer led. */
  loose(w: BandWorld): boolean {
    const c = this.c;
    if (!w.alive[c]) return false;
    return this.vehicle !== null ? this.vehicle.aboard[c] === 0 : !w.alive[this.leader];
  }

  /** While led, his horse goes where its leader does (at the turn's end). */
  follow(w: BandWorld): void {
    const c = this.c,
      l = this.leader;
    if (l < 0 || !w.alive[l] || !w.alive[c]) return;
    if (w.x[c] !== w.x[l] || w.y[c] !== w.y[l]) w.place(c, w.x[l], w.y[l]);
  }

  /** His activation once loose: he makes for the table edge beyond the Outlaws. */
  act(w: BandWorld, rng: Rng, moves: TypeMoves): void {
    const c = this.c;
    if (!this.madeOff) {
      this.madeOff = true;
      w.log?.say(
        w.turn,
        this.vehicle !== null
          ? `${w.names[c]}, the prisoner, is clear of the wreck and makes off`
          : `${w.names[c]}, the prisoner, has his horse loose and makes off`,
      );
    }
    moves.moveTo(w, c, w.x[c], OFF_THE_TABLE, rng);
    if (w.alive[c] && w.y[c] >= OFF_THE_TABLE) {
      this.escaped = true;
      w.log?.add(`; ${w.names[c]} is off the table and away`);
      moves.leave(w, c);
    }
  }

  /** How he ends (PRISONER_ENDS), given the winner by the encounter's goals. */
  end(w: BandWorld, out: Outcome): number {
    if (w.dmg[this.c] === STATE.od) return KILLED;
    if (this.escaped) return ESCAPED;
    if (out.winner === 1) return FREED;
    if (out.winner === 0) return HELD;
    return this.loose(w) ? LOOSE : HELD;
  }
}
