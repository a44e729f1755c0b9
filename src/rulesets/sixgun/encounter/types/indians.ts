import { z } from 'zod';
import type { Layout } from '../../../../core/layout.ts';
import type { Rng } from '../../../../dice/rng.ts';
import type { Outcome } from '../../../../encounter/loop.ts';
import { WARRIOR_TABLES } from '../../campaign/data.ts';
import { TALK } from '../../campaign/encounter-trail.ts';
import type { Ready } from '../../campaign/table.ts';
import { slOf, warriors } from '../../campaign/travel.ts';
import { STATE } from '../../damage.ts';
import type { SixgunOptions } from '../../options.ts';
import { CAUGHT, ENDS, ESCAPED, PursuitGrid, RUNNING, type Riders } from '../../pursuit-grid.ts';
import { LOADED } from '../ammo.ts';
import type { BandWorld } from '../band-world.ts';
import { SPACING } from '../band-world.ts';
import { BAND_INCHES, chaseShape } from './chase-run.ts';
import { BACK, dayEnd, GONE as GONE_FOR_GOOD, type Night } from './indians-day.ts';
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
  'escaped',
  'indians-beaten',
  'outfit-beaten',
  'gone',
  'cavalry',
  'held-out',
  'still-fighting',
  'still-running',
] as const;
const [
  PEACE,
  SLAUGHTERED,
  GOT_AWAY,
  INDIANS_BEATEN,
  OUTFIT_BEATEN,
  GONE,
  DRIVEN_OFF,
  HELD_OUT,
  FIGHTING,
  STILL_RUNNING,
] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
/** The day the Indians left for good (the last one counts every later day). */
const GONE_ON = ['day-1', 'day-2', 'day-3', 'later'] as const;
/** The Star's outfit is 1d6; How Many (IN) is at most five times it. */
const MOST_OUTFIT = 6,
  MOST_TIMES = 5;
/** Holed up, the Indians deploy at least 24" from the outfit (§13.8 [L3638–3772]). */
const HOLED_UP_GAP = 24;
/** A pursuit as in Posse: its 10-band Pursuit Grid [L3396–3420]. */
const BANDS = 10;
/** Holding the water hole, the outfit only has to survive 3 days (§13.8 [L3765–3772]). */
const WATER_HOLE_DAYS = 3;

const setup = z.strictObject({
  scenario: z
    .enum(SCENARIOS)
    .optional()
    .describe(
      'A pursuit, the outfit running, or holed up and surrounded (default: 1d6, a pursuit 1–3, holed up 4–6).',
    ),
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
  runnerQuality: chaseShape.runnerQuality.describe("The outfit's mounts' Quality (the pursuit)."),
  runnerHorsemanship: chaseShape.runnerHorsemanship.describe(
    "The outfit's Horsemanship (the pursuit).",
  ),
  chaserQuality: chaseShape.chaserQuality.describe("The Indians' ponies' Quality (the pursuit)."),
  chaserHorsemanship: chaseShape.chaserHorsemanship.describe(
    "The Indians' Horsemanship (the pursuit).",
  ),
  rough: chaseShape.rough,
});
type Setup = z.output<typeof setup>;

const maxSizes = (_p: EncounterParams, s: Setup): [number, number] => {
  const outfit = s.outfit ?? MOST_OUTFIT;
  return [outfit, MOST_TIMES * outfit];
};

/**
 * Indians (six-gun-sound.md §13.8 [L3638–3772]): the Star's 1d6 outfit against How Many (IN)
 * warriors of the locale's table, either holed up at the water hole and surrounded (the
 * Indians 24" off, the outfit in cover) or running from them on the Pursuit Grid as a Posse's
 * Runners (pursuit-grid.ts): escaped, or caught and fought 24" a band apart without whoever the
 * chase left behind. Talk the Talk may come first. Once they open fire, the first turn's
 * activation total is recorded; when it comes up again the Indians withdraw and the day ends
 * (indians-day.ts): wounds, their fallen against their living, the cavalry. Back tomorrow,
 * the next day is played on the same field, everyone still in it back at his start, the
 * Indians' guns reloaded; the outfit at the water hole holds out when the third day ends.
 */
