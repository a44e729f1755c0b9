import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import {
  Rng,
  SIX_FROM,
  branch,
  rngFromSeed,
  stateFromKey,
  streamFor,
  streamKey,
} from '../../src/dice/rng.ts';
import { fill2d6, fillD10, fillD3, fillD6 } from '../../src/dice/rolls.ts';

/** Pearson χ² statistic of observed counts against equal expected counts. */
function chiSquare(counts: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += counts[i];
  const expected = total / counts.length;
  let chi = 0;
  for (let i = 0; i < counts.length; i++) chi += (counts[i] - expected) ** 2 / expected;
  return chi;
}

// Upper 0.1% points of χ²: df 5 → 20.52, df 9 → 27.88, df 35 → 66.62, df 2 → 13.82.
describe('sfc32 generator', () => {
  it('reproduces the reference sfc32 sequence from a given state', () => {
    // Reference: sfc32(1, 2, 3, 4) as published with PractRand's implementation.
    const rng = new Rng(Uint32Array.of(1, 2, 3, 4));
    const out = [rng.u32(), rng.u32(), rng.u32()];
    // Recomputed by hand-written reference below, independent of the class.
    let a = 1,
      b = 2,
      c = 3,
      d = 4;
    const ref: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
      ref.push(t >>> 0);
    }
    expect(out).toEqual(ref);
    expect(ref[0]).toBe(7); // 1 + 2 + 4
  });

  it('tally counts the same draws as a loop over u32() and leaves the same state', () => {
    // Across tally's blocks of 255 draws, with outcomes 8 and up (or past the counts) not
    // counted; four counted outcomes or fewer take the one-word block, whatever their numbers.
    const tables = [
      { outcome: Uint8Array.from({ length: 50 }, (_, j) => (j * 7) % 11), width: 11 },
      { outcome: Uint8Array.from({ length: 86 }, (_, j) => [1, 2, 4, 8, 9][j % 5]), width: 9 },
      { outcome: Uint8Array.from({ length: 40 }, (_, j) => [7, 0, 12][j % 3]), width: 13 },
      { outcome: Uint8Array.from({ length: 60 }, (_, j) => j % 6), width: 4 },
    ];
    for (const [t, { outcome, width }] of tables.entries()) {
      const scale = outcome.length / 4294967296;
      for (const n of [0, 1, 254, 255, 256, 511, 1000, 100_003]) {
        const fast = rngFromSeed(`tally-${t}-${n}`);
        const slow = rngFromSeed(`tally-${t}-${n}`);
        const counts = new Float64Array(width);
        const want = new Float64Array(width);
        fast.tally(outcome, scale, counts, n);
        for (let i = 0; i < n; i++) {
          const o = outcome[(slow.u32() * scale) | 0];
          if (o < Math.min(8, width)) want[o]++;
        }
        expect([...counts]).toEqual([...want]);
        expect([...fast.state]).toEqual([...slow.state]);
      }
    }
  });

  it('tally16 counts outcomes 0–15 of the same draws as a loop over u32() and leaves the same state', () => {
    const outcome = Uint8Array.from({ length: 97 }, (_, j) => (j * 5) % 19);
    const scale = 97 / 4294967296;
    for (const n of [0, 1, 255, 256, 1000, 100_003]) {
      const fast = rngFromSeed(`tally16-${n}`);
      const slow = rngFromSeed(`tally16-${n}`);
      const counts = new Float64Array(19);
      const want = new Float64Array(19);
      fast.tally16(outcome, scale, counts, n);
      for (let i = 0; i < n; i++) {
        const o = outcome[(slow.u32() * scale) | 0];
        if (o < 16) want[o]++;
      }
      expect([...counts]).toEqual([...want]);
      expect(counts[15]).toBeGreaterThan(n > 1000 ? 0 : -1);
      expect([...fast.state]).toEqual([...slow.state]);
    }
  });

  it('SIX_FROM is where d6() turns to a six: the draws on either side of it, and a stream counted both ways', () => {
    class Draw extends Rng {
      constructor(private readonly u: number) {
        super(new Uint32Array(4));
      }
      override u32(): number {
        return this.u;
      }
    }
    expect(new Draw(SIX_FROM - 1).d6()).toBe(5);
    expect(new Draw(SIX_FROM).d6()).toBe(6);
    expect(new Draw(2 ** 32 - 1).d6()).toBe(6);
    const a = rngFromSeed('six-from'),
      b = rngFromSeed('six-from');
    let byFace = 0,
      byDraw = 0;
    for (let i = 0; i < 200_000; i++) {
      if (a.d6() === 6) byFace++;
      if (b.u32() >= SIX_FROM) byDraw++;
    }
    expect(byDraw).toBe(byFace);
    expect(Array.from(b.state)).toEqual(Array.from(a.state));
  });
  it('countAtLeast counts the same draws as a loop over u32() and leaves the same state', () => {
    const fast = rngFromSeed('count-at-least'),
      slow = rngFromSeed('count-at-least');
    for (const n of [0, 1, 2, 3, 7, 40, 1000]) {
      let want = 0;
      for (let i = 0; i < n; i++) if (slow.u32() >= SIX_FROM) want++;
      expect(fast.countAtLeast(SIX_FROM, n)).toBe(want);
      expect([...fast.state]).toEqual([...slow.state]);
    }
    expect(fast.countAtLeast(0, 5)).toBe(5);
    expect(fast.countAtLeast(2 ** 32, 5)).toBe(0);
  });
  it('derives the same stream from the same key and different streams from different keys', () => {
    const key = { seed: 's', matchup: 3, variant: 0, chunk: 7 };
    expect(streamKey(key)).toBe('s/3/0/7');
    const a = streamFor(key),
      b = streamFor(key),
      c = streamFor({ ...key, chunk: 8 });
    const xs = Array.from({ length: 5 }, () => a.u32());
    expect(Array.from({ length: 5 }, () => b.u32())).toEqual(xs);
    expect(Array.from({ length: 5 }, () => c.u32())).not.toEqual(xs);
    expect(stateFromKey('x')).toEqual(stateFromKey('x'));
  });

  it("starts every key where seedrandom's xor128 did (the streams of every earlier run)", () => {
    // The state before the warm-up rounds: seedrandom's first four int32 draws for the key.
    const seedrandomState = (key: string) => {
      const source = seedrandom.xor128(key);
      const state = new Uint32Array(4);
      for (let i = 0; i < 4; i++) state[i] = source.int32() >>> 0;
      const rng = new Rng(state);
      for (let i = 0; i < 12; i++) rng.u32();
      return Array.from(state);
    };
    const keys = ['', 'x', 'bench/3/0/0', 'seed/calibration/12/1/999', 'é☃𝄞 wide', 'k'.repeat(300)];
    for (let i = 0; i < 200; i++) keys.push(`s${i * 7919}/${i}/${i % 3}/${i * 13}`);
    for (const k of keys) expect(Array.from(stateFromKey(k)), k).toEqual(seedrandomState(k));
  });

  it('passes χ² on single d6 faces', () => {
    const rng = rngFromSeed('chi-single');
    const faces = fillD6(rng, new Uint8Array(600_000));
    const counts = new Float64Array(6);
    for (const f of faces) counts[f - 1]++;
    expect(chiSquare(counts)).toBeLessThan(20.52);
  });

  it('passes χ² on consecutive pairs of d6 faces', () => {
    const rng = rngFromSeed('chi-pairs');
    const faces = fillD6(rng, new Uint8Array(720_000));
    const counts = new Float64Array(36);
    for (let i = 0; i + 1 < faces.length; i += 2) counts[(faces[i] - 1) * 6 + faces[i + 1] - 1]++;
    expect(chiSquare(counts)).toBeLessThan(66.62);
  });

  it('passes χ² on d10 and d3 faces, and 2d6 sums follow the triangle', () => {
    const rng = rngFromSeed('chi-other');
    const d10 = fillD10(rng, new Uint8Array(500_000));
    const c10 = new Float64Array(10);
    for (const f of d10) c10[f - 1]++;
    expect(chiSquare(c10)).toBeLessThan(27.88);
    const d3 = fillD3(rng, new Uint8Array(300_000));
    const c3 = new Float64Array(3);
    for (const f of d3) c3[f - 1]++;
    expect(chiSquare(c3)).toBeLessThan(13.82);
    const sums = fill2d6(rng, new Uint8Array(360_000));
    const c = new Float64Array(13);
    for (const s of sums) c[s]++;
    let chi = 0;
    for (let s = 2; s <= 12; s++) {
      const e = (360_000 * (6 - Math.abs(s - 7))) / 36;
      chi += (c[s] - e) ** 2 / e;
    }
    expect(chi).toBeLessThan(29.59); // df 10
  });

  it('first draws of neighbouring chunk streams are not correlated', () => {
    // Key derivation must not give nearby chunks related states: χ² on the first d6 of 60k streams.
    const counts = new Float64Array(6);
    for (let chunk = 0; chunk < 60_000; chunk++)
      counts[streamFor({ seed: 'n', matchup: 0, variant: 0, chunk }).d6() - 1]++;
    expect(chiSquare(counts)).toBeLessThan(20.52);
  });
});

describe('branch: a side stream for choices that are not dice', () => {
  it('draws nothing from its source, replays from the same state, and runs apart from it', () => {
    const main = rngFromSeed('branch');
    main.u32();
    const before = Uint32Array.from(main.state);
    const a = new Rng(new Uint32Array(4)),
      b = new Rng(new Uint32Array(4)),
      other = new Rng(new Uint32Array(4));
    branch(main, a, 1);
    expect(main.state).toEqual(before);
    const seqA = Array.from({ length: 50 }, () => a.u32());
    branch(main, b, 1);
    expect(Array.from({ length: 50 }, () => b.u32())).toEqual(seqA);
    branch(main, other, 2);
    const seqOther = Array.from({ length: 50 }, () => other.u32());
    const seqMain = Array.from({ length: 50 }, () => main.u32());
    // Independent 32-bit streams share a value at the same step about once in 2^32 draws.
    const same = (x: number[], y: number[]) => x.filter((v, i) => v === y[i]).length;
    expect(same(seqA, seqMain)).toBe(0);
    expect(same(seqA, seqOther)).toBe(0);
  });
});
