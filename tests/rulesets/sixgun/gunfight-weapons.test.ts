import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { Schedule } from '../../../src/encounter/activation/schedule.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { DRY, EMPTY, LAST, LOADED } from '../../../src/rulesets/sixgun/encounter/ammo.ts';
import { gunfight } from '../../../src/rulesets/sixgun/encounter/index.ts';
import { gunfightSchema } from '../../../src/rulesets/sixgun/encounter/schema.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';
import { bandAt } from './band.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;

type Fig = Record<string, unknown>;
const band = (a: Fig[], b: Fig[], more: Fig = {}, side: Fig = {}) =>
  gunfightSchema.parse({
    type: 'GF-2',
    ...more,
    sides: [
      { name: 'White', figures: a },
      { name: 'Red', figures: b, ...side },
    ],
  });

/** Tex, Rep 4: his pistol reaches 12", a shotgun or a repeating carbine 24" (§3.2). */
const tex = (more: Fig = {}) => ({ name: 'Tex', otherWeapon: 'shotgun', ...more });

/** A GF-2 `distance` apart in Game Turn 2 (nobody rolls at the reset). */
const at = (distance: number, a: Fig[], b: Fig[], o = O, side: Fig = {}) =>
  bandAt(band(a, b, { distance }, side), o, ScriptedRng.ofFaces([]));

/** White 4, red 4: doubles, both sides frozen (§4.2 step 2 [L1122]). */
function doubles(order: ReturnType<typeof at>['order']) {
  order.plan(2, ScriptedRng.ofFaces([4, 4]), new Schedule(order.capacity));
  expect(Array.from(order.frozen)).toEqual([1, 1]);
}

