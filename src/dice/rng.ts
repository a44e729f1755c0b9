/**
 * The simulation generator: sfc32 (Chris Doty-Humphrey's Small Fast Chaotic PRNG, 128-bit
 * state, period ≥ 2^32 per stream and about 2^127 on average). Chosen because it passes
 * PractRand/BigCrush, needs only 32-bit adds, xors and shifts (which V8 keeps in registers),
 * and measured about 520 M draws/s with its state in a Uint32Array on this machine
 * (design.md); closure variables were 3× slower. A string key becomes the 128-bit starting
 * state through Marsaglia's xor128, mixed as seedrandom mixes it (stateFromKey).
 */
export class Rng {
  readonly state: Uint32Array;

  constructor(state: Uint32Array) {
    this.state = state;
  }

  /** A uniform 32-bit unsigned integer. */
  u32(): number {
    const s = this.state;
    const a = s[0],
      b = s[1],
      c = s[2],
      d = s[3];
    const t = (((a + b) | 0) + d) | 0;
    s[3] = (d + 1) | 0;
    s[0] = b ^ (b >>> 9);
    s[1] = (c + (c << 3)) | 0;
    const r = (c << 21) | (c >>> 11);
    s[2] = (r + t) | 0;
    return t >>> 0;
  }

  /** A uniform float in [0, 1) with 32 bits of resolution. */
  float(): number {
    return this.u32() * 2.3283064365386963e-10;
  }

  /**
   * A uniform integer in [0, n) for small n. Multiply-shift keeps the bias below n / 2^32
   * (under 3e-9 for n ≤ 12), far below anything a simulation of this size can detect.
   */
  below(n: number): number {
    return (this.u32() * 2.3283064365386963e-10 * n) | 0;
  }

  /** A d6 face, 1..6. */
  d6(): number {
    return this.below(6) + 1;
  }

  /**
   * How many of n draws are at least `from` (a pool of n d6 rolls `countAtLeast(SIX_FROM, n)`
   * sixes): the same draws, in the same order, as n calls of u32(). The four words stay in
   * locals for the n draws, as in tallyBlock, instead of being loaded and stored at every
   * draw, which cost more than the arithmetic in an encounter's pools of a few dice.
   */
  countAtLeast(from: number, n: number): number {
    const s = this.state;
    let a = s[0] | 0,
      b = s[1] | 0,
      c = s[2] | 0,
      d = s[3] | 0;
    let k = 0;
    for (let i = 0; i < n; i++) {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
      // Counted without a branch, which a six (one die in six, at random) would mispredict.
      k += +(t >>> 0 >= from);
    }
    s[0] = a;
    s[1] = b;
    s[2] = c;
    s[3] = d;
    return k;
  }

  /**
   * Draws `n` numbers and counts each one's outcome, `outcome[floor(u32 · scale)]`, into
   * `counts`: outcomes 0–7 are counted (0–15 by tally16), larger ones are draws the caller does
   * not count (it knows them as `n` minus the rest). The same draws, in the same order, as `n`
   * calls of u32(), so results are those of a loop over u32().
   *
   * Why it is written out: a loop of `counts[outcome[…]]++` over u32() ran at 0.6× a bare u32()
   * loop, bound by the counting, not the generator: each `++` loads, adds and stores one of a
   * few cells, so a run of equal outcomes waits on the store before it. Here the counts are
   * 8-bit fields of int32 registers (`1 << 8k` added per draw: two words for 8 outcomes, four
   * for 16), unpacked every 255 draws, and the generator's four words stay in registers for
   * those 255 draws instead of being loaded and stored at every draw (see tallyBlock).
   */
  tally(outcome: Uint8Array, scale: number, counts: Float64Array, n: number): void {
    const { low, high, slots } = packedAdds(outcome, counts.length);
    const words = slots.length > 4 ? 2 : 1;
    for (let i = 0; i < n; i += 255) {
      const m = Math.min(255, n - i);
      if (words === 1) this.tallyBlock1(low, scale, m);
      else this.tallyBlock(low, high, scale, m);
      const lo = PACKED[0],
        hi = PACKED[1];
      for (let k = 0; k < slots.length; k++)
        counts[slots[k]] += ((k < 4 ? lo : hi) >>> (8 * (k & 3))) & 255;
    }
  }

