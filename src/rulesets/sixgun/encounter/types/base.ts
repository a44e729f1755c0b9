import type { Rng } from '../../../../dice/rng.ts';
import type { Outcome } from '../../../../encounter/loop.ts';
import type { Locale } from '../../campaign/data.ts';
import type { Ready } from '../../campaign/table.ts';
import { slOf } from '../../campaign/travel.ts';
import type { SixgunOptions } from '../../options.ts';
import type { BandWorld } from '../band-world.ts';
import type { EncounterParams } from './params.ts';
import { setupTable } from './tables.ts';
import type { TypeMoves, TypeRun } from './type.ts';

/** A side nobody has capped (type.ts's `most`). */
export const UNLIMITED = 2 ** 30;

/**
 * What every type's run shares: the params, its set-up, the Settlement Level, its tables made
 * ready for the locale, and the defaults of a type with no business of its own in play
 * (everyone acts by his policy, a shot changes nothing).
 */
export abstract class TypedRun<S> implements TypeRun {
  readonly sizes = new Int32Array(2);
  readonly most = Int32Array.of(UNLIMITED, UNLIMITED);
  protected readonly sl: number;
  protected readonly at: { locale: Locale; sl: number };

  constructor(
    protected readonly p: EncounterParams,
    protected readonly s: S,
    protected readonly o: SixgunOptions,
    readonly maxSizes: [number, number],
  ) {
    this.sl = slOf(p);
    this.at = { locale: p.locale, sl: this.sl };
  }

  /** One of encounter-setup's tables, made ready for this locale and SL (and `more`). */
  protected ready(id: string, more: Record<string, unknown> = {}): Ready {
    return setupTable(id, { ...this.at, ...more }, this.o);
  }

  /** The side's figures the scenario lists for this trial (they come first; the rest are rolled). */
  protected listed(side: number): number {
    return Math.min(this.p.sides[side]?.figures.length ?? 0, this.sizes[side]);
  }

  abstract rollSetup(rng: Rng): void;
  abstract fill(w: BandWorld, rng: Rng): void;
  abstract reset(w: BandWorld, rng: Rng): void;
  abstract winner(w: BandWorld, out: Outcome): number;
  abstract record(w: BandWorld, out: Outcome, acc: Float64Array): void;
  abstract describe(w: BandWorld): string;

  acts(_w: BandWorld, _c: number): boolean {
    return true;
  }

  act(_w: BandWorld, _c: number, _rng: Rng, _moves: TypeMoves): boolean {
    return false;
  }

  fired(_w: BandWorld, _rng: Rng): void {}
}
