import type { Scenario } from '../scenario/load.ts';

/** The default report folder: one per scenario, under reports/ in the working directory. */
export const defaultReportDir = (s: Scenario) => `reports/${s.spec.name}`;
