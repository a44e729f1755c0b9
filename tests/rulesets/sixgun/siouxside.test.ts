import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { DAMAGE_EFFECT, DAMAGE_LOCATION } from '../../../src/rulesets/sixgun/data.ts';
import { HORSE_HIT, NO_COVER, STATE, damageCode } from '../../../src/rulesets/sixgun/damage.ts';
import {
  SIOUXSIDE_RIDER,
  newFiringResult,
  setupFiring,
  simulateFiring,
} from '../../../src/rulesets/sixgun/firing.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { shot, type ShotParams } from '../../../src/rulesets/sixgun/shot.ts';
import { ScriptedRng, face, pair } from '../../helpers/scripted.ts';

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
