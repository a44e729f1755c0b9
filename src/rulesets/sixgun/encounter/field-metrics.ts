import type { Layout } from '../../../core/layout.ts';
import { FIRE_ENDS, FIRE_WINDS, type BandFire } from './band-fire.ts';
import { VEHICLE_ENDS, type BandVehicle } from './band-vehicle.ts';
import type { GunfightParams } from './schema.ts';
import type { SectionFire } from './section-fire.ts';
import { sectionStructures } from './section-structures.ts';

/** A vehicle's and a burning building's metrics, when the gunfight has them. */
export function fieldLayout(p: GunfightParams, l: Layout): void {
  if (p.vehicle) {
    l.categories('vehicle.end', VEHICLE_ENDS, 'how the vehicle ends the gunfight');
    l.mean('vehicle.quality', "the team's Quality (3 Nags, 4 Pretty Fair, 5 Good)");
    l.mean('vehicle.trampleTests', 'Trample tests taken by men it ran down, per gunfight');
    l.mean('vehicle.trampleHits', 'men it ran down who were hit (B-20), per gunfight');
    l.mean('vehicle.teamHits', 'hits on the team (They Shot One of the Team), per gunfight');
    l.mean('vehicle.losingControl', 'Losing Control tests, per gunfight');
    l.mean('vehicle.thrown', 'riders thrown by a wreck (Passenger Thrown), per gunfight');
    l.mean(
      'vehicle.animalsLost',
      'animals of the team lost: bolted, crippled, dying or dead in a wreck, or cut out after a Stop, per gunfight',
    );
  }
  if (p.building) {
    l.categories(
      'fire.end',
      FIRE_ENDS,
      'the building at the end: not lit, burning, or on fire end to end',
    );
    l.categories('fire.wind', FIRE_WINDS, 'the wind (rolled at the start, or fixed)');
    l.mean('fire.tries', 'Starting a Fire rolls, per gunfight');
    l.mean('fire.areas', 'areas of the building on fire at the end, per gunfight');
    l.mean('fire.drivenOut', 'figures driven out of the building by fire or smoke, per gunfight');
    if (archers(p)) l.mean('fire.arrows', 'flaming arrows that set it alight, per gunfight');
    if (p.building.buckets?.length) {
      l.mean('fire.buckets', 'buckets of water thrown on it, per gunfight');
      l.mean('fire.putOut', 'times the fire was put out, per gunfight');
    }
    if (housed(p))
      l.mean(
        'fire.drivenOutNextDoor',
        "figures driven out of the building's neighbours by fire, per gunfight",
      );
    for (const name of neighbourNames(p))
      l.categories(
        `fire.neighbour.${name}`,
        FIRE_ENDS,
        `the ${name} beside it at the end: not lit, burning (the fire jumped to it), or on fire end to end`,
      );
  }
}

/** Whether a firebug carries a bow (and so shoots flaming arrows). */
function archers(p: GunfightParams): boolean {
  const bugs = new Set(p.building?.firebugs);
  return p.sides.some((s) => s.figures.some((f) => bugs.has(f.name) && f.weapon === 'bow'));
}

/**
 * Whether men may be driven out of a structure beside the building: the scenario puts them in
 * a neighbour, or the building is one of the battlefield section's, where anyone may go inside another.
 */
function housed(p: GunfightParams): boolean {
  return (
    p.building?.piece !== undefined || (p.building?.neighbours ?? []).some((n) => n.inside?.length)
  );
}

/** The structures beside the building, as the fire lists them: the row's neighbours, or the section's other buildings. */
function neighbourNames(p: GunfightParams): string[] {
  if (p.building?.piece === undefined) return (p.building?.neighbours ?? []).map((n) => n.name);
  const { all, held } = sectionStructures(p);
  return all.filter((_, i) => i !== held).map((s) => s.name);
}

/** Records what the vehicle and the fire did in a gunfight. */
export class FieldRecorder {
  private readonly v: Int32Array;
  private readonly f: Int32Array;
  private readonly arrows: number;
  private readonly buckets: number;
  private readonly putOut: number;
  private readonly nextDoor: number;
  private readonly neighbours: Int32Array;

  constructor(p: GunfightParams, l: Layout) {
    const at = (names: string[]) => Int32Array.from(names, (n) => l.slot(n));
    this.v = p.vehicle
      ? at(
          [
            'end',
            'quality',
            'trampleTests',
            'trampleHits',
            'teamHits',
            'losingControl',
            'thrown',
            'animalsLost',
          ].map((n) => `vehicle.${n}`),
        )
      : new Int32Array(0);
    this.f = p.building
      ? at(['end', 'wind', 'tries', 'areas', 'drivenOut'].map((n) => `fire.${n}`))
      : new Int32Array(0);
    this.arrows = p.building && archers(p) ? l.slot('fire.arrows') : -1;
    this.buckets = p.building?.buckets?.length ? l.slot('fire.buckets') : -1;
    this.putOut = p.building?.buckets?.length ? l.slot('fire.putOut') : -1;
    this.nextDoor = housed(p) ? l.slot('fire.drivenOutNextDoor') : -1;
    this.neighbours = at(neighbourNames(p).map((name) => `fire.neighbour.${name}`));
  }

  record(
    field: { vehicles: readonly BandVehicle[]; fire: BandFire | SectionFire | null },
    acc: Float64Array,
  ): void {
    const v = field.vehicles[0],
      f = field.fire;
    if (v && this.v.length) {
      acc[this.v[0] + v.status]++;
      mean(acc, this.v[1], v.quality);
      mean(acc, this.v[2], v.trampleTests);
      mean(acc, this.v[3], v.trampleHits);
      mean(acc, this.v[4], v.teamHits);
      mean(acc, this.v[5], v.losingControl);
      mean(acc, this.v[6], v.thrown);
      mean(acc, this.v[7], v.animalsLost);
    }
    if (f && this.f.length) {
      acc[this.f[0] + f.end()]++;
      acc[this.f[1] + f.wind]++;
      mean(acc, this.f[2], f.tries);
      mean(acc, this.f[3], f.areasBurning());
      mean(acc, this.f[4], f.drivenOut);
      if (this.arrows >= 0) mean(acc, this.arrows, f.arrows);
      if (this.buckets >= 0) {
        mean(acc, this.buckets, f.buckets);
        mean(acc, this.putOut, f.putOut);
      }
      if (this.nextDoor >= 0) mean(acc, this.nextDoor, f.drivenOutNextDoor);
      for (let k = 0; k < this.neighbours.length; k++)
        acc[this.neighbours[k] + f.neighbours[k].end()]++;
    }
  }
}

function mean(acc: Float64Array, slot: number, v: number): void {
  acc[slot] += v;
  acc[slot + 1] += v * v;
}
