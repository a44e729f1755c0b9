import { kebab, rangeText, type Field } from '../rulesets/fields.ts';
import { loadRuleset } from '../rulesets/catalog.ts';
import { setupDefaultText, setupValuesText } from '../rulesets/setup-keys.ts';
import type { Ruleset, SetupKeyInfo } from '../rulesets/types.ts';

function describeField(name: string, f: Field, asFlag: boolean): string[] {
  // A flag shows the name a scenario file uses beside it: `--target-moved` is `targetMoved:`.
  const label = asFlag ? `--${kebab(name)}${kebab(name) !== name ? ` (YAML: ${name})` : ''}` : name;
  const type =
    f.kind === 'enum'
      ? f.values.join(' | ')
      : f.kind === 'number'
        ? `${rangeText(f)}${f.unit ? ` (${f.unit})` : ''}`
        : 'flag';
  const def = f.default === undefined ? '' : ` (default: ${String(f.default)})`;
  const lines = [`    ${label}  ${type}${def}`, `        ${f.description}`];
  if (f.ruling) lines.push(`        ruling: ${f.ruling}${f.section ? ` [${f.section}]` : ''}`);
  return lines;
}

function describeSetupKey(k: SetupKeyInfo): string[] {
  const def = k.default === undefined ? '' : ` (default: ${setupDefaultText(k)})`;
  return [`            ${k.key}  ${setupValuesText(k)}${def}`, `                ${k.description}`];
}

export function describeRuleset(r: Ruleset): string {
  const lines = [
    `${r.id} — ${r.title}`,
    ...(r.description ? [`  ${r.description}`] : []),
    `  source: ${r.source}`,
    '',
    '  procedures:',
  ];
  for (const p of Object.values(r.procedures)) {
    lines.push(`  ${p.id}: ${p.title}`, `    ${p.description}`);
    for (const [name, f] of Object.entries(p.params)) lines.push(...describeField(name, f, true));
    lines.push('');
  }
  if (r.encounterTypes?.length) {
    lines.push(
      "  encounter types (a scenario's `type:`, and the `setup:` keys that fix what it rolls):",
    );
    for (const t of r.encounterTypes) {
      lines.push(`    ${t.id.padEnd(5)} ${t.title} (${t.source}): ${t.how}`);
      for (const s of t.scenarioTypes ?? []) {
        lines.push(`          type: ${s.type}; setup:${s.setup.length ? '' : ' none'}`);
        for (const k of s.setup) lines.push(...describeSetupKey(k));
      }
    }
    lines.push('');
  }
  lines.push("  options (--option key=value; a scenario's `options:`):");
  for (const [name, f] of Object.entries(r.options)) lines.push(...describeField(name, f, false));
  if (r.settledRulings?.length) {
    lines.push('', '  rulings that are not options (no other reading to choose):');
    for (const c of r.settledRulings) lines.push(`    ${c.id} ${c.rule}: ${c.reason}`);
  }
  if (r.absent?.length) {
    lines.push('', '  not modelled:');
    for (const a of r.absent) lines.push(`    ${a.rule}`, `        absent: ${a.reason}`);
  }
  return lines.join('\n');
}

/** `list <ruleset>` (one ruleset in full) and `list --json` (every ruleset's declarations). */
export async function printDetails(id: string | undefined, json: boolean): Promise<void> {
  if (json) {
    // Every field of every ruleset: this one loads them all, as the library does.
    const { rulesets } = await import('../rulesets/describe.ts');
    const all = rulesets();
    if (id) await loadRuleset(id); // an unknown id is an error, with a suggestion
    process.stdout.write(JSON.stringify(id ? all.filter((r) => r.id === id) : all, null, 2) + '\n');
    return;
  }
  process.stdout.write(describeRuleset(await loadRuleset(id!)) + '\n');
}
