import { z } from 'zod';
import { battlefieldFields } from '../encounter/battlefield-schema.ts';

/**
 * The JSON Schema of the `battlefield` section an encounter's params share across rulesets
 * (src/encounter/battlefield-schema.ts). Cover classes are each ruleset's own names, so here
 * any string; the loader checks them against the ruleset.
 */
export function battlefieldJsonSchema(): object {
  const cover = z.string().describe('A cover class of the ruleset (cowpoke: wood, stone).');
  const section = z
    .strictObject(battlefieldFields(cover, ['watercourse']))
    .describe('The table: its size and unit, and terrain pieces (encounter params).');
  const schema = z.toJSONSchema(section, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  delete schema.$schema;
  return schema;
}
