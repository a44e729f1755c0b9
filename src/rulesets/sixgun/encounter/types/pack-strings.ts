import type { Rng } from '../../../../dice/rng.ts';
import { HORSE_RESULT } from '../../mount-tables.ts';
import { rollPasses } from '../../pass-dice.ts';
import { heavyHit, rollHorseHit, type BandMounts, type LedAnimals } from '../band-mounts.ts';
import type { BandWorld } from '../band-world.ts';
import { OFF_THE_TABLE } from './road-vehicle.ts';
import type { TypeMoves } from './type.ts';

/** Where a pack mule is: led on its skinner's string, standing loose or tied, or its end. */
const MULE = { led: 0, loose: 1, tied: 2, away: 3, killed: 4, runOff: 5 } as const;
/**
 * How a pack mule ends: off the table with its skinner, still the party's (it holds the field,
 * or the fight goes on), taken by the attackers (they hold the field), killed, or run off.
 */
export const MULE_ENDS = ['away', 'kept', 'taken', 'killed', 'run-off'] as const;
const [AWAY, KEPT, TAKEN, KILLED, RUN_OFF] = [0, 1, 2, 3, 4];
/** A mule train has 3 + 1d6 pack mules (§13.9 [L3782]). */
export const MOST_MULES = 9;
/** A firearm this close to a loose or tied mule makes it test Skittish (§10.8 [L2428]). */
const SKITTISH_INCHES = 6;
/** A party that sets up as it likes ties each string this far behind its skinner (as his mount). */
const BEHIND = 2;

/**
 * The pack mules of a Hold Up's mule train on the field (six-gun-sound.md §13.9 Deployment
 * [L3836]): each skinner on his saddle mule leads a string of them, dealt out in turn so that
 * every skinner leads one of up to four, and holds them as a rider holds mounts (one-handed
 * weapons only, at −1, §10.5 [L2294]); each mule's Quality is Mount Quality with the Prosperity
 * of the party's Outfit Leader (§10.1 [L2021, L2061]). A led string goes where its skinner
 * goes. Travelling, the skinners ride for the table's edge along the road, their strings behind
 * them, at a mule's 8" (§10.1 [L2084]); off it, skinner and string are away. A skinner down,
 * thrown or gone lets go of his string: its mules stand loose where he was (§10.8 [L2414]). A
 * party that set up as it liked has its strings tied behind the skinners, who fight. A firearm
 * going off within 6" of a loose or tied mule makes it test Skittish (§10.8): loose, it moves
 * 1d6" away on a Pass 2 and runs off on less; tied, it breaks loose and moves 1d6" on a Pass 1
 * and runs off on a Pass 0. Nobody fires at the mules (the attackers want the goods, the party
 * keeps them), but a shot's 8 at a skinner leading a string hits "the mount or a bystander"
 * (§10.5 [L2310]): with `holdUp.stringHits: string` his saddle mule or one of his string,
 * picked evenly, a pack mule hit rolling They Shot My Horse! (§10.7): dead or mortally wounded
 * it is killed; gone down or crippled (half speed) he cuts it loose; spooked or grazed it keeps
 * its place.
 */
export class PackStrings implements LedAnimals {
  /** This trial's mules: how many, each one's state (MULE), skinner, place and Quality. */
  count = 0;
  private readonly state = new Uint8Array(MOST_MULES);
  private readonly leader = new Int32Array(MOST_MULES);
  private readonly x = new Float64Array(MOST_MULES);
  private readonly y = new Float64Array(MOST_MULES);
  private readonly quality = new Int32Array(MOST_MULES);
  /** The skinners (the party's first figures) and the strings they may lead this trial. */
  private skinners = 0;
  private m: BandMounts | null = null;
  /** An 8 at a skinner may land on his string (holdUp.stringHits: string). */
  constructor(private readonly stringHits: boolean) {}

  /** A new trial: `count` mules (0: none on the field) for the party's first `skinners` figures. */
  start(count: number, skinners: number): void {
    this.count = count;
    this.skinners = skinners;
    this.m = null;
  }

  /**
   * After the world's reset: each mule rolled and dealt to a skinner in turn, led by him in the
   * saddle, or tied behind him when the party set up as it liked (`tied`).
   */
  reset(w: BandWorld, m: BandMounts, tied: boolean, rng: Rng): void {
    if (this.count === 0) return;
    this.m = m;
    m.led = this;
    const owner = w.outfitLeader[0];
    for (let k = 0; k < this.count; k++) {
      const s = k % this.skinners;
      this.leader[k] = s;
      this.quality[k] = m.packQuality(w, owner, rng);
      if (tied) {
        this.state[k] = MULE.tied;
        this.x[k] = w.x0[s];
        this.y[k] = w.y0[s] - BEHIND;
      } else {
        this.state[k] = MULE.led;
        m.leads[s]++;
      }
    }
  }

  /** Whether c leads a string now. */
  leads(c: number): boolean {
    return this.m !== null && this.m.leads[c] > 0;
  }

