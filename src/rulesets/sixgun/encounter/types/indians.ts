import { z } from 'zod';
import type { Layout } from '../../../../core/layout.ts';
import type { Rng } from '../../../../dice/rng.ts';
import type { Outcome } from '../../../../encounter/loop.ts';
import { WARRIOR_TABLES } from '../../campaign/data.ts';
import { TALK } from '../../campaign/encounter-trail.ts';
import type { Ready } from '../../campaign/table.ts';
import { slOf, warriors } from '../../campaign/travel.ts';
import type { SixgunOptions } from '../../options.ts';
import type { BandWorld } from '../band-world.ts';
import { SPACING } from '../band-world.ts';
import { checkListed } from './checks.ts';
import type { EncounterParams } from './params.ts';
import { mean, slotsOf } from './record.ts';
import { setupTable, setupTableBySize, valueOf } from './tables.ts';
import { Town } from './town.ts';
import type { EncounterType, TypeMoves } from './type.ts';
import { TypedRun } from './base.ts';
import { rollWarrior } from './warrior.ts';

const SCENARIOS = ['pursuit', 'holed-up'] as const;
const HOLED_UP = 1;
const PARLEY = ['none', 'agree', 'refuse'] as const;
const [NO_PARLEY, AGREE] = [0, 1];
/** Talk the Talk's results (encounter-trail's TALK order). */
const [, SAFE_PASSAGE, , PEACE_AND_TRADE, , STAR_ESCAPES, ALL_SLAUGHTERED] = [0, 1, 2, 3, 4, 5, 6];
const RESULTS = [
  'peace',
  'slaughtered',
  'indians-beaten',
  'outfit-beaten',
  'withdrew-for-good',
  'back-tomorrow',
  'still-fighting',
] as const;
const [PEACE, SLAUGHTERED, INDIANS_BEATEN, OUTFIT_BEATEN, GONE, BACK, FIGHTING] = [
  0, 1, 2, 3, 4, 5, 6,
];
/** The Star's outfit is 1d6; How Many (IN) is at most five times it. */
const MOST_OUTFIT = 6,
  MOST_TIMES = 5;
/** Where the Indians start: 24" from the outfit holed up, 12" when they catch it on the trail. */
const HOLED_UP_GAP = 24,
  CAUGHT_GAP = 12;

const setup = z.strictObject({
  scenario: z
    .enum(SCENARIOS)
    .optional()
    .describe('A pursuit, the outfit running (1–3 on 1d6), or holed up and surrounded.'),
  outfit: z
    .number()
    .int()
    .min(1)
    .max(MOST_OUTFIT)
    .optional()
    .describe("The Star's outfit, the Star included (default: 1d6)."),
  parley: z
    .enum(PARLEY)
    .default('none')
    .describe(
      'Talk the Talk first: none (open fire), agree (the Star takes their terms, as the exact table reads them) or refuse (only safe passage or a trade is peace; any other result opens fire).',
    ),
  peaceful: z
    .boolean()
    .default(false)
    .describe('A peaceful result in this locale before: +1 to the Star in Talk the Talk.'),
});
type Setup = z.output<typeof setup>;

const maxSizes = (_p: EncounterParams, s: Setup): [number, number] => {
  const outfit = s.outfit ?? MOST_OUTFIT;
  return [outfit, MOST_TIMES * outfit];
};

/**
 * Indians (six-gun-sound.md §13.8 [L3638–3772]): the Star's 1d6 outfit, holed up and
 * surrounded (the Indians 24" off) or caught on the trail at the end of a pursuit (12" off,
 * in the open), against How Many (IN) warriors of the locale's table. Talk the Talk may come
 * first. Once they open fire, the first turn's activation total is recorded, and when it
 * comes up again the Indians withdraw for the day; then dead and out-of-the-fight Indians +
 * 1d6 against the living + 1d6 (higher: they go away) and the cavalry (1d6 above SL) decide
 * whether they are back tomorrow (B-36).
 */
class IndiansRun extends TypedRun<Setup> {
  readonly standUp: (w: BandWorld, rng: Rng, moves: TypeMoves) => void;
  private readonly scenarioTable: Ready;
  private readonly warriorTable: Ready;
  private readonly howMany: Ready[];
  private readonly cavalry: Ready;
  private readonly talk: Map<number, Ready> = new Map();
  private readonly town: Town;
  private readonly slots;
  // This trial's set-up.
  private scenario = 0;
  private warrior = 0;
  // This trial's play.
  private firstTotal = 0;
  private talkResult = -1;
  /** How Talk the Talk ended it (PEACE or SLAUGHTERED), or −1: they fought. */
  private parleyEnd = -1;
  private withdrewOn = 0;
  private gone = false;

