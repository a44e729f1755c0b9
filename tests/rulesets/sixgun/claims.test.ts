import { describe, expect, it } from 'vitest';
import { cli } from '../../helpers.ts';

describe('sixgun published claims', () => {
  it('highnoon verify scenarios/sixgun/published-claims.yaml passes (exit 0)', () => {
    const r = cli(['verify', 'scenarios/sixgun/published-claims.yaml']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/claims: 33 as expected, 0 failing, 0 inconclusive/);
  });

  it('highnoon verify scenarios/sixgun/gunfight-claims.yaml: B-1 and B-2 over many gunfights, as expected (exit 0)', () => {
    const r = cli(['verify', 'scenarios/sixgun/gunfight-claims.yaml']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/claims: 5 as expected, 0 failing, 0 inconclusive/);
  });

  it('odds answers every sixgun procedure from flags', () => {
    for (const args of [
      ['shot', '--rep', '5', '--weapon', 'scattergun', '--distance', '2', '--cover', 'obscuring'],
      ['draw', '--a-profession', 'gunfighter', '--b-profession', 'cowboy', '--skip-flinch'],
      ['fight', '--a-melee-weapon', '--b-prone'],
      ['reaction', '--test', 'keep-fightin', '--profession', 'homesteader', '--sand', '3'],
      ['recovery', '--location', 'gut', '--star'],
      ['activation', '--sides', '3', '--c-leader-rep', '2'],
      ['reload', '--weapon', 'ml-carbine'],
      ['random-profession', '--table', 'random-npc'],
      ['campaign-start', '--table', 'enemy-kin', '--dead-rep', '3'],
      ['travel', '--table', 'high-country', '--locale', 'utah', '--to', 'nevada'],
      ['solo-deployment', '--table', 'march-to-the-guns', '--sand', '5'],
      ['advancement', '--table', 'join-up', '--profession', 'cowboy', '--rancher'],
    ]) {
      const r = cli(['odds', 'sixgun', ...args]);
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
    }
  });
});
