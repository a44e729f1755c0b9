import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { PROFESSIONS } from '../../../src/rulesets/sixgun/data.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { passCounts } from '../../../src/rulesets/sixgun/pass-dice.ts';
import {
  OPEN_GROUND,
  reaction,
  resolveReaction,
  setupReaction,
  type ReactionParams,
} from '../../../src/rulesets/sixgun/reaction.ts';
import { TESTS } from '../../../src/rulesets/sixgun/reaction-tables.ts';
import { agrees } from './grid.ts';
import { ScriptedRng, face } from '../../helpers/scripted.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const P = (over: Partial<ReactionParams>): ReactionParams => ({
  ...(defaultsOf(reaction.params) as ReactionParams),
  ...over,
});
const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-12);
const action = (over: Partial<ReactionParams>, o: SixgunOptions = O) =>
  reaction.exact!(P(over), o).action as Record<string, number>;
const stepAt = (over: Partial<ReactionParams>, passes: number) => {
  const p = P(over);
  return setupReaction(p.test, p.profession, p.sand, p, O).steps[passes];
};

describe('sixgun reactions: worked examples (six-gun-sound.md section A)', () => {
  it('A-1 [L767–769]: against Sand 5 a die of 1–5 passes; 0, 1 or 2 passes all happen', () => {
    const p = passCounts(2, 5);
    close(p[2], 25 / 36);
    close(p[1], 10 / 36);
    close(p[0], 1 / 36);
  });

  it('A-9 [L1312]: Wanting to Charge, in cover, Pass 1 → stays and fires (BM)', () => {
    expect(
      stepAt({ test: 'wanting-to-charge', profession: 'buffalo-hunter', cover: true }, 1),
    ).toBe('stay-and-fire');
  });

  it('A-10 [L1338]: Being Charged in the open, Pass 1 → may not fire, readies for melee (BM)', () => {
    expect(stepAt({ test: 'being-charged', profession: 'buffalo-hunter' }, 1)).toBe('ready');
  });

  it("A-11 [L1369]: Keep Fightin' Pass 1, re-roll, Pass 1 again counts as Pass 2 → keeps fighting", () => {
    const p = P({ test: 'keep-fightin', profession: 'buffalo-hunter', sand: 4 });
    const r = setupReaction(p.test, p.profession, p.sand, p, O);
    const rng = new ScriptedRng([face(2), face(6)]); // the re-roll: 2 passes, 6 fails
    expect(r.labels[resolveReaction(r, 1, rng)]).toBe('carry-on');
    expect(rng.left).toBe(0);
  });

  it('A-17 step 3 / C-81 [L1653]: a Pass 1 Duck Back on Been Shot At only fits PH/GGT, or a shot from the flank', () => {
    expect(stepAt({ test: 'been-shot-at', profession: 'homesteader' }, 1)).toBe('duck-back');
    expect(stepAt({ test: 'been-shot-at', profession: 'greenhorn' }, 1)).toBe('duck-back');
    expect(stepAt({ test: 'been-shot-at', profession: 'cowboy' }, 1)).toBe('fire-at-minus-1');
    expect(stepAt({ test: 'been-shot-at', profession: 'cowboy', from: 'flank' }, 1)).toBe(
      'duck-back',
    );
  });

  it('A-6 [L1105–1111]: a Cowboy Ducks Back on Pass 0 in cover or Pass 1 from the flank/rear, and only then', () => {
    const duck = (over: Partial<ReactionParams>) =>
      action({ test: 'been-shot-at', profession: 'cowboy', sand: 4, ...over })['duck-back'];
    close(duck({}), 0);
    close(duck({ cover: true }), 1 / 9);
    close(duck({ from: 'rear' }), 4 / 9);
  });

  it('A-18 [L1719]: Tex (Sand 3) rolls 5 on Got the Drop → fails → the Draw is re-rolled', () => {
    const p = P({ test: 'got-the-drop', sand: 3 });
    const r = setupReaction(p.test, p.profession, p.sand, p, O);
    expect(r.dice).toBe(1);
    const rng = new ScriptedRng([face(5)]);
    expect(r.labels[resolveReaction(r, 0, rng)]).toBe('redraw');
    close(action({ test: 'got-the-drop', sand: 3 }).surrender, 1 / 2);
  });

  it('A-23 / B-33 [L3059]: a Born Leader rolls 3d6 best 2: Sand 4 Pass 0 falls from 1/9 to 1/27', () => {
    const p = P({ test: 'been-shot-at', bornLeader: true });
    expect(setupReaction(p.test, p.profession, p.sand, p, O).dice).toBe(3);
    close(
      (reaction.exact!(P({ test: 'been-shot-at' }), O).passes as Record<string, number>)['0'],
      1 / 9,
    );
    close((reaction.exact!(p, O).passes as Record<string, number>)['0'], 1 / 27);
    // not on Got a Shot
    expect(
      setupReaction('got-a-shot', 'cowboy', 4, { ...OPEN_GROUND, bornLeader: true }, O).dice,
    ).toBe(2);
  });
});

