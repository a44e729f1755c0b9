import { z } from 'zod';
import type { Layout } from '../../../../core/layout.ts';
import type { Rng } from '../../../../dice/rng.ts';
import type { Outcome } from '../../../../encounter/loop.ts';
import type { Ready } from '../../campaign/table.ts';
import { slOf } from '../../campaign/travel.ts';
import { FIGHT_ATTRIBUTES } from '../../attributes.ts';
import type { SixgunOptions } from '../../options.ts';
import type { BandWorld } from '../band-world.ts';
import { MOVE_FAST_INCHES } from '../band-world.ts';
import { BAND_POLICY_NAMES } from '../policy-names.ts';
import { checkDeputies } from './checks.ts';
import type { EncounterParams } from './params.ts';
import { mean, slotsOf } from './record.ts';
import { setupTable, valueOf } from './tables.ts';
import { Town } from './town.ts';
import type { EncounterType, TypeMoves } from './type.ts';
import { TypedRun } from './base.ts';

const PLACES = ['saloon', 'street'] as const;
const KINDS = ['cowboys', 'townsfolk'] as const;
const RESULTS = ['all-came-along', 'lawmen-won', 'rowdies-won', 'still-going'] as const;
const [CAME_ALONG, LAWMEN_WON, ROWDIES_WON, STILL_GOING] = [0, 1, 2, 3];
/** Come Along Peaceably's results (encounter-town's order). */
const [SUBMITS, MAKE_ME] = [0, 1];
/** 3d6 rowdies [L6429–6480]. */
const MOST_ROWDIES = 18;
const MOST_DEPUTIES = 5;
const DRUNKARD = 1 << FIGHT_ATTRIBUTES.indexOf('drunkard');
const CHARGE = BAND_POLICY_NAMES.indexOf('charge');
/** A normal move on foot (§4.4), and base contact. */
const WALK = MOVE_FAST_INCHES[0];
const CONTACT = 1;
/** The rowdies' 6" × 12" patch [L6429–6480], this far from the lawmen outside the door. */
const PATCH_DEPTH = 6,
  PATCH_WIDTH = 12,
  PATCH_OFF = 3;
/** The nearest rowdies who test to join a street brawl [L6470–6480]. */
const BRAWL_WATCHERS = 3;

const setup = z.strictObject({
  place: z
    .enum(PLACES)
    .optional()
    .describe('In a saloon or in the street outside one (default: 1d6, saloon 1–3).'),
  rowdies: z
    .number()
    .int()
    .min(3)
    .max(MOST_ROWDIES)
    .optional()
    .describe('The rowdies (default: 3d6).'),
  kind: z
    .enum(KINDS)
    .optional()
    .describe(
      'Whether the rowdies are Cowboys or Townsfolk, each a Drunkard of §2.5 (default: 1d6, Cowboys 1–5, Townsfolk 6).',
    ),
  deputies: z
    .number()
    .int()
    .min(0)
    .max(MOST_DEPUTIES)
    .optional()
    .describe("The Sheriff's Deputies (default: SL − 1d6, at least none, C-14, as in a Robbery)."),
});
type Setup = z.output<typeof setup>;

const maxSizes = (_p: EncounterParams, s: Setup): [number, number] => [
  1 + (s.deputies ?? MOST_DEPUTIES),
  s.rowdies ?? MOST_ROWDIES,
];

/**
 * Hurrahing the Town (six-gun-sound.md §13.11 [L6429–6480], the Sheriff's): 3d6 drunk rowdies
 * in clusters of 2–4, who never act unless provoked, and the Sheriff and his Deputies, who
 * walk up to them one by one and ask each to Come Along Peaceably: 2d6 against the lawman's
 * Sand plus the difference from the rowdy's (ruling: L + (L − R)). Pass 2: he comes along, and
 * so do the 1d6 nearest rowdies of his Rep or lower; Pass 1: "Make me!", a brawl, and at the
 * next rowdy activation the 3 nearest rowdies each join in on 1d6 against Sand; Pass 0:
 * "Draw!", and once a shot is fired every rowdy is provoked.
 */