class IndiansRun extends TypedRun<Setup> {
  readonly standUp: (w: BandWorld, rng: Rng, moves: TypeMoves) => void;
  private readonly scenarioTable: Ready;
  private readonly warriorTable: Ready;
  private readonly howMany: Ready[];
  private readonly cavalry: Ready;
  private readonly talk: Map<number, Ready> = new Map();
  private readonly town: Town;
  private readonly grid: PursuitGrid;
  private readonly runners: Riders;
  private readonly chasers: Riders;
  private readonly night: Night;
  private readonly slots;
  // This trial's set-up.
  private scenario = 0;
  private warrior = 0;
  private chaseEnd = CAUGHT;
  private gap = 0;
  // This trial's play.
  private firstTotal = 0;
  private talkResult = -1;
  /** How Talk the Talk ended it (PEACE or SLAUGHTERED), or −1: they fought. */
  private parleyEnd = -1;
  private withdrew = false;
  private day = 1;
  private dayEnds = 0;
  /** GONE, DRIVEN_OFF or HELD_OUT once a day's end settles it; else −1. */
  private ended = -1;
  /** The Indians have withdrawn for the night: nobody acts until the turn ends. */
  private dark = false;
  // The world and moves the night's wounds are rolled in.
  private w: BandWorld | null = null;
  private moves: TypeMoves | null = null;

  constructor(p: EncounterParams, s: Setup, o: SixgunOptions, l: Layout) {
    super(p, s, o, maxSizes(p, s));
    this.scenarioTable = this.ready('indians-scenario');
    this.warriorTable = warriors({ locale: p.locale });
    this.howMany = setupTableBySize('indians-how-many', this.maxSizes[0], this.at, this.o);
    this.cavalry = this.ready('cavalry');
    const n = this.maxSizes[0] + this.maxSizes[1];
    this.town = new Town(n, o);
    this.grid = new PursuitGrid(this.maxSizes[0], this.maxSizes[1]);
    const rough = s.rough ? 1 : 0;
    this.runners = { n: 0, quality: s.runnerQuality - rough, hr: s.runnerHorsemanship };
    this.chasers = { n: 0, quality: s.chaserQuality - rough, hr: s.chaserHorsemanship };
    this.night = {
      heal: (c) => this.moves!.damage(this.w!, c, STATE.unhurt),
      fall: (c) => this.moves!.damage(this.w!, c, STATE.oof),
    };
    this.slots = slotsOf(l, [
      'result',
      'scenario',
      'chase',
      'talk',
      'withdrew',
      'days',
      'dayEnds',
      'goneOn',
      'outfit',
      'indians',
    ] as const);
    this.standUp = (w, rng, moves) => this.opening(w, rng, moves);
  }

  rollSetup(rng: Rng): void {
    const s = this.s;
    this.scenario =
      s.scenario !== undefined ? SCENARIOS.indexOf(s.scenario) : this.scenarioTable.roll(rng);
    this.warrior = this.warriorTable.roll(rng);
    this.sizes[0] = Math.min(this.most[0], s.outfit ?? rng.d6());
    const t = this.howMany[this.sizes[0]];
    this.sizes[1] = valueOf(t, t.roll(rng));
    this.chaseEnd = CAUGHT;
    if (this.scenario === HOLED_UP) return;
    this.runners.n = this.sizes[0];
    this.chasers.n = this.sizes[1];
    this.chaseEnd = this.grid.chase(rng, this.runners, this.chasers, BANDS, this.p.maxTurns);
    this.gap = this.grid.gap(this.sizes[0], this.sizes[1]);
  }

  fill(w: BandWorld, rng: Rng): void {
    const gap = this.scenario === HOLED_UP ? HOLED_UP_GAP : this.gap * BAND_INCHES;
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
    this.withdrew = false;
    this.day = 1;
    this.dayEnds = 0;
    this.ended = -1;
    this.dark = false;
    for (let c = 0; c < w.n; c++) this.dawn(w, c);
  }

  /** Where c starts a day: holed up, the outfit fights from cover; on the trail, in the open. */
  private dawn(w: BandWorld, c: number): void {
    w.hidden[c] = 0;
    w.inCover[c] = w.side[c] === 0 && this.scenario === HOLED_UP ? 1 : 0;
  }

