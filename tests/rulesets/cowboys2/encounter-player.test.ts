import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.ts';
import { parseScenario } from '../../../src/scenario/load.ts';
import {
  encounterSchema,
  type EncounterParams,
} from '../../../src/rulesets/cowboys2/encounter/schema.ts';
import { World } from '../../../src/rulesets/cowboys2/encounter/world.ts';
import { activate, approach } from '../../../src/rulesets/cowboys2/encounter/ai.ts';
import { act, ride } from '../../../src/rulesets/cowboys2/encounter/player.ts';
import { fire } from '../../../src/rulesets/cowboys2/encounter/fire.ts';
import { pair, ScriptedRng } from '../../helpers/scripted.ts';
import { O } from './helpers.ts';

/**
 * The player policy of the encounter: rounds and reloads, brawls, horses (cowboys-ii.md §1.2
 * [L175], §1.5, §1.6, §3.4, B15–B16, B26–B27), which the book's solitaire AI never uses (§1.12
 * [L327], [L343]). Side 0 is the player's, side 1 the AI's. Shot Chart: the placeholder
 * (pistol hits on 5 at range 1, 6 at 2, 8 at 3, 9 at 4). One building, squares 4–7 east and
 * 4–6 north, a window in its west wall at row 5.
 */
interface Fig {
  name: string;
  x: number;
  y: number;
  side: number;
  weapon?: string;
  modifier?: number;
  health?: number;
  ammo?: number;
  mounted?: boolean;
}
const world = (
  figs: Fig[],
  extra: { horses?: { x: number; y: number }[]; player?: object } = {},
  options: Partial<typeof O> = {},
) => {
  const p = encounterSchema.parse({
    grid: {
      width: 16,
      height: 12,
      buildings: [
        { x: 4, y: 4, width: 4, height: 3, openings: [{ kind: 'window', wall: 'west', at: 1 }] },
      ],
    },
    horses: extra.horses,
    sides: [0, 1].map((s) => ({
      name: `side ${s}`,
      ...(s === 0 ? { policy: 'player', player: extra.player } : {}),
      cowboys: figs.filter((f) => f.side === s).map(({ side: _s, ...f }) => f),
    })),
  }) as EncounterParams;
  const w = new World(p, { ...O, 'reaction.enabled': false, ...options });
  w.reset(new ScriptedRng([]));
  w.turn = 1;
  return w;
};

describe('rounds and reloading, cowboys-ii.md §1.2 [L175], §2.2, §3.5', () => {
  it('a player fires only the rounds he has: 4 AP, one round, one shot', () => {
    const w = world([
      { name: 'p', x: 0, y: 10, side: 0, ammo: 1 },
      { name: 'e', x: 2, y: 10, side: 1 },
    ]);
    const rng = new ScriptedRng([pair(3, 3)]); // range 2 hits on 6
    act(w, 0, rng);
    expect([rng.left, w.ammo[0], w.health[1]]).toEqual([0, 0, 3]);
  });
  it('with an empty gun and nobody beside him he reloads (2 AP) and fires once with the rest', () => {
    const w = world([
      { name: 'p', x: 0, y: 10, side: 0, ammo: 0 },
      { name: 'e', x: 2, y: 10, side: 1 },
    ]);
    const rng = new ScriptedRng([pair(1, 1)]);
    act(w, 0, rng);
    expect([rng.left, w.ammo[0]]).toEqual([0, 5]);
  });
  it('a shotgun spends one round a shot though it rolls twice (G3 [L265])', () => {
    const w = world([
      { name: 'p', x: 0, y: 10, side: 0, weapon: 'shotgun' },
      { name: 'e', x: 2, y: 10, side: 1, health: 4 },
    ]);
    const rng = new ScriptedRng([pair(1, 1), pair(1, 1), pair(1, 1), pair(1, 1)]);
    act(w, 0, rng);
    expect([rng.left, w.ammo[0]]).toEqual([0, 0]);
  });
  it('the AI never counts rounds (§1.12 [L327]); ammo.rifle=unlimited stops a player counting his rifle', () => {
    const w = world([
      { name: 'p', x: 0, y: 10, side: 0, weapon: 'rifle' },
      { name: 'e', x: 2, y: 10, side: 1 },
    ]);
    expect([w.tracked[0], w.tracked[1]]).toEqual([1, 0]);
    const u = world(
      [
        { name: 'p', x: 0, y: 10, side: 0, weapon: 'rifle' },
        { name: 'e', x: 2, y: 10, side: 1 },
      ],
      {},
      { 'ammo.rifle': 'unlimited' },
    );
    expect(u.tracked[0]).toBe(0);
  });
  it('out of sight, with rounds spent and no square that sees the target within reach, he reloads instead of moving', () => {
    const w = world([
      { name: 'p', x: 15, y: 0, side: 0, ammo: 3 },
      { name: 'e', x: 5, y: 5, side: 1 }, // in the building: its window is on the far side
    ]);
    expect(w.sees(0, 1)).toBe(false);
    act(w, 0, new ScriptedRng([]));
    expect([w.ammo[0], w.gx[0], w.gy[0]]).toEqual([6, 15, 0]);
  });
});

