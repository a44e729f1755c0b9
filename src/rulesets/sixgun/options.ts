import { booleanField, enumField, type Values } from '../fields.ts';
import { campaignOptions } from './campaign/options.ts';

/**
 * The rulings of six-gun-sound.md section C that shootin', the Draw, fightin', reactions and
 * recovery touch, each an option whose default is the ruling.
 */
export const sixgunOptions = {
  'npc.inTownWeapons': enumField(['settlement', 'everywhere'], {
    default: 'settlement',
    description:
      'Where the figures an encounter rolls on the NPC tables carry the "In town" column of weapons.',
    ruling:
      'in an encounter set in a settlement (a town, trading post or fort); elsewhere, on the trail or at a ranch, the normal weapons.',
    section: 'six-gun-sound.md §2.2, C-90',
  }),
  'obscuring.tie': enumField(['deflect', 'full-effect'], {
    default: 'deflect',
    description: 'Obscuring cover when the white and colored damage dice are equal.',
    ruling: 'white ≥ colored deflects (errata); only colored > white takes full effect.',
    section: 'six-gun-sound.md §6.7, C-1',
  }),
  'obscuring.locations': enumField(['every-hit', 'unexposed-only'], {
    default: 'every-hit',
    description: 'Which hits on a target in obscuring cover take the colored/white die test.',
    ruling:
      'every hit, whatever the location; unexposed-only lets Wall/Window-exposed locations through.',
    section: 'six-gun-sound.md §6.7, C-59',
  }),
  'cover.woods': enumField(['bulletproof', 'obscuring'], {
    default: 'bulletproof',
    description: 'What rough or wooded ground ("both obscuring and bulletproof") counts as.',
    ruling: 'bulletproof, with the Wall/Window rows for exposure.',
    section: 'six-gun-sound.md §6.6, C-60',
  }),
  'hit.locationDesired': enumField(['weighted-rows', 'any-row', 'ignore-cover', 'im-hit'], {
    default: 'weighted-rows',
    description: 'What an 11+ "hit on location desired" does.',
    ruling:
      "the shooter names the location; its effect is one of that location's rows, drawn by their 2d6 odds.",
    section: 'six-gun-sound.md §6.2, C-5',
  }),
  'shotgun.farIsImHit': booleanField({
    default: true,
    description:
      'A shotgun hit beyond 6" or a scattergun hit beyond 3" is never worse than I\'m Hit!.',
    ruling: 'yes (errata footnote 4).',
    section: 'six-gun-sound.md §3.1, C-6',
  }),
  'shotgun.floorAfterModifiers': booleanField({
    default: true,
    description:
      'The shotgun/scattergun "counts as Rep 4" floor applies after the other to-hit modifiers.',
    ruling: 'yes: a wounded or flustered shooter with those guns still rolls 4 + d6.',
    section: 'six-gun-sound.md §6.1 step 3, C-34',
  }),
  'longRange.rollPerShot': booleanField({
    default: true,
    description:
      'Beyond effective range, roll the 6-then-Rep procedure once per shot die (false: once per firing).',
    ruling: 'once per shot die committed.',
    section: 'six-gun-sound.md §3.2, C-33',
  }),
  'ammo.unclassifiedWeapons': enumField(['breech-loader', 'repeater'], {
    default: 'breech-loader',
    description:
      'Ammunition class of derringers, shotguns and scatterguns, which the book leaves out.',
    ruling: 'breech loader: any shot die showing 1 fumbles.',
    section: 'six-gun-sound.md §3.4, C-32',
  }),
  'mountedTarget.normalMoveIsFast': booleanField({
    default: false,
    description:
      'Whether a rider moving at normal speed counts, as a target, as moving fast (so an 8 misses).',
    ruling: 'no: only a fast move counts, so an 8 at a rider hits the mount or a bystander.',
    section: 'six-gun-sound.md §6.2, C-58',
  }),
  'shot.bystanders': booleanField({
    default: true,
    description:
      "Whether a shot's 8 at a man with another figure within 2\" of him (friend, foe or neutral), and no 8-miss condition, may hit one of them instead, picked evenly with a rider's horse (false: it hits the man, or a rider's horse); in the shot procedure, its bystanders count; in every gunfight and encounter type, everyone standing that near.",
    ruling:
      "yes: the book's rule for every shot, in any fight (§6.2 [L1503–1506]); off is a house rule for tables that skip it, and measures what the rule changes.",
    section: 'six-gun-sound.md §6.2',
  }),
  'mounts.holderLeaves': enumField(['loose', 'run-off'], {
    default: 'loose',
    description:
      'GF-2, GF-3: what the horses a horse-holder held for others do when he leaves the fight (out of it, dead, or run off, a Flinch that runs him off among them); the book does not say: go loose where he stood (testing Skittish like any loose horse), or run off and are gone. A wounded holder, or one who ducks back, keeps them.',
    ruling:
      'loose: the book says only that a rider may hold up to four mounts; a man who falls or runs lets go of them.',
    section: 'six-gun-sound.md §10.5, §10.8',
  }),
  'mounts.spareHorses': booleanField({
    default: true,
    description:
      "GF-2 in town with mounts: rolled, or a Capture in town (§13.4, as in Gunfight): the spare saddled horses of the building the fight is in front of (a Capture's nearest saloon and its livery) stand on the table, 1d6 − 1 tied outside a saloon or 1d6 − 2 in a livery stable, and a man wanting to ride with no horse of his own there (none on the table, or his was lost) walks to the nearest and takes it, its Quality a tethered horse's (1d6, no modifier). False: no spare horses.",
    ruling:
      'played: the book puts them in every town gunfight and lets a man in a hurry pick any tethered horse [L2069]; who may take one and where they stand it leaves to the table.',
    section: 'six-gun-sound.md §13.1 Mounts, §10.1',
  }),
  'cominBack.bmPass1': enumField(['come-back', 'reroll-1-as-2'], {
    default: 'come-back',
    description: "Buffalo Hunter / Mountain Man Comin' Back, Pass 1.",
    ruling: 'the QRS: everyone comes back (the main text re-rolls, counting Pass 1 as Pass 2).',
    section: 'six-gun-sound.md §5.3.7, C-8',
  }),
  'cominBack.ggtPass1': enumField(['come-back-duck-back', 'come-back'], {
    default: 'come-back-duck-back',
    description:
      "Gambler/Greenhorn/Townsfolk Comin' Back, Pass 1, in cover or a building (garbled text).",
    ruling: 'they return but at once take the Duck Back state.',
    section: 'six-gun-sound.md §5.3.7, C-51',
  }),
  'warrior.restoreMissingLines': booleanField({
    default: true,
    description:
      'Restore the "in cover" lines dropped from SW Being Charged and PL Been Shot At, Pass 0.',
    ruling: 'yes: in cover SW warriors stand ready and PL warriors Duck Back; others Runaway.',
    section: 'six-gun-sound.md §5.3.2, §5.3.5, C-50',
  }),
  'draw.anyThreeKills': booleanField({
    default: true,
    description:
      "At a Draw margin of 2, any 3 among the winner's dice makes the loser OD (false: always roll damage, as the book's example does).",
    ruling: 'yes: follow the table, not the example.',
    section: 'six-gun-sound.md §7.1, A-19, C-3',
  }),
  'draw.onesEmptyGun': booleanField({
    default: true,
    description:
      'Draw dice showing 1 (two 1s for a repeating carbine) empty the gun at margins 2 and 0 and for the out-drawn.',
    ruling: 'yes: follow the table, not the example.',
    section: 'six-gun-sound.md §7.1, A-19, C-3',
  }),
  'draw.marginOneShots': enumField(['weapon-targets', 'one'], {
    default: 'weapon-targets',
    description: 'Shot dice of the normal firing at a Draw margin of 1.',
    ruling: "one normal firing with up to the weapon's Targets dice, its own ammunition check.",
    section: 'six-gun-sound.md §7.1, C-52',
  }),
  'draw.unmannedSandLoss': enumField(['after-got-the-drop', 'before-got-the-drop'], {
    default: 'after-got-the-drop',
    description: 'When an unmanned figure held by its opponent loses its point of Sand.',
    ruling: 'after the Got the Drop test.',
    section: 'six-gun-sound.md §7.1, C-53',
  }),
  'draw.gotTheDropTesters': enumField(['out-drawn'], {
    default: 'out-drawn',
    description: 'Who takes Got the Drop after a margin of 3 or more.',
    ruling: 'only the out-drawn figure (QRS; the main text says both).',
    section: 'six-gun-sound.md §7.1 step 6, C-2',
  }),
  'fight.killingStrokeWeapon': enumField(['winner', 'loser'], {
    default: 'winner',
    description: 'Whose melee weapon makes a Killing stroke OD rather than OOF.',
    ruling: "the winner's.",
    section: 'six-gun-sound.md §8.2, C-70',
  }),
  'fight.bothFailKeepFighting': booleanField({
    default: true,
    description:
      "When both sides fail Keep Fightin' together, they fight on (false: both run away).",
    ruling: 'they fight on [L1367]; a side failing alone runs away and the melee ends (C-69).',
    section: 'six-gun-sound.md §5.1, §8.2, C-69',
  }),
  'fight.mountedImpactNeedsMeleeWeapon': booleanField({
    default: true,
    description: 'The mounted Impact-round +1d6 needs a melee weapon.',
    ruling: 'yes, as L2302 adds.',
    section: 'six-gun-sound.md §8.2 [L2302]',
  }),
  'gotAShot.holdFire': enumField(['best-shot', 'closest', 'first-sight'], {
    default: 'best-shot',
    description:
      "GF-2, GF-3: where a Hidden figure whose Got a Shot lets him hold his fire or fire at any moment of the enemy's move fires at a mover: best-shot, at the point of the move he sees from which his firing most likely takes the mover out of the fight, then most likely hits (at point-blank range when a shotgun's close row makes that better); closest, at the point nearest him; first-sight, where the mover first comes into his sight, as any other tester fires. Seeing him from nowhere on the move with a shot, he holds his fire and stays hidden; a move stopped short by another's reaction ends his chance.",
    ruling:
      'best-shot: a hidden Pass-2 tester may interrupt the mover at any point of its path within his sight, or decline to fire and stay hidden (C-72); first-sight is how the gunfight played it before.',
    section: 'six-gun-sound.md §5.3.1 [L1259], C-72',
  }),
  'charge.distance': enumField(['twelve-inches', 'moving-fast'], {
    default: 'twelve-inches',
    description:
      'GF-2, GF-3: how far a charger goes to make contact once Wanting to Charge lets him: twelve-inches (up to 12" on foot, twice a horse\'s normal move, 24", in the saddle, with no Moving Fast test, counting as moving fast) or moving-fast (the Moving Fast test as for any fast move, on foot §4.5 or mounted §10.4; falling short, he ends his move that far toward his target, with no contact and no melee).',
    ruling:
      'twelve-inches: the book lets a charger move up to his move-fast allowance [L1308] but not whether he must roll for it; a charge approved by Wanting to Charge needs no second test.',
    section: 'six-gun-sound.md §5.1 [L1308], C-36',
  }),
  'activation.doubles': enumField(['reload-in-hand', 'ready-weapons'], {
    default: 'ready-weapons',
    description:
      "GF-1, GF-2, GF-3: what the figures of a side frozen by doubles do (§4.2 step 2), neither moving nor firing. reload-in-hand: a man whose gun in hand is empty reloads it (and his other pistol with it, when that is empty too), nothing else; ready-weapons: the book's reload, change or pick up weapons, as far as the gunfight plays weapons: he reloads every empty gun he has, his other pistol too while the one in hand is loaded, changes to another firearm he carries as his side's switchWeapons says, and (weapons.pickUp) picks up a loaded firearm lying within 1\" of him.",
    ruling:
      'ready-weapons: neither side may move or fire, but both may still reload, change weapons or pick up weapons [L1122]; reload-in-hand is how the gunfight played doubles before.',
    section: 'six-gun-sound.md §4.2 [L1122], A-5',
  }),
  'weapons.pickUp': booleanField({
    default: false,
    description:
      'GF-2, GF-3: a man on foot with no loaded gun he can fire picks up a loaded firearm lying on the field: on doubles, his side frozen (activation.doubles: ready-weapons), one within 1" of him; when active, one within a normal move (6"), walking to it with a normal move (never Moving Fast) and firing after as a mover may. The gun he held goes in his belt when he carried only one, else he leaves it where he picked the other up. A firearm lies where a man who surrendered at Got the Drop dropped his, and (weapons.dropOnOOF) where a man fell. Riders, men firing two pistols and men with two cap-and-ball revolvers keep their own. Off leaves every gunfight as it was played before weapons could be dropped.',
    ruling:
      'off: the book lets both sides pick up weapons on doubles and swap weapons while moving (§4.2 [L1122], §4.3 [L1207]) but never makes a man do it; turned on, a GF-2 changes wherever a friend of a man who surrendered or fell stands within 6" of his gun.',
    section: 'six-gun-sound.md §4.2 [L1122], §4.3 [L1207], §7.1 step 6 [L1713]',
  }),
  'weapons.dropOnOOF': booleanField({
    default: true,
    description:
      'GF-2, GF-3, with weapons.pickUp: a man out of the fight or obviously dead leaves the firearms he carried where he fell, loaded or not, for anyone to pick up (false: only a man who surrenders at Got the Drop drops his). A Runaway, a thrown rider and a man whose horse is hit keep theirs.',
    ruling:
      "yes: the book names only the surrender as a drop [L1713] and says nothing of a fallen man's guns, but a man down no longer holds them, and picking weapons up (§4.2 [L1122]) needs weapons to lie about. It changes nothing while weapons.pickUp is off.",
    section: 'six-gun-sound.md §4.2 [L1122], §7.1 step 6 [L1713]',
  }),
  'gunfight.runaway': enumField(['leaves', 'building'], {
    default: 'leaves',
    description:
      "Where a figure that must Runaway in a gunfight goes: off the table, out of the fight; or into a building in sight, where it takes Comin' Back at once.",
    ruling:
      'off the table: a gunfight has no map yet to show a building away from the enemy [L1423–1425].',
    section: 'six-gun-sound.md §5.2, §13.1',
  }),
  'gunfight.facing': enumField(['flank-and-rear', 'front'], {
    default: 'flank-and-rear',
    description:
      "GF-2, GF-3: whether a figure's facing counts: an enemy behind the line of its front edge is on its flank, behind its rear edge in its rear, for the reaction tables' flank and rear lines and +1d6 in melee (front: every enemy counts as in front).",
    ruling:
      'it counts; a figure faces the way it last moved or fired, and a charged figure that stands turns to face its charger.',
    section: 'six-gun-sound.md §4.7 [L785–789], §5.3, §8.2',
  }),
  'fire.destroyed': enumField(['never', 'burnt-end-to-end'], {
    default: 'never',
    description:
      'When fire destroys a building a side holds: never (a fire burns until it is put out, even one that has run the whole building, which the firebugs may then set again), or once every area of it is on fire (burnt-end-to-end: it is gone, past putting out or setting again, and stays on fire to the end). A building that will not burn (SV 5) only smokes its occupants out and is never destroyed. A neighbour on fire end to end takes no more buckets either.',
    ruling:
      'never: the book lets a fire spread "until it is put out or the structure is destroyed" but never says when a structure is destroyed, and section C gives no ruling on it.',
    section: 'six-gun-sound.md §12 [L1986–1990]',
  }),
  'fire.jump': enumField(['downwind', 'never'], {
    default: 'downwind',
    description:
      'Whether a fire jumps to a neighbouring structure: downwind (a fire blown along a building to its downwind end runs on across a gap of at most 1" and sets the next flammable structure alight, which burns in its turn) or never (every fire keeps to the structure it was set in).',
    ruling:
      'downwind: the book says a fire may jump 1" to an adjoining flammable structure when there is a wind, and only in its direction, and gives no roll or chance for it; section C has no ruling, so it jumps whenever its front gets there.',
    section: 'six-gun-sound.md §12 [L1986–1990]',
  }),
  'fire.bucketsNextDoor': enumField(['never', 'adjoining'], {
    default: 'never',
    description:
      'Whether a bucket carrier whose own structure (the building, or a neighbour he holds) is not on fire carries water to a burning structure adjoining his, at most 1" off: never (each throws only on the fire of the structure he is in), or adjoining (he goes out into the street, in the open, throws his bucket from the end of that structure nearest his, or across the street from its middle, and goes back into his own structure and its cover on the first activation with no fire there or next door to fight).',
    ruling:
      'never: the book lets any figure carrying water to a fire put out 1" a bucket but says nothing of men leaving the structure they hold to do it; the carriers hold the structure they are in, the water at hand, as they do the building itself, and section C has no ruling.',
    section: 'six-gun-sound.md §12 [L2003–2005]',
  }),
  'vehicle.driverlessHalt': enumField(['two-d6', 'activation-die'], {
    default: 'two-d6',
    description:
      'What a vehicle whose driver is down rolls against its normal move (6" or 10") to halt, each time it has rolled on: two-d6 (2d6 ≤ the move halts it, 15/36 for a 6" wagon, 33/36 for a 10" coach) or activation-die (that side\'s activation die, which never tops 6, so it halts at the end of the first activation after the driver is lost).',
    ruling:
      '2d6: the book halts it at the end of the activation in which "the score" is at most its normal movement without naming the score, and the spec rules it a 2d6 roll.',
    section: 'six-gun-sound.md §10.9 [L2851–2858], C-30',
  }),
  'holdUp.targetBy2': enumField(['deploy', 'posse'], {
    default: 'deploy',
    description:
      'Hold Up and Prisoner Transport, on the Hold Up table\'s "target passes 2 more" (the Prisoner Transport table\'s "escort passes 2 more", which works exactly like it): deploy (as for passing 1 more: the party sets up on its half as it likes, in cover, the teams unhitched, the attackers at least 24" off) or posse (the party runs, played as the Runners of a Posse, §13.3: the chase on the Pursuit Grid from the attackers, every mount, team and string at Quality 4 and Horsemanship 4 as a Posse\'s, a transport\'s prisoner led beside the escort, and when they catch up the fight 24" a band apart, in the open, no vehicle or horse on the field; escaped, the escort keeps its prisoner).',
    ruling:
      'deploy: the book leaves it to the player and section C has no ruling; a party that has seen the attackers first keeps its shipment and sets up in cover, while running means an ox-drawn freight wagon or a string of pack mules racing mounted men, which a player would seldom choose.',
    section: 'six-gun-sound.md §13.9 [L3857], §13.10 [L3920–3940]',
  }),
  'holdUp.stringHits': enumField(['string', 'saddle-mule'], {
    default: 'string',
    description:
      "Hold Up, a mule train: where a shot's 8 at a skinner leading a string of pack mules lands: string (on his saddle mule or one of the pack mules he leads, picked evenly; a pack mule hit rolls They Shot My Horse!, killed when dead or mortally wounded, cut loose when lamed) or saddle-mule (always on the mule he rides, as for any rider; no pack mule is ever hit).",
    ruling:
      'string: the book sends an 8 at a mounted figure to "the mount or a bystander" and says nothing of animals led on a string; the pack mules on his lead rope are the nearest bystanders, and nobody aims at them (the attackers came for the goods).',
    section: 'six-gun-sound.md §13.9 [L3836], §10.5 [L2310]',
  }),
  'recovery.physicalAgainst': enumField(['toughness', 'rep'], {
    default: 'toughness',
    description:
      'What the After the Battle Physically Fit test is rolled against (less 1, or 2 for a gut wound).',
    ruling: 'Toughness: the table is rolled against it, although the prose says Rep.',
    section: 'six-gun-sound.md §9.2, C-12',
  }),
  ...campaignOptions,
} as const;

export type SixgunOptions = Values<typeof sixgunOptions>;
