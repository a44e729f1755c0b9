import { describe, expect, it } from 'vitest';
import { traceLines } from '../../../src/encounter/trace.ts';
import { Rng, streamFor } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { parseSchema } from '../../../src/rulesets/validate.ts';
import { Trace } from '../../../src/encounter/trace.ts';
import { ACT } from '../../../src/rulesets/cowpoke/encounter/act.ts';
import { execute } from '../../../src/rulesets/cowpoke/encounter/actions.ts';
import { encounter, type EncounterParams } from '../../../src/rulesets/cowpoke/encounter/index.ts';
import { shotDice } from '../../../src/rulesets/cowpoke/encounter/rules.ts';
import { encounterSchema } from '../../../src/rulesets/cowpoke/encounter/schema.ts';
import { World } from '../../../src/rulesets/cowpoke/encounter/world.ts';
import { TARGETS } from '../../../src/rulesets/cowpoke/encounter/targets.ts';
import { cowpokeOptions, type CowpokeOptions } from '../../../src/rulesets/cowpoke/options.ts';
import { shotPool } from '../../../src/rulesets/cowpoke/pool.ts';
import { RANGES, WEAPONS, type Weapon } from '../../../src/rulesets/cowpoke/data.ts';
import { dice, ScriptedRng, wound } from '../../helpers/scripted.ts';

const O = defaultsOf(cowpokeOptions) as CowpokeOptions;
const parse = (raw: unknown) => encounterSchema.parse(raw) as EncounterParams;
const rng = (k: string | number, chunk = 0) =>
  streamFor({ seed: 'encounter', matchup: k, variant: 0, chunk });
const traceOf = (p: EncounterParams, k: string, o = O) =>
  traceLines(encounter.trace!(p, o, rng(k))).join('\n');

/** Two sides facing each other along x; `a` and `b` are character overrides. */
function duel(a: object, b: object, extra: object = {}): EncounterParams {
  return parse({
    maxTurns: 8,
    sides: [
      { name: 'Outlaws', characters: [{ name: 'Red Harlow', x: 0, y: 0, ...a }] },
      { name: 'Law', characters: [{ name: 'Sheriff Miller', x: 8, y: 0, ...b }] },
    ],
    ...extra,
  });
}

const mixed = parse({
  maxTurns: 10,
  battlefield: {
    cover: [
      { name: 'water trough', x: 4, y: -2, width: 3, height: 2, kind: 'wood' },
      { name: 'bank', x: 14, y: 2, width: 4, height: 4, kind: 'stone' },
    ],
  },
  sides: [
    {
      name: 'Gang',
      policy: 'advance-to-best-range',
      target: 'weakest',
      characters: [
        {
          name: 'Red Harlow',
          skills: ['brawler'],
          weapons: ['revolver', 'dynamite'],
          x: 0,
          y: 0,
          policy: 'dynamite-first',
        },
        {
          name: 'Kid',
          tier: 'greenhorn',
          weapons: ['shotgun'],
          x: 0,
          y: 3,
          policy: 'rush-and-brawl',
          melee: true,
        },
        {
          name: 'Doc',
          tier: 'legend',
          skills: ['holster', 'marksman'],
          weapons: ['derringer', 'revolver'],
          x: 1,
          y: -3,
          policy: 'blaze-away',
        },
      ],
    },
    {
      name: 'Law',
      policy: 'take-cover',
      target: 'most-dangerous',
      characters: [
        {
          name: 'Sheriff Miller',
          weapons: ['lever-action'],
          x: 16,
          y: 0,
          policy: 'aim-then-shoot',
        },
        {
          name: 'Deputy',
          skills: ['tough', 'fast'],
          weapons: ['single-shot-rifle', 'revolver'],
          x: 18,
          y: 4,
        },
        { name: 'Watcher', weapons: ['gatling'], x: 20, y: -2, policy: 'overwatch' },
      ],
    },
  ],
});

