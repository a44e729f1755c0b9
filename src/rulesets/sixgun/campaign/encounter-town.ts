import type { Rng } from '../../../dice/rng.ts';
import { die, sumOf } from '../../../dice/dist.ts';
import { opposedTest, howMany } from './encounter-kit.ts';
import type { EncounterParams as P } from './encounter-params.ts';
import { counts, D6, d6, passTest, rollSum, scored, type CampaignTable } from './table.ts';
import { settlement, slOf } from './travel.ts';

/**
 * The set-up tables of the town encounters of six-gun-sound.md §13: Robbery (§13.2), Capture
 * (§13.4), Jail Break (§13.5) and Hurrahing the Town (§13.11). Each is exact.
 */

/** The first turn the robbery alarm goes up on its own: 1d6 ≤ the turn, turns 1–3 [L3327–3328]. */
const ALARM_TURNS = 3;

/** Robbery: Defending Hearth and Home, 2d6 against Sand [L3253–3338]. */
export const HEARTH = ['free-to-act', 'off-the-street', 'hides'] as const;

/** Robbery: the unarmed townsman's gun (1d6) [L3253–3338]: pistol, trapdoor rifle, repeating carbine, shotgun. */
const GUN_BY_D6 = [0, 1, 1, 2, 3, 3];
export const GUNS = ['pistol', 'trapdoor-rifle', 'repeating-carbine', 'shotgun'] as const;

/** Robbery's Unforeseen Complications (1d6) [L3253–3338]. */
export const COMPLICATIONS = [
  'horses-far',
  'time-lock',
  'armed-employee',
  'lame-mount',
  'nosey-townsfolk',
  'rangers',
] as const;

/** A good-sized town has a second bank on 1d6 = 6 [L3253–3338]. */
const TWO_BANKS_ON = 6;

/** The Sheriff's office (1d6, then ½d6 buildings) [L3253–3338]. */
const OFFICE = [
  'right-same-side',
  'right-opposite',
  'across',
  'left-same-side',
  'left-opposite',
] as const;
const OFFICE_BY_D6 = [0, 1, 2, 2, 3, 4];

/** Jail Break: night on 1–2 (B-24) [L3546]. */
const NIGHT_UP_TO = 2;

/** A distance of 1d6 × 6" (Capture's Lawman, Jail Break's getaway horses). */
const d6TimesSixInches = () => {
  const values = [6, 12, 18, 24, 30, 36];
  return scored(
    values.map((v) => `${v}in`),
    D6,
    d6,
    (s) => s - 1,
    '1d6 × 6"',
    values,
  );
};

