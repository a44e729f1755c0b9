import { z } from 'zod';
import { scenarioSchema } from './schema.ts';
import { RULESETS } from '../rulesets/registry.ts';
import { battlefieldJsonSchema } from './battlefield.ts';
import { fieldsSchema } from '../rulesets/fields-schema.ts';
import type { Procedure, Ruleset } from '../rulesets/types.ts';

const fieldJson = (schema: z.ZodType) => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return rest;
};

/**
 * The params of one procedure, typed with their ranges and choices: `params:` and each
 * `sweep:` list when the scenario names this ruleset and procedure. No param is required
 * there, since matchups and variants may give the rest.
 */
function procedureRule(r: Ruleset, p: Procedure): object {
  const props: Record<string, unknown> = {};
  if (p.paramsSchema) {
    const whole = fieldJson(p.paramsSchema) as { properties?: Record<string, unknown> };
    Object.assign(props, whole.properties ?? {});
  } else {
    for (const [k, f] of Object.entries(p.params))
      props[k] = fieldJson(fieldsSchema({ [k]: f }).shape[k] as z.ZodType);
  }
  for (const v of Object.values(props)) delete (v as Record<string, unknown>).default;
  return {
    if: {
      properties: { ruleset: { const: r.id }, procedure: { const: p.id } },
      required: ['ruleset', 'procedure'],
    },
    then: {
      properties: {
        params: { type: 'object', properties: props, additionalProperties: false },
        sweep: {
          type: 'object',
          properties: Object.fromEntries(
            Object.entries(props).map(([k, v]) => [k, { type: 'array', items: v, minItems: 1 }]),
          ),
          additionalProperties: false,
        },
      },
    },
  };
}

/** JSON Schema of scenario files, from the same zod schema the loader uses. */
export function scenarioJsonSchema(): object {
  const schema = z.toJSONSchema(scenarioSchema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    any
  >;
  schema.properties.ruleset = { ...schema.properties.ruleset, enum: RULESETS.map((r) => r.id) };
  // Encounter params are the ruleset's, but their battlefield section is shared: described once here.
  schema.$defs = { ...schema.$defs, battlefield: battlefieldJsonSchema() };
  schema.allOf = RULESETS.flatMap((r) =>
    Object.values(r.procedures).map((p) => procedureRule(r, p)),
  );
  schema.$id = 'https://highnoon.invalid/scenario.schema.json';
  schema.title = 'highnoon scenario';
  return schema;
}
