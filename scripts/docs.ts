// Rewrites docs/ from the ruleset declarations (`npm run docs`). Each file is written beside
// itself and renamed into place; a page under docs/rulesets/ is removed only when it carries
// the generated marker and its ruleset is gone.
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOG_FILE, catalogJson, generatedDocs } from '../src/report/ruleset-docs.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOCS = join(ROOT, 'docs');
const files = generatedDocs();
// The rulesets' summaries that `list` and `odds` read instead of loading every ruleset.
const written = {
  ...Object.fromEntries(Object.entries(files).map(([n, c]) => [join(DOCS, n), c])),
  [join(ROOT, CATALOG_FILE)]: catalogJson(),
};
for (const [path, content] of Object.entries(written)) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(`${path}.tmp-${process.pid}`, content);
  renameSync(`${path}.tmp-${process.pid}`, path);
}
for (const name of readdirSync(join(DOCS, 'rulesets'))) {
  const path = join(DOCS, 'rulesets', name);
  if (
    !(`rulesets/${name}` in files) &&
    readFileSync(path, 'utf8').includes('<!-- Generated from src/rulesets/')
  )
    unlinkSync(path);
}
process.stdout.write(`docs: ${Object.keys(files).length} files in ${DOCS}, and ${CATALOG_FILE}\n`);