describe('encounter params (zod schema)', () => {
  it('fills defaults: tier cowpoke, a revolver, stand-and-shoot, nearest, 12 turns, no cover', () => {
    const p = parse({
      sides: [
        { name: 'A', characters: [{ name: 'a', x: 0, y: 0 }] },
        { name: 'B', characters: [{ name: 'b', x: 5, y: 0 }] },
      ],
    });
    expect(p.maxTurns).toBe(12);
    expect(p.battlefield.cover).toEqual([]);
    expect(p.sides[0]).toMatchObject({ policy: 'stand-and-shoot', target: 'nearest' });
    expect(p.sides[0].characters[0]).toMatchObject({
      tier: 'cowpoke',
      weapons: ['revolver'],
      skills: [],
    });
  });
  it('reports unknown policies, duplicate side names and a single side with paths', () => {
    const bad = parseSchema(encounterSchema, {
      sides: [{ name: 'A', policy: 'charge', characters: [{ name: 'a', x: 0, y: 0 }] }],
    });
    expect(bad.problems.map((p) => p.path.join('.'))).toEqual(
      expect.arrayContaining(['sides.0.policy', 'sides']),
    );
    const dup = parseSchema(encounterSchema, {
      sides: [
        { name: 'A', characters: [{ name: 'a', x: 0, y: 0 }] },
        { name: 'A', characters: [{ name: 'b', x: 0, y: 0 }] },
      ],
    });
    expect(dup.problems[0].message).toMatch(/used twice/);
  });
  it('method B needs exactly two sides', () => {
    const three = parse({
      sides: ['A', 'B', 'C'].map((n, i) => ({
        name: n,
        characters: [{ name: n, x: i * 5, y: 0 }],
      })),
    });
    expect(encounter.check!(three, { ...O, 'initiative.method': 'B' })).toHaveLength(1);
  });
});

describe("the engine's shooting pool is the shot procedure's pool", () => {
  it('for every weapon, band, tier, cover and movement state', () => {
    const distances = [1, 4, 9, 18, 30];
    for (const weapon of WEAPONS.filter((x) => x !== 'dynamite') as Weapon[]) {
      for (const tier of ['greenhorn', 'cowpoke', 'legend'] as const) {
        for (const cover of ['none', 'wood'] as const) {
          const p = parse({
            battlefield: {
              cover:
                cover === 'wood' ? [{ x: -50, y: 0.5, width: 100, height: 100, kind: 'wood' }] : [],
            },
            sides: [
              { name: 'A', characters: [{ name: 'a', tier, weapons: [weapon], x: 0, y: 0 }] },
              { name: 'B', characters: [{ name: 'b', x: 0, y: 1 }] },
            ],
          });
          const w = new World(p, O);
          w.reset();
          w.turn = 1;
          distances.forEach((d, band) => {
            w.y[1] = d;
            w.cover[1] = w.coverAt(0, d);
            w.refreshDist(1);
            for (const moved of [false, true]) {
              w.movedTurn[0] = moved ? 1 : -1;
              for (const aim of [false, true]) {
                const expected = shotPool(
                  {
                    weapon,
                    range: RANGES[band],
                    aim,
                    blaze: false,
                    back: false,
                    cover,
                    moved,
                    targetMoved: false,
                    tier,
                    marksman: false,
                  },
                  O,
                );
                expect(
                  shotDice(w, 0, w.weapon(0), 1, aim, false),
                  `${weapon} ${tier} ${cover} ${d}" moved=${moved} aim=${aim}`,
                ).toBe(expected.dice);
              }
            }
          });
        }
      }
    }
  });
});

