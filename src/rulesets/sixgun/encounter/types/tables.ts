import { defaultsOf } from '../../../fields.ts';
import {
  encounterParams,
  type EncounterParams as TableParams,
} from '../../campaign/encounter-params.ts';
import { townTables } from '../../campaign/encounter-town.ts';
import { trailTables } from '../../campaign/encounter-trail.ts';
import type { Ready } from '../../campaign/table.ts';
import type { SixgunOptions } from '../../options.ts';

const ALL = [...townTables, ...trailTables];
const DEFAULTS = defaultsOf(encounterParams) as TableParams;

/**
 * One of encounter-setup's tables (six-gun-sound.md §13.2–13.11), made ready for these params
 * (the SL, the force it is read against, …): the encounter types roll the very tables
 * `highnoon odds sixgun encounter-setup` answers exactly, so a type's simulated set-up can be
 * checked against the table's exact odds.
 */
export function setupTable(id: string, params: Partial<TableParams>, o: SixgunOptions): Ready {
  const t = ALL.find((x) => x.id === id);
  if (t === undefined) throw new Error(`no encounter-setup table "${id}"`);
  return t.ready({ ...DEFAULTS, ...params, table: id }, o);
}

/** The table read against each force size 0..max (How Many of Them), made ready once per run. */
export function setupTableBySize(
  id: string,
  max: number,
  params: Partial<TableParams>,
  o: SixgunOptions,
): Ready[] {
  return Array.from({ length: max + 1 }, (_, n) =>
    setupTable(id, { ...params, force: Math.max(1, n) }, o),
  );
}

/** The number a table's result `k` gives (its `values`), or k itself. */
export const valueOf = (r: Ready, k: number): number => (r.values ? r.values[k] : k);
