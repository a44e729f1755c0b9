import { enumField } from '../../fields.ts';

/**
 * The rulings of six-gun-sound.md section C that the campaign tables touch, each an option
 * whose default is the ruling (spread into the ruleset's options).
 */
export const campaignOptions = {
  'campaign.buyThemFourToFive': enumField(['3-lp', 'none'], {
    default: '3-lp',
    description:
      'Buy Them at a total of 4 or 5, where the printed rows "2 to 5" and "4 to 6" overlap.',
    ruling: '3 LP: the "none" row is read as 2–3, since 1d6 + Rep is at least 2.',
    section: 'six-gun-sound.md §14.5, C-17',
  }),
  'campaign.bottomLineTwelve': enumField(['6-lp', '4-lp'], {
    default: '6-lp',
    description:
      'Bottom Line at a total of 12, where the printed rows "9 to 12" and "12 to 14" overlap.',
    ruling:
      '6 LP per CP: the 4 LP row is read as 9–11 (the example total of 10 gives 4 either way).',
    section: 'six-gun-sound.md §14.5, C-18',
  }),
  'campaign.closeCall': enumField(['pass-0', 'pass-2'], {
    default: 'pass-0',
    description:
      '"Hey, I Know Those Boys!": what a Pass 1 counts as when the test comes again the next season after a close call.',
    ruling: 'Pass 0, as written: two close calls in a row do not make him Wanted.',
    section: 'six-gun-sound.md §14.5, C-65',
  }),
  'campaign.knownTrailBoss': enumField(['first-encounter', 'first-fight'], {
    default: 'first-encounter',
    description:
      'Life and Times "Known as a Trail Boss" (one fewer encounter on a Cattle Drive): which Trail Drive Encounter is the one he does not have.',
    ruling:
      'The first result of the Trail Drive Encounter table other than "no encounter" (a Calamity or Set Back included: they are its rows); the book does not say, and the spec gives no ruling.',
    section: 'six-gun-sound.md §14.1, §14.5',
  }),
  'campaign.pursuitAgainst': enumField(['sl', 'lp'], {
    default: 'sl',
    description:
      "What the Outlaw's Pursuit test is rolled against: the table's SL or the prose's LP just taken.",
    ruling: 'SL, as the table header says.',
    section: 'six-gun-sound.md §14.8, C-15',
  }),
  'campaign.holdUpUnpaid': enumField(['pursuit', 'no-pursuit'], {
    default: 'pursuit',
    description:
      'A Hold Up of wagons or mules the outlaws end holding whose 1d6 against the number taken fails, so it pays no LP: whether the Pursuit test still follows.',
    ruling:
      'It does: the Pursuit is tested "after testing for lucre points" [L5945], and the failed 1d6 is that test; the job was done (the outlaws hold the wagons or mules), only the take is lost. Rolled against LP (campaign.pursuitAgainst lp), no LP means no pursuit either way.',
    section: 'six-gun-sound.md §14.8 [L5939–5945]',
  }),
  'campaign.loyaltyTally': enumField(['higher', 'example'], {
    default: 'higher',
    description:
      '"So That\'s How It Is?" is rolled against his Rep less a Wanted tally: the higher of his local and national tallies (the rule), or one less than that (the walk-through, Wanted twice in Missouri, takes off 1).',
    ruling: 'The higher of the local and national tallies; the walk-through is in error.',
    section: 'six-gun-sound.md §14.8, A-29, C-16',
  }),
  'campaign.unpaidLeaves': enumField(['one-die', 'both-dice'], {
    default: 'one-die',
    description:
      '"So That\'s How It Is?" Pass 1: each unpaid man rolls 2d6 against his Sand and leaves "if pass": on passing at least one die, or only on passing both.',
    ruling:
      'At least one die, as a figure passing one die on a move-fast test has passed it (C-58); the book does not say, and section C gives no ruling.',
    section: 'six-gun-sound.md §14.8',
  }),
  'campaign.raid': enumField(['capture', 'none'], {
    default: 'capture',
    description:
      'The Raid that follows when enemies find a Star lying low (the book defines none): capture plays it as a Capture on the trail with his side holed up as the Outlaws; none has the Raid spend the hideout and nothing else.',
    ruling:
      "A Capture encounter on the trail with the Star's side as the Outlaws, the enemy having the Stand-Up advantage.",
    section: 'six-gun-sound.md §14.2, C-43',
  }),
  'campaign.deputies': enumField(['sl-minus-d6', 'd6-minus-sl'], {
    default: 'sl-minus-d6',
    description:
      "A Sheriff's Deputies each Spring: SL − 1d6 (the rule) or 1d6 − SL (the example), at least 0.",
    ruling: 'SL − 1d6: higher SL means more Deputies [L6147]; the example is flagged.',
    section: 'six-gun-sound.md §14.10, A-31, C-14',
  }),
} as const;
