import type { SettledRuling } from '../types.ts';

/**
 * The rulings of six-gun-sound.md section C that are not options, each with why it offers no
 * reading a house rule could pick instead: a sign or a row lost to the scan, a table's gap with
 * one way to fill it, a slip in an example, two names for one thing, or a rule the book leaves
 * to a situation no procedure plays. Every other ruling of section C is an option (options.ts)
 * whose default is the ruling; the test of this list holds the two together.
 */
export const SIXGUN_SETTLED_RULINGS: readonly SettledRuling[] = [
  {
    id: 'C-4',
    rule: "Shootin' table edges",
    reason:
      'the QRS closes the rows the main text leaves open (11+), and a total below 3 can only miss',
  },
  {
    id: 'C-7',
    rule: 'Targets example weapon',
    reason: 'a slip in an example (Targets 3 is the scattergun, as the errata says): no rule',
  },
  {
    id: 'C-9',
    rule: 'Got a Shot modifier: Mountain Man or Trapper',
    reason: 'two names for one profession',
  },
  {
    id: 'C-10',
    rule: "Fightin' modifiers with lost signs",
    reason:
      'minus signs lost to the scan: prone costs 1d6 in melee by L1193, and a bonus for being charged or prone would reverse every reaction result that cites it',
  },
  {
    id: 'C-11',
    rule: 'Lost modifier signs in Rescue, Captured and Trial',
    reason:
      'minus signs lost to the scan; which way each goes follows from what passing means on that table',
  },
  {
    id: 'C-13',
    rule: 'After the Battle against the campaign Wounds and OOF Recovery',
    reason:
      'not two readings of one rule but two rules for two settings: a one-off game (recovery) and a campaign (wound-recovery, campaign-season), each its own procedure',
  },
  {
    id: 'C-19',
    rule: 'Indians How Many table',
    reason: 'minus signs lost from the row labels; the rows left read only one way',
  },
  {
    id: 'C-20',
    rule: 'Start of the Robbery table',
    reason:
      'the table has no row for the lowest total; ×2, its lowest row, is the only one to give',
  },
  {
    id: 'C-21',
    rule: 'Prisoner Transport attacker size',
    reason:
      "the table's own dice (2d6 − SL) against the prose's 1d6, which no row of the table can take",
  },
  {
    id: 'C-22',
    rule: 'Rounding ×1.5 and halving',
    reason:
      'the book gives no rounding at all, so there is no printed reading to offer beside it: an enemy force rounds up (never short of its multiple), the night halves the townsfolk down',
  },
  {
    id: 'C-23',
    rule: 'Mount Quality "+1 to Quality"',
    reason: 'every other entry of the list modifies the die roll',
  },
  {
    id: 'C-24',
    rule: 'Quality clamping',
    reason: 'the tables have rows only for Nag, Average and Good',
  },
  {
    id: 'C-25',
    rule: 'Vehicle Rough Going Pass 2',
    reason: 'the main text and the QRS agree (twice the normal move)',
  },
  {
    id: 'C-26',
    rule: 'Driver Challenge, Pass 1',
    reason:
      "the QRS, the table a player rolls on, gives no re-roll; the main text's re-roll is kept for the Mounted Challenge, whose QRS keeps it",
  },
  {
    id: 'C-27',
    rule: 'Trample on the QRS leaves out weapon types',
    reason: 'the QRS shortens the main text, which names the weapons',
  },
  {
    id: 'C-28',
    rule: '"They Shot One of the Horses": how a wreck happens',
    reason: "two wordings of one result, the Losing Control Pass 0's",
  },
  {
    id: 'C-29',
    rule: 'Wreck on "a double 5 or 6"',
    reason:
      '"a double 5 or 6" on a 2d6 test is either double, rolled on the test the sharp turn already takes',
  },
  {
    id: 'C-31',
    rule: 'Reloading while moving',
    reason:
      'two rules for two things: a fumbled or emptied gun takes an activation standing still, and the reload a normal move allows is the swapping and handing over of weapons',
  },
  {
    id: 'C-35',
    rule: 'Moving-fast group roll',
    reason: 'the group rolls once by L1169 and each man has his own Rep; nothing else is left open',
  },
  {
    id: 'C-37',
    rule: '"Enemy Fears you"',
    reason: 'fear is defined nowhere in the book, so the line has nothing to apply',
  },
  {
    id: 'C-38',
    rule: 'Brawler and Knife Fighter "only count the best two"',
    reason:
      'melee counts every pass, so a cap of two would make the attributes a handicap; the phrase is reaction-test wording left over',
  },
  {
    id: 'C-40',
    rule: 'Jail Break text out of order',
    reason: 'a broken sentence put back together as the errata places it',
  },
  {
    id: 'C-41',
    rule: "Robbery: unarmed townsman's destination",
    reason: 'a 3 missing between 1–2 and 4–6 on one die; nearest building is the row it joins',
  },
  {
    id: 'C-42',
    rule: 'The season calendar',
    reason: 'a campaign turn is a season throughout the book; "month" is the same turn misnamed',
  },
  {
    id: 'C-44',
    rule: 'Encounter matrices',
    reason:
      "each matrix states its own dice, and SL 6 reads the SL 5 column as the 1d6 matrices' 5/6 heading already does",
  },
  {
    id: 'C-45',
    rule: 'How Chasers close the gap in a Posse',
    reason:
      'the lead Runner party is always in band 1, so its slipping back can only bring every Chaser a band closer',
  },
  {
    id: 'C-46',
    rule: 'Stand-Up Fight "highest passing die score"',
    reason: 'the text names the passing dice; a tie or no pass is re-rolled as the table says',
  },
  {
    id: 'C-47',
    rule: 'Dice beyond the rows a table lists',
    reason: "a table's highest row is the most it gives; the capped pools cap what they count",
  },
  {
    id: 'C-48',
    rule: 'Rep advancement from Rep 1; Rep above 7',
    reason: 'the RAP table has no Rep 1 row and stops at 7; Rep 1 takes the Rep 2 row',
  },
  {
    id: 'C-49',
    rule: 'Warrior locale lists',
    reason:
      'locales the warrior tables leave out, each given the nearest table; the "#" mark has one place it can belong',
  },
  {
    id: 'C-54',
    rule: 'Got a Shot Pass 1 "INIT"',
    reason:
      'the table says who fires first at −1; the rest is the ordinary chain of Been Shot At and return fire',
  },
  {
    id: 'C-55',
    rule: 'Been Shot At when a bystander or the mount is hit instead',
    reason: 'the target was fired at and not hit, which is what Been Shot At is for',
  },
  {
    id: 'C-56',
    rule: 'Wound Rep penalties in the Draw and in melee',
    reason:
      'a chest wound lowers Rep itself; an arm wound is a penalty to firing, and drawing is firing',
  },
  {
    id: 'C-57',
    rule: 'Choosing the bystander',
    reason:
      'an equal chance each, as the book says; the d6 is only how a table-top player rolls it',
  },
  {
    id: 'C-61',
    rule: '"Test for damage" when a carried casualty falls',
    reason: 'Rider Thrown is the one test for a fall the book has',
  },
  {
    id: 'C-62',
    rule: '"Rider thrown" with no test named',
    reason: 'Rider Thrown is the test of that name',
  },
  {
    id: 'C-63',
    rule: 'Reading multi-line reaction results',
    reason: 'the lines of one result are conditions read in their printed order',
  },
  {
    id: 'C-64',
    rule: 'Opposed task formula',
    reason: "the only reading that gives both of the book's worked targets (4 and 6, A-22)",
  },
  {
    id: 'C-66',
    rule: 'Sheriff example names the wrong brother',
    reason: 'a name slip in an example: no rule',
  },
  {
    id: 'C-67',
    rule: 'Round-Up example wording',
    reason: 'every natural-increase roll is 2d6; the example miswords one (A-25)',
  },
  {
    id: 'C-68',
    rule: 'No "Star may choose" on Got a Shot',
    reason: 'deliberate: the book gives a Star no choice there, so there is none to offer',
  },
  {
    id: 'C-71',
    rule: 'Melee OOF and the damage roll',
    reason: 'the melee result says whether he is out of the fight; the damage roll only places it',
  },
  {
    id: 'C-73',
    rule: 'Contact-test targets swapped between the two procedures',
    reason: 'as printed: each procedure states its own targets, and neither contradicts itself',
  },
  {
    id: 'C-74',
    rule: 'Maximum ranges of 300" and 500"',
    reason: 'longer than any table: they never stop a shot',
  },
  {
    id: 'C-75',
    rule: 'Horsemanship caps',
    reason:
      "the cap lines name some professions and hold every other one but Townsfolk and Homesteaders to 4; Plains warriors, the horsemen among warriors, take the horsemen's 5",
  },
  {
    id: 'C-76',
    rule: 'Prosperity of Stars',
    reason: "the book gives a Star no other prosperity; an LP figure is a campaign's own",
  },
  {
    id: 'C-77',
    rule: 'A horse\'s "Runaway"',
    reason:
      "a runaway's move (twice normal, away from the cause, off the table) applied to a horse",
  },
  {
    id: 'C-78',
    rule: 'Larger Than Life capture',
    reason:
      'a Star left on the field is taken as any fallen figure the winners hold is: captured, then the Captured! test',
  },
  {
    id: 'C-79',
    rule: 'Activation with three or more sides',
    reason:
      'the two-side rule (matched dice freeze, the highest goes first) read for more sides; no other order is consistent with it',
  },
  {
    id: 'C-80',
    rule: "A disabled leader's group",
    reason: "the group's next leader is its highest Rep, as a group's leader always is",
  },
  {
    id: 'C-81',
    rule: 'Example A-17: which table Jim Bob Joe uses',
    reason: 'an example that fits another table: it changes no rule',
  },
  {
    id: 'C-82',
    rule: 'Trial sentences in years',
    reason: 'a campaign turn is a season (C-42): four to a year',
  },
  {
    id: 'C-85',
    rule: '"Hot on your trail" die',
    reason:
      'a garbled comparison with one sense left: 1d6 below the SL sends a Posse (the hot-on-your-trail table)',
  },
  {
    id: 'C-86',
    rule: 'Moving over 18" when thrown',
    reason: 'the distance moved so far in the activation is the only distance there is then',
  },
  {
    id: 'C-87',
    rule: 'Campaign modifier caps',
    reason: 'a cap on the modified value, as written: it limits what modifiers add',
  },
  {
    id: 'C-88',
    rule: 'Riding double',
    reason: "the −1 is the mount's Quality, which every test of it reads",
  },
  {
    id: 'C-89',
    rule: 'Terminology aliases',
    reason: 'two names for one thing',
  },
];
