import { describe, expect, it } from 'vitest';
import {
  SIXGUN_ENCOUNTER_TYPES,
  SIXGUN_ENCOUNTER_TYPE_SPECS,
} from '../../../src/rulesets/sixgun/encounter-types.ts';
import { sixgun } from '../../../src/rulesets/sixgun/index.ts';
import { cli } from '../../helpers.ts';

/** The values of a procedure's --table. */
const tablesOf = (proc: string): readonly string[] => {
  const f = sixgun.procedures[proc].params.table;
  return f && f.kind === 'enum' ? f.values : [];
};

describe('the encounter types of six-gun-sound.md §13', () => {
  it('every encounter-setup table sets up exactly one type, and every table named exists', () => {
    const named = SIXGUN_ENCOUNTER_TYPE_SPECS.flatMap((t) => t.setup['encounter-setup'] ?? []);
    expect([...named].sort()).toEqual([...tablesOf('encounter-setup')].sort());
    for (const t of SIXGUN_ENCOUNTER_TYPE_SPECS)
      for (const [proc, tables] of Object.entries(t.setup)) {
        expect(sixgun.procedures[proc], `${t.id}: ${proc}`).toBeDefined();
        for (const table of tables) expect(tablesOf(proc), `${t.id}: ${proc}`).toContain(table);
      }
  });

  it("§13 [L3126–3953, L6429–6480]: the book's twelve types and its campaign encounters, in its order", () => {
    expect(SIXGUN_ENCOUNTER_TYPES.map((t) => t.id)).toEqual([
      'GF',
      'R',
      'P',
      'C',
      'JB',
      'CD',
      'CR',
      'RW',
      'IN',
      'HU',
      'PT',
      'HT',
      'TR',
      'BC',
      'LD',
    ]);
  });

  it('`highnoon list sixgun` gives every procedure and every encounter type a line of its own', () => {
    const r = cli(['list', 'sixgun']);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    for (const p of Object.values(sixgun.procedures))
      expect(lines).toContain(`  ${p.id}: ${p.title}`);
    for (const t of SIXGUN_ENCOUNTER_TYPES)
      expect(lines.filter((l) => l.startsWith(`    ${t.id.padEnd(5)} ${t.title} (`))).toHaveLength(
        1,
      );
  });

  it('list --json carries them too', () => {
    const r = cli(['list', 'sixgun', '--json']);
    expect(JSON.parse(r.stdout)[0].encounterTypes).toHaveLength(SIXGUN_ENCOUNTER_TYPES.length);
  });
});
