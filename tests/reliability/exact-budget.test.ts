import { describe, expect, it } from 'vitest';
import { hn } from './helpers.ts';

const odds = (args: string[], env: Record<string, string> = {}) => {
  const r = hn(['odds', ...args, '--json'], { env });
  return { ...r, json: r.code === 0 ? JSON.parse(r.stdout) : undefined };
};

// Two against two Cowpoke brawlers: a few thousand states, exact within the default budget.
const BRAWL = ['cowpoke', 'brawl', '--attackers', '2', '--defenders', '2'];

describe('exact answers check their size before they start (issue 13, point 4)', () => {
  it('over the budget, the exact answer is not attempted: simulated instead, and the notes say so', () => {
    // Legends with critical injuries, three against three: about 5·10^12 steps, days of work.
    const r = odds([
      'cowpoke',
      'brawl',
      '--attackers',
      '3',
      '--defenders',
      '3',
      '--attacker-tier',
      'legend',
      '--defender-tier',
      'legend',
      '--option',
      'critInjury.enabled=true',
    ]);
    expect(r.code).toBe(0);
    expect(r.json.notes.join('\n')).toMatch(
      /simulated only: the exact answer would take about 4,782,969,000,000 steps, over the budget of 5,000,000 \(a few seconds\); HIGHNOON_EXACT_BUDGET=4782969000000 computes it anyway/,
    );
    expect(r.json.metrics.pAttackerRemoved.exact).toBeUndefined();
    expect(r.json.metrics.pAttackerRemoved.simulated.value).toBeGreaterThan(0);
  });

  it('the budget is what decides: the same brawl is exact under the default budget and simulated under a tiny one, and the two agree', () => {
    const exact = odds(BRAWL);
    expect(exact.json.notes ?? []).not.toContainEqual(expect.stringMatching(/simulated only/));
    const p = exact.json.metrics.pDefenderRemoved.exact;
    expect(p).toBeGreaterThan(0);
    const sim = odds(BRAWL, { HIGHNOON_EXACT_BUDGET: '100' });
    expect(sim.json.notes.join('\n')).toMatch(/about 2,500 steps, over the budget of 100/);
    expect(sim.json.metrics.pDefenderRemoved.exact).toBeUndefined();
    const s = sim.json.metrics.pDefenderRemoved.simulated;
    // Within four standard errors of the exact value (200,000 trials, fixed seed).
    const se = Math.sqrt((p * (1 - p)) / s.trials);
    expect(Math.abs(s.value - p)).toBeLessThan(4 * se);
  });

  it('a Malice rider taking a dozen hits with nine boxes a location is simulated; a placeholder rider is exact', () => {
    const boxes = ['--boxes', '9', '--character', 'placeholder'];
    const big = odds(['malice', 'horse', '--hits', '12', ...boxes]);
    expect(big.code).toBe(0);
    expect(big.json.notes.join('\n')).toMatch(/simulated only: .* over the budget of 5,000,000/);
    const small = odds(['malice', 'horse', '--hits', '12', '--character', 'placeholder']);
    expect(small.json.notes.join('\n')).not.toMatch(/simulated only/);
    expect(Object.values(small.json.metrics).some((m: any) => m.exact !== undefined)).toBe(true);
  });

  it('run falls back the same way, matchup by matchup, with the note beside the numbers', () => {
    const r = hn(['run', '-', '--json', '--threads', '1'], {
      input: [
        'name: budget',
        'ruleset: cowpoke',
        'procedure: brawl',
        'trials: 2000',
        'options: { critInjury.enabled: true }',
        'sweep:',
        '  attackers: [1, 2]',
        'params: { defenders: 2 }',
        '',
      ].join('\n'),
    });
    expect(r.code).toBe(0);
    const [small, large] = JSON.parse(r.stdout).results;
    expect(small.metrics.pAttackerRemoved.exact).toBeGreaterThan(0);
    expect(small.notes ?? []).toEqual([]);
    expect(large.metrics.pAttackerRemoved.exact).toBeUndefined();
    expect(large.notes.join('\n')).toMatch(/simulated only: the exact answer would take about/);
  });
});
