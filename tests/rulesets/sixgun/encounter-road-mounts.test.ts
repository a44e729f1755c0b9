import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { HORSE, type BandMounts } from '../../../src/rulesets/sixgun/encounter/band-mounts.ts';
import {
  VEHICLE_ENDS,
  type BandVehicle,
} from '../../../src/rulesets/sixgun/encounter/band-vehicle.ts';
import { TypedForces } from '../../../src/rulesets/sixgun/encounter/types/forces.ts';
import { typeOf } from '../../../src/rulesets/sixgun/encounter/types/registry.ts';
import { setupOf } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import { encounter } from '../../../src/rulesets/sixgun/encounter/types/index.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';
import { O } from './campaign/helpers.ts';
import { typed } from './typed.ts';

/** The set-up's dice scripted, everything after them from a seed. */
class SetupScripted extends ScriptedRng {
  private readonly rest = rngFromSeed('road-mounts');
  override below(n: number): number {
    return this.left > 0 ? super.below(n) : this.rest.below(n);
  }
  override u32(): number {
    return this.left > 0 ? super.u32() : this.rest.u32();
  }
}

/**
 * One trial set up and reset (the world before its first turn): who of side 0 starts mounted,
 * and whose horse stands tied, as a string of r (riding), t (tied) and - (no mount), in order.
 */
function start(type: string, locale: string, setup: Record<string, unknown>, faces: number[]) {
  return startWorld(type, locale, setup, faces).s;
}

/** The same, with the world (its figures' mounts' moves among its columns). */
function startWorld(type: string, locale: string, setup: Record<string, unknown>, faces: number[]) {
  const p = typed(type, locale, {}, setup);
  const t = typeOf(p.type);
  const run = t.prepare(p, setupOf(p), O, encounter.metrics(p, O));
  const rng = new SetupScripted(faces.map((f) => f - 1));
  const { w, rules } = new TypedForces(p, t, O, run).roll(rng);
  rules.reset(w, rng);
  expect(rng.left).toBe(0);
  const m = (rules as unknown as { band: { mounts: BandMounts } }).band.mounts;
  let s = '';
  for (let c = 0; c < w.n; c++)
    if (w.side[c] === 0)
      s += w.mounted[c] ? 'r' : m.horse[c] === HORSE.tied && m.saddled[c] ? 't' : '-';
  return { s, w };
}

describe('the party on the road starts on its mounts (six-gun-sound.md §13.9 and §13.10 Deployment)', () => {
  it('§13.9 [L3832–3837]: a wagon train’s bullwhackers ride their wagons and its escort is mounted; passing more on the Hold Up table the escort is down, each horse tied behind him', () => {
    // 3 wagons (a 3), Rangers (a 2), 1 + (5 − SL 3) = 3 of them; 2d6 = 3 + 4 (equal).
    const faces = [3, 2, 5, 3, 4];
    const setup = { target: 'freight-wagons', attackers: 'outlaws' };
    expect(start('hold-up', 'arizona', { ...setup, holdUp: 'same' }, faces)).toBe('---rrr');
    expect(start('hold-up', 'arizona', { ...setup, holdUp: 'ours-by-1' }, faces)).toBe('---ttt');
  });

  it('§13.9: a mule train’s skinners ride saddle mules with its escort; a stage’s guard beside the driver and its passengers do not, the other guards ride alongside', () => {
    // 8 mules (a 5): 3 skinners; a Gunfighter; 2d6 = 3 + 4.
    const mules = {
      target: 'pack-mules',
      guards: 'gunfighter',
      attackers: 'outlaws',
      holdUp: 'same',
    };
    expect(start('hold-up', 'arizona', mules, [5, 3, 4])).toBe('rrrr');
    // A stage: 2 passengers (a 3); Rangers, 1 + (6 − 3) = 4; 2d6 = 3 + 4.
    const stage = { target: 'stagecoach', guards: 'rangers', attackers: 'outlaws', holdUp: 'same' };
    expect(start('hold-up', 'arizona', stage, [3, 6, 3, 4])).toBe('--rrr--');
  });

  it('§13.9 [L3836], §10.1 [L2084]: the skinners ride saddle mules, 8" a move, the escort a horse, 12"', () => {
    // 8 mules (a 5): 3 skinners; a Gunfighter; 2d6 = 3 + 4.
    const mules = { target: 'pack-mules', guards: 'gunfighter', attackers: 'outlaws' };
    for (const holdUp of ['same', 'ours-by-1']) {
      const { w } = startWorld('hold-up', 'arizona', { ...mules, holdUp }, [5, 3, 4]);
      expect(Array.from(w.mountMove.subarray(0, 4)), holdUp).toEqual([8, 8, 8, 12]);
    }
  });

  it('§13.10 [L3912–3918]: on horseback everyone rides; with a wagon the Deputy driving does not; with a stage neither does the lawman inside with the prisoner', () => {
    // Rangers (a 4), 1 + (6 − SL 2) = 5; How Many (PT) 2d6 = 1 + 1.
    const rangers = { escort: 'rangers', holdUp: 'same' };
    expect(
      start('prisoner-transport', 'indian-territory', { ...rangers, mode: 'horseback' }, [6, 1, 1]),
    ).toBe('rrrrr');
    expect(
      start('prisoner-transport', 'indian-territory', { ...rangers, mode: 'wagon' }, [6, 1, 1]),
    ).toBe('-rrrrr');
    // A stage: 1 passenger (a 2).
    expect(
      start(
        'prisoner-transport',
        'indian-territory',
        { ...rangers, mode: 'stagecoach' },
        [6, 2, 1, 1],
      ),
    ).toBe('--rrrr-');
  });
});

describe('the Hold Up’s stage on the field (six-gun-sound.md §13.9, §10.9)', () => {
  /** One trial set up and reset: who of side 0 is aboard the vehicle (a), and its status. */
  function stage(holdUp: string) {
    const setup = { target: 'stagecoach', guards: 'rangers', attackers: 'outlaws', holdUp };
    const p = typed('hold-up', 'arizona', {}, setup);
    const t = typeOf(p.type);
    const run = t.prepare(p, setupOf(p), O, encounter.metrics(p, O));
    // 2 passengers (a 3); 1 + (6 − 3) = 4 Rangers; 2d6 = 3 + 4.
    const rng = new SetupScripted([3, 6, 3, 4].map((f) => f - 1));
    const { w, rules } = new TypedForces(p, t, O, run).roll(rng);
    rules.reset(w, rng);
    const [v] = (rules as unknown as { band: { vehicles: BandVehicle[] } }).band.vehicles;
    let s = '';
    for (let c = 0; c < w.n; c++) if (w.side[c] === 0) s += v.aboard[c] ? 'a' : '-';
    return { s, status: VEHICLE_ENDS[v.status], kind: v.spec.kind };
  }

  it('travelling (same passes), the Deputy drives it with the guard beside him and the passengers inside [L3832–3837]; the guards riding alongside are not aboard', () => {
    expect(stage('same')).toEqual({ s: 'aa---aa', status: 'standing', kind: 'stagecoach' });
  });

  it('the party passing more has it standing, the team unhitched, everyone down behind it [L3841–3859]', () => {
    expect(stage('ours-by-1')).toEqual({ s: '-------', status: 'stopped', kind: 'stagecoach' });
  });
});
