import { z } from 'zod';
import type { Layout } from '../../../../core/layout.ts';
import type { Rng } from '../../../../dice/rng.ts';
import type { Outcome } from '../../../../encounter/loop.ts';
import { OPPOSED } from '../../campaign/encounter-kit.ts';
import type { Ready } from '../../campaign/table.ts';
import { slOf } from '../../campaign/travel.ts';
import { OD, OOF, RAN, SURRENDERED } from '../../draw/setup.ts';
import type { SixgunOptions } from '../../options.ts';
import type { BandWorld } from '../band-world.ts';
import { HIDDEN, IN_SIGHT, SPACING } from '../band-world.ts';
import type { EncounterParams } from './params.ts';
import { mean, slotsOf } from './record.ts';
import { FAR } from './road.ts';
import { setupTable, valueOf } from './tables.ts';
import { FRONTAGE, Town } from './town.ts';
import type { EncounterType, TypeMoves } from './type.ts';
import { TypedRun } from './base.ts';

const PLACES = ['town', 'trail'] as const;
const TOWN = 0;
/** The Stand-Up Fight's result as the first side's (the Lawmen's) passes less the Outlaws'. */
const PASSES_AHEAD = [0, 1, 2, -1, -2];
const RESULTS = [
  'leader-captured',
  'leader-killed',
  'leader-escaped',
  'lawmen-beaten',
  'still-fighting',
] as const;
const [CAPTURED, KILLED, ESCAPED, BEATEN, FIGHTING] = [0, 1, 2, 3, 4];
/** The Outlaw leader and 2d6 − SL others: 12 at SL 1. */
const MOST_OUTLAWS = 12;

const setup = z.strictObject({
  place: z
    .enum(PLACES)
    .optional()
    .describe('Where the capture is tried (default: 1d6, town 1–3, trail 4–6).'),
  outlaws: z
    .number()
    .int()
    .min(1)
    .max(MOST_OUTLAWS)
    .optional()
    .describe('The Outlaw leader and the others (default: 1 + (2d6 − SL)).'),
  deputies: z
    .number()
    .int()
    .min(0)
    .max(3)
    .optional()
    .describe("The Lawman's Deputies (default: ½d6); Townsfolk make his force twice the Outlaws."),
  standUp: z
    .enum(OPPOSED)
    .optional()
    .describe(
      "On the trail, the Stand-Up Fight (default: 2d6 against the Lawman's Rep and the Outlaw leader's − 2, B-8; ours is the Lawmen's): same, ours-by-1, ours-by-2 (an Ambush), theirs-by-1, theirs-by-2.",
    ),
});
type Setup = z.output<typeof setup>;

const maxSizes = (p: EncounterParams, s: Setup): [number, number] => {
  const outlaws = s.outlaws ?? 1 + Math.max(0, 12 - slOf(p));
  return [Math.max(1 + (s.deputies ?? 3), 2 * outlaws), outlaws];
};

/**
 * A Capture (six-gun-sound.md §13.4 [L3473–3511]): the Lawman, his ½d6 Deputies and enough
 * Townsfolk to make twice the Outlaws go after the Outlaw leader and his 2d6 − SL men. In
 * town the leader is in a building with each other Outlaw on 1–5, those elsewhere keeping
 * out of sight until a shot is fired, and the Lawman's party starts in the street 1d6 × 6"
 * off; on the trail the Outlaws hold a cabin 24" off and a Stand-Up Fight, the leader at
 * Rep − 2, sets the two sides up. The Lawmen win when the leader is out of the fight.
 */
class CaptureRun extends TypedRun<Setup> {
  readonly standUp: (w: BandWorld, rng: Rng, moves: TypeMoves) => void;
  private readonly placeTable: Ready;
  private readonly outlawsTable: Ready;
  private readonly deputiesTable: Ready;
  private readonly withLeader: Ready;
  private readonly distance: Ready;
  /** The Stand-Up Fight by the two leaders' Reps (1..7 each), made ready as they come up. */
  private readonly ambush: (Ready | undefined)[] = new Array(64);
  private readonly town: Town;
  /** 1 for an Outlaw elsewhere in town, out of it until a shot is fired. */
  private readonly apart: Uint8Array;
  private readonly slots;
  // This trial's set-up.
  private place = 0;
  private outlaws = 0;
  private deputies = 0;
  private standUpResult = 0;
  private shooting = false;

