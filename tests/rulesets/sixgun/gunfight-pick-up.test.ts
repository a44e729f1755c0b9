import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { Schedule } from '../../../src/encounter/activation/schedule.ts';
import { Trace } from '../../../src/encounter/trace.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { STATE } from '../../../src/rulesets/sixgun/damage.ts';
import { SURRENDERED } from '../../../src/rulesets/sixgun/draw/setup.ts';
import { EMPTY, LOADED } from '../../../src/rulesets/sixgun/encounter/ammo.ts';
import { gunfight } from '../../../src/rulesets/sixgun/encounter/index.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';
import { bandAt } from './band.ts';

const DEFAULTS = defaultsOf(sixgunOptions) as SixgunOptions;
const ON: SixgunOptions = { ...DEFAULTS, 'weapons.pickUp': true };

type Fig = Record<string, unknown>;
/** A GF-2 `distance` apart in Game Turn 2: White's figures 3" apart in a line, Red's facing them. */
const at = (distance: number, a: Fig[], b: Fig[], o: SixgunOptions) =>
  bandAt(
    gunfightSchema.parse({
      type: 'GF-2',
      distance,
      sides: [
        { name: 'White', figures: a },
        { name: 'Red', figures: b },
      ],
    }),
    o,
    ScriptedRng.ofFaces([]),
  );

/** White 4, red 4: doubles, both sides frozen (§4.2 step 2 [L1122]). */
function doubles(order: ReturnType<typeof at>['order']) {
  order.plan(2, ScriptedRng.ofFaces([4, 4]), new Schedule(order.capacity));
  expect(Array.from(order.frozen)).toEqual([1, 1]);
}

