import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { streamFor } from '../../src/dice/rng.ts';
import type { Field } from '../../src/rulesets/fields.ts';
import { RULESETS } from '../../src/rulesets/registry.ts';
import type { Procedure, Ruleset } from '../../src/rulesets/types.ts';
import { resolveMatchup } from '../../src/rulesets/validate.ts';
import { eachCell, loadScenario } from '../../src/scenario/load.ts';
import { ROOT } from '../helpers.ts';

/**
 * Every option of every ruleset must change something: for some situation, the answer of
 * some procedure (its checks, its exact metrics, or a fixed-seed simulation where it has no
 * exact answer) differs when the option takes another value. The situations are every
 * matchup and variant of the ruleset's shipped scenarios, and the situations below for options
 * no shipped scenario reaches (the comment names the option each is for). An option added
 * without either fails here; so does one that no procedure reads.
 */
const SITUATIONS: Record<
  string,
  { procedure: string; params: Record<string, unknown>; options?: Record<string, unknown> }[]
> = {
  cowpoke: [
    { procedure: 'shot', params: { weapon: 'gatling', range: 'medium', neighbours: 3 } },
    { procedure: 'disengage', params: { armed: 0, gunmen: 1 } },
    { procedure: 'survival', params: { tier: 'legend' } },
    // A stick landing by one enemy while another stands in stone cover within the blast.
    {
      procedure: 'encounter',
      params: {
        maxTurns: 3,
        battlefield: { cover: [{ x: 9, y: -1, width: 1.5, height: 2, kind: 'stone' }] },
        sides: [
          {
            name: 'A',
            policy: 'dynamite-first',
            characters: [{ name: 'a', weapons: ['revolver', 'dynamite'], x: 0, y: 0 }],
          },
          {
            name: 'B',
            characters: [
              { name: 'b', x: 8, y: 0 },
              { name: 'c', x: 9.5, y: 0 },
            ],
          },
        ],
      },
    },
  ],
  sixgun: [
    { procedure: 'shot', params: { rep: 2, weapon: 'shotgun', repModifier: 6 } }, // shotgun.floorAfterModifiers
    { procedure: 'shot', params: { rep: 2, distance: 11 } }, // longRange.rollPerShot
    { procedure: 'shot', params: { rep: 4, shots: 1, bystanders: 2 } }, // shot.bystanders
    { procedure: 'reaction', params: { test: 'comin-back', profession: 'buffalo-hunter' } }, // cominBack.bmPass1
    {
      procedure: 'reaction',
      params: { test: 'comin-back', profession: 'gambler', cover: true },
    }, // cominBack.ggtPass1
    { procedure: 'reaction', params: { profession: 'plains-warrior', cover: true } }, // warrior.restoreMissingLines
    { procedure: 'draw', params: { figures: 4, holdUnmanned: true } }, // draw.unmannedSandLoss
    { procedure: 'vehicle', params: { table: 'driver-down' } }, // vehicle.driverlessHalt
    { procedure: 'campaign-season', params: { lieLow: 2 } }, // campaign.raid
    {
      procedure: 'encounter',
      params: {
        type: 'hold-up',
        locale: 'arizona',
        setup: { target: 'pack-mules', guards: 'gunfighter', holdUp: 'ours-by-2' },
      },
    }, // holdUp.targetBy2: the party passing 2 more runs as a Posse or sets up in cover
    {
      procedure: 'encounter',
      params: {
        type: 'hold-up',
        locale: 'arizona',
        setup: { target: 'pack-mules', guards: 'rangers', holdUp: 'same' },
      },
    }, // holdUp.stringHits: an 8 at a skinner leading a string lands on a pack mule or his saddle mule
    {
      procedure: 'campaign-season',
      params: {
        profession: 'outlaw',
        ladder: 'profession',
        locale: 'missouri',
        gang: 3,
        seasons: 1,
      },
    }, // campaign.unpaidLeaves: three hard cases he cannot pay after a season
    {
      procedure: 'campaign-season',
      params: {
        profession: 'outlaw',
        ladder: 'profession',
        locale: 'missouri',
        outfit: 'none',
        seasons: 1,
      },
    }, // campaign.holdUpUnpaid: a Hold Up of wagons or mules that pays nothing, pursued or not
    {
      procedure: 'encounter',
      params: {
        type: 'cattle-drive',
        setup: {
          herd: 6,
          table: 'campaign',
          knownTrailBoss: true,
          stretches: { 'west-texas': 'calamity', 'indian-territory': 'none', kansas: 'none' },
        },
      },
    }, // campaign.knownTrailBoss: a Calamity is the encounter he does not have, or not
    {
      procedure: 'gunfight',
      params: {
        type: 'GF-3',
        sight: 'night',
        sides: [
          {
            name: 'A',
            policy: 'advance',
            figures: [{ name: 'Al', rep: 3, weapon: 'derringer', mount: { quality: 5 } }],
          },
          {
            name: 'B',
            figures: [
              { name: 'Bud', rep: 1, sand: 6, weapon: 'derringer', group: 1 },
              { name: 'Bo', rep: 6, sand: 1 },
            ],
          },
        ],
      },
    }, // gotAShot.holdFire: Bud, hidden by an Ambush, first sees Al ride in 12" off, out of his derringer's 6"
    { procedure: 'fight', params: {} }, // fight.bothFailKeepFighting
    { procedure: 'fight', params: { bMeleeWeapon: true } }, // fight.killingStrokeWeapon
    { procedure: 'fight', params: { bMounted: true } }, // fight.mountedImpactNeedsMeleeWeapon
    { procedure: 'cowboy-campaign', params: { table: 'buy-them', rep: 3 } }, // campaign.buyThemFourToFive
    {
      procedure: 'cowboy-campaign',
      params: { table: 'hey-i-know-those-boys', closeCall: true },
    }, // campaign.closeCall
  ],
  malice: [
    {
      procedure: 'hand',
      params: { players: 10, turn: 3, policy: 'random', threeDiscards: 'none' },
    }, // deck.reshuffle
    { procedure: 'activation', params: { weapon: 'repeating-rifle', character: 'placeholder' } }, // ammo.repeatingRifle
    {
      procedure: 'shot',
      params: { character: 'placeholder', distance: 12, cover: 'hard', mounted: true },
    }, // shoot.natural10AutoHit
    { procedure: 'courage', params: { character: 'placeholder' } }, // gycu.cardMustBeExpended
    { procedure: 'initiative', params: {} }, // gycu.faceCardOnInitiative
    { procedure: 'covered', params: { character: 'placeholder' } }, // gyc.timing
    {
      procedure: 'snap',
      params: { character: 'placeholder', attackerCard: '7C', playedCard: '7S' },
    }, // snap.compare
    {
      procedure: 'snap',
      params: { character: 'placeholder', distance: 3, attackerCard: '2C' },
    }, // snap.cancelsAttackIf
    {
      procedure: 'fisticuffs',
      params: { character: 'placeholder', aState: 'unconscious-gut-punch' },
    }, // fisticuffs.unconsciousLoses
    { procedure: 'skedaddle', params: { aCasualties: 5, bCasualties: 5 } }, // skedaddle.bothFail
    { procedure: 'move', params: { rough: 2 } }, // move.mixedTerrain
    // A side waiting on Got You Covered for a side that walks into its reach.
    {
      procedure: 'encounter',
      params: {
        maxTurns: 4,
        sides: [
          {
            name: 'A',
            outOfReach: 'got-you-covered',
            characters: [{ name: 'a', x: 0, y: 0, character: 'placeholder' }],
          },
          { name: 'B', characters: [{ name: 'b', x: 32, y: 0, character: 'placeholder' }] },
        ],
      },
    }, // gyc.expires
  ],
  cowboys2: [
    { procedure: 'moves', params: { squares: 1, shots: 1 } }, // activation.moveAndShoot
    { procedure: 'shot', params: { weapon: 'rifle', shots: 2, ammo: 1 } }, // ammo.rifle
    { procedure: 'shot', params: { reaction: true, shooterHealth: 1 } }, // reaction.atOneHealth
    {
      procedure: 'shot',
      params: { range: 1, shots: 2 },
      options: { 'optional.deadlyShots': true },
    }, // deadlyShots.stack
    {
      procedure: 'shot',
      params: { fanFire: true, shots: 1, shooterHealth: 1 },
      options: { 'optional.fanFire': true },
    }, // fanFire.apCost
    { procedure: 'shot', params: { target: 'horse', riderAboard: true } }, // horseKilled.skipNextActivation
    { procedure: 'shot', params: { weapon: 'shotgun', redLine: true, openDoor: true } }, // cover.stack
    {
      procedure: 'brawl',
      params: { attackerHealth: 1, attackerMaxHealth: 3, defenderMaxHealth: 4, rear: true },
    }, // brawl.tie
    { procedure: 'brawl', params: { defenderHealth: 2, defenderMaxHealth: 3 } }, // brawl.healthPenaltyBase
    {
      procedure: 'brawl',
      params: { attackerHealth: 2, attackerModifier: 1, defenderHealth: 1, defenderMaxHealth: 2 },
    }, // brawl.defenderHurtsAttacker
    { procedure: 'damage', params: { health: 3 } }, // varDamage.fourIs
    { procedure: 'moves', params: { mounted: true, horseSquares: 4, horseWounded: true } }, // optional.horseHitSlows
    {
      procedure: 'moves',
      params: { mounted: true, squares: 1, horseSquares: 5, dismount: true },
    }, // horse.separatePool
    { procedure: 'initiative', params: { aModifier: 2, bModifier: 2 } }, // initiative.tie
    // b faces a1 (east); a2 stands behind b's square but off its back side (facing.back).
    {
      procedure: 'encounter',
      params: {
        maxTurns: 1,
        grid: { width: 12, height: 12 },
        sides: [
          {
            name: 'A',
            cowboys: [
              { name: 'a1', x: 9, y: 5 },
              { name: 'a2', x: 2, y: 9 },
            ],
          },
          { name: 'B', cowboys: [{ name: 'b', x: 5, y: 5 }] },
        ],
      },
    },
    // Hands of DEAD EYEs: two shots an activation, reactions at range 3–4 (cards.perTurnOwn, cards.perTurnOpp).
    {
      procedure: 'encounter',
      params: {
        maxTurns: 4,
        grid: { width: 12, height: 12 },
        sides: [
          {
            name: 'A',
            hand: 4,
            deck: { deadEye: 4, other: 0 },
            cowboys: [{ name: 'a', x: 0, y: 5 }],
          },
          {
            name: 'B',
            hand: 4,
            deck: { deadEye: 4, other: 0 },
            cowboys: [{ name: 'b', x: 8, y: 5 }],
          },
        ],
      },
    },
  ],
  frag004: [
    { procedure: 'move', params: { action: 'run', obstacle: 8 } },
    {
      procedure: 'move',
      params: { action: 'run', kneel: true },
      options: { 'fall.ones': 'exactlyTwo' },
    },
    { procedure: 'move', params: { action: 'sprint', kneel: true, obstacle: 12 } },
    { procedure: 'posture', params: { action: 'reposition', distance: 1, path: 3 } },
    { procedure: 'posture', params: { action: 'hit-the-dirt', declared: false } },
    {
      procedure: 'aim',
      params: { aims: 4, then: 'shoot', distance: 10, targetMove: 3, targetMoves: 2 },
    },
    { procedure: 'aim', params: { distance: 3, shift: 2 } },
    { procedure: 'load', params: { ammo: 'cap-and-ball' } },
    {
      procedure: 'shoot',
      params: {
        mode: 'fan',
        class: 'hero',
        rounds: 3,
        dice: 5,
        hitOn: 5,
        jamDice: 0,
        distance: 8,
        mediumRange: 12,
        secondaryToPrimary: 3,
        secondaryToShooter: 6,
      },
    },
    { procedure: 'brawl', params: { dice: 2, opponentDice: 2, hitOn: 4 } },
  ],
};