  constructor(p: EncounterParams, s: Setup, o: SixgunOptions, l: Layout) {
    super(p, s, o, maxSizes(p, s));
    this.placeTable = this.ready('capture-place');
    this.outlawsTable = this.ready('capture-outlaws');
    this.deputiesTable = this.ready('capture-lawmen-deputies');
    this.withLeader = this.ready('capture-with-leader');
    this.distance = this.ready('capture-lawman-distance');
    const n = this.maxSizes[0] + this.maxSizes[1];
    this.town = new Town(n, o);
    this.apart = new Uint8Array(n);
    this.slots = slotsOf(l, ['result', 'place', 'standUp', 'outlaws', 'lawmen'] as const);
    this.standUp = (w, rng, moves) => {
      if (this.place === TOWN) return;
      this.standUpResult =
        this.s.standUp !== undefined ? OPPOSED.indexOf(this.s.standUp) : this.rollStandUp(w, rng);
      w.log?.say(1, `Stand-Up Fight: ${OPPOSED[this.standUpResult]}`);
      moves.standUp(w, PASSES_AHEAD[this.standUpResult], rng);
    };
  }

  private rollStandUp(w: BandWorld, rng: Rng): number {
    const ours = w.rep[w.outfitLeader[0]],
      theirs = w.rep[w.outfitLeader[1]];
    const t = (this.ambush[ours * 8 + theirs] ??= setupTable(
      'capture-trail-ambush',
      { locale: this.p.locale, sl: this.sl, rep: ours, theirRep: theirs },
      this.o,
    ));
    return t.roll(rng);
  }

  rollSetup(rng: Rng): void {
    const s = this.s;
    this.place = s.place !== undefined ? PLACES.indexOf(s.place) : this.placeTable.roll(rng);
    this.outlaws = Math.min(
      this.most[1],
      s.outlaws ?? valueOf(this.outlawsTable, this.outlawsTable.roll(rng)),
    );
    this.deputies = s.deputies ?? valueOf(this.deputiesTable, this.deputiesTable.roll(rng));
    this.sizes[0] = Math.min(this.most[0], Math.max(1 + this.deputies, 2 * this.outlaws));
    this.deputies = Math.min(this.deputies, this.sizes[0] - 1);
    this.sizes[1] = this.outlaws;
  }

  fill(w: BandWorld, rng: Rng): void {
    const inTown = this.place === TOWN;
    const gap = inTown ? valueOf(this.distance, this.distance.roll(rng)) : FAR;
    for (let c = 0; c < w.n; c++) {
      const side = w.side[c];
      const j = side === 0 ? c : c - this.sizes[0];
      this.apart[c] = 0;
      if (j >= this.listed(side))
        this.town.roll(
          w,
          c,
          side === 1 ? 'outlaw' : j === 0 ? 'marshal' : j <= this.deputies ? 'deputy' : 'townsfolk',
          rng,
        );
      w.x0[c] = (j - (this.sizes[side] >> 1)) * SPACING;
      w.y0[c] = side === 0 ? 0 : gap;
      // In town, each other Outlaw is with the leader on 1–5, else in another building.
      if (side === 1 && j > 0 && inTown && this.withLeader.roll(rng) === 1) {
        this.apart[c] = 1;
        w.x0[c] = rng.d6() * FRONTAGE * (rng.d6() <= 3 ? -1 : 1);
      }
    }
    w.setStarts();
    w.refreshStats();
  }

  reset(w: BandWorld): void {
    this.shooting = false;
    this.standUpResult = 0;
    // The Outlaws hold a building in town, a cabin on the trail: in cover, out of sight.
    for (let c = 0; c < w.n; c++) {
      w.inCover[c] = w.side[c];
      w.hidden[c] = w.side[c] ? HIDDEN : IN_SIGHT;
    }
  }

  override acts(_w: BandWorld, c: number): boolean {
    return this.apart[c] === 0 || this.shooting;
  }

  override fired(): void {
    this.shooting = true;
  }

  winner(w: BandWorld, out: Outcome): number {
    const r = this.result(w);
    return r <= KILLED ? 0 : r === ESCAPED || r === BEATEN ? 1 : out.winner;
  }

