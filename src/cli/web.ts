import { Command } from 'commander';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { InputError } from '../core/errors.ts';
import { PACKAGE_ROOT } from '../core/package-root.ts';
import { VERSION } from '../core/version.ts';
import { PAGE_STYLE, pageHtml } from '../web/html.ts';
import { COMMAND_SUMMARIES } from './commands.ts';
import { outputWritten, planOutput } from './interrupt.ts';
import { destinationProblems, writeFolder, type Destination } from './output.ts';

/** Names the page's generator in its head. */
const WEB_MARKER = '<meta name="generator" content="highnoon web">';

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

export function webCommand(): Command {
  return new Command('web')
    .description(COMMAND_SUMMARIES.web.description)
    .requiredOption(
      '--out <dir>',
      'folder to write index.html into (created if needed; nothing else in it is touched)',
    )
    .option('--force', 'replace an index.html in the folder that highnoon did not write')
    .addHelpText('after', '\nExample:\n  highnoon web --out odds-page && open odds-page/index.html')
    .action(async (f: { out: string; force?: boolean }) => {
      // The shared safe writer: checked before the page is built, then written atomically
      // beside whatever else the folder holds.
      const dest: Destination = {
        flag: '--out',
        dir: f.out,
        names: ['index.html'],
        force: f.force,
      };
      const problems = destinationProblems(dest);
      if (problems.length) throw new InputError(problems);
      const html = oddsPage();
      planOutput(`the odds page to ${f.out}`);
      await writeFolder(
        { ...dest, expectedBytes: Buffer.byteLength(html) },
        { 'index.html': html },
      );
      outputWritten(`the odds page to ${f.out}`);
      process.stdout.write(
        `highnoon: odds page written to ${join(resolve(f.out), 'index.html')}\n`,
      );
    });
}
