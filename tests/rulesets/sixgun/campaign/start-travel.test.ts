import { describe, expect, it } from 'vitest';
import { campaignStart } from '../../../../src/rulesets/sixgun/campaign/start.ts';
import { randomProfession } from '../../../../src/rulesets/sixgun/campaign/professions.ts';
import { soloDeployment } from '../../../../src/rulesets/sixgun/campaign/solo.ts';
import { travel } from '../../../../src/rulesets/sixgun/campaign/travel.ts';
import { close, everyTableAgrees, O, odds, paramsOf, rolled } from './helpers.ts';

describe('sixgun random profession tables (§2.3)', () => {
  it('Just Passing Through names 12 professions, 1/36 × 3 each; never a Deputy, Outlaw or Townsfolk', () => {
    const e = odds(randomProfession, { table: 'just-passing-through' });
    for (const p of ['bounty-hunter', 'gunfighter', 'homesteader', 'sheriff']) close(e[p], 1 / 12);
    for (const p of ['deputy', 'outlaw', 'townsfolk']) close(e[p], 0);
    expect(rolled(randomProfession, { table: 'just-passing-through' }, [2, 6])).toBe('gunfighter');
    expect(rolled(randomProfession, { table: 'just-passing-through' }, [4, 2])).toBe('marshal');
  });

  it('Random NPC Selection: 15 professions at 1/15 each (a red 6 rerolls)', () => {
    const e = odds(randomProfession, { table: 'random-npc' });
    for (const p of ['bounty-hunter', 'deputy', 'outlaw', 'townsfolk', 'marshal'])
      close(e[p], 1 / 15);
    expect(rolled(randomProfession, { table: 'random-npc' }, [6, 1, 4, 3])).toBe('outlaw');
    expect(rolled(randomProfession, { table: 'random-npc' }, [5, 6])).toBe('townsfolk');
  });

  it('Random Star Profession: 1d6, 1/6 each, 4 is a Marshal', () => {
    const e = odds(randomProfession, { table: 'random-star' });
    for (const p of ['cowboy', 'gunfighter', 'outlaw', 'marshal', 'ranger', 'sheriff'])
      close(e[p], 1 / 6);
    expect(rolled(randomProfession, { table: 'random-star' }, [4])).toBe('marshal');
  });
});

describe('sixgun starting the campaign (§14.1)', () => {
  it('Life and Times: 2d6 rows 2–3, 4, 5–6, 7, 8, 9–10, 11, 12', () => {
    const e = odds(campaignStart, { table: 'life-and-times' });
    close(e['lawman-friend'], 3 / 36);
    close(e['family-ranch'], 3 / 36);
    close(e.hideout, 9 / 36);
    close(e['quality-5-horse'], 6 / 36);
    close(e['known-for-gunplay'], 5 / 36);
    close(e['trail-boss'], 7 / 36);
    close(e.wanted, 2 / 36);
    close(e['bank-connection'], 1 / 36);
  });

  it("Fightin' Brothers: 1d6 − 3, at least 0 (none half the time, 1 on average)", () => {
    const e = odds(campaignStart, { table: 'fightin-brothers' });
    close(e['0'], 1 / 2);
    close(e['3'], 1 / 6);
    close(e.value, 1);
  });

  it("A brother is the Star's profession on 1–3, else Random NPC Selection", () => {
    const e = odds(campaignStart, { table: 'brother-profession', profession: 'outlaw' });
    close(e.outlaw, 1 / 2 + 1 / 30);
    close(e.cowboy, 1 / 30);
    expect(rolled(campaignStart, { table: 'brother-profession', profession: 'ranger' }, [2])).toBe(
      'ranger',
    );
    expect(rolled(campaignStart, { table: 'brother-profession' }, [5, 3, 5])).toBe('marshal');
  });

  it('Enemy kin: brothers when 1d6 beats the dead Rep 4 (1/3), then 1d6 of them', () => {
    const e = odds(campaignStart, { table: 'enemy-kin', deadRep: 4 });
    close(e['0'], 2 / 3);
    close(e['6'], 1 / 18);
    close(e.value, 7 / 6);
    close(odds(campaignStart, { table: 'enemy-kin', deadRep: 6 })['0'], 1);
  });

  it('The kin find him on 1d6 ≤ brothers, then Gunfight, Capture or Posse', () => {
    const e = odds(campaignStart, { table: 'kin-find', brothers: 2 });
    close(e.none, 2 / 3);
    close(e.posse, 1 / 9);
    expect(rolled(campaignStart, { table: 'kin-find', brothers: 2 }, [2, 3])).toBe('capture');
  });

  it('simulation agrees with exact, every table', () => {
    everyTableAgrees(campaignStart, [{}, { deadRep: 2, brothers: 5, profession: 'sheriff' }]);
    everyTableAgrees(randomProfession, [{}]);
  });
});

