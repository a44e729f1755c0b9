import { describe, expect, it } from 'vitest';
import { fire } from '../../../src/rulesets/sixgun/fire.ts';
import type { SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { vehicle } from '../../../src/rulesets/sixgun/vehicle.ts';
import { cli } from '../../helpers.ts';
import { close, everyTableAgrees, O, odds, rolled } from './campaign/helpers.ts';

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

  it('C-30\'s alternative (vehicle.driverlessHalt: activation-die): the side\'s activation die never tops a 6" or 10" move, so a driverless vehicle always halts', () => {
    const die = { ...O, 'vehicle.driverlessHalt': 'activation-die' } as SixgunOptions;
    for (const move of ['6', '10'])
      close(odds(vehicle, { table: 'driver-down', move }, die).halts, 1);
  });

  it('§10.9 [L2604]: a wreck frees each animal on 1–4; on 5–6 it is a buffalo-gun hit, one die against Quality: dead on a Head Pass 0 (Quality 3) or a Chest Pass 0 (Quality 5), never merely grazed', () => {
    const o = odds(vehicle, { table: 'wreck-animal', quality: 4 });
    close(o['breaks-free'], 4 / 6);
    close(o.dead, (2 / 6) * (1 / 6) * (1 / 2 + 1 / 6));
    close(o['mortal-wound'], (2 / 6) * (1 / 6) * (1 / 2 + 2 / 6 + 2 / 6));
    close(o.grazed, 0); // a Pass 2 needs two dice
    // Legs at Quality 3: Pass 1 stumbles, then 1d6 against Quality − 1 = 3; Pass 0 breaks the leg.
    close(o.crippled, (2 / 6) * (1 / 6) * (1 / 2 + (1 / 2) * (3 / 6)));
    expect(rolled(vehicle, { table: 'wreck-animal' }, [5, 6, 3, 2])).toBe('spooked');
    expect(rolled(vehicle, { table: 'wreck-animal' }, [4])).toBe('breaks-free');
  });

  it("§10.9 [L2604]: how many of a wrecked four-horse team are left fit to pull is binomial in one animal's chance", () => {
    const one = odds(vehicle, { table: 'wreck-animal', quality: 5 });
    const fit = one.spooked + one['down-half-speed'] + one.grazed;
    const team = odds(vehicle, { table: 'wreck-team', quality: 5, animals: 4 });
    close(team['0'], (1 - fit) ** 4);
    close(team['4'], fit ** 4);
    close(team.value!, 4 * fit);
  });

  it('§10.9 [L2578]: hitching four horses alone takes five activations (four animals, then climbing aboard); the group acts in a turn 20/36 of the time under a Rep 4 leader', () => {
    const o = odds(vehicle, { table: 'hitch', animals: 4, leaderRep: 4 });
    close(o['turn-4'], 0);
    close(o['turn-5'], (20 / 36) ** 5);
    close(o['turn-6'], 5 * (20 / 36) ** 5 * (16 / 36));
    const two = odds(vehicle, { table: 'hitch', animals: 4, hitchers: 2, unhitch: true });
    close(two['turn-2'], (20 / 36) ** 2);
    // Own die then the other side's: 3 ≤ 4 acts; 2 2 doubles; 5 > 4; then 1 6 acts.
    expect(
      rolled(vehicle, { table: 'hitch', animals: 1, leaderRep: 4 }, [3, 5, 2, 2, 5, 1, 1, 6]),
    ).toBe('turn-4');
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

  it('§12 [L2003]: flaming arrows need no Starting a Fire roll: a 12" frame building has burned its length on turn 4 for certain', () => {
    close(odds(fire, { table: 'burn-time', sv: 1, length: 12, arrows: true })['turn-4'], 1);
  });

  it('§12 [L2003–2005]: each bucket puts out 1" — six carriers under a Rep 5 leader drown a frame fire (1" + 5") on turn 1 when their group acts, 25/36; missing it, never on turn 2', () => {
    const o = odds(fire, { table: 'put-out', sv: 1, buckets: 6, leaderRep: 5 });
    close(o['turn-1'], 25 / 36);
    close(o['turn-2'], 0);
    // Fewer buckets than the fire's 5" a turn: it burns the whole game.
    close(odds(fire, { table: 'put-out', sv: 1, buckets: 4 })['burns-on'], 1);
  });

  it('§12 [L2003–2005]: three buckets on soft field works (2" a turn) under a Rep 4 leader: out on turn 1 (20/36), or, after a missed turn, only three acting turns later', () => {
    const q = 20 / 36;
    const o = odds(fire, { table: 'put-out', sv: 4, buckets: 3 });
    close(o['turn-1'], q);
    close(o['turn-2'] + o['turn-3'], 0);
    close(o['turn-4'], (1 - q) * q ** 3);
    // Three buckets beat 2" of growth in the end: what the table leaves is later, never "burns on".
    close(o['burns-on'], 0);
    let byTable = 0;
    for (let t = 1; t <= 24; t++) byTable += o[`turn-${t}`];
    close(o['after-turn-24'], 1 - byTable);
    expect(o['after-turn-24']).toBeGreaterThan(0);
    // Own die, other side's: 6 6 nobody acts (3"); 2 5 acts (5 − 3); 4 1 acts (4 − 3); 1 2 acts: out.
    expect(rolled(fire, { table: 'put-out', sv: 4, buckets: 3 }, [6, 6, 2, 5, 4, 1, 1, 2])).toBe(
      'turn-4',
    );
  });

  it('§12 [L1988–1990]: a fire jumps 1" to a neighbour only downwind: with the neighbour west, only a west wind (1/3) carries it, never when calm or across 2"', () => {
    const o = odds(fire, { table: 'jump', sv: 1, length: 12, toward: 'west', arrows: true });
    close(o.never, 2 / 3);
    close(o['turn-4'], 1 / 3); // 13" at 5" a turn: three spreads after the arrows' turn
    close(odds(fire, { table: 'jump', calm: true }).never, 1);
    close(odds(fire, { table: 'jump', gap: 2 }).never, 1);
    expect(rolled(fire, { table: 'jump', toward: 'south', arrows: true }, [6])).toBe('turn-4');
  });

  it('§12 [L1986–1990] fire.jump: never keeps every fire to its structure: the jump table gives never, rolled or exact, whatever the wind', () => {
    const never = { ...O, 'fire.jump': 'never' } as const;
    const o = odds(fire, { table: 'jump', toward: 'west', arrows: true }, never);
    close(o.never, 1);
    close(o['turn-4'], 0);
    expect(rolled(fire, { table: 'jump', toward: 'south', arrows: true }, [], never)).toBe('never');
  });

  it('simulation agrees with the exact answer for every table', () => {
    everyTableAgrees(fire, [
      { sv: 4, length: 30, buckets: 3, toward: 'west' },
      { sv: 1, rain: true, calm: true },
      { sv: 2, arrows: true, buckets: 5, leaderRep: 6, gap: 0 },
    ]);
  });

  it('a Structural Value out of range is refused (exit 2)', () => {
    const r = cli(['odds', 'sixgun', 'fire', '--table', 'start-fire', '--sv', '7']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--sv/);
  });
});
