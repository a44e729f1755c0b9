import { describe, expect, it } from 'vitest';
import { Trace, traceLines } from '../../../src/encounter/trace.ts';
import { rngFromSeed, type Rng } from '../../../src/dice/rng.ts';
import { GRAZE, LEG } from '../../../src/rulesets/malice/data.ts';
import { FAN_ALWAYS, FAN_NEVER, World } from '../../../src/rulesets/malice/encounter/world.ts';
import { disagreements } from '../../helpers/agree.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';
import { resolve, scriptedTable, simulate } from './setup.ts';

type Char = Record<string, unknown>;

/**
 * Fanfire in the card-driven encounter (malice.md §1.4): one Shoot action that fires every
 * loaded round (up to 6) at a target at Short range, each hitting on a natural 10. a1 fans;
 * B's hand is emptied so that no snap shot answers, and only the scripted d10s decide.
 */
function fanning(
  bs: Char[],
  options: Record<string, unknown> = {},
  a: Char = {},
  plan = 'fanfire',
) {
  const { params, options: o } = resolve(
    'encounter',
    {
      sides: [
        {
          name: 'A',
          plan,
          characters: [{ name: 'a1', x: 0, y: 0, character: 'placeholder', ...a }],
        },
        { name: 'B', characters: bs },
      ],
    },
    options,
  );
  const { w, rules, reset } = scriptedTable(params, o);
  const call = rules as unknown as {
    fanfire: (w: World, c: number, t: number, r: Rng) => void;
    activate: (w: World, c: number, r: Rng) => void;
  };
  w.log = new Trace();
  return {
    w,
    params,
    options: o,
    reset,
    fan: (rng: Rng, t = 1) => call.fanfire(w, 0, t, rng),
    activate: (rng: Rng) => call.activate(w, 0, rng),
    lines: () => traceLines(w.log!.events).join('\n'),
  };
}

const tough = { toughness: 1, boxes: 9 }; // every Toughness test passes; no hit kills

