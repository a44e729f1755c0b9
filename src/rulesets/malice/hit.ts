import { Layout } from '../../core/layout.ts';
import { booleanField, enumField } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import {
  characterFields,
  characterNotes,
  describeCharacter,
  readCharacter,
  type Character,
} from './character.ts';
import { LOCATIONS } from './data.ts';
import type { MaliceOptions } from './options.ts';
import {
  AIM_SHIFTS,
  hitCharacter,
  hitOutcomes,
  newBody,
  resetBody,
  type AimShift,
} from './wounds.ts';

const params = {
  aimed: booleanField({
    default: false,
    description: 'The hit came from an aimed shot: the location die may be shifted by ±1.',
  }),
  aimShift: enumField(AIM_SHIFTS, {
    default: 'best',
    description: 'How the ±1 is used: best (a killing location, else Severe) or none.',
    noun: 'aim shift',
  }),
  fisticuffs: booleanField({
    default: false,
    description: 'The wound comes from losing fisticuffs (a Gut Punch then knocks out).',
  }),
  ...characterFields('', 'the character hit'),
} as const;

export type HitParams = {
  aimed: boolean;
  aimShift: AimShift;
  fisticuffs: boolean;
  [character: string]: unknown;
};

const characterOf = (p: HitParams) => readCharacter(p, '', 'the character hit') as Character;

function layout(): Layout {
  return new Layout()
    .categories('location', LOCATIONS, 'the location hit (malice.md §1.7)')
    .probability('pDead', 'the character is killed (a location with one box)')
    .probability('pUnconscious', 'the character is alive and Unconscious')
    .probability('pLilyLivered', 'the character is alive and Lily Livered');
}

export const hit: Procedure<HitParams, MaliceOptions> = {
  id: 'hit',
  title: '"Darn, I Been Hit!"',
  description:
    'One hit on an unhurt character: the d10 hit location (shifted ±1 if aimed), the box crossed off, the states it leads to, and the Toughness test (malice.md §1.7, §1.9, §1.10).',
  params,
  check(p) {
    const c = readCharacter(p, '', 'the character hit');
    return Array.isArray(c) ? c : [];
  },
  metrics: () => layout(),
  explain: (p) =>
    `one ${p.aimed ? `aimed (${p.aimShift} shift) ` : ''}hit${p.fisticuffs ? ' from fisticuffs' : ''} on a character with ${describeCharacter(characterOf(p))}`,
  notes: (p) => characterNotes(characterOf(p), 'character hit'),
  exact(p, o): ExactMetrics {
    const location: Record<string, number> = {};
    let pDead = 0,
      pUnconscious = 0,
      pLilyLivered = 0;
    for (const [q, b, loc] of hitOutcomes(
      newBody(characterOf(p)),
      p.aimed,
      p.aimShift,
      o,
      p.fisticuffs,
    )) {
      location[LOCATIONS[loc]] = (location[LOCATIONS[loc]] ?? 0) + q;
      if (b.dead) pDead += q;
      else {
        if (b.unconscious) pUnconscious += q;
        if (b.lilyLivered) pLilyLivered += q;
      }
    }
    return { location, pDead, pUnconscious, pLilyLivered };
  },
  simulate(p, o, rng, trials, acc) {
    const l = layout();
    const sLoc = l.slot('location'),
      sDead = l.slot('pDead'),
      sUnc = l.slot('pUnconscious'),
      sLl = l.slot('pLilyLivered');
    const b = newBody(characterOf(p));
    for (let t = 0; t < trials; t++) {
      resetBody(b, false);
      acc[sLoc + hitCharacter(b, rng, p.aimed, p.aimShift, o, p.fisticuffs)]++;
      if (b.dead) acc[sDead]++;
      else {
        if (b.unconscious) acc[sUnc]++;
        if (b.lilyLivered) acc[sLl]++;
      }
    }
    acc[0] += trials;
  },
};
