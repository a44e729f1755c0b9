import { z } from 'zod';
import { Layout } from '../../../../core/layout.ts';
import type { Rng } from '../../../../dice/rng.ts';
import { playEncounter, type Outcome } from '../../../../encounter/loop.ts';
import type { Trace } from '../../../../encounter/trace.ts';
import type { Locale } from '../../campaign/data.ts';
import { OD, OOF, RAN } from '../../draw.ts';
import type { SixgunOptions } from '../../options.ts';
import { DuelRoster } from '../duel-roster.ts';
import { rolledFigure } from '../metrics.ts';
import { build, RolledForces } from '../index.ts';
import { gunfightSchema, type FigureSpec, type GunfightParams } from '../schema.ts';
import type { World } from '../world.ts';
import type { BandWorld } from '../band-world.ts';
import { TypedForces } from './forces.ts';
import { encounterShape, type EncounterParams } from './params.ts';
import type { EncounterType, TypeRun } from './type.ts';

/** How one encounter of a composite ended for the drive's or the ranch's side. */
export const LEG_RESULTS = ['won', 'lost', 'undecided'] as const;
export const [WON, LOST, UNDECIDED] = [0, 1, 2];

const shared = z.strictObject(encounterShape);

/** What a composite passes on to each encounter it plays: where, how long, its side's figures. */
export interface LegPlace {
  locale: Locale;
  sl?: number;
  maxTurns: number;
  /** The drive's or the ranch's listed figures still fit (they come first on its side). */
  figures: readonly FigureSpec[];
}

/**
 * One kind of encounter a composite plays (a Cattle Rustling with the drive as the Cowboys, a
 * GF-2 with the ranch as the Star's side, …), seen from the composite's side, which is `ours`
 * of the encounter's two. After `play` it tells how that side came out: its figures lost —
 * Obviously Dead, Out of the Fight or run away, the hands a trail boss must replace (§14.5
 * [L5394–5398]) — which of its listed figures were lost or Obviously Dead, whether the
 * other side's leader (its first figure) ended Obviously Dead, and who won by the encounter's
 * goals.
 */
export abstract class Leg {
  result = UNDECIDED;
  lost = 0;
  dead = 0;
  /** Of the figures out of the fight, those Out of the Fight (not dead, not run away). */
  oof = 0;
  /** Bit j: our j-th listed figure (of the leg's `figures`) was lost; and was Obviously Dead. */
  listedLost = 0;
  listedDead = 0;
  /** How our first figure (the first listed, the side's leader) ended, a DRAW_STATES index. */
  firstEnd = 0;
  headDead = false;
  turns = 0;
  protected readonly out: Outcome = { winner: -1, turn: 0 };

  constructor(
    protected readonly ours: number,
    /** Our listed figures, who come first on our side. */
    private readonly listed: number,
  ) {}

  /** Plays one encounter with at most `most` figures of ours on the field. */
  play(rng: Rng, most: number, log: Trace | null): void {
    this.settle(this.fight(rng, most, log));
  }

  /** The encounter's end for our side, for a trace. */
  summary(who: string): string {
    return `${who} ${LEG_RESULTS[this.result]}: ${this.lost} lost (${this.dead} Obviously Dead, ${this.oof} Out of the Fight, ${this.lost - this.dead - this.oof} ran)${this.headDead ? ", the other side's leader dead" : ''}`;
  }

  protected abstract fight(rng: Rng, most: number, log: Trace | null): World | BandWorld;

  private settle(w: World | BandWorld): void {
    this.lost = this.dead = this.oof = this.listedLost = this.listedDead = 0;
    let j = 0,
      theirs = -1;
    for (let c = 0; c < w.n; c++) {
      if (w.side[c] !== this.ours) {
        if (theirs < 0) theirs = c;
        continue;
      }
      const bit = j < this.listed ? 1 << j : 0;
      if (j === 0) this.firstEnd = w.end[c];
      j++;
      if (w.alive[c]) continue;
      const e = w.end[c];
      if (e === OD || e === OOF || e === RAN) {
        this.lost++;
        this.listedLost |= bit;
      }
      if (e === OD) {
        this.dead++;
        this.listedDead |= bit;
      }
      if (e === OOF) this.oof++;
    }
    this.headDead = theirs >= 0 && !w.alive[theirs] && w.end[theirs] === OD;
    this.turns = this.out.turn;
    this.result =
      this.out.winner === this.ours ? WON : this.out.winner === 1 - this.ours ? LOST : UNDECIDED;
  }
}

