import type { Rng } from '../../../dice/rng.ts';
import { ActivationDice } from '../../../encounter/activation/activation-dice.ts';
import { Schedule } from '../../../encounter/activation/schedule.ts';
import { playEncounter, type EncounterRules, type Outcome } from '../../../encounter/loop.ts';
import { Trace } from '../../../encounter/trace.ts';
import type { ExactMetrics, Procedure } from '../../types.ts';
import { DRAW_STATES, PER_FIGURE, draw } from '../draw.ts';
import type { SixgunOptions } from '../options.ts';
import { gunfightExact, gunfightReduction } from './markov.ts';
import { gunfightLayout, Recorder, rolledFigure, withRolledOpponent } from './metrics.ts';
import { npcKey, rolledOpponents } from './rolled-opponent.ts';
import { budgeted } from '../../exact-budget.ts';
import { GunfightRules } from './rules.ts';
import { gunfightSchema, starKindOf, type FigureSpec, type GunfightParams } from './schema.ts';
import { World, deployment, drawParamsOf, pairDrawParams } from './world.ts';
import { BandCache, BandWorld, TRAIL_DISTANCE } from './band-world.ts';
import { BandRoster, enemyMax, starSideMax } from './band-roster.ts';
import { FIGHT_ATTRIBUTES } from '../attributes.ts';
import { DuelRoster } from './duel-roster.ts';
import {
  GF1_SETTINGS,
  GF1_STREET_UP_TO,
  GF2_BUILDINGS,
  GF2_PLACES,
  OPPONENTS,
} from '../gunfight-tables.ts';
import { BandRules } from './band-rules.ts';
import { isBlocking } from './terrain.ts';
import { BandRecorder, bandLayout } from './band-metrics.ts';
import { FieldRecorder } from './field-metrics.ts';
import { battleMapOf } from '../../../encounter/battle-map.ts';

export type { GunfightParams } from './schema.ts';

/** One gunfight's machinery, built once per run: world, activation dice (a group per figure), rules. */
export function build(p: GunfightParams, o: SixgunOptions) {
  const w = new World(p, o);
  const order = new ActivationDice(w.sides, w.side, w.rep);
  return { w, order, rules: new GunfightRules(order), sched: new Schedule(order.capacity) };
}

/** GF-2 and GF-3: the same, with the figures' groups activating on their leaders' Rep (§4.1). */
function buildBand(p: GunfightParams, o: SixgunOptions, cache?: BandCache) {
  const w = new BandWorld(p, o, cache);
  const groupSide = new Int32Array(w.groups);
  for (let c = 0; c < w.n; c++) groupSide[w.group[c]] = w.side[c];
  const order = new ActivationDice(w.sides, groupSide, new Int32Array(w.groups));
  return { w, order, rules: new BandRules(order), sched: new Schedule(order.capacity) };
}

type Machinery = ReturnType<typeof buildBand>;

/**
 * Forces rolled per gunfight: a world for each pair of side sizes the roll gives, built the
 * first time it comes up (its listed figures first, then the rolled ones, named "<side> n"),
 * all sharing one cache of firings, reaction tests and Draws.
 */
export class RolledForces {
  readonly roster: BandRoster;
  private readonly cache = new BandCache();
  private readonly worlds = new Map<number, Machinery>();

  constructor(
    private readonly p: GunfightParams,
    private readonly o: SixgunOptions,
  ) {
    this.roster = new BandRoster(p, o['npc.inTownWeapons'] === 'everywhere');
  }

  /** The machinery of a world with a and b figures a side. */
  sized(a: number, b: number): Machinery {
    const key = a * 64 + b;
    let m = this.worlds.get(key);
    if (m === undefined) {
      const [mine, theirs] = this.p.sides;
      const listed = mine.figures.slice(0, a);
      const hands = Array.from({ length: a - listed.length }, (_, i) =>
        rolledFigure(`${mine.name} ${listed.length + i + 1}`),
      );
      const enemies = Array.from({ length: b }, (_, i) => rolledFigure(`${theirs.name} ${i + 1}`));
      const sides = [
        { ...mine, figures: [...listed, ...hands] },
        { ...theirs, figures: enemies },
      ];
      m = buildBand({ ...this.p, sides }, this.o, this.cache);
      this.worlds.set(key, m);
    }
    return m;
  }

