import { z } from 'zod';
import type { Layout } from '../../../../core/layout.ts';
import type { Rng } from '../../../../dice/rng.ts';
import type { Trace } from '../../../../encounter/trace.ts';
import type { ExactMetrics } from '../../../types.ts';
import { AGENT, outlawTable } from '../../campaign/outlaw.ts';
import type { Ready } from '../../campaign/table.ts';
import { slOf } from '../../campaign/travel.ts';
import { NPC_TABLES, type NpcRow, type Profession } from '../../data.ts';
import { newNpc, rollNpc } from '../../npc.ts';
import type { SixgunOptions } from '../../options.ts';
import { npcOdds, npcRowOdds } from '../rolled-opponent.ts';
import type { FigureSpec } from '../schema.ts';
import {
  DEAD,
  ENDS,
  ExpressAgent,
  FACE_OUTCOMES,
  NO_RESISTANCE,
  OUT,
  endOf,
  overcome,
  type Man,
} from './express-agent.ts';
import type { EncounterParams } from './params.ts';
import { mean, slotsOf } from './record.ts';
import type { CompositeRun, CompositeType } from './type.ts';

/** The book picks two outlaws; a job pressed on sends more, one at a time [L5917–5918]. */
const OUTLAWS = 2;
const MOST_OUTLAWS = 6;
/** The Pursuit's results (outlaw-campaign's pursuit table), and none when the agent was not overcome. */
const PURSUIT = ['none', 'posse-now-wanted', 'posse-now', 'posse', 'no-pursuit'] as const;
const AGENTS = ['none', ...AGENT.outcomes] as const;

const setup = z.strictObject({
  outlaws: z
    .number()
    .int()
    .min(1)
    .max(MOST_OUTLAWS)
    .default(OUTLAWS)
    .describe(
      'Outlaws who face the Express Agent in turn, the next when he beats one: the book picks two, the first of them at random; more press the job on (§14.8 [L5917–5918]).',
    ),
  agent: z
    .enum(AGENT.outcomes)
    .optional()
    .describe("The Express Agent's list (default: 1d6, Townsfolk 1–2, Deputy 3–5, Marshal 6)."),
  agentRow: z
    .number()
    .int()
    .min(1)
    .max(6)
    .optional()
    .describe(
      "The d6 row of his list (default: rolled; a Townsfolk's 1 rolls on Just Passing Through, §2.3).",
    ),
});
type Setup = z.output<typeof setup>;

/** An Outlaw-list man at row r, drawing his pistol (every row of the list carries one). */
const outlawOf = (r: NpcRow): Man => ({
  profession: 'outlaw',
  ...r,
  weapon: 'pistol',
  veteran: false,
});
/** A man the scenario lists. */
const listedOf = (f: FigureSpec): Man => ({
  profession: f.profession as Profession,
  rep: f.rep,
  toughness: f.toughness,
  sand: f.sand,
  weapon: f.weapon as Man['weapon'],
  veteran: false,
});
/** The Outlaw list's rows [L6745–6752], each a d6 face. */
const ROWS = (NPC_TABLES.outlaw as NpcRow[]).map(outlawOf);

/** Each man's odds in turn: a listed man, or the Outlaw list's six rows. */
type Choice = [Man, number][];

/** The orders the men face him in: the first two in either order, each half the time. */
function ordersOf(p: EncounterParams, s: Setup): [Choice[], number][] {
  const listed = p.sides[0]?.figures ?? [];
  const men = Array.from({ length: s.outlaws }, (_, i): Choice =>
    i < listed.length ? [[listedOf(listed[i]), 1]] : ROWS.map((m) => [m, 1 / 6]),
  );
  if (men.length < 2) return [[men, 1]];
  return [
    [men, 1 / 2],
    [[men[1], men[0], ...men.slice(2)], 1 / 2],
  ];
}

/** The agent's odds: his list (1d6 or fixed), then his row of it (1d6 or fixed). */
function agentsOf(s: Setup): [number, Man, number][] {
  const out: [number, Man, number][] = [];
  AGENT.outcomes.forEach((list, k) => {
    const pl =
      s.agent !== undefined
        ? +(s.agent === list)
        : (AGENT.upTo[k] - (k === 0 ? 0 : AGENT.upTo[k - 1])) / 6;
    if (pl === 0) return;
    const npcs =
      s.agentRow !== undefined ? npcRowOdds(list, s.agentRow, false) : npcOdds(list, false);
    for (const [npc, q] of npcs) out.push([k, npc, pl * q]);
  });
  return out;
}

/** The take's and the Pursuit's tables at this SL (the Pursuit per take when rolled against LP). */
function tablesOf(p: EncounterParams, o: SixgunOptions) {
  const at = { locale: p.locale, sl: p.sl, rep: 1, again: false, tally: 0, train: true };
  const take = outlawTable('the-take', { ...at, take: 1 }, o);
  const againstLp = o['campaign.pursuitAgainst'] === 'lp';
  const pursuit = take.values!.map((lp) =>
    outlawTable('pursuit', { ...at, take: againstLp ? lp : 1 }, o),
  );
  return { take, pursuit };
}

