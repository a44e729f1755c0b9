import { booleanField, enumField, numberField, type Values } from '../fields.ts';

/**
 * The rulings of malice.md that the procedures use, each an option whose default is the
 * ruling (§7 and the Appendix's flags). Rulings that only a whole encounter would use, and
 * the notes on the source text that are not choices, are listed in the README.
 */
export const maliceOptions = {
  'deck.jokers': numberField({
    default: 0,
    min: 0,
    max: 2,
    integer: true,
    description: 'Jokers in the deck (they rank above the Ace and count 15).',
    ruling: 'none: the sheet never mentions them.',
    section: 'malice.md §1.1, A24',
  }),
  'deck.reshuffle': enumField(['whenEmpty', 'never'], {
    default: 'whenEmpty',
    description:
      'What happens when the draw pile runs out: the discards become the pile, or no more cards come.',
    ruling: 'shuffle the discards into a new pile.',
    section: 'malice.md §1.1, A24',
  }),
  'cards.aceHigh': booleanField({
    default: true,
    description: 'The Ace ranks above the King and counts 14 (false: below the 2, counting 1).',
    ruling: 'Ace high: the sheet groups it with the face cards.',
    section: 'malice.md A9',
  }),
  'range.bounds': enumField(['inclusive', 'exclusive'], {
    default: 'inclusive',
    description: 'Whether a target exactly at a band\'s distance is within it ("up to 8 inches").',
    ruling: 'inclusive.',
    section: 'malice.md §1.3, A7',
  }),
  'bow.bands': enumField(['long-only', 'short-only'], {
    default: 'long-only',
    description:
      'How the bow row reads: no Short band and Long 16" (every shot needs 8+), or Short 16" and no Long band.',
    ruling: 'long-only, the literal column order, like the Derringer row.',
    section: 'malice.md §2.2, A6',
  }),
  'ammo.repeatingRifle': numberField({
    default: 15,
    min: 1,
    integer: true,
    description: 'Rounds a Repeating Rifle holds (the sheet prints none; PLACEHOLDER).',
    ruling: '15, placeholder, not from the source.',
    section: 'malice.md §2.2, §6, A5',
  }),
  'ammo.sharpsCarbine': numberField({
    default: 1,
    min: 1,
    integer: true,
    description: 'Rounds a Sharps Carbine holds (the sheet prints none; PLACEHOLDER).',
    ruling: '1, placeholder, not from the source.',
    section: 'malice.md §2.2, §6, A5',
  }),
  'shoot.natural10AutoHit': booleanField({
    default: false,
    description: 'A natural 10 on the shooting die hits whatever the modifiers.',
    ruling: 'no: the sheet has no automatic hits.',
    section: 'malice.md §1.3',
  }),
  'fanfire.needsNatural10': booleanField({
    default: true,
    description:
      'Each fanfire round hits on a natural 10 (false: on a modified total of 10 or more, cover and Lily Livered counting, aim not).',
    ruling: 'a natural 10.',
    section: 'malice.md §1.4',
  }),
  'fanfire.multiTarget': booleanField({
    default: false,
    description:
      "Whether a fanfire's rounds may go to more than one target: in the encounter, once the target is dead or Unconscious the rounds left go to the nearest other enemy at Short range in sight (who may answer with a snap shot); false: every round at the one target, those after his death wasted. The fanfire and activation procedures always have one target.",
    ruling: 'one target for all rounds.',
    section: 'malice.md §1.4',
  }),
  'hit.aimAdjustClamp': booleanField({
    default: true,
    description:
      "An aimed shot's ±1 shift of the location die stops at 1 and 10 (false: 0 wraps to 10 and 11 to 1).",
    ruling: 'clamped, no wrap.',
    section: 'malice.md §1.7',
  }),
  'hit.gutPunchFromShot': enumField(['no-effect', 'unconscious'], {
    default: 'no-effect',
    description:
      'What a Gut Punch from a shot does beyond its box (in fisticuffs it always knocks the model out).',
    ruling: 'no effect: "no Shooting effect".',
    section: 'malice.md §1.7, A14',
  }),
  'toughness.testsPerWound': booleanField({
    default: true,
    description:
      'One Toughness test per Hit-table roll, so a fisticuffs loss means two (false: one test per event).',
    ruling: 'one per roll.',
    section: 'malice.md §1.10, A17',
  }),
  'lilyLivered.freeMove': enumField(['normalMove', 'none'], {
    default: 'normalMove',
    description:
      'What a character does the moment he turns Lily Livered: a free move of up to a normal Move (6" on foot, 12" mounted) toward the nearest cover, or nothing until his own actions take him there.',
    ruling: 'a free move of up to a normal Move toward the nearest cover.',
    section: 'malice.md §1.10, A18',
  }),
  'gycu.cardMustBeExpended': booleanField({
    default: true,
    description:
      "Adding a card's value to the Get Your Courage Up roll discards it (false: the card is only shown and kept).",
    ruling: 'expended.',
    section: 'malice.md §1.11, A11',
  }),
  'gycu.faceCardOnInitiative': booleanField({
    default: false,
    description:
      "Playing a J, Q, K or A for initiative also rallies the player's Lily Livered models.",
    ruling: 'no: only a card expended in a Get Your Courage Up action does.',
    section: 'malice.md A2',
  }),
  'gyc.expires': enumField(['endOfTurn', 'untilUsed'], {
    default: 'endOfTurn',
    description:
      'When an unused Got You Covered marker goes: at the end of the turn, or only when its shot is taken, he is wounded, or he next acts (so it covers enemies who move before his next activation).',
    ruling: 'at the end of the turn.',
    section: 'malice.md §1.5',
  }),
  'gyc.timing': enumField(['interruptAnyPoint', 'beforeMove', 'afterMove'], {
    default: 'interruptAnyPoint',
    description:
      'When a Got You Covered shot is taken at a mover: at the point of his move the shooter chooses, where he stood when he declared it, or where it ends.',
    ruling: 'at any point the shooter chooses.',
    section: 'malice.md §1.5, A12',
  }),
  'snap.compare': enumField(['rankThenSuit', 'rankOnly'], {
    default: 'rankThenSuit',
    description:
      'What "higher than the attacker\'s initiative card" means for a snap shot\'s card.',
    ruling: 'rank, then suit (spades > hearts > diamonds > clubs).',
    section: 'malice.md §1.6, A13',
  }),
  'snap.cancelsAttackIf': enumField(['dead-or-unconscious', 'dead', 'never'], {
    default: 'dead-or-unconscious',
    description: 'Which results of a snap shot stop the attack it answered.',
    ruling: 'the attack still happens unless the attacker is dead or unconscious.',
    section: 'malice.md §1.6, A13',
  }),
  'fisticuffs.tie': enumField(['suit', 'nothing'], {
    default: 'suit',
    description: 'Equal fisticuffs scores: the suit order decides, or nothing happens.',
    ruling: 'suit order, spades > hearts > diamonds > clubs.',
    section: 'malice.md §1.12, A15',
  }),
  'fisticuffs.sameSuitTie': enumField(['higher-card', 'mounted', 'nothing'], {
    default: 'higher-card',
    description:
      'Equal scores in the same suit (only a mounted +1 makes them: 9♥ mounted against 10♥), which the suit cannot break: the higher card wins, the mounted side wins, or nothing happens.',
    ruling:
      "the higher card: comparing the cards themselves is the sheet's only tie-break for cards [L10-11], and it invents no new outcome. Not in the spec; about 1.7% of random pairs with one side mounted.",
    section: 'malice.md §1.12, A15',
  }),
  'fisticuffs.unconsciousLoses': enumField(['any', 'severe-only'], {
    default: 'any',
    description:
      "Which Unconscious models lose fisticuffs automatically: any (the spec), or only one knocked out by an earlier Severe Wound (the sheet's words [L182-183]); under severe-only a model knocked out by a fisticuffs Gut Punch still plays a card.",
    ruling:
      'any: an Unconscious model takes no actions and plays no cards (§1.9), and the sheet names the Severe Wound only because a shot can cause nothing else. Not in the spec.',
    section: 'malice.md §1.9, §1.12 [L182-183]',
  }),
  'skedaddle.bothFail': enumField(['draw', 'reroll'], {
    default: 'draw',
    description: 'Both sides skedaddle on the same turn: the game is a draw, or both roll again.',
    ruling: 'a draw.',
    section: 'malice.md §1.13, A23',
  }),
  'move.mixedTerrain': enumField(['roughCap', 'proRata'], {
    default: 'roughCap',
    description:
      'A move partly over rough ground: the rough maximum caps the whole move, or each inch of rough ground costs the open/rough ratio.',
    ruling: 'the rough maximum for the whole move.',
    section: 'malice.md §1.14',
  }),
} as const;

export type MaliceOptions = Values<typeof maliceOptions>;
