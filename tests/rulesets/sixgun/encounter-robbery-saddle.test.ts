import { describe, expect, it } from 'vitest';
import { encounterSchema } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import type { EncounterParams } from '../../../src/rulesets/sixgun/encounter/types/params.ts';
import { play, traceOf } from './typed.ts';

const robbery = (setup: Record<string, unknown>) =>
  encounterSchema.parse({ type: 'robbery', locale: 'kansas', setup }) as EncounterParams;

/** A long ride off on Nags, the alarm up at once: riders are in the saddle for several turns. */
const LONG_RIDE = {
  outlaws: 4,
  complication: 'none',
  alarm: 'turn-1',
  deputies: 2,
  townsfolk: 'times-2',
  getaway: 72,
  quality: 3,
};

describe('the Robbery: shooting from horseback (six-gun-sound.md §10.5, §13.2 Carrying the loot)', () => {
  it('§10.5: an Outlaw riding off fires from the saddle as he rides, once the alarm is up', () => {
    let fromSaddle = 0;
    for (let trial = 0; trial < 6; trial++) {
      const lines = traceOf(robbery(LONG_RIDE), `saddle-${trial}`).map((e) => e.text);
      for (let i = 1; i < lines.length; i++) {
        const rode = /^(Outlaws \d+) rides [\d.]+" fast$/.exec(lines[i - 1]);
        if (rode && lines[i].startsWith(`${rode[1]} fires at Town`)) fromSaddle++;
      }
    }
    expect(fromSaddle).toBeGreaterThan(0);
  });

  it('with no alarm nobody fires from the saddle, and a quiet robbery still rides off with the money', () => {
    const quiet = play(robbery({ ...LONG_RIDE, alarm: 'never' }), 100, 'saddle-quiet');
    expect(quiet.share('result')['loot-taken']).toBe(1);
    expect(quiet.share('alarm').never).toBe(1);
  });
});
