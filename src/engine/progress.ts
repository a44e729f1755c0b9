import cliProgress from 'cli-progress';

/** A progress bar on stderr, only when stderr is a terminal; otherwise silent. `note` adds to its line. */
export function progressBar(
  label: string,
  note?: () => string,
): { update(done: number, total?: number): void; stop(): void } {
  if (!process.stderr.isTTY) return { update() {}, stop() {} };
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: `${label} [{bar}] {percentage}% | {value}/{total} trials | {rate} trials/s | ETA {eta_formatted}${note ? ' | {note}' : ''}`,
      hideCursor: true,
      clearOnComplete: true,
      etaBuffer: 50,
    },
    cliProgress.Presets.shades_classic,
  );
  const start = Date.now();
  let started = false;
  return {
    update(done, total) {
      if (!started) {
        bar.start(total ?? done, 0, { rate: 0, note: note?.() });
        started = true;
      }
      if (total !== undefined) bar.setTotal(total);
      else if (done > bar.getTotal()) bar.setTotal(done);
      const secs = (Date.now() - start) / 1000;
      bar.update(done, {
        rate: secs > 0 ? Math.round(done / secs).toLocaleString('en') : 0,
        note: note?.(),
      });
    },
    stop() {
      if (started) bar.stop();
    },
  };
}
