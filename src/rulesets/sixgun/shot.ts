import { Layout } from '../../core/layout.ts';
import { booleanField, enumField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { flagNamer } from '../validate.ts';
import { COVERS, LOCATIONS, POSTURES, WEAPONS, WEAPON_STATS } from './data.ts';
import { STATE } from './damage.ts';
import {
  exactFiring,
  exposedLocations,
  newFiringResult,
  setupFiring,
  SHOOTER_MOUNTS,
  SIOUXSIDE_RIDER,
  simulateFiring,
  type Firing,
} from './firing.ts';
import type { SixgunOptions } from './options.ts';

const params = {
  rep: numberField({
    default: 4,
    min: 1,
    max: 7,
    integer: true,
    description: "Shooter's Rep (sets effective range and the Shootin' total).",
  }),
  weapon: enumField(WEAPONS, { default: 'pistol', description: 'Weapon fired.', noun: 'weapon' }),
  shots: numberField({
    min: 1,
    max: 3,
    integer: true,
    description: 'Shot dice at this target (default: every die the weapon has left).',
  }),
  shotsBefore: numberField({
    default: 0,
    min: 0,
    max: 2,
    integer: true,
    description:
      'Shots of the same firing declared on earlier targets: they take the highest dice.',
  }),
  shotsAfter: numberField({
    default: 0,
    min: 0,
    max: 2,
    integer: true,
    description: 'Shots of the same firing declared on later targets: they take the lowest dice.',
  }),
  distance: numberField({
    default: 6,
    min: 0,
    unit: 'inches',
    description: 'Distance to the target in inches.',
  }),
  veteran: booleanField({
    default: false,
    description:
      'The shooter is a Veteran or Buffalo Hunter (12× effective range with rifles and buffalo guns).',
  }),
  repModifier: numberField({
    default: 0,
    min: -6,
    max: 6,
    integer: true,
    description: 'Shooting Rep modifier: −1 reaction fire, −2 chest wound, −1 Nag or Tyro…',
  }),
  crackshot: booleanField({ default: false, description: 'Crackshot: +1 to the die.' }),
  toughness: numberField({
    default: 4,
    min: 0,
    max: 7,
    integer: true,
    description: "Target's Toughness (Recoverin' from I'm Hit!).",
  }),
  cover: enumField(COVERS, {
    default: 'none',
    description:
      "Target's cover: obscuring, or a bulletproof loophole, wall/window, corner or woods.",
    noun: 'cover',
  }),
  targetDoing: enumField(POSTURES, {
    default: 'looking',
    description: 'What the target behind bulletproof cover is doing (which locations show).',
    noun: 'posture',
  }),
  prone: booleanField({
    default: false,
    description: 'The target is prone (an 8 misses; obscuring for damage).',
  }),
  higherGround: booleanField({
    default: false,
    description:
      'The shooter is on higher ground or an upper storey (a prone target is not obscured).',
  }),
  targetMovingFast: booleanField({
    default: false,
    description: 'The target is moving fast (an 8 misses).',
  }),
  shooterMovingFast: booleanField({
    default: false,
    description: 'The shooter is moving fast (an 8 misses).',
  }),
  unfamiliar: booleanField({
    default: false,
    description: 'The shooter uses an unfamiliar weapon (an 8 misses).',
  }),
  twoWeapons: booleanField({
    default: false,
    description:
      "The shooter fires two one-handed weapons at once (an 8 misses); the shots are this weapon's, each weapon rolling its own dice in its own shot order.",
  }),
  offArm: booleanField({
    default: false,
    description: 'The shooter uses his off arm, as when his gun arm is disabled (an 8 misses).',
  }),
  gunArmWound: booleanField({
    default: false,
    description: 'The shooter has a wound in his gun arm: −1 Rep when firing.',
  }),
  offArmWound: booleanField({
    default: false,
    description: 'The shooter has a wound in his off arm: −1 Rep with a two-handed weapon.',
  }),
  mounted: booleanField({
    default: false,
    description: 'The target is mounted (an 8 may hit the mount).',
  }),
  siouxside: booleanField({
    default: false,
    description:
      'The target is a mounted Plains warrior riding Siouxside, on the far side of his horse: only hits on the head or an arm reach him, any other hits his horse (They Shot My Horse!). He is mounted: an 8 may hit the mount.',
  }),
  shooterMount: enumField(SHOOTER_MOUNTS, {
    default: 'none',
    description:
      'The shooter fires from a mount: halted; moving (counts as moving fast: an 8 misses); moving-fast (an 8 misses and the effective range is halved).',
    noun: 'mount',
  }),
  shooterOnNag: booleanField({
    default: false,
    description: "The shooter's mount is a Nag: −1 Rep.",
  }),
  bystanders: numberField({
    default: 0,
    min: 0,
    integer: true,
    description:
      'Other figures within 2" of the target (an 8 may hit one; none with the option shot.bystanders off).',
  }),
  aimFor: enumField(LOCATIONS, {
    default: 'head',
    description: 'Location the shooter names on an 11+.',
    noun: 'location',
  }),
} as const;

export type ShotParams = Values<typeof params>;

export const shot: Procedure<ShotParams, SixgunOptions> = {
  id: 'shot',
  title: 'One firing at one target',
  description:
    "One firing: the Shootin' table (or the long-range roll), shot order, cover, Shootin' Damage with the weapon's row, Recoverin' from I'm Hit! and the ammunition check (six-gun-sound.md §3, §6).",
  params,

  check(p, o, name = flagNamer) {
    const problems: string[] = [];
    const w = WEAPON_STATS[p.weapon];
    const shots = p.shots ?? w.targets - p.shotsBefore - p.shotsAfter;
    if (shots < 1 || shots + p.shotsBefore + p.shotsAfter > w.targets) {
      problems.push(
        `a ${p.weapon} rolls at most ${w.targets} shot ${w.targets === 1 ? 'die' : 'dice'} per firing (${name.param('shots', shots)}, ${name.param('shotsBefore', p.shotsBefore)}, ${name.param('shotsAfter', p.shotsAfter)})`,
      );
    }
    if (p.twoWeapons && w.twoHanded)
      problems.push(`only one-handed weapons can be fired two at once, not a ${p.weapon}`);
    const exposed = exposedLocations(p, o);
    const named =
      o['hit.locationDesired'] === 'weighted-rows' || o['hit.locationDesired'] === 'im-hit';
    if (exposed && named && !exposed.includes(p.aimFor)) {
      problems.push(
        `${name.param('aimFor', p.aimFor)} is not exposed behind ${p.cover} while ${p.targetDoing}; choose one of: ${exposed.join(', ')}`,
      );
    }
    if (p.siouxside && named && !SIOUXSIDE_RIDER.includes(p.aimFor)) {
      problems.push(
        `${name.param('aimFor', p.aimFor)} cannot be hit on a rider riding Siouxside; choose one of: ${SIOUXSIDE_RIDER.join(', ')}`,
      );
    }
    return problems;
  },

  metrics(p, o) {
    const f = setupFiring(p, o);
    const layout = new Layout()
      .probability('pHit', 'the first shot die at this target hits it')
      .distribution('hits', 0, f.shots, 'shots that hit the target (before cover and damage)')
      .probability('pObviouslyDead', 'the target is Obviously Dead')
      .probability('pOutOfFight', 'the target is Out of the Fight (and not dead)')
      .probability('pWounded', 'the target is wounded but standing')
      .probability(
        'pNoEffect',
        'no effect on the target (missed, negated, deflected or just a scratch): it takes Been Shot At',
      )
      .probability(
        'pFumble',
        'the weapon must be reloaded after this firing (fumble for cartridges; always for a muzzle loader or a thrown weapon)',
      )
      .probability('pBystanderHit', "an 8 hit a bystander or the target's mount instead");
    return p.siouxside
      ? layout.probability(
          'pHorseHit',
          "a hit on the Siouxside rider's body landed on his horse (They Shot My Horse!); an 8 on the mount is pBystanderHit's",
        )
      : layout;
  },

  explain(p, o) {
    return describeFiring(setupFiring(p, o), p.distance);
  },

  exact(p, o): ExactMetrics {
    const e = exactFiring(setupFiring(p, o));
    const hits: Record<string, number> = {};
    e.hits.forEach((v, k) => (hits[String(k)] = v));
    return {
      pHit: e.pHit,
      hits,
      pObviouslyDead: e.states[STATE.od],
      pOutOfFight: e.states[STATE.oof],
      pWounded: e.states[STATE.wounded] + e.states[STATE.chestWounded],
      pNoEffect: e.states[STATE.unhurt],
      pFumble: e.pFumble,
      pBystanderHit: e.pBystander,
      ...(p.siouxside ? { pHorseHit: e.pHorse } : {}),
    };
  },

  simulate(p, o, rng, trials, acc) {
    const layout = this.metrics(p, o);
    const f = setupFiring(p, o);
    const sHit = layout.slot('pHit');
    const sHits = layout.slot('hits');
    const sOd = layout.slot('pObviouslyDead');
    const sOof = layout.slot('pOutOfFight');
    const sWounded = layout.slot('pWounded');
    const sNone = layout.slot('pNoEffect');
    const sFumble = layout.slot('pFumble');
    const sBystander = layout.slot('pBystanderHit');
    const sHorse = p.siouxside ? layout.slot('pHorseHit') : -1;
    const faces = new Uint8Array(3);
    const r = newFiringResult();
    for (let t = 0; t < trials; t++) {
      simulateFiring(f, rng, faces, r);
      if (r.firstHit) acc[sHit]++;
      acc[sHits + r.hits]++;
      if (r.state === STATE.od) acc[sOd]++;
      else if (r.state === STATE.oof) acc[sOof]++;
      else if (r.state === STATE.unhurt) acc[sNone]++;
      else acc[sWounded]++;
      if (r.fumble) acc[sFumble]++;
      if (r.bystander) acc[sBystander]++;
      if (r.horse > 0 && sHorse >= 0) acc[sHorse]++;
    }
    acc[0] += trials;
  },
};

/** `effective range 12": Shootin' table, shooting Rep 4, 2 shots; an 8 misses (cover)`. */
export function describeFiring(f: Firing, distance: number): string {
  if (f.mode === 'impossible') return `no shot: ${f.reason}`;
  const range = `${distance}" against an effective range of ${f.effectiveRange}"`;
  const shots = `${f.shots} shot${f.shots === 1 ? '' : 's'}${f.dice > f.shots ? ` (sorted dice ${f.first + 1}–${f.first + f.shots} of ${f.dice})` : ''}`;
  if (f.mode === 'long')
    return `${range}: long range, each shot needs a 6 then a die ≤ Rep; ${shots}`;
  const eight = f.eightMisses.length ? `; an 8 misses (${f.eightMisses.join(', ')})` : '';
  const horse = f.siouxside ? '; riding Siouxside, a hit on his body hits his horse' : '';
  return `${range}: Shootin' table at shooting Rep ${f.shootingRep}, ${shots}${eight}${horse}`;
}
