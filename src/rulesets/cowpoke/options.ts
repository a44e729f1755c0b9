import { booleanField, enumField, numberField, type Values } from '../fields.ts';

/**
 * Every ruling in cowpoke.md is an option whose default is the ruling (spec Appendix C), so a
 * house rule is just another value. Keys and values keep the spec's names so that the spec
 * can be searched for them.
 */
export const cowpokeOptions = {
  'range.boundary': enumField(['halfOpen', 'upperInclusive'], {
    default: 'halfOpen',
    description: 'Which band a distance exactly on a band edge (2, 6, 12, 24") falls in.',
    ruling:
      'bands are [lower, upper): 6" is Medium, 24" is Extreme; upperInclusive makes 6" Short.',
    section: 'cowpoke.md A3',
  }),
  'tier.greenhornDice': numberField({
    default: -1,
    min: -10,
    max: 10,
    integer: true,
    description: 'Shooting and Brawl dice for a Greenhorn (a house rule might make it −2).',
    ruling: 'the book: −1.',
    section: 'cowpoke.md §2.1 [L79]',
  }),
  'tier.legendDice': numberField({
    default: 1,
    min: -10,
    max: 10,
    integer: true,
    description: 'Shooting and Brawl dice for a Legend.',
    ruling: 'the book: +1.',
    section: 'cowpoke.md §2.1 [L91]',
  }),
  'minDice.base0HailMary': booleanField({
    default: false,
    description:
      'Whether a base-0 shot whose modifiers sum to ≤ 0 but include a positive one gets the 1-die Hail Mary.',
    ruling: 'no: a base-0 weapon needs its pool raised to at least 1 to fire.',
    section: 'cowpoke.md §1.2 step 4, A4',
  }),
  'tough.mode': enumField(['firstLightWound', 'firstWoundOnlyIfLight'], {
    default: 'firstLightWound',
    description: "Which Light wound Tough (and a Legend's Resilience) ignores.",
    ruling: 'the first 1-damage result whenever it comes, even after a Serious wound.',
    section: 'cowpoke.md §1.5, A2',
  }),
  'survival.legendCountsAsTough': booleanField({
    default: false,
    description: "Whether every Legend gets the Tough skill's survival die (5 dice instead of 4).",
    ruling: 'no: only the Tough skill adds the die; a plain Legend rolls 4.',
    section: 'cowpoke.md §1.16, A1',
  }),
  'cover.mixed': enumField(['heaviest'], {
    default: 'heaviest',
    description: 'Which cover penalty applies behind mixed cover.',
    ruling: 'a single cover modifier, the heavier one.',
    section: 'cowpoke.md §1.2 step 3',
  }),
  'defenderMoved.mode': enumField(['anyMoveLatestActivation', 'runOnly', 'currentTurnOnly'], {
    default: 'anyMoveLatestActivation',
    description: 'What counts as "the target moved" for the −1 die.',
    ruling: "any Move, Run or Disengage in the target's most recent activation.",
    section: 'cowpoke.md A8',
  }),
  'aim.freeActionsBreak': booleanField({
    default: false,
    description:
      'Whether 0-AP free actions (talking, turning, dropping an item; in encounters a Holster weapon switch) break an Aim.',
    ruling: 'no.',
    section: 'cowpoke.md §1.3',
  }),
  'ammo.shotgunIsSpade': booleanField({
    default: false,
    description: 'Whether the Shotgun is emptied by every firing like a ♠ weapon.',
    ruling: 'no: the text does not list it under ♠.',
    section: 'cowpoke.md A19',
  }),
  'spread.hearts.shotgun': numberField({
    default: 1,
    min: 0,
    max: 10,
    integer: true,
    description: 'Spread (♥) icons on the Shotgun: extra targets within that many inches.',
    ruling: 'MISSING FROM THE BOOK: 1 is an exploration placeholder, not a rule.',
    section: 'cowpoke.md §1.12, §6',
  }),
  'spread.hearts.gatling': numberField({
    default: 2,
    min: 0,
    max: 10,
    integer: true,
    description: 'Spread (♥) icons on the Gatling Gun.',
    ruling: 'MISSING FROM THE BOOK: 2 is an exploration placeholder, not a rule.',
    section: 'cowpoke.md §1.12, §6',
  }),
  'brawl.minPool': numberField({
    default: 1,
    min: 0,
    max: 10,
    integer: true,
    description: 'The smallest Brawl pool anyone rolls.',
    ruling: '1 for everyone (the Greenhorn "minimum 1 die").',
    section: 'cowpoke.md §1.6, A5',
  }),
  'brawl.firearmIsMeleeWeapon': booleanField({
    default: false,
    description: 'Whether a firearm used as a club gives the +2 melee-weapon Brawl dice.',
    ruling: 'no.',
    section: 'cowpoke.md A15',
  }),
  'disengage.allowRun': booleanField({
    default: true,
    description: 'Whether a Disengage may be followed by a Run as well as a Move.',
    ruling: 'yes.',
    section: 'cowpoke.md §1.8, A16',
  }),
  'disengage.firearmCountsAsArmed': booleanField({
    default: false,
    description: 'Whether an enemy with only firearms is "armed" (2 dice) for the parting attack.',
    ruling: 'no: armed means a melee weapon.',
    section: 'cowpoke.md §1.8, A16',
  }),
  'dynamite.modifiers': enumField(['all', 'throwerOnly', 'none'], {
    default: 'all',
    description: 'Which shooting modifiers apply to a dynamite blast.',
    ruling: 'thrower tier/Marksman/Attacker Moved and per-victim cover and Defender Moved.',
    section: 'cowpoke.md §1.9, A7',
  }),
  'dynamite.sticks': numberField({
    default: 1,
    min: 0,
    max: 20,
    integer: true,
    description: 'Sticks carried per Dynamite slot.',
    ruling: 'one (the book does not say).',
    section: 'cowpoke.md §1.9, §6',
  }),
  'dynamite.orphanFuse': enumField(['ownersTurnStart', 'never'], {
    default: 'ownersTurnStart',
    description: 'When a lit stick explodes if its thrower was removed first.',
    ruling: "at the start of its owner's next Player Turn.",
    section: 'cowpoke.md §1.9, A20',
  }),
  'dynamite.needsSwitch': booleanField({
    default: false,
    description:
      'Whether throwing dynamite needs a weapon switch first (its AP, weaponSwitch.apCost or 0 with Holster, is added to the throw).',
    ruling: 'no.',
    section: 'cowpoke.md A21',
  }),
  'overwatch.expires': enumField(['nextActivation'], {
    default: 'nextActivation',
    description: 'When an unfired Overwatch ends.',
    ruling: "at the start of the watcher's next activation.",
    section: 'cowpoke.md §3.4, A12',
  }),
  'critInjury.enabled': booleanField({
    default: false,
    description: 'Use the optional Critical Injuries (battle scars) rule.',
    ruling: 'off: it is an optional rule.',
    section: 'cowpoke.md §1.13',
  }),
  'weaponSwitch.apCost': numberField({
    default: 1,
    min: 0,
    integer: true,
    description: 'AP to switch weapons without the Holster skill.',
    ruling: '1 AP.',
    section: 'cowpoke.md §3.2, A21',
  }),
  // No default in the schema: unset reads as `ignored`, and an unset option is not echoed in
  // results, so every result recorded before back shots existed stays byte-identical.
  'backShot.facing': enumField(['ignored', 'tracked'], {
    description:
      "Encounters: whether facing is tracked for the Back Shot die (+1 when the shooter stands in the target's rear 180° arc). tracked: a model faces the way it last moved and turns, free, to face whom it shoots, aims at, brawls, throws at or watches on Overwatch; a shooter exactly side-on is not behind.",
    ruling:
      'unset, read as ignored: the book gives facing only "turning to face is free", which leaves no back shots in a simulated fight; tracked is the reading that makes them possible.',
    section: 'cowpoke.md §1.2 [L390], §3.2 [L271], §6',
  }),
  'encounter.contactDistance': numberField({
    default: 1,
    min: 0.1,
    unit: 'inches',
    description:
      'Encounters: centre-to-centre distance at which two models are in base contact (Engaged).',
    ruling: 'the book gives no base sizes: 1" (two 25 mm bases touching).',
    section: 'cowpoke.md §3.3',
  }),
  'dynamite.blastCover': enumField(['unlessSameZone', 'never'], {
    default: 'unlessSameZone',
    description:
      'Encounters: whether a victim standing in a cover zone has that cover against a blast.',
    ruling: 'yes, unless the token landed in the same zone (cover lies between token and victim).',
    section: 'cowpoke.md §1.9, A7',
  }),
  'deadReckoning.enabled': booleanField({
    default: false,
    description:
      'Encounters: the optional Dead Reckoning rule (no pre-measuring): a character judges every distance when it activates, chooses its actions by the judged ranges, and a shot declared at a target that turns out to be in a band its weapon cannot reach spends the AP with no roll.',
    ruling: 'off: it is an optional rule (9.1).',
    section: 'cowpoke.md §1.17 [L207, L658-667]',
  }),
  'deadReckoning.error': numberField({
    default: 0.25,
    min: 0,
    max: 1,
    description:
      'How far out a judged distance may be, as a fraction of the true distance: it is uniform within ±error × the distance (the procedure reckon, and encounters under deadReckoning.enabled).',
    ruling:
      'ASSUMPTION, not from the book (it gives no error model): ±25%, a player who misjudges 8" by up to 2".',
    section: 'cowpoke.md §1.17',
  }),
  'lucky.enabled': booleanField({
    default: false,
    description:
      'Encounters: play the Lucky skill, which the book names only as an example: a Lucky character declares it at 0 AP and has one extra action in every activation (never a third Shoot, Blaze Away or Throw, nor a shot after a Run). Off, a scenario with a Lucky character is refused.',
    ruling: 'off: the book does not define it; the flag follows the spec (+1 AP once per turn).',
    section: 'cowpoke.md §2.2, §6, A28',
  }),
  'initiative.method': enumField(['A', 'B', 'C'], {
    default: 'A',
    description: 'Initiative method: A the Draw, B the coin flip (2 players), C the standoff.',
    ruling: "A, the book's recommendation.",
    section: 'cowpoke.md §1.15',
  }),
} as const;

export type CowpokeOptions = Values<typeof cowpokeOptions>;
