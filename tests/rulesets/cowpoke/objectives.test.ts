import { describe, expect, it } from 'vitest';
import { traceLines } from '../../../src/encounter/trace.ts';
import { streamFor } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { ACT } from '../../../src/rulesets/cowpoke/encounter/act.ts';
import { execute } from '../../../src/rulesets/cowpoke/encounter/actions.ts';
import { encounter, type EncounterParams } from '../../../src/rulesets/cowpoke/encounter/index.ts';
import { carrier, sideHas } from '../../../src/rulesets/cowpoke/encounter/interact.ts';
import { encounterSchema } from '../../../src/rulesets/cowpoke/encounter/schema.ts';
import { World } from '../../../src/rulesets/cowpoke/encounter/world.ts';
import { interactChance } from '../../../src/rulesets/cowpoke/interact.ts';
import { cowpokeOptions, type CowpokeOptions } from '../../../src/rulesets/cowpoke/options.ts';
import { withinSe } from '../../helpers.ts';
import { dice, ScriptedRng, wound } from '../../helpers/scripted.ts';

const O = defaultsOf(cowpokeOptions) as CowpokeOptions;
const parse = (raw: unknown) => encounterSchema.parse(raw) as EncounterParams;

/** A safe-cracker at the safe; the law far off, out of every range for `maxTurns` turns of walking. */
const lonelySafe = (need: number, maxTurns: number) =>
  parse({
    maxTurns,
    objectives: [{ name: 'safe', x: 0, y: 0, need }],
    sides: [
      {
        name: 'Gang',
        policy: 'go-for-objective',
        characters: [{ name: 'Cracker', weapons: ['derringer'], x: 0, y: 0 }],
      },
      { name: 'Law', characters: [{ name: 'Sheriff', weapons: ['derringer'], x: 200, y: 0 }] },
    ],
  });

