import { z } from 'zod';
import { scenarioSchema } from './schema.ts';
import { RULESETS } from '../rulesets/registry.ts';
import { battlefieldJsonSchema } from './battlefield.ts';

/** JSON Schema of scenario files, from the same zod schema the loader uses. */
export function scenarioJsonSchema(): object {
  const schema = z.toJSONSchema(scenarioSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, any>;
  schema.properties.ruleset = { ...schema.properties.ruleset, enum: RULESETS.map((r) => r.id) };
  // Encounter params are the ruleset's, but their battlefield section is shared: described once here.
  schema.$defs = { ...schema.$defs, battlefield: battlefieldJsonSchema() };
  schema.$id = 'https://highnoon.invalid/scenario.schema.json';
  schema.title = 'highnoon scenario';
  return schema;
}