  /**
   * Turn 1: the pursuit's end, then Talk the Talk when the Star parleys (§13.8 [L3733–3761]).
   * The outfit escaped (or still running): the Indians are gone. Caught: whoever the chase left
   * behind (a lame mount, fallen off the grid) is out of it.
   */
  private opening(w: BandWorld, rng: Rng, moves: TypeMoves): void {
    if (this.chaseEnd !== CAUGHT) {
      w.log?.say(1, `the pursuit: ${ENDS[this.chaseEnd]} after ${this.grid.turn} turns`);
      for (let c = 0; c < w.n; c++) if (w.side[c] === 1) moves.leave(w, c);
      return;
    }
    if (this.scenario !== HOLED_UP) {
      w.log?.say(1, `the Indians catch up after ${this.grid.turn} turns, ${this.gap} bands behind`);
      for (let c = 0; c < w.n; c++) {
        const i = w.side[c] === 0 ? c : c - this.sizes[0];
        const band = w.side[c] === 0 ? this.grid.runnerBand[i] : this.grid.chaserBand[i];
        if (band === 0) moves.leave(w, c);
      }
      if (w.sidesStanding() <= 1) return;
    }
    this.parley(w, rng, moves);
  }

  /** Talk the Talk (§13.8 [L3733–3761]). */
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
    for (let c = 0; c < w.n; c++) if (w.side[c] === 1 && w.alive[c]) moves.leave(w, c);
  }

  /** Activation totals: the first turn's is recorded; when it recurs, they withdraw (B-36). */
  startTurn(w: BandWorld, rng: Rng, die: Int32Array, moves: TypeMoves): void {
    const total = die[0] + die[1];
    if (this.firstTotal === 0) {
      this.firstTotal = total;
      return;
    }
    if (total !== this.firstTotal) return;
    this.withdrew = true;
    this.dayEnds++;
    w.log?.say(
      w.turn,
      `the first turn's total (${total}) comes up again: the Indians withdraw for the day`,
    );
    this.w = w;
    this.moves = moves;
    const end = dayEnd(w, this.cavalry, rng, this.night);
    if (end === BACK && (this.scenario !== HOLED_UP || this.day < WATER_HOLE_DAYS)) {
      w.log?.say(w.turn, `day ${this.day} ends; the Indians will be back tomorrow`);
      this.dark = true;
      return;
    }
    this.ended = end === BACK ? HELD_OUT : end === GONE_FOR_GOOD ? GONE : DRIVEN_OFF;
    w.log?.say(w.turn, `day ${this.day} ends: ${RESULTS[this.ended]}`);
    for (let c = 0; c < w.n; c++) if (w.side[c] === 1 && w.alive[c]) moves.leave(w, c);
  }

  /** Nobody acts in the night the Indians withdrew for. */
  override acts(_w: BandWorld, _c: number): boolean {
    return !this.dark;
  }

  /**
   * After the night: the next day, everyone still in the fight back at his start, the
   * Indians' guns replenished, the outfit's as the day left them; its first total is recorded
   * again (§13.8 [L3765–3772]).
   */
  endTurn(w: BandWorld): void {
    if (!this.dark) return;
    this.dark = false;
    this.day++;
    this.firstTotal = 0;
    for (let c = 0; c < w.n; c++) {
      if (!w.alive[c]) continue;
      w.place(c, w.x0[c], w.y0[c]);
      this.dawn(w, c);
      w.prone[c] = 0;
      w.target[c] = -1;
      if (w.side[c] === 1) w.ammo[c] = LOADED;
    }
    w.log?.say(w.turn, `day ${this.day}: the Indians are back`);
  }

  winner(w: BandWorld, out: Outcome): number {
    const r = this.result(w);
    if (r === SLAUGHTERED || r === OUTFIT_BEATEN) return 1;
    if (r === FIGHTING) return out.winner;
    return r === PEACE || r === STILL_RUNNING ? -1 : 0;
  }

  private result(w: BandWorld): number {
    if (this.parleyEnd >= 0) return this.parleyEnd;
    if (this.chaseEnd === ESCAPED) return GOT_AWAY;
    if (this.chaseEnd === RUNNING) return STILL_RUNNING;
    if (w.standing[0] === 0) return OUTFIT_BEATEN;
    if (this.ended >= 0) return this.ended;
    if (w.standing[1] === 0) return INDIANS_BEATEN;
    return FIGHTING;
  }

  record(w: BandWorld, _out: Outcome, acc: Float64Array): void {
    const s = this.slots;
    const r = this.result(w);
    acc[s.result + r]++;
    acc[s.scenario + this.scenario]++;
    if (this.scenario !== HOLED_UP) acc[s.chase + this.chaseEnd]++;
    if (this.talkResult >= 0) acc[s.talk + this.talkResult]++;
    if (this.withdrew) acc[s.withdrew]++;
    mean(acc, s.days, this.day);
    mean(acc, s.dayEnds, this.dayEnds);
    if (r === GONE || r === DRIVEN_OFF || r === HELD_OUT)
      acc[s.goneOn + Math.min(this.day, GONE_ON.length) - 1]++;
    mean(acc, s.outfit, this.sizes[0]);
    mean(acc, s.indians, this.sizes[1]);
  }

  describe(w: BandWorld): string {
    const chase =
      this.scenario === HOLED_UP
        ? ''
        : `, the pursuit ${ENDS[this.chaseEnd]} after ${this.grid.turn} turns${this.chaseEnd === CAUGHT ? `, ${this.gap} bands apart` : ''}`;
    return `Indians at SL ${this.sl}, ${SCENARIOS[this.scenario]}: the Star's outfit of ${this.sizes[0]} against ${this.sizes[1]} ${WARRIOR_TABLES[this.warrior]}s${chase} (${w.n} figures)`;
  }
}