describe('Cowpoke encounters: objectives and Interact (cowpoke.md §1.17)', () => {
  it('a lone safe-cracker wins in Game Turn k with P = q^(2(k−1))(1 − q²), two tries per activation (simulation agrees, 4 SE)', () => {
    const need = 5,
      maxTurns = 5;
    const p = lonelySafe(need, maxTurns);
    const q = 1 - interactChance(need);
    const layout = encounter.metrics(p, O);
    const acc = layout.create();
    const n = 40_000;
    encounter.simulate(
      p,
      O,
      streamFor({ seed: 'objectives', matchup: 0, variant: 0, chunk: 0 }),
      n,
      acc,
    );
    const turns = layout.slot('turns');
    for (let k = 1; k <= maxTurns; k++) {
      const exact = q ** (2 * (k - 1)) * (1 - q * q);
      expect(withinSe(acc[turns + k - 1] / n, exact, n), `turn ${k}`).toBe(true);
    }
    const draw = q ** (2 * maxTurns);
    expect(withinSe(acc[layout.slot('pDraw')] / n, draw, n)).toBe(true);
    const safe = layout.slot('objective.safe');
    expect(withinSe(acc[safe] / n, 1 - draw, n)).toBe(true); // Gang has opened it
    expect(acc[safe + 1]).toBe(0); // the Law never got there
  });

  it('the Interact roll: 4+ opens the safe on a 4, not on a 3; a safe once open stays with its side', () => {
    const p = lonelySafe(4, 3);
    const w = new World(p, O);
    w.reset();
    w.turn = 1;
    expect(execute(w, new ScriptedRng(dice(3)), 0, ACT.INTERACT, 2)).toBe(1);
    expect(sideHas(w, 0, 0)).toBe(false);
    expect(execute(w, new ScriptedRng(dice(4)), 0, ACT.INTERACT, 1)).toBe(1);
    expect(sideHas(w, 0, 0)).toBe(true);
    expect(w.sidesStanding()).toBe(1);
    expect(w.winner()).toBe(0);
    // Nothing left to open: the action is not taken.
    expect(execute(w, new ScriptedRng([]), 0, ACT.INTERACT, 2)).toBe(0);
  });

  it('Interact needs base contact, and an Engaged character cannot (§3.3)', () => {
    const far = new World(
      parse({
        objectives: [{ name: 'safe', x: 3, y: 0 }],
        sides: [
          { name: 'A', characters: [{ name: 'a', x: 0, y: 0 }] },
          { name: 'B', characters: [{ name: 'b', x: 20, y: 0 }] },
        ],
      }),
      O,
    );
    far.reset();
    expect(execute(far, new ScriptedRng([]), 0, ACT.INTERACT, 2)).toBe(0);
    const engaged = new World(
      parse({
        objectives: [{ name: 'safe', x: 0, y: 0 }],
        sides: [
          { name: 'A', characters: [{ name: 'a', x: 0, y: 0 }] },
          { name: 'B', characters: [{ name: 'b', x: 1, y: 0 }] },
        ],
      }),
      O,
    );
    engaged.reset();
    expect(execute(engaged, new ScriptedRng([]), 0, ACT.INTERACT, 2)).toBe(0);
  });

  it('a grabbed strongbox is carried, falls where its carrier falls and is grabbed again with a fresh roll', () => {
    const p = parse({
      objectives: [
        { name: 'strongbox', kind: 'grab', x: 0, y: 0, need: 3 },
        { name: 'safe', x: 30, y: 30 },
      ],
      sides: [
        { name: 'Gang', characters: [{ name: 'Kid', tier: 'greenhorn', x: 0, y: 0 }] },
        { name: 'Law', characters: [{ name: 'Deputy', x: 4, y: 0 }] },
      ],
    });
    const w = new World(p, O);
    w.reset();
    w.turn = 1;
    expect(execute(w, new ScriptedRng(dice(3)), 0, ACT.INTERACT, 2)).toBe(1);
    expect(carrier(w, 0)).toBe(0);
    // Holding one of two objectives is no win yet.
    expect(w.sidesStanding()).toBe(2);
    w.actX = 2;
    w.actY = 0;
    w.actStop = 0;
    execute(w, new ScriptedRng([]), 0, ACT.MOVE, 1);
    // The Deputy shoots the Kid (short band, 3 dice): a six, Chest Solid → 2 damage, a Greenhorn is down.
    w.actTarget = 0;
    execute(w, new ScriptedRng([...dice(6, 1, 1), ...wound(2, 3)]), 1, ACT.SHOOT, 2);
    expect(w.alive[0]).toBe(0);
    expect(carrier(w, 0)).toBe(-1);
    expect([w.obj.x[0], w.obj.y[0]]).toEqual([2, 0]);
    expect(sideHas(w, 0, 0)).toBe(false);
    // The Deputy walks over and fails a grab, then makes it.
    w.actMoved = false;
    w.actX = 2;
    w.actY = 0;
    execute(w, new ScriptedRng([]), 1, ACT.MOVE, 2);
    expect(execute(w, new ScriptedRng(dice(2)), 1, ACT.INTERACT, 1)).toBe(1);
    expect(carrier(w, 0)).toBe(-1);
    expect(execute(w, new ScriptedRng(dice(5)), 1, ACT.INTERACT, 1)).toBe(1);
    expect(sideHas(w, 0, 1)).toBe(true);
  });

  it('go-for-objective runs to a far objective, then Interacts; the trace says so', () => {
    const p = parse({
      maxTurns: 3,
      objectives: [{ name: 'strongbox', kind: 'grab', x: 10, y: 0, need: 1 }],
      sides: [
        {
          name: 'Gang',
          policy: 'go-for-objective',
          characters: [{ name: 'Kid', x: 0, y: 0 }],
        },
        { name: 'Law', characters: [{ name: 'Sheriff', weapons: ['derringer'], x: 0, y: 100 }] },
      ],
    });
    const lines = traceLines(
      encounter.trace!(p, O, streamFor({ seed: 'objectives', matchup: 1, variant: 0, chunk: 0 })),
    ).join('\n');
    expect(lines).toMatch(/Kid \(Cowpoke\) runs 10\.0"/);
    expect(lines).toMatch(/tries to grab the strongbox: done/);
    expect(lines).toMatch(/Gang has taken every objective/);
    expect(lines).toMatch(/Gang win/);
  });

  it('a scenario with objectives is not the exact duel, and says why', () => {
    const notes = encounter.notes!(lonelySafe(4, 3), O).join(' ');
    expect(notes).toMatch(/objectives/);
  });

  it('objective names are unique', () => {
    expect(() =>
      parse({
        objectives: [
          { name: 'safe', x: 0, y: 0 },
          { name: 'safe', x: 1, y: 0 },
        ],
        sides: [
          { name: 'A', characters: [{ name: 'a', x: 0, y: 0 }] },
          { name: 'B', characters: [{ name: 'b', x: 9, y: 0 }] },
        ],
      }),
    ).toThrow(/used twice/);
  });
});
