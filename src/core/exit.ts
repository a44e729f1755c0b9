/**
 * 0 success; 1 a claim failed (verify); 2 refused before any work started (bad input, a
 * limit, an unusable destination); 3 the run itself failed; 4 results saved but the report
 * failed; 130 interrupted (SIGINT); 143 terminated (SIGTERM).
 */
export const EXIT = {
  ok: 0,
  claimFailed: 1,
  badInput: 2,
  runFailed: 3,
  reportFailed: 4,
  interrupted: 130,
  terminated: 143,
} as const;
