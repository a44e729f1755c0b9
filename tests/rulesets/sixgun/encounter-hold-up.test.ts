import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/dice/rng.ts';
import { encounterSetup } from '../../../src/rulesets/sixgun/campaign/encounter-setup.ts';
import { encounter } from '../../../src/rulesets/sixgun/encounter/types/index.ts';
import type { EncounterParams } from '../../../src/rulesets/sixgun/encounter/types/params.ts';
import { encounterSchema } from '../../../src/rulesets/sixgun/encounter/types/schema.ts';
import { withinSe } from '../../helpers.ts';
import { ScriptedRng } from '../../helpers/scripted.ts';
import { O, odds } from './campaign/helpers.ts';
import { play, runBad } from './typed.ts';

const holdUp = (over: Record<string, unknown> = {}, setup: Record<string, unknown> = {}) =>
  encounterSchema.parse({ type: 'hold-up', locale: 'arizona', ...over, setup }) as EncounterParams;

/** The set-up's dice scripted, the fight's from a seed (only the set-up is asserted). */
class SetupScripted extends ScriptedRng {
  private readonly rest = rngFromSeed('hold-up-fight');
  override below(n: number): number {
    return this.left > 0 ? super.below(n) : this.rest.below(n);
  }
  override u32(): number {
    return this.left > 0 ? super.u32() : this.rest.u32();
  }
}

/** A figure of Rep 6, above any NPC's, so that he leads his side (§4.1). */
const boss = (name: string) => ({ name, profession: 'gunfighter', rep: 6, sand: 5, toughness: 5 });

describe('Hold Up (six-gun-sound.md §13.9) played on the band engine', () => {
  const N = 2000;

  it('the target and the attackers of each hold up agree with the exact tables (Arizona, SL 3)', () => {
    const { share } = play(holdUp(), N, 'hold-up-setup');
    const target = odds(encounterSetup, { table: 'hold-up-target' });
    for (const k of ['stagecoach', 'freight-wagons', 'pack-mules'])
      expect(withinSe(share('target')[k], target[k], N), k).toBe(true);
    const attackers = odds(encounterSetup, { table: 'hold-up-attackers', locale: 'arizona' });
    for (const k of ['indians', 'outlaws'])
      expect(withinSe(share('attackers')[k], attackers[k], N), k).toBe(true);
  });

  it("D.6: the Hold Up table is both leaders' 2d6 against Rep; with both led at Rep 6 it agrees with the exact table", () => {
    const p = holdUp({
      sides: [{ figures: [boss('Shotgun Jim')] }, { figures: [boss('Black Bart')] }],
    });
    const share = play(p, N, 'hold-up-table').share('holdUp');
    const exact = odds(encounterSetup, { table: 'hold-up', rep: 6, theirRep: 6 });
    for (const k of ['same', 'ours-by-1', 'ours-by-2', 'theirs-by-1', 'theirs-by-2'])
      expect(withinSe(share[k], exact[k], N), k).toBe(true);
  });

  it('an Ambush (the attackers pass 2 more) takes the party far more often than when the party passes 2 more', () => {
    const ambush = play(holdUp({}, { holdUp: 'theirs-by-2' }), 1000, 'ambush').share('result');
    const ready = play(holdUp({}, { holdUp: 'ours-by-2' }), 1000, 'ambush').share('result');
    expect(ambush.taken).toBeGreaterThan(ready.taken + 0.15);
  });

  it('six-gun-sound.md A-27 step 4 [L5757–5771]: 8 pack mules (3 + 1d6 of 5) take 8/4 + 1 = 3 Prospector skinners; with the Gunfighter escort the party is 4, and How Many (HU) 2d6 = 5 (+1) brings 5 Outlaws', () => {
    const setup = { target: 'pack-mules', guards: 'gunfighter', attackers: 'outlaws' };
    const first = (faces: number[]) => {
      const rng = new SetupScripted(faces.map((f) => f - 1));
      const text = encounter.trace!(holdUp({ locale: 'nebraska' }, setup), O, rng)[0].text;
      expect(rng.used).toBeGreaterThanOrEqual(faces.length);
      return text;
    };
    expect(first([5, 2, 3])).toMatch(/a pack-mules party of 4 \(guards: gunfighter\), 5 outlaws/);
    // 4 mules (a 1) are one string: 2 skinners; 2d6 = 7 is "equal".
    expect(first([1, 3, 4])).toMatch(/a pack-mules party of 3 \(guards: gunfighter\), 3 outlaws/);
    // 9 mules (a 6) need a third string: 4 skinners.
    expect(first([6, 3, 4])).toMatch(/a pack-mules party of 5 \(guards: gunfighter\), 5 outlaws/);
  });

  it('a trace names the rolled set-up first', () => {
    const events = encounter.trace!(holdUp(), O, rngFromSeed('hold-up-trace'));
    expect(events[0].text).toMatch(
      /^Hold Up at SL 3: a (stagecoach|freight-wagons|pack-mules) party of \d+ \(guards: [a-z-]+\), \d+ (indians|outlaws); the Hold Up table: [a-z0-9-]+ \(\d+ figures\)$/,
    );
  });
});

describe('a Hold Up scenario with bad input', () => {
  it('no Hold Up at SL 6, no Indians at SL 5: exit 2 at file:line:col, nothing written', () => {
    const res = runBad([
      'name: bad',
      'ruleset: sixgun',
      'procedure: encounter',
      'matchups:',
      '  - name: sl6',
      '    params: { type: hold-up, sl: 6 }',
      '  - name: sl5',
      '    params: { type: hold-up, sl: 5, setup: { attackers: indians } }',
    ]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/bad\.yaml:6:\d+: .*at SL 6 there is no Hold Up/);
    expect(res.stderr).toMatch(/bad\.yaml:8:\d+: .*at SL 5 the attackers are always Outlaws/);
    expect(res.wrote).toBe(false);
  });
});
