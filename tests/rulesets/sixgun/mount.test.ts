import { describe, expect, it } from 'vitest';
import { mount } from '../../../src/rulesets/sixgun/mount.ts';
import { shot } from '../../../src/rulesets/sixgun/shot.ts';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { horsemanshipOf, ownerOf } from '../../../src/rulesets/sixgun/mount-tables.ts';
import { cli } from '../../helpers.ts';
import { close, everyTableAgrees, O, odds, rolled } from './campaign/helpers.ts';

/** The exact pHit of one pistol shot die at a Rep 4 shooter's target, `distance` away. */
const pHit = (over: Record<string, unknown>) =>
  shot.exact!({ ...defaultsOf(shot.params), rep: 4, shots: 1, ...over } as never, O).pHit as number;

describe('Mounts, six-gun-sound.md §10.1–10.8', () => {
  it('§10.1 Mount Quality: a Rep 4 Cowboy rolls 1d6 + 1 (C-23); a Rep 1 Greenhorn 1d6 − 2; an Indian pony Good on 5–6', () => {
    const cowboy = odds(mount, { table: 'quality', owner: 'horseman', prosperity: 4 });
    close(cowboy.nag, 0);
    close(cowboy['pretty-fair'], 4 / 6);
    close(cowboy.good, 2 / 6);
    close(cowboy.value!, (4 / 6) * 4 + (2 / 6) * 5);
    const greenhorn = odds(mount, { table: 'quality', owner: 'townsfolk', prosperity: 1 });
    close(greenhorn.nag, 3 / 6);
    close(greenhorn.good, 0);
    const pony = odds(mount, { table: 'quality', owner: 'indian-pony' });
    close(pony.good, 2 / 6);
    close(pony.nag, 1 / 6);
  });

  it('§10.1: a tethered horse rolls with no modifier, a Good Judge of Horseflesh at +1 [L2069, L3063]', () => {
    close(odds(mount, { table: 'quality', owner: 'tethered', prosperity: 6 }).good, 1 / 6);
    close(odds(mount, { table: 'quality', owner: 'tethered', goodJudge: true }).good, 2 / 6);
    expect(rolled(mount, { table: 'quality', owner: 'tethered', goodJudge: true }, [5])).toBe(
      'good',
    );
  });

  it('§2.1, C-75: Horsemanship is Rep capped at 5 (Cowboy), 3 (Townsfolk) or 4; §10.1 columns by profession', () => {
    expect(horsemanshipOf('cowboy', 6)).toBe(5);
    expect(horsemanshipOf('townsfolk', 5)).toBe(3);
    expect(horsemanshipOf('gambler', 5)).toBe(4);
    expect(horsemanshipOf('plains-warrior', 6)).toBe(5);
    expect(ownerOf('outlaw')).toBe('horseman');
    expect(ownerOf('sheriff')).toBe('townsfolk');
    expect(ownerOf('gambler')).toBe('other');
  });

  it('§10.2 Horsemanship: a Pass 1 counts as the mount passing 2 only when HR ≥ Quality', () => {
    close(
      odds(mount, { table: 'horsemanship', horsemanship: 4, quality: 4 })['counts-pass-2'],
      8 / 9,
    );
    close(
      odds(mount, { table: 'horsemanship', horsemanship: 3, quality: 4 })['counts-pass-2'],
      1 / 4,
    );
  });

  it('§10.3 Mounting Up Under Fire, Quality 4, HR 4: Pass 2 (4/9) or Pass 1 (4/9) then Horsemanship (8/9)', () => {
    close(odds(mount, { table: 'mount-up' }).mounted, 4 / 9 + (4 / 9) * (8 / 9));
    expect(rolled(mount, { table: 'mount-up' }, [5, 6])).toBe('spins-round');
    expect(rolled(mount, { table: 'mount-up' }, [1, 6, 2, 6])).toBe('mounted');
  });

  it('§10.3 Dismounting Under Fire: a Nag with an HR 5 rider bolts only on Pass 0 or a failed Horsemanship test', () => {
    const o = odds(mount, { table: 'dismount', quality: 3, horsemanship: 5 });
    close(o.bolts, 1 / 4 + (1 / 2) * (1 - 25 / 36 - 10 / 36));
  });

  it('§10.3 the drag of a bolting mount: dragged again until 1d6 ≤ HR frees him', () => {
    const o = odds(mount, { table: 'dragged', horsemanship: 3 });
    close(o['1'], 1 / 2);
    close(o['2'], 1 / 4);
    close(o['6-or-more'], 1 / 32);
  });

  it('§10.4 Mounted Moving Fast: a horse goes 24" or 18", a mule 16" or 12"; riding double is −1 Quality (C-88)', () => {
    const h = odds(mount, { table: 'mounted-fast' });
    close(h['double-move'], 4 / 9 + (4 / 9) * (8 / 9));
    close(h.value!, 24 * h['double-move'] + 18 * h['one-and-a-half']);
    const mule = odds(mount, { table: 'mounted-fast', animal: 'mule' });
    close(mule.value!, 16 * mule['double-move'] + 12 * mule['one-and-a-half']);
    const double = odds(mount, { table: 'mounted-fast', double: true });
    close(double['double-move'], 1 / 4 + (1 / 2) * (8 / 9));
  });

  it('§10.4 rough going: only a Pass 2 on the Mounted Challenge tries it; a re-rolled Pass 1 must pass 2', () => {
    const o = odds(mount, { table: 'rough-going', sand: 4 });
    close(o['veers-off'], 1 - (4 / 9 + (4 / 9) * (4 / 9)));
    const no = odds(mount, { table: 'rough-going', sand: 4, veers: true });
    close(no['veers-off'], 5 / 9);
    // Mishap on Rough Going Pass 0 with Quality 3 and no Horsemanship rescue: 1d6 ≤ 3 Stay Mounted.
    expect(rolled(mount, { table: 'rough-going', quality: 3 }, [1, 1, 6, 6, 2, 1, 1])).toBe(
      'stays-on',
    );
    expect(rolled(mount, { table: 'rough-going', quality: 3 }, [1, 1, 6, 6, 5, 6, 6])).toBe(
      'buffalo-gun-and-oof',
    );
  });

  it('§10.6 Stay Mounted against HR; Rider Thrown against Toughness, −1 when moving over 18" (C-86)', () => {
    const s = odds(mount, { table: 'stay-mounted', horsemanship: 5 });
    close(s['stays-on'], 25 / 36);
    close(s['buffalo-gun-damage'], 1 / 36);
    const t = odds(mount, { table: 'rider-thrown', toughness: 4, fast: true });
    close(t['buffalo-gun-and-oof'], 1 / 4);
    close(t['pistol-damage'], 1 / 4);
    close(odds(mount, { table: 'rider-thrown', toughness: 4 })['pistol-damage'], 4 / 9);
  });

  it('§10.7 They Shot My Horse!: a buffalo gun rolls 1d6, so a hit is never just a graze', () => {
    const heavy = odds(mount, { table: 'shot-my-horse', heavy: true });
    close(heavy.grazed, 0);
    const light = odds(mount, { table: 'shot-my-horse', quality: 4 });
    // Neck, abdomen, shoulder/thigh against 4 (4/9 each), chest against 5 (25/36), legs against 3 (1/4).
    close(light.grazed, (3 * (4 / 9) + 25 / 36 + 1 / 4) / 6);
    // Head Pass 2 (against 3: 1/4) spooks; legs Pass 1 (against 3: 1/2) stumbles, then 1d6 ≤ 3 holds.
    close(light.stumbles, ((1 / 2) * (3 / 6)) / 6);
    expect(rolled(mount, { table: 'shot-my-horse' }, [6, 2, 6, 5])).toBe('crippled');
    expect(rolled(mount, { table: 'shot-my-horse' }, [1, 6, 6])).toBe('dead');
  });

  it('§10.7, C-62: the rider of a horse killed outright takes Rider Thrown; a spooked horse, Stay Mounted', () => {
    expect(rolled(mount, { table: 'shot-my-horse-rider' }, [1, 6, 6, 1, 1])).toBe('pistol-damage');
    expect(rolled(mount, { table: 'shot-my-horse-rider' }, [2, 1, 6, 1, 6])).toBe('pistol-damage');
    expect(rolled(mount, { table: 'shot-my-horse-rider' }, [2, 1, 1])).toBe('stays-on');
  });

  it('§10.8 Skittish: a loose mount always moves; a tied one stays on Pass 2', () => {
    const loose = odds(mount, { table: 'skittish' });
    close(loose.stays, 0);
    close(loose['runs-away'], 5 / 9);
    const tied = odds(mount, { table: 'skittish', tied: true });
    close(tied.stays, 4 / 9);
    close(tied['breaks-loose'], 4 / 9);
  });

  it('§5.3.8 Siouxside: only head (2, 3, 5), gun arm (7) and off arm (11) hit the rider: 15/36', () => {
    const o = odds(mount, { table: 'siouxside' });
    close(o['rider-head'] + o['rider-gun-arm'] + o['rider-off-arm'], 15 / 36);
    close(o.horse, 21 / 36);
  });

  it('§10.5, C-58: from a moving mount an 8 misses; from a fast one the effective range is halved; from a Nag −1 Rep', () => {
    close(pHit({}), 1 / 2);
    close(pHit({ shooterMount: 'halted' }), 1 / 2);
    close(pHit({ shooterMount: 'moving' }), 1 / 3);
    close(pHit({ shooterMount: 'halted', shooterOnNag: true }), 1 / 3);
    // A Rep 4 pistol reaches 12", halved to 6": at 7" it fires at long range (a 6, then ≤ Rep).
    close(pHit({ distance: 7, shooterMount: 'moving' }), 1 / 3);
    close(pHit({ distance: 7, shooterMount: 'moving-fast' }), (1 / 6) * (4 / 6));
  });

  it('simulation agrees with the exact answer for every table', () => {
    everyTableAgrees(mount, [
      { quality: 3, horsemanship: 5, sand: 5, owner: 'townsfolk', prosperity: 2, tied: true },
      {
        quality: 5,
        horsemanship: 2,
        toughness: 3,
        fast: true,
        double: true,
        heavy: true,
        owner: 'tethered',
        goodJudge: true,
        veers: true,
      },
    ]);
  });

  it('a Quality outside 3–5 is refused (exit 2)', () => {
    const r = cli(['odds', 'sixgun', 'mount', '--table', 'mount-up', '--quality', '6']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--quality/);
  });
});
