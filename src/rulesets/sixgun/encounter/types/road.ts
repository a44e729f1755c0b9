import type { Rng } from '../../../../dice/rng.ts';
import type { Locale } from '../../campaign/data.ts';
import { OPPOSED } from '../../campaign/encounter-kit.ts';
import type { Ready } from '../../campaign/table.ts';
import type { SixgunOptions } from '../../options.ts';
import type { BandWorld } from '../band-world.ts';
import { setupTable } from './tables.ts';
import type { TypeMoves } from './type.ts';

/** The Hold Up table's results (encounter-kit's OPPOSED; ours = the party's leader). */
const [, OURS_1, OURS_2, THEIRS_1, AMBUSH] = [0, 1, 2, 3, 4];
/** Where the attackers set up: 24" off, or 12" when their leader passed one more [L3841–3859]. */
export const FAR = 24;
const NEAR = 12;

/** The highest Rep on a side (its leader, §4.1), but figure `apart`'s, who leads nobody. */
function leaderRep(w: BandWorld, side: number, apart: number): number {
  let best = 1;
  for (let c = 0; c < w.n; c++)
    if (w.side[c] === side && c !== apart && w.rep[c] > best) best = w.rep[c];
  return best;
}

/**
 * The Hold Up table (six-gun-sound.md §13.9 [L3841–3859]), which a Prisoner Transport uses
 * with its escort as the target (§13.10 [L3920–3940]): both leaders roll 2d6 against Rep.
 * The party (side 0) is on the road, the attackers (side 1) 24" off in cover. Same passes:
 * the party travels in the open; the party passing more sets up in cover; the attackers
 * passing 1 more set up only 12" off; 2 more is an Ambush, the attackers hidden and each that
 * sees the party taking Got a Shot as it springs (the encounter's opening turn).
 */
export class HoldUpTable {
  /** This trial's result, an index of OPPOSED. */
  result = 0;
  /** The table by the two leaders' Reps (1..7 each), made ready as they come up. */
  private readonly byReps: (Ready | undefined)[] = new Array(64);

  constructor(
    private readonly at: { locale: Locale; sl: number },
    private readonly o: SixgunOptions,
  ) {}

  /**
   * Rolls the table (or takes the scenario's `fixed` result) once the trial's figures are
   * written: the party's mounts start by it (road-mounts.ts), before the world is reset.
   * `apart`: a figure who leads nobody (a Prisoner Transport's prisoner), or −1.
   */
  roll(w: BandWorld, rng: Rng, fixed: (typeof OPPOSED)[number] | undefined, apart = -1): void {
    if (fixed !== undefined) {
      this.result = OPPOSED.indexOf(fixed);
      return;
    }
    const ours = leaderRep(w, 0, apart),
      theirs = leaderRep(w, 1, apart);
    const t = (this.byReps[ours * 8 + theirs] ??= setupTable(
      'hold-up',
      { ...this.at, rep: ours, theirRep: theirs },
      this.o,
    ));
    this.result = t.roll(rng);
  }

  /** The party passed more: it set up as it liked, in cover, its teams unhitched and riders down. */
  get covered(): boolean {
    return this.result === OURS_1 || this.result === OURS_2;
  }

  /** Deploys both sides by the result rolled. */
  deploy(w: BandWorld): void {
    const near = this.result === THEIRS_1 || this.result === AMBUSH;
    const covered = this.covered;
    for (let c = 0; c < w.n; c++) {
      if (w.side[c] === 1 && near) w.place(c, w.x[c], NEAR);
      w.inCover[c] = w.side[c] === 1 || covered ? 1 : 0;
      w.hidden[c] = 0;
    }
  }

  /** The opening turn: an Ambush springs (the attackers, hidden, fire as the party moves). */
  readonly standUp = (w: BandWorld, rng: Rng, moves: TypeMoves): void => {
    if (this.result === AMBUSH) moves.standUp(w, -2, rng);
  };
}
