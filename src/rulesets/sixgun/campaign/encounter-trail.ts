import type { Rng } from '../../../dice/rng.ts';
import { passCounts, rollPasses } from '../pass-dice.ts';
import { howMany, opposedTest } from './encounter-kit.ts';
import type { EncounterParams as P } from './encounter-params.ts';
import { D6, d6, passTest, rollSum, scored, TWO_D6, type CampaignTable } from './table.ts';
import { slOf } from './travel.ts';

/**
 * The set-up tables of the trail encounters of six-gun-sound.md §13: Posse (§13.3), Cattle
 * Drive and Cattle Rustling (§13.6–13.7), Range War and Indians (§13.8), Hold Up (§13.9) and
 * Prisoner Transport (§13.10). Each is exact.
 */

/** Posse: Chasers 8 or more bands back cost their leader 2 Rep on the Stand-Up Fight [L3467]. */
const FAR_BANDS = 8;
const FAR_PENALTY = 2;

/** Cattle Drive encounters by 2d6 [L3555–3586]; Kansas's 10 is a GF-3 instead of Indians. */
export const DRIVE = ['none', 'rustling', 'gunfight', 'indians', 'gf-3'] as const;
const driveRow = (s: number, kansas: boolean) =>
  s <= 5 ? 0 : s <= 8 ? 1 : s === 9 || s === 12 ? 2 : s === 10 && kansas ? 4 : 3;

/** Range War encounters (1d6, with its second rolls) [L3665–3676]. */
export const RANGE_WAR = [
  'rustling-theirs',
  'rustling-yours',
  'gf-1',
  'gf-2',
  'gf-3',
  'capture-you-attack',
  'capture-they-attack',
] as const;

/** Talk the Talk's results, the Star agreeing to what the Indians ask [L3638–3772]. */
export const TALK = [
  'peace-go-back',
  'safe-passage',
  'peace-for-mounts',
  'peace-and-trade',
  'disarmed-go-back',
  'outfit-slaughtered-star-escapes',
  'all-slaughtered',
] as const;

/** The longest day of fighting the indians-day table lists turn by turn. */
const DAY_TURNS = 20;

/** A stray cow's move (1d6) [L3588–3636]. */
const STRAY = ['as-owner-wishes', 'left-edge', 'back', 'right-edge'] as const;
const STRAY_BY_D6 = [0, 0, 0, 1, 2, 3];

