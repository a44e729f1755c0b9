import { describe, expect, it } from 'vitest';
import { streamFor } from '../../../src/dice/rng.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { ACT } from '../../../src/rulesets/cowpoke/encounter/act.ts';
import { execute } from '../../../src/rulesets/cowpoke/encounter/actions.ts';
import { encounter, type EncounterParams } from '../../../src/rulesets/cowpoke/encounter/index.ts';
import { backShot, shotDice } from '../../../src/rulesets/cowpoke/encounter/rules.ts';
import { encounterSchema } from '../../../src/rulesets/cowpoke/encounter/schema.ts';
import { World } from '../../../src/rulesets/cowpoke/encounter/world.ts';
import { cowpokeOptions, type CowpokeOptions } from '../../../src/rulesets/cowpoke/options.ts';
import { dice, ScriptedRng } from '../../helpers/scripted.ts';

/**
 * Back shots (cowpoke.md §1.2 [L390]: +1 when the shooter is in the target's rear 180° arc)
 * under backShot.facing = tracked; facing is free to change (§3.2 [L271]). Worked by hand: a
 * revolver at 10" is Medium, base 2 dice (cowpoke.md §2.3), so a back shot rolls 3.
 */
const O = defaultsOf(cowpokeOptions) as CowpokeOptions;
const TRACKED: CowpokeOptions = { ...O, 'backShot.facing': 'tracked' };

/** Red Harlow at (0, 0) and the Sheriff 10" east, each facing as given (degrees, 0 = east). */
function duel(redFacing: number, sheriffFacing: number): EncounterParams {
  return encounterSchema.parse({
    maxTurns: 8,
    sides: [
      { name: 'Outlaws', characters: [{ name: 'Red Harlow', x: 0, y: 0, facing: redFacing }] },
      { name: 'Law', characters: [{ name: 'Sheriff Miller', x: 10, y: 0, facing: sheriffFacing }] },
    ],
  }) as EncounterParams;
}

function world(redFacing: number, sheriffFacing: number, o = TRACKED): World {
  const w = new World(duel(redFacing, sheriffFacing), o);
  w.reset();
  w.turn = 1;
  return w;
}
const RED = 0,
  SHERIFF = 1;
const dice10 = (w: World, s: number, t: number) => shotDice(w, s, w.weapon(s), t, false, false);

describe('back shots with facing tracked (cowpoke.md §1.2 [L390])', () => {
  it('a shot into the back gets +1: the Sheriff faces east, away from Red 10" to his west', () => {
    const w = world(0, 0);
    expect(backShot(w, RED, SHERIFF)).toBe(true);
    expect(dice10(w, RED, SHERIFF)).toBe(2 + 1);
    // The Sheriff shoots back at Red, who faces him: no back shot.
    expect(dice10(w, SHERIFF, RED)).toBe(2);
  });

  it('side-on is not behind: 90° off the facing is the front half, 100° is the rear', () => {
    expect(dice10(world(0, 90), RED, SHERIFF)).toBe(2); // Red is exactly on his left
    expect(dice10(world(0, 80), RED, SHERIFF)).toBe(3); // Red is 100° off his facing
    expect(dice10(world(0, 100), RED, SHERIFF)).toBe(2); // 80° off: in front
    expect(dice10(world(0, 180), RED, SHERIFF)).toBe(2); // facing Red
  });

  it('under the default (ignored) facing changes nothing: no back shots', () => {
    const w = world(0, 0, O);
    expect(backShot(w, RED, SHERIFF)).toBe(false);
    expect(dice10(w, RED, SHERIFF)).toBe(2);
  });

  it('turning is free: a figure that shoots turns to face its target, and is no longer shot in the back by it', () => {
    const w = world(180, 180); // Red looks west, away from the Sheriff; the Sheriff looks at Red
    expect(dice10(w, SHERIFF, RED)).toBe(3);
    w.actTarget = SHERIFF;
    const r = new ScriptedRng(dice(1, 2)); // Red's 2 dice miss
    expect(execute(w, r, RED, ACT.SHOOT, 2)).toBe(1);
    expect(r.left).toBe(0);
    expect(w.facing[RED]).toBeCloseTo(0, 12);
    expect(dice10(w, SHERIFF, RED)).toBe(2);
  });

  it('taking aim turns too; a move faces the way it went, so walking away shows one’s back', () => {
    const w = world(180, 180);
    w.actTarget = SHERIFF;
    execute(w, new ScriptedRng([]), RED, ACT.AIM, 2);
    expect(w.facing[RED]).toBeCloseTo(0, 12);
    w.actX = -1; // Red walks 1" west, away from the Sheriff
    w.actY = 0;
    w.actStop = 0;
    execute(w, new ScriptedRng([]), RED, ACT.MOVE, 1);
    expect(w.x[RED]).toBeCloseTo(-1, 12);
    // 11" is still Medium (base 2); Red moved (−1 Defender Moved) and shows his back (+1): 2 dice,
    // one more than the same move under the default.
    expect(backShot(w, SHERIFF, RED)).toBe(true);
    expect(dice10(w, SHERIFF, RED)).toBe(2 - 1 + 1);
  });

  it('a back shot is a positive modifier for the Minimum Dice Rule (cowpoke.md §1.2 step 4, A4)', () => {
    // Red 16" from the Sheriff, walking away: a revolver at Long has base 0; moved −1, back +1.
    for (const [hailMary, want] of [
      [false, 0],
      [true, 1],
    ] as const) {
      const w = world(180, 180, { ...TRACKED, 'minDice.base0HailMary': hailMary });
      w.actX = -6;
      w.actY = 0;
      w.actStop = 0;
      execute(w, new ScriptedRng([]), RED, ACT.MOVE, 1);
      expect(w.x[RED]).toBeCloseTo(-6, 12);
      expect(dice10(w, SHERIFF, RED)).toBe(want);
    }
  });

  it('changes whole encounters: the Sheriff starting with his back turned loses more often', () => {
    const p = duel(0, 0);
    const pWin = (o: CowpokeOptions) => {
      const layout = encounter.metrics(p, o);
      const acc = layout.create();
      encounter.simulate(
        p,
        o,
        streamFor({ seed: 'back', matchup: 0, variant: 0, chunk: 0 }),
        20_000,
        acc,
      );
      return acc[layout.slot('winner')] / acc[0]; // Outlaws
    };
    expect(pWin(TRACKED)).toBeGreaterThan(pWin(O) + 0.01);
  });
});
