import { figureKeys, figureOf } from '../../fields.ts';
import type { Namer } from '../../types.ts';
import { flagNamer } from '../../validate.ts';
import type { SixgunOptions } from '../options.ts';
import { effectiveRange } from '../firing.ts';
import { A, B, C, D, WHO, params, type DrawParams } from './params.ts';

/** The figures present, in order A, B, C, D, with their declared targets by index. */
export function rawFigures(p: DrawParams) {
  const a = figureOf(p, 'a', A),
    b = figureOf(p, 'b', B),
    c = figureOf(p, 'c', C),
    d = figureOf(p, 'd', D);
  const all = [
    { ...a, targets: p.aTargets === 'others' ? WHO.slice(1, p.figures).join('+') : p.aTargets },
    { ...b, targets: p.bTarget as string },
    { ...c, targets: c.target as string },
    { ...d, targets: d.target as string },
  ];
  return all.slice(0, p.figures).map((f) => ({
    rep: f.rep,
    profession: f.profession,
    sand: f.sand,
    toughness: f.toughness,
    weapon: f.weapon,
    extra: f.extraTargets,
    targets:
      f.targets === 'none'
        ? []
        : f.targets.split('+').map((t) => WHO.indexOf(t as (typeof WHO)[number])),
  }));
}

/** The distance given, or the shortest effective range among the figures (GF-1/GF-2 [L3218]). */
export function distanceOf(p: DrawParams): number {
  return (
    p.distance ??
    Math.min(
      ...rawFigures(p).map((f) => effectiveRange({ weapon: f.weapon, rep: f.rep, veteran: false })),
    )
  );
}

/** C and D with the figure counts that bring them into the Draw. */
export const LATE = [
  [2, 'c', C, '3 or 4'],
  [3, 'd', D, '4'],
] as const;

/** Targets outside the Draw or oneself, and values given for a figure that is not present. */
export function check(p: DrawParams, _o?: SixgunOptions, name: Namer = flagNamer): string[] {
  const problems: string[] = [];
  rawFigures(p).forEach((f, i) =>
    f.targets.forEach((t) => {
      if (t >= p.figures)
        problems.push(
          `${WHO[i].toUpperCase()} draws on ${WHO[t].toUpperCase()}, but only ${p.figures} figures are in the Draw (set figures)`,
        );
      if (t === i) problems.push(`${WHO[i].toUpperCase()} cannot draw on himself`);
    }),
  );
  for (const [i, prefix, fields, figures] of LATE) {
    if (p.figures > i) continue;
    const given = figureKeys(prefix, fields).filter(
      (k) => k in params && p[k as keyof DrawParams] !== undefined,
    );
    if (given.length)
      problems.push(
        `${given.map((k) => name.param(k)).join(', ')} ${given.length === 1 ? 'sets' : 'set'} ${WHO[i].toUpperCase()}, but only ${p.figures} figures are in the Draw (set figures to ${figures})`,
      );
  }
  return problems;
}
