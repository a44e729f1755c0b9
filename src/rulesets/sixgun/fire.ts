import type { Rng } from '../../dice/rng.ts';
import { booleanField, enumField, numberField } from '../fields.ts';
import {
  campaignProcedure,
  D6,
  d6,
  passTest,
  scored,
  type CampaignTable,
  type Ready,
} from './campaign/table.ts';
import type { SixgunOptions } from './options.ts';
import { passCounts, rollPasses } from './pass-dice.ts';
import { acts, actsChance, MAX_TURNS, TURN_OUTCOMES } from './turn-tables.ts';

/**
 * Buildings and fire, six-gun-sound.md §12 [L1926–2005]: Starting a Fire (2d6 against
 * 6 − SV, one die fewer in rain), the wind (1d6), and how many turns a fire takes to run the
 * length of a structure: lit (Pass 2 spreads from the next activation; Pass 1 smoulders and
 * catches at the next; Pass 0 tries again next activation), then 6 − SV inches a turn
 * downwind, half that each way with no wind (the RULING of §12).
 */

export const WIND = ['north', 'west', 'east', 'south'] as const;
const WIND_BY_D6 = [0, 1, 1, 2, 2, 3];

const params = {
  sv: numberField({
    default: 1,
    min: 0,
    max: 5,
    integer: true,
    description:
      'Structural Value: 0 a tent or teepee, 1 a frame (plank) building, 4 soft field works, 5 stone, brick, log or adobe (§6.6).',
  }),
  rain: booleanField({
    default: false,
    description: 'Rain or a wet fuse: −1d6 on Starting a Fire.',
  }),
  calm: booleanField({
    default: false,
    description: 'No wind: the fire spreads every way at half the rate.',
  }),
  length: numberField({
    default: 12,
    min: 1,
    max: 120,
    integer: true,
    description: 'Inches of structure the fire must run (downwind, or each way when calm).',
  }),
  arrows: booleanField({
    default: false,
    description:
      'Set alight with flaming arrows: no Starting a Fire roll, it spreads from the next activation.',
  }),
  buckets: numberField({
    default: 1,
    min: 1,
    max: 12,
    integer: true,
    description: 'put-out: figures carrying water, each putting out 1" of fire an activation.',
  }),
  leaderRep: numberField({
    default: 4,
    min: 1,
    max: 6,
    integer: true,
    description:
      "put-out: Rep of the bucket carriers' group leader (the group acts in a Game Turn 5 × Rep / 36 of the time).",
  }),
  toward: enumField(WIND, {
    default: 'east',
    description: 'jump: which way the neighbouring structure lies.',
    noun: 'direction',
  }),
  gap: numberField({
    default: 1,
    min: 0,
    max: 12,
    integer: true,
    description: 'jump: inches between the two structures; a fire jumps at most 1".',
  }),
} as const;

/** What the fire tests read; the band encounter fills it in for its building. */
export type FireParams = {
  table: string;
  sv: number;
  rain: boolean;
  calm: boolean;
  length: number;
  arrows: boolean;
  buckets: number;
  leaderRep: number;
  toward: (typeof WIND)[number];
  gap: number;
};
type P = FireParams;

const target = (p: Pick<P, 'sv'>) => 6 - p.sv;
const dice = (p: Pick<P, 'rain'>) => (p.rain ? 1 : 2);
/** Inches a burning fire spreads after each Activation roll: 6 − SV downwind, half each way when calm. */
export const spreadInches = (p: Pick<P, 'sv' | 'calm'>) => target(p) / (p.calm ? 2 : 1);
/** Turns of spreading to run `inches`. */
const spreads = (p: P, inches = p.length) => Math.ceil(inches / spreadInches(p));
/** A fire jumps at most this far to a neighbouring structure, downwind only [L1988–1990]. */
const MAX_JUMP = 1;

/** The outcome index of turn `turn` (1-based), "after" beyond the table. */
const at = (turn: number) => Math.min(turn, MAX_TURNS + 1) - 1;

/**
 * P(the fire has run `n` spreads by turn t), t from the first try (turn 1): each turn 2d6
 * against 6 − SV until it lights, a Pass 1 catching a turn later; flaming arrows light it on
 * turn 1 without a roll [L2003]. Entries MAX_TURNS on are "later".
 */