describe('worked examples inside the engine', () => {
  const setup = (a: object, b: object, d = 5, o: Partial<CowpokeOptions> = {}) => {
    const w = new World(duel(a, { ...b, x: d }), { ...O, ...o });
    w.reset();
    w.turn = 1;
    return w;
  };

  it('W9 [L247-249]: a Move then a Shoot is legal and the shot loses a die (Attacker Moved)', () => {
    const w = setup({}, {}, 10);
    expect(shotDice(w, 0, w.weapon(0), 1, false, false)).toBe(2);
    w.actX = 8;
    w.actY = 0;
    w.actStop = 0;
    expect(execute(w, new ScriptedRng([]), 0, ACT.MOVE, 2)).toBe(1);
    expect(w.x[0]).toBeCloseTo(6, 12);
    expect(shotDice(w, 0, w.weapon(0), 1, false, false)).toBe(3 - 1);
    w.actTarget = 1;
    expect(execute(w, new ScriptedRng([...dice(1, 2)]), 0, ACT.SHOOT, 1)).toBe(1);
  });

  it('W11 [L337-342] and W12 [L308]: Move and Aim in Turn 1, Shoot in Turn 2 with +3 and no moved penalty', () => {
    const w = setup({ weapons: ['single-shot-rifle'] }, {}, 14);
    w.actX = 8;
    w.actY = 0;
    execute(w, new ScriptedRng([]), 0, ACT.MOVE, 2);
    w.actTarget = 1;
    execute(w, new ScriptedRng([]), 0, ACT.AIM, 1);
    w.turn = 2;
    expect(w.aim[0]).toBe(1);
    expect(shotDice(w, 0, w.weapon(0), 1, true, false)).toBe(4 + 3); // 8" is Medium: base 4, aim +3
    const r = new ScriptedRng([...dice(2, 3, 4, 5, 1, 2, 6), ...wound(2, 3)]);
    execute(w, r, 0, ACT.SHOOT, 2);
    expect(r.used).toBe(8);
    expect(w.dmg[1]).toBe(2);
  });

  it('W13 [L309]: an Aim followed by a Move or Reload is lost', () => {
    const w = setup({}, {}, 5);
    w.actTarget = 1;
    execute(w, new ScriptedRng([]), 0, ACT.AIM, 2);
    w.actX = 3;
    execute(w, new ScriptedRng([]), 0, ACT.MOVE, 1);
    expect(w.aim[0]).toBe(-1);
  });

  it('W13 [L309]: a weapon switch that costs AP is an action and loses the Aim', () => {
    const w = setup({ weapons: ['revolver', 'lever-action'] }, {}, 5);
    w.actTarget = 1;
    execute(w, new ScriptedRng([]), 0, ACT.AIM, 2);
    expect(execute(w, new ScriptedRng([]), 0, ACT.SWITCH, 1)).toBe(0); // 1 AP left must pay for the switch and still leave an action
    expect(w.aim[0]).toBe(1);
    w.aim[0] = 1;
    expect(execute(w, new ScriptedRng([]), 0, ACT.SWITCH, 2)).toBe(1);
    expect(w.aim[0]).toBe(-1);
  });

  it('§1.3 ruling and A21: a free Holster switch keeps the Aim, unless aim.freeActionsBreak', () => {
    for (const [option, kept] of [
      [false, 1],
      [true, -1],
    ] as const) {
      const w = setup({ skills: ['holster'], weapons: ['revolver', 'derringer'] }, {}, 5, {
        'aim.freeActionsBreak': option,
      });
      w.actTarget = 1;
      execute(w, new ScriptedRng([]), 0, ACT.AIM, 2);
      expect(execute(w, new ScriptedRng([]), 0, ACT.SWITCH, 1)).toBe(-1); // free: no AP spent
      expect(w.weapon(0)).toBe(WEAPONS.indexOf('derringer'));
      expect(w.aim[0]).toBe(kept);
    }
  });

  it('A21: under dynamite.needsSwitch a throw also pays for the switch to the stick (nothing with Holster)', () => {
    const cases = [
      [{}, false, 1, 1],
      [{}, true, 1, 0],
      [{}, true, 2, 2],
      [{ skills: ['holster'] }, true, 1, 1],
    ] as const;
    for (const [extra, needsSwitch, ap, used] of cases) {
      const w = setup({ weapons: ['revolver', 'dynamite'], ...extra }, {}, 8, {
        'dynamite.needsSwitch': needsSwitch,
      });
      w.actTarget = 1;
      expect(execute(w, new ScriptedRng([dice(3)[0]]), 0, ACT.THROW, ap)).toBe(used);
      expect(w.sticks[0]).toBe(used > 0 ? 0 : 1);
    }
  });

  it('W13 [L309]: being made to Brawl as a defender loses the Aim', () => {
    const w = setup({}, {}, 1);
    w.aim[1] = 0;
    execute(w, new ScriptedRng([...dice(1, 1, 1, 1)]), 0, ACT.BRAWL, 2);
    expect(w.aim[1]).toBe(-1);
  });

  it('W14 [L268]: Shoot twice in one activation; W16-W17 [L641-650]: Chest/Solid then Legs/Lethal drops Miller', () => {
    const w = setup({}, {}, 5);
    w.actTarget = 1;
    expect(execute(w, new ScriptedRng([...dice(6, 1, 1), ...wound(2, 3)]), 0, ACT.SHOOT, 2)).toBe(
      1,
    );
    expect(w.maxHp[1] - w.dmg[1]).toBe(2);
    expect(execute(w, new ScriptedRng([...dice(2, 6, 1), ...wound(5, 6)]), 0, ACT.SHOOT, 1)).toBe(
      1,
    );
    expect(w.alive[1]).toBe(0);
  });

  it('Blaze Away and ♠ weapons empty the gun; Reload clears it (cowpoke.md §1.10-1.11)', () => {
    const w = setup({ weapons: ['derringer', 'revolver'] }, {}, 1.5);
    w.actTarget = 1;
    execute(w, new ScriptedRng([...dice(1, 1, 1)]), 0, ACT.SHOOT, 2);
    expect(w.empty[0]).toBe(1);
    expect(execute(w, new ScriptedRng([]), 0, ACT.SHOOT, 1)).toBe(0);
    expect(execute(w, new ScriptedRng([]), 0, ACT.RELOAD, 1)).toBe(1);
    expect(w.empty[0]).toBe(0);
  });

  it('spread: a shotgun (♥1 by default) also rolls at an enemy within 1" of its target', () => {
    const p = parse({
      sides: [
        { name: 'A', characters: [{ name: 'Shotgun Sal', weapons: ['shotgun'], x: 0, y: 0 }] },
        {
          name: 'B',
          characters: [
            { name: 'b1', x: 4, y: 0 },
            { name: 'b2', x: 4, y: 0.8 },
            { name: 'b3', x: 4, y: 3 },
          ],
        },
      ],
    });
    const w = new World(p, O);
    w.reset();
    w.turn = 1;
    const log = (w.log = new Trace());
    w.actTarget = 1;
    const r = new ScriptedRng([...dice(1, 1, 1, 1, 1), ...dice(1, 1, 1, 1, 1)]);
    execute(w, r, 0, ACT.SHOOT, 2);
    expect(r.used).toBe(10);
    expect(log.lines().join()).toMatch(/spread onto b2/);
    const none = new World(p, { ...O, 'spread.hearts.shotgun': 0 });
    none.reset();
    none.turn = 1;
    none.actTarget = 1;
    const r0 = new ScriptedRng([...dice(1, 1, 1, 1, 1)]);
    execute(none, r0, 0, ACT.SHOOT, 2);
    expect(r0.used).toBe(5);
  });
});

