import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.ts';

/** Tracked or new sources that .prettierignore leaves to the formatter. */
async function formattedFiles(): Promise<string[]> {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const files: string[] = [];
  for (const file of listed.split('\n')) {
    if (!file || !existsSync(join(ROOT, file))) continue;
    const info = await prettier.getFileInfo(join(ROOT, file), {
      ignorePath: join(ROOT, '.prettierignore'),
    });
    if (!info.ignored && info.inferredParser) files.push(file);
  }
  return files;
}

describe('the formatter', () => {
  it('every source file is formatted (npm run format fixes it)', async () => {
    const files = await formattedFiles();
    // The ignore file must still select the sources: an empty list would pass vacuously.
    expect(files.filter((f) => f.startsWith('src/')).length).toBeGreaterThan(100);
    const unformatted: string[] = [];
    for (const file of files) {
      const path = join(ROOT, file);
      const options = await prettier.resolveConfig(path);
      const source = readFileSync(path, 'utf8');
      if (!(await prettier.check(source, { ...options, filepath: path }))) unformatted.push(file);
    }
    expect(unformatted).toEqual([]);
  });
});