function spreadDone(p: P, n: number): Float64Array {
  const out = new Float64Array(MAX_TURNS + 1);
  if (p.arrows) {
    out[at(1 + n)] = 1;
    return out;
  }
  const r = passCounts(dice(p), target(p));
  let unlit = 1;
  for (let turn = 1; turn <= MAX_TURNS; turn++) {
    out[at(turn + n)] += unlit * r[2];
    out[at(turn + 1 + n)] += unlit * r[1];
    unlit *= r[0];
  }
  out[MAX_TURNS] += unlit;
  return out;
}

/** Rolls the turn by which the fire has run `n` spreads: an index into TURN_OUTCOMES. */
function rollSpreadDone(p: P, n: number, rng: Rng): number {
  if (p.arrows) return at(1 + n);
  for (let turn = 1; turn <= MAX_TURNS; turn++) {
    const k = rollPasses(rng, dice(p), target(p));
    if (k > 0) return at(turn + (k === 1 ? 1 : 0) + n);
  }
  return MAX_TURNS;
}

/** The turn (from the first try, turn 1) by which the fire has run the structure's length. */
function burnTime(p: P): Ready {
  const n = spreads(p);
  return {
    outcomes: TURN_OUTCOMES,
    explain: `${p.arrows ? 'flaming arrows light it on turn 1' : `${dice(p)}d6 against ${target(p)} each turn until it lights`}, then ${n} turn(s) of spreading`,
    roll: (rng) => rollSpreadDone(p, n, rng),
    exact: () => spreadDone(p, n),
  };
}

/**
 * The fire jumping to a neighbouring structure (§12 [L1986–1990]): only with a wind blowing
 * toward it (the Wind Direction rolled at the start), and only across a gap of at most 1".
 * The neighbour catches once the front has run the structure's length and the gap, counted
 * from the first try as burn-time is; otherwise never, as always with `fire.jump: never`.
 */
function jump(p: P, o: SixgunOptions): Ready {
  const outcomes = [...TURN_OUTCOMES, 'never'];
  const toward = WIND.indexOf(p.toward);
  const jumps = o['fire.jump'] !== 'never';
  const can = jumps && !p.calm && p.gap <= MAX_JUMP;
  const n = spreads(p, p.length + p.gap);
  const wind = windTable();
  return {
    outcomes,
    explain: can
      ? `the wind (1d6) must blow ${p.toward}; then ${p.arrows ? 'lit by arrows' : `${dice(p)}d6 against ${target(p)} until it lights`} and ${n} turn(s) of spreading over ${p.length + p.gap}"`
      : !jumps
        ? 'fire.jump: never: every fire keeps to its structure'
        : p.calm
          ? 'no wind: a fire jumps only downwind'
          : `a ${p.gap}" gap: a fire jumps at most ${MAX_JUMP}"`,
    roll(rng) {
      if (!can) return MAX_TURNS + 1;
      if (wind.roll(rng) !== toward) return MAX_TURNS + 1;
      return rollSpreadDone(p, n, rng);
    },
    exact() {
      const out = new Float64Array(outcomes.length);
      if (!can) {
        out[MAX_TURNS + 1] = 1;
        return out;
      }
      const w = wind.exact()[toward];
      const done = spreadDone(p, n);
      for (let k = 0; k <= MAX_TURNS; k++) out[k] = w * done[k];
      out[MAX_TURNS + 1] = 1 - w;
      return out;
    },
  };
}

/**
 * Putting a fire out (§12 [L2003–2005]): only carried water does it, each bucket 1" of fire.
 * The fire starts as the 1" area attacked and, after each Activation roll, grows by 6 − SV
 * inches (downwind, or half each way when calm: the same total), never beyond the structure's
 * length; then, when their group acts, each carrier throws a bucket (the water at hand). The
 * table gives the Game Turn after it caught in which it is out, `after-turn-24` when the water
 * would get there later, and `burns-on` when too few buckets never put it out: it burns the
 * whole game.
 */
