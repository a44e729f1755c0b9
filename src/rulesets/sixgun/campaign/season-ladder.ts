import type { Rng } from '../../../dice/rng.ts';
import {
  ENCOUNTER_CODES,
  MARSHAL_ENCOUNTERS,
  RANGER_ENCOUNTERS,
  SHERIFF_ENCOUNTERS,
  type EncounterCode,
  type Matrix,
  type StarProfession,
} from './data.ts';
import { matrixTable, type Ready } from './table.ts';

/**
 * Which encounter matrix a campaign season rolls after an Encounter test that meets someone
 * (six-gun-sound.md §14.2 [L4224–4246]): the simple campaign matrix's column for his profession
 * [L4674–4687], or the profession's own ladder of §14.5–§14.10.
 */
export const LADDERS = ['simple', 'profession'] as const;
export type Ladder = (typeof LADDERS)[number];

/**
 * The professions whose own ladder the season plays, and its matrix: the Marshal's 1d6 × SL
 * (§14.7 [L5787–5797]), the Ranger's and the Sheriff's 2d6 × SL (§14.9 [L6237–6250], §14.10
 * [L6404–6416]; SL 6 reads the SL 5 column, C-44).
 */
export const PROFESSION_MATRIX: Partial<Record<StarProfession, Matrix>> = {
  marshal: MARSHAL_ENCOUNTERS,
  ranger: RANGER_ENCOUNTERS,
  sheriff: SHERIFF_ENCOUNTERS,
};

/** A profession's matrix as a season reads it: by encounter type, whatever the SL column. */
export interface LadderMatrix {
  /** The encounter types it can give, in ENCOUNTER_CODES order. */
  types: readonly EncounterCode[];
  /** P(each of types) on the column of SL `sl`. */
  odds(sl: number): Float64Array;
  /** One roll on the column of SL `sl`: an index into types. */
  roll(rng: Rng, sl: number): number;
}

/**
 * The matrix read through its single table (marshal-campaign, ranger-campaign and
 * sheriff-campaign roll the same one), so the season and the tables cannot drift apart. SL 0
 * (Canada after a bad 1880) has no column, and no Encounter test passes there: it reads SL 1.
 */
export function ladderMatrix(m: Matrix): LadderMatrix {
  const types = (Object.keys(ENCOUNTER_CODES) as EncounterCode[]).filter((c) =>
    m.rows.some((r) => r.includes(c)),
  );
  const names = types.map((c) => ENCOUNTER_CODES[c] as string);
  const columns = m.rows[0].length;
  const bySl: { ready: Ready; to: number[]; odds: Float64Array }[] = [];
  for (let sl = 1; sl <= columns; sl++) {
    const ready = matrixTable(m, sl);
    const to = ready.outcomes.map((o) => names.indexOf(o));
    const odds = new Float64Array(types.length);
    ready.exact().forEach((q, k) => (odds[to[k]] += q));
    bySl.push({ ready, to, odds });
  }
  const at = (sl: number) => bySl[Math.min(Math.max(sl, 1), columns) - 1];
  return {
    types,
    odds: (sl) => at(sl).odds,
    roll(rng, sl) {
      const c = at(sl);
      return c.to[c.ready.roll(rng)];
    },
  };
}