describe('sixgun time, travel and locales (§14.2, §5.3.8)', () => {
  it('Encounter test: only Pass 1 is an encounter, 2(SL/6)(1 − SL/6)', () => {
    for (const sl of [1, 2, 3, 4, 5, 6])
      close(odds(travel, { table: 'encounter-test', sl }).encounter, 2 * (sl / 6) * (1 - sl / 6));
    close(odds(travel, { table: 'encounter-test', locale: 'the-north' }).encounter, 0);
  });

  it('A-33 [L5649, L5651]: vs SL 2 dice 3, 4 → no encounter; vs SL 4 dice 2, 5 → encounter', () => {
    expect(rolled(travel, { table: 'encounter-test', locale: 'wyoming' }, [3, 4])).toBe(
      'no-encounter',
    );
    expect(rolled(travel, { table: 'encounter-test', locale: 'colorado' }, [2, 5])).toBe(
      'encounter',
    );
  });

  it('the simple campaign matrix: a Lawman (Marshal, Ranger, Sheriff) reads one column', () => {
    const e = odds(travel, { table: 'simple-matrix', profession: 'sheriff' });
    close(e.capture, 10 / 36);
    close(e['range-war'], 5 / 36);
    expect(odds(travel, { table: 'simple-matrix', profession: 'ranger' })).toEqual(e);
    close(odds(travel, { table: 'simple-matrix', profession: 'cowboy' })['cattle-drive'], 18 / 36);
    close(odds(travel, { table: 'simple-matrix', profession: 'outlaw' }).robbery, 10 / 36);
    expect(rolled(travel, { table: 'simple-matrix', profession: 'gunfighter' }, [6, 6])).toBe(
      'prisoner-transport',
    );
  });

  it("B-25 [L4691]: the trail is the locale's terrain 5/6, each other type 1/12", () => {
    const e = odds(travel, { table: 'trail-terrain', locale: 'kansas' });
    close(e.wos, 5 / 6);
    close(e.rt, 1 / 12);
    close(e.hc, 1 / 12);
    expect(rolled(travel, { table: 'trail-terrain', locale: 'kansas' }, [1, 5])).toBe('hc');
  });

  it('B-26 [L4184–4192]: High Country on 1–2 → 1/3, 1–3 → 1/2, 1–4 → 2/3', () => {
    close(
      odds(travel, { table: 'high-country', locale: 'montana', to: 'canada' })['high-country'],
      1 / 3,
    );
    close(
      odds(travel, { table: 'high-country', locale: 'arizona', to: 'new-mexico' })['high-country'],
      1 / 2,
    );
    close(
      odds(travel, { table: 'high-country', locale: 'california', to: 'nevada' })['high-country'],
      2 / 3,
    );
  });

  it('a route the book does not list is refused, with a suggestion', () => {
    const msgs = travel.check!(
      paramsOf(travel, { table: 'high-country', locale: 'arizona', to: 'new-mexco' }) as never,
      O,
    );
    expect(msgs.join()).toMatch(/no High Country chance from arizona.*did you mean "new-mexico"/);
    expect(
      travel.check!(
        paramsOf(travel, { table: 'high-country', locale: 'kansas' }) as never,
        O,
      ).join(),
    ).toMatch(/no High Country route from kansas/);
  });

  it('Size of Settlement at SL 4: 2d6 + 4, forts split 1–4 / 1–5', () => {
    const e = odds(travel, { table: 'settlement-size', sl: 4 });
    close(e['trader-wagons'] + e['trader-mules'], 0);
    close(e['trading-post'], 3 / 36);
    close(e['federal-fort'], (3 / 36) * (4 / 6) + (4 / 36) * (5 / 6));
    close(e['private-fort'], (3 / 36) * (2 / 6) + (4 / 36) * (1 / 6));
    close(e['small-town'], 20 / 36);
    close(e['good-sized-town'], 6 / 36);
    close(odds(travel, { table: 'settlement-size', sl: 1 })['trader-wagons'], 3 / 72);
  });

  it('A-2 [L773]: an option read from a 1d6 range, "Federal (1–…) or private Fort": a roll of 2 is Federal', () => {
    // 2d6 + SL 4 = 8: a fort, Federal on 1–4 of the next d6.
    expect(rolled(travel, { table: 'settlement-size', sl: 4 }, [2, 2, 2])).toBe('federal-fort');
    expect(rolled(travel, { table: 'settlement-size', sl: 4 }, [2, 2, 5])).toBe('private-fort');
  });

  it('Random Locale: 22 locales at 1/22 (blank squares reroll)', () => {
    const e = odds(travel, { table: 'random-locale' });
    for (const l of ['arizona', 'wyoming', 'the-south', 'missouri']) close(e[l], 1 / 22);
    expect(rolled(travel, { table: 'random-locale' }, [4, 5, 6, 2, 4, 2])).toBe('the-north');
  });

  it('Advance of civilization: up on 1d6 > SL (never Indian Territory), down on a 1', () => {
    const e = odds(travel, { table: 'advance-of-civilization', locale: 'kansas' });
    close(e['sl-up'], 2 / 6);
    close(e['sl-down'], 1 / 6);
    close(
      odds(travel, { table: 'advance-of-civilization', locale: 'indian-territory' })['sl-up'],
      0,
    );
  });

  it('Lying low: no roll the first turn; found on 1d6 ≤ turns after', () => {
    close(odds(travel, { table: 'lying-low', turns: 1 }).found, 0);
    close(odds(travel, { table: 'lying-low', turns: 3 }).found, 1 / 2);
  });

  it('B-29 [L8714–8715, L8853, L8993–8995]: an equal chance of two warrior tables where two are listed', () => {
    const nm = odds(travel, { table: 'warriors', locale: 'new-mexico' });
    close(nm['sw-warrior'], 1 / 2);
    close(nm['plains-warrior'], 1 / 2);
    const ca = odds(travel, { table: 'warriors', locale: 'canada' });
    close(ca['nw-warrior'], 1 / 2);
    close(odds(travel, { table: 'warriors', locale: 'utah' })['sw-warrior'], 1); // C-49
    close(odds(travel, { table: 'warriors', locale: 'oregon' })['nw-warrior'], 1);
  });

  it('simulation agrees with exact, every table', () => {
    everyTableAgrees(travel, [
      { locale: 'arizona', to: 'new-mexico' },
      { locale: 'canada', sl: 6, turns: 5, to: 'new-mexico' },
      { locale: 'oregon', sl: 1, turns: 1, to: 'idaho', profession: 'outlaw' },
      { locale: 'utah', to: 'nevada', profession: 'gunfighter' },
    ]);
  });
});

