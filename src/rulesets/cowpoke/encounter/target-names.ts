/**
 * The target choices' names, apart from their code so that the world and the schema can name
 * one without importing the choices (which import the world's type).
 */
export const TARGET_NAMES = ['nearest', 'weakest', 'most-dangerous'] as const;

export type TargetName = (typeof TARGET_NAMES)[number];
