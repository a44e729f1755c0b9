import { describe, expect, it } from 'vitest';
import { Trace, traceLines } from '../../../src/encounter/trace.ts';
import type { Rng } from '../../../src/dice/rng.ts';
import { World } from '../../../src/rulesets/malice/encounter/world.ts';
import { resolveMatchup } from '../../../src/rulesets/validate.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';
import { malice, resolve, scriptedTable, simulate } from './setup.ts';

type Char = Record<string, unknown>;

/**
 * Mount and Dismount in the card-driven encounter (malice.md §1.8, §3: one action each; §6's
 * ruling: the horse in contact). a1 acts; B's hand is emptied so no snap shot answers, and
 * only the scripted d10s decide.
 */
function riding(a: Char, b1x: number, horses?: string, plan?: string) {
  const { params, options } = resolve('encounter', {
    sides: [
      {
        name: 'A',
        ...(horses ? { horses } : {}),
        ...(plan ? { plan } : {}),
        characters: [{ name: 'a1', x: 0, y: 0, character: 'placeholder', ...a }],
      },
      { name: 'B', characters: [{ name: 'b1', x: b1x, y: 0, toughness: 1, boxes: 9 }] },
    ],
  });
  const { w, rules } = scriptedTable(params, options);
  w.log = new Trace();
  const call = rules as unknown as { activate: (w: World, c: number, r: Rng) => void };
  return {
    w,
    activate: (rng: Rng) => call.activate(w, 0, rng),
    lines: () => traceLines(w.log!.events).join('\n'),
  };
}

describe('malice encounter: Mount and Dismount (malice.md §1.8, §3)', () => {
  it('out of reach, a man beside his horse mounts (one action) and rides 12" with the other', () => {
    const f = riding({ horse: { x: 0.5, y: 0 } }, 40, 'ride-then-dismount');
    const rng = ScriptedRng.ofFaces([]);
    f.activate(rng);
    expect(f.w.bodies[0].mounted).toBe(true);
    expect(f.w.x[0]).toBeCloseTo(12, 9); // malice.md §1.14: 12" on horseback
    expect(f.lines()).toMatch(/a1 mounts his horse\n.*a1 moves to 28\.0" from b1/);
  });

  it('with an enemy in reach, a rider gets down (one action) and shoots on foot at 6+, not 8+ (§1.3: −2 mounted)', () => {
    const f = riding({ mounted: true }, 5, 'ride-then-dismount');
    const rng = ScriptedRng.ofFaces([6, 5, 1]); // hits (6 ≥ 6), Graze, Toughness 1 passes
    f.activate(rng);
    expect(rng.left).toBe(0);
    expect(f.w.bodies[0].mounted).toBe(false);
    expect([f.w.horseX[0], f.w.horseY[0]]).toEqual([0, 0]); // left where he got down
    expect(f.lines()).toMatch(/a1 dismounts\n.*a1 shoots at b1: 6, hits/);
  });

  it('unset (stay), the same rider keeps the saddle and shoots twice at 8+', () => {
    const f = riding({ mounted: true }, 5);
    const rng = ScriptedRng.ofFaces([7, 7]);
    f.activate(rng);
    expect(rng.left).toBe(0);
    expect(f.w.bodies[0].mounted).toBe(true);
    expect(f.lines()).toMatch(/a1 shoots at b1: 7, needs 8, misses\n.*needs 8, misses/);
  });

  it('ride keeps the saddle in reach; a horse out of contact, or dead, cannot be mounted (§6: contact with the horse)', () => {
    const stays = riding({ mounted: true }, 5, 'ride');
    stays.activate(ScriptedRng.ofFaces([1, 1]));
    expect(stays.w.bodies[0].mounted).toBe(true);

    const far = riding({ horse: { x: 3, y: 0 } }, 40, 'ride');
    far.activate(ScriptedRng.ofFaces([]));
    expect(far.w.bodies[0].mounted).toBe(false);
    expect(far.w.x[0]).toBeCloseTo(12, 9); // two 6" Moves on foot

    const dead = riding({ horse: { x: 0.5, y: 0 } }, 40, 'ride');
    dead.w.bodies[0].horseWounds = 3; // malice.md §1.8: a horse dies of its third wound
    dead.activate(ScriptedRng.ofFaces([]));
    expect(dead.w.bodies[0].mounted).toBe(false);
    expect(dead.lines()).not.toMatch(/mounts/);
  });

  it('a brawler mounts for the +1 in fisticuffs even with the enemy in reach', () => {
    const f = riding({ horse: { x: 0, y: 0.5 } }, 5, 'ride-then-dismount', 'fisticuffs');
    f.activate(ScriptedRng.ofFaces([]));
    expect(f.w.bodies[0].mounted).toBe(true);
    expect(f.lines()).toMatch(/a1 mounts his horse\n.*a1 moves to 1\.0" from b1/);
  });

  it('a character cannot be both mounted and have his horse standing elsewhere', () => {
    const r = resolveMatchup(
      malice,
      malice.procedures.encounter,
      {
        sides: [
          {
            name: 'A',
            characters: [
              {
                name: 'a1',
                x: 0,
                y: 0,
                toughness: 5,
                boxes: 2,
                mounted: true,
                horse: { x: 1, y: 0 },
              },
            ],
          },
          { name: 'B', characters: [{ name: 'b1', x: 9, y: 0, toughness: 5, boxes: 2 }] },
        ],
      },
      {},
    );
    expect(r.problems.map((p) => p.message).join('\n')).toMatch(
      /a1 is mounted: his horse is under him/,
    );
  });

  it('over many fights, riders who get down to shoot fare differently from riders who stay up, every trial accounted for', () => {
    const fight = (horses?: string) => {
      const r = resolve('encounter', {
        maxTurns: 10,
        sides: [
          {
            name: 'A',
            ...(horses ? { horses } : {}),
            characters: [
              { name: 'a1', x: 0, y: 0, character: 'placeholder', mounted: true },
              { name: 'a2', x: 0, y: 2, character: 'placeholder', mounted: true },
            ],
          },
          {
            name: 'B',
            characters: [
              { name: 'b1', x: 20, y: 0, character: 'placeholder' },
              { name: 'b2', x: 20, y: 2, character: 'placeholder' },
            ],
          },
        ],
      });
      const { acc, layout } = simulate(r.proc, r.params, r.options, 3000, 'ride');
      const winner = layout.get('winner');
      let total = 0;
      for (let i = 0; i < winner.width; i++) total += acc[winner.slot + i];
      expect(total).toBe(3000);
      return acc[winner.slot] / 3000;
    };
    expect(fight('ride-then-dismount')).not.toBe(fight());
  });
});
