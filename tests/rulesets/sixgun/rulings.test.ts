import { describe, expect, it } from 'vitest';
import { sixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { SIXGUN_SETTLED_RULINGS } from '../../../src/rulesets/sixgun/settled-rulings.ts';
import { cli } from '../../helpers.ts';

/** six-gun-sound.md section C: C-1 … C-90, the numbers 39, 83 and 84 unused. */
const SECTION_C = Array.from({ length: 90 }, (_, i) => `C-${i + 1}`).filter(
  (id) => !['C-39', 'C-83', 'C-84'].includes(id),
);
const cites = (text: string, id: string) => new RegExp(`${id}(?![0-9])`).test(text);

describe('six-gun-sound.md section C: every ruling an option or settled with its reason', () => {
  const optionCited = (id: string) =>
    Object.entries(sixgunOptions)
      .filter(([, f]) => cites(`${f.ruling ?? ''} ${f.section ?? ''}`, id))
      .map(([k]) => k);

  it('each ruling is the default of an option citing it, or settled with a reason, never both', () => {
    const settled = SIXGUN_SETTLED_RULINGS.map((c) => c.id);
    expect(new Set(settled).size).toBe(settled.length);
    expect(settled.filter((id) => !SECTION_C.includes(id))).toEqual([]);
    const neither = SECTION_C.filter((id) => !settled.includes(id) && !optionCited(id).length);
    expect(neither).toEqual([]);
    const both = settled.filter((id) => optionCited(id).length);
    expect(both).toEqual([]);
    for (const c of SIXGUN_SETTLED_RULINGS) expect(c.reason.length, c.id).toBeGreaterThan(20);
  });

  it('`highnoon list sixgun` gives each settled ruling a line with its reason', () => {
    const r = cli(['list', 'sixgun']);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    for (const c of SIXGUN_SETTLED_RULINGS)
      expect(lines).toContain(`    ${c.id} ${c.rule}: ${c.reason}`);
  });
});
