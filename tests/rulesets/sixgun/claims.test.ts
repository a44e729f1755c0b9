import { describe, expect, it } from 'vitest';
import { cli } from '../../helpers.ts';

describe('sixgun published claims', () => {
  it('highnoon verify scenarios/sixgun/published-claims.yaml passes (exit 0)', () => {
    const r = cli(['verify', 'scenarios/sixgun/published-claims.yaml']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/claims: 78 as expected, 0 failing, 0 inconclusive/);
    // B-32, B-40 and B-41 print no figure: verify lists them with the reason (issue: every claim a verdict).
    expect(r.stdout).toMatch(/not checkable \(3\):/);
    expect(r.stdout).toMatch(
      /6 CP is about the most one drive can take \(six-gun-sound\.md B-32 \[L5198\]\): the Rancher's choice/,
    );
    const json = JSON.parse(
      cli(['verify', 'scenarios/sixgun/published-claims.yaml', '--json']).stdout,
    );
    expect(json.uncheckable.map((u: { source: string }) => u.source.slice(17, 21))).toEqual([
      'B-32',
      'B-40',
      'B-41',
    ]);
  }, 300_000); // twice 10,000 gunfights of four a side for B-1 and B-2, the rest exact

  it('highnoon verify scenarios/sixgun/gunfight-claims.yaml: B-1 and B-2 over many gunfights, as expected (exit 0)', () => {
    const r = cli(['verify', 'scenarios/sixgun/gunfight-claims.yaml']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/claims: 7 as expected, 0 failing, 0 inconclusive/);
  }, 180_000); // seven matchups of 20,000 gunfights, two with forces rolled per gunfight

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
      ['cowboy-campaign', '--table', 'natural-increase', '--cp', '14'],
      ['gunfighter-campaign', '--table', 'opportunity', '--wanted'],
      ['marshal-campaign', '--table', 'marshal-encounters', '--sl', '6'],
      ['outlaw-campaign', '--table', 'so-thats-how-it-is', '--tally', '2'],
      ['ranger-campaign', '--table', 'recruitment', '--none-sent'],
      ['sheriff-campaign', '--table', 'election', '--killed', '2', '--thwarted'],
      ['challenge', '--task', 'opposed', '--opposer-rep', '5', '--second-opposer-rep', '3'],
      ['runaway-recovery', '--sand', '3', '--mounted'],
      ['wound-recovery', '--location', 'gun-arm', '--rest', 'on-4-6', '--doc', 'skill-4'],
      ['gunfight-setup', '--star', 'lawman', '--profession', 'ranger'],
      ['moving-casualties', '--carriers', 'four', '--rep', '3', '--fast'],
      ['rescue', '--testers', '3', '--outer', '2', '--leader'],
      ['capture', '--captors', 'indians', '--immobile'],
      ['trial', '--crime', 'murder', '--repeat'],
      ['terrain', '--table', 'fort-buildings', '--fort', 'large'],
      ['posse-chase', '--runners', '1', '--chasers', '1', '--rough'],
      ['vehicle', '--table', 'fast-moving', '--turning', '--crack-teamster'],
      ['fire', '--table', 'burn-time', '--sv', '4', '--calm'],
      ['mount', '--table', 'shot-my-horse-rider', '--quality', '3', '--heavy', '--fast'],
      ['encounter-setup', '--table', 'talk-the-talk', '--outnumbered', '3-to-1', '--peaceful'],
    ]) {
      const r = cli(['odds', 'sixgun', ...args]);
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
    }
  });
});

describe('sixgun campaign tables: bad input', () => {
  it('an unknown locale, season or table is refused with exit 2 and the nearest name', () => {
    for (const [args, want] of [
      [
        ['travel', '--locale', 'arizonna'],
        /unknown locale "arizonna" \(did you mean "arizona"\?\)/,
      ],
      [
        ['ranger-campaign', '--table', 'captain-encounters', '--season', 'wintr'],
        /did you mean "winter"/,
      ],
      [['outlaw-campaign', '--table', 'pursiut'], /did you mean "pursuit"/],
      [['advancement', '--profession', 'cowbouy'], /did you mean "cowboy"/],
      [
        ['travel', '--table', 'high-country', '--locale', 'kansas'],
        /no High Country route from kansas/,
      ],
    ] as const) {
      const r = cli(['odds', 'sixgun', ...args]);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(want);
    }
  });
});
