import { unlinkSync } from 'node:fs';
import { EXIT } from '../core/exit.ts';

/**
 * Ctrl-C and SIGTERM for the commands that work for a while (`run`, `verify`). The first
 * signal stops the work at the next safe point: no more chunks, temporary files removed,
 * targets untouched. A second one exits at once. Either way the user is told what was
 * written and what was not.
 */
const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
type Sig = (typeof SIGNALS)[number];

const controller = new AbortController();
let received: Sig | undefined;
const temporary = new Set<string>();
const written: string[] = [];
const planned: string[] = [];

/** Aborted by the first signal. */
export const stopSignal: AbortSignal = controller.signal;

/** The exit code of the signal received: 130 for SIGINT, 143 for SIGTERM. */
export const signalExitCode = (): number =>
  received === 'SIGTERM' ? EXIT.terminated : EXIT.interrupted;

/** A temporary file that must not outlive an interruption. */
export function trackTemporary(path: string): void {
  temporary.add(path);
}

export function untrackTemporary(path: string): void {
  temporary.delete(path);
}

export function removeTemporaries(): void {
  for (const p of temporary) {
    try {
      unlinkSync(p);
    } catch {
      // already gone
    }
  }
  temporary.clear();
}

/** Outputs the command means to write (`results to out/`), for the message on interruption. */
export function planOutput(what: string): void {
  planned.push(what);
}

export function outputWritten(what: string): void {
  written.push(what);
}

/** What an interrupted command tells the user. */
export function interruptionReport(): string {
  const missing = planned.filter((p) => !written.includes(p));
  if (!written.length) return 'interrupted; nothing was written';
  return `interrupted; written: ${written.join(', ')}; not written: ${missing.length ? missing.join(', ') : 'nothing else'}`;
}

const onSignal = (sig: Sig) => {
  if (received) {
    removeTemporaries();
    process.stderr.write(`\nhighnoon: ${interruptionReport()}\n`);
    process.exit(signalExitCode());
  }
  received = sig;
  // Stopping can take a moment (workers to stop, temporary files to remove); say so, and how
  // not to wait.
  process.stderr.write(
    `\nhighnoon: stopping; ${sig === 'SIGINT' ? 'Ctrl-C' : 'a signal'} again stops at once\n`,
  );
  controller.abort();
};
const handlers = new Map(SIGNALS.map((s) => [s, () => onSignal(s)] as const));

/** Installs the handlers for the lifetime of a command. */
export function catchSignals(): () => void {
  for (const [s, h] of handlers) process.on(s, h);
  return () => {
    for (const [s, h] of handlers) process.off(s, h);
  };
}