/**
 * The exact answer: over the orders, the agents and each man's rows, the chance the agent is
 * still resisting when each man faces him (he is the same agent throughout, generated on the
 * first test that is not a Pass 2), then the take and the Pursuit of a job done.
 */
function exactOf(p: EncounterParams, s: Setup, o: SixgunOptions): ExactMetrics {
  const face = new ExpressAgent(o);
  const agents = agentsOf(s);
  const agent = new Float64Array(AGENTS.length);
  let done = 0,
    faced = 0,
    beaten = 0,
    dead = 0,
    oof = 0;
  for (const [order, wo] of ordersOf(p, s))
    for (const [list, b, pa] of agents) {
      let w = wo * pa;
      order.forEach((choice, i) => {
        faced += w;
        let still = 0;
        for (const [a, q] of choice) {
          const f = face.exact(a, b);
          if (i === 0) agent[1 + list] += w * q * (1 - f[NO_RESISTANCE]);
          for (let k = 0; k < FACE_OUTCOMES; k++) {
            const v = w * q * f[k];
            if (overcome(k)) done += v;
            else still += v;
            if (endOf(k) === DEAD) dead += v;
            if (endOf(k) === OUT) oof += v;
          }
        }
        beaten += still;
        w = still;
      });
    }
  agent[0] = 1 - agent.reduce((a, b) => a + b, 0);
  const { take, pursuit } = tablesOf(p, o);
  const q = take.exact();
  const lp = take.values!;
  const chase = new Float64Array(PURSUIT.length);
  chase[0] = 1 - done;
  q.forEach((qt, t) => pursuit[t].exact().forEach((r, k) => (chase[1 + k] += done * qt * r)));
  const dist = (names: readonly string[], v: Float64Array) =>
    Object.fromEntries(names.map((n, k) => [n, v[k]]));
  return {
    agent: dist(AGENTS, agent),
    agentOvercome: done,
    take: done * q.reduce((m, x, t) => m + x * lp[t], 0),
    outlawsFaced: faced,
    outlawsBeaten: beaten,
    outlawsDead: dead,
    outlawsOOF: oof,
    pursuit: dist(PURSUIT, chase),
    posse: chase[1] + chase[2] + chase[3],
    wanted: chase[1],
  };
}

/**
 * A Train Robbery (six-gun-sound.md §14.8 [L5887–5933], §13.12), played as the book plays it,
 * abstractly: the outlaws face the Express Agent one at a time (express-agent.ts), the first
 * of the two at random, the next when the agent beats one; the agent, generated from his list
 * when the first test is not a Pass 2, is the same man for each. Overcome, the job is done:
 * the take, 1d6 × SL LP, then the Pursuit (2d6 against SL, C-15, or against the LP taken:
 * campaign.pursuitAgainst), a Posse on Pass 1 or 2 and on Pass 2 the roll that makes him
 * Wanted nationally (1d6 against SL 3 for a train).
 */
class TrainRun implements CompositeRun {
  private readonly face: ExpressAgent;
  private readonly listed: Man[];
  private readonly agentList: Ready | null;
  private readonly take: Ready;
  private readonly pursuit: Ready[];
  private readonly npc = newNpc();
  private readonly slots;
  // This trial's robbery.
  private agent = 0;
  private done = false;
  private lp = 0;
  private chase = 0;
  private faced = 0;
  private beaten = 0;
  private dead = 0;
  private oof = 0;

  constructor(
    p: EncounterParams,
    private readonly s: Setup,
    o: SixgunOptions,
    l: Layout,
  ) {
    this.face = new ExpressAgent(o);
    this.listed = (p.sides[0]?.figures ?? []).map(listedOf);
    this.agentList =
      s.agent === undefined
        ? outlawTable(
            'express-agent-list',
            { locale: p.locale, rep: 1, again: false, tally: 0, take: 1, train: true },
            o,
          )
        : null;
    ({ take: this.take, pursuit: this.pursuit } = tablesOf(p, o));
    this.slots = slotsOf(l, [
      'agent',
      'agentOvercome',
      'take',
      'outlawsFaced',
      'outlawsBeaten',
      'outlawsDead',
      'outlawsOOF',
      'pursuit',
      'posse',
      'wanted',
    ]);
  }

