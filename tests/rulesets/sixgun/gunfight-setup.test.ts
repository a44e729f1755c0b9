import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { PROFESSIONS } from '../../../src/rulesets/sixgun/data.ts';
import {
  gunfightSetup,
  type GunfightSetupParams,
} from '../../../src/rulesets/sixgun/gunfight-setup.ts';
import { STAR_KINDS } from '../../../src/rulesets/sixgun/gunfight-tables.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { expectAgreesAt } from '../../helpers/agree.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const P = defaultsOf(gunfightSetup.params) as GunfightSetupParams;
const exact = (p: Partial<GunfightSetupParams>) =>
  gunfightSetup.exact!({ ...P, ...p }, O) as Record<string, Record<string, number> | number>;

describe('sixgun gunfight-setup (six-gun-sound.md §13.1)', () => {
  it('type 1–3 GF-1, 4–5 GF-2, 6 GF-3 [L3152–3155]; B-23 [L3157]: a GF-2 is in town 4/6, at a ranch 1/6, on the trail 1/6', () => {
    const e = exact({});
    expect(e.type).toEqual({ 'GF-1': 3 / 6, 'GF-2': 2 / 6, 'GF-3': 1 / 6 });
    const place = e.gf2Place as Record<string, number>;
    expect(place.town).toBeCloseTo(4 / 6, 12);
    expect(place.ranch).toBeCloseTo(1 / 6, 12);
    expect(place.trail).toBeCloseTo(1 / 6, 12);
  });

  it('How Many (GF) [L3181–3193]: equal forces on 6–8, 16/36', () => {
    expect((exact({}).howMany as Record<string, number>).equal).toBeCloseTo(16 / 36, 12);
  });

  it('Gunfight Opponents [L3195–3214]: a Lawman Star never meets a Greenhorn or a Lawman; a Cowboy Star meets Cowboys on 4–7', () => {
    const law = exact({ star: 'lawman' }).opponents as Record<string, number>;
    expect([law.greenhorn, law.lawman]).toEqual([0, 0]);
    expect(law.outlaws).toBeCloseTo(23 / 36, 12); // 6–10
    const cow = exact({ star: 'cowboy' }).opponents as Record<string, number>;
    expect(cow.cowboys).toBeCloseTo(18 / 36, 12); // 4–7
  });

  it('A-3 [L860]: a Mountain Man (veteran range 1–2) is a Veteran on a 1d6 of 1 or 2', () => {
    expect(exact({ profession: 'mountain-man' }).pVeteran).toBeCloseTo(2 / 6, 12);
  });

  it('B-31 [L860]: Veteran on 1–2 (1/3), on 1 (1/6), or never', () => {
    expect(exact({ profession: 'bounty-hunter' }).pVeteran).toBeCloseTo(1 / 3, 12);
    expect(exact({ profession: 'cowboy' }).pVeteran).toBeCloseTo(1 / 6, 12);
    expect(exact({ profession: 'gambler' }).pVeteran).toBe(0);
  });

  it.each(STAR_KINDS.map((star, i) => [star, PROFESSIONS[i * 3]] as const))(
    'simulation agrees with the exact answer: %s Star, a %s (fixed seed, 4 SE)',
    (star, profession) => {
      expectAgreesAt(gunfightSetup, { star, profession }, O, 'gf-setup', star, 50_000);
    },
  );
});
