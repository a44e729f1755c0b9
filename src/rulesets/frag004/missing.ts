/**
 * What the fragment refers to but does not contain (fragment-004.md §6.1). A procedure that
 * needs one of these takes it from the user and, when it is absent, says which section is
 * missing and what to supply; nothing here is ever filled in with a guess.
 */
export const MISSING = {
  shooting: {
    section:
      'section 7.0 (shooting: dice per weapon and range, the face that hits, the value of an aim point, the range bands)',
    supply:
      'the dice your 7.0 table gives this shot (dice), the face that hits (hitOn), dice per aim point (aimDice), and for fan fire the upper limit of medium range (mediumRange)',
  },
  jam: {
    section: 'the jam rule (what makes a gun jam; the fragment has only Fix Gun)',
    supply:
      "jamFace and jamDice: the gun jams when at least jamDice of a shot's dice show jamFace or less (jamDice 0: it never jams)",
  },
  brawl: {
    section: 'the brawl resolution (6.13 says only when a brawl may happen)',
    supply:
      'dice, opponentDice and hitOn: each side rolls its dice, faces of hitOn or more count, the higher count wins',
  },
} as const;

/** One line naming the absent parameters, the missing section, and what to supply. */
export function missingData(kind: keyof typeof MISSING, absent: string[]): string {
  const m = MISSING[kind];
  return `${absent.join(', ')} ${absent.length > 1 ? 'are' : 'is'} required: ${m.section} is missing from the fragment (fragment-004.md §6.1); supply ${m.supply}`;
}

/** What the fragment lacks, for `highnoon list`: each with what to supply, if anything. */
export const ABSENT = [
  {
    rule: `${MISSING.shooting.section} (fragment-004.md §6.1)`,
    reason: `shoot needs it: supply ${MISSING.shooting.supply}`,
  },
  { rule: MISSING.jam.section, reason: `shoot needs it: supply ${MISSING.jam.supply}` },
  { rule: MISSING.brawl.section, reason: `brawl needs it: supply ${MISSING.brawl.supply}` },
  {
    rule: 'reaction cards (6.09), the turn sequence, classes and weapon capacities (sections 1–5)',
    reason: 'not modelled: Rest counts cards drawn, loading takes the capacity as a parameter',
  },
];
