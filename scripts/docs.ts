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
import { generatedDocs } from '../src/report/ruleset-docs.ts';

const DOCS = fileURLToPath(new URL('../docs/', import.meta.url));
const files = generatedDocs();
for (const [name, content] of Object.entries(files)) {
  const path = join(DOCS, name);
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
process.stdout.write(`docs: ${Object.keys(files).length} files in ${DOCS}\n`);
