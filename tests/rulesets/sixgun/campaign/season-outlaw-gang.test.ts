import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../src/rulesets/sixgun/campaign/data.ts';
import {
  HARD_CASE_ROWS,
  mutineerOdds,
  payout,
} from '../../../../src/rulesets/sixgun/campaign/outlaw-gang.ts';
import { OutlawTrial } from '../../../../src/rulesets/sixgun/campaign/outlaw-season.ts';
import { chainOf } from '../../../../src/rulesets/sixgun/campaign/season-chain.ts';
import { campaignSeason } from '../../../../src/rulesets/sixgun/campaign/season.ts';
import { ScriptedRng } from '../../../helpers/scripted.ts';
import { agrees } from '../grid.ts';
import { close, O, paramsOf } from './helpers.ts';

const S = campaignSeason;
const outlaw = (over: Record<string, unknown>) =>
  paramsOf(S, {
    profession: 'outlaw',
    ladder: 'profession',
    locale: 'missouri',
    rep: 5,
    opponent: 'marshal',
    outfit: 'played',
    ...over,
  });
const MISSOURI = LOCALES.indexOf('missouri');
const noFight = {
  fight: () => {
    throw new Error('no fight expected');
  },
  dies: () => {
    throw new Error('no death expected');
  },
  lawTakes: () => {
    throw new Error('no capture expected');
  },
};

/** Cole's gang: Rep 5, his brothers Bob and Jim, five hard cases, no LP, Wanted twice in Missouri. */
function cole(o = O) {
  const p = outlaw({ brothers: 2, gang: 5 });
  const t = new OutlawTrial(p as never, o, chainOf(p as never, o));
  t.reset();
  t.local[MISSOURI] = 2;
  return t;
}

