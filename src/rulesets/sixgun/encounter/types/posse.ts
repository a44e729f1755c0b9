import { z } from 'zod';
import type { Layout } from '../../../../core/layout.ts';
import type { Rng } from '../../../../dice/rng.ts';
import type { Ready } from '../../campaign/table.ts';
import { slOf } from '../../campaign/travel.ts';
import type { Profession } from '../../data.ts';
import type { SixgunOptions } from '../../options.ts';
import type { BandWorld } from '../band-world.ts';
import { chaseMetrics, chaseShape, ChaseRun } from './chase-run.ts';
import { checkDeputies, checkListed } from './checks.ts';
import type { EncounterParams } from './params.ts';
import { setupTable, setupTableBySize, valueOf } from './tables.ts';
import type { EncounterType } from './type.ts';

/** 1d6 Runners; Chasers: the Sheriff, SL − 1 Deputies at most and five times the Runners. */
const MOST_RUNNERS = 6,
  MOST_DEPUTIES = 5,
  MOST_TIMES = 5;
/** The Pursuit Grid's bands in a Posse [L3396–3420]. */
const BANDS = 10;

const setup = z.strictObject({
  runners: z
    .number()
    .int()
    .min(1)
    .max(MOST_RUNNERS)
    .optional()
    .describe('The Runners (default: 1d6).'),
  deputies: z
    .number()
    .int()
    .min(0)
    .max(MOST_DEPUTIES)
    .optional()
    .describe("The Sheriff's Deputies (default: SL − 1d6, at least none, C-14)."),
  ...chaseShape,
});
type Setup = z.output<typeof setup>;

const maxSizes = (_p: EncounterParams, s: Setup): [number, number] => {
  const runners = s.runners ?? MOST_RUNNERS;
  return [runners, 1 + (s.deputies ?? MOST_DEPUTIES) + MOST_TIMES * runners];
};

/**
 * A Posse (six-gun-sound.md §13.3 [L3342–3469]): 1d6 mounted Runners (Outlaws), and the
 * Sheriff, his SL − 1d6 Deputies and How Many (P) Townsfolk after them, on the 10-band grid.
 */
class PosseRun extends ChaseRun {
  private readonly deputiesTable: Ready;
  private readonly howMany: Ready[];
  private deputies = 0;

  constructor(
    p: EncounterParams,
    private readonly s: Setup,
    o: SixgunOptions,
    l: Layout,
  ) {
    super(p, s, o, l, maxSizes(p, s), BANDS);
    const at = { locale: p.locale, sl: this.sl };
    this.deputiesTable = setupTable('town-deputies', at, o);
    this.howMany = setupTableBySize('posse-chasers', this.maxSizes[0], at, o);
  }

  protected rollForces(rng: Rng): void {
    const runners = this.s.runners ?? rng.d6();
    this.deputies = this.s.deputies ?? valueOf(this.deputiesTable, this.deputiesTable.roll(rng));
    const t = this.howMany[runners];
    this.sizes[0] = runners;
    this.sizes[1] = 1 + this.deputies + valueOf(t, t.roll(rng));
  }

  protected professionOf(side: number, j: number): Profession {
    return side === 0
      ? 'outlaw'
      : j === 0
        ? 'sheriff'
        : j <= this.deputies
          ? 'deputy'
          : 'townsfolk';
  }

  describe(w: BandWorld): string {
    return `Posse at SL ${this.sl}: ${this.sizes[0]} Runners against the Sheriff, ${this.deputies} Deputies and ${this.sizes[1] - 1 - this.deputies} Townsfolk; ${this.chaseLine()} (${w.n} figures)`;
  }
}

export const posse: EncounterType<Setup> = {
  id: 'posse',
  code: 'P',
  title: 'Posse',
  source: 'six-gun-sound.md §13.3 [L3342–3469]',
  description:
    '1d6 mounted Runners and the Sheriff, his SL − 1d6 Deputies and How Many (P) Townsfolk after them: the chase on the Pursuit Grid (as posse-chase: A-24, B-38, C-45), and when the Chasers come within 2 bands the fight, 24" a band apart, without whoever the chase left behind; or the Runners hole up at once, a GF-3 set up by the Stand-Up Fight (B-7). The Runners win when they escape or beat the Chasers.',
  roles: ['Runners', 'Chasers'],
  policies: ['stand-and-shoot', 'advance'],
  setup,
  maxSizes,
  check(p, s, issue) {
    checkDeputies(p, s.deputies, issue);
    checkListed(p, s.runners, 'runners', 'Runners', issue);
  },
  metrics(_p, _s, l) {
    chaseMetrics(l, 'Runners (1d6)', 'the Sheriff, his Deputies and the Townsfolk (How Many (P))');
  },
  notes: () => [
    'after the chase the fight is a stand-up one, 24" a band apart, the Runners in the open; the horses are not on the field; the Runners hold together (no rider is slowed on purpose)',
  ],
  explain(p, s) {
    return `Posse at SL ${slOf(p)}: ${s.runners ?? '1d6'} Runners against the Sheriff, ${s.deputies ?? 'SL − 1d6'} Deputies and How Many (P) Townsfolk, ${s.holeUp ? 'holed up at once' : 'the chase on the Pursuit Grid'}; up to ${p.maxTurns} turns`;
  },
  prepare: (p, s, o, l) => new PosseRun(p, s, o, l),
};