interface Probe {
  procedure: Procedure;
  params: Record<string, any>;
  options: Record<string, any>;
  label: string;
}

function probesOf(r: Ruleset): Probe[] {
  const dir = join(ROOT, 'scenarios', r.id);
  const probes: Probe[] = [];
  // The situations first: each was written for an option the scenarios do not reach.
  for (const x of SITUATIONS[r.id] ?? []) {
    const procedure = r.procedures[x.procedure];
    const resolved = resolveMatchup(r, procedure, x.params, x.options ?? {});
    // A refusal by the procedure's own check is an answer too (an option may lift it); a
    // mistake in the situation itself is not.
    if (resolved.problems.some((q) => q.path.length > 1))
      throw new Error(
        `${r.id} ${x.procedure}: ${resolved.problems.map((q) => q.message).join('; ')}`,
      );
    probes.push({
      procedure,
      params: resolved.params,
      options: resolved.options,
      label: `${r.id} ${x.procedure} ${JSON.stringify(x.params)}`,
    });
  }
  for (const f of readdirSync(dir)
    .filter((x) => x.endsWith('.yaml'))
    .sort()) {
    const s = loadScenario(join(dir, f));
    for (const c of eachCell(s))
      probes.push({
        procedure: c.matchup.procedure,
        params: c.params,
        options: c.options,
        label: `${f} ${c.matchup.name} / ${c.variant.name}`,
      });
  }
  // Exact answers first: they are cheap; simulated-only procedures (encounters) after them.
  probes.sort(
    (a, b) => Number(Boolean(a.procedure.paramsSchema)) - Number(Boolean(b.procedure.paramsSchema)),
  );
  // Around each situation with an exact answer, every other value of each choice and flag, one
  // at a time: options often matter only for one weapon, test or profession.
  for (const base of [...probes]) {
    if (!base.procedure.exact || base.procedure.paramsSchema) continue;
    for (const [name, f] of Object.entries(base.procedure.params)) {
      const values =
        f.kind === 'enum' ? f.values : f.kind === 'boolean' ? [!base.params[name]] : [];
      for (const v of values) {
        if (v === base.params[name]) continue;
        const resolved = resolveMatchup(
          r,
          base.procedure,
          { ...base.params, [name]: v },
          base.options,
        );
        if (resolved.problems.some((q) => q.path.length > 1)) continue;
        probes.push({
          procedure: base.procedure,
          params: resolved.params,
          options: resolved.options,
          label: `${base.label} with ${name}=${String(v)}`,
        });
      }
    }
  }
  return probes;
}

