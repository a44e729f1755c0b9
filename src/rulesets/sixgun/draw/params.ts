import {
  booleanField,
  enumField,
  figureFields,
  numberField,
  type EnumField,
  type NumberField,
  type Values,
} from '../../fields.ts';
import { PROFESSIONS, WEAPONS, type Profession } from '../data.ts';
import { sandField } from '../sand-field.ts';

/** The Draw's parameters (six-gun-sound.md §7): figures A–D, declared each once. */

type Who = 'A' | 'B' | 'C' | 'D';
const figure = (who: Who, defaults: { profession: Profession; rep: number }) => ({
  rep: numberField({
    default: defaults.rep,
    min: 1,
    max: 7,
    integer: true,
    description: `${who}'s Rep.`,
  }),
  profession: enumField(PROFESSIONS, {
    default: defaults.profession,
    description: `${who}'s profession (Draw bonus, Flinch and Been Shot At tables).`,
    noun: 'profession',
  }),
  sand: sandField(`${who}'s Sand.`),
  toughness: numberField({
    default: 4,
    min: 0,
    max: 7,
    integer: true,
    description: `${who}'s Toughness.`,
  }),
  weapon: enumField(WEAPONS, {
    default: 'pistol',
    description: `${who}'s weapon (anything but a pistol, derringer, tomahawk or knife draws at −1d6).`,
    noun: 'weapon',
  }),
  extraTargets: numberField({
    default: 0,
    min: 0,
    max: 5,
    integer: true,
    description: `Targets ${who} draws on outside the modelled figures (−1d6 each beyond the first target).`,
  }),
});
/** A's declared targets; `others` is every other figure present. */
export const A_TARGETS = ['others', 'b', 'c', 'd', 'b+c', 'b+d', 'c+d', 'b+c+d'] as const;
const target = (who: Who, values: readonly ('a' | 'b' | 'c' | 'd' | 'none')[]) =>
  enumField(values, {
    default: 'a',
    description: `The figure ${who} draws on (none: ${who} draws on nobody in the Draw, as a bystander would).`,
    noun: 'target',
  });

export const A = figure('A', { profession: 'gunfighter', rep: 5 });
export const B = figure('B', { profession: 'cowboy', rep: 4 });
export const C = {
  ...figure('C', { profession: 'cowboy', rep: 4 }),
  target: target('C', ['a', 'b', 'd', 'none'] as const),
};
export const D = {
  ...figure('D', { profession: 'cowboy', rep: 4 }),
  target: target('D', ['a', 'b', 'c', 'none'] as const),
};

/**
 * C's and D's fields give their default in the description only: with no default in the
 * schema, a value given for a figure outside the Draw is reported (check) rather than
 * silently ignored. rawFigures applies the defaults.
 */
function onlyWith<F extends EnumField | NumberField>(
  f: F,
  figures: string,
): Omit<F, 'default'> & { default: undefined } {
  const description = `${f.description} Default: ${String(f.default)}; only with figures ${figures}.`;
  return { ...f, default: undefined, description } as Omit<F, 'default'> & { default: undefined };
}

/** Every field of a figure made `onlyWith` the given figure counts. */
function allOnlyWith<F extends Record<string, EnumField | NumberField>>(
  fields: F,
  figures: string,
): { [K in keyof F]: Omit<F[K], 'default'> & { default: undefined } } {
  const out: Record<string, unknown> = {};
  for (const [k, f] of Object.entries(fields)) out[k] = onlyWith(f, figures);
  return out as { [K in keyof F]: Omit<F[K], 'default'> & { default: undefined } };
}

export const params = {
  figures: numberField({
    default: 2,
    min: 2,
    max: 4,
    integer: true,
    description: 'Figures in the Draw: A and B, plus C (3) and D (4).',
  }),
  ...figureFields('a', A),
  aTargets: enumField(A_TARGETS, {
    default: 'others',
    description: "A's declared targets (others: every other figure present).",
    noun: 'target list',
  }),
  ...figureFields('b', B),
  bTarget: target('B', ['a', 'c', 'd', 'none'] as const),
  ...figureFields('c', allOnlyWith(C, '3 or 4')),
  ...figureFields('d', allOnlyWith(D, '4')),
  distance: numberField({
    min: 0,
    unit: 'inches',
    description:
      'Distance in inches (default: the shortest effective range among the figures, as in GF-1/GF-2 [L3218]).',
  }),
  skipFlinch: booleanField({
    default: false,
    description: 'Skip the Flinch checks: everyone draws normally (as Stars may choose to).',
  }),
  holdUnmanned: booleanField({
    default: false,
    description: 'Opponents will not let an unmanned figure go: it takes Got the Drop.',
  }),
  indoors: booleanField({
    default: false,
    description:
      'They draw inside one building (a GF-1 in a saloon or gambling house): each is in obscuring cover against the others (C-59: an 8 misses; a hit takes effect only when the colored die beats the white).',
  }),
} as const;

export type DrawParams = Values<typeof params>;

/** The figures' letters, A first. */
export const WHO = ['a', 'b', 'c', 'd'] as const;