/** An encounter type's run played as a leg, our side as its side `ours`. */
export class TypedLeg extends Leg {
  private readonly run: TypeRun;
  private readonly forces: TypedForces;
  private readonly p: EncounterParams;

  constructor(t: EncounterType, ours: number, at: LegPlace, o: SixgunOptions) {
    super(ours, at.figures.length);
    const sides = [{}, {}] as Record<string, unknown>[];
    // The type's roles and policies stay; our figures come first on our side.
    sides[ours] = { figures: at.figures, policy: t.policies?.[ours] };
    sides[1 - ours] = { policy: t.policies?.[1 - ours] };
    this.p = {
      ...shared.parse({ locale: at.locale, sl: at.sl, maxTurns: at.maxTurns, sides }),
      type: t.id,
    };
    const s = t.setup.parse({});
    const l = new Layout();
    t.metrics(this.p, s, l);
    this.run = t.prepare(this.p, s, o, l);
    this.forces = new TypedForces(this.p, t, o, this.run);
  }

  protected fight(rng: Rng, most: number, log: Trace | null): BandWorld {
    this.run.most[this.ours] = most;
    const { w, order, rules, sched } = this.forces.roll(rng);
    w.log = log;
    log?.line(this.run.describe(w));
    playEncounter(w, rules, order, sched, this.p.maxTurns, rng, this.out);
    this.out.winner = this.run.winner(w, this.out);
    w.log = null;
    return w;
  }
}

/**
 * A gunfight of §13.1 played as a leg, our side the Star's (side 0): a GF-1 against one rolled
 * opponent, a GF-2 or GF-3 with our side's number (1d6, 2d6 + 2) and theirs rolled as the
 * gunfight procedure's `roll` does. The winner is the last side standing. With none of our
 * listed figures left to lead it, a Rep 4 Cowboy hand stands in as the Star.
 */
export class GunfightLeg extends Leg {
  private readonly p: GunfightParams;
  private readonly duel: DuelRoster<ReturnType<typeof build>> | null;
  private readonly band: RolledForces | null;

  constructor(type: 'GF-1' | 'GF-2' | 'GF-3', at: LegPlace, o: SixgunOptions) {
    super(0, at.figures.length);
    const one = type === 'GF-1';
    const figures = at.figures.length ? at.figures : [rolledFigure('Hand')];
    this.p = gunfightSchema.parse({
      type,
      maxTurns: at.maxTurns,
      ...(one ? { setting: 'rolled', roll: {} } : { roll: { starSide: true } }),
      sides: [{ name: 'Ours', figures: one ? figures.slice(0, 1) : figures }, { name: 'Them' }],
    }) as GunfightParams;
    this.duel = one ? new DuelRoster(this.p, (q) => build(q, o)) : null;
    this.band = one ? null : new RolledForces(this.p, o);
  }

  protected fight(rng: Rng, most: number, log: Trace | null): World | BandWorld {
    if (this.duel) {
      const { w, order, rules, sched } = this.duel.roll(rng);
      log?.line(`GF-1: ${w.names[0]} against ${w.names[1]} (Rep ${w.rep[1]} ${w.profession[1]})`);
      w.log = log;
      playEncounter(w, rules, order, sched, this.p.maxTurns, rng, this.out);
      w.log = null;
      return w;
    }
    const f = this.band!;
    f.roster.most = most;
    const { w, order, rules, sched } = f.roll(rng);
    log?.line(`${this.p.type}: ${f.describe(w)}`);
    w.log = log;
    playEncounter(w, rules, order, sched, this.p.maxTurns, rng, this.out);
    w.log = null;
    return w;
  }
}

/**
 * A composite side's listed figures (the first leads it) and which of them can still ride: an
 * encounter fields those still up, first, and its legs are kept by who they are (a mask).
 */
export class Listed {
  readonly all: number;

  constructor(readonly figures: readonly FigureSpec[]) {
    this.all = (1 << figures.length) - 1;
  }

  /** The figures of mask m, in order. */
  of(m: number): FigureSpec[] {
    return this.figures.filter((_, i) => m & (1 << i));
  }

  /** A leg's bits (over `of(m)`) as the side's own. */
  back(m: number, bits: number): number {
    let out = 0;
    for (let i = 0, j = 0; i < this.figures.length; i++)
      if (m & (1 << i) && bits & (1 << j++)) out |= 1 << i;
    return out;
  }
}
