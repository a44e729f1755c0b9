import type { Rng } from '../../../../dice/rng.ts';
import { defaultsOf } from '../../../fields.ts';
import { PROFESSIONS, WEAPONS, type Profession, type Weapon } from '../../data.ts';
import { STATE } from '../../damage.ts';
import {
  distanceOf,
  draw,
  newScratch,
  setup,
  simDraw,
  type DrawParams,
  type Setup,
  type SimScratch,
} from '../../draw.ts';
import {
  OUT_OD,
  OUT_OOF,
  OUT_RAN,
  OUT_SURRENDERED,
  PER_FIGURE_CODES,
  jointDraw,
  outOf,
} from '../../draw/joint.ts';
import { OD, OOF, RAN, SURRENDERED } from '../../draw/setup.ts';
import {
  exactFiring,
  newFiringResult,
  setupFiring,
  simulateFiring,
  type Firing,
} from '../../firing.ts';
import type { SixgunOptions } from '../../options.ts';
import { passCounts, rollPasses } from '../../pass-dice.ts';
import { shot } from '../../shot.ts';

/**
 * One outlaw facing the Express Agent (six-gun-sound.md §14.8 [L5897–5916]): the Express Agent
 * test, 2d6 against the outlaw's Rep. Pass 2, no resistance; Pass 1, the two Draw (§7); Pass 0,
 * the agent fires first, one shot from within effective range (the Draw's distance, the
 * shortest effective range of the two), and an outlaw it leaves standing then Draws with him.
 * The Draw is the combat, as every fight of the Outlaw's season is: the agent is overcome unless
 * he alone stands after it. The shot's wound and its Been Shot At are not carried into the
 * Draw, which opens with both unhurt (as the season's back shot).
 */

/** A man in the face-off: what the test, the shot and the Draw read of him. */
export interface Man {
  profession: Profession;
  rep: number;
  toughness: number;
  sand: number;
  weapon: Weapon;
  veteran: boolean;
}

/** How an outlaw ends a face-off: still standing, or out of it by the Draw's or the shot's ends. */
export const ENDS = ['standing', 'dead', 'out-of-fight', 'ran', 'surrendered'] as const;
export const [STANDS, DEAD, OUT, RUN, GAVE_UP] = [0, 1, 2, 3, 4];

/**
 * A face-off's outcomes: no resistance (Pass 2), the agent overcome with the outlaw's end, or
 * the agent prevailing with it (he is out of it).
 */
export const FACE_OUTCOMES = 1 + ENDS.length + ENDS.length - 1;
export const NO_RESISTANCE = 0;
export const overcome = (k: number) => k <= ENDS.length;
export const endOf = (k: number) =>
  k === NO_RESISTANCE ? STANDS : k <= ENDS.length ? k - 1 : k - ENDS.length;
const overcomeWith = (end: number) => 1 + end;
const beatenWith = (end: number) => ENDS.length + end;

/** The outlaw's end from a Draw state (draw/setup.ts), and from a joint Draw's OUT_ value. */
const END_OF_STATE = (s: number) =>
  s === OD ? DEAD : s === OOF ? OUT : s === RAN ? RUN : s === SURRENDERED ? GAVE_UP : STANDS;
const END_OF_OUT = (x: number) =>
  x === OUT_OD
    ? DEAD
    : x === OUT_OOF
      ? OUT
      : x === OUT_RAN
        ? RUN
        : x === OUT_SURRENDERED
          ? GAVE_UP
          : STANDS;

/** A key telling apart two men who Draw differently (a Veteran only shoots farther). */
const drawKey = (m: Man) =>
  (((PROFESSIONS.indexOf(m.profession) * 8 + m.rep) * 8 + m.toughness) * 8 + m.sand) *
    WEAPONS.length +
  WEAPONS.indexOf(m.weapon);
/** A key telling apart two men who face off differently. */
const keyOf = (m: Man) => drawKey(m) * 2 + (m.veteran ? 1 : 0);

/**
 * A Draw's outcomes for the face-off, by the two men's Draw keys, per options object (a run's
 * cells of one variant share theirs): the Draw is the costly part of an exact answer, and
 * many agents Draw alike.
 */
const DRAWS = new WeakMap<SixgunOptions, Map<number, Float64Array>>();
const SETUPS = new WeakMap<SixgunOptions, Map<number, Setup>>();

