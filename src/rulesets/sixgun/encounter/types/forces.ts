import type { Rng } from '../../../../dice/rng.ts';
import { ActivationDice } from '../../../../encounter/activation/activation-dice.ts';
import { Schedule } from '../../../../encounter/activation/schedule.ts';
import type { SixgunOptions } from '../../options.ts';
import { BandCache, BandWorld } from '../band-world.ts';
import { rolledFigure } from '../metrics.ts';
import { bandSide, SIGHTS, type GunfightParams } from '../schema.ts';
import type { EncounterParams } from './params.ts';
import type { EncounterType, TypeRun } from './type.ts';
import { TypedRules } from './typed-rules.ts';

/**
 * The two sides as the scenario gives them, named by the type's roles where it does not; a
 * side it does not list plays the type's policy for it.
 */
export function sidesOf(p: EncounterParams, t: Pick<EncounterType, 'roles' | 'policies'>) {
  return t.roles.map((role, i) => {
    const s = p.sides[i] ?? { policy: t.policies?.[i] };
    return bandSide.parse({ ...s, name: s.name ?? role });
  });
}

export type Machinery = {
  w: BandWorld;
  order: ActivationDice;
  rules: TypedRules;
  sched: Schedule;
};

/**
 * The worlds of an encounter type's run: one per pair of side sizes a set-up rolls, built the
 * first time it comes up (each side's listed figures first, then rolled ones named "<side> n"),
 * all sharing one cache of firings and reaction tests. A trial rolls the set-up, takes the
 * world of its sizes, and lets the type write its figures in.
 */
export class TypedForces {
  private readonly cache = new BandCache();
  private readonly worlds = new Map<number, Machinery>();
  private readonly sides: ReturnType<typeof sidesOf>;

  constructor(
    private readonly p: EncounterParams,
    type: Pick<EncounterType, 'roles' | 'policies'>,
    private readonly o: SixgunOptions,
    readonly run: TypeRun,
  ) {
    this.sides = sidesOf(p, type);
  }

  /** The machinery of a world with a and b figures a side, seeing as far as `sight` allows. */
  sized(a: number, b: number, sight = this.p.sight): Machinery {
    const key = (a * 1024 + b) * SIGHTS.length + SIGHTS.indexOf(sight ?? 'day');
    let m = this.worlds.get(key);
    if (m === undefined) {
      const sides = this.sides.map((s, i) => {
        const n = i === 0 ? a : b;
        const listed = s.figures.slice(0, n);
        const rolled = Array.from({ length: n - listed.length }, (_, k) =>
          rolledFigure(`${s.name} ${listed.length + k + 1}`, 'townsfolk'),
        );
        const figures = [...listed, ...rolled];
        if (!this.run.ownGroup) return { ...s, figures };
        // A figure apart gets a group none of the listed figures has.
        const own = 1 + Math.max(0, ...listed.map((f) => f.group ?? 0));
        return {
          ...s,
          figures: figures.map((f, k) => (this.run.ownGroup!(i, k, n) ? { ...f, group: own } : f)),
        };
      });
      const gp = {
        type: 'GF-3',
        maxTurns: this.p.maxTurns,
        sight,
        skipFlinch: false,
        holdUnmanned: false,
        ...(this.run.terrain?.length ? { terrain: this.run.terrain } : {}),
        sides,
      } as GunfightParams;
      const w = new BandWorld(gp, this.o, this.cache);
      const groupSide = new Int32Array(w.groups);
      for (let c = 0; c < w.n; c++) groupSide[w.group[c]] = w.side[c];
      const order = new ActivationDice(w.sides, groupSide, new Int32Array(w.groups));
      m = {
        w,
        order,
        rules: new TypedRules(order, this.run, this.run.standUp),
        sched: new Schedule(order.capacity),
      };
      this.worlds.set(key, m);
    }
    return m;
  }

  /** Rolls a trial's set-up: the machinery to play it on, its figures written in. */
  roll(rng: Rng): Machinery {
    this.run.rollSetup(rng);
    const m = this.sized(this.run.sizes[0], this.run.sizes[1], this.run.sight ?? this.p.sight);
    this.run.fill(m.w, rng);
    return m;
  }
}
