import { z } from 'zod';
import { scenarioSchema } from './schema.ts';
import { RULESETS } from '../rulesets/registry.ts';

/** JSON Schema of scenario files, from the same zod schema the loader uses. */
export function scenarioJsonSchema(): object {
  const schema = z.toJSONSchema(scenarioSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, any>;
  schema.properties.ruleset = { ...schema.properties.ruleset, enum: RULESETS.map((r) => r.id) };
  schema.$id = 'https://highnoon.invalid/scenario.schema.json';
  schema.title = 'highnoon scenario';
  return schema;
}