/** The Draw's params for outlaw a (A) and agent b (B). */
const drawParams = (a: Man, b: Man) => {
  const dp = {
    ...defaultsOf(draw.params),
    aProfession: a.profession,
    aRep: a.rep,
    aToughness: a.toughness,
    aSand: a.sand,
    aWeapon: a.weapon,
    bProfession: b.profession,
    bRep: b.rep,
    bToughness: b.toughness,
    bSand: b.sand,
    bWeapon: b.weapon,
  };
  return (draw.complete?.(dp as never) ?? dp) as DrawParams;
};

/** A map kept per options object, made on first use. */
function perOptions<V>(all: WeakMap<SixgunOptions, Map<number, V>>, o: SixgunOptions) {
  let m = all.get(o);
  if (!m) all.set(o, (m = new Map()));
  return m;
}

/** Face-offs between outlaws and agents, each pair made ready once, exact and rolled. */
export class ExpressAgent {
  private readonly draws: Map<number, Setup>;
  private readonly drawn: Map<number, Float64Array>;
  private readonly shots = new Map<number, Firing>();
  private readonly odds = new Map<number, Float64Array>();
  private readonly x: SimScratch = newScratch(2);
  private readonly fired = newFiringResult();
  private readonly faces = new Uint8Array(3);

  constructor(private readonly o: SixgunOptions) {
    this.draws = perOptions(SETUPS, o);
    this.drawn = perOptions(DRAWS, o);
  }

  /** The Draw of outlaw a with agent b, made ready. */
  private drawOf(a: Man, b: Man): Setup {
    const key = drawKey(a) * 2 ** 20 + drawKey(b);
    let s = this.draws.get(key);
    if (!s) this.draws.set(key, (s = setup(drawParams(a, b), this.o)));
    return s;
  }

  /** The agent's one shot at the outlaw, from the Draw's distance. */
  private shotOf(a: Man, b: Man): Firing {
    const key = keyOf(a) * 2 ** 20 + keyOf(b);
    let f = this.shots.get(key);
    if (!f) {
      const shotParams = {
        ...defaultsOf(shot.params),
        rep: b.rep,
        weapon: b.weapon,
        veteran: b.veteran,
        shots: 1,
        toughness: a.toughness,
        distance: distanceOf(drawParams(a, b)),
      };
      this.shots.set(key, (f = setupFiring(shotParams as never, this.o)));
    }
    return f;
  }

  /** P(each outcome) of outlaw a facing agent b (FACE_OUTCOMES of them). */
  exact(a: Man, b: Man): Float64Array {
    const key = keyOf(a) * 2 ** 20 + keyOf(b);
    let out = this.odds.get(key);
    if (out) return out;
    out = new Float64Array(FACE_OUTCOMES);
    const test = passCounts(2, a.rep);
    const shot = exactFiring(this.shotOf(a, b)).states;
    out[NO_RESISTANCE] = test[2];
    out[beatenWith(DEAD)] += test[0] * shot[STATE.od];
    out[beatenWith(OUT)] += test[0] * shot[STATE.oof];
    const drawn = test[1] + test[0] * (1 - shot[STATE.od] - shot[STATE.oof]);
    this.drawOdds(a, b).forEach((q, k) => (out[k] += drawn * q));
    this.odds.set(key, out);
    return out;
  }

  /** The face-off's outcomes once the two Draw. */
  private drawOdds(a: Man, b: Man): Float64Array {
    const key = drawKey(a) * 2 ** 20 + drawKey(b);
    let out = this.drawn.get(key);
    if (out) return out;
    out = new Float64Array(FACE_OUTCOMES);
    for (const [code, q] of jointDraw(this.drawOf(a, b))) {
      const end = END_OF_OUT(outOf(code % PER_FIGURE_CODES));
      const agent = END_OF_OUT(outOf(Math.floor(code / PER_FIGURE_CODES)));
      out[end !== STANDS && agent === STANDS ? beatenWith(end) : overcomeWith(end)] += q;
    }
    this.drawn.set(key, out);
    return out;
  }

  /** One face-off of outlaw a with agent b, rolled: its outcome. */
  roll(a: Man, b: Man, rng: Rng): number {
    const passes = rollPasses(rng, 2, a.rep);
    if (passes === 2) return NO_RESISTANCE;
    if (passes === 0) {
      simulateFiring(this.shotOf(a, b), rng, this.faces, this.fired);
      if (this.fired.state === STATE.od) return beatenWith(DEAD);
      if (this.fired.state === STATE.oof) return beatenWith(OUT);
    }
    const x = this.x,
      s = this.drawOf(a, b);
    x.first[0] = s.hi + 1;
    simDraw(s, rng, x);
    const end = END_OF_STATE(x.state[0]);
    return end !== STANDS && END_OF_STATE(x.state[1]) === STANDS
      ? beatenWith(end)
      : overcomeWith(end);
  }
}
