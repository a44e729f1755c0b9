import type { Procedure } from '../../../src/rulesets/types.ts';
import { expectAgreesAt } from '../../helpers/agree.ts';

/**
 * Simulates one configuration on the stream of its key (seed 'sixgun-grid') and checks it
 * against the exact answer (helpers/agree.ts: 4 standard errors and half a count).
 */
export function agrees(
  procedure: Procedure,
  params: unknown,
  options: unknown,
  key: string | number,
  n: number,
): void {
  expectAgreesAt(procedure, params, options, 'sixgun-grid', key, n);
}
