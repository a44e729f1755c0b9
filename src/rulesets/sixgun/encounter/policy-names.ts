/**
 * The gunfight policies' names, apart from their code so that the world and the schema can
 * name a policy without importing the policies (which import the world's type).
 */
export const POLICY_NAMES = ['stand-and-shoot', 'cautious'] as const;

export type PolicyName = (typeof POLICY_NAMES)[number];
