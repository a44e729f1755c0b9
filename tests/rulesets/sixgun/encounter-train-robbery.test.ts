import { describe, expect, it } from 'vitest';
import { encounter } from '../../../src/rulesets/sixgun/encounter/types/index.ts';
import { expectAgreesAt } from '../../helpers/agree.ts';
import { O } from './campaign/helpers.ts';
import { play, runBad, traceOf, typed } from './typed.ts';

const train = (setup: Record<string, unknown> = {}, over: Record<string, unknown> = {}) =>
  typed('train-robbery', 'missouri', over, setup);
const exact = (p: ReturnType<typeof train>, o = O) =>
  encounter.exact!(p, o) as Record<string, number> & {
    agent: Record<string, number>;
    pursuit: Record<string, number>;
  };
const outlaw = (name: string, rep: number) => ({ name, profession: 'outlaw', rep });
/** The Outlaw list's Reps by d6 (six-gun-sound.md §2.2 [L6745–6752]). */
const OUTLAW_REPS = [3, 4, 4, 4, 4, 5];
/** P(2d6 both pass against Rep r). */
const pass2 = (r: number) => (r / 6) ** 2;

// Each exact answer Draws every outlaw row against every agent the lists can give (some
// seconds alone, far longer under load); the Draws are shared between the cases.
describe('Train Robbery (six-gun-sound.md §14.8, §13.12): the Express Agent, the take and the Pursuit', () => {
  it('the simulation agrees with the exact answer at a fixed seed (rolled agent and outlaws)', () => {
    expectAgreesAt(encounter, train(), O, 'train', 0, 6000);
  }, 300_000);

  it('it agrees with a fixed Marshal agent, three listed outlaws and the Pursuit against LP (C-15)', () => {
    const p = train(
      { agent: 'marshal', agentRow: 6, outlaws: 3 },
      { sides: [{ figures: [outlaw('Jesse', 5), outlaw('Frank', 4), outlaw('Cole', 2)] }] },
    );
    expectAgreesAt(encounter, p, { ...O, 'campaign.pursuitAgainst': 'lp' }, 'train', 1, 6000);
  }, 300_000);

  it('§14.8 [L5897–5903]: the first test is 2d6 against a random outlaw of the two; Pass 2, no agent resists', () => {
    const rolled = OUTLAW_REPS.reduce((m, r) => m + pass2(r), 0) / 6;
    expect(exact(train()).agent.none).toBeCloseTo(rolled, 12);
    const two = train({}, { sides: [{ figures: [outlaw('Jesse', 6), outlaw('Bob', 2)] }] });
    expect(exact(two).agent.none).toBeCloseTo((pass2(6) + pass2(2)) / 2, 12);
    const r = play(two, 4000, 'first');
    expect(Math.abs(r.share('agent').none - (pass2(6) + pass2(2)) / 2)).toBeLessThan(
      4 * Math.sqrt(0.25 / 4000),
    );
  }, 300_000);

  it('§14.8 [L5912–5916]: a resisting agent is off the Townsfolk (1–2), Deputy (3–5) or Marshal (6) list', () => {
    const e = exact(train());
    const resisted = 1 - e.agent.none;
    expect(e.agent.townsfolk).toBeCloseTo((resisted * 2) / 6, 12);
    expect(e.agent.deputy).toBeCloseTo((resisted * 3) / 6, 12);
    expect(e.agent.marshal).toBeCloseTo(resisted / 6, 12);
  }, 300_000);

  it('§14.8 [L5917]: when the agent beats the first outlaw the second tests, so a second man makes the job likelier', () => {
    const one = exact(train({ outlaws: 1 }));
    const two = exact(train());
    expect(one.outlawsFaced).toBeCloseTo(1, 12);
    expect(two.agentOvercome).toBeGreaterThan(one.agentOvercome);
    // The second faces him exactly when the first was beaten.
    expect(two.outlawsFaced).toBeCloseTo(1 + one.outlawsBeaten, 12);
    expect(one.outlawsBeaten).toBeCloseTo(1 - one.agentOvercome, 12);
  }, 300_000);

  it('§14.8 [L5931–5933, L5943–5956]: the take is 1d6 × SL, the Pursuit 2d6 against SL, and a train makes him Wanted on 1d6 against SL 3', () => {
    const e = exact(train());
    const sl = 4; // Missouri in 1875
    expect(e.take).toBeCloseTo(e.agentOvercome * 3.5 * sl, 10);
    expect(e.pursuit.none).toBeCloseTo(1 - e.agentOvercome, 12);
    expect(e.wanted).toBeCloseTo(e.agentOvercome * pass2(sl) * (3 / 6), 12);
    expect(e.posse).toBeCloseTo(e.agentOvercome * (1 - ((6 - sl) / 6) ** 2), 12);
  }, 300_000);

  it('C-15: against the LP taken, a bigger take brings a likelier Posse', () => {
    const lp = exact(train(), { ...O, 'campaign.pursuitAgainst': 'lp' });
    const sl = exact(train());
    expect(lp.agentOvercome).toBeCloseTo(sl.agentOvercome, 12);
    // At SL 4 the take is 4 to 24 LP: rolled against it the Posse nearly always comes.
    expect(lp.posse).toBeGreaterThan(sl.posse + 0.05);
  }, 300_000);

  it('the trace tells the tests, the take and the Pursuit', () => {
    const text = traceOf(train({ agent: 'deputy' }), 'trace')
      .map((e) => e.text)
      .join('\n');
    expect(text).toMatch(/outlaw 1 \(Rep \d outlaw\) faces the Express Agent/);
    expect(text).toMatch(/the take: \d+ LP; the Pursuit: |the agent beat every outlaw sent/);
  }, 300_000);

  it('more outlaws listed than sent, or an agent listed: exit 2 at file:line:col, nothing written', () => {
    const many = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'params:',
      '  type: train-robbery',
      '  setup: { outlaws: 1 }',
      '  sides: [ { figures: [ { name: A }, { name: B } ] } ]',
    ]);
    expect(many.code).toBe(2);
    expect(many.stderr).toMatch(/bad\.yaml:7:\d+: .*2 Outlaws listed, but setup\.outlaws sends 1/);
    expect(many.wrote).toBe(false);
    const agent = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'params:',
      '  type: train-robbery',
      '  sides: [ {}, { figures: [ { name: Agent } ] } ]',
    ]);
    expect(agent.code).toBe(2);
    expect(agent.stderr).toMatch(/bad\.yaml:6:\d+: .*rolled from his list/);
  }, 300_000);
});