  /** What the roll gave, for a trace: the place, the opponents and every figure. */
  describe(w: BandWorld): string {
    const r = this.roster;
    const who = (c: number) => {
      const attrs = FIGHT_ATTRIBUTES.filter((a) => w.has(c, a));
      return `${w.names[c]} (Rep ${w.rep[c]} ${w.profession[c]}${w.veteran[c] ? ', Veteran' : ''}, ${w.weapon[c]}${w.other[c] ? ` and a ${w.other[c]}` : ''}${attrs.length ? `, ${attrs.join(', ')}` : ''})`;
    };
    const side = (s: number) =>
      `${w.sideNames[s]}: ${Array.from({ length: w.n }, (_, c) => c)
        .filter((c) => w.side[c] === s)
        .map(who)
        .join(', ')}`;
    return `forces rolled${this.p.type === 'GF-2' ? ` in the ${GF2_PLACES[r.place]}${r.building >= 0 ? ` in front of the ${GF2_BUILDINGS[r.building].replace('-', ' ')}` : ''}` : ''}, ${OPPONENTS[r.opponents]} against the Star: ${side(0)}; ${side(1)}`;
  }

  /** Rolls a gunfight's forces: the machinery to play it on, its figures written in. */
  roll(rng: Rng): Machinery {
    const r = this.roster;
    r.rollSizes(rng);
    const m = this.sized(r.starSide, r.enemies);
    r.fill(m.w, rng);
    return m;
  }
}

/** Plays `trials` gunfights of either kind, each recorded as it ends. */
function play(p: GunfightParams, o: SixgunOptions, rng: Rng, trials: number, acc: Float64Array) {
  const out: Outcome = { winner: -1, turn: 0 };
  const layout = gunfight.metrics(p, o);
  if (p.type === 'GF-1' && (p.roll || p.setting === 'rolled')) {
    const duel = new DuelRoster(p, (q) => build(q, o));
    const rec = new Recorder(p, layout);
    for (let t = 0; t < trials; t++) {
      const { w, order, rules, sched } = duel.roll(rng);
      playEncounter(w, rules, order, sched, p.maxTurns, rng, out);
      rec.record(w, out, acc);
      rec.recordRoll(duel.opponents, duel.setting, acc);
    }
  } else if (p.type === 'GF-1') {
    const { w, order, rules, sched } = build(p, o);
    const rec = new Recorder(p, layout);
    for (let t = 0; t < trials; t++) {
      playEncounter(w, rules, order, sched, p.maxTurns, rng, out);
      rec.record(w, out, acc);
    }
  } else if (p.roll) {
    const forces = new RolledForces(p, o);
    const rec = new BandRecorder(p, layout, o);
    for (let t = 0; t < trials; t++) {
      const { w, order, rules, sched } = forces.roll(rng);
      playEncounter(w, rules, order, sched, p.maxTurns, rng, out);
      rec.record(w, out, acc);
      rec.recordRoll(forces.roster, acc);
    }
  } else {
    const { w, order, rules, sched } = buildBand(p, o);
    const rec = new BandRecorder(p, layout, o);
    const field = p.vehicle || p.building ? new FieldRecorder(p, layout) : null;
    for (let t = 0; t < trials; t++) {
      playEncounter(w, rules, order, sched, p.maxTurns, rng, out);
      rec.record(w, out, acc);
      field?.record(rules, acc);
    }
  }
}

/** The machinery of either kind, for a battle map or a trace. */
const machineryOf = (
  p: GunfightParams,
  o: SixgunOptions,
): {
  w: World | BandWorld;
  order: ActivationDice;
  rules: EncounterRules<World | BandWorld>;
  sched: Schedule;
} => (p.type === 'GF-1' ? build(p, o) : buildBand(p, o));