  play(rng: Rng, log: Trace | null): void {
    const s = this.s;
    const list = this.agentList ? this.agentList.roll(rng) : AGENT.outcomes.indexOf(s.agent!);
    rollNpc(rng, AGENT.outcomes[list], false, this.npc, s.agentRow);
    const b = this.npc;
    const first = s.outlaws >= 2 ? rng.below(2) : 0;
    this.agent = 0;
    this.done = false;
    this.lp = this.faced = this.beaten = this.dead = this.oof = 0;
    this.chase = 0;
    for (let i = 0; i < s.outlaws && !this.done; i++) {
      const slot = i < 2 ? i ^ first : i;
      const a = slot < this.listed.length ? this.listed[slot] : ROWS[rng.below(6)];
      const k = this.face.roll(a, b, rng);
      if (i === 0 && k !== NO_RESISTANCE) this.agent = 1 + list;
      this.faced++;
      this.done = overcome(k);
      if (!this.done) this.beaten++;
      if (endOf(k) === DEAD) this.dead++;
      if (endOf(k) === OUT) this.oof++;
      log?.line(
        `outlaw ${i + 1} (Rep ${a.rep} ${a.profession}) faces the Express Agent` +
          (k === NO_RESISTANCE
            ? ': no resistance'
            : ` (${b.profession} Rep ${b.rep}, ${b.weapon}): ${this.done ? 'overcome' : 'beats him'}, the outlaw ${ENDS[endOf(k)]}`),
      );
    }
    if (!this.done) return log?.line('the agent beat every outlaw sent: no take');
    const t = this.take.roll(rng);
    this.lp = this.take.values![t];
    this.chase = 1 + this.pursuit[t].roll(rng);
    log?.line(`the take: ${this.lp} LP; the Pursuit: ${PURSUIT[this.chase]}`);
  }

  record(acc: Float64Array): void {
    const s = this.slots;
    acc[s.agent + this.agent]++;
    if (this.done) acc[s.agentOvercome]++;
    mean(acc, s.take, this.lp);
    mean(acc, s.outlawsFaced, this.faced);
    mean(acc, s.outlawsBeaten, this.beaten);
    mean(acc, s.outlawsDead, this.dead);
    mean(acc, s.outlawsOOF, this.oof);
    acc[s.pursuit + this.chase]++;
    if (this.chase >= 1 && this.chase <= 3) acc[s.posse]++;
    if (this.chase === 1) acc[s.wanted]++;
  }
}

export const trainRobbery: CompositeType<Setup> = {
  composite: true,
  id: 'train-robbery',
  code: 'TR',
  title: 'Train Robbery',
  source: 'six-gun-sound.md §14.8 [L5887–5963], §13.12',
  description:
    "the Outlaws' abstract job on a train: two outlaws face the Express Agent one at a time (2d6 against a random one of the two's Rep: Pass 2 no resistance, Pass 1 a Draw, Pass 0 the agent's one shot first, then the Draw), the agent rolled from the Townsfolk (1–2), Deputy (3–5) or Marshal (6) list, the second facing him when he beats the first; the agent overcome, the take (1d6 × SL LP) and the Pursuit: a Posse, and on its Pass 2 Wanted nationally (a train counts SL 3).",
  roles: ['Outlaws', 'Express Agent'],
  setup,
  check(p, s, issue) {
    const listed = p.sides[0]?.figures.length ?? 0;
    if (listed > s.outlaws)
      issue(
        ['sides', 0, 'figures'],
        `${listed} Outlaws listed, but setup.outlaws sends ${s.outlaws} to face the Express Agent: list at most ${s.outlaws}, or fix outlaws: ${listed}`,
      );
    if (p.sides[1]?.figures.length)
      issue(
        ['sides', 1, 'figures'],
        'the Express Agent is rolled from his list: fix setup.agent and setup.agentRow instead',
      );
  },
  metrics(_p, s, l) {
    l.categories(
      'agent',
      AGENTS,
      "the Express Agent's list, rolled when the first outlaw's test is not a Pass 2 (none: no resistance)",
    );
    l.probability('agentOvercome', 'the agent is overcome: the job is done');
    l.mean('take', 'LP taken (1d6 × SL when the agent is overcome, else none)');
    l.mean('outlawsFaced', `outlaws who took the Express Agent test (at most ${s.outlaws})`);
    l.mean('outlawsBeaten', 'outlaws the agent beat (left out of it while he stood)');
    l.mean('outlawsDead', 'outlaws Obviously Dead');
    l.mean('outlawsOOF', 'outlaws Out of the Fight (not dead)');
    l.categories(
      'pursuit',
      PURSUIT,
      'the Pursuit after the job (none: the agent was not overcome)',
    );
    l.probability('posse', 'a Posse comes after them (Pursuit Pass 1 or 2)');
    l.probability('wanted', 'Wanted nationally (Pursuit Pass 2, then 1d6 against SL 3)');
  },
  exact: exactOf,
  notes: () => [
    'exact: the tests, the shot and the Draws are answered exactly, and the simulation rolls the same',
    "the combat with the agent is the Draw (Pass 0: after the agent's one shot, at the Draw's distance), won unless the agent alone stands; a wound from the shot is not carried into the Draw; the agent carries his row's normal weapons (a train is no settlement, C-90), a rolled outlaw his pistol; the Posse itself is not played",
  ],
  explain(p, s) {
    return `Train Robbery at SL ${slOf(p)}: up to ${s.outlaws} outlaws face the Express Agent (${s.agent ?? 'his list rolled'}${s.agentRow !== undefined ? `, row ${s.agentRow}` : ''}); the take 1d6 × ${slOf(p)} LP, then the Pursuit`;
  },
  prepare: (p, s, o, l) => new TrainRun(p, s, o, l),
};