describe('brawls in the encounter, cowboys-ii.md §1.5 [L271-279], B10', () => {
  const figs = (modifier: number, health: number): Fig[] => [
    { name: 'p', x: 0, y: 10, side: 0, ammo: 0, modifier },
    { name: 'e', x: 1, y: 10, side: 1, health },
  ];
  it('an empty gun beside an equal enemy: reloading and shooting is worth more than brawling', () => {
    const w = world(figs(0, 4));
    const rng = new ScriptedRng([pair(1, 1)]); // the reload's one shot
    act(w, 0, rng);
    expect([rng.left, w.ammo[0]]).toEqual([0, 5]);
  });
  it('a +2 cowboy beside a man at health 2 brawls: two attacks, each 1d6 + modifiers, the higher total hurts the other', () => {
    const w = world(figs(2, 2));
    // d = +2 − (−2) = +4; attack 1: 1 + 4 vs 6, the defender wins and p loses 1;
    // attack 2 (p at 3 health: d = +3): 6 + 3 vs 6, p wins and e falls to 1
    const rng = new ScriptedRng([0 * 6 + 5, 5 * 6 + 5]);
    act(w, 0, rng);
    expect([rng.left, w.health[0], w.health[1], w.ammo[0]]).toEqual([0, 3, 1, 0]);
    expect(w.damageBy[3]).toBe(2); // brawl damage, the fourth kind
  });
  it('brawl.defenderHurtsAttacker=false: a defender who wins does no harm; a tie does nothing (brawl.tie)', () => {
    const w = world(figs(2, 2), {}, { 'brawl.defenderHurtsAttacker': false });
    const rng = new ScriptedRng([0 * 6 + 5, 2 * 6 + 6 - 1]); // 1+4 vs 6; then 3+4 vs 6 → win
    act(w, 0, rng);
    expect([w.health[0], w.health[1]]).toEqual([4, 1]);
    const tie = world(figs(2, 2), { player: { brawl: 'always' } });
    const r2 = new ScriptedRng([0 * 6 + 4, 0 * 6 + 4]); // 1 + 4 vs 5 twice: ties
    act(tie, 0, r2);
    expect([tie.health[0], tie.health[1], r2.left]).toEqual([4, 2, 0]);
  });
  it("player.brawl: 'always' brawls even an equal man, 'never' reloads", () => {
    const w = world(figs(0, 4), { player: { brawl: 'always' } });
    const rng = new ScriptedRng([35, 35]);
    act(w, 0, rng);
    expect([w.health[1], w.ammo[0]]).toEqual([4, 0]); // 6 vs 6 twice: ties
    const never = world(figs(2, 2), { player: { brawl: 'never' } });
    act(never, 0, new ScriptedRng([pair(1, 1)]));
    expect(never.ammo[0]).toBe(5);
  });
  it('never across a red line [L273]: a man beside him through a window is not brawled', () => {
    const w = world(
      [
        { name: 'p', x: 4, y: 5, side: 0, ammo: 0, modifier: 2 },
        { name: 'e', x: 3, y: 5, side: 1, health: 1 },
      ],
      { player: { brawl: 'always' } },
    );
    act(w, 0, new ScriptedRng([pair(1, 1)]));
    expect(w.ammo[0]).toBe(5); // reloaded and fired
  });
  it('the rear facing gives the attacker +2 [L275]', () => {
    const w = world(figs(0, 4), { player: { brawl: 'always' } });
    w.face[1] = 0; // e faces east, away from p on his west
    const rng = new ScriptedRng([3 * 6 + 5, 3 * 6 + 5]); // 4 + 2 vs 6: ties; without the +2 e would win
    act(w, 0, rng);
    expect([w.health[0], w.health[1]]).toEqual([4, 4]);
  });
});