export const townTables: CampaignTable<P>[] = [
  {
    id: 'robbery-alarm',
    title: 'Robbery: the turn the alarm goes up on its own (1d6 ≤ turn, turns 1–3)',
    source: 'six-gun-sound.md §13.2 [L3327–3328], B-35',
    ready: () => {
      const outcomes = ['turn-1', 'turn-2', 'turn-3', 'never'];
      return {
        outcomes,
        explain: '1d6 at the start of turns 1–3: the alarm goes up on a score ≤ the turn',
        roll(rng: Rng) {
          for (let t = 1; t <= ALARM_TURNS; t++) if (d6(rng) <= t) return t - 1;
          return ALARM_TURNS;
        },
        exact() {
          const out = new Float64Array(outcomes.length);
          let quiet = 1;
          for (let t = 1; t <= ALARM_TURNS; t++) {
            out[t - 1] = (quiet * t) / 6;
            quiet *= 1 - t / 6;
          }
          out[ALARM_TURNS] = quiet;
          return out;
        },
      };
    },
  },
  {
    id: 'robbery-townsfolk',
    title: 'Robbery: How Many of Them (Townsfolk against the Outlaws, 2d6 + SL)',
    source: 'six-gun-sound.md §13.2 [L3284–3302]',
    ready: (p) =>
      howMany(
        [10, 12, 14, 18],
        [{ times: 2 }, { times: 3 }, { times: 4 }, { times: 5 }],
        slOf(p),
        p.force,
        `2d6 + SL ${slOf(p)} against ${p.force} Outlaws`,
      ),
  },
  {
    id: 'robbery-complication',
    title: 'Robbery: Unforeseen Complications (1d6: on a 6, a second 1d6 says which)',
    source: 'six-gun-sound.md §13.2 [L3253–3338]',
    ready: () => {
      const outcomes = ['none', ...COMPLICATIONS];
      return {
        outcomes,
        explain:
          '1d6: 1–5 everything goes as planned; on a 6 a second 1d6 says what has transpired',
        roll: (rng: Rng) => (d6(rng) < 6 ? 0 : d6(rng)),
        exact: () => Float64Array.from(outcomes, (_, k) => (k === 0 ? 5 / 6 : 1 / 36)),
      };
    },
  },
  {
    id: 'robbery-banks',
    title: 'Robbery: the banks in town (Size of Settlement; a good-sized town has two on a 6)',
    source: 'six-gun-sound.md §13.2 [L3253–3338], §14.2 [L4745–4766]',
    ready: (p) => {
      const size = settlement(p);
      const good = size.outcomes.indexOf('good-sized-town');
      return {
        outcomes: ['one', 'two'],
        values: [1, 2],
        explain: `Size of Settlement (${size.explain}); a good-sized town has two banks on 1d6 = ${TWO_BANKS_ON}`,
        roll: (rng: Rng) => (size.roll(rng) === good && d6(rng) >= TWO_BANKS_ON ? 1 : 0),
        exact: () => {
          const two = (size.exact()[good] * (7 - TWO_BANKS_ON)) / 6;
          return Float64Array.of(1 - two, two);
        },
      };
    },
  },
  {
    id: 'sheriffs-office',
    title: "Robbery: where the Sheriff's office is",
    source: 'six-gun-sound.md §13.2 [L3253–3338]',
    ready: () =>
      scored(OFFICE, D6, d6, (s) => OFFICE_BY_D6[s - 1], '1d6 (then ½d6 buildings along)'),
  },
  {
    id: 'defending-hearth',
    title: 'Robbery: Defending Hearth and Home (2d6 against Sand)',
    source: 'six-gun-sound.md §13.2 [L3253–3338]',
    ready: (p) => passTest(HEARTH, 2, p.sand, [2, 1, 0], `2d6 against Sand ${p.sand}`),
  },
  {
    id: 'townsman-gun',
    title: 'Robbery: the gun an unarmed townsman finds',
    source: 'six-gun-sound.md §13.2 [L3253–3338]',
    ready: () =>
      scored(
        GUNS,
        D6,
        d6,
        (s) => GUN_BY_D6[s - 1],
        '1d6: pistol 1, trapdoor rifle 2–3, repeating carbine 4, shotgun 5–6',
      ),
  },
  {
    id: 'time-lock',
    title: 'Robbery: turns the time lock holds the vault (2 + 1d6)',
    source: 'six-gun-sound.md §13.2 [L3253–3338]',
    ready: () => {
      const { outcomes, values } = counts(3, 8);
      return scored(outcomes, D6, d6, (s) => s - 1, '2 + 1d6 turns', values);
    },
  },
  {
    id: 'hot-on-your-trail',
    title: 'Robbery or Jail Break: a Posse follows (1d6 below SL)',
    source: 'six-gun-sound.md §13.2 [L3338], §13.5 (errata L9017–9023)',
    ready: (p) =>
      scored(
        ['posse', 'no-posse'],
        D6,
        d6,
        (s) => (s < slOf(p) ? 0 : 1),
        `1d6 below SL ${slOf(p)}`,
      ),
  },
  {
    id: 'town-deputies',
    title: 'Robbery, Posse or Jail Break: the Sheriff brings SL − 1d6 Deputies',
    source: 'six-gun-sound.md §13.2 [L3281], §13.3 [L3384], §13.5 [L3535], C-14',
    ready: (p) => {
      const sl = slOf(p);
      const { outcomes, values } = counts(0, sl - 1);
      return scored(
        outcomes,
        D6,
        d6,
        (s) => Math.max(0, sl - s),
        `SL ${sl} − 1d6 Deputies, at least none (C-14)`,
        values,
      );
    },
  },
  {
    id: 'capture-place',
    title: 'Capture: in town (1–3) or on the trail',
    source: 'six-gun-sound.md §13.4 [L3473–3511]',
    ready: () =>
      scored(['town', 'trail'], D6, d6, (s) => (s <= 3 ? 0 : 1), '1d6: town 1–3, trail 4–6'),
  },
  {
    id: 'capture-outlaws',
    title: 'Capture or Jail Break: the Outlaw leader and 2d6 − SL others',
    source: 'six-gun-sound.md §13.4 [L3473–3511], §13.5 [L3515–3551]',
    ready: (p) => {
      const sl = slOf(p);
      const { outcomes, values } = counts(1, 13 - sl > 1 ? 13 - sl : 1);
      return scored(
        outcomes,
        sumOf(die(6), 2),
        (rng) => rollSum(rng, 2),
        (s) => Math.max(0, s - sl),
        `1 + (2d6 − SL ${sl}), at least the leader`,
        values,
      );
    },
  },
  {
    id: 'capture-lawmen-deputies',
    title: 'Capture: the Lawman brings ½d6 Deputies',
    source: 'six-gun-sound.md §13.4 [L3473–3511]',
    ready: () => {
      const { outcomes, values } = counts(1, 3);
      return scored(
        outcomes,
        D6,
        d6,
        (s) => ((s + 1) >> 1) - 1,
        '½d6 (1–2: 1, 3–4: 2, 5–6: 3)',
        values,
      );
    },
  },
  {
    id: 'capture-with-leader',
    title: 'Capture in town: another outlaw is with the leader (1–5)',
    source: 'six-gun-sound.md §13.4 [L3473–3511]',
    ready: () =>
      scored(
        ['with-leader', 'elsewhere'],
        D6,
        d6,
        (s) => (s <= 5 ? 0 : 1),
        '1d6 per outlaw: with the leader 1–5',
      ),
  },
  {
    id: 'capture-lawman-distance',
    title: 'Capture in town: the Lawman starts 1d6 × 6" from the Outlaw leader',
    source: 'six-gun-sound.md §13.4 [L3473–3511]',
    ready: d6TimesSixInches,
  },
  {
    id: 'capture-trail-ambush',
    title: 'Capture on the trail: Stand-Up Fight, the Outlaw leader at −2 Rep (ours: the Lawmen)',
    source: 'six-gun-sound.md §13.4 [L3473–3511], B-8',
    ready: (p) =>
      opposedTest(
        p.rep,
        p.theirRep - 2,
        `2d6 against the Lawman's Rep ${p.rep} and the Outlaw leader's ${p.theirRep} − 2`,
      ),
  },
  {
    id: 'jail-break-night',
    title: 'Jail Break: at night (1–2)',
    source: 'six-gun-sound.md §13.5 [L3546], B-24',
    ready: () =>
      scored(['night', 'day'], D6, d6, (s) => (s <= NIGHT_UP_TO ? 0 : 1), '1d6: night on 1–2'),
  },
  {
    id: 'jail-break-arms',
    title: 'Jail Break: the Outlaws have a pistol only (1–4) or their NPC weapons',
    source: 'six-gun-sound.md §13.5 [L3515–3551]',
    ready: () =>
      scored(
        ['pistol-only', 'npc-weapons'],
        D6,
        d6,
        (s) => (s <= 4 ? 0 : 1),
        '1d6: pistol only 1–4',
      ),
  },
  {
    id: 'jail-break-alarm',
    title:
      'Jail Break: the turn the alarm sounds (each outlaw move outside, 1d6 equal to the turn)',
    source: 'six-gun-sound.md §13.5 [L3515–3551]',
    ready: (p) => {
      const outcomes = ['turn-1', 'turn-2', 'turn-3', 'turn-4', 'turn-5', 'turn-6', 'never'];
      return {
        outcomes,
        explain: `${p.moves} outlaw move(s) a turn, each 1d6: the alarm when it equals the turn (none after turn 6)`,
        roll(rng: Rng) {
          for (let t = 1; t <= 6; t++)
            for (let m = 0; m < p.moves; m++) if (d6(rng) === t) return t - 1;
          return 6;
        },
        exact() {
          const out = new Float64Array(outcomes.length);
          const quietTurn = (5 / 6) ** p.moves;
          for (let t = 0; t < 6; t++) out[t] = quietTurn ** t * (1 - quietTurn);
          out[6] = quietTurn ** 6;
          return out;
        },
      };
    },
  },
  {
    id: 'getaway-horses',
    title: 'Jail Break: the getaway horses stand 1d6 × 6" from the jail',
    source: 'six-gun-sound.md §13.5 [L3515–3551]',
    ready: d6TimesSixInches,
  },
  {
    id: 'hurrahing-rowdies',
    title: 'Hurrahing the Town: 3d6 rowdies',
    source: 'six-gun-sound.md §13.11 [L6429–6480]',
    ready: () => {
      const { outcomes, values } = counts(3, 18);
      return scored(
        outcomes,
        sumOf(die(6), 3),
        (rng) => rollSum(rng, 3),
        (s) => s - 3,
        '3d6 Cowboys (1–5) or Townsfolk (6)',
        values,
      );
    },
  },
  {
    id: 'come-along-peaceably',
    title:
      "Hurrahing the Town: Come Along Peaceably (2d6 against the lawman's Sand ± the difference)",
    source: 'six-gun-sound.md §13.11 [L6429–6480], §11 (C-64 by analogy)',
    ready: (p) => {
      const target = p.rep + (p.rep - p.theirRep);
      return passTest(
        ['submits', 'make-me', 'draw'],
        2,
        target,
        [2, 1, 0],
        `2d6 against ${p.rep} + (${p.rep} − ${p.theirRep}) = ${target} (the lawman's Sand and the rowdy's: --rep, --their-rep)`,
      );
    },
  },
  {
    id: 'street-brawl',
    title: 'Hurrahing the Town: a rowdy joins the brawl (1d6 against Sand)',
    source: 'six-gun-sound.md §13.11 [L6429–6480]',
    ready: (p) =>
      passTest(['joins-in', 'stays-out'], 1, p.sand, [1, 0], `1d6 against Sand ${p.sand}`, 1),
  },
];