  /** tally() for up to 16 counted outcomes: four words, each cell's four increments side by side. */
  tally16(outcome: Uint8Array, scale: number, counts: Float64Array, n: number): void {
    const adds = packedAdds16(outcome);
    const width = Math.min(16, counts.length);
    for (let i = 0; i < n; i += 255) {
      this.tallyBlock16(adds, scale, Math.min(255, n - i));
      for (let k = 0; k < width; k++) counts[k] += (PACKED[k >> 2] >>> (8 * (k & 3))) & 255;
    }
  }

  /**
   * tallyBlock() when at most four outcomes are counted: one count word, so one table load and
   * one add per draw instead of two. A revolver's shot counts three damages and ran 1.3–1.4×
   * the raw generator this way, against 0.9–1.0× with both words.
   */
  private tallyBlock1(adds: Int32Array, scale: number, m: number): void {
    const s = this.state;
    let a = s[0] | 0,
      b = s[1] | 0,
      c = s[2] | 0,
      d = s[3] | 0;
    let w = 0;
    for (let i = 0; i < m; i++) {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
      w = (w + adds[((t >>> 0) * scale) | 0]) | 0;
    }
    s[0] = a;
    s[1] = b;
    s[2] = c;
    s[3] = d;
    PACKED[0] = w;
  }

  /**
   * At most 255 draws of tally(), their packed counts left in PACKED. A function of its own,
   * called per block, rather than one loop over all `n`: V8 then compiles it with feedback
   * from whole calls, whereas a single long loop was compiled mid-loop (on-stack replacement)
   * before its exit had run, deoptimized on leaving, and ran at a third of the speed after.
   */
  private tallyBlock(low: Int32Array, high: Int32Array, scale: number, m: number): void {
    const s = this.state;
    // `| 0`: the words as int32 from the start, as the arithmetic keeps them; starting from
    // uint32 values would make V8 hold them as doubles.
    let a = s[0] | 0,
      b = s[1] | 0,
      c = s[2] | 0,
      d = s[3] | 0;
    let lo = 0,
      hi = 0;
    for (let i = 0; i < m; i++) {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
      const j = ((t >>> 0) * scale) | 0;
      lo = (lo + low[j]) | 0;
      hi = (hi + high[j]) | 0;
    }
    s[0] = a;
    s[1] = b;
    s[2] = c;
    s[3] = d;
    PACKED[0] = lo;
    PACKED[1] = hi;
  }

  /** At most 255 draws of tally16(), its four packed count words left in PACKED. */
  private tallyBlock16(adds: Int32Array, scale: number, m: number): void {
    const s = this.state;
    let a = s[0] | 0,
      b = s[1] | 0,
      c = s[2] | 0,
      d = s[3] | 0;
    let w0 = 0,
      w1 = 0,
      w2 = 0,
      w3 = 0;
    for (let i = 0; i < m; i++) {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
      const j = (((t >>> 0) * scale) | 0) << 2;
      w0 = (w0 + adds[j]) | 0;
      w1 = (w1 + adds[j + 1]) | 0;
      w2 = (w2 + adds[j + 2]) | 0;
      w3 = (w3 + adds[j + 3]) | 0;
    }
    s[0] = a;
    s[1] = b;
    s[2] = c;
    s[3] = d;
    PACKED[0] = w0;
    PACKED[1] = w1;
    PACKED[2] = w2;
    PACKED[3] = w3;
  }
}

/**
 * The smallest 32-bit draw that d6() turns into a six. below(6) is floor(6u / 2^32) computed
 * exactly in doubles (u · 2^−32 is exact, and so is 6u, under 2^53), so a draw u is a six
 * exactly when 6u ≥ 5 · 2^32: counting `u32() >= SIX_FROM` draws the same numbers as d6()
 * and gets the same sixes without the multiplications.
 */
export const SIX_FROM = Math.ceil((5 * 2 ** 32) / 6);

/** tallyBlock's packed count words, two or four (one thread runs one block at a time). */
const PACKED = new Int32Array(4);

/**
 * Per cell of an outcome table, what a draw landing there adds to tally()'s low and high count
 * words, and which outcome each count field holds: only outcomes that occur get a field, so a
 * table that counts four outcomes or fewer needs one word (tallyBlock1) whatever their numbers.
 * Made once per table and counts' length: a sweep point's chunk of 1,000 shots spent as long
 * making them as drawing.
 */