/** The values an option can take other than `current` (its value in a situation). */
function alternatives(f: Field, current: unknown = f.default): unknown[] {
  if (f.kind === 'enum') return f.values.filter((v) => v !== current);
  if (f.kind === 'boolean') return [!current];
  const d = f.default ?? 0;
  // The declared bounds too (not the ±1000 stand-in), so that a fraction in [0, 1] has other values.
  const ends = [f.min, f.max].filter((v): v is number => v !== undefined && Math.abs(v) < 1000);
  return [...new Set([d + 1, d - 1, d + 2, ...ends])].filter(
    (v) =>
      v !== current && (f.min === undefined || v >= f.min) && (f.max === undefined || v <= f.max),
  );
}

const SIM_TRIALS = 200;

/** Everything a procedure answers for a situation, as one string. */
function answer(p: Probe, options: Record<string, any>): string {
  const problems = p.procedure.check?.(p.params, options) ?? [];
  if (problems.length) return `refused: ${problems.join('; ')}`;
  const layout = p.procedure.metrics(p.params, options);
  // Encounters are exact only for some fights: their simulation is always part of the answer.
  if (p.procedure.exact && !p.procedure.paramsSchema)
    return JSON.stringify([layout.metrics, p.procedure.exact(p.params, options)]);
  const acc = layout.create();
  p.procedure.simulate(
    p.params,
    options,
    streamFor({ seed: 'option-coverage', matchup: 0, variant: 0, chunk: 0 }),
    SIM_TRIALS,
    acc,
  );
  return JSON.stringify([layout.metrics, Array.from(acc)]);
}

