/**
 * The gunfight policies' names, apart from their code so that the world and the schema can
 * name a policy without importing the policies (which import the world's type).
 */
export const POLICY_NAMES = ['stand-and-shoot', 'cautious'] as const;

/** GF-2 and GF-3 add the policies that need several figures or melee (§8). */
export const BAND_POLICY_NAMES = [
  ...POLICY_NAMES,
  'charge',
  'protect-the-star',
  'advance',
  'charge-together',
  'cover-to-cover',
] as const;

export type PolicyName = (typeof POLICY_NAMES)[number];
export type BandPolicyName = (typeof BAND_POLICY_NAMES)[number];

/** The policy whose figures join a charge of their group (the rules ask for it by index). */
export const CHARGE_TOGETHER_INDEX = BAND_POLICY_NAMES.indexOf('charge-together');

/** What a Star chooses on a reaction test that lets him (§1.7 [L3039]): a policy, not a rule. */
export const STAR_CHOICES = ['roll', 'steady'] as const;
export type StarChoice = (typeof STAR_CHOICES)[number];

/**
 * When a man carrying another firearm changes to it (weapon-switch.ts): the book allows it on
 * doubles and with a normal move (§4.2 step 2 [L1122], §4.3 [L1207]) and leaves when to him.
 */
export const SWITCH_POLICIES = ['reach', 'readier', 'never'] as const;
export type SwitchPolicy = (typeof SWITCH_POLICIES)[number];