interface Packed {
  low: Int32Array;
  high: Int32Array;
  /** The outcome counted in field k: fields 0–3 are the low word's bytes, 4–7 the high's. */
  slots: number[];
}
const adds = new WeakMap<Uint8Array, Map<number, Packed>>();
function packedAdds(outcome: Uint8Array, width: number): Packed {
  let byWidth = adds.get(outcome);
  if (!byWidth) adds.set(outcome, (byWidth = new Map()));
  let made = byWidth.get(width);
  if (made) return made;
  const counted = Math.min(8, width);
  const slots = [...new Set(outcome)].filter((o) => o < counted).sort((x, y) => x - y);
  const low = new Int32Array(outcome.length);
  const high = new Int32Array(outcome.length);
  for (let j = 0; j < outcome.length; j++) {
    const k = slots.indexOf(outcome[j]);
    if (k < 0) continue;
    if (k < 4) low[j] = 1 << (8 * k);
    else high[j] = 1 << (8 * (k - 4));
  }
  byWidth.set(width, (made = { low, high, slots }));
  return made;
}

/** The same for tally16(): four words, each cell's increment in the word of its outcome. */
const adds16 = new WeakMap<Uint8Array, Int32Array>();
function packedAdds16(outcome: Uint8Array): Int32Array {
  let made = adds16.get(outcome);
  if (made) return made;
  made = new Int32Array(4 * outcome.length);
  for (let j = 0; j < outcome.length; j++) {
    const o = outcome[j];
    if (o < 16) made[4 * j + (o >> 2)] = 1 << (8 * (o & 3));
  }
  adds16.set(outcome, made);
  return made;
}

/**
 * The starting state for a string key: xor128 with the key's UTF-16 units mixed in and 64
 * rounds discarded, exactly as seedrandom's xor128(key) starts, then its first four draws.
 * Written out here because seedrandom builds a generator object and closures per key, which
 * cost a sweep's workers more than the dice of a 1,000-trial chunk (tests/dice/rng.test.ts
 * holds it to seedrandom's states).
 */
export function stateFromKey(key: string): Uint32Array {
  let x = 0,
    y = 0,
    z = 0,
    w = 0;
  const state = new Uint32Array(4);
  for (let k = 0, n = key.length + 64 + 4; k < n; k++) {
    if (k < key.length) x ^= key.charCodeAt(k);
    const t = x ^ (x << 11);
    x = y;
    y = z;
    z = w;
    w = w ^ (w >>> 19) ^ t ^ (t >>> 8);
    if (k >= n - 4) state[k - (n - 4)] = w;
  }
  // sfc32's counter word must not start at a value that makes two keys share a trajectory;
  // a dozen warm-up rounds decorrelate nearby seeds (the reference implementation does this).
  const rng = new Rng(state);
  for (let i = 0; i < 12; i++) rng.u32();
  return state;
}

/** An independent stream for one chunk of trials: `seed/matchup/variant/chunk`. */
export interface StreamKey {
  seed: string;
  matchup: number | string;
  variant: number | string;
  chunk: number;
}

export function streamKey(k: StreamKey): string {
  return `${k.seed}/${k.matchup}/${k.variant}/${k.chunk}`;
}

export function streamFor(k: StreamKey): Rng {
  return new Rng(stateFromKey(streamKey(k)));
}

export function rngFromSeed(seed: string): Rng {
  return new Rng(stateFromKey(seed));
}

/**
 * Sets `into` to a stream branched from `from`'s current state, without drawing from `from`:
 * choices that are not dice (a card policy's random pick) come from it, so changing how they
 * are made never shifts the dice that follow. Branched afresh at the start of each trial, it
 * replays with the trial (a trace of trial k sees the choices its run saw). `salt` tells
 * several branches of one stream apart.
 */
export function branch(from: Rng, into: Rng, salt: number): void {
  for (let i = 0; i < 4; i++)
    into.state[i] = from.state[i] ^ Math.imul(0x9e3779b9, salt * 4 + i + 1);
  // As in stateFromKey: warm-up rounds so that the branch and its source do not run in step.
  for (let i = 0; i < 12; i++) into.u32();
}
