import { rngFromSeed } from '../../../dice/rng.ts';
import type { SixgunOptions } from '../options.ts';
import { bandSide } from '../encounter/schema.ts';
import { bigCapture } from '../encounter/types/big-capture.ts';
import { UNLIMITED } from '../encounter/types/base.ts';
import { TypedLeg } from '../encounter/types/composite.ts';
import type { Locale } from './data.ts';
import { DIES, OOF, RAN, STANDING, SURRENDERED } from './season-chain.ts';

/**
 * Big Captures played to estimate a Star's odds in one, for each Rep, Toughness, Sand, locale
 * and SL he fights one at: the standard error of a share is at most 0.5/√200 ≈ 0.035.
 */
export const BIG_CAPTURE_TRIALS = 200;
/** A Big Capture stops after as many turns as an encounter's default. */
const MAX_TURNS = 30;

/**
 * The season's results (DIES … STANDING) by how the Star ended the encounter, in DRAW_STATES
 * order: Obviously Dead, Out of the Fight, wounded, surrendered, ran away, unhurt.
 */
const RESULT_OF = [DIES, OOF, STANDING, SURRENDERED, RAN, STANDING];

/**
 * A Marshal's Big Capture (six-gun-sound.md §14.7 [L5805–5809]) as a campaign season plays it:
 * the big-capture encounter type, the Star the Lawman leading the 1 + 1d6 Marshals and 1 + 1d6
 * Deputies, everything else rolled as the type rolls it (the Outlaws and their leader, town or
 * trail, the wagons). Its odds for the Star (dead, Out of the Fight, ran, surrendered, standing)
 * are estimated from BIG_CAPTURE_TRIALS encounters with a seed of their own, so the exact chain
 * and the simulation read the same numbers and a run gives the same answer every time.
 */
export class BigCaptureOdds {
  /** Estimates made under each set of options, shared by the chain and the simulation. */
  private static readonly byOptions = new WeakMap<SixgunOptions, Map<string, Float64Array>>();
  private readonly made: Map<string, Float64Array>;

  constructor(private readonly o: SixgunOptions) {
    let made = BigCaptureOdds.byOptions.get(o);
    if (made === undefined) BigCaptureOdds.byOptions.set(o, (made = new Map()));
    this.made = made;
  }

  /** The Star's odds (DIES … STANDING) in a Big Capture at `locale`, SL `sl`. */
  of(locale: Locale, sl: number, rep: number, toughness: number, sand: number): Float64Array {
    const key = `${locale} ${sl} ${rep} ${toughness} ${sand}`;
    let odds = this.made.get(key);
    if (odds === undefined)
      this.made.set(key, (odds = this.estimate(key, locale, sl, rep, toughness, sand)));
    return odds;
  }

  private estimate(
    key: string,
    locale: Locale,
    sl: number,
    rep: number,
    toughness: number,
    sand: number,
  ): Float64Array {
    const star = bandSide.parse({
      name: 'Lawmen',
      figures: [{ name: 'Star', profession: 'marshal', rep, sand, toughness }],
    }).figures;
    const leg = new TypedLeg(
      bigCapture,
      0,
      { locale, sl, maxTurns: MAX_TURNS, figures: star },
      this.o,
    );
    const rng = rngFromSeed(`big-capture ${key}`);
    const odds = new Float64Array(STANDING + 1);
    for (let t = 0; t < BIG_CAPTURE_TRIALS; t++) {
      leg.play(rng, UNLIMITED, null);
      odds[RESULT_OF[leg.firstEnd]] += 1 / BIG_CAPTURE_TRIALS;
    }
    return odds;
  }
}
