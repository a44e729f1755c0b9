import { Layout } from '../../core/layout.ts';
import { booleanField, numberField, type Values } from '../fields.ts';
import type { ExactMetrics, Procedure } from '../types.ts';
import type { SixgunOptions } from './options.ts';
import { passCounts } from './pass-dice.ts';
import {
  CAUGHT,
  CHASERS_START,
  ENDS,
  ESCAPED,
  PursuitGrid,
  RUNNING,
  SHOOTING_GAP,
} from './pursuit-grid.ts';

/**
 * The Posse Chase, six-gun-sound.md §13.3 [L3342–3469], played turn by turn on the Pursuit
 * Grid. Bands are counted from the lead Runner party, always in band 1 (C-45): each side's
 * parties (its riders in one band) roll one 2d6 on the Chase table against each rider's
 * mount Quality (a Pass 1 is his own Horsemanship test); a rider who fails drops back a
 * band; when every leading Runner drops back they stay in band 1 and everyone else moves up
 * one. Double 1s on the activation dice lame a random Runner's (1–3) or Chaser's mount, and
 * its rider is out of the chase. It ends when the Chasers come within 2 bands of a Runner
 * (rifle range: a fight follows), when every Chaser has fallen off the grid (the Runners
 * escape), or at the turn limit. The Runners never hole up here (that is encounter-setup's
 * posse-hole-up). Exact for one Runner and one Chaser.
 */
const MAX_RIDERS = 12;

const rider = (who: string, max: number, dflt: number) =>
  numberField({ default: dflt, min: 1, max, integer: true, description: who });

const params = {
  runners: rider('Runners (mounted).', 6, 3),
  runnerQuality: rider("The Runners' mounts' Quality.", 6, 4),
  runnerHorsemanship: rider("The Runners' Horsemanship.", 6, 4),
  chasers: rider('Chasers (mounted).', MAX_RIDERS, 6),
  chaserQuality: rider("The Chasers' mounts' Quality.", 6, 4),
  chaserHorsemanship: rider("The Chasers' Horsemanship.", 6, 4),
  bands: numberField({
    default: 10,
    min: CHASERS_START,
    max: 10,
    integer: true,
    description: 'Bands on the grid: 10 for a Posse, 8 for Cattle Rustling (§13.7).',
  }),
  rough: booleanField({
    default: false,
    description: 'Rough terrain or high country: −1 Quality for everyone.',
  }),
  maxTurns: numberField({
    default: 30,
    min: 1,
    max: 200,
    integer: true,
    description: 'Turns before the chase is called off.',
  }),
} as const;

export type PosseChaseParams = Values<typeof params>;

const qualityOf = (q: number, p: PosseChaseParams) => q - (p.rough ? 1 : 0);

/** P(a rider keeps his band): Pass 2, or Pass 1 and a Horsemanship test that counts as Pass 2. */
export function pKeeps(quality: number, hr: number): number {
  const m = passCounts(2, quality),
    h = passCounts(2, hr);
  return m[2] + m[1] * (h[2] + (hr >= quality ? h[1] : 0));
}

const layout = () =>
  new Layout()
    .categories(
      'end',
      ENDS,
      'the Chasers get within shooting range, the Runners escape, or the chase goes on',
    )
    .mean('turns', 'turns the chase lasts')
    .mean('lameRunners', 'Runners left behind by a lame mount')
    .mean('chasersLeft', 'Chasers still on the grid at the end');

export const posseChase: Procedure<PosseChaseParams, SixgunOptions> = {
  id: 'posse-chase',
  title: 'The Posse Chase',
  description:
    "A Posse encounter's pursuit (six-gun-sound.md §13.3 [L3342–3469]) played on the Pursuit Grid: each party rolls the Chase table against its riders' mounts (a Pass 1 a Horsemanship test, A-24), riders who fail drop back a band, the lead Runners stay in band 1 and the Chasers close when they slip (C-45), double 1s lame a mount. It ends when the Chasers are within 2 bands (a fight follows), when they have all fallen off the grid, or at the turn limit. Exact for one Runner against one Chaser.",
  params,
  metrics: layout,
  explain: (p) =>
    `${p.runners} Runner(s) on Quality ${qualityOf(p.runnerQuality, p)} against ${p.chasers} Chaser(s) on Quality ${qualityOf(p.chaserQuality, p)} from band ${CHASERS_START} of ${p.bands}, at most ${p.maxTurns} turns`,

  exact(p): ExactMetrics {
    if (p.runners !== 1 || p.chasers !== 1) return {};
    const r = 1 - pKeeps(qualityOf(p.runnerQuality, p), p.runnerHorsemanship);
    const c = 1 - pKeeps(qualityOf(p.chaserQuality, p), p.chaserHorsemanship);
    const lame = 1 / 72; // double 1s (1/36), then the Runners' or the Chasers' half
    let at = new Float64Array(p.bands + 2);
    at[CHASERS_START] = 1;
    const end = new Float64Array(ENDS.length);
    let turns = 0,
      lameRunners = 0;
    for (let turn = 1; turn <= p.maxTurns; turn++) {
      const next = new Float64Array(at.length);
      for (let band = 0; band < at.length; band++) {
        const w = at[band];
        if (w === 0) continue;
        end[CAUGHT] += w * lame;
        lameRunners += w * lame;
        end[ESCAPED] += w * lame;
        turns += 2 * w * lame * turn;
        const go = w * (1 - 2 * lame);
        // The Runner drops (the Chaser closes) with r, the Chaser drops with c.
        for (const [to, q] of [
          [band - 1, r * (1 - c)],
          [band + 1, (1 - r) * c],
          [band, r * c + (1 - r) * (1 - c)],
        ] as const) {
          if (to > p.bands) {
            end[ESCAPED] += go * q;
            turns += go * q * turn;
          } else if (to - 1 <= SHOOTING_GAP) {
            end[CAUGHT] += go * q;
            turns += go * q * turn;
          } else next[to] += go * q;
        }
      }
      at = next;
    }
    const running = at.reduce((a, b) => a + b, 0);
    end[RUNNING] = running;
    turns += running * p.maxTurns;
    return {
      end: Object.fromEntries(ENDS.map((e, i) => [e, end[i]])),
      turns,
      lameRunners,
      chasersLeft: 1 - end[ESCAPED], // he is out only by falling off the grid or a lame mount
    };
  },

  simulate(p, _o, rng, trials, acc) {
    const l = layout();
    const sEnd = l.slot('end'),
      sTurns = l.slot('turns'),
      sLame = l.slot('lameRunners'),
      sLeft = l.slot('chasersLeft');
    const grid = new PursuitGrid(p.runners, p.chasers);
    const runners = {
      n: p.runners,
      quality: qualityOf(p.runnerQuality, p),
      hr: p.runnerHorsemanship,
    };
    const chasers = {
      n: p.chasers,
      quality: qualityOf(p.chaserQuality, p),
      hr: p.chaserHorsemanship,
    };
    for (let t = 0; t < trials; t++) {
      const end = grid.chase(rng, runners, chasers, p.bands, p.maxTurns);
      const turn = grid.turn,
        lame = grid.lame,
        left = grid.chasersLeft();
      acc[sEnd + end]++;
      acc[sTurns] += turn;
      acc[sTurns + 1] += turn * turn;
      acc[sLame] += lame;
      acc[sLame + 1] += lame * lame;
      acc[sLeft] += left;
      acc[sLeft + 1] += left * left;
    }
    acc[0] += trials;
  },
};