/** A GF-2 or GF-3 whose forces are rolled: what is fixed and what each gunfight rolls. */
function explainRoll(p: GunfightParams, fig: (f: FigureSpec) => string): string {
  const r = p.roll!;
  const [mine, theirs] = p.sides;
  const star = mine.figures.map(fig).join(', ');
  const own = r.starSide
    ? `${p.type === 'GF-3' ? '2d6+2' : '1d6'} figures: ${star}, then ${r.hands} Hands rolled on their NPC table${r.cards ? ', each drawing a card' : ''}`
    : star;
  const many = r.howMany === 'rolled' ? 'How Many of Them (2d6)' : `always ${r.howMany}`;
  const who =
    r.opponents === 'rolled'
      ? `Gunfight Opponents (2d6) for a ${r.star ?? starKindOf(mine.figures[0].profession)} Star`
      : `always ${r.opponents}`;
  const where =
    p.type === 'GF-3'
      ? 'on the trail'
      : r.place === 'rolled'
        ? 'in town, at a ranch or on the trail (rolled)'
        : `at the ${r.place}`;
  return `${p.type} ${where}: ${mine.name} (${own}) against ${theirs.name}, rolled each gunfight: ${many}, ${who}, each on his NPC table with the Veteran chance`;
}

/**
 * One GF-1 chain (the Draw enumerated jointly, then the turns over both figures' arm wounds
 * too), in the exact budget's steps: about three times the 30–50 ms on one core that the
 * chain without arm wounds took, as long as about 70,000 of them.
 */
const GF1_CHAIN_STEPS = 210_000;

/** The exact answers of a gunfight whose figures and setting are fixed. */
function exactOf(p: GunfightParams, o: SixgunOptions): ExactMetrics {
  const out: ExactMetrics = gunfightReduction(p) === undefined ? gunfightExact(p, o) : {};
  if (p.type === 'GF-3' || p.roll) return out;
  const pairs =
    p.type === 'GF-1'
      ? [[p.sides[0].figures[0], p.sides[1].figures[0]]]
      : p.sides[0].figures
          .slice(0, p.sides[1].figures.length)
          .map((f, k) => [f, p.sides[1].figures[k]]);
  for (const [a, b] of pairs) {
    const e = draw.exact!(
      p.type === 'GF-1' ? drawParamsOf(p) : pairDrawParams(a, b, deployment(p), p),
      o,
    );
    [a, b].forEach((f, i) => {
      const who = 'ab'[i];
      const states: Record<string, number> = {};
      for (const [name, k] of PER_FIGURE) states[DRAW_STATES[k]] = e[`${name}.${who}`] as number;
      out[`draw.${f.name}`] = states;
    });
  }
  return out;
}

/** The exact answers of a mixture: each metric the weighted sum of the parts' (all share keys). */
function mixExact(parts: [number, ExactMetrics][]): ExactMetrics {
  const out: ExactMetrics = {};
  for (const [wt, e] of parts)
    for (const [k, v] of Object.entries(e)) {
      if (typeof v === 'number') out[k] = ((out[k] as number | undefined) ?? 0) + wt * v;
      else {
        const r = ((out[k] as Record<string, number> | undefined) ??= {}) as Record<string, number>;
        for (const [j, x] of Object.entries(v as Record<string, number>))
          r[j] = (r[j] ?? 0) + wt * x;
      }
    }
  return out;
}