describe('sixgun solo deployment (§14.3)', () => {
  it("They're Over Here! vs 4, vs 3 for Warriors (C-73)", () => {
    const e = odds(soloDeployment, { table: 'theyre-over-here' });
    close(e['contact-hidden'], 4 / 9);
    close(e['no-contact'], 1 / 9);
    close(
      odds(soloDeployment, { table: 'theyre-over-here', warriors: true })['contact-hidden'],
      1 / 4,
    );
  });

  it('on contact, 2d6 cards from the pile: the enemy-coloured ones are there', () => {
    close(odds(soloDeployment, { table: 'contact-cards', enemies: 6 }).value, 7 / 2);
    close(odds(soloDeployment, { table: 'contact-cards', enemies: 2 }).value, 70 / 36);
    expect(rolled(soloDeployment, { table: 'contact-cards', enemies: 2 }, [1, 1, 1, 3])).toBe('1');
  });

  it('State of Awareness: +2 once shots are fired, +1 when mounted', () => {
    close(
      odds(soloDeployment, { table: 'state-of-awareness', leaderRep: 3, shotsFired: true })[
        'got-a-shot-all-plus-1d6'
      ],
      25 / 36,
    );
    close(
      odds(soloDeployment, { table: 'our-side-awareness', leaderRep: 4, mounted: true })['ready'],
      25 / 36,
    );
  });

  it('B-37 [L5000, L5083]: more of them come on an activation total of 7, 1/6 a turn', () => {
    const e = odds(soloDeployment, { table: 'here-come-the-rest', leaderRep: 4 });
    close(e['no-seven'], 5 / 6);
    close(e['draw-2d6'], (1 / 6) * (4 / 9));
    close(odds(soloDeployment, { table: 'enemy-contact' })['no-seven'], 5 / 6);
    close(odds(soloDeployment, { table: 'enemy-contact' })['draw-2d6'], (1 / 6) * (1 / 4));
    expect(rolled(soloDeployment, { table: 'here-come-the-rest' }, [3, 4, 5, 2])).toBe('draw-1d6');
    expect(rolled(soloDeployment, { table: 'here-come-the-rest' }, [3, 3])).toBe('no-seven');
  });

  it('March to the Guns: Sand 4 moves 4/9 + 4/9 × 4/6', () => {
    close(odds(soloDeployment, { table: 'march-to-the-guns', sand: 4 }).moves, 20 / 27);
    expect(rolled(soloDeployment, { table: 'march-to-the-guns', sand: 4 }, [2, 6, 5])).toBe(
      'stays',
    );
  });

  it('simulation agrees with exact, every table', () => {
    everyTableAgrees(soloDeployment, [
      {},
      { warriors: true, leaderRep: 2, shotsFired: true, mounted: true, sand: 2, enemies: 3 },
    ]);
  });
});
