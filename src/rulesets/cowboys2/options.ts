import { booleanField, enumField, numberField, type Values } from '../fields.ts';

/**
 * The rulings of cowboys-ii.md §7 (B1–B27) that are choices, and its optional rules, each an
 * option whose default is the ruling (the spec's Appendix flags). Rulings that are notes
 * rather than choices are documented where their rule is coded: B5 and B13 in shot.ts, B6 and
 * B7 in moves.ts, B16 at the shot's `target`, B23 in chits.ts, B9 in encounter/index.ts.
 */
export const cowboys2Options = {
  'activation.moveAndShoot': booleanField({
    default: false,
    description: 'Whether one activation may both move and shoot (mix freely within its AP).',
    ruling:
      'no: an activation is a Move action or a Shoot action (Reload, Brawl and Spin and Shoot are shoot actions).',
    section: 'cowboys-ii.md §3.3, B1 [L123]',
  }),
  'shotChart.upperBoundInclusive12': booleanField({
    default: false,
    description: 'Read "6 through 12" literally: a modified total above 12 misses.',
    ruling: 'no: a total of the hit number or more hits.',
    section: 'cowboys-ii.md §1.2, B2 [L216-218]',
  }),
  'doubleHit.onNatural12': enumField(['allWeapons', 'shotgunOnly', 'off'], {
    default: 'allWeapons',
    description: 'Which weapons score a double hit (2 hits) on a natural 12.',
    ruling: 'every weapon, from the worked example G3d.',
    section: 'cowboys-ii.md §1.2 step 4, B3 [L265]',
  }),
  'natural12.alwaysHits': booleanField({
    default: true,
    description:
      'A natural 12 hits whatever the modifiers and the chart (the mirror of natural 2).',
    ruling: 'yes.',
    section: 'cowboys-ii.md B3',
  }),
  'ammo.rifle': enumField(['tracked', 'unlimited'], {
    default: 'tracked',
    description: 'A cowboy\'s rifle: 16 rounds, tracked, or "Unlimited" as the weapon list prints.',
    ruling: 'tracked, 16 rounds, as both worked examples count them (K11).',
    section: 'cowboys-ii.md §2.2, B4 [L249], [L263], [L267]',
  }),
  'reaction.atOneHealth': booleanField({
    default: true,
    description:
      'A cowboy at health 1 (1 AP) may still take a Reaction Shot, which costs "all" his AP.',
    ruling: 'yes.',
    section: 'cowboys-ii.md §3.5, B8',
  }),
  'reaction.enabled': booleanField({
    default: true,
    description:
      'Reaction shots: a cowboy may shoot at an enemy moving through a square he sees (the encounter).',
    ruling: 'on (a core rule).',
    section: 'cowboys-ii.md §1.4 [L241]',
  }),
  'reaction.notActed': enumField(['markerInCup', 'notMovedOrShot'], {
    default: 'markerInCup',
    description:
      '"Has not moved or shot this turn": his marker is still in the cup, or he has neither moved nor shot (an activation that did neither still counts as not acted).',
    ruling: 'his marker is still in the cup.',
    section: 'cowboys-ii.md §1.4, B11 [L241]',
  }),
  'ai.reactionAfterActing': enumField(['range3to4', 'anyRange'], {
    default: 'range3to4',
    description:
      "The AI's single reaction shot after it has acted: only at a target at range 3–4 (like its 2 shots before acting), or at any range.",
    ruling: 'range 3–4 only.',
    section: 'cowboys-ii.md §1.12, B22 [L323]',
  }),
  'brawl.tie': enumField(['noEffect', 'bothHurt'], {
    default: 'noEffect',
    description: 'What an equal brawl total does.',
    ruling: 'nothing.',
    section: 'cowboys-ii.md §1.5, B10 [L279]',
  }),
  'brawl.healthPenaltyBase': enumField(['max', 'four'], {
    default: 'max',
    description:
      'The brawl penalty counts each point of health below the model\'s own maximum ("max") or below 4 as printed ("four").',
    ruling: "the model's maximum, so town folk at 1/1 health get no penalty.",
    section: 'cowboys-ii.md §1.5, B10 [L277]',
  }),
  'brawl.defenderHurtsAttacker': booleanField({
    default: true,
    description: 'A defender who wins the roll hurts the attacker.',
    ruling: 'yes: the higher total inflicts the damage, whoever rolled it.',
    section: 'cowboys-ii.md §1.5, B10 [L279]',
  }),
  'spin.penaltyOn': enumField(['spinShotOnly', 'allShots'], {
    default: 'spinShotOnly',
    description: 'Which shots of the activation take the Spin and Shoot penalty.',
    ruling: 'only the one spin shot; later shots are ordinary.',
    section: 'cowboys-ii.md §1.3, B12',
  }),
  'cover.stack': booleanField({
    default: true,
    description: 'A red line and an open door both adjacent to the target give −2 together.',
    ruling: 'yes: all modifiers are cumulative [L231].',
    section: 'cowboys-ii.md B14',
  }),
  'indian.doubleHitRemoves': booleanField({
    default: true,
    description:
      'A double hit on a hidden Indian reveals and removes it at once (false: it is only revealed).',
    ruling: 'yes.',
    section: 'cowboys-ii.md §1.6, B15 [L25]',
  }),
  'shots.retargetAfterKill': booleanField({
    default: false,
    description:
      'Declared shots left when the target falls are still fired (at another target) and spend ammunition.',
    ruling: 'no: they are not fired and use no ammunition.',
    section: 'cowboys-ii.md B18',
  }),
  'varDamage.enabled': booleanField({
    default: false,
    description: 'Optional rule: each hit rolls 2d6 on the Variable Damage table.',
    ruling: 'off (optional rule).',
    section: 'cowboys-ii.md §1.9 [L366-377]',
  }),
  'varDamage.fourIs': enumField(['graze', 'hit'], {
    default: 'graze',
    description:
      'What a 4 on the Variable Damage roll is: the table prints it as both "Grazed" and in "4-8 = 1 hit" (K10).',
    ruling: 'grazed (pinned, no damage); 1 hit is 5–8.',
    section: 'cowboys-ii.md §1.9, B20 [L371-372]',
  }),
  'optional.deadlyShots': booleanField({
    default: false,
    description: 'Optional rule 4: a modified total of 12 or more scores 2 hits.',
    ruling: 'off (optional rule).',
    section: 'cowboys-ii.md §1.11 [L356]',
  }),
  'deadlyShots.stack': booleanField({
    default: false,
    description: 'A Deadly Shot on a natural 12 that already doubles scores 3 hits.',
    ruling: 'no: at most 2 hits per roll.',
    section: 'cowboys-ii.md §1.11, B3',
  }),
  'optional.fanFire': booleanField({
    default: false,
    description: 'Optional rule 2: fan fire (every round left in one pistol, −3 each).',
    ruling: 'off (optional rule).',
    section: 'cowboys-ii.md §1.11 [L354]',
  }),
  'fanFire.apCost': enumField(['two', 'allAP'], {
    default: 'two',
    description: 'What a fan fire costs.',
    ruling: '2 AP for the whole burst.',
    section: 'cowboys-ii.md §1.11, B25',
  }),
  'optional.twoPistols': booleanField({
    default: false,
    description: 'Optional rule 3: fire both pistols (2 shots each, −2 on every shot).',
    ruling: 'off (optional rule).',
    section: 'cowboys-ii.md §1.11 [L355]',
  }),
  'optional.splitFire': booleanField({
    default: false,
    description: 'Optional rule 5: two shots at two targets, −2 each.',
    ruling: 'off (optional rule).',
    section: 'cowboys-ii.md §1.11 [L357]',
  }),
  'optional.horseHitSlows': booleanField({
    default: false,
    description: "Optional rule 8: a horse's movement bonus drops from 4 to 2 after its first hit.",
    ruling: 'off (optional rule).',
    section: 'cowboys-ii.md §1.6, B26 [L363]',
  }),
  'horse.separatePool': booleanField({
    default: true,
    description:
      "The horse's 4 movement points are a pool of their own, used before or after the rider's (false: they only add to the rider's AP).",
    ruling: "a separate pool; mounting and dismounting still cost the rider's AP.",
    section: 'cowboys-ii.md §3.4, B7 [L141], [L159]',
  }),
  'horseKilled.skipNextActivation': booleanField({
    default: true,
    description: 'A rider whose horse is killed under him loses his next activation.',
    ruling: 'yes: his marker is drawn and discarded.',
    section: 'cowboys-ii.md §1.6, B27 [L141]',
  }),
  'cards.enabled': booleanField({
    default: true,
    description: 'Play cards (only DEAD EYE is known).',
    ruling: 'on.',
    section: 'cowboys-ii.md §1.7, §6.2',
  }),
  'facing.back': enumField(['threeSides', 'rearHalf'], {
    default: 'threeSides',
    description:
      "What a figure's back facing is on the grid: the squares a line reaches through the back side of its square, or the whole rear half.",
    ruling:
      'the back side alone: front facing is the three other sides (a line through a back corner counts as the back).',
    section: 'cowboys-ii.md §1.8, B24 [L179-181], [L204]',
  }),
  'los.modelsBlock': booleanField({
    default: true,
    description:
      'Standing cowboys between a shooter and his target block his line of sight (fallen bodies never do).',
    ruling: 'yes, as the book says.',
    section: 'cowboys-ii.md §1.8 [L183], §4.1 side facts [L263]',
  }),
  'move.passThrough': booleanField({
    default: true,
    description:
      'A mover may pass through squares other models stand on and only may not end his move on one (false: every square on his way must be free).',
    ruling: 'yes, as the book says.',
    section: 'cowboys-ii.md §3.4 [L129]',
  }),
  'ai.closestTie': enumField(['random', 'first'], {
    default: 'random',
    description:
      'How the solitaire AI chooses between enemies at the same closest range: at random, or the first listed.',
    ruling: 'at random.',
    section: 'cowboys-ii.md §1.12, B22 [L321]',
  }),
  'ai.shoot': enumField(['allAP', 'oneShot'], {
    default: 'allAP',
    description: 'What the AI table\'s "Shoot" is: every AP spent on shots (2 each), or one shot.',
    ruling: 'every AP on shots.',
    section: 'cowboys-ii.md §1.12, B22 [L321-335]',
  }),
  'ai.moveTwoKeepsShot': booleanField({
    default: true,
    description:
      '"Move 2 and shoot" shortens the move so that 2 AP are left for the shot (a wounded cowboy moves less); false: it moves 2 and shoots only if 2 AP remain.',
    ruling: 'yes: the shot is kept.',
    section: 'cowboys-ii.md §1.12, B22 [L332-335]',
  }),
  'cards.perTurnOwn': numberField({
    default: 1,
    min: 0,
    max: 6,
    integer: true,
    description:
      "Cards a side may play in a game turn during its own models' actions (the encounter).",
    ruling: 'one per game turn per side.',
    section: 'cowboys-ii.md §1.7, B17 [L285]',
  }),
  'cards.perTurnOpp': numberField({
    default: 1,
    min: 0,
    max: 6,
    integer: true,
    description:
      "Cards a side may play in a game turn during the opponent's actions (a DEAD EYE on a reaction shot).",
    ruling: 'one per game turn per side.',
    section: 'cowboys-ii.md §1.7, B17 [L285]',
  }),
  'initiative.tie': enumField(['reflip', 'firstSide'], {
    default: 'reflip',
    description:
      'Equal best cards in high-card initiative: both sides flip again, or the first side named wins.',
    ruling: 're-flip.',
    section: 'cowboys-ii.md §1.10, B21',
  }),
} as const;

export type Cowboys2Options = Values<typeof cowboys2Options>;
