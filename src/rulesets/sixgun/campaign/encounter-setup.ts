import { encounterParams } from './encounter-params.ts';
import { townTables } from './encounter-town.ts';
import { trailTables } from './encounter-trail.ts';
import { campaignProcedure } from './table.ts';

/**
 * The set-up tables of the encounter types of six-gun-sound.md §13.2–13.11 (Robbery, Posse,
 * Capture, Jail Break, Cattle Drive and Rustling, Range War and Indians, Hold Up, Prisoner
 * Transport, Hurrahing the Town), one `--table` each, exact: the questions a table alone
 * answers (when the alarm goes up, how many come, who wins the ambush).
 */
export const encounterSetup = campaignProcedure({
  id: 'encounter-setup',
  title: 'Setting up the encounters of §13',
  description:
    "The set-up rolls of the encounter types beyond the Gunfight (six-gun-sound.md §13.2–13.11): Robbery's alarm (B-35), townsfolk, complications and Defending Hearth and Home; the Posse's Chasers, Chase roll (A-24), lame mounts (B-38) and holing up (B-7); Capture (B-8), Jail Break (B-24), Cattle Drive and Rustling (B-3), Range War, Indians (Talk the Talk, B-36), Hold Up, Prisoner Transport and Hurrahing the Town. Exact.",
  params: encounterParams,
  tables: [...townTables, ...trailTables],
});