describe("sixgun campaign season, the Outlaw's gang (six-gun-sound.md §14.8)", () => {
  it('the payout: 1 LP a man, himself and his brothers first (§14.8 [L6059–6075])', () => {
    expect(payout(3, 2, 1)).toEqual({ paid: 2, unpaid: 3, left: 0 });
    expect(payout(3, 4, 1)).toEqual({ paid: 4, unpaid: 1, left: 0 });
    expect(payout(3, 9, 1)).toEqual({ paid: 5, unpaid: 0, left: 4 });
  });

  it('A-29, C-16: Cole, Wanted twice in Missouri, rolls "So That\'s How It Is?" against 5 − 2 = 3; his 2, 4 is Pass 1, and each unpaid man tests his Sand', () => {
    const t = cole();
    // Pass 1; the first man (row 1, Sand 3) passes a die on 3, 6 and leaves; the other four
    // (row 2, Sand 4) fail on 5, 6; Join Up in Spring against SL 4 on 1, 1: two more.
    const rng = ScriptedRng.ofFaces([2, 4, 1, 3, 6, 2, 5, 6, 2, 5, 6, 2, 5, 6, 2, 5, 6, 1, 1]);
    t.seasonEnd(rng, MISSOURI, 4, 0, { rep: 5, toughness: 4 }, noFight);
    expect(rng.left).toBe(0);
    expect([t.gang, t.lost, t.joined, t.unpaid, t.lpPaid]).toEqual([6, 1, 2, 1, 0]);
  });

  it('A-29 as the book reads it (campaign.loyaltyTally example): against 5 − 1 = 4 the same 2, 4 is Pass 2, they stay', () => {
    const t = cole({ ...O, 'campaign.loyaltyTally': 'example' });
    const rng = ScriptedRng.ofFaces([2, 4, 6, 6]);
    t.seasonEnd(rng, MISSOURI, 4, 0, { rep: 5, toughness: 4 }, noFight);
    expect(rng.left).toBe(0);
    expect([t.gang, t.lost, t.joined]).toEqual([5, 0, 0]);
  });

  it('no Join Up in Winter; a paid gang rolls no test', () => {
    const t = cole();
    t.onHand = 8;
    t.seasonEnd(ScriptedRng.ofFaces([]), MISSOURI, 4, 3, { rep: 5, toughness: 4 }, noFight);
    expect([t.gang, t.onHand, t.lpPaid, t.unpaid]).toEqual([5, 0, 8, 0]);
  });

  it('a mutiny lost: everyone but his brothers deserts (§14.8 [L6103–6113])', () => {
    const t = cole();
    let fought = -1;
    // 6, 6 against 3: Pass 0; 1d6 = 2, a Draw with the highest Rep of five rolled rows.
    const rng = ScriptedRng.ofFaces([6, 6, 2, 6, 1, 2, 3, 4]);
    t.seasonEnd(
      rng,
      MISSOURI,
      4,
      0,
      { rep: 5, toughness: 4 },
      {
        ...noFight,
        fight: (opp) => ((fought = opp), 0),
      },
    );
    expect(rng.left).toBe(0);
    const c = chainOf(outlaw({}) as never, O);
    expect(HARD_CASE_ROWS[fought - c.mutineer].rep).toBe(5);
    expect([t.gang, t.lost, t.mutinies]).toEqual([0, 5, 1]);
  });

  it("two hard cases face a train's Express Agent, not the Star (§14.8 [L5893–5920])", () => {
    const t = cole();
    const fights: number[] = [];
    // SL 4: Outlaw Encounters 5, a Train Robbery; the first hard case (row 2, Rep 4) tests 1, 1:
    // no resistance; the take 3 × 4; Pursuit 6, 6, none.
    const rng = ScriptedRng.ofFaces([5, 2, 1, 1, 3, 6, 6]);
    t.encounter(rng, MISSOURI, 4, 5, (opp) => (fights.push(opp), 4));
    expect(rng.left).toBe(0);
    expect(fights).toEqual([]);
    expect([t.gang, t.lp, t.onHand]).toEqual([5, 12, 12]);
  });

  it('the mutineer is the highest (Draw) or lowest (back shot) Rep among the unpaid', () => {
    const sum = (a: Float64Array) => a.reduce((x, y) => x + y, 0);
    for (const u of [1, 3, 6]) {
      close(sum(mutineerOdds(u, true)), 1);
      close(sum(mutineerOdds(u, false)), 1);
    }
    const rep5 = HARD_CASE_ROWS.findIndex((r) => r.rep === 5);
    close(mutineerOdds(2, true)[rep5], 1 - (5 / 6) ** 2);
    close(mutineerOdds(2, false)[rep5], (1 / 6) ** 2);
  });

  it('bad input: a gang for another profession, or more hard cases than his room', () => {
    expect(S.check!(paramsOf(S, { profession: 'cowboy', gang: 2 }) as never, O)).toEqual([
      expect.stringMatching(/Outlaw's gang/),
    ]);
    expect(S.check!(outlaw({ rep: 3, gang: 4 }) as never, O)).toEqual([
      expect.stringMatching(/at most 3/),
    ]);
    expect(S.check!(outlaw({ rep: 3, gang: 4, brothers: 1 }) as never, O)).toEqual([]);
  });

  it('past 3 seasons the chain with the gang is not answered and the notes say why', () => {
    expect(S.exact!(outlaw({ seasons: 4 }) as never, O)).toEqual({});
    expect(S.notes!(outlaw({ seasons: 4 }) as never, O).join(' ')).toMatch(/with his gang/);
  });

  it('exact and simulated agree with the gang (Missouri; brothers, hard cases and LP; riding for The North; the options)', () => {
    agrees(S, outlaw({ seasons: 3 }), O, 'outlaw-gang-0', 10_000);
    agrees(S, outlaw({ seasons: 2, brothers: 1, gang: 6, lp: 3 }), O, 'outlaw-gang-1', 20_000);
    agrees(
      S,
      outlaw({ seasons: 2, travel: 'head-for', to: 'the-north', rep: 4, gang: 3 }),
      O,
      'outlaw-gang-2',
      20_000,
    );
    agrees(
      S,
      outlaw({ seasons: 2, gang: 5 }),
      { ...O, 'campaign.loyaltyTally': 'example', 'campaign.unpaidLeaves': 'both-dice' },
      'outlaw-gang-3',
      20_000,
    );
  }, 180_000);
});