export const gunfight: Procedure<GunfightParams, SixgunOptions> = budgeted({
  id: 'gunfight',
  title: 'A gunfight (GF-1, GF-2, GF-3)',
  description:
    "Six Gun Sound gunfights (six-gun-sound.md §13.1). GF-1: two figures a shortest effective range apart fight a Draw (§7), then turn by turn on activation dice against their Rep (§4.2): fire, reload, duck back and step out again, with Been Shot At for whoever is fired at and not hit, Got a Shot for whoever sees an enemy step back into sight, and return fire going back and forth (A-13), until one is out of the fight, dead, surrendered or gone; exact (winner, turns, survivors, how each ends) as an absorbing Markov chain, the Draw enumerated for both figures and the turns over their damage, guns and cover. GF-2: several figures a side, each drawing on the one facing it, then the same fight by groups on their leaders' Rep, with charges (Wanting to Charge, Being Charged), melee and Keep Fightin' (§8), and runaways rallied by their Outfit Leader (Comin' Back). GF-3: the same on the trail, 24\" apart, set up by the Stand-Up Fight table (an Ambush on 2 more passes).",
  params: {},
  paramsSchema: gunfightSchema,
  metrics: (p, o) => (p.type === 'GF-1' ? gunfightLayout(p) : bandLayout(p, o)),

  explain(p) {
    const fig = (f: FigureSpec) =>
      `${f.name} (Rep ${f.rep} ${f.profession}, ${f.weapon}${f.otherWeapon ? ` and a ${f.otherWeapon}` : ''})`;
    if (p.type === 'GF-1') {
      const where =
        p.setting === 'rolled'
          ? 'in the street or indoors (1d6 each gunfight)'
          : p.setting === 'indoors'
            ? 'indoors (obscuring cover against each other, C-59)'
            : 'in the street';
      const a = p.sides[0].figures[0];
      if (p.roll) {
        const r = p.roll;
        const who =
          r.opponents === 'rolled'
            ? `Gunfight Opponents (2d6) for a ${r.star ?? starKindOf(a.profession)} Star`
            : `always ${r.opponents}`;
        return `GF-1 ${where}: ${fig(a)} against one opponent rolled each gunfight: ${who}, then his NPC table with the Veteran chance ("In town" weapons); at the shortest effective range, a Draw, then up to ${p.maxTurns - 1} turns of activation dice`;
      }
      const b = p.sides[1].figures[0];
      return `${p.type} ${where}: ${fig(a)} against ${fig(b)} at ${deployment(p)}", a Draw, then up to ${p.maxTurns - 1} turns of activation dice`;
    }
    if (p.roll) return explainRoll(p, fig);
    const sides = p.sides
      .map((s) => `${s.name}: ${s.figures.map(fig).join(', ')}`)
      .join(' against ');
    return p.type === 'GF-2'
      ? `GF-2: ${sides} at ${deployment(p)}", a Draw pair by pair, then up to ${p.maxTurns - 1} turns of activation dice`
      : `GF-3: ${sides} on the trail, ${TRAIL_DISTANCE}" apart after the Stand-Up Fight roll, then up to ${p.maxTurns - 1} turns of activation dice`;
  },

  notes: (p, o) => {
    const section = (p.battlefield?.pieces ?? []).map((q) => q.kind);
    const blocked =
      (p.terrain ?? []).some((t) => isBlocking(t.kind)) ||
      section.includes('building') ||
      section.includes('wall');
    const woods = (p.terrain ?? []).some((t) => t.kind === 'woods');
    const interiors = (p.battlefield?.pieces ?? []).some(
      (q) => q.kind === 'building' && (q.openings?.length ?? 0) > 0,
    );
    return p.type === 'GF-1' && p.roll
      ? [
          'exact as a mixture: one chain for each opponent he may be (Gunfight Opponents, his NPC table, the Veteran chance), weighted by its chance; reaction tests, reloads, first blood and hits are simulated only; he is reported as one figure whoever he turns out to be',
          'the rolled opponent fights with the last weapon his NPC row lists in town, and one pistol where it lists 2× Pistol (the exact chain follows one gun a figure); a Pass 1 at an arm, in the Draw or a firing, wounds it (−1 Rep; a later wound makes it unusable, a pistol then fired with the off arm, an 8 missing); not modelled yet: movement and charges, Stars choosing their reactions, mounts',
        ]
      : p.roll
        ? [
            "simulated only: the forces are rolled per gunfight, so nothing is reported per figure but the Star's end (and in a GF-2 his Draw)",
            "rolled figures fight with the last weapon their NPC row lists (the long gun when they carry one) and carry the first of two as their otherWeapon (one pistol of 2× Pistol beside a carbine), both pistols where it lists 2× Pistol in town; a GF-2 in town rolls the building in front of which it is fought (§13.1 Terrain, the metric building) but puts it on no table (with mounts: rolled the mounts are played: on the trail and at a ranch by the trail roll; in town each man's horse is tied at the rail behind him or in the livery, which stands on the table only when the fight is in front of it, as do the saloon's 1d6 − 1 spare horses or the livery's 1d6 − 2, the nearest of which a man wanting to ride with no horse of his own there takes); the attributes a card gives that act on knives, mounts, unfamiliar weapons, challenges or recovery do nothing here",
          ]
        : p.type === 'GF-1'
          ? [
              gunfightReduction(p) === undefined
                ? `exact: one figure against one playing policies the chain knows, so the Draw (enumerated jointly) and the turns after it are an absorbing Markov chain over both figures' damage, arm wounds, guns and cover (winner, turns, survivors, how each ends)${p.setting === 'rolled' ? ', one chain for the street and one indoors, mixed 1/2 each' : ''}; reaction tests, reloads, first blood and hits are simulated only`
                : `exact only for the Draw that opens it (draw.<name>); the fight after it is simulated: ${gunfightReduction(p)}`,
              'a Pass 1 at an arm, in the Draw or a firing, wounds it (−1 Rep; a later wound makes it unusable, a pistol then fired with the off arm, an 8 missing; with no arm left for his weapon he cannot fire and keeps out of sight); a chest wound counts −2 Rep; not modelled yet: movement and charges (a figure told to fire that cannot Ducks Back), Stars choosing their reactions, mounts',
            ]
          : [
              p.type === 'GF-2'
                ? `exact only for each pair's Draw (draw.<name>, by the draw procedure); the fight after it is simulated: ${gunfightReduction(p)}`
                : `simulated only: ${gunfightReduction(p)}`,
              `the sides stand in two lines on a street or trail, facing each other (flank and rear count once a charge or an advance carries a figure past an enemy)${p.terrain?.length ? ', the terrain features giving cover to whoever stands in them' : ''}${woods ? ', woods letting sight through no more than 12" of them (6" at night)' : ''}${blocked ? ', buildings and walls blocking sight and movement (but for their doors, windows and openings) and giving Corner cover at their corners' : ''}${interiors ? ', a man going into a building by a door (an inch of his move) or a window (2" of it left, and it ends his move), inside it in its cover against shooters outside and in obscuring cover against those inside with him (C-59)' : ''}${section.length ? ", the battlefield section's fences giving cover, obscuring pieces letting sight in as far as seeInto and difficult ground costing its factor" : ''}${p.building?.neighbours?.length ? ', a fire blown to the end of a building running on across a gap of at most 1" to set the next flammable structure in the row alight (fire.jump)' : ''}${p.building?.neighbours?.some((n) => n.inside?.length) ? ', the men in a neighbour getting out into the street once the fire reaches their area' : ''}${p.building?.neighbours?.some((n) => n.side === 'across') ? ', a wind blowing across the street carrying a fire over a street of at most 1" to the structure facing it' : ''}${p.building?.piece ? ', the building of the battlefield section set alight burning over its areas in two dimensions, its firebugs going round the table to the wall they reach soonest, its fire jumping 1" downwind to another of its buildings, and whoever stands inside an area on fire getting out by its nearest door, window or opening' : ''}${section.includes('watercourse') ? ", a man (or rider) stopping at a watercourse's bank, crossing it on his next move and moving out after that (§14.2 fording; a charge goes straight through it)" : ''}${o['shot.bystanders'] ? ", a shot's 8 at a man with another within 2\" of him, friend or foe, hitting one of them instead, picked evenly with a rider's horse (§6.2, C-57; shot.bystanders)" : ''}; Got a Shot taken where a mover first comes into sight on his way (a Hidden tester free to hold his fire fires where gotAShot.holdFire says, C-72); a charge is fought by the charger alone, or (charge-together) by those of his group who join him against the one charged; a Pass 1 at an arm wounds it, from a firing, the Draw, a fall, a drag or being run down (−1 Rep; a later wound makes it unusable, a pistol then fired with the off arm, an 8 missing), and a melee wounds none (its loser is out of the fight or dead, the damage roll only naming where for recovery, C-71) nor costs a wounded arm a melee die (C-56); a man carrying another firearm (otherWeapon) changes to it on doubles (activation.doubles: ready-weapons; else he reloads an empty one) and, on foot, at the start of an activation, his move then a normal one (§4.3 [L1207]), as his side's switchWeapons says; ${o['weapons.pickUp'] ? `a man on foot with no loaded gun picks up a loaded one lying on the field (weapons.pickUp), on doubles one within 1" of him, when active one within 6", walking to it with a normal move, the firearms lying where a man surrendered at Got the Drop${o['weapons.dropOnOOF'] ? ' or fell (weapons.dropOnOOF)' : ''}; ` : ''}a man on foot ties his horse, or (horses: hold) holds it, or hands it to his side's horse-holder (holder: up to four mounts), walks to one standing away (or to the holder) before he mounts and saddles an unsaddled one first (two activations), a mounted Plains warrior forced to Duck Back rides Siouxside (his horse taking the hits on his body), and a tied or loose horse tests Skittish when a gun goes off within 6" of it (one that runs away is gone, C-77); not modelled yet: ${o['weapons.pickUp'] ? '' : 'picking up a weapon (nobody drops one) and '}handing weapons over (§4.3 [L1207]), a rider changing weapons when active, ${p.building?.piece ? "the doors a firebug's way to the wall may take through other buildings (they cost him nothing), a building's upper floors and collapse (the book leaves them out)" : p.building ? "a building's upper floors and collapse (the book leaves them out)" : interiors ? 'a charge through a door or window (the charger closes in straight, paying nothing for it)' : blocked ? "doors and windows in the terrain section's buildings (the battlefield section's have them)" : 'buildings'}${p.vehicle ? ', a vehicle fording a watercourse, holding a team by its lead animal' : ''}, woods and rough ground terrain halving a move (§4.4; difficult ground in the battlefield section does), the attributes that act on knives, unfamiliar weapons or recovery, Skittish at the Draw's shots or at someone spooking a horse, the hits of a spread firing on a rider's horse`,
            ];
  },

  /**
   * A rolled GF-1 opponent is a mixture of one chain per opponent he may be (over a hundred
   * for a rolled Gunfight Opponents row), each about as long as GF1_CHAIN_STEPS of the budget;
   * every other gunfight costs nothing here.
   */
  exactCost(p) {
    if (p.type !== 'GF-1' || !p.roll) return 0;
    const settings = p.setting === 'rolled' ? 2 : 1;
    return settings * new Set(rolledOpponents(p).map((x) => npcKey(x.npc))).size * GF1_CHAIN_STEPS;
  },

  exact(p, o): ExactMetrics {
    if (p.type !== 'GF-1' || (p.setting !== 'rolled' && !p.roll)) return exactOf(p, o);
    // A GF-1 whose setting is rolled: the street on 1–3, indoors on 4–6 (§13.1 Terrain); one
    // whose opponent is rolled: each opponent he may be, by his chance (rolled-opponent.ts).
    const street = GF1_STREET_UP_TO / 6;
    const settings: [GunfightParams['setting'], number][] =
      p.setting === 'rolled'
        ? [
            ['street', street],
            ['indoors', 1 - street],
          ]
        : [[p.setting, 1]];
    const opponents = p.roll ? rolledOpponents(p) : [];
    const parts: [number, ExactMetrics][] = [];
    const solved = new Map<string, ExactMetrics>();
    for (const [setting, w] of settings) {
      const q = { ...p, setting };
      if (!p.roll) parts.push([w, exactOf(q, o)]);
      for (const { npc, p: pr } of opponents) {
        const them = withRolledOpponent(q).sides[1].figures[0];
        const fixed = withRolledOpponent(q, {
          ...them,
          profession: npc.profession,
          rep: npc.rep,
          sand: npc.sand,
          toughness: npc.toughness,
          weapon: npc.weapon,
          veteran: npc.veteran || undefined,
        });
        const key = `${setting}:${npcKey(npc)}`;
        let e = solved.get(key);
        if (e === undefined) solved.set(key, (e = exactOf({ ...fixed, roll: undefined }, o)));
        parts.push([w * pr, e]);
      }
    }
    const out = mixExact(parts);
    if (p.setting === 'rolled') out.setting = { street, indoors: 1 - street };
    if (p.roll) {
      const rows: Record<string, number> = {};
      for (const { opponents: k, p: pr } of opponents)
        rows[OPPONENTS[k]] = (rows[OPPONENTS[k]] ?? 0) + pr;
      out.opponents = rows;
    }
    return out;
  },

  simulate(p, o, rng: Rng, trials, acc) {
    play(p, o, rng, trials, acc);
    acc[0] += trials;
  },

  battleMap(p, o, rng, trials) {
    const out: Outcome = { winner: -1, turn: 0 };
    if (p.type === 'GF-1' && (p.roll || p.setting === 'rolled')) {
      // Each gunfight falls onto the map of the first, whatever its opponent or setting.
      const duel = new DuelRoster(p, (q) => build(q, o));
      const first = duel.roll(rng).w;
      return battleMapOf(first, trials, () => {
        const { w, order, rules, sched } = duel.roll(rng);
        w.fallen = first.fallen;
        playEncounter(w, rules, order, sched, p.maxTurns, rng, out);
        if (w !== first) w.fallen = null;
      });
    }
    if (p.roll) {
      // The map of the largest forces; each gunfight falls onto it from its own world.
      const forces = new RolledForces(p, o);
      const big = forces.sized(starSideMax(p), enemyMax(p)).w;
      return battleMapOf(big, trials, () => {
        const { w, order, rules, sched } = forces.roll(rng);
        w.fallen = big.fallen;
        playEncounter(w, rules, order, sched, p.maxTurns, rng, out);
        w.fallen = null;
      });
    }
    const { w, order, rules, sched } = machineryOf(p, o);
    return battleMapOf(w, trials, () =>
      playEncounter(w, rules, order, sched, p.maxTurns, rng, out),
    );
  },

  trace(p, o, rng) {
    if (p.type === 'GF-1' && (p.roll || p.setting === 'rolled')) {
      const duel = new DuelRoster(p, (q) => build(q, o));
      const { w, order, rules, sched } = duel.roll(rng);
      w.log = new Trace();
      const them = w.n - 1;
      w.log.line(
        `${GF1_SETTINGS[duel.setting] === 'indoors' ? 'indoors' : 'in the street'}${p.roll ? `, ${OPPONENTS[duel.opponents]} against the Star: ${w.names[them]} (Rep ${w.rep[them]} ${w.profession[them]}, ${w.weapon[them]})` : ''}`,
      );
      playEncounter(w, rules, order, sched, p.maxTurns, rng, { winner: -1, turn: 0 });
      return w.log.events;
    }
    const forces = p.roll ? new RolledForces(p, o) : null;
    const { w, order, rules, sched } = forces ? forces.roll(rng) : machineryOf(p, o);
    w.log = new Trace();
    if (forces) w.log.line(forces.describe(w as BandWorld));
    playEncounter(w, rules, order, sched, p.maxTurns, rng, { winner: -1, turn: 0 });
    return w.log.events;
  },
});
