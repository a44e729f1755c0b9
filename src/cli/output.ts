import { createHash } from 'node:crypto';
import type { Pieces } from '../report/json.ts';
import {
  closeSync,
  constants,
  accessSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  statfsSync,
  unlinkSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { InputError } from '../core/errors.ts';
import { fault } from '../engine/faults.ts';
import { RunAborted } from '../engine/run.ts';
import { stopSignal, trackTemporary, untrackTemporary } from './interrupt.ts';

/**
 * Writing into a folder the user named (`--out DIR`, `--report DIR`) without ever destroying
 * anything in it. highnoon writes only its own files, each through a temporary file beside
 * it that is synced and renamed into place; every other file is left alone. The manifest
 * records the files highnoon wrote with a hash of each, so that a later run replaces its own
 * unchanged files and refuses to replace a file it did not write (or that was edited since)
 * unless asked to with --force. Nothing here deletes a folder.
 */
export const MANIFEST = '.highnoon-files.json';

type Manifest = Record<string, string>;

/** A file's content: text, bytes, or text in pieces (report/json.ts) written one after another. */
export type Content = string | Uint8Array | Pieces;

const sha256 = (content: string | Uint8Array) => createHash('sha256').update(content).digest('hex');

/** Filesystems where a results file makes no sense (magic numbers of statfs). */
const SPECIAL_FS: Record<number, string> = {
  0x9fa0: 'proc',
  0x62656572: 'sysfs',
  0x1cd1: 'devpts',
  0x27e0eb: 'cgroup',
  0x63677270: 'cgroup2',
  0x64626720: 'debugfs',
  0x73636673: 'securityfs',
  0x74726163: 'tracefs',
  0x6165676c: 'pstore',
  0xcafe4a11: 'bpf',
  0x62656570: 'configfs',
  0x65735543: 'fusectl',
};
const SPECIAL_ROOTS = ['/proc', '/sys', '/dev'];

/** A folder, or a link to one. */
const isFolder = (p: string): boolean => {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
};

const statOf = (p: string): Stats | undefined => {
  try {
    return lstatSync(p);
  } catch {
    return undefined;
  }
};

function readManifest(dir: string): Manifest {
  try {
    const m = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8'));
    return typeof m === 'object' && m !== null && !Array.isArray(m) ? m : {};
  } catch {
    return {};
  }
}

/** Whether a file is one highnoon wrote and nobody changed since. */
function isOurs(dir: string, name: string, manifest: Manifest): boolean {
  const hash = manifest[name];
  if (!hash) return false;
  try {
    return sha256(readFileSync(join(dir, name))) === hash;
  } catch {
    return false;
  }
}

export interface Destination {
  /** The flag that named it, for messages: `--out`. */
  flag: string;
  dir: string;
  /** The files highnoon means to write, relative to dir (`charts/a.svg`). */
  names: string[];
  /** Replace existing files that highnoon did not write. */
  force?: boolean;
  /** Bytes the files will take, roughly, for the free-space check. */
  expectedBytes?: number;
}

/**
 * Everything that would stop the files from being written, found before any work starts:
 * a file where the folder should be, a folder or a foreign file where a file should go, a
 * special or read-only filesystem, too little free space. Never creates anything.
 */
export function destinationProblems(d: Destination): string[] {
  const dir = resolve(d.dir);
  const at = `${d.flag} ${d.dir}`;
  const special = SPECIAL_ROOTS.find((r) => dir === r || dir.startsWith(r + '/'));
  if (special)
    return [
      `${at}: ${special} is a special filesystem, not a place for files; choose another folder`,
    ];
  let existing = dir;
  while (!statOf(existing)) existing = dirname(existing);
  if (!isFolder(existing)) {
    return [
      existing === dir
        ? `${at}: is a file, not a folder; name a folder (highnoon never replaces a file with a folder)`
        : `${at}: ${existing} is a file, so the folder cannot be created`,
    ];
  }
  const fs = statfsSync(existing);
  if (SPECIAL_FS[fs.type])
    return [
      `${at}: ${existing} is on a ${SPECIAL_FS[fs.type]} filesystem, not a place for files; choose another folder`,
    ];
  try {
    accessSync(existing, constants.W_OK);
  } catch (e) {
    return [
      `${at}: ${existing} is not writable (${(e as NodeJS.ErrnoException).code}); choose another folder`,
    ];
  }
  // Test fault `free-space=BYTES`: a nearly full disk, wherever the test runs.
  const free = Number(fault('free-space') ?? fs.bavail * fs.bsize);
  if (d.expectedBytes !== undefined && free < d.expectedBytes) {
    return [
      `${at}: needs about ${mib(d.expectedBytes)} but ${existing} has ${mib(free)} free; free some space or choose another folder`,
    ];
  }
  if (existing !== dir) return [];
  const manifest = readManifest(dir);
  const problems: string[] = [];
  for (const name of d.names) {
    const parts = name.split('/');
    for (let i = 1; i < parts.length; i++) {
      const sub = statOf(join(dir, ...parts.slice(0, i)));
      if (sub && !sub.isDirectory())
        problems.push(
          `${at}: ${join(d.dir, ...parts.slice(0, i))} is a file where highnoon writes a folder; move it away or choose another folder`,
        );
    }
    const s = statOf(join(dir, name));
    if (!s) continue;
    if (s.isDirectory())
      problems.push(
        `${at}: ${join(d.dir, name)} is a folder where highnoon writes a file; move it away or choose another folder`,
      );
    else if (!d.force && !isOurs(dir, name, manifest)) {
      problems.push(
        `${at}: ${join(d.dir, name)} exists and was not written by highnoon (or was changed since); move it away, choose another folder, or pass --force to replace it`,
      );
    }
  }
  return [...new Set(problems)];
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

let writes = 0;

/** Test fault `signal-during-write=SIGTERM@2`: the signal after the first file of the 2nd folder write. */
function injectSignal(): void {
  writes++;
  const spec = fault('signal-during-write');
  if (spec === undefined) return;
  const [sig, nth] = spec.split('@');
  if (Number(nth ?? 1) === writes) process.kill(process.pid, (sig || 'SIGINT') as NodeJS.Signals);
}

/** Waits for the event loop to turn, so that a pending signal handler runs. */
const turn = () => new Promise<void>((r) => setImmediate(r));

/** Writes a file and syncs it; gives back the SHA-256 of what it wrote (for the manifest). */
function writeSynced(path: string, content: Content): string {
  const fd = openSync(path, 'wx');
  const hash = createHash('sha256');
  try {
    if (fault('disk-full') !== undefined)
      throw Object.assign(new Error(`ENOSPC: no space left on device, write '${path}'`), {
        code: 'ENOSPC',
      });
    const pieces =
      typeof content === 'string' || content instanceof Uint8Array ? [content] : content;
    for (const piece of pieces) {
      const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece;
      hash.update(bytes);
      for (let off = 0; off < bytes.length;) off += writeSync(fd, bytes, off);
    }
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

function syncFolder(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // some filesystems cannot sync a folder; the files themselves are synced
  }
}

/**
 * Writes files into a folder, creating it if missing. First every file goes to a temporary
 * file beside its target (synced); a signal or an error in that phase removes the temporary
 * files and leaves every target as it was. Then all are renamed into place in one synchronous
 * step, with the manifest last. The destination is checked again first, since the folder may
 * have changed during the run.
 */
export async function writeFolder(d: Destination, files: Record<string, Content>): Promise<void> {
  const problems = destinationProblems({ ...d, names: Object.keys(files) });
  if (problems.length) throw new InputError(problems);
  const dir = resolve(d.dir);
  mkdirSync(dir, { recursive: true });
  const manifest = readManifest(dir);
  const staged: { tmp: string; target: string }[] = [];
  try {
    for (const [name, content] of Object.entries(files)) {
      const target = join(dir, name);
      mkdirSync(dirname(target), { recursive: true });
      const tmp = join(dirname(target), `.${basename(target)}.tmp-${process.pid}`);
      trackTemporary(tmp);
      staged.push({ tmp, target });
      manifest[name] = writeSynced(tmp, content);
      if (staged.length === 1) injectSignal();
      await turn();
      if (stopSignal.aborted) throw new RunAborted();
    }
    const mtmp = join(dir, `.${MANIFEST}.tmp-${process.pid}`);
    trackTemporary(mtmp);
    staged.push({ tmp: mtmp, target: join(dir, MANIFEST) });
    writeSynced(mtmp, JSON.stringify(manifest, null, 1) + '\n');
  } catch (e) {
    for (const { tmp } of staged) untrackTemporary(tmp);
    for (const { tmp } of staged) {
      try {
        unlinkSync(tmp);
      } catch {
        // never created
      }
    }
    throw e;
  }
  for (const { tmp, target } of staged) {
    renameSync(tmp, target);
    untrackTemporary(tmp);
  }
  syncFolder(dir);
}
