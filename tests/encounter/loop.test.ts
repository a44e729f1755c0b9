import { describe, expect, it } from 'vitest';
import type { Rng } from '../../src/dice/rng.ts';
import { rngFromSeed } from '../../src/dice/rng.ts';
import { ChitCup } from '../../src/encounter/activation/chits.ts';
import { Schedule } from '../../src/encounter/activation/schedule.ts';
import { SideInitiative } from '../../src/encounter/activation/side-initiative.ts';
import { Battlefield } from '../../src/encounter/battlefield.ts';
import { Figures, FLED, OUT } from '../../src/encounter/figures.ts';
import { playEncounter, type EncounterRules, type Outcome } from '../../src/encounter/loop.ts';
import { Trace } from '../../src/encounter/trace.ts';

/** A toy world: two sides of two figures; what happens is written down, and a script says who falls. */
class Toy extends Figures {
  log: Trace | null = new Trace();
  calls: string[] = [];
  /** At activation number k (1-based), the activating figure takes out this figure. */
  kills = new Map<number, number>();
  activations = 0;
  constructor() {
    const bf = new Battlefield({ pieces: [] });
    super({
      sideNames: ['A', 'B'],
      figures: [
        { name: 'a1', side: 0, x: 0, y: 0 },
        { name: 'a2', side: 0, x: 0, y: 2 },
        { name: 'b1', side: 1, x: 10, y: 0 },
        { name: 'b2', side: 1, x: 10, y: 2 },
      ],
      battlefield: bf,
      contact: 1,
    });
  }
}

const rules: EncounterRules<Toy> = {
  reset(w) {
    w.resetFigures();
    w.calls = [];
    w.activations = 0;
  },
  startSide: (w, side) => void w.calls.push(`side ${w.sideNames[side]}`),
  activate(w, c) {
    w.calls.push(w.names[c]);
    const k = w.kills.get(++w.activations);
    if (k !== undefined) w.remove(k, k === 3 ? FLED : OUT);
  },
  endTurn: (w) => void w.calls.push('end'),
  trace: (w) => w.log,
};

/** Side B first every turn. */
const bFirst = new SideInitiative(
  2,
  (_rng: Rng, order: Int32Array) => ((order[0] = 1), (order[1] = 0)),
);
const play = (w: Toy, maxTurns: number) => {
  const out: Outcome = { winner: -2, turn: 0 };
  playEncounter(w, rules, bFirst, new Schedule(2), maxTurns, rngFromSeed('loop'), out);
  return out;
};

describe('the turn loop', () => {
  it('orders each turn by the activation order, starts each side, activates its figures in turn, ends the turn', () => {
    const w = new Toy();
    const out = play(w, 2);
    expect(w.calls).toEqual([
      'side B',
      'b1',
      'b2',
      'side A',
      'a1',
      'a2',
      'end',
      'side B',
      'b1',
      'b2',
      'side A',
      'a1',
      'a2',
      'end',
    ]);
    expect(out).toEqual({ winner: -1, turn: 2 });
    expect(w.log!.lines()).toEqual(['After 2 turns nobody has won: a draw']);
  });
  it('skips figures taken out, and stops the moment one side is left', () => {
    const w = new Toy();
    w.kills = new Map([
      [1, 0],
      [2, 1],
    ]); // b1 takes out a1, b2 takes out a2
    const out = play(w, 5);
    expect(w.calls).toEqual(['side B', 'b1', 'b2']);
    expect(out).toEqual({ winner: 1, turn: 1 });
    expect(w.log!.lines()).toEqual(['Turn 1 — B win']);
    expect([w.status[0], w.alive[0], w.standing[0], w.sidesStanding()]).toEqual([OUT, 0, 0, 1]);
  });
  it('a figure that fled no longer activates; the trial after starts afresh', () => {
    const w = new Toy();
    w.kills = new Map([[1, 3]]); // b1 sends b2 running
    play(w, 1);
    expect(w.calls).toEqual(['side B', 'b1', 'side A', 'a1', 'a2', 'end']);
    expect(w.status[3]).toBe(FLED);
    w.kills = new Map();
    play(w, 1);
    expect(w.calls).toEqual(['side B', 'b1', 'b2', 'side A', 'a1', 'a2', 'end']);
  });
  it('single-figure activations from chits: every figure once per turn', () => {
    const w = new Toy();
    const out: Outcome = { winner: -2, turn: 0 };
    playEncounter(
      w,
      rules,
      new ChitCup([0, 1, 2, 3]),
      new Schedule(4),
      1,
      rngFromSeed('chits'),
      out,
    );
    expect([...w.calls].sort()).toEqual(['a1', 'a2', 'b1', 'b2', 'end']);
  });
  it('an opening plays Game Turn 1 itself (a Draw); the order plans from turn 2, each turn starting after its plan', () => {
    const w = new Toy();
    const turns: number[] = [];
    const withOpening: EncounterRules<Toy> = {
      ...rules,
      opening: (x) => void x.calls.push(`opening in turn ${x.turn}`),
      startTurn: (x) => void x.calls.push(`start ${x.turn}`),
    };
    const order = {
      capacity: 2,
      reset() {},
      plan(turn: number, _rng: Rng, s: Schedule) {
        turns.push(turn);
        s.clear();
      },
    };
    const out: Outcome = { winner: -2, turn: 0 };
    playEncounter(w, withOpening, order, new Schedule(2), 3, rngFromSeed('open'), out);
    expect(turns).toEqual([2, 3]);
    expect(w.calls).toEqual(['opening in turn 1', 'start 2', 'end', 'start 3', 'end']);
    expect(out).toEqual({ winner: -1, turn: 3 });
  });
  it('an opening that leaves one side standing decides the encounter in turn 1', () => {
    const w = new Toy();
    const decisive: EncounterRules<Toy> = {
      ...rules,
      opening: (x) => (x.remove(2), x.remove(3)),
    };
    const out: Outcome = { winner: -2, turn: 0 };
    playEncounter(w, decisive, bFirst, new Schedule(2), 3, rngFromSeed('open'), out);
    expect(out).toEqual({ winner: 0, turn: 1 });
    expect(w.calls).toEqual([]);
  });
});