describe('malice encounter: fanfire (malice.md §1.4)', () => {
  it('D5: six rounds at 5", dice 10, 3, 10, 9, 1, 7 → 2 hits, 6 rounds spent', () => {
    const f = fanning([{ name: 'b1', x: 5, y: 0, ...tough }]);
    // Each 10 hits: a location die (5, 6: Graze) and a Toughness die follow (malice.md §1.7, §1.10).
    const rng = ScriptedRng.ofFaces([10, 5, 4, 3, 10, 6, 4, 9, 1, 7]);
    f.fan(rng);
    expect(rng.left).toBe(0);
    expect(f.w.rounds[0]).toBe(0);
    expect(f.w.bodies[1].crossed[GRAZE]).toBe(2);
    expect(f.lines()).toMatch(
      /a1 fans 6 rounds at b1\n.*round 1 at b1: 10, hits .*graze\n.*round 2 at b1: 3, needs 10, misses/,
    );
  });

  it('a natural 10 hits whatever the modifiers; under fanfire.needsNatural10=false cover and a mounted, Lily Livered firer count', () => {
    const bs = [{ name: 'b1', x: 5, y: 0, ...tough }];
    const cover = { cover: [{ x: 4, y: -1, width: 2, height: 2, kind: 'hard' }] };
    const run = (o: Record<string, unknown>) => {
      const { params, options } = resolve(
        'encounter',
        {
          battlefield: cover,
          sides: [
            {
              name: 'A',
              plan: 'fanfire',
              characters: [{ name: 'a1', x: 0, y: 0, character: 'placeholder', mounted: true }],
            },
            { name: 'B', characters: bs },
          ],
        },
        o,
      );
      const w = new World(params, options);
      return w.fanNeed(0, 1, 1, w.coverAgainst(0, 1));
    };
    expect(run({})).toBe(10);
    // 10 − (−1 Lily Livered − 2 mounted − 2 hard cover) = 15: no d10 reaches it (§1.3 modifiers).
    expect(run({ 'fanfire.needsNatural10': false })).toBe(15);
  });

  it('fanfire.multiTarget: the rounds left after the target falls go to the next enemy at Short range; by default they are wasted', () => {
    const bs = [
      { name: 'b1', x: 5, y: 0, toughness: 1, boxes: 1 }, // dies of his first hit
      { name: 'b2', x: 6, y: 2, toughness: 1, boxes: 1 },
    ];
    // Round 1: 10, Leg: b1 is killed; b2 sees it and tests (a 1 passes Toughness 1).
    const one = fanning(bs);
    const r1 = ScriptedRng.ofFaces([10, 1, 1]);
    one.fan(r1);
    expect(r1.left).toBe(0); // rounds 2–6 roll nothing: spent on a dead man
    expect(one.w.rounds[0]).toBe(0);
    expect(one.w.alive[2]).toBe(1);

    const many = fanning(bs, { 'fanfire.multiTarget': true });
    // Rounds 2–6 at b2: 3, 10 (Leg: killed), then nobody is left at Short range.
    const r2 = ScriptedRng.ofFaces([10, 1, 1, 3, 10, 1]);
    many.fan(r2);
    expect(r2.left).toBe(0);
    expect(many.w.alive[2]).toBe(0);
    expect(many.w.bodies[2].crossed[LEG]).toBe(1);
    expect(many.lines()).toMatch(/a1 turns his fanfire on b2\n.*round 2 at b2: 3, needs 10/);
  });

  it('agrees with the exact fanfire procedure: six rounds at 5" on a placeholder character (fixed seed, 4 SE)', () => {
    const f = fanning([{ name: 'b1', x: 5, y: 0, character: 'placeholder' }]);
    f.w.log = null;
    const exactRun = resolve('fanfire', { rounds: 6, distance: 5, character: 'placeholder' });
    const exact = exactRun.proc.exact!(exactRun.params, exactRun.options);
    const layout = exactRun.proc.metrics(exactRun.params, exactRun.options);
    const acc = layout.create();
    const n = 40_000;
    const rng = rngFromSeed('fanfire-in-play');
    const b = f.w.bodies[1];
    for (let i = 0; i < n; i++) {
      f.reset(rng);
      f.fan(rng);
      if (f.w.damageBy.some((d) => d > 0)) acc[layout.slot('pHit')]++;
      if (b.dead) acc[layout.slot('pDead')]++;
      else {
        if (b.unconscious) acc[layout.slot('pUnconscious')]++;
        if (b.lilyLivered) acc[layout.slot('pLilyLivered')]++;
      }
      if (b.dead || b.unconscious) acc[layout.slot('pOut')]++;
    }
    acc[0] = n;
    const some = Object.fromEntries(
      ['pHit', 'pDead', 'pUnconscious', 'pLilyLivered', 'pOut'].map((k) => [k, exact[k]]),
    );
    expect(exact.pHit).toBeCloseTo(0.468559, 6); // C1
    expect(disagreements(layout, acc, some, n)).toEqual([]);
  });

  it('the fanfire plan fans a full gun at Short range, then reloads it (two Reload actions, malice.md §3)', () => {
    const f = fanning([{ name: 'b1', x: 5, y: 0, ...tough }], {}, {});
    const rng = ScriptedRng.ofFaces([1, 1, 1, 1, 1, 1]); // six misses
    f.activate(rng); // action 1: fanfire; action 2: Reload
    expect(rng.left).toBe(0);
    expect(f.w.rounds[0]).toBe(3);
    const next = ScriptedRng.ofFaces([1, 1, 1, 1, 1, 1]);
    f.activate(next); // Reload again, to full, and only then fan
    expect(next.left).toBe(0);
    expect(f.w.rounds[0]).toBe(0);
    expect(f.lines()).toMatch(
      /fans 6 rounds[\s\S]*a1 reloads[\s\S]*a1 reloads\n.*a1 fans 6 rounds/,
    );
  });

  it('the fanfire plan closes from Long to Short range rather than shoot (fanfire only at Short range, D6)', () => {
    const f = fanning([{ name: 'b1', x: 11, y: 0, ...tough }]);
    const rng = ScriptedRng.ofFaces([1, 1, 1, 1, 1, 1]);
    f.activate(rng); // a Move to within 8", then the fanfire
    expect(rng.left).toBe(0);
    expect(f.w.dist(0, 1)).toBeLessThanOrEqual(8);
    expect(f.lines()).toMatch(/a1 moves to[\s\S]*a1 fans 6 rounds/);
  });

  it('fanfire-when-it-pays: fans where modifiers would make plain shots poor (§3: 6·0.1 per 3 actions against 6p per 8), shoots plainly in the open', () => {
    const cover = (kind: string) => ({ cover: [{ x: 4, y: -1, width: 2, height: 2, kind }] });
    const pays = (a: Char, battlefield?: unknown) => {
      const { params, options } = resolve('encounter', {
        ...(battlefield ? { battlefield } : {}),
        sides: [
          {
            name: 'A',
            plan: 'fanfire-when-it-pays',
            characters: [{ name: 'a1', x: 0, y: 0, character: 'placeholder', ...a }],
          },
          { name: 'B', characters: [{ name: 'b1', x: 5, y: 0, ...tough }] },
        ],
      });
      const w = new World(params, options);
      return w.fanPaysNow(0, 0, a.mounted ? 1 : 0, w.coverAgainst(0, 1));
    };
    expect(pays({})).toBe(false); // open: p = 0.5, 0.8 < 1.5
    expect(pays({}, cover('hard'))).toBe(false); // p = 0.3: 0.8 < 0.9
    expect(pays({ mounted: true }, cover('soft'))).toBe(true); // p = 0.2: 0.8 > 0.6
    expect(pays({ mounted: true }, cover('hard'))).toBe(true); // p = 0.1

    // In the open the plan shoots twice; mounted against soft cover it fans.
    const open = fanning([{ name: 'b1', x: 5, y: 0, ...tough }], {}, {}, 'fanfire-when-it-pays');
    const r1 = ScriptedRng.ofFaces([1, 1]);
    open.activate(r1);
    expect(r1.left).toBe(0);
    expect(open.w.rounds[0]).toBe(4);
    expect(open.lines()).not.toMatch(/fans/);

    const { params, options } = resolve('encounter', {
      battlefield: cover('soft'),
      sides: [
        {
          name: 'A',
          plan: 'fanfire-when-it-pays',
          characters: [{ name: 'a1', x: 0, y: 0, character: 'placeholder', mounted: true }],
        },
        { name: 'B', characters: [{ name: 'b1', x: 5, y: 0, ...tough }] },
      ],
    });
    const { w, rules } = scriptedTable(params, options, ['AS']);
    const r2 = ScriptedRng.ofFaces([1, 1, 1, 1, 1, 1]);
    (rules as unknown as { activate: (w: World, c: number, r: Rng) => void }).activate(w, 0, r2);
    expect(r2.left).toBe(0);
    expect(w.rounds[0]).toBe(3); // fanned six, reloaded three
  });

  it('fanfire-when-it-pays closes from Long range when fanning would pay at Short range (mounted, against soft cover)', () => {
    const { params, options } = resolve('encounter', {
      battlefield: { cover: [{ x: 10, y: -1, width: 2, height: 2, kind: 'soft' }] },
      sides: [
        {
          name: 'A',
          plan: 'fanfire-when-it-pays',
          characters: [{ name: 'a1', x: 0, y: 0, character: 'placeholder', mounted: true }],
        },
        { name: 'B', characters: [{ name: 'b1', x: 11, y: 0, ...tough }] },
      ],
    });
    const { w, rules } = scriptedTable(params, options, ['AS']);
    w.log = new Trace();
    const rng = ScriptedRng.ofFaces([1, 1, 1, 1, 1, 1]);
    (rules as unknown as { activate: (w: World, c: number, r: Rng) => void }).activate(w, 0, rng);
    expect(rng.left).toBe(0);
    expect(traceLines(w.log.events).join('\n')).toMatch(
      /a1 moves to 8\.0" from b1\n.*a1 fans 6 rounds at b1/,
    );
  });

  it("aPlan / bPlan override a side's plan (for sweeps)", () => {
    const { params, options } = resolve('encounter', {
      aPlan: 'fanfire',
      sides: [
        { name: 'A', characters: [{ name: 'a1', x: 0, y: 0, character: 'placeholder' }] },
        { name: 'B', characters: [{ name: 'b1', x: 5, y: 0, character: 'placeholder' }] },
      ],
    });
    const w = new World(params, options);
    expect([w.fans[0], w.fans[1]]).toEqual([FAN_ALWAYS, FAN_NEVER]);
  });

  it('over many fights, a fanfire side fights differently, and every trial is accounted for', () => {
    const fight = (plan: string) => {
      const r = resolve('encounter', {
        maxTurns: 10,
        sides: [
          {
            name: 'A',
            plan,
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
      });
      const { acc, layout } = simulate(r.proc, r.params, r.options, 3000, 'fan');
      const winner = layout.get('winner');
      let total = 0;
      for (let i = 0; i < winner.width; i++) total += acc[winner.slot + i];
      expect(total).toBe(3000);
      return acc[winner.slot] / 3000;
    };
    expect(fight('fanfire')).not.toBe(fight('shoot-shoot'));
  });
});
