import { describe, expect, it } from 'vitest';
import { outlawCampaign } from '../../../src/rulesets/sixgun/campaign/outlaw.ts';
import { encounter } from '../../../src/rulesets/sixgun/encounter/types/index.ts';
import { expectAgreesAt } from '../../helpers/agree.ts';
import { O, odds } from './campaign/helpers.ts';
import { play, runBad, traceOf, typed } from './typed.ts';

const cole = { name: 'Cole', profession: 'outlaw', rep: 5, sand: 5, toughness: 5 };
const lawdawg = (setup: Record<string, unknown> = {}, over: Record<string, unknown> = {}) =>
  typed('lawdawg', 'missouri', { sides: [{ figures: [cole] }], ...over }, setup);
const textOf = (p: ReturnType<typeof lawdawg>, seed: string) =>
  traceOf(p, seed)
    .map((e) => e.text)
    .join('\n');

describe('Lawdawg encounters (six-gun-sound.md §14.8, §13.12) played by their types', () => {
  it('A-29 [L6127–6149]: Lawdawg Encounters at SL 4 gives the shares outlaw-campaign answers, and the simulation agrees', () => {
    const table = odds(outlawCampaign, { table: 'lawdawg-encounters', locale: 'missouri' });
    const e = encounter.exact!(lawdawg(), O) as Record<string, Record<string, number>>;
    for (const k of ['posse', 'gunfight', 'capture'])
      expect(e.encounter[k]).toBeCloseTo(table[k], 12);
    // The walk-through's 1d6 = 2 at SL 4 is a Posse: 1–2 of the column are.
    expect(e.encounter.posse).toBeCloseTo(2 / 6, 12);
    expect(e.gunfight['GF-1']).toBeCloseTo((e.encounter.gunfight * 3) / 6, 12);
    expectAgreesAt(encounter, lawdawg(), O, 'lawdawg', 0, 400);
  }, 300_000);

  it('at SL 1 the Indians come on 1–2, and the encounter is played as theirs', () => {
    const e = encounter.exact!(lawdawg({}, { sl: 1 }), O) as Record<string, Record<string, number>>;
    expect(e.encounter.indians).toBeCloseTo(2 / 6, 12);
    expect(textOf(lawdawg({ encounter: 'indians' }), 'in')).toMatch(/Indians at SL 4/);
  }, 300_000);

  it('"For P he uses 1d6 gang members chosen at random, always including himself": the Star rides among the Runners', () => {
    const text = textOf(lawdawg({ encounter: 'posse' }), 'p');
    expect(text).toMatch(/Lawdawg encounter: posse/);
    expect(text).toMatch(/Posse at SL 4: [1-6] Runners/);
    expect(text).toMatch(/Cole/);
    const r = play(lawdawg({ encounter: 'posse', gang: 0 }), 60, 'alone');
    expect(r.share('encounter').posse).toBe(1);
    expect(r.mean('lost')).toBeLessThanOrEqual(1);
  }, 300_000);

  it('"Lawdawg encounters always involve your Star": he is the Outlaw leader of a Capture and the Star of a GF-1', () => {
    expect(textOf(lawdawg({ encounter: 'capture' }), 'c')).toMatch(
      /Capture .* against the Outlaw leader/,
    );
    expect(textOf(lawdawg({ encounter: 'gunfight', gunfight: 'GF-1' }), 'g')).toMatch(
      /GF-1: Cole against/,
    );
    const r = play(lawdawg({ encounter: 'capture' }), 60, 'cap');
    expect(r.mean('starDown')).toBeGreaterThan(0);
  }, 300_000);

  it("a Gunfight's kind fixed for another encounter, or the law listed: exit 2 at file:line:col", () => {
    const kind = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'params:',
      '  type: lawdawg',
      '  setup: { encounter: posse, gunfight: GF-2 }',
    ]);
    expect(kind.code).toBe(2);
    expect(kind.stderr).toMatch(/bad\.yaml:6:\d+: .*the encounter is posse/);
    expect(kind.wrote).toBe(false);
    const gang = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'params:',
      '  type: lawdawg',
      '  setup: { gang: 0 }',
      '  sides: [ { figures: [ { name: A }, { name: B } ] } ]',
    ]);
    expect(gang.code).toBe(2);
    expect(gang.stderr).toMatch(/bad\.yaml:7:\d+: .*setup\.gang puts 1/);
  }, 300_000);
});