describe('encounter invariants', () => {
  it('one trial at a time: a decided fight has exactly one side standing, the winner', () => {
    const layout = encounter.metrics(mixed, O);
    const r = rng('invariants');
    const names = mixed.sides.map((s) => s.name);
    for (let t = 0; t < 300; t++) {
      const acc = layout.create();
      encounter.simulate(mixed, O, r, 1, acc);
      const winner = layout
        .outcomes(layout.get('winner'))
        .findIndex((_, i) => acc[layout.slot('winner') + i] === 1);
      const standing = names.map((n) =>
        layout
          .outcomes(layout.get(`survivors.${n}`))
          .findIndex((_, i) => acc[layout.slot(`survivors.${n}`) + i] === 1),
      );
      if (winner < names.length) {
        expect(standing[winner]).toBeGreaterThan(0);
        standing.forEach((s, i) => i !== winner && expect(s).toBe(0));
      } else if (acc[layout.slot('turns') + mixed.maxTurns - 1] === 0) {
        expect(standing.filter((s) => s > 0).length).not.toBe(1);
      }
    }
  });

  it('trace replays a trial: same text from the same seed, and the generator is left where one simulated trial leaves it', () => {
    for (const k of ['a', 'b', 'c']) {
      expect(traceOf(mixed, k)).toBe(traceOf(mixed, k));
      const a = rng(k),
        b = rng(k);
      encounter.trace!(mixed, O, a);
      encounter.simulate(mixed, O, b, 1, encounter.metrics(mixed, O).create());
      expect([...a.state]).toEqual([...b.state]);
    }
  });

  it('trial K of a chunk: fast-forward K − 1 simulated trials, then trace; its winner is the one simulate recorded', () => {
    const layout = encounter.metrics(mixed, O);
    const K = 7;
    const ff = rng('chunk');
    encounter.simulate(mixed, O, ff, K - 1, layout.create());
    const lines = traceLines(encounter.trace!(mixed, O, ff));
    const one = rng('chunk');
    encounter.simulate(mixed, O, one, K - 1, layout.create());
    const acc = layout.create();
    encounter.simulate(mixed, O, one, 1, acc);
    const labels = layout.outcomes(layout.get('winner'));
    const won = labels[labels.findIndex((_, i) => acc[layout.slot('winner') + i] === 1)];
    const last = lines[lines.length - 1];
    expect(won === 'draw' ? /draw/.test(last) : last.endsWith(`${won} win`)).toBe(true);
  });

  it('reads like the book: turn, character (tier), weapon, band, dice, result, location and severity, HP', () => {
    const text = traceOf(duel({}, {}), 'book');
    expect(text).toMatch(
      /Turn 1 — Red Harlow \(Cowpoke\) shoots at Sheriff Miller: revolver, medium, 2 dice \[\d,\d\] → (hit|miss)/,
    );
    expect(text).toMatch(
      /(Head|Chest|Gut|Arms|Legs), (Flesh wound|Solid|Critical|Lethal) → \d damage/,
    );
  });

  it('simulate is deterministic for a seed and splits into chunks without changing totals per stream', () => {
    const layout = encounter.metrics(mixed, O);
    const a = layout.create(),
      b = layout.create();
    encounter.simulate(mixed, O, rng('det'), 500, a);
    encounter.simulate(mixed, O, rng('det'), 500, b);
    expect([...a]).toEqual([...b]);
    expect(a[0]).toBe(500);
  });
});

