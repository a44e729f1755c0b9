import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { Trace } from '../../../src/encounter/trace.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { BandRules } from '../../../src/rulesets/sixgun/encounter/band-rules.ts';
import type { BandWorld } from '../../../src/rulesets/sixgun/encounter/band-world.ts';
import { EMPTY } from '../../../src/rulesets/sixgun/encounter/ammo.ts';
import { gunfight } from '../../../src/rulesets/sixgun/encounter/index.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { DAMAGE_EFFECT, DAMAGE_LOCATION } from '../../../src/rulesets/sixgun/data.ts';
import { HORSE_HIT, NO_COVER, STATE, damageCode } from '../../../src/rulesets/sixgun/damage.ts';
import {
  SIOUXSIDE_RIDER,
  exactFiring,
  newFiringResult,
  setupFiring,
  simulateFiring,
} from '../../../src/rulesets/sixgun/firing.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { shot, type ShotParams } from '../../../src/rulesets/sixgun/shot.ts';
import { ScriptedRng, face, pair } from '../../helpers/scripted.ts';
import { bandAt } from './band.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const P = (over: Partial<ShotParams>): ShotParams => ({
  ...(defaultsOf(shot.params) as ShotParams),
  ...over,
});
const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-12);
const ex = (over: Partial<ShotParams>, o: SixgunOptions = O) =>
  shot.exact!(P(over), o) as Record<string, number>;
const siouxside = { ...NO_COVER, rider: SIOUXSIDE_RIDER };

/** The 2d6 pairs of a damage roll whose total satisfies `keep`, out of 36. */
function share(keep: (total: number) => boolean): number {
  let n = 0;
  for (let w = 1; w <= 6; w++) for (let c = 1; c <= 6; c++) if (keep(w + c)) n++;
  return n / 36;
}
const onRider = (t: number) => SIOUXSIDE_RIDER.includes(DAMAGE_LOCATION[t - 2]);

describe('riding "Siouxside" as a firing (six-gun-sound.md §5.3.8 [L8897–8911])', () => {
  it('§5.3.8: a damage roll on his head, gun arm or off arm hits the rider as usual; any other location hits the horse', () => {
    for (let w = 1; w <= 6; w++)
      for (let c = 1; c <= 6; c++) {
        const code = damageCode('pistol', w, c, siouxside);
        if (onRider(w + c)) expect(code).toBe(damageCode('pistol', w, c, NO_COVER));
        else expect(code).toBe(HORSE_HIT);
      }
    close(
      share((t) => !onRider(t)),
      21 / 36,
    );
  });

  it('§5.3.8, §6.2: one Rep 4 pistol shot: a 5 or 6 hits (1/3), and 21/36 of those land on the horse; he is mounted, so a 4 (an 8) hits the mount or a bystander', () => {
    const e = ex({ rep: 4, shots: 1, siouxside: true });
    close(e.pHorseHit, (1 / 3) * (21 / 36));
    close(e.pBystanderHit, 1 / 6);
    // Only the head, gun-arm and off-arm rows can kill him: the pistol's Obviously Dead on them.
    const od = share((t) => onRider(t) && DAMAGE_EFFECT.pistol[t - 2] === 'od');
    close(e.pObviouslyDead, (1 / 3) * od);
    expect(ex({ rep: 4, shots: 1, mounted: true }).pHorseHit).toBeUndefined();
  });

  it("§5.3.8: a scripted hit in the chest (8) of a Siouxside rider is a hit on his horse, no Recoverin' rolled; the same dice in the open hit the rider", () => {
    const rng = new ScriptedRng([face(6), pair(4, 4)]);
    const r = newFiringResult();
    simulateFiring(
      setupFiring(P({ rep: 4, shots: 1, siouxside: true }), O),
      rng,
      new Uint8Array(3),
      r,
    );
    expect([r.hits, r.horse, r.state, rng.left]).toEqual([1, 1, STATE.unhurt, 0]);
  });

  it('§5.3.8 with a named location (C-5): an 11+ aimed at his head hits him; the check refuses a body location', () => {
    expect(shot.check!(P({ siouxside: true, aimFor: 'chest' }), O)[0]).toMatch(/Siouxside/);
    expect(shot.check!(P({ siouxside: true, aimFor: 'gun-arm' }), O)).toEqual([]);
    // Rep 6: a 5 or 6 is 11+, a head row by the weighted reading (the rider's own location).
    const e = ex({ rep: 6, shots: 1, siouxside: true });
    close(e.pHorseHit, (2 / 6) * (21 / 36)); // 3 and 4 (9, 10) are ordinary hits
  });
});