class HurrahingRun extends TypedRun<Setup> {
  private readonly rowdiesTable: Ready;
  private readonly deputiesTable: Ready;
  private readonly town: Town;
  /** Come Along Peaceably by the lawman's and the rowdy's Sand (1..7 each). */
  private readonly comeAlong: (Ready | undefined)[] = new Array(64);
  private readonly joinBySand: Ready[];
  /** 1 for a rowdy provoked into the fight; 2 for one who came along. */
  private readonly state: Uint8Array;
  private readonly dist: Float64Array;
  private readonly slots;
  // This trial's set-up.
  private place = 0;
  private kind = 0;
  private deputies = 0;
  // This trial's play.
  private shooting = false;
  /** The rowdy in a fistfight with a lawman (−1: none). */
  private brawler = -1;
  private cameAlong = 0;
  private brawls = 0;

  constructor(p: EncounterParams, s: Setup, o: SixgunOptions, l: Layout) {
    super(p, s, o, maxSizes(p, s));
    this.rowdiesTable = this.ready('hurrahing-rowdies');
    this.deputiesTable = this.ready('town-deputies');
    this.joinBySand = Array.from({ length: 8 }, (_, sand) => this.ready('street-brawl', { sand }));
    const n = this.maxSizes[0] + this.maxSizes[1];
    this.town = new Town(n, o);
    this.state = new Uint8Array(n);
    this.dist = new Float64Array(n);
    this.slots = slotsOf(l, [
      'result',
      'place',
      'kind',
      'rowdies',
      'cameAlong',
      'brawls',
      'gunfight',
    ] as const);
  }

  rollSetup(rng: Rng): void {
    const s = this.s;
    this.place = s.place !== undefined ? PLACES.indexOf(s.place) : rng.d6() <= 3 ? 0 : 1; // [L6433]
    this.kind = s.kind !== undefined ? KINDS.indexOf(s.kind) : rng.d6() === 6 ? 1 : 0;
    this.deputies = s.deputies ?? valueOf(this.deputiesTable, this.deputiesTable.roll(rng));
    this.sizes[0] = 1 + this.deputies;
    this.sizes[1] = s.rowdies ?? valueOf(this.rowdiesTable, this.rowdiesTable.roll(rng));
  }

  fill(w: BandWorld, rng: Rng): void {
    let left = 0,
      cx = 0,
      cy = 0;
    for (let c = 0; c < w.n; c++) {
      const side = w.side[c];
      const j = side === 0 ? c : c - this.sizes[0];
      if (j >= this.listed(side))
        this.town.roll(
          w,
          c,
          side === 0
            ? j === 0
              ? 'sheriff'
              : 'deputy'
            : KINDS[this.kind] === 'cowboys'
              ? 'cowboy'
              : 'townsfolk',
          rng,
          true,
        );
      if (side === 0) {
        // Just outside the saloon's door, or within reach of the rowdies in the street.
        w.x0[c] = j;
        w.y0[c] = 0;
        continue;
      }
      w.attr[c] |= DRUNKARD;
      // Clusters of 2–4 in a 6" × 12" patch.
      if (left === 0) {
        left = 2 + ((rng.d6() - 1) >> 1);
        cx = (rng.d6() - 1) * (PATCH_WIDTH / 6) - PATCH_WIDTH / 2;
        cy = PATCH_OFF + (rng.d6() - 1) * (PATCH_DEPTH / 6);
      }
      w.x0[c] = cx + (left & 1) * CONTACT;
      w.y0[c] = cy + (left >> 1) * CONTACT;
      left--;
    }
    w.setStarts();
    w.refreshStats();
  }