describe('option coverage: no option of any ruleset is ignored by every procedure', () => {
  for (const r of RULESETS) {
    // Six Gun Sound's part may answer every probe and shipped scenario once per option value.
    it(`${r.id}: every option with another value changes some answer`, { timeout: 900_000 }, () => {
      const probes = probesOf(r);
      const baseline = new Map<Probe, string>();
      // Every probe is asked about an option until one tells its values apart, so the order
      // decides only the time. A probe whose answer is known has its cost known too: those are
      // asked first, the quickest first, then the others in list order. In list order alone an
      // option that only a late scenario tells apart made Six Gun Sound's part answer a hundred
      // encounters for it (375 s in CI).
      const took = new Map<Probe, number>();
      const ignored: string[] = [];
      for (const [key, field] of Object.entries(r.options)) {
        const values = alternatives(field);
        if (values.length === 0) continue; // a ruling with no alternative reading: nothing to change
        const tells = (p: Probe) =>
          alternatives(field, p.options[key]).some((v) => {
            if (!baseline.has(p)) {
              const t0 = performance.now();
              baseline.set(p, answer(p, p.options));
              took.set(p, performance.now() - t0);
            }
            return answer(p, { ...p.options, [key]: v }) !== baseline.get(p);
          });
        const known = new Set([...took.keys()].sort((a, b) => took.get(a)! - took.get(b)!));
        const found = [...known].find(tells) ?? probes.find((p) => !known.has(p) && tells(p));
        if (found === undefined) ignored.push(key);
      }
      expect(ignored, `${r.id} options that no scenario or situation can tell apart`).toEqual([]);
    });
  }
});
