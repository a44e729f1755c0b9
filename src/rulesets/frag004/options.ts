import { booleanField, enumField, numberField, type Values } from '../fields.ts';

/**
 * Every ruling of fragment-004.md that is a choice, as an option whose default is the ruling
 * (A11, a numbering slip, is not a choice). Keys follow the spec's appendix where it names one.
 */
export const frag004Options = {
  'fall.ones': enumField(['atLeastTwo', 'exactlyTwo'], {
    default: 'atLeastTwo',
    description: 'Which Run or Sprint rolls fall: at least two dice showing 1, or exactly two.',
    ruling: 'at least two (three 1s are no less clumsy): a sprinter falls 131/243 of the time.',
    section: 'fragment-004.md §1.1 step 5, A2',
  }),
  'fall.posture': enumField(['prone', 'kneeling'], {
    default: 'prone',
    description: 'The posture a runner ends in after falling.',
    ruling: 'prone (knocked down).',
    section: 'fragment-004.md §1.1 step 5, A3',
  }),
  'fall.stuns': booleanField({
    default: false,
    description:
      'Whether a fall also stuns (a stunned model does nothing but Rest until it recovers on 4+).',
    ruling: 'no: only running into an obstacle stuns.',
    section: 'fragment-004.md A3',
  }),
  'fall.getUp': enumField(['getUp', 'reposition'], {
    default: 'getUp',
    description:
      'How a fallen model stands again: the 6.10 get-up action (no distance) or a 6.01 Reposition (stands and moves up to 2").',
    ruling: 'the 6.10 get-up action; either way the next move starts a new chain with a Walk.',
    section: 'fragment-004.md §1.6 [L34-36], §6.1',
  }),
  'move.repeat': booleanField({
    default: false,
    description: 'Whether Run may follow a Run and Sprint a Sprint.',
    ruling: 'no: Run needs a Walk and Sprint a Run in the previous activation.',
    section: 'fragment-004.md §1.1 step 1, §3',
  }),
  'obstacle.stun': enumField(['forcedMove', 'anyContact'], {
    default: 'forcedMove',
    description:
      "When a runner or sprinter who reaches an obstacle is stunned: only when the move is forced (a Citizen's or Henchman's exact move, or a fall), or whenever the move reaches it.",
    ruling: 'only a forced full-distance move; a free runner stops short.',
    section: 'fragment-004.md §1.1 step 6, A4',
  }),
  'kneel.fallCheckUsesAllDice': booleanField({
    default: true,
    description: 'Whether the fall check of a kneeling Run counts the discarded die.',
    ruling: 'yes: every die rolled.',
    section: 'fragment-004.md §1.2, A13',
  }),
  'kneel.withSprint': booleanField({
    default: false,
    description: 'Whether a Sprint may kneel or rise by discarding its highest die.',
    ruling: 'no: the text names only Walk and Run.',
    section: 'fragment-004.md §1.2 [L37-38]',
  }),
  'hitTheDirt.mustDeclare': booleanField({
    default: true,
    description: 'Whether Hit the Dirt at the end of a move must be announced before moving.',
    ruling: 'yes: unannounced, the model cannot go prone that turn except by Reposition or 6.10.',
    section: 'fragment-004.md §1.6 [L12], A14',
  }),
  'reposition.measure': enumField(['fromStart', 'pathLength'], {
    default: 'fromStart',
    description:
      'What Reposition\'s "within 2" measures: the end point from the start, or the length of the path taken.',
    ruling: 'from the start, any path.',
    section: 'fragment-004.md §1.6 [L2], A12',
  }),
  'aim.max': numberField({
    default: 3,
    min: 1,
    integer: true,
    description: 'Most aim points a shooter can hold.',
    ruling: 'the fragment: 3.',
    section: 'fragment-004.md §1.5 [L22]',
  }),
  'aim.newTarget': enumField(['currentOrNew', 'newOnly'], {
    default: 'currentOrNew',
    description:
      'Whom Aim adds a point to: the current target, or a new one starting at 1 (previous points lost); newOnly: only a new target, so points never build up.',
    ruling: 'current or new.',
    section: 'fragment-004.md §1.5 [L20], A5',
  }),
  'aim.shiftLimit': enumField(['lesserOf2AndHalf', 'twoInches'], {
    default: 'lesserOf2AndHalf',
    description:
      'How far Aim may move the aim point: up to 2" but no more than half the shooter–target distance, or 2" always.',
    ruling: 'the lesser of 2" and half the distance, keeping every point.',
    section: 'fragment-004.md §1.5 [L21], A6',
  }),
  'aim.afterShoot': numberField({
    default: 1,
    min: 0,
    integer: true,
    description: 'Aim points left after a single shot (fan fire always discards them).',
    ruling: '1, on the same aim point.',
    section: 'fragment-004.md §1.5 [L24], A7',
  }),
  'aim.lossMeasure': enumField(['perMove', 'cumulative'], {
    default: 'perMove',
    description:
      "Whether a target's moves are measured one at a time against half the distance, or added up.",
    ruling: 'per move.',
    section: 'fragment-004.md §1.5 [L25]',
  }),
  'fanfire.modifierDice': enumField(['minusThree', 'threeD6'], {
    default: 'minusThree',
    description:
      'The printed "3D6 modifier" of fan fire: three dice fewer per shot, or every shot rolled on 3 dice.',
    ruling: 'three dice fewer (a lost minus sign; the companion chart agrees).',
    section: 'fragment-004.md §1.7 step 4, A8',
  }),
  'fanfire.secondaryZone': enumField(['aroundPrimary', 'nearShooter'], {
    default: 'aroundPrimary',
    description:
      'Where secondary targets must stand: within half the shooter–primary distance of the primary target, or of the shooter.',
    ruling: 'around the primary target.',
    section: 'fragment-004.md §1.7 step 2, A9',
  }),
  'fanfire.shotLimit': enumField(['classAndRounds', 'classOnly'], {
    default: 'classAndRounds',
    description:
      'What limits fan-fire shots: the class cap and the rounds loaded, or the class cap alone.',
    ruling: 'the lesser of the class cap and the rounds loaded.',
    section: 'fragment-004.md §1.7 step 3, A10',
  }),
  'fixGun.attemptsPerAction': numberField({
    default: 1,
    min: 1,
    integer: true,
    description:
      'Fix Gun rolls per action ("try again" within the same action, or on a later one).',
    ruling: 'one: trying again is a new action on a later activation.',
    section: 'fragment-004.md §1.3, A16',
  }),
  'load.capAndBallNeedsBreak': booleanField({
    default: true,
    description: 'Whether a cap-and-ball gun must be broken open and closed around its loads.',
    ruling: 'yes: the text does not exempt it.',
    section: 'fragment-004.md §1.8',
  }),
  'brawl.when': enumField(['nextActivation', 'immediately'], {
    default: 'nextActivation',
    description: 'When a character that ended its turn in contact brawls.',
    ruling: 'on its next activation, instead of shooting.',
    section: 'fragment-004.md §1.9, A17',
  }),
  actionsPerActivation: numberField({
    default: 1,
    min: 1,
    max: 4,
    integer: true,
    description: 'Listed actions a character takes per activation (a move chain counts actions).',
    ruling: 'one.',
    section: 'fragment-004.md §3',
  }),
} as const;

export type Frag004Options = Values<typeof frag004Options>;
