import { Layout } from '../../core/layout.ts';
import { booleanField, enumField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import { CLASSES, CLASS_NAMES, FAN_FIRE_CAP, FAN_FIRE_DICE } from './data.ts';
import { missingData } from './missing.ts';
import type { Frag004Options } from './options.ts';

const params = {
  mode: enumField(['single', 'fan'], {
    default: 'single',
    description: 'A single shot, or fan fire (6.07a).',
    noun: 'mode',
  }),
  class: enumField(CLASSES, {
    default: 'townsfolk',
    description: "The shooter's class (fan-fire shot cap).",
    noun: 'class',
  }),
  rounds: numberField({
    default: 6,
    min: 0,
    max: 50,
    integer: true,
    description: 'Rounds loaded.',
  }),
  aimPoints: numberField({
    default: 0,
    min: 0,
    max: 10,
    integer: true,
    description:
      'Aim points held (a single shot uses them if the target is within 2" of the aim point; fan fire discards them).',
  }),
  onTarget: booleanField({
    default: true,
    description: 'The target is within 2" of the aim point.',
  }),
  dice: numberField({
    min: 0,
    max: 30,
    integer: true,
    description: 'Section 7.0 (not in the fragment): D6 this shot rolls before aim and fan fire.',
  }),
  hitOn: numberField({
    min: 1,
    max: 6,
    integer: true,
    description:
      'Section 7.0: the face at or above which a die hits (a shot hits if any die does).',
  }),
  aimDice: numberField({
    min: 0,
    max: 10,
    integer: true,
    description: 'Section 7.0: dice added per aim point.',
  }),
  jamFace: numberField({
    min: 1,
    max: 6,
    integer: true,
    description: 'Jam rule (not in the fragment): faces at or below this are jam dice.',
  }),
  jamDice: numberField({
    min: 0,
    max: 30,
    integer: true,
    description: 'Jam rule: the gun jams when a shot shows at least this many jam dice (0: never).',
  }),
  distance: numberField({
    min: 0,
    unit: 'inches',
    description: 'Fan fire: distance to the primary target.',
  }),
  mediumRange: numberField({
    min: 0,
    unit: 'inches',
    description:
      'Section 7.0: the upper limit of medium range (fan fire needs the primary no farther).',
  }),
  secondaryToPrimary: numberField({
    min: 0,
    unit: 'inches',
    description: "Fan fire: a would-be secondary target's distance from the primary.",
  }),
  secondaryToShooter: numberField({
    min: 0,
    unit: 'inches',
    description: 'Fan fire: its distance from the shooter.',
  }),
} as const;

export type ShootParams = Values<typeof params>;

/** Shots fired and dice per shot; fragment-004.md §1.7, A8, A10. */
function plan(p: ShootParams, o: Frag004Options): { shots: number; dice: number } {
  const base = p.dice ?? 0;
  if (p.mode === 'single')
    return {
      shots: Math.min(1, p.rounds),
      dice: base + (p.onTarget ? p.aimPoints * (p.aimDice ?? 0) : 0),
    };
  const cap = FAN_FIRE_CAP[p.class];
  const shots = o['fanfire.shotLimit'] === 'classOnly' ? cap : Math.min(cap, p.rounds);
  return {
    shots,
    dice:
      o['fanfire.modifierDice'] === 'threeD6' ? FAN_FIRE_DICE : Math.max(0, base - FAN_FIRE_DICE),
  };
}

/** Whether the would-be secondary stands in the zone; fragment-004.md §1.7 step 2, A9. */
function secondaryEligible(p: ShootParams, o: Frag004Options): boolean | undefined {
  const from =
    o['fanfire.secondaryZone'] === 'aroundPrimary' ? p.secondaryToPrimary : p.secondaryToShooter;
  if (p.mode !== 'fan' || p.distance === undefined || from === undefined) return undefined;
  return from <= p.distance / 2;
}

const choose = (n: number, k: number) => {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
};

/** One shot's chances: [hit & jam, hit & no jam, miss & jam, miss & no jam]. */
function shotOutcomes(p: ShootParams, dice: number): [number, number, number, number] {
  const pHitFace = (7 - p.hitOn!) / 6;
  const pJamFace = p.jamDice === 0 ? 0 : p.jamFace! / 6;
  const need = p.jamDice === 0 ? Infinity : p.jamDice!;
  const pMissFace = 1 - pHitFace;
  let jam = 0,
    missJam = 0;
  for (let j = need; j <= dice; j++) {
    jam += choose(dice, j) * pJamFace ** j * (1 - pJamFace) ** (dice - j);
    missJam += choose(dice, j) * pJamFace ** j * (pMissFace - pJamFace) ** (dice - j);
  }
  const miss = pMissFace ** dice;
  return [jam - missJam, 1 - miss - (jam - missJam), missJam, miss - missJam];
}

export const shoot: Procedure<ShootParams, Frag004Options> = {
  id: 'shoot',
  title: 'Single shot or fan fire',
  description:
    'A single shot with its aim points, or fan fire (6.07a): shots up to the class cap and the rounds loaded, 3 dice fewer each, aim discarded; a jam stops the firing. Needs section 7.0 and a jam rule from the user: the fragment has neither (fragment-004.md §1.7, §6.1).',
  params,

  check(p, o) {
    const problems: string[] = [];
    const absent = (['dice', 'hitOn'] as const).filter((k) => p[k] === undefined) as string[];
    if (p.mode === 'single' && p.aimPoints > 0 && p.onTarget && p.aimDice === undefined)
      absent.push('aimDice');
    if (p.mode === 'fan' && p.distance !== undefined && p.mediumRange === undefined)
      absent.push('mediumRange');
    if (absent.length) problems.push(missingData('shooting', absent));
    const noJam = (['jamFace', 'jamDice'] as const).filter(
      (k) => p[k] === undefined && !(k === 'jamFace' && p.jamDice === 0),
    );
    if (noJam.length) problems.push(missingData('jam', noJam));
    if (p.hitOn !== undefined && p.jamFace !== undefined && p.jamDice !== 0 && p.jamFace >= p.hitOn)
      problems.push(
        `jamFace ${p.jamFace} must be below hitOn ${p.hitOn}: a die cannot both hit and jam`,
      );
    if (p.mode === 'single' && p.aimPoints > o['aim.max'])
      problems.push(`at most ${o['aim.max']} aim points (fragment-004.md §1.5 [L22])`);
    if (
      p.mode === 'fan' &&
      p.distance !== undefined &&
      p.mediumRange !== undefined &&
      p.distance > p.mediumRange
    ) {
      problems.push(
        `fan fire only at a primary target at medium range or closer (fragment-004.md §1.7 step 1): ${p.distance}" is beyond ${p.mediumRange}"`,
      );
    }
    return problems;
  },

  metrics(p, o) {
    const l = new Layout()
      .mean('shots', 'shots fired (a jam stops the rest)')
      .mean('dicePerShot', 'dice each shot rolls')
      .distribution('hits', 0, plan(p, o).shots, 'shots that hit')
      .mean('meanHits', 'mean shots that hit')
      .probability('pJam', 'the gun jams')
      .mean('aimAfter', 'aim points left');
    if (secondaryEligible(p, o) !== undefined)
      l.probability('secondaryEligible', 'the would-be secondary target is in the zone');
    return l;
  },

  explain(p, o) {
    const { shots, dice } = plan(p, o);
    if (p.mode === 'single')
      return `1 shot on ${dice} dice (${p.dice} + ${p.onTarget ? p.aimPoints : 0} aim × ${p.aimDice ?? 0}), hits on ${p.hitOn}+ on any die`;
    return `fan fire, ${CLASS_NAMES[p.class]}: ${shots} shot(s) on ${dice} dice each (${o['fanfire.modifierDice'] === 'threeD6' ? '3D6 each' : `${p.dice} − 3`}), aim discarded`;
  },

  exact(p, o): ExactMetrics {
    const { shots, dice } = plan(p, o);
    const [hitJam, hit, missJam, miss] = shotOutcomes(p, dice);
    // Hits by shots so far among trials still firing, and the mass that jammed.
    let firing = new Float64Array(shots + 1);
    firing[0] = 1;
    const done = new Float64Array(shots + 1);
    let pJam = 0,
      meanShots = 0;
    for (let s = 0; s < shots; s++) {
      const next = new Float64Array(shots + 1);
      for (let h = 0; h <= s; h++) {
        const w = firing[h];
        if (w === 0) continue;
        meanShots += w;
        next[h + 1] += w * hit;
        next[h] += w * miss;
        done[h + 1] += w * hitJam;
        done[h] += w * missJam;
        pJam += w * (hitJam + missJam);
      }
      firing = next;
    }
    const hits: Record<string, number> = {};
    let meanHits = 0;
    for (let h = 0; h <= shots; h++) {
      hits[h] = firing[h] + done[h];
      meanHits += h * hits[h];
    }
    const out: ExactMetrics = {
      shots: meanShots,
      dicePerShot: dice,
      hits,
      meanHits,
      pJam,
      aimAfter:
        p.mode === 'single' && shots > 0
          ? Math.min(p.aimPoints, o['aim.afterShoot'])
          : p.mode === 'single'
            ? p.aimPoints
            : 0,
    };
    const eligible = secondaryEligible(p, o);
    if (eligible !== undefined) out.secondaryEligible = eligible ? 1 : 0;
    return out;
  },

  simulate(p, o, rng, trials, acc) {
    const layout = this.metrics(p, o);
    const { shots, dice } = plan(p, o);
    const sShots = layout.slot('shots');
    const sDice = layout.slot('dicePerShot');
    const sHits = layout.slot('hits');
    const sMean = layout.slot('meanHits');
    const sJam = layout.slot('pJam');
    const sAim = layout.slot('aimAfter');
    const hitOn = p.hitOn!;
    const jamFace = p.jamDice === 0 ? 0 : p.jamFace!;
    const jamDice = p.jamDice === 0 ? Infinity : p.jamDice!;
    const aimAfter =
      p.mode === 'single' && shots > 0
        ? Math.min(p.aimPoints, o['aim.afterShoot'])
        : p.mode === 'single'
          ? p.aimPoints
          : 0;
    for (let t = 0; t < trials; t++) {
      let hits = 0,
        fired = 0,
        jammed = false;
      while (fired < shots && !jammed) {
        let hitDice = 0,
          jamCount = 0;
        for (let d = 0; d < dice; d++) {
          const face = rng.d6();
          if (face >= hitOn) hitDice++;
          else if (face <= jamFace) jamCount++;
        }
        fired++;
        if (hitDice > 0) hits++;
        if (jamCount >= jamDice) jammed = true;
      }
      acc[sShots] += fired;
      acc[sShots + 1] += fired * fired;
      acc[sHits + hits]++;
      acc[sMean] += hits;
      acc[sMean + 1] += hits * hits;
      if (jammed) acc[sJam]++;
    }
    acc[sDice] += dice * trials;
    acc[sDice + 1] += dice * dice * trials;
    acc[sAim] += aimAfter * trials;
    acc[sAim + 1] += aimAfter * aimAfter * trials;
    const eligible = secondaryEligible(p, o);
    if (eligible) acc[layout.slot('secondaryEligible')] += trials;
    acc[0] += trials;
  },
};
