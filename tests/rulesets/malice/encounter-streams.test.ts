import { describe, expect, it, vi } from 'vitest';
import { rngFromSeed, type Rng } from '../../../src/dice/rng.ts';
import { resolve, simulate } from './setup.ts';

// Every card policy's choice is recorded with the stream it drew from.
const seen = vi.hoisted(() => ({ streams: new Set<unknown>() }));
vi.mock('../../../src/rulesets/malice/policies.ts', async (original) => {
  const m = await original<typeof import('../../../src/rulesets/malice/policies.ts')>();
  return {
    ...m,
    chooseCard: (...args: Parameters<typeof m.chooseCard>) => {
      seen.streams.add(args[3]);
      return m.chooseCard(...args);
    },
  };
});

/**
 * Card policies draw from their own stream (design.md, seeded streams): a `random` pick never
 * takes a number from the dice stream, so a variant that changes how cards are chosen leaves
 * the dice it shares with the other variants where they were.
 */
describe('malice encounter: the card policies have a stream of their own', () => {
  const fight = (policy: string) =>
    resolve('encounter', {
      maxTurns: 6,
      aCardPolicy: policy,
      bCardPolicy: policy,
      sides: [
        { name: 'A', characters: [{ name: 'a1', x: 0, y: 0, character: 'placeholder' }] },
        { name: 'B', characters: [{ name: 'b1', x: 10, y: 0, character: 'placeholder' }] },
      ],
    });

  it('a random policy never draws from the dice stream', () => {
    const r = fight('random');
    const main: Rng = rngFromSeed('streams');
    seen.streams.clear();
    r.proc.simulate(r.params, r.options, main, 300, r.proc.metrics(r.params, r.options).create());
    expect(seen.streams.size).toBe(1);
    expect(seen.streams.has(main)).toBe(false);
  });

  it('and a trace replays the trial the run played, random picks included', () => {
    const r = fight('random');
    const winnerOf = (k: number) => {
      // The trial's winner: the run of k + 1 trials less the run of k.
      const w = (n: number) => simulate(r.proc, r.params, r.options, n, 'replay');
      const [a, b] = [w(k), w(k + 1)];
      const slot = a.layout.get('winner');
      for (let i = 0; i < slot.width; i++)
        if (b.acc[slot.slot + i] !== a.acc[slot.slot + i]) return i;
      return -1;
    };
    const endOf = (k: number) => {
      const rng = rngFromSeed('replay');
      r.proc.simulate(r.params, r.options, rng, k, r.proc.metrics(r.params, r.options).create());
      return r.proc.trace!(r.params, r.options, rng).at(-1)!.text;
    };
    const ends = [0, 1, 2, 3, 4, 5].map((k) => [winnerOf(k), endOf(k)] as const);
    for (const [w, text] of ends)
      expect(text).toMatch(w === 0 ? /^A win/ : w === 1 ? /^B win/ : /draw/);
    // Not all alike, or the comparison would show nothing.
    expect(new Set(ends.map(([w]) => w)).size).toBeGreaterThan(1);
  });
});
