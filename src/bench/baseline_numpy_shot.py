"""Vectorized numpy baseline for the benchmark: the same Cowpoke shot as the naive baseline
(revolver at short range, 3 dice, one hit at most, location x severity wound chart), rolled
in batches. Prints shots per second for each repetition, one per line."""
import sys
import time

import numpy as np

CHART = np.array([
    [1, 1, 2, 2, 4, 4],
    [1, 1, 2, 2, 4, 4],
    [1, 1, 1, 1, 2, 4],
    [1, 1, 1, 1, 2, 2],
    [1, 1, 1, 1, 2, 2],
    [1, 1, 1, 1, 2, 2],
], dtype=np.int8)


def shots(rng, n):
    dice = rng.integers(1, 7, size=(n, 3), dtype=np.int8)
    hit = (dice == 6).any(axis=1)
    k = int(hit.sum())
    loc = rng.integers(0, 6, size=k)
    sev = rng.integers(0, 6, size=k)
    damage = CHART[loc, sev]
    return k, int((damage >= 4).sum())


def main():
    trials, reps = int(sys.argv[1]), int(sys.argv[2])
    rng = np.random.default_rng(2026)
    shots(rng, min(trials, 100_000))
    for _ in range(reps):
        t0 = time.perf_counter()
        shots(rng, trials)
        print(trials / (time.perf_counter() - t0), flush=True)


main()
