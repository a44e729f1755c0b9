import type { Rng } from '../../dice/rng.ts';
import { booleanField, numberField } from '../fields.ts';
import {
  campaignProcedure,
  D6,
  d6,
  passTest,
  scored,
  type CampaignTable,
  type Ready,
} from './campaign/table.ts';
import { passCounts, rollPasses } from './pass-dice.ts';

/**
 * Buildings and fire, six-gun-sound.md §12 [L1926–2005]: Starting a Fire (2d6 against
 * 6 − SV, one die fewer in rain), the wind (1d6), and how many turns a fire takes to run the
 * length of a structure: lit (Pass 2 spreads from the next activation; Pass 1 smoulders and
 * catches at the next; Pass 0 tries again next activation), then 6 − SV inches a turn
 * downwind, half that each way with no wind (the RULING of §12).
 */

/** The longest wait the burn-time table lists before "later". */
const MAX_TURNS = 24;
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
} as const;

/** What the fire tests read; the band encounter fills it in for its building. */
export type FireParams = {
  table: string;
  sv: number;
  rain: boolean;
  calm: boolean;
  length: number;
};
type P = FireParams;

const target = (p: P) => 6 - p.sv;
const dice = (p: P) => (p.rain ? 1 : 2);
/** Inches a burning fire spreads after each Activation roll: 6 − SV downwind, half each way when calm. */
export const spreadInches = (p: P) => target(p) / (p.calm ? 2 : 1);
/** Turns of spreading to run the length. */
const spreads = (p: P) => Math.ceil(p.length / spreadInches(p));

/** The turn (from the first try, turn 1) by which the fire has run the structure's length. */
function burnTime(p: P): Ready {
  const outcomes = [
    ...Array.from({ length: MAX_TURNS }, (_, i) => `turn-${i + 1}`),
    `after-turn-${MAX_TURNS}`,
  ];
  const n = spreads(p);
  const at = (turn: number) => Math.min(turn, MAX_TURNS + 1) - 1;
  return {
    outcomes,
    explain: `${dice(p)}d6 against ${target(p)} each turn until it lights, then ${n} turn(s) of spreading`,
    roll(rng: Rng) {
      for (let turn = 1; turn <= MAX_TURNS; turn++) {
        const k = rollPasses(rng, dice(p), target(p));
        if (k > 0) return at(turn + (k === 1 ? 1 : 0) + n);
      }
      return MAX_TURNS;
    },
    exact() {
      const r = passCounts(dice(p), target(p));
      const out = new Float64Array(outcomes.length);
      let unlit = 1;
      for (let turn = 1; turn <= MAX_TURNS; turn++) {
        out[at(turn + n)] += unlit * r[2];
        out[at(turn + 1 + n)] += unlit * r[1];
        unlit *= r[0];
      }
      out[MAX_TURNS] += unlit;
      return out;
    },
  };
}

/** Starting a Fire: 0 started (spreads from the next activation), 1 smoulders (catches at the next), 2 will not light. */
export const LIT = 0,
  SMOULDERS = 1;
export function startFire(p: P): Ready {
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
];

export const fire = campaignProcedure({
  id: 'fire',
  title: 'Buildings and fire',
  description:
    "Fire against buildings (six-gun-sound.md §12): Starting a Fire against 6 − SV (one die fewer in rain), the Wind Direction, and the turns a fire takes to run a structure's length, spreading 6 − SV inches a turn downwind or half that every way when calm. Exact.",
  params,
  tables,
});
