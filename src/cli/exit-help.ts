/** The exit codes (core/exit.ts) as `--help` shows them. */
export const EXIT_CODES_HELP = `Exit codes:
  0    success
  1    a claim failed (verify)
  2    refused before any work started: bad input, a limit, an unusable destination
  3    failed during the run: an internal error, a worker or chunk that failed
  4    results saved, but the report failed
  130  interrupted (SIGINT, Ctrl-C); 143 terminated (SIGTERM)`;
