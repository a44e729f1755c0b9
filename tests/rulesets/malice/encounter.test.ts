import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { traceLines } from '../../../src/encounter/trace.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { cli, ROOT } from '../../helpers.ts';
import { resolve, simulate } from './setup.ts';

const duel = (o: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  resolve(
    'encounter',
    {
      maxTurns: 10,
      sides: [
        {
          name: 'A',
          characters: [
            { name: 'a1', x: 0, y: 0, character: 'placeholder' },
            { name: 'a2', x: 0, y: 2, character: 'placeholder' },
          ],
        },
        {
          name: 'B',
          characters: [
            { name: 'b1', x: 10, y: 0, character: 'placeholder' },
            { name: 'b2', x: 10, y: 2, character: 'placeholder' },
          ],
        },
      ],
      ...extra,
    },
    o,
  );

describe('malice encounter: a card-driven gunfight on the shared core', () => {
  it('accounts for every trial: winner, draws and survivors sum to the trials', () => {
    const r = duel();
    const { acc, layout } = simulate(r.proc, r.params, r.options, 4000, 'enc');
    const winner = layout.get('winner');
    let total = 0;
    for (let i = 0; i < winner.width; i++) total += acc[winner.slot + i];
    expect(total).toBe(4000);
    const s = layout.get('survivors.A');
    let sa = 0;
    for (let i = 0; i < s.width; i++) sa += acc[s.slot + i];
    expect(sa).toBe(4000);
    // Mirror-image sides: neither wins by much more than chance allows (4 SE of 4000 trials).
    const a = acc[winner.slot],
      b = acc[winner.slot + 1];
    expect(Math.abs(a - b) / 4000).toBeLessThan(4 * Math.sqrt(0.25 / 4000) * 2);
  });

  it('skedaddle.bothFail: a re-roll leaves fewer draws', () => {
    const draws = (o: Record<string, unknown>) => {
      const r = duel(o, { maxTurns: 30 });
      const { acc, layout } = simulate(r.proc, r.params, r.options, 4000, 'sked');
      return acc[layout.slot('pDraw')] / 4000;
    };
    expect(draws({ 'skedaddle.bothFail': 'reroll' })).toBeLessThan(draws({}));
  });

  it('a side that always plays its highest card goes first more often than one that plays its lowest, and wins more', () => {
    const run = (a: string) => {
      const r = duel({}, { aCardPolicy: a, bCardPolicy: 'random' });
      const { acc, layout } = simulate(r.proc, r.params, r.options, 6000, 'policy');
      return acc[layout.get('winner').slot] / 6000;
    };
    expect(run('highest')).toBeGreaterThan(run('lowest'));
  });

  it("--trace shows each turn's cards and replays the same trial the same way", () => {
    const r = duel();
    const a = traceLines(r.proc.trace!(r.params, r.options, rngFromSeed('t')));
    const b = traceLines(r.proc.trace!(r.params, r.options, rngFromSeed('t')));
    expect(a).toEqual(b);
    expect(a[0]).toMatch(/^Turn 1 — (A|B) play (10|[2-9JQKA])[♠♥♦♣]/);
    const run = cli(['run', 'scenarios/malice/street-fight.yaml', '--trace', '--trial', '1']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Turn 1 — Lawmen play /);
    expect(run.stdout).toMatch(/Turn 1 — Outlaws play /);
  });

  it('refuses a character without Toughness or wound boxes, with file:line:col, and writes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'malice-enc-'));
    const file = join(dir, 'bad.yaml');
    writeFileSync(
      file,
      [
        'name: bad',
        'ruleset: malice',
        'procedure: encounter',
        'params:',
        '  sides:',
        '    - name: A',
        '      characters:',
        '        - { name: a1, x: 0, y: 0 }',
        '    - name: B',
        '      characters:',
        '        - { name: b1, x: 9, y: 0, character: placeholder }',
        '',
      ].join('\n'),
    );
    const r = cli(['run', file, '--out', join(dir, 'out')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bad\.yaml:8:\d+: .*a1's Toughness is missing/);
    expect(r.stderr).toMatch(/bad\.yaml:8:\d+: .*a1's wound boxes are missing/);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        '    - name: B\n',
        '    - name: B\n      cardPolicy: higest\n',
      ),
    );
    const typo = cli(['run', file, '--out', join(dir, 'out')]);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/bad\.yaml:10:\d+: .*"higest" \(did you mean "highest"\?\)/);
    expect(readdirSync(dir)).toEqual(['bad.yaml']);
  });
});

describe('malice encounter: memory flat in trials', () => {
  it('the 4v4 street fight keeps nothing per trial: after 20,000 or 120,000 trials the collected heap is the same', async () => {
    const { loadScenario } = await import('../../../src/scenario/load.ts');
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const cell = loadScenario(`${ROOT}/scenarios/malice/street-fight.yaml`).cell(3, 0);
    const proc = cell.matchup.procedure;
    const rng = rngFromSeed('memory');
    const acc = cell.layout.create();
    const heapAfter = (trials: number) => {
      proc.simulate(cell.params, cell.options, rng, trials, acc);
      gc();
      return getHeapStatistics().used_heap_size;
    };
    heapAfter(5_000); // warm: compiled, scratch sized
    const small = heapAfter(20_000);
    const large = heapAfter(120_000);
    // Even 10 bytes kept a trial would be 1 MB.
    expect(Math.abs(large - small)).toBeLessThan(1_000_000);
    expect(acc[0]).toBe(145_000);
  });
});