  /** The leader is the Outlaws' first figure. */
  private result(w: BandWorld): number {
    const leader = this.sizes[0];
    if (!w.alive[leader]) {
      const e = w.end[leader];
      return e === OD
        ? KILLED
        : e === RAN
          ? ESCAPED
          : e === OOF || e === SURRENDERED
            ? CAPTURED
            : KILLED;
    }
    return w.standing[0] === 0 ? BEATEN : FIGHTING;
  }

  record(w: BandWorld, _out: Outcome, acc: Float64Array): void {
    const s = this.slots;
    acc[s.result + this.result(w)]++;
    acc[s.place + this.place]++;
    if (this.place !== TOWN) acc[s.standUp + this.standUpResult]++;
    mean(acc, s.outlaws, this.outlaws);
    mean(acc, s.lawmen, this.sizes[0]);
  }

  describe(w: BandWorld): string {
    return `Capture ${this.place === TOWN ? 'in town' : 'on the trail'} at SL ${this.sl}: the Lawman, ${this.deputies} Deputies and ${this.sizes[0] - 1 - this.deputies} Townsfolk against the Outlaw leader and ${this.outlaws - 1} others (${w.n} figures)`;
  }
}

export const capture: EncounterType<Setup> = {
  id: 'capture',
  code: 'C',
  title: 'Capture',
  source: 'six-gun-sound.md §13.4 [L3473–3511]',
  description:
    'the Lawman, his ½d6 Deputies and Townsfolk to make twice the Outlaws go after the Outlaw leader and his 2d6 − SL men, in town (the leader in a building, each other Outlaw with him on 1–5 or elsewhere, out of it until a shot is fired; the Lawman 1d6 × 6" off) or on the trail (a cabin 24" off, the Stand-Up Fight with the leader at Rep − 2, B-8); the Lawmen win when the leader is out of the fight: captured (out of the fight or surrendered), killed, or escaped (ran).',
  roles: ['Lawmen', 'Outlaws'],
  policies: ['advance', 'stand-and-shoot'],
  setup,
  maxSizes,
  check(p, s, issue) {
    const most = 1 + Math.max(0, 12 - slOf(p));
    if (s.outlaws !== undefined && s.outlaws > most)
      issue(['setup', 'outlaws'], `1 + (2d6 − SL ${slOf(p)}) gives at most ${most} Outlaws`);
    if (s.standUp !== undefined && s.place === 'town')
      issue(['setup', 'standUp'], 'a Stand-Up Fight sets up a capture on the trail, not in town');
  },
  metrics(p, s, l) {
    l.categories(
      'result',
      RESULTS,
      'the Outlaw leader captured (out of the fight or surrendered), killed, escaped (ran away), the Lawmen beaten, or still fighting at maxTurns',
    );
    l.categories('place', PLACES, 'where the capture was tried (1d6)');
    l.categories(
      'standUp',
      OPPOSED,
      'the Stand-Up Fight of a capture on the trail (ours: the Lawmen; shares of all captures, one in town has none)',
    );
    l.mean('outlaws', `Outlaws with the leader (at most ${maxSizes(p, s)[1]})`);
    l.mean('lawmen', 'the Lawman, his Deputies and Townsfolk (twice the Outlaws)');
  },
  notes: () => [
    'the Lawman is a Marshal by the NPC table unless listed; the Outlaws hold their building or cabin and shoot from it',
    "not modelled yet: bystanders in town (who take cover and stay out of it) and the mounts the Capture's own Mounts place (§13.4 [L3502–3506]): in town each man's horse and the spare saddled horses, 1d6 − 1 tied outside the saloon and 1d6 − 2 in the livery, worded as the Gunfight's (§13.1 [L3241], which a GF-2 in town plays), on the trail the Lawmen's mounts where they choose (none nearer an outlaw than its owner) and the Outlaws' corral at least 6 + 1d6\" from any structure; which building the leader holds (1d6 a building, +2 a saloon, +1 a hotel) is not rolled",
  ],
  explain(p, s) {
    return `Capture at SL ${slOf(p)}: ${s.place ?? 'in town or on the trail (1d6)'}, ${s.outlaws ?? '1 + (2d6 − SL)'} Outlaws, ${s.deputies ?? '½d6'} Deputies; up to ${p.maxTurns} turns`;
  },
  prepare: (p, s, o, l) => new CaptureRun(p, s, o, l),
};
