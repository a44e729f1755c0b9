import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.ts';
import { hn, scratch, start, TINY } from './helpers.ts';

/** A refused run must not need more than a little memory: node is capped at 200 MB. */
const memoryEnv = { NODE_OPTIONS: '--max-old-space-size=200' };

describe('limits are checked before any work starts (issue 13, point 4)', () => {
  it('--threads 1000 is refused at once with the limit and the way past it', () => {
    const r = hn(['run', TINY, '--threads', '1000'], { env: memoryEnv });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--threads 1,000: at most 64 threads/);
  });

  it('more threads than cores needs --oversubscribe', () => {
    const r = hn(['run', TINY, '--threads', '63']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /this machine has \d+ cores; use up to \d+, or add --oversubscribe for up to 64/,
    );
  });

  it('--trials 1e15 is refused (a plan of too many chunks), 1e17 is over 2^53', () => {
    const a = hn(['run', TINY, '--trials', '1e15'], { env: memoryEnv });
    expect(a.code).toBe(2);
    expect(a.stderr).toMatch(
      /--trials 1,000,000,000,000,000: .* over the limit of 100,000,000; ask for fewer trials/,
    );
    const b = hn(['run', TINY, '--trials', '1e17']);
    expect(b.code).toBe(2);
    expect(b.stderr).toMatch(/--trials: at most 2\^53 = 9,007,199,254,740,992/);
  });

  it('a run that would take over an hour warns with the calibrated time, and Ctrl-C still stops it', async () => {
    // Encounters take milliseconds a trial: a billion of them are days on any machine.
    const p = start([
      'run',
      join(ROOT, 'scenarios/cowpoke/posse-fight.yaml'),
      '--trials',
      '1e9',
      '--threads',
      '1',
    ]);
    p.child.stderr.on('data', () => {
      if (p.stderr().includes('warning:') && !p.child.killed) p.child.kill('SIGINT');
    });
    const r = await p.done;
    expect(r.stderr).toMatch(
      /warning: this run would take about [\d.]+ (hours|days) on 1 thread \(from a short calibration\)/,
    );
    expect(r.code).toBe(130);
  });

  it('a sweep of 10^9 points is refused before it is expanded, in little memory; --max-points raises the limit', () => {
    const dir = scratch();
    const ten = `[${Array.from({ length: 10 }, (_, i) => i).join(', ')}]`;
    const file = join(dir, 'huge.yaml');
    writeFileSync(
      file,
      [
        'name: huge',
        'ruleset: cowpoke',
        'procedure: shot',
        'params: { weapon: revolver }',
        'sweep:',
        ...'abcdefghi'.split('').map((k) => `  ${k}: ${ten}`),
        '',
      ].join('\n'),
    );
    const r = hn(['run', file], { env: memoryEnv });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /huge\.yaml:6:3: sweep: expands to 1,000,000,000 matchups, over the limit of 1,000,000; .*--max-points 1000000000/,
    );
    const small = join(dir, 'small.yaml');
    writeFileSync(
      small,
      [
        'name: small',
        'ruleset: cowpoke',
        'procedure: shot',
        'trials: 1000',
        'params: { weapon: revolver }',
        'sweep:',
        '  distance: [1, 2, 3, 4, 5]',
        '',
      ].join('\n'),
    );
    expect(hn(['run', small, '--max-points', '4']).stderr).toMatch(
      /expands to 5 matchups, over the limit of 4/,
    );
    expect(hn(['run', small, '--max-points', '5', '--threads', '1']).code).toBe(0);
  });

  it("a run's own limits are checked before a large sweep is expanded: refused in little memory", () => {
    // 360,000 matchups: under the point limit, but expanding them takes gigabytes and minutes.
    const file = join(scratch(), 'wide.yaml');
    const distances = Array.from({ length: 1000 }, (_, i) => (i / 10).toFixed(1)).join(', ');
    writeFileSync(
      file,
      [
        'name: wide',
        'ruleset: cowpoke',
        'procedure: shot',
        'params: { weapon: revolver }',
        'sweep:',
        `  distance: [${distances}]`,
        '  neighbours: [0, 1, 2, 3, 4]',
        '  tier: [greenhorn, cowpoke, legend]',
        '  cover: [none, wood, stone]',
        '  aim: [true, false]',
        '  moved: [true, false]',
        '  back: [true, false]',
        '',
      ].join('\n'),
    );
    const threads = hn(['run', file, '--threads', '1000', '--trials', '1000'], { env: memoryEnv });
    expect(threads.code).toBe(2);
    expect(threads.stderr).toBe('highnoon: --threads 1,000: at most 64 threads\n');
    const trials = hn(['run', file, '--trials', '1e9', '--threads', '1'], { env: memoryEnv });
    expect(trials.code).toBe(2);
    expect(trials.stderr).toMatch(
      /--trials 1,000,000,000: 360,000 matchup-variant cells would need [\d,]+ chunks/,
    );
  });

  it('a 60 MB scenario file is refused before it is read', () => {
    const file = join(scratch(), 'big.yaml');
    writeFileSync(file, 'name: big\n# ' + 'x'.repeat(60 * 2 ** 20) + '\n');
    const r = hn(['run', file], { env: memoryEnv });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /big\.yaml: 60\.0 MB is over the 4 MB limit for scenario files; .*HIGHNOON_MAX_FILE_MB/,
    );
  });
});

describe('YAML problems at their real line and column (issue 13, point 5)', () => {
  it('a syntax error in line 17 is reported at line 17 with the line quoted and a caret', () => {
    const lines = [
      'name: seventeen',
      'description: a scenario whose 17th line has a stray tab',
      'ruleset: cowpoke',
      'procedure: shot',
      'seed: s',
      'trials: 1000',
      '# comments',
      '# to push',
      '# the error',
      '# further',
      '# down',
      '# the file',
      '#',
      'params:',
      '  weapon: revolver',
      '  tier: greenhorn',
      '\ttarget: cowpoke',
      '',
    ];
    const file = join(scratch(), 'seventeen.yaml');
    writeFileSync(file, lines.join('\n'));
    const r = hn(['run', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /seventeen\.yaml:17:1: YAML syntax: Tabs are not allowed as indentation\n {2}17 \| →target: cowpoke\n {5}\| \^\n/,
    );
  });

  it('an alias bomb exits 2 at the alias, not 3', () => {
    const file = join(scratch(), 'bomb.yaml');
    const row = (name: string, of: string) =>
      `${name}: &${name} [${Array(9).fill(`*${of}`).join(', ')}]`;
    writeFileSync(
      file,
      [
        'a: &a [x, x, x, x, x, x, x, x, x]',
        row('b', 'a'),
        row('c', 'b'),
        row('d', 'c'),
        row('e', 'd'),
        '',
      ].join('\n'),
    );
    const r = hn(['run', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /bomb\.yaml:2:\d+: YAML aliases expand too far .* 100 alias expansions per file/,
    );
  });
});