export const indians: EncounterType<Setup> = {
  id: 'indians',
  code: 'IN',
  title: 'Indians',
  source: 'six-gun-sound.md §13.8 [L3638–3772]',
  description:
    "the Star's 1d6 outfit against How Many (IN) warriors of the locale's table (2d6 − SL, C-19), holed up at a water hole and surrounded, or running from them on the Posse's Pursuit Grid (escaped, or caught and fought 24\" a band apart); Talk the Talk first if the Star parleys; once they open fire, the Indians withdraw for the day when the first turn's activation total comes up again (B-36); at each day's end the wounded roll to heal or fall, and the Indians go for good when their fallen + 1d6 beat their living + 1d6, or the cavalry drives them off (1d6 above SL); else they are back the next day, which is played; at the water hole the outfit holds out after 3 days.",
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
    if (s.rough && s.scenario === 'holed-up')
      issue(
        ['setup', 'rough'],
        'rough counts only in the pursuit: the outfit is holed up (drop rough, or fix scenario: pursuit)',
      );
  },
  metrics(_p, _s, l) {
    l.categories(
      'result',
      RESULTS,
      "peace by Talk the Talk, the outfit slaughtered after giving up its arms, the outfit escaped the pursuit, the Indians beaten, the outfit beaten, the Indians gone for good at a day's end (their fallen outrolled their living), driven off by the cavalry, the outfit holding the water hole for 3 days, still fighting at maxTurns, or still running",
    );
    l.categories('scenario', SCENARIOS, 'a pursuit (1–3) or holed up and surrounded');
    l.categories('chase', ENDS, 'how the pursuit ended (shares of all encounters; none holed up)');
    l.categories('talk', TALK, 'Talk the Talk (shares of all encounters; none without a parley)');
    l.probability(
      'withdrew',
      "the Indians withdrew for the day at least once (the first turn's activation total came up again, B-36)",
    );
    l.mean('days', 'days of fighting played (1 when the first day settled it)');
    l.mean('dayEnds', "day's ends rolled (each after the Indians withdrew)");
    l.categories(
      'goneOn',
      GONE_ON,
      'the day the Indians left for good, gone, driven off or held off at the water hole (shares of all encounters)',
    );
    l.mean('outfit', "the Star's outfit (1d6)");
    l.mean('indians', 'Indians (How Many (IN))');
  },
  notes: () => [
    "the days are played on one field within maxTurns, the night taking the turn the Indians withdraw in: each day starts with everyone still in the fight back where he started, the Indians' guns reloaded and the outfit's as the day left them; a man who ran away stays away (an Indian who did counts among the living); after a pursuit the fight is 24\" a band apart in the open, and Talk the Talk comes when they catch up",
  ],
  explain(p, s) {
    return `Indians at SL ${slOf(p)}: ${s.scenario ?? 'pursuit or holed up (1d6)'}, an outfit of ${s.outfit ?? '1d6'}, ${s.parley === 'none' ? 'no parley' : `Talk the Talk (${s.parley})`}; day after day until they go, up to ${p.maxTurns} turns`;
  },
  prepare: (p, s, o, l) => new IndiansRun(p, s, o, l),
};
