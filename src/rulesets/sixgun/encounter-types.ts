import type { EncounterTypeInfo } from '../types.ts';

/** An encounter type of §13: its set-up tables (procedure → tables) and what plays it. */
interface TypeSpec {
  id: string;
  title: string;
  section: string;
  setup: Record<string, readonly string[]>;
  /** The procedure (and how) that plays it out, if any does yet. */
  played?: string;
}

/**
 * The encounter types of six-gun-sound.md §13 [L3126–3953, L6429–6480], in the book's order,
 * with the procedures whose tables set each up (every encounter-setup table belongs to one)
 * and the procedure that plays it.
 */
export const SIXGUN_ENCOUNTER_TYPE_SPECS: readonly TypeSpec[] = [
  {
    id: 'GF',
    title: 'Gunfight',
    section: '§13.1',
    setup: { 'gunfight-setup': [] },
    played: 'gunfight (type GF-1, GF-2, GF-3; with a vehicle or a burning building on the field)',
  },
  {
    id: 'R',
    title: 'Robbery',
    section: '§13.2',
    setup: {
      'encounter-setup': [
        'robbery-alarm',
        'robbery-townsfolk',
        'robbery-complication',
        'robbery-banks',
        'sheriffs-office',
        'defending-hearth',
        'townsman-gun',
        'time-lock',
        'hot-on-your-trail',
        'town-deputies',
      ],
    },
    played:
      "encounter (type robbery: the getaway, the alarm, the town roused, the armed employee's Draw, a second bank)",
  },
  {
    id: 'P',
    title: 'Posse',
    section: '§13.3',
    setup: { 'encounter-setup': ['posse-chasers', 'chase', 'posse-lame', 'posse-hole-up'] },
    played:
      'posse-chase (the chase on the Pursuit Grid) and encounter (type posse: the chase, then the fight, or holed up)',
  },
  {
    id: 'C',
    title: 'Capture',
    section: '§13.4',
    setup: {
      'encounter-setup': [
        'capture-place',
        'capture-outlaws',
        'capture-lawmen-deputies',
        'capture-with-leader',
        'capture-lawman-distance',
        'capture-trail-ambush',
      ],
    },
    played:
      "encounter (type capture: in town, the leader's building rolled, or on the trail; its Mounts on the field; the leader captured, killed or escaped)",
  },
  {
    id: 'JB',
    title: 'Jail Break',
    section: '§13.5',
    setup: {
      'encounter-setup': [
        'jail-break-night',
        'jail-break-arms',
        'jail-break-alarm',
        'getaway-horses',
      ],
    },
    played:
      'encounter (type jail-break: the break for the horses, the alarm on 1d6 = turn, the town)',
  },
  {
    id: 'CD',
    title: 'Cattle Drive',
    section: '§13.6',
    setup: { 'encounter-setup': ['cattle-drive'] },
    played:
      "encounter (type cattle-drive: West Texas, the Indian Territory and Kansas, each stretch's encounter played with the drive as its side, the outfit's losses and the herd carried over)",
  },
  {
    id: 'CR',
    title: 'Cattle Rustling',
    section: '§13.7',
    setup: {
      'encounter-setup': ['rustlers', 'rustling-cowboys', 'stray-cow', 'rustlers-posse'],
    },
    played:
      'encounter (type cattle-rustling: the chase on 8 bands with the herd, the fight, strays, the Posse next month)',
  },
  {
    id: 'RW',
    title: 'Range War',
    section: '§13.8',
    setup: { 'encounter-setup': ['range-war', 'range-war-head'] },
    played:
      'encounter (type range-war: 1d6 RW encounters a turn, each played with the ranch as its side, until the rival head is dead)',
  },
  {
    id: 'IN',
    title: 'Indians',
    section: '§13.8',
    setup: {
      'encounter-setup': [
        'indians-scenario',
        'indians-how-many',
        'talk-the-talk',
        'indians-withdraw',
        'indians-day',
        'cavalry',
      ],
    },
    played:
      'encounter (type indians: holed up at the water hole or the pursuit on the Pursuit Grid, Talk the Talk, withdrawing when the first total recurs, each day ended by wounds, their losses and the cavalry, and the next day played)',
  },
  {
    id: 'HU',
    title: 'Hold Up',
    section: '§13.9',
    setup: {
      'encounter-setup': [
        'hold-up-target',
        'hold-up-attackers',
        'hold-up-how-many',
        'hold-up',
        'stage-guards',
      ],
    },
    played:
      'encounter (type hold-up: the party against Outlaws or Indians, the Hold Up table, the Ambush)',
  },
  {
    id: 'PT',
    title: 'Prisoner Transport',
    section: '§13.10',
    setup: { 'encounter-setup': ['transport-mode', 'transport-how-many', 'stage-passenger'] },
    played:
      'encounter (type prisoner-transport: the escort and passengers against the Outlaws, set up as a Hold Up)',
  },
  {
    id: 'HT',
    title: 'Hurrahing the Town',
    section: '§13.11',
    setup: {
      'encounter-setup': ['hurrahing-rowdies', 'come-along-peaceably', 'street-brawl'],
    },
    played:
      'encounter (type hurrahing: Come Along Peaceably, "Make me!" and the street brawl, "Draw!")',
  },
  {
    id: 'TR',
    title: 'Train Robbery',
    section: '§13.12',
    setup: { 'outlaw-campaign': ['express-agent', 'express-agent-list', 'the-take'] },
    played: 'encounter (type train-robbery: the Express Agent, the take and the Pursuit, exact)',
  },
  {
    id: 'BC',
    title: 'Big Capture',
    section: '§13.12',
    setup: {
      'marshal-campaign': ['big-capture-force', 'big-capture-wagons', 'wagon-tip-off'],
    },
    played:
      'encounter (type big-capture: the Big Capture, a Capture with 1 + 1d6 Marshals and Deputies, the two wagons in town, the tip-off and the alert)',
  },
  {
    id: 'LD',
    title: 'Lawdawg',
    section: '§13.12',
    setup: { 'outlaw-campaign': ['lawdawg-encounters'] },
    played:
      'encounter (type lawdawg: the encounter Lawdawg Encounters names, played by its type with the Star)',
  },
];

/** What a spec's set-up and play come to, in one line. */
function howOf(t: TypeSpec): string {
  const setup = Object.entries(t.setup)
    .map(([proc, tables]) => (tables.length ? `${proc} --table ${tables.join(', ')}` : proc))
    .join('; ');
  return `set up by ${setup} (exact); ${t.played ? `played by ${t.played}` : 'not played out yet'}`;
}

export const SIXGUN_ENCOUNTER_TYPES: EncounterTypeInfo[] = SIXGUN_ENCOUNTER_TYPE_SPECS.map((t) => ({
  id: t.id,
  title: t.title,
  source: `six-gun-sound.md ${t.section}`,
  how: howOf(t),
}));