  constructor(p: EncounterParams, s: Setup, o: SixgunOptions, l: Layout) {
    super(p, s, o, maxSizes(p, s));
    this.scenarioTable = this.ready('indians-scenario');
    this.warriorTable = warriors({ locale: p.locale });
    this.howMany = setupTableBySize('indians-how-many', this.maxSizes[0], this.at, this.o);
    this.cavalry = this.ready('cavalry');
    const n = this.maxSizes[0] + this.maxSizes[1];
    this.town = new Town(n, o);
    this.slots = slotsOf(l, [
      'result',
      'scenario',
      'talk',
      'withdrew',
      'outfit',
      'indians',
    ] as const);
    this.standUp = (w, rng, moves) => this.parley(w, rng, moves);
  }

  rollSetup(rng: Rng): void {
    const s = this.s;
    this.scenario =
      s.scenario !== undefined ? SCENARIOS.indexOf(s.scenario) : this.scenarioTable.roll(rng);
    this.warrior = this.warriorTable.roll(rng);
    this.sizes[0] = Math.min(this.most[0], s.outfit ?? rng.d6());
    const t = this.howMany[this.sizes[0]];
    this.sizes[1] = valueOf(t, t.roll(rng));
  }

  fill(w: BandWorld, rng: Rng): void {
    const gap = this.scenario === HOLED_UP ? HOLED_UP_GAP : CAUGHT_GAP;
    for (let c = 0; c < w.n; c++) {
      const side = w.side[c];
      const j = side === 0 ? c : c - this.sizes[0];
      if (j >= this.listed(side)) {
        if (side === 1) rollWarrior(w, c, WARRIOR_TABLES[this.warrior], rng);
        else this.town.roll(w, c, 'cowboy', rng, false);
      }
      w.x0[c] = (j - (this.sizes[side] >> 1)) * SPACING;
      w.y0[c] = side === 0 ? 0 : gap;
    }
    w.setStarts();
    w.refreshStats();
  }

  reset(w: BandWorld): void {
    this.firstTotal = 0;
    this.talkResult = -1;
    this.parleyEnd = -1;
    this.withdrewOn = 0;
    this.gone = false;
    // Holed up, the outfit fights from cover; caught on the trail, in the open.
    for (let c = 0; c < w.n; c++) {
      w.hidden[c] = 0;
      w.inCover[c] = w.side[c] === 0 && this.scenario === HOLED_UP ? 1 : 0;
    }
  }

  /** Turn 1: Talk the Talk when the Star parleys (§13.8 [L3733–3761]). */
  private parley(w: BandWorld, rng: Rng, moves: TypeMoves): void {
    const mode = PARLEY.indexOf(this.s.parley);
    if (mode === NO_PARLEY) return;
    const star = w.rep[0],
      them = w.rep[w.outfitLeader[1]];
    const ratio = this.sizes[1] / this.sizes[0];
    const outnumbered = ratio >= 5 ? '5-to-1' : ratio >= 3 ? '3-to-1' : 'no';
    const key = (star * 8 + them) * 3 + (ratio >= 5 ? 2 : ratio >= 3 ? 1 : 0);
    let t = this.talk.get(key);
    if (t === undefined) {
      t = setupTable(
        'talk-the-talk',
        {
          locale: this.p.locale,
          sl: this.sl,
          rep: star,
          theirRep: them,
          outnumbered,
          peaceful: this.s.peaceful,
        },
        this.o,
      );
      this.talk.set(key, t);
    }
    const k = t.roll(rng);
    this.talkResult = k;
    w.log?.say(1, `Talk the Talk: ${TALK[k]}`);
    const peace = mode === AGREE || k === SAFE_PASSAGE || k === PEACE_AND_TRADE;
    if (!peace) return w.log?.add('; the Star will not have it: they open fire');
    // Peace, or the Star's outfit slaughtered once he gave up its arms: either way nobody
    // fights, and the Indians ride off.
    this.parleyEnd =
      mode === AGREE && (k === STAR_ESCAPES || k === ALL_SLAUGHTERED) ? SLAUGHTERED : PEACE;
    for (let c = 0; c < w.n; c++) if (w.side[c] === 1) moves.leave(w, c);
  }

