import type { Layout } from '../core/layout.ts';
import type { Procedure } from '../rulesets/types.ts';

/**
 * The loaded scenario's matchups, variants and cells, apart from the loader so that claim
 * targets can be resolved against them without importing the loader back.
 */

export interface Matchup {
  index: number;
  name: string;
  label: Record<string, unknown>;
  procedure: Procedure;
}

export interface Variant {
  index: number;
  name: string;
  description?: string;
  options: Record<string, unknown>;
  params: Record<string, unknown>;
}

/** One matchup under one variant, validated and ready to simulate. */
export interface Cell {
  matchup: Matchup;
  variant: Variant;
  params: Record<string, any>;
  options: Record<string, any>;
  layout: Layout;
}