  reset(w: BandWorld): void {
    this.state.fill(0);
    this.shooting = false;
    this.brawler = -1;
    this.cameAlong = this.brawls = 0;
    // In the saloon the rowdies are inside its cover.
    for (let c = 0; c < w.n; c++) {
      w.hidden[c] = 0;
      w.inCover[c] = w.side[c] === 1 && this.place === 0 ? 1 : 0;
    }
  }

  /** At each turn's start a fistfight still going draws in the 3 nearest rowdies on 1d6 against Sand. */
  startTurn(w: BandWorld, rng: Rng): void {
    const b = this.brawler;
    if (b < 0 || !w.alive[b]) return;
    for (let c = 0; c < w.n; c++)
      this.dist[c] = w.side[c] === 1 && this.state[c] === 0 && w.alive[c] ? w.dist(c, b) : Infinity;
    for (let k = 0; k < BRAWL_WATCHERS; k++) {
      let near = -1;
      for (let c = 0; c < w.n; c++)
        if (this.dist[c] < Infinity && (near < 0 || this.dist[c] < this.dist[near])) near = c;
      if (near < 0) return;
      this.dist[near] = Infinity;
      if (this.joinBySand[Math.min(7, w.sand[near])].roll(rng) !== 0) continue;
      this.state[near] = 1;
      w.policy[near] = CHARGE;
      w.log?.say(w.turn, `${w.names[near]} joins the brawl`);
    }
  }

  override acts(w: BandWorld, c: number): boolean {
    return w.side[c] === 0 || this.state[c] === 1;
  }

  override act(w: BandWorld, c: number, rng: Rng, moves: TypeMoves): boolean {
    if (w.side[c] === 1 || this.shooting) return false;
    // Walk up to the nearest rowdy not yet dealt with and ask him to come along.
    let r = -1;
    for (let e = 0; e < w.n; e++)
      if (
        w.side[e] === 1 &&
        w.alive[e] &&
        this.state[e] === 0 &&
        (r < 0 || w.dist(c, e) < w.dist(c, r))
      )
        r = e;
    if (r < 0) return false; // the rest are fighting: his policy plays him
    const d = w.dist(c, r);
    if (d > CONTACT) {
      const step = Math.min(WALK, d - CONTACT) / d;
      w.place(c, w.x[c] + (w.x[r] - w.x[c]) * step, w.y[c] + (w.y[r] - w.y[c]) * step);
      if (w.dist(c, r) > CONTACT + 1e-9) return true;
    }
    const t = (this.comeAlong[w.sand[c] * 8 + w.sand[r]] ??= setupTable(
      'come-along-peaceably',
      { locale: this.p.locale, sl: this.sl, rep: w.sand[c], theirRep: w.sand[r] },
      this.o,
    ));
    const k = t.roll(rng);
    w.log?.say(w.turn, `${w.names[c]} asks ${w.names[r]} to come along: ${t.outcomes[k]}`);
    if (k === SUBMITS) {
      this.submit(w, r, moves);
      // And the 1d6 nearest of his Rep or lower come along too.
      for (let more = rng.d6(); more > 0; more--) {
        let near = -1;
        for (let e = 0; e < w.n; e++)
          if (
            w.side[e] === 1 &&
            w.alive[e] &&
            this.state[e] === 0 &&
            w.rep[e] <= w.rep[r] &&
            (near < 0 || w.dist(e, r) < w.dist(near, r))
          )
            near = e;
        if (near < 0) break;
        this.submit(w, near, moves);
      }
      return true;
    }
    this.state[r] = 1;
    if (k === MAKE_ME) {
      this.brawls++;
      this.brawler = r;
      w.policy[r] = CHARGE;
      moves.brawl(w, r, c, rng);
    } else {
      w.target[r] = c;
      moves.fire(w, r, rng); // "Draw!"
    }
    return true;
  }

  private submit(w: BandWorld, r: number, moves: TypeMoves): void {
    this.state[r] = 2;
    this.cameAlong++;
    w.log?.add(`; ${w.names[r]} comes along`);
    moves.leave(w, r);
  }