describe('horses in the encounter, cowboys-ii.md §1.6, §3.4 [L139-143], B15, B16, B26, B27', () => {
  it('M2: steps to the horse (2), mounts (2 AP), then rides the horse’s 4 squares [L157-159]; the closest AI mounts at once [L343]', () => {
    const w = world(
      [
        { name: 'p', x: 0, y: 10, side: 0 },
        { name: 'e', x: 14, y: 10, side: 1 },
      ],
      { horses: [{ x: 2, y: 10 }] },
    );
    act(w, 0, new ScriptedRng([]));
    expect([w.gx[0], w.mount[0], w.horseAt[0]]).toEqual([6, 0, 6 * 1 + 10 * 16]);
    expect(w.mount[1]).toBeGreaterThanOrEqual(0);
  });
  it('player.mount=false walks; a target within 4 squares is not ridden to', () => {
    const w = world(
      [
        { name: 'p', x: 0, y: 10, side: 0 },
        { name: 'e', x: 14, y: 10, side: 1 },
      ],
      { horses: [{ x: 1, y: 9 }], player: { mount: false } },
    );
    act(w, 0, new ScriptedRng([]));
    expect([w.gx[0], w.mount[0]]).toEqual([4, -1]);
  });
  it('a mounted AI takes −2 with a pistol [L228] and its Move 4 rides the horse’s 4 more (K8: 8 squares)', () => {
    const w = world([
      { name: 'p', x: 0, y: 10, side: 0 },
      { name: 'e', x: 2, y: 10, side: 1, mounted: true },
    ]);
    fire(w, 1, 0, 1, new ScriptedRng([pair(3, 4)])); // 7 − 2 = 5 < 6: a miss
    expect(w.health[0]).toBe(4);
    fire(w, 1, 0, 1, new ScriptedRng([pair(4, 4)])); // 8 − 2 = 6: a hit
    expect(w.health[0]).toBe(3);
    const far = world([
      { name: 'p', x: 0, y: 10, side: 0 },
      { name: 'e', x: 15, y: 10, side: 1, mounted: true },
    ]);
    activate(far, 1, new ScriptedRng([])); // pistol at range 15: Move 4, mounted
    expect(far.gx[1]).toBe(7);
  });
  it('no Spin and Shoot in the saddle [L239]: a rider with his target behind turns and holds his fire', () => {
    const w = world([
      { name: 'p', x: 0, y: 10, side: 0 },
      { name: 'e', x: 2, y: 10, side: 1, mounted: true },
    ]);
    w.face[1] = 0; // facing east, p behind him
    fire(w, 1, 0, 1, new ScriptedRng([]));
    expect(w.face[1]).toBe(2);
  });
  it("B16, B27: the player names a rider's horse; killed under him (2 hits), the rider loses his next activation", () => {
    const figs: Fig[] = [
      { name: 'p', x: 0, y: 10, side: 0 },
      { name: 'e', x: 2, y: 10, side: 1, mounted: true },
    ];
    const w = world(figs, { player: { shootHorses: true } });
    const rng = new ScriptedRng([pair(6, 6)]); // a double hit on the horse: the second shot is not fired (B18)
    act(w, 0, rng);
    expect([rng.left, w.health[1], w.mount[1], w.stunned[1]]).toEqual([0, 4, -1, 1]);
    act(w, 1, new ScriptedRng([])); // his activation is lost: no die, no move
    expect([w.acted[1], w.stunned[1]]).toEqual([1, 0]);
    const keep = world(
      figs,
      { player: { shootHorses: true } },
      {
        'horseKilled.skipNextActivation': false,
      },
    );
    act(keep, 0, new ScriptedRng([pair(6, 6)]));
    expect(keep.stunned[1]).toBe(0);
  });
  it('optional rule 8: a horse once hit adds 2, not 4 [L363] (B26)', () => {
    const figs: Fig[] = [
      { name: 'p', x: 0, y: 10, side: 0, ammo: 1 },
      { name: 'e', x: 2, y: 10, side: 1, mounted: true },
    ];
    const w = world(figs, { player: { shootHorses: true } }, { 'optional.horseHitSlows': true });
    act(w, 0, new ScriptedRng([pair(3, 3)]));
    expect([w.horseHealth[w.mount[1]], w.pool[w.mount[1]]]).toEqual([1, 2]);
  });
  it('horses block sight unless the target shares their square [L183]', () => {
    const w = world(
      [
        { name: 'p', x: 0, y: 10, side: 0 },
        { name: 'e', x: 2, y: 10, side: 1, mounted: true },
      ],
      { horses: [{ x: 1, y: 10 }] },
    );
    expect(w.sees(0, 1)).toBe(false);
    w.horseHealth[0] = 0;
    expect(w.sees(0, 1)).toBe(true); // e's own horse under him does not block
  });
  it('a rider goes into no building [L143]; his path leading into one, he dismounts (2 AP) and walks in', () => {
    const w = world([
      { name: 'p', x: 3, y: 5, side: 0, mounted: true },
      { name: 'e', x: 6, y: 5, side: 1 },
    ]);
    expect(approach(w, 0, 1, 8, false, new ScriptedRng([]))).toBe(0);
    expect(ride(w, 0, 1, 4, new ScriptedRng([]))).toBe(2);
    expect(w.mount[0]).toBe(-1);
    expect(approach(w, 0, 1, 2, false, new ScriptedRng([]))).toBe(2); // through the window: 1 + 1
    expect(w.gx[0]).toBe(4);
  });
});