describe("sixgun reactions: re-rolls, INIT and the tables' special cases", () => {
  it('D.2: success after "re-roll, Pass 1 counts as Pass 2 / as Pass 0" and with no re-roll, Sand 2–5', () => {
    const table = {
      2: [0.358, 0.1605, 0.5556],
      3: [0.625, 0.375, 0.75],
      4: [0.8395, 0.642, 0.8889],
      5: [0.9645, 0.8873, 0.9722],
    } as const;
    for (const sand of [2, 3, 4, 5] as const) {
      const [p0, p1, p2] = passCounts(2, sand);
      const as2 = action({ test: 'keep-fightin', profession: 'gunfighter', sand })['carry-on'];
      const as0 = action({ test: 'keep-fightin', profession: 'homesteader', sand })['carry-on'];
      const none = action({ test: 'keep-fightin', profession: 'plains-warrior', sand })['carry-on'];
      close(as2, p2 + p1 * (p1 + p2));
      close(as0, p2 + p1 * p2);
      close(none, p1 + p2);
      expect(as2).toBeCloseTo(table[sand][0], 4);
      expect(as0).toBeCloseTo(table[sand][1], 4);
      expect(none).toBeCloseTo(table[sand][2], 4);
      expect(p0).toBeGreaterThan(0);
    }
  });

  it('B-30 [L1367]: a BM Keep Fightin\' at Sand 4 fails 13/81, so two such figures both fail 169/6561 (the spec\'s "≈ 0.0256" is 0.02576)', () => {
    const fail = action({ test: 'keep-fightin', profession: 'buffalo-hunter', sand: 4 }).runaway;
    close(fail, 13 / 81);
    close(fail ** 2, 169 / 6561);
    expect(fail ** 2).toBeCloseTo(0.0256, 3);
  });

  it("C-8: BM Comin' Back at Sand 4 returns 88.89% by the QRS, 83.95% by the main text's re-roll", () => {
    close(action({ test: 'comin-back', profession: 'mountain-man', sand: 4 })['come-back'], 8 / 9);
    close(
      action(
        { test: 'comin-back', profession: 'mountain-man', sand: 4 },
        { ...O, 'cominBack.bmPass1': 'reroll-1-as-2' },
      )['come-back'],
      68 / 81,
    );
  });

  it('C-54: Got a Shot Pass 1 is an INIT race (the mover fires first on its Pass 2); BMG testers just fire at −1', () => {
    const cw = action({ test: 'got-a-shot', profession: 'cowboy', sand: 4, targetSand: 5 });
    close(cw['target-fires-first'], (4 / 9) * (25 / 36));
    close(cw['fire-at-minus-1'], (4 / 9) * (11 / 36));
    const bmg = action({ test: 'got-a-shot', profession: 'gunfighter', sand: 4 });
    close(bmg['fire-at-minus-1'], 4 / 9);
    close(bmg['target-fires-first'], 0);
  });

  it('Got a Shot approach modifiers: Cowboy from the rear no test, from the flank 1 die; Mountain Man rear 1 die, Buffalo Hunter rear no test', () => {
    close(action({ test: 'got-a-shot', profession: 'cowboy', from: 'rear' })['no-test'], 1);
    expect(
      setupReaction('got-a-shot', 'cowboy', 4, { ...OPEN_GROUND, from: 'flank' }, O).dice,
    ).toBe(1);
    expect(
      setupReaction('got-a-shot', 'mountain-man', 4, { ...OPEN_GROUND, from: 'rear' }, O).dice,
    ).toBe(1);
    close(action({ test: 'got-a-shot', profession: 'buffalo-hunter', from: 'rear' })['no-test'], 1);
    close(action({ test: 'got-a-shot', profession: 'gambler', from: 'flank' })['no-test'], 1);
    close(
      action({ test: 'got-a-shot', profession: 'gambler', hidden: true, sand: 4 })['hold-or-fire'],
      4 / 9,
    );
    close(
      action({ test: 'got-a-shot', profession: 'greenhorn', hidden: true, sand: 4 })['fire'],
      4 / 9,
    );
  });

  it('Flinch: Bounty Hunter/Marshal/Gunfighter roll 3 dice and flinch only on Pass 0; warriors take no Flinch test', () => {
    close(action({ test: 'flinch', profession: 'marshal', sand: 4 }).flinched, (2 / 6) ** 3);
    close(action({ test: 'flinch', profession: 'cowboy', sand: 4 }).unmanned, 1 / 9);
    close(action({ test: 'flinch', profession: 'sheriff', sand: 4 }).draw, 8 / 9);
    close(action({ test: 'flinch', profession: 'greenhorn', sand: 4 }).unmanned, 0);
    close(action({ test: 'flinch', profession: 'sw-warrior' })['no-test'], 1);
  });

  it('C-63: the first matching line: a Sheriff in cover fires rather than charges; a Ranger in cover charges', () => {
    expect(stepAt({ test: 'wanting-to-charge', profession: 'sheriff', cover: true }, 1)).toBe(
      'stay-and-fire',
    );
    expect(stepAt({ test: 'wanting-to-charge', profession: 'sheriff' }, 1)).toBe('charge');
    expect(stepAt({ test: 'wanting-to-charge', profession: 'deputy' }, 1)).toBe('charge-minus-1d6');
    expect(stepAt({ test: 'wanting-to-charge', profession: 'ranger', cover: true }, 1)).toBe(
      'charge',
    );
    expect(stepAt({ test: 'wanting-to-charge', profession: 'outlaw', cover: true }, 1)).toBe(
      'stay-and-fire',
    );
  });

  it('C-50: restored warrior lines (PL Been Shot At, SW Being Charged, Pass 0 in cover); Siouxside for mounted PL', () => {
    close(
      action({ test: 'been-shot-at', profession: 'plains-warrior', cover: true })['duck-back'],
      1 / 9,
    );
    close(
      action({ test: 'been-shot-at', profession: 'plains-warrior', cover: true, mounted: true })
        .siouxside,
      1 / 9,
    );
    close(
      action(
        { test: 'been-shot-at', profession: 'plains-warrior', cover: true },
        { ...O, 'warrior.restoreMissingLines': false },
      ).runaway,
      1 / 9,
    );
    close(action({ test: 'being-charged', profession: 'sw-warrior', cover: true }).ready, 1 / 9);
    close(
      action(
        { test: 'being-charged', profession: 'sw-warrior', cover: true },
        { ...O, 'warrior.restoreMissingLines': false },
      ).runaway,
      1 / 9,
    );
  });

  it("C-51: GGT Comin' Back Pass 1 in cover returns in the Duck Back state by the ruling", () => {
    close(
      action({ test: 'comin-back', profession: 'townsfolk', cover: true })['come-back-duck-back'],
      4 / 9,
    );
    close(
      action(
        { test: 'comin-back', profession: 'townsfolk', cover: true },
        { ...O, 'cominBack.ggtPass1': 'come-back' },
      )['come-back'],
      8 / 9,
    );
    close(action({ test: 'comin-back', profession: 'townsfolk' }).removed, 5 / 9);
  });

  it('BMG Been Shot At Pass 0: Runaway only at odds of 3:1 or worse, Duck Back otherwise', () => {
    close(action({ test: 'been-shot-at', profession: 'gunfighter' })['duck-back'], 1 / 9);
    close(
      action({ test: 'been-shot-at', profession: 'gunfighter', oddsThreeToOne: true }).runaway,
      1 / 9,
    );
  });
});

describe('sixgun reaction: simulation agrees with exact on every profession × test (fixed seed, 4 SE)', () => {
  const situations: Partial<ReactionParams>[] = [
    {},
    { cover: true },
    { from: 'flank', hidden: true },
    { from: 'rear', bornLeader: true },
    { mounted: true, cover: true, targetSand: 2 },
    { muzzleLoader: true, cannotFire: true, oddsThreeToOne: true },
  ];
  const configs: ReactionParams[] = [];
  PROFESSIONS.forEach((profession, pi) =>
    TESTS.forEach((test, ti) =>
      configs.push(
        P({
          profession,
          test,
          sand: 2 + ((pi + ti) % 4),
          ...situations[(pi + ti) % situations.length],
        }),
      ),
    ),
  );
  it(`${configs.length} configurations`, () => {
    configs.forEach((c, i) => agrees(reaction, c, O, `reaction-${i}`, 10_000));
  });
});