/** The gunfight's rules, with the Duck Back a reaction test forces open to the test. */
class Rules extends BandRules {
  forceDuckBack(w: BandWorld, c: number): void {
    this.duckBack(w, c, '');
  }
}

describe('riding "Siouxside" in GF-2 and GF-3 (six-gun-sound.md §5.3.8 [L8897–8911])', () => {
  /** A GF-3: Al (a Plains warrior unless told otherwise) in the saddle, Bo on foot 10" off. */
  function field(al: object = {}, side: object = {}) {
    const p = gunfightSchema.parse({
      type: 'GF-3',
      sides: [
        {
          name: 'A',
          riders: 'stay-mounted',
          ...side,
          figures: [{ name: 'Al', profession: 'plains-warrior', mount: { quality: 4 }, ...al }],
        },
        { name: 'B', figures: [{ name: 'Bo' }] },
      ],
    });
    const { w, order } = bandAt(p, O, ScriptedRng.ofFaces([]));
    const rules = new Rules(order);
    rules.reset(w, ScriptedRng.ofFaces([]));
    w.turn = 2;
    w.inCover.fill(0);
    w.place(1, w.x[0], w.y[0] + 10);
    return { w, rules };
  }

  it('§5.3.8: a mounted Plains warrior forced to Duck Back rides Siouxside, in the saddle and in sight; a mounted Cowboy ducks back out of sight', () => {
    const pl = field();
    pl.rules.forceDuckBack(pl.w, 0);
    expect([pl.w.siouxside[0], pl.w.mounted[0], pl.w.hidden[0], pl.w.inCover[0]]).toEqual([
      1, 1, 0, 0,
    ]);
    const cowboy = field({ profession: 'cowboy' });
    cowboy.rules.forceDuckBack(cowboy.w, 0);
    expect([cowboy.w.siouxside[0], cowboy.w.hidden[0]]).toEqual([0, 1]);
  });

  it('§5.3.8: a firing at him riding Siouxside is a firing at a Siouxside rider (his horse takes the body hits); in the saddle it is not', () => {
    const { w } = field();
    const saddle = exactFiring(w.firingOf(1, 0, 0, false, false));
    w.siouxside[0] = 1;
    const low = exactFiring(w.firingOf(1, 0, 0, false, false));
    const alone = shot.exact!(P({ rep: 4, distance: 10, siouxside: true }), O) as Record<
      string,
      number
    >;
    expect(saddle.pHorse).toBe(0);
    close(low.pHorse, alone.pHorseHit);
    close(low.pBystander, saddle.pBystander); // an 8 still hits the mount
  });

  it('§5.3.8 [L8909–8911]: he may not reload hanging there: active with an empty gun, he comes up and reloads; riding at will he drops down when active', () => {
    const a = field();
    a.w.siouxside[0] = 1;
    a.w.ammo[0] = EMPTY;
    a.w.log = new Trace();
    a.rules.activate(a.w, 0, ScriptedRng.ofFaces([6, 6]));
    expect(a.w.siouxside[0]).toBe(0);
    expect(a.w.log.lines()[0]).toBe('Turn 2 — Al comes up from Siouxside');
    expect(a.w.log.lines()[1]).toMatch(/^Turn 2 — Al reloads/);
    const b = field({}, { siouxside: 'at-will' });
    b.w.place(1, b.w.x[0], b.w.y[0] + 40); // beyond his pistol's reach: he has no shot
    b.w.log = new Trace();
    b.rules.activate(b.w, 0, ScriptedRng.ofFaces([]));
    expect(b.w.siouxside[0]).toBe(1);
  });

  it('in play (GF-3, Plains warriors in the saddle against Cowboys on foot): riding Siouxside at will, their horses take the hits on their bodies: more horses are hit than when only forced to (fixed seed)', () => {
    const play = (siouxside: string) => {
      const p = gunfightSchema.parse({
        type: 'GF-3',
        sides: [
          {
            name: 'A',
            riders: 'stay-mounted',
            siouxside,
            figures: [1, 2, 3].map((i) => ({
              name: `A${i}`,
              profession: 'plains-warrior',
              mount: { quality: 4 },
            })),
          },
          { name: 'B', figures: [1, 2, 3].map((i) => ({ name: `B${i}` })) },
        ],
      });
      const layout = gunfight.metrics(p, O);
      const acc = layout.create();
      const n = 3000;
      gunfight.simulate(p, O, rngFromSeed('siouxside-play'), n, acc);
      return { horses: acc[layout.slot('horsesHit')] / n };
    };
    const forced = play('when-forced');
    const atWill = play('at-will');
    expect(forced.horses).toBeGreaterThan(0);
    expect(atWill.horses).toBeGreaterThan(1.5 * forced.horses);
  });
});
