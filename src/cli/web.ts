import { Command } from 'commander';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { InputError } from '../core/errors.ts';
import { PACKAGE_ROOT } from '../core/package-root.ts';
import { VERSION } from '../core/version.ts';
import { PAGE_STYLE, pageHtml } from '../web/html.ts';
import { COMMAND_SUMMARIES } from './commands.ts';

/** Marks a page as ours: only such a page is ever replaced. */
export const WEB_MARKER = '<meta name="generator" content="highnoon web">';

/** The odds page with its scripts inlined, from the browser bundles in dist/web/. */
export function oddsPage(): string {
  const bundle = (name: string) => {
    const file = join(PACKAGE_ROOT, 'dist/web', name);
    if (!existsSync(file))
      throw new InputError(`${file}: missing; build the package first (npm run build)`);
    return readFileSync(file, 'utf8');
  };
  return pageHtml({
    marker: WEB_MARKER,
    version: VERSION,
    style: PAGE_STYLE,
    page: bundle('page.js'),
    worker: bundle('worker.js'),
  });
}

/**
 * Writes DIR/index.html through a temporary file renamed into place. Refuses, before writing
 * anything, a DIR that is a file or an index.html that highnoon did not write.
 */
export function writePage(dir: string, html: string): string {
  const target = join(resolve(dir), 'index.html');
  if (existsSync(dir) && !statSync(dir).isDirectory())
    throw new InputError(`--out ${dir}: is a file, not a folder`);
  if (existsSync(target) && !readFileSync(target, 'utf8').includes(WEB_MARKER)) {
    throw new InputError(
      `--out ${dir}: ${target} exists and was not written by highnoon web; choose another folder`,
    );
  }
  mkdirSync(dir, { recursive: true });
  const tmp = `${target}.tmp-${process.pid}`;
  writeFileSync(tmp, html);
  renameSync(tmp, target);
  return target;
}

export function webCommand(): Command {
  return new Command('web')
    .description(COMMAND_SUMMARIES.web.description)
    .requiredOption(
      '--out <dir>',
      'folder to write index.html into (created if needed; only a page highnoon wrote is replaced)',
    )
    .addHelpText('after', '\nExample:\n  highnoon web --out odds-page && open odds-page/index.html')
    .action((f: { out: string }) => {
      const target = writePage(f.out, oddsPage());
      process.stdout.write(`highnoon: odds page written to ${target}\n`);
    });
}
