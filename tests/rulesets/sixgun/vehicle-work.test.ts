import { describe, expect, it } from 'vitest';
import type { BandWorld } from '../../../src/rulesets/sixgun/encounter/band-world.ts';
import {
  BOARDED,
  IDLE,
  TOOK_OVER,
  VehicleWork,
  type Crew,
  WORKED,
} from '../../../src/rulesets/sixgun/encounter/vehicle-work.ts';

/** Figures 0 (driver), 1 (aboard) and 2 on one side, 3 on the other. */
function crew() {
  const w = {
    n: 4,
    side: [0, 0, 0, 1],
    alive: new Uint8Array([1, 1, 1, 1]),
    names: ['Amos', 'Ruth', 'Zeke', 'Bart'],
    turn: 1,
    log: null,
  } as unknown as BandWorld;
  const aboard = new Uint8Array([1, 1, 0, 0]);
  const v: Crew = {
    side: 0,
    listed: Int32Array.of(0, 1),
    aboard,
    driver: 0,
    alight: (_w, c) => void (aboard[c] = 0),
    board: (_w, c) => void (aboard[c] = 1),
  };
  return { w, v };
}

describe('the work that keeps a vehicle standing (six-gun-sound.md §10.9 [L2578–2580, L2771–2775])', () => {
  it("hitching and a Stop's cut-out are one piece: the crew works the animals, then the driver climbs aboard", () => {
    for (const cutOut of [false, true]) {
      const { w, v } = crew();
      const work = new VehicleWork(4, [0, 2]);
      const animals = cutOut ? 1 : 3;
      work.start(w, v, animals, cutOut);
      const did = (c: number) => work.step(w, v, c);
      expect(did(3)).toBe(IDLE); // the other side fights
      expect(did(1)).toBe(IDLE); // a passenger who is no hitcher fights
      const steps = cutOut ? [did(0)] : [did(0), did(2), did(0)];
      expect(steps).toEqual(Array(animals).fill(WORKED));
      expect(v.aboard[0]).toBe(0); // he works on foot
      expect([work.left, work.busy]).toEqual([0, true]);
      expect(did(2)).toBe(IDLE);
      expect(did(0)).toBe(BOARDED);
      expect(v.aboard[0]).toBe(1);
      expect(work.busy).toBe(false);
    }
  });

  it('RULING [L2851–2858]: the driver down, the first listed figure to act takes his place and, no hitcher standing, works himself', () => {
    const { w, v } = crew();
    const work = new VehicleWork(4, [0]);
    work.start(w, v, 2, false);
    expect(v.aboard[0]).toBe(0); // the driver of an unhitched team starts on foot
    w.alive[0] = 0;
    expect(work.step(w, v, 2)).toBe(IDLE); // Zeke is not listed on the vehicle
    expect(work.step(w, v, 1)).toBe(TOOK_OVER);
    expect(v.driver).toBe(1);
    expect([work.step(w, v, 1), work.step(w, v, 1), work.step(w, v, 1)]).toEqual([
      WORKED,
      WORKED,
      BOARDED,
    ]);
    expect(work.busy).toBe(false);
  });
});
