import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CATALOG_FILE,
  catalogJson,
  DOCS_COMMAND,
  generatedDocs,
  rulesetDoc,
} from '../../src/report/ruleset-docs.ts';
import { CATALOG, loadFlatRuleset, loadRuleset } from '../../src/rulesets/catalog.ts';
import { RULESETS } from '../../src/rulesets/registry.ts';
import { ROOT } from '../helpers.ts';

const stale = `docs/ is out of date with the ruleset declarations: run \`${DOCS_COMMAND}\` and commit docs/`;

describe('docs/ generated from the declarations', () => {
  const files = generatedDocs();

  it('every generated file is current (a new ruleset only needs a regenerate)', () => {
    for (const [name, content] of Object.entries(files)) {
      const path = join(ROOT, 'docs', name);
      expect(existsSync(path), `${stale} (docs/${name} is missing)`).toBe(true);
      expect(readFileSync(path, 'utf8') === content, `${stale} (docs/${name} differs)`).toBe(true);
    }
    const pages = readdirSync(join(ROOT, 'docs/rulesets')).map((n) => `rulesets/${n}`);
    expect(
      pages.filter((p) => !(p in files)),
      `${stale} (pages of rulesets that no longer exist)`,
    ).toEqual([]);
  });

  it('a page lists every procedure with its flags and every option with its default, ruling and section', () => {
    for (const r of RULESETS) {
      const page = rulesetDoc(r);
      for (const p of Object.values(r.procedures)) expect(page).toContain(`### \`${p.id}\``);
      for (const [name, f] of Object.entries(r.options)) {
        const row = page.split('\n').find((l) => l.startsWith(`| \`${name}\` |`));
        expect(row, `${r.id} option ${name}`).toBeDefined();
        if (f.default !== undefined) expect(row).toContain(`\`${String(f.default)}\``);
        if (f.section) expect(row).toContain(f.section.replace(/\|/g, '\\|'));
      }
    }
    const cowpoke = rulesetDoc(RULESETS.find((r) => r.id === 'cowpoke')!);
    expect(cowpoke).toMatch(/\| `--weapon` \| `weapon` \| `derringer` \\\| `revolver` \\\| /);
  });

  it(`${CATALOG_FILE}, what \`list\` and \`odds\` read instead of loading every ruleset, is current`, () => {
    const path = join(ROOT, CATALOG_FILE);
    expect(readFileSync(path, 'utf8') === catalogJson(), `${stale} (${CATALOG_FILE} differs)`).toBe(
      true,
    );
    expect(CATALOG.map((r) => r.id)).toEqual(RULESETS.map((r) => r.id));
  });

  it('each ruleset loads on its own as the very descriptor of the registry, and without its encounter for odds', async () => {
    for (const r of RULESETS) {
      expect(await loadRuleset(r.id)).toBe(r);
      // What `odds` loads: the same ruleset with the procedures of flat params only.
      const { procedures, encounterTypes: flatTypes, ...rest } = await loadFlatRuleset(r.id);
      const { procedures: all, encounterTypes, ...whole } = r;
      expect(rest).toEqual(whole);
      // Its encounter types too, without the `setup:` keys read from the encounter's schemas.
      expect(flatTypes).toEqual(encounterTypes?.map(({ scenarioTypes: _, ...t }) => t));
      expect(procedures).toEqual(
        Object.fromEntries(Object.entries(all).filter(([, p]) => !p.paramsSchema)),
      );
      expect(Object.keys(procedures)).toEqual(
        Object.values(all)
          .filter((p) => !p.paramsSchema)
          .map((p) => p.id),
      );
    }
    await expect(loadRuleset('cowpok')).rejects.toThrow(
      'unknown ruleset "cowpok" (did you mean "cowpoke"?); choose one of: cowpoke, sixgun, malice, cowboys2, frag004',
    );
  });
});
