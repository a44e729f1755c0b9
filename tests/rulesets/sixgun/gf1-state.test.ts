import { describe, expect, it } from 'vitest';
import { STATE } from '../../../src/rulesets/sixgun/damage.ts';
import { DRY, EMPTY, LOADED } from '../../../src/rulesets/sixgun/encounter/ammo.ts';
import {
  Gf1States,
  HIDDEN,
  IN_COVER,
  OPEN,
  PER_FIGURE,
  ammoOf,
  figureCode,
} from '../../../src/rulesets/sixgun/encounter/gf1-state.ts';

const pistols = new Gf1States([false, false], [true, true]);
const rifles = new Gf1States([true, true], [true, true]);
const pair = (s: Gf1States, a: number, b: number) => s.code(a, b);
const first = (code: number) => Math.floor(code / PER_FIGURE);

describe('GF-1 states kept apart (encounter/gf1-state.ts)', () => {
  const foe = figureCode(STATE.unhurt, 0, 0, LOADED, OPEN);

  it('six-gun-sound.md §6.5 [L1557–1558], §3.5 [L904]: no arm left to fire his weapon plays as a gun dry for good', () => {
    // A pistol: both arms unusable; a long arm: either.
    const p = figureCode(STATE.wounded, 2, 2, LOADED, IN_COVER);
    expect(ammoOf(first(pair(pistols, p, foe)))).toBe(DRY);
    const r = figureCode(STATE.wounded, 0, 2, EMPTY, IN_COVER);
    expect(ammoOf(first(pair(rifles, r, foe)))).toBe(DRY);
    // A pistol with only its gun arm gone is fired with the off arm: still armed.
    const q = figureCode(STATE.wounded, 2, 0, LOADED, IN_COVER);
    expect(pair(pistols, q, foe)).toBe(q * PER_FIGURE + foe);
  });

  it('§6.5 [L1559]: after a chest wound any hit puts him out, so only what his arms do to his firing is kept', () => {
    // Off arm wounded under a pistol costs nothing: the same as no wound.
    const a = figureCode(STATE.chestWounded, 0, 1, LOADED, OPEN);
    const b = figureCode(STATE.chestWounded, 0, 0, LOADED, OPEN);
    expect(pair(pistols, a, foe)).toBe(pair(pistols, b, foe));
    // With long arms a wound in either arm is the same −1.
    const c = figureCode(STATE.chestWounded, 1, 0, LOADED, OPEN);
    const d = figureCode(STATE.chestWounded, 0, 1, LOADED, OPEN);
    expect(pair(rifles, c, foe)).toBe(pair(rifles, d, foe));
    // A wounded (not chest) man's arms may still be wounded again: kept apart.
    const e = figureCode(STATE.wounded, 0, 1, LOADED, OPEN);
    const f = figureCode(STATE.wounded, 0, 0, LOADED, OPEN);
    expect(pair(pistols, e, foe)).not.toBe(pair(pistols, f, foe));
  });

  it('§5.1 [L1274]: a dry gun leaves his arms nothing to do (a hit on him is a hit whatever it does to them): kept as none', () => {
    const foe = figureCode(STATE.unhurt, 0, 0, LOADED, OPEN);
    const a = figureCode(STATE.wounded, 1, 2, DRY, OPEN);
    const b = figureCode(STATE.wounded, 0, 0, DRY, OPEN);
    expect(pair(pistols, a, foe)).toBe(pair(pistols, b, foe));
  });

  it('one dry for good and out of sight: nothing more happens, only who is wounded is left', () => {
    const dry = figureCode(STATE.chestWounded, 0, 0, DRY, HIDDEN);
    const x = pair(pistols, dry, figureCode(STATE.wounded, 1, 0, EMPTY, IN_COVER));
    const y = pair(
      pistols,
      figureCode(STATE.wounded, 0, 0, DRY, HIDDEN),
      figureCode(STATE.wounded, 0, 1, LOADED, OPEN),
    );
    expect(x).toBe(y);
    // Dry but still in sight: he can still be shot, so his enemy's state is kept.
    const seen = figureCode(STATE.wounded, 0, 0, DRY, OPEN);
    expect(pair(pistols, seen, figureCode(STATE.wounded, 0, 0, EMPTY, IN_COVER))).not.toBe(
      pair(pistols, seen, figureCode(STATE.wounded, 0, 0, LOADED, IN_COVER)),
    );
  });
});
