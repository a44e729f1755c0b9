/**
 * The play-by-play of one encounter, the same for every ruleset: a list of events, each the
 * Game Turn it happened in (null for lines outside a turn, such as the ending) and its text.
 * Rulesets write events only while tracing (their world's trace is null when simulating), so
 * a simulation never builds a string.
 */
export interface TraceEvent {
  turn: number | null;
  text: string;
}

export class Trace {
  readonly events: TraceEvent[] = [];

  /** A new event in Game Turn `turn`. */
  say(turn: number, text: string): void {
    this.events.push({ turn, text });
  }

  /** A line outside any turn. */
  line(text: string): void {
    this.events.push({ turn: null, text });
  }

  /** Continues the latest event (a roll's dice after the action that rolled them). */
  add(text: string): void {
    const last = this.events[this.events.length - 1];
    if (last) last.text += text;
    else this.line(text);
  }

  /** The readable form: `Turn 3 — text`. */
  lines(): string[] {
    return traceLines(this.events);
  }
}

/** One event as a line of the readable trace: `Turn 3 — text`, or the text outside a turn. */
export const eventLine = (e: TraceEvent) =>
  e.turn === null ? e.text : `Turn ${e.turn} — ${e.text}`;

/** The readable trace of a list of events (what `run --trace` prints; `--json` prints the events). */
export const traceLines = (events: readonly TraceEvent[]) => events.map(eventLine);

/** The ending's line, the same wording for every ruleset. */
export function endText(
  sideNames: readonly string[],
  winner: number,
  turn: number,
  maxTurns: number,
  timedOut: boolean,
): TraceEvent {
  if (timedOut) return { turn: null, text: `After ${maxTurns} turns nobody has won: a draw` };
  return {
    turn,
    text: winner < 0 ? 'nobody is left standing: a draw' : `${sideNames[winner]} win`,
  };
}