describe('GF-2 and GF-3: weapons dropped and picked up (six-gun-sound.md §4.2 step 2 [L1122], §4.3 [L1207], §7.1 step 6 [L1713]; weapons.pickUp)', () => {
  it('§7.1 step 6 [L1713]: a man who passes Got the Drop in the Draw drops his weapons and surrenders; they lie where he stood (weapons.pickUp), and nothing lies with the option off', () => {
    const surrender = (o: SixgunOptions) => {
      // A Rep 5 Cowboy out-draws a Sand 6 Cowboy by 3 or more now and then: the loser's 1d6
      // is always within his Sand, so he surrenders.
      const { w, rules } = at(
        12,
        [{ name: 'Tex', profession: 'cowboy', rep: 5 }],
        [{ name: 'Ike', profession: 'cowboy', rep: 3, sand: 6, otherWeapon: 'shotgun' }],
        o,
      );
      for (let s = 0; s < 3000; s++) {
        w.reset();
        rules.opening(w, rngFromSeed(`drop-${s}`));
        if (w.drawEnd[1] === SURRENDERED) return w;
      }
      throw new Error('no surrender in 3000 Draws');
    };
    const w = surrender(ON);
    expect(w.lying.count).toBe(2);
    expect([w.lying.weapon[0], w.lying.weapon[1]]).toEqual(['pistol', 'shotgun']);
    expect([w.lying.x[0], w.lying.y[0], w.lying.owner[0]]).toEqual([w.x[1], w.y[1], 1]);
    expect(surrender(DEFAULTS).lying.count).toBe(0);
  });

  it('weapons.dropOnOOF (the default): a man put out of the fight leaves his gun where he fell, in its gun state; false: only a surrender drops one; off: nothing', () => {
    const fall = (o: SixgunOptions) => {
      const { w, rules } = at(12, [{ name: 'Tex' }, { name: 'Slim' }], [{ name: 'Ike' }], o);
      w.ammo[1] = EMPTY;
      rules.hurt(w, 1, STATE.oof);
      return w;
    };
    const w = fall(ON);
    expect([w.lying.count, w.lying.weapon[0], w.lying.ammo[0], w.lying.x[0]]).toEqual([
      1,
      'pistol',
      EMPTY,
      w.x[1],
    ]);
    expect(fall({ ...ON, 'weapons.dropOnOOF': false }).lying.count).toBe(0);
    expect(fall(DEFAULTS).lying.count).toBe(0);
  });

  it('§4.3 [L1207]: active with his pistol empty, a man walks to a loaded carbine lying 3" off (his friend\'s, who fell there), picks it up, his pistol in his belt, and fires; with weapons.pickUp off he reloads where he stands', () => {
    const play = (o: SixgunOptions) => {
      const { w, rules } = at(
        10,
        [{ name: 'Tex' }, { name: 'Dusty', weapon: 'repeating-carbine' }],
        [{ name: 'Ike' }],
        o,
      );
      rules.hurt(w, 1, STATE.od);
      w.ammo[0] = EMPTY;
      const x = w.x[0];
      w.log = new Trace();
      rules.activate(w, 0, rngFromSeed('pick-up-1'));
      return { w, moved: w.x[0] - x, said: w.log.lines().join('\n') };
    };
    const on = play(ON);
    expect([on.w.weapon[0], on.w.other[0], on.w.ammoOther[0], on.w.weaponsPickedUp]).toEqual([
      'repeating-carbine',
      'pistol',
      EMPTY,
      1,
    ]);
    expect([on.moved, on.w.reloads, on.w.lying.count]).toEqual([3, 0, 0]);
    expect(on.said).toContain("Tex picks up Dusty's repeating-carbine, his pistol in his belt");
    expect(on.said).toContain('Tex fires at Ike');
    const off = play(DEFAULTS);
    expect([off.w.weapon[0], off.moved, off.w.reloads, off.w.weaponsPickedUp]).toEqual([
      'pistol',
      0,
      1,
      0,
    ]);
  });

  it('a gun beyond a normal move (6"), an empty one, or a man whose gun is loaded: nobody goes for it', () => {
    const goes = (spot: number, lyingAmmo: number, ammo: number) => {
      const { w, rules } = at(10, [{ name: 'Tex' }], [{ name: 'Ike' }], ON);
      w.lying.drop(w.x[0] - spot, w.y[0], 'shotgun', lyingAmmo, 1);
      w.ammo[0] = ammo;
      rules.activate(w, 0, rngFromSeed('pick-up-2'));
      return w.weaponsPickedUp;
    };
    expect(goes(5, LOADED, EMPTY)).toBe(1);
    expect(goes(7, LOADED, EMPTY)).toBe(0);
    expect(goes(5, EMPTY, EMPTY)).toBe(0);
    expect(goes(5, LOADED, LOADED)).toBe(0);
  });

  it('§4.2 step 2 [L1122]: on doubles a frozen man with an empty gun picks up a loaded one lying within 1" of him, rolling nothing; with activation.doubles reload-in-hand, or the gun 2" off, he reloads instead', () => {
    const frozen = (o: SixgunOptions, spot: number) => {
      const { w, rules, order } = at(10, [{ name: 'Tex' }], [{ name: 'Ike' }], o);
      w.lying.drop(w.x[0] + spot, w.y[0], 'shotgun', LOADED, 1);
      w.ammo[0] = EMPTY;
      doubles(order);
      const rng = ScriptedRng.ofFaces([5]); // a reload roll, if he reloads
      rules.startTurn(w, rng);
      return [w.weapon[0], w.reloads, rng.left];
    };
    expect(frozen(ON, 0.5)).toEqual(['shotgun', 0, 1]);
    expect(frozen({ ...ON, 'activation.doubles': 'reload-in-hand' }, 0.5)).toEqual([
      'pistol',
      1,
      0,
    ]);
    expect(frozen(ON, 2)).toEqual(['pistol', 1, 0]);
  });

  it('a man carrying two guns, both empty, leaves the one in hand where he picks the other up; the next gunfight starts with his own guns', () => {
    const { w, rules } = at(10, [{ name: 'Tex', otherWeapon: 'shotgun' }], [{ name: 'Ike' }], {
      ...ON,
      'weapons.dropOnOOF': false,
    });
    w.lying.drop(w.x[0] - 3, w.y[0], 'repeating-carbine', LOADED, 1);
    w.ammo[0] = w.ammoOther[0] = EMPTY;
    rules.activate(w, 0, rngFromSeed('pick-up-3'));
    expect([w.weapon[0], w.other[0], w.lying.count, w.lying.weapon[0], w.lying.ammo[0]]).toEqual([
      'repeating-carbine',
      'shotgun',
      1,
      'pistol',
      EMPTY,
    ]);
    w.reset();
    expect([w.weapon[0], w.other[0], w.ammo[0], w.lying.count, w.weaponsPickedUp]).toEqual([
      'pistol',
      'shotgun',
      LOADED,
      0,
      0,
    ]);
    expect(w.reach[0]).toBe(11);
  });

  it("scenarios/sixgun/pick-up.yaml's GF-2 (fixed seed): with weapons.pickUp men pick up guns and fewer gunfights last to maxTurns (> 4 SE); off, the metric is not reported and nothing is picked up", () => {
    const n = 3000;
    const p = gunfightSchema.parse({
      type: 'GF-2',
      sides: [
        {
          name: 'Star',
          figures: [
            { name: 'Jim Bob Joe', profession: 'gunfighter', rep: 5, sand: 5, toughness: 5 },
            { name: 'Tex', profession: 'cowboy', rep: 4, weapon: 'ml-rifle' },
            { name: 'Slim', profession: 'cowboy', rep: 4, weapon: 'ml-rifle' },
          ],
        },
        {
          name: 'Outlaws',
          figures: [
            { name: 'Black Bart', profession: 'outlaw', rep: 5, sand: 5, toughness: 5 },
            { name: 'Curly', profession: 'outlaw', rep: 4 },
            { name: 'Ike', profession: 'outlaw', rep: 4 },
          ],
        },
      ],
    });
    const run = (o: SixgunOptions) => {
      const layout = gunfight.metrics(p, o);
      const acc = layout.create();
      gunfight.simulate(p, o, rngFromSeed('pick-up'), n, acc);
      const slot = layout.metrics.some((m) => m.name === 'weaponsPickedUp')
        ? layout.slot('weaponsPickedUp')
        : -1;
      return {
        draws: acc[layout.slot('winner') + 2] / n,
        picked: slot < 0 ? null : acc[slot] / n,
      };
    };
    const off = run(DEFAULTS),
      on = run(ON);
    expect(off.picked).toBeNull();
    expect(on.picked).toBeGreaterThan(0.3);
    const se = Math.sqrt((off.draws * (1 - off.draws) + on.draws * (1 - on.draws)) / n);
    expect(off.draws - on.draws).toBeGreaterThan(4 * se);
  });
});