function putOut(p: P): Ready {
  const outcomes = [...TURN_OUTCOMES, 'burns-on'];
  const grow = target(p);
  const q = actsChance(p.leaderRep);
  const step = (e: number) => Math.min(p.length, e + grow);
  // Water every turn is the best the carriers can do: if even that never gets the fire to 0,
  // it burns the whole game; otherwise a fire still burning after the table is out later.
  let never = false;
  for (let e = 1; ;) {
    const next = step(e) - p.buckets;
    if (next <= 0) break;
    if (next >= e) {
      never = true;
      break;
    }
    e = next;
  }
  const unfinished = never ? MAX_TURNS + 1 : MAX_TURNS;
  return {
    outcomes,
    explain: `1" of fire, +${grow}" a turn up to ${p.length}"; ${p.buckets} bucket(s) when the group acts (${Math.min(6, p.leaderRep) * 5}/36 of turns)`,
    roll(rng) {
      let e = 1;
      for (let turn = 1; turn <= MAX_TURNS; turn++) {
        e = step(e);
        if (acts(rng, p.leaderRep)) e -= p.buckets;
        if (e <= 0) return turn - 1;
      }
      return unfinished;
    },
    exact() {
      const out = new Float64Array(outcomes.length);
      let d = new Float64Array(p.length + 1); // P(e inches burning), e ≥ 1
      d[1] = 1;
      for (let turn = 1; turn <= MAX_TURNS; turn++) {
        const next = new Float64Array(p.length + 1);
        for (let e = 1; e <= p.length; e++) {
          if (d[e] === 0) continue;
          const grown = step(e);
          next[grown] += d[e] * (1 - q);
          const left = grown - p.buckets;
          if (left <= 0) out[turn - 1] += d[e] * q;
          else next[left] += d[e] * q;
        }
        d = next;
      }
      for (let e = 1; e <= p.length; e++) out[unfinished] += d[e];
      return out;
    },
  };
}

/** Starting a Fire: 0 started (spreads from the next activation), 1 smoulders (catches at the next), 2 will not light. */
export const LIT = 0,
  SMOULDERS = 1;
export function startFire(p: Pick<P, 'sv' | 'rain'>): Ready {
  return passTest(
    ['spreads-next-activation', 'smoulders', 'will-not-light'],
    dice(p),
    target(p),
    [2, 1, 0],
    `${dice(p)}d6 against ${target(p)}`,
  );
}

/** Wind Direction: an index into WIND. */
export function windTable(): Ready {
  return scored(
    WIND,
    D6,
    d6,
    (s) => WIND_BY_D6[s - 1],
    '1d6: 1 north, 2–3 west, 4–5 east, 6 south',
  );
}

const tables: CampaignTable<P>[] = [
  {
    id: 'start-fire',
    title: 'Starting a Fire (2d6 against 6 − SV; 1d6 in rain)',
    source: 'six-gun-sound.md §12 [L1969–1984]',
    ready: startFire,
  },
  {
    id: 'wind',
    title: 'Wind Direction (1d6 at the start of the game)',
    source: 'six-gun-sound.md §12 [L1992–2001]',
    ready: windTable,
  },
  {
    id: 'burn-time',
    title: 'Turns until a fire set at one end has run the length of the structure',
    source: 'six-gun-sound.md §12 [L1926–2005]',
    ready: burnTime,
  },
  {
    id: 'put-out',
    title: 'Putting it out with buckets: the Game Turn after it caught in which it is out',
    source: 'six-gun-sound.md §12 [L1926–2005]',
    ready: putOut,
  },
  {
    id: 'jump',
    title:
      'The fire jumping to a neighbouring structure downwind (at most 1"): the turn it catches',
    source: 'six-gun-sound.md §12 [L1926–2005]',
    ready: jump,
  },
];

export const fire = campaignProcedure({
  id: 'fire',
  title: 'Buildings and fire',
  description:
    'Fire against buildings (six-gun-sound.md §12): Starting a Fire against 6 − SV (one die fewer in rain; flaming arrows need no roll), the Wind Direction, the turns a fire takes to run a structure\'s length, spreading 6 − SV inches a turn downwind or half that every way when calm, the turn bucket carriers put it out (1" a bucket) and the turn it jumps to a neighbouring structure downwind. Exact.',
  params,
  tables,
});