  /** Activation totals: the first turn's is recorded; when it recurs, they withdraw (B-36). */
  startTurn(w: BandWorld, rng: Rng, die: Int32Array, moves: TypeMoves): void {
    const total = die[0] + die[1];
    if (this.firstTotal === 0) {
      this.firstTotal = total;
      return;
    }
    if (total !== this.firstTotal || this.withdrewOn > 0) return;
    this.withdrewOn = w.turn;
    w.log?.say(
      w.turn,
      `the first turn's total (${total}) comes up again: the Indians withdraw for the day`,
    );
    // Day's end: dead and OOF Indians + 1d6 against the living + 1d6; the cavalry on 1d6 > SL.
    let down = 0,
      living = 0;
    for (let c = 0; c < w.n; c++) if (w.side[c] === 1) w.alive[c] ? living++ : down++;
    this.gone = down + rng.d6() > living + rng.d6() || this.cavalry.roll(rng) === 0;
    for (let c = 0; c < w.n; c++) if (w.side[c] === 1 && w.alive[c]) moves.leave(w, c);
  }

  winner(w: BandWorld, out: Outcome): number {
    const r = this.result(w);
    return r === SLAUGHTERED || r === OUTFIT_BEATEN
      ? 1
      : r === INDIANS_BEATEN || r === GONE
        ? 0
        : r === FIGHTING
          ? out.winner
          : -1;
  }

  private result(w: BandWorld): number {
    if (this.parleyEnd >= 0) return this.parleyEnd;
    if (this.withdrewOn > 0) return this.gone ? GONE : BACK;
    if (w.standing[0] === 0) return OUTFIT_BEATEN;
    if (w.standing[1] === 0) return INDIANS_BEATEN;
    return FIGHTING;
  }

  record(w: BandWorld, _out: Outcome, acc: Float64Array): void {
    const s = this.slots;
    acc[s.result + this.result(w)]++;
    acc[s.scenario + this.scenario]++;
    if (this.talkResult >= 0) acc[s.talk + this.talkResult]++;
    if (this.withdrewOn > 0) acc[s.withdrew]++;
    mean(acc, s.outfit, this.sizes[0]);
    mean(acc, s.indians, this.sizes[1]);
  }

  describe(w: BandWorld): string {
    return `Indians at SL ${this.sl}, ${SCENARIOS[this.scenario]}: the Star's outfit of ${this.sizes[0]} against ${this.sizes[1]} ${WARRIOR_TABLES[this.warrior]}s (${w.n} figures)`;
  }
}

export const indians: EncounterType<Setup> = {
  id: 'indians',
  code: 'IN',
  title: 'Indians',
  source: 'six-gun-sound.md §13.8 [L3638–3772]',
  description:
    "the Star's 1d6 outfit, holed up and surrounded or caught on the trail after a pursuit, against How Many (IN) warriors of the locale's table (2d6 − SL, C-19); Talk the Talk first if the Star parleys; once they open fire, the Indians withdraw for the day when the first turn's activation total comes up again (B-36), and go for good when their fallen + 1d6 beat their living + 1d6 or the cavalry comes (1d6 above SL).",
  roles: ['Outfit', 'Indians'],
  policies: ['stand-and-shoot', 'advance'],
  setup,
  maxSizes,
  check(p, s, issue) {
    checkListed(p, s.outfit, 'outfit', 'figures', issue);
    if (s.peaceful && s.parley === 'none')
      issue(
        ['setup', 'peaceful'],
        'peaceful counts only in Talk the Talk: set parley to agree or refuse',
      );
  },
  metrics(_p, _s, l) {
    l.categories(
      'result',
      RESULTS,
      'peace by Talk the Talk, the outfit slaughtered after giving up its arms, the Indians beaten, the outfit beaten, withdrawn for good, back tomorrow, or still fighting at maxTurns',
    );
    l.categories(
      'scenario',
      SCENARIOS,
      'a pursuit caught on the trail (1–3) or holed up and surrounded',
    );
    l.categories('talk', TALK, 'Talk the Talk (shares of all encounters; none without a parley)');
    l.probability(
      'withdrew',
      "the Indians withdrew for the day (the first turn's activation total came up again, B-36)",
    );
    l.mean('outfit', "the Star's outfit (1d6)");
    l.mean('indians', 'Indians (How Many (IN))');
  },
  notes: () => [
    'one day is played: when the Indians withdraw, the day-end rolls say whether they go for good or come back tomorrow (not played); a pursuit is played from the moment the Indians catch the outfit on the trail, 12" off in the open, not band by band',
  ],
  explain(p, s) {
    return `Indians at SL ${slOf(p)}: ${s.scenario ?? 'pursuit or holed up (1d6)'}, an outfit of ${s.outfit ?? '1d6'}, ${s.parley === 'none' ? 'no parley' : `Talk the Talk (${s.parley})`}; up to ${p.maxTurns} turns`;
  },
  prepare: (p, s, o, l) => new IndiansRun(p, s, o, l),
};
