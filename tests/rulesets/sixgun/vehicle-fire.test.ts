import { describe, expect, it } from 'vitest';
import { fire } from '../../../src/rulesets/sixgun/fire.ts';
import { vehicle } from '../../../src/rulesets/sixgun/vehicle.ts';
import { cli } from '../../helpers.ts';
import { close, everyTableAgrees, odds, rolled } from './campaign/helpers.ts';

describe('Vehicles, six-gun-sound.md §10.9', () => {
  it('B-20: running a Sand 4 man down hits him 5/9 of the time at speed, 1/9 at a normal move', () => {
    const fast = odds(vehicle, { table: 'trample', sand: 4, fast: true });
    close(1 - fast.dodges, 5 / 9);
    close(fast['hit-open-buffalo-gun'], 1 / 9);
    const slow = odds(vehicle, { table: 'trample', sand: 4 });
    close(slow['hit-obscuring-pistol'], 1 / 9);
    close(slow.dodges, 8 / 9);
  });

  it('Vehicle Fast Moving: Quality 4, Driver 4: double move 16/36 + 16/36 × 8/9; a sharp turn wrecks on double 5s or 6s (C-29)', () => {
    const o = odds(vehicle, { table: 'fast-moving' });
    close(o['double-move'], 16 / 36 + (16 / 36) * (8 / 9));
    close(o.wreck, 0);
    const t = odds(vehicle, { table: 'fast-moving', turning: true });
    expect(t.wreck).toBeGreaterThan(2 / 36);
    expect(rolled(vehicle, { table: 'fast-moving', turning: true }, [6, 6])).toBe('wreck');
    expect(rolled(vehicle, { table: 'fast-moving', turning: true }, [3, 5, 5, 5])).toBe('wreck');
  });

  it('rough going: only a Pass 2 on the Driver Challenge tries it (QRS, C-26)', () => {
    const o = odds(vehicle, { table: 'rough-going', sand: 4 });
    close(o['veers-off'], 1 - 16 / 36);
  });

  it('Losing Control: a Crack Teamster rolls 3d6, best 2', () => {
    const plain = odds(vehicle, { table: 'losing-control', driver: 3, quality: 4 });
    close(plain['control-kept'], 1 / 4 + (1 / 2) * (1 / 4)); // Pass 1: a Driver test, DR 3 < Quality 4 keeps only on Pass 2
    const crack = odds(vehicle, {
      table: 'losing-control',
      driver: 3,
      quality: 4,
      crackTeamster: true,
    });
    close(crack['control-kept'], 1 / 2 + (3 / 8) * (1 / 4));
  });

  it('Team Quality: a stage line of Prosperity 4 on 1d6 + 1, a six-horse team with its leader at +1 (at most 5)', () => {
    const o = odds(vehicle, {
      table: 'team-quality',
      owner: 'stagecoach',
      prosperity: 4,
      animals: 6,
    });
    close(o['pretty-fair'], 4 / 6);
    close(o.good, 2 / 6);
    close(o.value!, (4 / 6) * 5 + (2 / 6) * 5);
  });

  it('a driverless 6" wagon halts 15/36 of activations, a 10" coach 33/36 (C-30)', () => {
    close(odds(vehicle, { table: 'driver-down', move: '6' }).halts, 15 / 36);
    close(odds(vehicle, { table: 'driver-down', move: '10' }).halts, 33 / 36);
  });

  it('simulation agrees with the exact answer for every table', () => {
    everyTableAgrees(vehicle, [
      {
        quality: 3,
        driver: 5,
        sand: 5,
        turning: true,
        crackTeamster: true,
        fast: true,
        owner: 'greenhorn',
        prosperity: 1,
      },
      { quality: 5, driver: 3, toughness: 3, owner: 'homesteader', animals: 2, move: '10' },
    ]);
  });
});

describe('Buildings and fire, six-gun-sound.md §12', () => {
  it('Starting a Fire on a frame building (SV 1) rolls against 5; a tent always catches; in rain one die', () => {
    close(odds(fire, { table: 'start-fire', sv: 1 })['spreads-next-activation'], 25 / 36);
    close(odds(fire, { table: 'start-fire', sv: 0 })['spreads-next-activation'], 1);
    close(odds(fire, { table: 'start-fire', sv: 1, rain: true }).smoulders, 5 / 6);
  });

  it('the wind blows west or east a third of the time each', () => {
    const o = odds(fire, { table: 'wind' });
    close(o.west, 1 / 3);
    close(o.north, 1 / 6);
  });

  it('a 12" frame building (5" a turn) has burned its length 3 turns after a Pass 2, a turn later after a Pass 1', () => {
    const o = odds(fire, { table: 'burn-time', sv: 1, length: 12 });
    close(o['turn-4'], 25 / 36);
    close(o['turn-5'], 10 / 36 + (1 / 36) * (25 / 36));
    expect(rolled(fire, { table: 'burn-time', sv: 1, length: 12, calm: true }, [6, 6, 5, 6])).toBe(
      'turn-8',
    );
  });

  it('simulation agrees with the exact answer for every table', () => {
    everyTableAgrees(fire, [
      { sv: 4, length: 30 },
      { sv: 1, rain: true, calm: true },
    ]);
  });

  it('a Structural Value out of range is refused (exit 2)', () => {
    const r = cli(['odds', 'sixgun', 'fire', '--table', 'start-fire', '--sv', '7']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--sv/);
  });
});
