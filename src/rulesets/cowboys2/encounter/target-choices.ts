/**
 * The names of the target choices (target.ts), apart from their code so that the world and
 * the schema can name one without importing the choices (which import the world's type).
 */
export const TARGET_CHOICES = ['closest', 'nearest', 'weakest', 'most-dangerous'] as const;

export type TargetChoice = (typeof TARGET_CHOICES)[number];