export const trailTables: CampaignTable<P>[] = [
  {
    id: 'posse-chasers',
    title: 'Posse: How Many of Them (Chasers against the Runners, 2d6 + SL)',
    source: 'six-gun-sound.md §13.3 [L3363–3382]',
    ready: (p) =>
      howMany(
        [11, 13, 15, 18],
        [{ times: 2 }, { times: 3 }, { times: 4 }, { times: 5 }],
        slOf(p),
        p.force,
        `2d6 + SL ${slOf(p)} against ${p.force} Runners`,
      ),
  },
  {
    id: 'chase',
    title: 'Posse: a mounted party keeps its band or drops back (2d6 against Quality)',
    source: 'six-gun-sound.md §13.3 [L3422–3442], §10.2, A-24',
    ready: (p) => {
      const q = p.quality - (p.double ? 1 : 0) - (p.rough ? 1 : 0);
      const outcomes = ['keeps-band', 'drops-back'];
      // Pass 1: Horsemanship; its Pass 1 counts as the mount's Pass 2 only if HR ≥ Quality.
      const hrKeeps = (k: number) => k === 2 || (k === 1 && p.horsemanship >= q);
      return {
        outcomes,
        explain: `2d6 against Quality ${q}; Pass 1 a Horsemanship test against ${p.horsemanship}`,
        roll(rng: Rng) {
          const k = rollPasses(rng, 2, q);
          if (k === 2) return 0;
          if (k === 0) return 1;
          return hrKeeps(rollPasses(rng, 2, p.horsemanship)) ? 0 : 1;
        },
        exact() {
          const m = passCounts(2, q),
            h = passCounts(2, p.horsemanship);
          const keep = m[2] + m[1] * (h[2] + (hrKeeps(1) ? h[1] : 0));
          return Float64Array.of(keep, 1 - keep);
        },
      };
    },
  },
  {
    id: 'posse-lame',
    title: 'Posse: double 1s on the activation dice lame a Runner (1–3) or a Chaser',
    source: 'six-gun-sound.md §13.3 [L3469], B-38',
    ready: () => ({
      outcomes: ['none', 'a-runner', 'a-chaser'],
      explain: 'double 1s on the activation dice, then 1d6: Runners 1–3, Chasers 4–6',
      roll(rng: Rng) {
        const a = d6(rng),
          b = d6(rng);
        if (a !== 1 || b !== 1) return 0;
        return d6(rng) <= 3 ? 1 : 2;
      },
      exact: () => Float64Array.of(35 / 36, 1 / 72, 1 / 72),
    }),
  },
  {
    id: 'posse-hole-up',
    title:
      'Posse: the Runners hole up, Stand-Up Fight (ours: the Runners; the Chaser leader −2 when 8 or more bands back)',
    source: 'six-gun-sound.md §13.3 [L3342–3469], §13.1, B-7',
    ready: (p) => {
      const theirs = p.theirRep - (p.bandsBack >= FAR_BANDS ? FAR_PENALTY : 0);
      return opposedTest(
        p.rep,
        theirs,
        `2d6 against the Runners' leader's Rep ${p.rep} and the Chasers' ${theirs}`,
      );
    },
  },
  {
    id: 'cattle-drive',
    title: 'Cattle Drive: the encounter on one stretch (2d6)',
    source: 'six-gun-sound.md §13.6 [L3555–3586]',
    ready: (p) =>
      scored(
        DRIVE,
        TWO_D6,
        (rng) => rollSum(rng, 2),
        (s) => driveRow(s, p.region === 'kansas'),
        `2d6 in ${p.region}`,
      ),
  },
  {
    id: 'rustlers',
    title: 'Cattle Rustling: the Outlaws (1d6, at least 1 per 4 of the 2d6 cattle)',
    source: 'six-gun-sound.md §13.7 [L3588–3636]',
    ready: () => {
      const values = [1, 2, 3, 4, 5, 6];
      return {
        outcomes: values.map(String),
        values,
        explain: '2d6 head of cattle, then 1d6 Outlaws raised to one per 4 head (rounded up)',
        roll(rng: Rng) {
          const cattle = rollSum(rng, 2);
          return Math.max(d6(rng), Math.ceil(cattle / 4)) - 1;
        },
        exact() {
          const out = new Float64Array(6);
          for (let c = 2; c <= 12; c++)
            for (let o = 1; o <= 6; o++) out[Math.max(o, Math.ceil(c / 4)) - 1] += TWO_D6.at(c) / 6;
          return out;
        },
      };
    },
  },
  {
    id: 'rustling-cowboys',
    title: 'Cattle Rustling: How Many of Them (Cowboys against the Outlaws, 2d6)',
    source: 'six-gun-sound.md §13.7 [L3588–3636]',
    ready: (p) =>
      howMany(
        [2, 3, 5, 8, 10, 11, 12],
        [
          { times: 1.5 },
          { plus: 2 },
          { plus: 1 },
          { times: 1 },
          { plus: 1 },
          { plus: 2 },
          { times: 2 },
        ],
        0,
        p.force,
        `2d6 against ${p.force} Outlaws`,
      ),
  },
  {
    id: 'stray-cow',
    title: 'Cattle Rustling: where an unherded cow goes (1d6 a turn)',
    source: 'six-gun-sound.md §13.7 [L3588–3636]',
    ready: () =>
      scored(
        STRAY,
        D6,
        d6,
        (s) => STRAY_BY_D6[s - 1],
        '1d6: 1–3 as the owner wishes, 4 left, 5 back, 6 right',
      ),
  },
  {
    id: 'rustlers-posse',
    title: 'Cattle Rustling: escaped rustlers face a Posse next month (1 in 6)',
    source: 'six-gun-sound.md §13.7 [L3636], B-3',
    ready: () =>
      scored(['posse', 'no-posse'], D6, d6, (s) => (s === 6 ? 0 : 1), '1d6: a Posse on a 6'),
  },
  {
    id: 'range-war',
    title: 'Range War: the encounter this turn (1d6, then the second rolls)',
    source: 'six-gun-sound.md §13.8 [L3665–3676]',
    ready: () => ({
      outcomes: RANGE_WAR,
      explain:
        '1d6: rustling (theirs 1, yours 2), GF-1 3–4, GF-2 5, GF-3 6 (a Capture on 1–2 of a second d6: you attack 1–3)',
      roll(rng: Rng) {
        const s = d6(rng);
        if (s <= 2) return s - 1;
        if (s <= 4) return 2;
        if (s === 5) return 3;
        if (d6(rng) > 2) return 4;
        return d6(rng) <= 3 ? 5 : 6;
      },
      exact: () => Float64Array.of(1 / 6, 1 / 6, 2 / 6, 1 / 6, (1 / 6) * (4 / 6), 1 / 36, 1 / 36),
    }),
  },
  {
    id: 'range-war-head',
    title: 'Range War: the rival head is present (GF-2 on 1–3; GF-3 or Capture on 1–4)',
    source: 'six-gun-sound.md §13.8 [L3638–3772]',
    ready: () => ({
      outcomes: ['present', 'absent'],
      explain: 'the encounter (1d6), then 1d6 for the rival head',
      roll(rng: Rng) {
        const s = d6(rng);
        if (s === 5) return d6(rng) <= 3 ? 0 : 1;
        if (s === 6) return d6(rng) <= 4 ? 0 : 1;
        return 1;
      },
      exact: () => Float64Array.of((1 / 6) * (3 / 6) + (1 / 6) * (4 / 6), 1 - 7 / 36),
    }),
  },
  {
    id: 'indians-scenario',
    title: 'Indians: a pursuit with you running (1–3) or holed up and surrounded',
    source: 'six-gun-sound.md §13.8 [L3638–3772]',
    ready: () =>
      scored(['pursuit', 'holed-up'], D6, d6, (s) => (s <= 3 ? 0 : 1), '1d6: pursuit 1–3'),
  },
  {
    id: 'indians-how-many',
    title: 'Indians: How Many of Them (against the outfit, 2d6 − SL)',
    source: 'six-gun-sound.md §13.8 [L3702–3719], C-19',
    ready: (p) =>
      howMany(
        [5, 7, 9, 11],
        [{ times: 2 }, { times: 3 }, { times: 4 }, { times: 5 }],
        -slOf(p),
        p.force,
        `2d6 − SL ${slOf(p)} against an outfit of ${p.force}`,
      ),
  },
  {
    id: 'talk-the-talk',
    title: 'Indians: Talk the Talk, the Star agreeing to their terms',
    source: 'six-gun-sound.md §13.8 [L3733–3761]',
    ready: (p) => {
      const star =
        p.rep -
        (p.outnumbered === '3-to-1' ? 1 : p.outnumbered === '5-to-1' ? 2 : 0) +
        (p.peaceful ? 1 : 0);
      const o = opposedTest(star, p.theirRep, '');
      // same, star +1, star +2, Indians +1, Indians +2 → the table's results.
      const read = [0, 1, 3, 2];
      const twoMore = (rng: Rng) => (d6(rng) <= 3 ? 4 : d6(rng) <= 2 ? 5 : 6);
      return {
        outcomes: TALK,
        explain: `2d6 against the Star's Rep ${star} and the Indian leader's ${p.theirRep}; Indians by 2: 1d6 (1–3 go back, else slaughter; the Star escapes on 1–2)`,
        roll(rng: Rng) {
          const k = o.roll(rng);
          return k < 4 ? read[k] : twoMore(rng);
        },
        exact() {
          const e = o.exact();
          return Float64Array.of(
            e[0],
            e[1],
            e[3],
            e[2],
            e[4] / 2,
            (e[4] / 2) * (2 / 6),
            (e[4] / 2) * (4 / 6),
          );
        },
      };
    },
  },
  {
    id: 'indians-withdraw',
    title: "Indians: a later turn's activation total equals the first turn's (they withdraw)",
    source: 'six-gun-sound.md §13.8 [L3638–3772], B-36',
    ready: (p) =>
      scored(
        ['withdraw', 'fight-on'],
        TWO_D6,
        (rng) => rollSum(rng, 2),
        (s) => (s === p.total ? 0 : 1),
        `2d6 against the first total ${p.total}`,
      ),
  },
  {
    id: 'indians-day',
    title: "Indians: the turn they withdraw, the first turn's activation total coming up again",
    source: 'six-gun-sound.md §13.8 [L3765–3772], B-36',
    ready: () => {
      const outcomes = [
        ...Array.from({ length: DAY_TURNS - 1 }, (_, i) => `turn-${i + 2}`),
        'later',
      ];
      return {
        outcomes,
        explain: `2d6 for the first turn's total, then 2d6 a turn until it recurs (turns 2 to ${DAY_TURNS}, then later)`,
        roll(rng: Rng) {
          const first = rollSum(rng, 2);
          for (let turn = 2; turn <= DAY_TURNS; turn++)
            if (rollSum(rng, 2) === first) return turn - 2;
          return DAY_TURNS - 1;
        },
        exact() {
          const out = new Float64Array(outcomes.length);
          for (let t = 2; t <= 12; t++) {
            const q = TWO_D6.at(t);
            let still = TWO_D6.at(t);
            for (let turn = 2; turn <= DAY_TURNS; turn++) {
              out[turn - 2] += still * q;
              still *= 1 - q;
            }
            out[DAY_TURNS - 1] += still;
          }
          return out;
        },
      };
    },
  },
  {
    id: 'cavalry',
    title: 'Indians: the Army or Rangers drive them off at day end (1d6 above SL)',
    source: 'six-gun-sound.md §13.8 [L3638–3772]',
    ready: (p) =>
      scored(['cavalry', 'none'], D6, d6, (s) => (s > slOf(p) ? 0 : 1), `1d6 above SL ${slOf(p)}`),
  },
  {
    id: 'hold-up-target',
    title: 'Hold Up: the target (1d6)',
    source: 'six-gun-sound.md §13.9 [L3774–3863]',
    ready: () =>
      scored(
        ['stagecoach', 'freight-wagons', 'pack-mules'],
        D6,
        d6,
        (s) => (s - 1) >> 1,
        '1d6: stage 1–2, 1d6 wagons 3–4, 3 + 1d6 mules 5–6',
      ),
  },
  {
    id: 'hold-up-attackers',
    title: 'Hold Up: the attackers are Indians (1d6 above SL) or Outlaws',
    source: 'six-gun-sound.md §13.9 [L3774–3863]',
    check: (p, _o, name) =>
      slOf(p) >= 6
        ? [`${name.param('sl', slOf(p))}: at SL 6 there is no Hold Up (§13.9 [L3774–3863])`]
        : [],
    ready: (p) => {
      const sl = slOf(p);
      return scored(
        ['indians', 'outlaws'],
        D6,
        d6,
        (s) => (sl < 5 && s > sl ? 0 : 1),
        `1d6 above SL ${sl}: Indians (at SL 5 always Outlaws)`,
      );
    },
  },
  {
    id: 'hold-up-how-many',
    title: 'Hold Up: How Many of Them (attackers against the target party, 2d6)',
    source: 'six-gun-sound.md §13.9 [L3816–3830]',
    ready: (p) =>
      howMany(
        [2, 4, 5, 8, 9, 11, 12],
        [
          { times: 3 },
          { times: 2 },
          { plus: 1 },
          { times: 1 },
          { plus: 1 },
          { times: 2 },
          { times: 3 },
        ],
        0,
        p.force,
        `2d6 against a party of ${p.force} (Indians add 1d6)`,
      ),
  },
  {
    id: 'hold-up',
    title:
      "Hold Up (or Prisoner Transport) table: both leaders' 2d6 against Rep (ours: the target or escort)",
    source: 'six-gun-sound.md §13.9 [L3841–3859], §13.10 [L3920–3940]',
    ready: (p) =>
      opposedTest(
        p.rep,
        p.theirRep,
        `2d6 against the target's leader's Rep ${p.rep} and the attacker's ${p.theirRep}; theirs-by-2 is an Ambush`,
      ),
  },
  {
    id: 'stage-guards',
    title: 'Hold Up: the stagecoach guards (1d6)',
    source: 'six-gun-sound.md §13.9 [L3774–3863]',
    ready: () =>
      scored(
        [
          'marshal',
          'rangers',
          'sheriff-and-deputies',
          'gunfighter',
          'mountain-man',
          'buffalo-hunter',
        ],
        D6,
        d6,
        (s) => s - 1,
        '1d6',
      ),
  },
  {
    id: 'transport-mode',
    title: 'Prisoner Transport: by stagecoach (1–2), wagon (3–4) or horseback',
    source: 'six-gun-sound.md §13.10 [L3867–3953]',
    ready: () => scored(['stagecoach', 'wagon', 'horseback'], D6, d6, (s) => (s - 1) >> 1, '1d6'),
  },
  {
    id: 'transport-how-many',
    title: 'Prisoner Transport: How Many of Them (Outlaws against the escort, 2d6 − SL)',
    source: 'six-gun-sound.md §13.10 [L3867–3953], C-21',
    ready: (p) =>
      howMany(
        [4, 6, 9, 11],
        [{ times: 1 }, { plus: 1 }, { times: 2 }, { times: 3 }],
        -slOf(p),
        p.force,
        `2d6 − SL ${slOf(p)} against an escort of ${p.force}`,
      ),
  },
  {
    id: 'stage-passenger',
    title:
      'Prisoner Transport: a Townsfolk passenger when the coach is attacked (2d6 against Sand)',
    source: 'six-gun-sound.md §13.10 [L3867–3953]',
    ready: (p) =>
      passTest(
        ['joins-escort', 'fires-from-coach', 'stays-out'],
        2,
        p.sand,
        [2, 1, 0],
        `2d6 against Sand ${p.sand}`,
      ),
  },
];
