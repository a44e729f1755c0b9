/**
 * The policies' names, apart from their code so that the world and the schema can name a
 * policy without importing the policies (which import the world's type).
 */
export const POLICY_NAMES = [
  'stand-and-shoot',
  'aim-then-shoot',
  'blaze-away',
  'advance-to-best-range',
  'take-cover',
  'rush-and-brawl',
  'dynamite-first',
  'overwatch',
  'go-for-objective',
] as const;

export type PolicyName = (typeof POLICY_NAMES)[number];