  /**
   * Skinner c's activation leading his string: he rides on along the road for the table's edge
   * (his mule's move, Mounted Moving Fast, every enemy he comes into the sight of taking Got a
   * Shot); off it, he and his string are away.
   */
  ride(w: BandWorld, c: number, rng: Rng, moves: TypeMoves): void {
    moves.moveTo(w, c, OFF_THE_TABLE, w.y[c], rng);
    if (!w.alive[c] || w.x[c] < OFF_THE_TABLE - 1e-9 || !this.leads(c)) return;
    for (let k = 0; k < this.count; k++)
      if (this.state[k] === MULE.led && this.leader[k] === c) this.state[k] = MULE.away;
    this.m!.leads[c] = 0;
    w.log?.add(`; ${w.names[c]} is off the table with his string`);
    moves.leave(w, c);
  }

  /** A skinner down, gone or out of the saddle lets go of his string: loose where he was. */
  check(w: BandWorld): void {
    const m = this.m;
    if (m === null) return;
    for (let k = 0; k < this.count; k++) {
      if (this.state[k] !== MULE.led) continue;
      const c = this.leader[k];
      if (w.alive[c] && w.mounted[c]) continue;
      this.state[k] = MULE.loose;
      this.x[k] = w.x[c];
      this.y[k] = w.y[c];
      if (m.leads[c] > 0) {
        m.leads[c] = 0;
        w.log?.add(`; ${w.names[c]}'s string is loose`);
      }
    }
  }

  /** Every string still led is off the table, and at least one mule with it. */
  allAway(): boolean {
    let away = 0;
    for (let k = 0; k < this.count; k++) {
      if (this.state[k] === MULE.led) return false;
      if (this.state[k] === MULE.away) away++;
    }
    return away > 0;
  }

  fired(w: BandWorld, s: number, rng: Rng): void {
    this.check(w);
    for (let k = 0; k < this.count; k++) {
      const h = this.state[k];
      if (h !== MULE.loose && h !== MULE.tied) continue;
      const dx = this.x[k] - w.x[s],
        dy = this.y[k] - w.y[s];
      const d = Math.sqrt(dx * dx + dy * dy);
      if (d > SKITTISH_INCHES) continue;
      w.skittishTests++;
      const p = rollPasses(rng, 2, this.quality[k]);
      if (p === 0 || (p === 1 && h === MULE.loose)) {
        this.state[k] = MULE.runOff;
        w.log?.add('; a pack mule runs off');
        continue;
      }
      if (p === 2 && h === MULE.tied) continue;
      const step = rng.d6();
      this.state[k] = MULE.loose;
      this.x[k] += (d > 0 ? dx / d : 0) * step;
      this.y[k] += (d > 0 ? dy / d : w.side[this.leader[k]] ? 1 : -1) * step;
    }
  }

  struck(w: BandWorld, s: number, t: number, rng: Rng): boolean {
    if (!this.stringHits) return false;
    const n = this.m!.leads[t];
    const pick = rng.below(1 + n);
    if (pick === 0) return false; // his saddle mule
    let k = -1;
    for (let j = 0, seen = 0; j < this.count; j++)
      if (this.state[j] === MULE.led && this.leader[j] === t && ++seen === pick) k = j;
    const res = rollHorseHit(this.quality[k], heavyHit(w, s, t), rng);
    if (res === HORSE_RESULT.dead || res === HORSE_RESULT['mortal-wound']) {
      this.state[k] = MULE.killed;
      this.m!.leads[t]--;
      w.log?.add(`; the shot hits a pack mule of ${w.names[t]}'s string: killed`);
    } else if (res === HORSE_RESULT['half-speed'] || res === HORSE_RESULT.crippled) {
      this.state[k] = MULE.loose;
      this.x[k] = w.x[t];
      this.y[k] = w.y[t];
      this.m!.leads[t]--;
      w.log?.add(`; the shot lames a pack mule of ${w.names[t]}'s string, cut loose`);
    } else w.log?.add(`; the shot hits a pack mule of ${w.names[t]}'s string: unhurt`);
    return true;
  }

  /**
   * The party ran as a Posse's Runners instead (holdUp.targetBy2: posse): the mules went with
   * it, away if it escaped, else with it where the fight is (none on the field).
   */
  ran(escaped: boolean): void {
    this.m = null;
    this.state.fill(escaped ? MULE.away : MULE.led, 0, this.count);
  }

  /**
   * How many mules end `e` (an index of MULE_ENDS): those still on the field (or with a caught
   * Posse) are taken when the attackers hold it (`taken`), else kept.
   */
  ended(e: number, taken: boolean): number {
    let n = 0;
    for (let k = 0; k < this.count; k++) if (this.endOf(k, taken) === e) n++;
    return n;
  }

  private endOf(k: number, taken: boolean): number {
    const h = this.state[k];
    if (h === MULE.away) return AWAY;
    if (h === MULE.killed) return KILLED;
    if (h === MULE.runOff) return RUN_OFF;
    return taken ? TAKEN : KEPT;
  }
}