describe('GF-2 and GF-3: changing weapons (six-gun-sound.md §3.5, §4.2 step 2 [L1122], §4.3 [L1207])', () => {
  it('A-5(a): white 4, red 4 are doubles: nobody moves or fires; Jim Bob Joe reloads one of his figures and Tex changes from a pistol to a shotgun (activation.doubles: ready-weapons; Jim Bob Joe 18" off, beyond Tex\'s pistol\'s 12" but within his shotgun\'s 24")', () => {
    const { w, rules, order } = at(
      18,
      [{ name: 'Jim Bob Joe', twoPistols: true }, { name: 'Al' }],
      [tex()],
    );
    w.ammo2[0] = EMPTY; // one of JBJ's pistols ran dry
    doubles(order);
    const rng = ScriptedRng.ofFaces([5]); // JBJ's reload roll: not a 1
    rules.startTurn(w, rng);
    expect(rng.left).toBe(0);
    expect([w.ammo[0], w.ammo2[0], w.reloads]).toEqual([LOADED, LOADED, 1]);
    expect([w.weapon[2], w.other[2], w.ammo[2], w.ammoOther[2]]).toEqual([
      'shotgun',
      'pistol',
      LOADED,
      LOADED,
    ]);
    expect(w.weaponSwitches).toBe(1);
    // His reach is now the shotgun's, 6 × Rep 4 (less the inch an advance keeps in hand).
    expect(w.reach[2]).toBe(23);
  });

  it('A-5(a): Tex keeps his pistol when it reaches Jim Bob Joe (10"), with switchWeapons readier or never, and with activation.doubles reload-in-hand (only an empty gun in hand is reloaded)', () => {
    const keeps = (distance: number, o: SixgunOptions, side: Fig = {}) => {
      const { w, rules, order } = at(distance, [{ name: 'Jim Bob Joe' }], [tex()], o, side);
      doubles(order);
      rules.startTurn(w, ScriptedRng.ofFaces([]));
      return [w.weapon[1], w.weaponSwitches];
    };
    expect(keeps(10, O)).toEqual(['pistol', 0]);
    expect(keeps(18, O, { switchWeapons: 'readier' })).toEqual(['pistol', 0]);
    expect(keeps(18, O, { switchWeapons: 'never' })).toEqual(['pistol', 0]);
    expect(keeps(18, { ...O, 'activation.doubles': 'reload-in-hand' })).toEqual(['pistol', 0]);
    expect(keeps(18, O)).toEqual(['shotgun', 1]);
  });

  it('on doubles a frozen man with his gun in hand loaded reloads the empty one he carries (a 1: one last shot in it), and with the one in hand dry changes to the empty one', () => {
    const { w, rules, order } = at(10, [{ name: 'Jim Bob Joe' }], [tex()]);
    w.ammoOther[1] = EMPTY;
    doubles(order);
    const rng = ScriptedRng.ofFaces([1]);
    rules.startTurn(w, rng);
    expect(rng.left).toBe(0);
    expect([w.weapon[1], w.ammo[1], w.ammoOther[1], w.reloads]).toEqual([
      'pistol',
      LOADED,
      LAST,
      1,
    ]);
    w.ammo[1] = DRY;
    w.ammoOther[1] = EMPTY;
    doubles(order);
    rules.startTurn(w, ScriptedRng.ofFaces([]));
    expect([w.weapon[1], w.ammo[1], w.ammoOther[1], w.reloads]).toEqual(['shotgun', EMPTY, DRY, 1]);
  });

  it('§4.3 [L1207]: active with his pistol empty, a man carrying a loaded carbine changes to it and fires instead of reloading', () => {
    const { w, rules } = at(
      10,
      [{ name: 'Jim Bob Joe' }],
      [tex({ otherWeapon: 'repeating-carbine' })],
    );
    w.ammo[1] = EMPTY;
    rules.activate(w, 1, rngFromSeed('weapons-7'));
    expect([w.weapon[1], w.ammoOther[1], w.reloads, w.weaponSwitches]).toEqual([
      'repeating-carbine',
      EMPTY,
      0,
      1,
    ]);
    // With switchWeapons never he reloads the pistol instead.
    const never = at(
      10,
      [{ name: 'Jim Bob Joe' }],
      [tex({ otherWeapon: 'repeating-carbine' })],
      O,
      {
        switchWeapons: 'never',
      },
    );
    never.w.ammo[1] = EMPTY;
    never.rules.activate(never.w, 1, rngFromSeed('weapons-7'));
    expect([never.w.weapon[1], never.w.reloads]).toEqual(['pistol', 1]);
  });

  it('§4.3 [L1207], C-31: changing weapons goes with a normal move: an advancing man who changes walks 6" though his move-fast dice pass; one who does not moves fast, 12"', () => {
    const moved = (policy: string) => {
      const { w, rules } = at(
        40,
        [{ name: 'Jim Bob Joe' }],
        [tex({ otherWeapon: 'repeating-carbine', policy })],
        O,
      );
      w.ammo[1] = policy === 'advance' ? EMPTY : LOADED; // empty: he changes to the loaded carbine
      w.fastTurn[w.group[1]] = w.turn; // the group's move-fast dice this turn: 1 and 1, Pass 2
      w.fastDice[w.group[1] * 2] = w.fastDice[w.group[1] * 2 + 1] = 1;
      const y = w.y[1];
      rules.activate(w, 1, rngFromSeed('weapons-3'));
      return [w.weapon[1], Math.round(y - w.y[1])];
    };
    expect(moved('advance')).toEqual(['repeating-carbine', 6]);
    // The same man, his pistol loaded: he keeps it (neither gun reaches 40") and moves fast.
    const { w, rules } = at(
      40,
      [{ name: 'Jim Bob Joe' }],
      [tex({ otherWeapon: 'repeating-carbine', policy: 'advance' })],
    );
    w.fastTurn[w.group[1]] = w.turn;
    w.fastDice[w.group[1] * 2] = w.fastDice[w.group[1] * 2 + 1] = 1;
    rules.activate(w, 1, rngFromSeed('weapons-3'));
    expect([w.weapon[1], Math.round(40 - w.y[1])]).toEqual(['pistol', 12]);
  });

  it('a wounded arm that cannot fire the long arm in hand counts it as dry: he changes to his pistol', () => {
    const { w, rules } = at(
      10,
      [{ name: 'Jim Bob Joe' }],
      [tex({ weapon: 'shotgun', otherWeapon: 'pistol' })],
    );
    w.offArm[1] = 2; // his off arm unusable: a long arm needs both hands (§3.5 [L904])
    rules.activate(w, 1, rngFromSeed('weapons-5'));
    expect(w.weapon[1]).toBe('pistol');
  });

  it('the next gunfight starts with the weapon listed in hand, both loaded', () => {
    const { w, rules, order } = at(18, [{ name: 'Jim Bob Joe' }], [tex()]);
    doubles(order);
    rules.startTurn(w, ScriptedRng.ofFaces([]));
    w.ammoOther[1] = EMPTY;
    expect(w.weapon[1]).toBe('shotgun');
    w.reset();
    expect([w.weapon[1], w.other[1], w.ammo[1], w.ammoOther[1], w.switched[1]]).toEqual([
      'pistol',
      'shotgun',
      LOADED,
      LOADED,
      0,
    ]);
    expect(w.reach[1]).toBe(11);
    expect(w.weaponSwitches).toBe(0);
  });

  it('bad input: otherWeapon in a GF-1, a second pistol, or beside twoPistols', () => {
    const issues = (type: string, f: Fig) =>
      gunfightSchema
        .safeParse({
          type,
          sides: [
            { name: 'A', figures: [{ name: 'Al', ...f }] },
            { name: 'B', figures: [{ name: 'Bo' }] },
          ],
        })
        .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues('GF-1', { otherWeapon: 'shotgun' })).toEqual([
      'sides.0.figures.0.otherWeapon: otherWeapon needs GF-2 or GF-3 (a GF-1 is fought with the weapon in hand)',
    ]);
    expect(issues('GF-2', { otherWeapon: 'pistol' })?.[0]).toMatch(/twoPistols/);
    expect(issues('GF-2', { otherWeapon: 'shotgun', twoPistols: true })?.[0]).toMatch(/not played/);
    expect(issues('GF-2', { otherWeapon: 'shotgun' })).toBeUndefined();
  });

  it('GF-3 on the trail, 24" apart: two Rep 4 men who carry a shotgun besides the pistol in hand change to it and win more often than with switchWeapons never (fixed seed, > 4 SE); the shotgun does damage and weapons are changed', () => {
    const n = 3000;
    const run = (switchWeapons: string) => {
      const p = gunfightSchema.parse({
        type: 'GF-3',
        sides: [
          {
            name: 'Posse',
            switchWeapons,
            figures: [
              { name: 'Tex', otherWeapon: 'shotgun' },
              { name: 'Slim', otherWeapon: 'shotgun' },
            ],
          },
          { name: 'Gang', figures: [{ name: 'Ike' }, { name: 'Billy' }] },
        ],
      });
      const layout = gunfight.metrics(p, O);
      const acc = layout.create();
      gunfight.simulate(p, O, rngFromSeed('second-gun'), n, acc);
      return {
        wins: acc[layout.slot('winner')] / n,
        switches: acc[layout.slot('weaponSwitches')] / n,
        shotgun: acc[layout.slot('damage.shotgun')] / n,
      };
    };
    const never = run('never'),
      reach = run('reach');
    expect([never.switches, never.shotgun]).toEqual([0, 0]);
    expect(reach.switches).toBeGreaterThan(1);
    expect(reach.shotgun).toBeGreaterThan(0.5);
    const se = Math.sqrt((never.wins * (1 - never.wins) + reach.wins * (1 - reach.wins)) / n);
    expect(reach.wins - never.wins).toBeGreaterThan(4 * se);
  });
});
