import { encounterSchema, type EncounterParams } from './schema.ts';

/**
 * The benchmark duel: two Cowpokes with revolvers 8" apart (Medium, 2 dice each) standing and
 * shooting until one drops, at most 12 turns.
 */
export function standardDuel(distance = 8): EncounterParams {
  return encounterSchema.parse({
    maxTurns: 12,
    sides: [
      { name: 'Red', characters: [{ name: 'Red Harlow', weapons: ['revolver'], x: 0, y: 0 }] },
      {
        name: 'Law',
        characters: [{ name: 'Sheriff Miller', weapons: ['revolver'], x: distance, y: 0 }],
      },
    ],
  });
}
