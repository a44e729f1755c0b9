/**
 * Parameters named by their path inside a matchup's params: `distance`, `aWeapon`,
 * `sides.1.characters.0.x` or `sides[1].characters[0].x`. One notation for every ruleset,
 * flat or nested, so a balance question needs no ruleset-specific code.
 */
export type ParamPath = (string | number)[];

export function parsePath(text: string): ParamPath {
  return text
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((s) => s !== '')
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

export const pathText = (p: ParamPath) => p.map(String).join('.');

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value at a path, or undefined where the path leads nowhere. */
export function getAt(root: unknown, path: ParamPath): unknown {
  let cur: unknown = root;
  for (const k of path) {
    if (Array.isArray(cur) && typeof k === 'number') cur = cur[k];
    else if (isPlain(cur) && typeof k === 'string') cur = cur[k];
    else return undefined;
  }
  return cur;
}

/**
 * A copy of `root` with `value` at `path` (plain objects merged into an object already
 * there, so an entrant `{weapons: [rifle]}` keeps the character's name and position).
 * Returns a reason instead when the path leads through something that is not a container.
 */
export function setAt(
  root: Record<string, unknown>,
  path: ParamPath,
  value: unknown,
): Record<string, unknown> | string {
  if (path.length === 0) return 'empty parameter path';
  const clone = structuredClone(root);
  let cur: unknown = clone;
  for (let i = 0; i < path.length - 1; i++) {
    const k = path[i];
    const next =
      Array.isArray(cur) && typeof k === 'number'
        ? cur[k]
        : isPlain(cur) && typeof k === 'string'
          ? cur[k]
          : undefined;
    if (next === undefined)
      return `"${pathText(path)}" leads nowhere: no ${pathText(path.slice(0, i + 1))}`;
    cur = next;
  }
  const last = path[path.length - 1];
  const old = (cur as Record<string | number, unknown>)[last];
  (cur as Record<string | number, unknown>)[last] =
    isPlain(old) && isPlain(value) ? { ...old, ...value } : value;
  return clone;
}
