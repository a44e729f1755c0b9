import { setupKeys } from '../../../setup-keys.ts';
import type { EncounterTypeInfo } from '../../../types.ts';
import { ALL_TYPES } from './registry.ts';

/**
 * The book's encounter types (encounter-types.ts, which `odds` loads without the encounter
 * engine) with the scenario types that play each, matched by the book's code, and each one's
 * `setup:` keys read from the very schema the scenario loader validates them with.
 */
export const withScenarioTypes = (infos: readonly EncounterTypeInfo[]): EncounterTypeInfo[] =>
  infos.map((info) => {
    const types = ALL_TYPES.filter((t) => t.code === info.id);
    return types.length
      ? { ...info, scenarioTypes: types.map((t) => ({ type: t.id, setup: setupKeys(t.setup) })) }
      : info;
  });
