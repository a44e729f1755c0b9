import { defaultsOf, kebab, type Field, type Fields } from '../rulesets/fields.ts';
import { summarize } from '../rulesets/catalog.ts';
import { RULESETS } from '../rulesets/registry.ts';
import { setupDefaultText, setupValuesText } from '../rulesets/setup-keys.ts';
import type { Procedure, Ruleset, SetupKeyInfo } from '../rulesets/types.ts';
import { scenarioJsonSchema } from '../scenario/json-schema.ts';

/** The command that rewrites docs/ from the declarations; the docs test names it. */
export const DOCS_COMMAND = 'npm run docs';

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (s: string) => `\`${s}\``;

function typeOf(f: Field): string {
  if (f.kind === 'enum') return f.values.map(code).join(' \\| ');
  if (f.kind === 'boolean') return 'flag';
  const range =
    f.min !== undefined || f.max !== undefined ? ` ${f.min ?? '−∞'}…${f.max ?? '∞'}` : '';
  return `${f.integer ? 'whole number' : 'number'}${range}${f.unit ? ` (${f.unit})` : ''}`;
}

const defaultOf = (f: Field) => (f.default === undefined ? '—' : code(String(f.default)));

function paramsTable(fields: Fields): string[] {
  const rows = Object.entries(fields).map(
    ([name, f]) =>
      `| ${code(`--${kebab(name)}`)} | ${code(name)} | ${typeOf(f)} | ${defaultOf(f)} | ${cell(f.description)}${f.section ? ` (${f.section})` : ''} |`,
  );
  return ['| flag | scenario key | values | default | meaning |', '|---|---|---|---|---|', ...rows];
}

function metricsOf(r: Ruleset, p: Procedure): string[] {
  // The layout can depend on the params (figures, victims); the defaults, and the first choice
  // of a field without one, show its usual shape.
  const params: Record<string, unknown> = defaultsOf(p.params);
  for (const [name, f] of Object.entries(p.params))
    if (f.kind === 'enum' && params[name] === undefined) params[name] = f.values[0];
  let layout;
  try {
    layout = p.metrics(params, defaultsOf(r.options));
  } catch {
    return [];
  }
  return [
    '',
    'Metrics (for the default parameters):',
    '',
    ...layout.metrics.map((m) => `- ${code(m.name)} (${m.kind}): ${m.description}`),
  ];
}

function procedureSection(r: Ruleset, p: Procedure): string[] {
  const out = [`### ${code(p.id)}: ${p.title}`, '', p.description, ''];
  if (p.paramsSchema) {
    out.push(
      'Scenario files only: its params are nested (sides, battlefield); docs/scenario.schema.json and the README describe them.',
    );
  } else {
    out.push(
      `\`highnoon odds ${r.id} ${p.id} [flags]\`${p.exact ? ' — exact' : ' — simulated'}; the same keys go under \`params:\` in a scenario file.`,
      '',
    );
    out.push(...(Object.keys(p.params).length ? paramsTable(p.params) : ['No parameters.']));
  }
  out.push(...metricsOf(r, p), '');
  return out;
}

function optionsSection(r: Ruleset): string[] {
  const rows = Object.entries(r.options).map(
    ([name, f]) =>
      `| ${code(name)} | ${typeOf(f)} | ${defaultOf(f)} | ${cell(f.description)} | ${cell(f.ruling ?? '')} | ${cell(f.section ?? '')} |`,
  );
  return [
    '## Options',
    '',
    `Every ruling is an option whose default is the ruling: \`--option key=value\` on \`odds\`, or \`options:\` in a scenario file.`,
    '',
    '| option | values | default | meaning | ruling | rule |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ];
}

/** The `setup:` keys of one scenario type, read from the schema that validates them. */
function setupSection(s: { type: string; setup: SetupKeyInfo[] }): string[] {
  const rows = s.setup.map(
    (k) =>
      `| ${code(k.key)} | ${cell(k.kind === 'enum' ? (k.values ?? []).map(code).join(' | ') : setupValuesText(k))} | ${k.default === undefined ? '—' : code(setupDefaultText(k))} | ${cell(k.description)} |`,
  );
  return [
    `### \`setup:\` of \`type: ${s.type}\``,
    '',
    ...(rows.length
      ? ['| key | values | default | meaning |', '|---|---|---|---|', ...rows]
      : ['No set-up keys.']),
    '',
  ];
}

/** One ruleset's reference page, from the same declarations as `list` and the CLI flags. */
export function rulesetDoc(r: Ruleset): string {
  const lines = [
    `# ${r.title} (\`${r.id}\`)`,
    '',
    `<!-- Generated from src/rulesets/${r.id}/ by \`${DOCS_COMMAND}\`; do not edit by hand. -->`,
    '',
    ...(r.description ? [`${r.description}.`, ''] : []),
    `Source: ${r.source}.`,
    '',
    '## Procedures',
    '',
    ...Object.values(r.procedures).flatMap((p) => procedureSection(r, p)),
    ...(r.encounterTypes?.length
      ? [
          '## Encounter types',
          '',
          '| type | encounter | rules | set up and played by |',
          '|---|---|---|---|',
          ...r.encounterTypes.map(
            (t) => `| ${t.id} | ${cell(t.title)} | ${cell(t.source)} | ${cell(t.how)} |`,
          ),
          '',
          ...r.encounterTypes.flatMap((t) => (t.scenarioTypes ?? []).flatMap(setupSection)),
        ]
      : []),
    ...optionsSection(r),
    ...(r.settledRulings?.length
      ? [
          '',
          '## Rulings that are not options',
          '',
          'Each ruling of the spec that offers no other reading to choose, and why.',
          '',
          ...r.settledRulings.map((c) => `- ${c.id} ${c.rule}: ${c.reason}.`),
        ]
      : []),
    ...(r.absent?.length
      ? ['', '## Not modelled', '', ...r.absent.map((a) => `- ${a.rule}: ${a.reason}.`), '']
      : []),
  ];
  return lines.join('\n').replace(/\n{3,}/g, '\n\n');
}

/** Every generated file under docs/, by path relative to docs/. */
export function generatedDocs(): Record<string, string> {
  const files: Record<string, string> = {};
  const index = [
    '# Ruleset reference',
    '',
    `<!-- Generated by \`${DOCS_COMMAND}\`; do not edit by hand. -->`,
    '',
    ...RULESETS.map(
      (r) =>
        `- [${r.title}](rulesets/${r.id}.md) (\`${r.id}\`): ${Object.keys(r.procedures).map(code).join(', ')}`,
    ),
    '',
    'Scenario files: [scenario.schema.json](scenario.schema.json) (`highnoon schema` prints the same).',
    '',
  ];
  files['README.md'] = index.join('\n');
  for (const r of RULESETS) files[`rulesets/${r.id}.md`] = rulesetDoc(r);
  files['scenario.schema.json'] = JSON.stringify(scenarioJsonSchema(), null, 2) + '\n';
  return files;
}

/** The path, from the package root, of the rulesets' summaries that `list` and `odds` read. */
export const CATALOG_FILE = 'src/rulesets/catalog.json';

/** Its content, generated from the declarations by the same command as docs/. */
export function catalogJson(): string {
  return JSON.stringify(RULESETS.map(summarize), null, 2) + '\n';
}
