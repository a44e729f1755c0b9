import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { shot, type ShotParams } from '../../../src/rulesets/sixgun/shot.ts';
import { agrees } from './grid.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const base = defaultsOf(shot.params) as ShotParams;

/** Situations crossed with weapons, Reps 2–7 and Toughness 2–5 in rotation. */
const situations: Partial<ShotParams>[] = [
  {},
  { cover: 'obscuring' },
  { cover: 'wall', targetDoing: 'firing-rifle' },
  { cover: 'corner-away', targetDoing: 'firing-pistol', aimFor: 'chest' },
  { prone: true },
  { prone: true, higherGround: true, mounted: true },
  { mounted: true, bystanders: 1 },
  { targetMovingFast: true, crackshot: true },
  { repModifier: -1, shotsBefore: 1, shots: 1 },
  { distance: 30 },
  { cover: 'loophole', twoWeapons: false, repModifier: 2 },
  { cover: 'woods', targetDoing: 'firing-pistol' },
  // §3.5, §6.2 row 8, §6.5: two weapons, the off arm and the arm wounds.
  { twoWeapons: true, mounted: true, gunArmWound: true },
  { offArm: true, bystanders: 2, offArmWound: true },
  { gunArmWound: true, offArmWound: true, cover: 'obscuring' },
  // §5.3.8: a rider riding Siouxside, his horse taking the hits on his body.
  { siouxside: true },
  { siouxside: true, cover: 'obscuring', distance: 30 },
];
const weapons = [
  'pistol',
  'scattergun',
  'shotgun',
  'repeating-carbine',
  'buffalo-gun',
  'bow',
  'derringer',
] as const;
const configs: ShotParams[] = [];
weapons.forEach((weapon, wi) => {
  situations.forEach((s, si) => {
    const rep = 2 + ((wi + si) % 6);
    const toughness = 2 + ((wi * 3 + si) % 4);
    const distance = weapon === 'derringer' ? Math.min(6, s.distance ?? 4) : (s.distance ?? 4);
    const c: ShotParams = { ...base, weapon, rep, toughness, ...s, distance };
    if (c.shotsBefore > 0 && weapon !== 'scattergun' && weapon !== 'pistol') return;
    if (shot.check!(c, O).length === 0) configs.push(c);
  });
});
const optionVariants: Partial<SixgunOptions>[] = [
  {},
  { 'hit.locationDesired': 'ignore-cover' },
  { 'obscuring.tie': 'full-effect' },
];

describe('sixgun shot: simulation agrees with exact (fixed seed, 4 standard errors)', () => {
  it(`covers at least 60 configurations (${configs.length})`, () => {
    expect(configs.length).toBeGreaterThanOrEqual(60);
  });

  it.each(configs.map((c, i) => [i, c] as const))('configuration %i', (i, params) => {
    agrees(
      shot,
      params,
      { ...O, ...optionVariants[i % optionVariants.length] },
      `shot-${i}`,
      20_000,
    );
  });
});
