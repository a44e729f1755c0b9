/** 0 success; 1 a claim failed (verify); 2 bad input; 3 the run itself failed; 130 interrupted. */
export const EXIT = { ok: 0, claimFailed: 1, badInput: 2, runFailed: 3, interrupted: 130 } as const;
