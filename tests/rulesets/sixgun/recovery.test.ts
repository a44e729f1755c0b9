import { describe, expect, it } from 'vitest';
import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { sixgunOptions, type SixgunOptions } from '../../../src/rulesets/sixgun/options.ts';
import { recovery, type RecoveryParams } from '../../../src/rulesets/sixgun/recovery.ts';
import { agrees } from './grid.ts';

const O = defaultsOf(sixgunOptions) as SixgunOptions;
const P = (over: Partial<RecoveryParams>): RecoveryParams => ({
  ...(defaultsOf(recovery.params) as RecoveryParams),
  ...over,
});
const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-12);
const ex = (over: Partial<RecoveryParams>, o: SixgunOptions = O) =>
  recovery.exact!(P(over), o) as Record<string, number> & { outcome: Record<string, number> };

describe('sixgun After the Battle (§9.2–9.3)', () => {
  it('Toughness 4, Rep 4, chest wound: Physically Fit against 3, Mentally Fit against 4', () => {
    const e = ex({ toughness: 4, rep: 4, location: 'chest' });
    close(e.pDies, 1 / 4);
    close(e.outcome.returns, 2 / 9);
    close(e.outcome['returns-minus-toughness'], 2 / 9);
    close(e.outcome['returns-minus-toughness-and-rep'], 2 / 9);
    close(e.pRetires, 1 / 12);
    close(e.pReturns, 2 / 3);
  });

  it('a gut wound rolls against Toughness − 2; a leg wound never costs Toughness', () => {
    close(ex({ toughness: 4, location: 'gut' }).pDies, 4 / 9);
    const leg = ex({ toughness: 4, rep: 4, location: 'leg' });
    close(leg.outcome['returns-minus-toughness'], 0);
    close(leg.outcome.returns, (3 / 4) * (8 / 9));
  });

  it('a Star rolls 3d6 best 2; unarmed melee adds a die; Sickly takes 1 more off', () => {
    close(ex({ toughness: 4, star: true }).pDies, 1 / 8); // 3d6 against 3, all fail
    close(ex({ toughness: 4, unarmedMelee: true }).pDies, 1 / 8);
    close(ex({ toughness: 4, star: true, unarmedMelee: true }).pDies, 1 / 16);
    close(ex({ toughness: 4, sickly: true }).pDies, 4 / 9);
  });

  it('C-12: against Toughness by the ruling, against Rep by option', () => {
    close(ex({ toughness: 2, rep: 5 }).pDies, 25 / 36);
    close(ex({ toughness: 2, rep: 5 }, { ...O, 'recovery.physicalAgainst': 'rep' }).pDies, 1 / 9);
  });

  it("B-15 [L1049]: Recoverin' from I'm Hit!: Pass 2 = (T/6)², Pass 0 = ((6 − T)/6)²; a head Pass 1 is OOF, an arm Pass 1 a wound", () => {
    for (const t of [2, 3, 4, 5]) {
      const e = ex({ test: 'im-hit', toughness: t, location: 'gun-arm' });
      close(e.outcome['just-a-scratch'], (t / 6) ** 2);
      close(e.outcome['out-of-fight'], ((6 - t) / 6) ** 2);
    }
    close(ex({ test: 'im-hit', toughness: 4, location: 'head' }).outcome['out-of-fight'], 20 / 36);
    close(ex({ test: 'im-hit', toughness: 4, bow: true }).outcome['just-a-scratch'], 160 / 216);
  });
});

describe('sixgun recovery: simulation agrees with exact (fixed seed, 4 SE)', () => {
  const configs: RecoveryParams[] = [];
  for (const toughness of [2, 3, 4, 5])
    for (const [i, extra] of (
      [
        {},
        { star: true },
        { unarmedMelee: true, location: 'gut' },
        { sickly: true, location: 'head' },
        { test: 'im-hit', bow: true },
        { test: 'im-hit', location: 'leg' },
      ] as Partial<RecoveryParams>[]
    ).entries())
      configs.push(P({ toughness, rep: 2 + ((toughness + i) % 5), ...extra }));
  it(`${configs.length} configurations`, () => {
    configs.forEach((c, i) => agrees(recovery, c, O, `recovery-${i}`, 20_000));
  });
});