  override fired(w: BandWorld): void {
    if (this.shooting) return;
    this.shooting = true;
    for (let c = 0; c < w.n; c++) if (w.side[c] === 1 && this.state[c] === 0) this.state[c] = 1;
  }

  winner(w: BandWorld, out: Outcome): number {
    const r = this.result(w, out);
    return r === CAME_ALONG || r === LAWMEN_WON ? 0 : r === ROWDIES_WON ? 1 : out.winner;
  }

  private result(w: BandWorld, out: Outcome): number {
    if (w.standing[1] === 0) return this.cameAlong === this.sizes[1] ? CAME_ALONG : LAWMEN_WON;
    return w.standing[0] === 0 ? ROWDIES_WON : out.winner === 1 ? ROWDIES_WON : STILL_GOING;
  }

  record(w: BandWorld, out: Outcome, acc: Float64Array): void {
    const s = this.slots;
    acc[s.result + this.result(w, out)]++;
    acc[s.place + this.place]++;
    acc[s.kind + this.kind]++;
    mean(acc, s.rowdies, this.sizes[1]);
    mean(acc, s.cameAlong, this.cameAlong);
    mean(acc, s.brawls, this.brawls);
    if (this.shooting) acc[s.gunfight]++;
  }

  describe(w: BandWorld): string {
    return `Hurrahing the Town at SL ${this.sl}: ${this.sizes[1]} drunk ${KINDS[this.kind]} in the ${PLACES[this.place]}, the Sheriff and ${this.deputies} Deputies (${w.n} figures)`;
  }
}

export const hurrahing: EncounterType<Setup> = {
  id: 'hurrahing',
  code: 'HT',
  title: 'Hurrahing the Town',
  source: 'six-gun-sound.md §13.11 [L6429–6480]',
  description:
    '3d6 drunk rowdies, Cowboys or Townsfolk, in clusters in a saloon or the street, who act only when provoked; the Sheriff and his Deputies walk up to them and ask each to Come Along Peaceably (2d6 against L + (L − R) Sand): he comes along with the 1d6 nearest of his Rep or lower, says "Make me!" and brawls (and the 3 nearest may join the brawl on 1d6 against Sand), or Draws, and once a shot is fired every rowdy is in it. The Lawmen win when no rowdy is left standing in the street.',
  roles: ['Lawmen', 'Rowdies'],
  policies: ['advance', 'stand-and-shoot'],
  setup,
  maxSizes,
  check(p, s, issue) {
    checkDeputies(p, s.deputies, issue);
  },
  metrics(_p, _s, l) {
    l.categories(
      'result',
      RESULTS,
      'every rowdy came along peaceably, the Lawmen won a fight, the rowdies won, or it goes on at maxTurns',
    );
    l.categories('place', PLACES, 'in the saloon (1–3) or the street outside it');
    l.categories('kind', KINDS, 'Cowboys (1–5) or Townsfolk (6)');
    l.mean('rowdies', 'rowdies (3d6)');
    l.mean('cameAlong', 'rowdies who came along peaceably, per hurrahing');
    l.mean('brawls', 'rowdies who said "Make me!", per hurrahing');
    l.probability('gunfight', 'a shot was fired ("Draw!")');
  },
  notes: () => [
    "the Sheriff's Deputies are SL − 1d6 as in a Robbery (the book leaves their number to the campaign); the lawmen walk 6\" an activation and ask in base contact; a brawler's friends charge in",
  ],
  explain(p, s) {
    return `Hurrahing the Town at SL ${slOf(p)}: ${s.rowdies ?? '3d6'} rowdies (${s.kind ?? 'Cowboys or Townsfolk'}) ${s.place ? `in the ${s.place}` : 'in a saloon or the street'}, the Sheriff and ${s.deputies ?? 'SL − 1d6'} Deputies; up to ${p.maxTurns} turns`;
  },
  prepare: (p, s, o, l) => new HurrahingRun(p, s, o, l),
};