describe('the player’s reaction shot, cowboys-ii.md §1.4 [L241]', () => {
  // e (AI) walks east along row 10 toward p (pistol at range 8: Move 4)
  const figs: Fig[] = [
    { name: 'p', x: 8, y: 10, side: 0 },
    { name: 'e', x: 0, y: 10, side: 1 },
  ];
  it('one shot at −1 when it hits at least player.reactAt of the time; his marker leaves the cup', () => {
    const w = world(figs, { player: { reactAt: 0 } }, { 'reaction.enabled': true });
    const rng = new ScriptedRng([pair(6, 6)]); // at range 7 only a natural 12 hits: 2 hits
    activate(w, 1, rng);
    expect([rng.left, w.health[1], w.reacted[0], w.acted[0], w.ammo[0]]).toEqual([0, 2, 1, 1, 5]);
  });
  it('by default (0.5) he lets a long shot pass', () => {
    const w = world(figs, {}, { 'reaction.enabled': true });
    const rng = new ScriptedRng([]);
    activate(w, 1, rng);
    expect([w.gx[1], w.reacted[0]]).toEqual([4, -1]);
  });
});

describe('bad input: rounds and horses', () => {
  const head =
    'name: t\nruleset: cowboys2\nprocedure: encounter\nparams:\n  grid:\n    width: 8\n    height: 8\n    buildings: [{ x: 2, y: 2, width: 2, height: 2 }]\n';
  const sides =
    '  sides:\n    - name: A\n      policy: player\n      cowboys: [{ name: a, x: 0, y: 0, weapon: shotgun, ammo: 3 }]\n    - name: B\n      cowboys: [{ name: b, x: 7, y: 3, mounted: true }]\n';
  it('more rounds than the weapon holds, a horse inside a building or off the grid: each refused at its position with the fix', () => {
    const problems = (() => {
      try {
        parseScenario(head + '  horses: [{ x: 2, y: 3 }, { x: 9, y: 0 }]\n' + sides, 'bad.yaml');
      } catch (e) {
        return (e as InputError).problems;
      }
      return [];
    })();
    expect(problems).toEqual([
      'bad.yaml:13:63: params.sides[0].cowboys[0].ammo: a shotgun holds at most 2 rounds (cowboys-ii.md §2.2 [L247-249]): use 0–2',
      'bad.yaml:9:17: params.horses[0].x: square (2, 3) is inside a building, where no horse may go [L143]: place it in the street',
      'bad.yaml:9:33: params.horses[1].x: square (9, 0) is outside the 8 × 8 grid: use x 0–7, y 0–7',
    ]);
  });
});

describe('bad input: a weapon without a Shot Chart in the encounter', () => {
  it('under chart: none a weapon in use with no cells is refused at the first cowboy carrying it', () => {
    const yaml =
      'name: t\nruleset: cowboys2\nprocedure: encounter\nparams:\n  chart: none\n  shotChart:\n    pistol: { 1: 5, 2: 6 }\n  grid: { width: 8, height: 8 }\n  sides:\n    - name: A\n      cowboys: [{ name: a, x: 0, y: 0, weapon: rifle }]\n    - name: B\n      cowboys: [{ name: b, x: 7, y: 3 }]\n';
    try {
      parseScenario(yaml, 'bad.yaml');
      expect.unreachable();
    } catch (e) {
      expect((e as InputError).problems).toEqual([
        'bad.yaml:11:48: params.sides[0].cowboys[0].weapon: no Shot Chart for the rifle (chart: none): give shotChart: { rifle: { <range>: <hit number>, … } }, or use chart: placeholder',
      ]);
    }
    // the pistol, which has cells, is accepted
    expect(() =>
      parseScenario(yaml.replace('weapon: rifle', 'weapon: pistol'), 'ok.yaml'),
    ).not.toThrow();
  });
});
