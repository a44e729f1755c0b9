import type { SixgunOptions } from '../options.ts';
import type { EncounterCode } from './data.ts';
import { deputiesAllowed, ELECTION_DICE, reElection } from './sheriff.ts';
import type { Ready } from './table.ts';

/**
 * A Sheriff Star's year as the season plays it (six-gun-sound.md §14.10 [L6382–6566]): the
 * record the Fall Election reads, kept from one Fall to the next, and whether he is in office.
 * The Election's modifiers the season can know are one or two (or more) successful robberies,
 * robbers a posse caught and a robbery thwarted [L6518–6528]. A Robbery encounter he comes out
 * of standing is thwarted, any other ending lets the robbers get away; a Posse he comes out of
 * standing caught its robbers. Deputies killing Townsfolk never happens: the season fights one
 * on one. State 0..11 is in office with that record, robberies + 3 × caught + 6 × thwarted;
 * OUT_OF_OFFICE is defeated, pursuing another profession until he stands again next Fall.
 */
export const OUT_OF_OFFICE = 12;
export const SHERIFF_STATES = OUT_OF_OFFICE + 1;

/** Turns count from Spring 1875: the Election opens each Fall, the council sits each Spring. */
export const isFall = (turn: number): boolean => turn % 4 === 2;
export const isSpring = (turn: number): boolean => turn % 4 === 0;

const caught = (x: number) => Math.floor(x / 3) % 2 === 1;

/** The record after an encounter of `type` he came out of standing or not. */
export function recordAfter(x: number, type: EncounterCode, standing: boolean): number {
  if (type === 'R') {
    if (standing) return x < 6 ? x + 6 : x;
    return x % 3 < 2 ? x + 1 : x;
  }
  return type === 'P' && standing && !caught(x) ? x + 3 : x;
}

/** The Election's modifier dice from a record (defeated: a fresh one). */
export function electionDiceOf(x: number): number {
  if (x === OUT_OF_OFFICE) return 0;
  return (
    ELECTION_DICE.robberies[x % 3] +
    (caught(x) ? ELECTION_DICE.posseCaught : 0) +
    (x >= 6 ? ELECTION_DICE.thwarted : 0)
  );
}

/** The Fall's Good Will and Election for each record and Rep, and the council's Deputies by SL. */
export interface SheriffTables {
  /** Re-elected, defeated, run out of town. */
  election(x: number, rep: number): Ready;
  deputies(sl: number): Ready;
  /** The mean Deputies allowed at SL `sl`. */
  meanDeputies(sl: number): number;
}

export function sheriffTables(killed: number, o: SixgunOptions): SheriffTables {
  const elections = new Map<number, Ready>();
  const deputies = new Map<number, Ready>();
  const dep = (sl: number) => {
    let r = deputies.get(sl);
    if (!r) deputies.set(sl, (r = deputiesAllowed(sl, o)));
    return r;
  };
  return {
    election(x, rep) {
      const key = x * 8 + rep;
      let r = elections.get(key);
      if (!r) elections.set(key, (r = reElection(killed, rep, electionDiceOf(x))));
      return r;
    },
    deputies: dep,
    meanDeputies: (sl) =>
      dep(sl)
        .exact()
        .reduce((m, q, k) => m + q * k, 0),
  };
}