describe('policies behave as named', () => {
  it('stand-and-shoot in range never moves', () => {
    expect(traceOf(duel({}, {}), 'sas')).not.toMatch(/ moves | runs /);
  });
  it('aim-then-shoot aims, then fires an aimed shot', () => {
    const text = traceOf(duel({ policy: 'aim-then-shoot', weapons: ['lever-action'] }, {}), 'aim');
    expect(text).toMatch(/Red Harlow \(Cowpoke\) takes aim at Sheriff Miller/);
    expect(text).toMatch(
      /Red Harlow \(Cowpoke\) shoots at Sheriff Miller: lever-action \(aimed\), medium, 7 dice/,
    );
  });
  it('blaze-away blazes, empties the revolver and reloads', () => {
    const text = traceOf(duel({ policy: 'blaze-away' }, { x: 30 }), 'blaze');
    expect(text).toMatch(/blazes away at Sheriff Miller: revolver, medium, 5 dice/);
    expect(text).toMatch(/out of ammo/);
    expect(text).toMatch(/reloads the revolver/);
  });
  it('advance-to-best-range walks a lever-action into Medium range (its 4 dice)', () => {
    const p = duel(
      { policy: 'advance-to-best-range', weapons: ['lever-action'] },
      { x: 20, policy: 'overwatch' },
    );
    const text = traceOf(p, 'adv');
    expect(text).toMatch(/Red Harlow \(Cowpoke\) moves 6\.0"/);
    expect(text).toMatch(/lever-action, (long|medium)/);
  });
  it('take-cover heads for the nearest zone', () => {
    const p = duel(
      { policy: 'take-cover' },
      {},
      {
        battlefield: {
          cover: [{ name: 'water trough', x: -1, y: 2, width: 3, height: 2, kind: 'wood' }],
        },
      },
    );
    expect(traceOf(p, 'cover')).toMatch(/Red Harlow \(Cowpoke\) moves 2\.5" to the water trough/);
  });
  it('rush-and-brawl charges into contact and brawls', () => {
    const p = duel({ policy: 'rush-and-brawl', skills: ['brawler'], melee: true }, { x: 5 });
    expect(traceOf(p, 'rush')).toMatch(
      /Red Harlow \(Cowpoke\) moves 4\.0"[^\n]*\nTurn 1 — Red Harlow \(Cowpoke\) brawls with Sheriff Miller: 6 dice/,
    );
  });
  it('a weak fighter in contact with a strong one disengages (parting attack first)', () => {
    const p = duel(
      { policy: 'rush-and-brawl', tier: 'legend', skills: ['brawler'], melee: true },
      { x: 1, tier: 'greenhorn' },
    );
    const all = Array.from({ length: 10 }, (_, i) => traceOf(p, `dis${i}`)).join('\n');
    expect(all).toMatch(
      /Sheriff Miller \(Greenhorn\) disengages\nTurn \d+ — Red Harlow takes a parting attack at Sheriff Miller: 2 dice/,
    );
  });
  it("dynamite-first throws from outside the blast and the stick goes off at the thrower's next activation", () => {
    const p = duel({ policy: 'dynamite-first', weapons: ['revolver', 'dynamite'] }, { x: 9 });
    const text = traceOf(p, 'dyn');
    expect(text).toMatch(
      /Red Harlow \(Cowpoke\) lights a stick of dynamite and throws it at Sheriff Miller \(9\.0"\): a Hail Mary/,
    );
    expect(text).toMatch(/Turn 2 — Red Harlow's dynamite goes off/);
  });
  it('overwatch fires at an enemy who moves into its arc', () => {
    const p = duel(
      { policy: 'overwatch', weapons: ['lever-action'] },
      { policy: 'rush-and-brawl', x: 20 },
    );
    const all = Array.from({ length: 5 }, (_, i) => traceOf(p, `ow${i}`)).join('\n');
    expect(all).toMatch(
      /Red Harlow \(Cowpoke\) fires from Overwatch at Sheriff Miller: lever-action/,
    );
  });
  it('target choice: nearest, weakest, most-dangerous', () => {
    const p = parse({
      sides: [
        { name: 'A', characters: [{ name: 'me', x: 0, y: 0 }] },
        {
          name: 'B',
          characters: [
            { name: 'near', x: 3, y: 0, weapons: ['derringer'] },
            { name: 'green', tier: 'greenhorn', x: 9, y: 0, weapons: ['bow'] },
            { name: 'rifle', x: 10, y: 0, weapons: ['lever-action'] },
          ],
        },
      ],
    });
    const w = new World(p, O);
    w.reset();
    w.turn = 1;
    expect(w.names[TARGETS.nearest(w, 0)]).toBe('near');
    expect(w.names[TARGETS.weakest(w, 0)]).toBe('green');
    expect(w.names[TARGETS['most-dangerous'](w, 0)]).toBe('rifle');
  });
});

describe('options reach the encounter', () => {
  it('critical injuries change the outcome of the standard mix', () => {
    const layout = encounter.metrics(mixed, O);
    const a = layout.create(),
      b = layout.create();
    encounter.simulate(mixed, O, rng('crit'), 2000, a);
    encounter.simulate(mixed, { ...O, 'critInjury.enabled': true }, rng('crit'), 2000, b);
    expect([...a]).not.toEqual([...b]);
  });
  it('no Rng is created inside the engine (simulate takes the stream it is given)', () => {
    expect(rng('x')).toBeInstanceOf(Rng);
  });
});
