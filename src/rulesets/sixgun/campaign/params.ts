import { enumField, numberField } from '../../fields.ts';
import { LOCALES } from './data.ts';

/** The params several campaign procedures share: where the Star is, and his Rep. */
export const localeParams = {
  locale: enumField(LOCALES, {
    default: 'kansas',
    description: 'The locale (its 1875 Settlement Level unless sl is given).',
    noun: 'locale',
  }),
  sl: numberField({
    min: 1,
    max: 6,
    integer: true,
    description: "The locale's Settlement Level now (default: its 1875 level).",
  }),
  rep: numberField({
    default: 4,
    min: 1,
    max: 7,
    integer: true,
    description: "The Star's Rep.",
  }),
} as const;
