import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { traceLines, type TraceEvent } from '../../src/encounter/trace.ts';
import { cli, ROOT } from '../helpers.ts';

/**
 * `run --trace --json` prints the same events as the readable trace, one format for every
 * ruleset: each event a Game Turn (null outside a turn) and its text. Checked against the
 * recorded Cowpoke traces and against the text trace of the other rulesets' encounters.
 */
const FIXTURES = `${ROOT}/tests/fixtures/cowpoke-encounter`;

interface Parsed {
  scenario: string;
  matchup: string;
  variant: string;
  trial: number;
  seed: string;
  events: TraceEvent[];
}

function traceJson(args: string[]): Parsed {
  const r = cli(['run', ...args, '--trace', '--json']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as Parsed;
}

/** The readable trace rebuilt from the JSON: its heading, then one line per event. */
const asText = (t: Parsed) =>
  [
    `${t.scenario}: ${t.matchup}, ${t.variant}, trial ${t.trial} (seed "${t.seed}")`,
    ...traceLines(t.events),
  ].join('\n') + '\n';

describe('run --trace --json', () => {
  it.each([
    ['duel.trace.txt', ['scenarios/cowpoke/duel.yaml']],
    ['posse-fight.trial7.trace.txt', ['scenarios/cowpoke/posse-fight.yaml', '--trial', '7']],
    [
      'dynamite-ambush.two-sticks.trial3.trace.txt',
      ['scenarios/cowpoke/dynamite-ambush.yaml', '--trial', '3', '--variant', 'two-sticks'],
    ],
  ])('gives the events of the recorded trace %s', (file, args) => {
    const t = traceJson(args);
    for (const e of t.events) {
      expect(e.turn === null || Number.isInteger(e.turn)).toBe(true);
      expect(typeof e.text).toBe('string');
      expect(Object.keys(e).sort()).toEqual(['text', 'turn']);
    }
    expect(t.events.length).toBeGreaterThan(2);
    expect(asText(t)).toBe(readFileSync(`${FIXTURES}/${file}`, 'utf8'));
  });

  it.each([
    ['malice', ['scenarios/malice/street-fight.yaml', '--trial', '1']],
    ['cowboys2', ['scenarios/cowboys2/street-fight.yaml', '--trial', '2']],
    ['cowpoke street', ['scenarios/cowpoke/street.yaml']],
  ])('matches the text trace for %s, turn by turn', (_, args) => {
    const t = traceJson(args);
    const text = cli(['run', ...args, '--trace']);
    expect(text.code).toBe(0);
    expect(asText(t)).toBe(text.stdout);
    expect(t.events.some((e) => e.turn === 1)).toBe(true);
  });

  it('is refused for a procedure with no play-by-play, exit 2', () => {
    const r = cli(['run', 'scenarios/cowpoke/weapons-by-range.yaml', '--trace', '--json']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/no play-by-play/);
  });
});
