import type { Rng } from '../../../src/dice/rng.ts';
import { ScriptedRng, face } from '../../helpers/scripted.ts';
import { ActivationDice } from '../../../src/encounter/activation/activation-dice.ts';
import { Schedule } from '../../../src/encounter/activation/schedule.ts';
import { playEncounter, type EncounterRules } from '../../../src/encounter/loop.ts';
import { BandRules } from '../../../src/rulesets/sixgun/encounter/band-rules.ts';
import { BandWorld } from '../../../src/rulesets/sixgun/encounter/band-world.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import type { SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';

/**
 * A GF-2/GF-3 world and its rules, reset with `rng` (what the reset rolls comes from it) and
 * at turn 2, for a test that plays activations one at a time. `setUp` fixes what a rolled
 * set-up would have (the GF-2's building) before the reset.
 */
export function bandAt(
  p: ConstructorParameters<typeof BandWorld>[0],
  o: SixgunOptions,
  rng: Rng,
  setUp?: (w: BandWorld) => void,
) {
  const w = new BandWorld(p, o);
  setUp?.(w);
  const groupSide = new Int32Array(w.groups);
  for (let c = 0; c < w.n; c++) groupSide[w.group[c]] = w.side[c];
  const order = new ActivationDice(2, groupSide, new Int32Array(w.groups));
  const rules = new BandRules(order);
  rules.reset(w, rng);
  w.turn = 2;
  return { w, rules, order };
}

/**
 * A GF-3 of two figures with `table` (terrain or battlefield): Al fires from (ax, ay) at Bo at
 * (bx, by), neither in cover but Bo behind his own `cover` when given.
 */
export function alFiresAtBo(
  table: Record<string, unknown>,
  o: SixgunOptions,
  [ax, ay]: [number, number],
  [bx, by]: [number, number],
  cover?: string,
) {
  const w = new BandWorld(
    gunfightSchema.parse({
      type: 'GF-3',
      ...table,
      sides: [
        { name: 'A', figures: [{ name: 'Al' }] },
        { name: 'B', figures: [{ name: 'Bo', ...(cover ? { cover } : {}) }] },
      ],
    }),
    o,
  );
  w.reset();
  w.place(0, ax, ay);
  w.place(1, bx, by);
  w.inCover.fill(0);
  if (cover) w.inCover[1] = 1;
  return w.firingOf(0, 1, 0, false, false);
}

/**
 * The Star's four (Jim, Slim, Tex, Dusty, in `cover` if given) hold the `building` (a frame
 * cabin 12" long on their line unless it says otherwise) against the Outlaws Curly and Ike;
 * Curly stands at its wall at `x` and `light()` has him set it alight with a Pass 2 (two 1s
 * against 6 − SV).
 */
export function cabinAlight(
  building: Record<string, unknown>,
  o: SixgunOptions,
  { x = 0, rng = ScriptedRng.ofFaces([]), cover }: { x?: number; rng?: Rng; cover?: string } = {},
) {
  const curly = 4;
  const p = gunfightSchema.parse({
    type: 'GF-3',
    building: { holds: 'Cabin', firebugs: ['Curly'], length: 12, ...building },
    sides: [
      {
        name: 'Cabin',
        figures: ['Jim', 'Slim', 'Tex', 'Dusty'].map((name) =>
          cover ? { name, cover } : { name },
        ),
      },
      { name: 'Outlaws', figures: [{ name: 'Curly' }, { name: 'Ike' }] },
    ],
  });
  const { w, rules } = bandAt(p, o, rng);
  w.place(curly, x, 1);
  const light = () => rules.activate(w, curly, new ScriptedRng([face(1), face(1)]));
  return { w, rules, f: rules.fire!, light };
}

/**
 * One encounter through the engine's turn loop (playEncounter: the activation dice of §4.2,
 * frozen doubles, groups on their leader's Rep), from the reset and then `start`, with no
 * opening (Draw or Stand-Up Fight), for up to `turns` Game Turns: the first turn at whose end
 * `done` holds, or 0.
 */
export function loopUntil(
  w: BandWorld,
  rules: BandRules,
  order: ActivationDice,
  rng: Rng,
  turns: number,
  start: (w: BandWorld, rng: Rng) => void,
  done: () => boolean,
): number {
  let at = 0;
  const probe: EncounterRules<BandWorld> = {
    reset: (w, rng) => {
      rules.reset(w, rng);
      start(w, rng);
    },
    startTurn: (w, rng) => rules.startTurn(w, rng),
    activate: (w, c, rng) => rules.activate(w, c, rng),
    endTurn: (w, rng) => {
      rules.endTurn(w, rng);
      if (!at && done()) at = w.turn;
    },
    trace: (w) => rules.trace(w),
  };
  playEncounter(w, probe, order, new Schedule(order.capacity), turns, rng, { winner: -1, turn: 0 });
  return at;
}
