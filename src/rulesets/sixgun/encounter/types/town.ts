import type { Rng } from '../../../../dice/rng.ts';
import { GUNS } from '../../campaign/encounter-town.ts';
import type { Ready } from '../../campaign/table.ts';
import type { Profession, Weapon } from '../../data.ts';
import { newNpc, rollNpc } from '../../npc.ts';
import type { SixgunOptions } from '../../options.ts';
import { DRY, LOADED } from '../ammo.ts';
import { OUT_OF_SIGHT, type BandWorld } from '../band-world.ts';
import { BAND_POLICY_NAMES } from '../policy-names.ts';
import { setupTable } from './tables.ts';
import type { TypeMoves } from './type.ts';

/** Townsfolk's Defending Hearth and Home results (encounter-town's HEARTH order). */
const FREE = 0,
  OFF_STREET = 1;
/** Not yet tested. */
const UNTESTED = 255;
const STAND = BAND_POLICY_NAMES.indexOf('stand-and-shoot');

/** A building's frontage along the street, in inches: the town's buildings stand this far apart. */
export const FRONTAGE = 6;

/**
 * The town of the town encounters (Robbery §13.2, Jail Break §13.5, Capture in town §13.4):
 * its figures' places, the Townsfolk who test Defending Hearth and Home once shooting starts
 * or the alarm goes up (2d6 against Sand: Pass 2 free to act, even to chase; Pass 1 off the
 * street, fighting from a building once armed and never leaving it; Pass 0 hides and takes
 * no part), and the unarmed, who go inside and are armed on the turn after (1d6: pistol,
 * trapdoor rifle, repeating carbine, shotgun). The tests roll encounter-setup's tables.
 */
export class Town {
  /** 1 for a Townsfolk who tests Defending Hearth and Home. */
  readonly townsfolk: Uint8Array;
  /** His result (UNTESTED until he tests). */
  readonly hearth: Uint8Array;
  readonly unarmed: Uint8Array;
  /** The turn an unarmed man went inside (0: not yet). */
  readonly inside: Int32Array;
  /** The policy each figure starts the trial with. */
  readonly policy0: Uint8Array;
  private readonly hearthBySand: Ready[];
  private readonly gun: Ready;
  private readonly npc = newNpc();
  /** Option npc.inTownWeapons: everywhere, so that every figure carries his "In town" column. */
  private readonly alwaysInTown: boolean;

  constructor(max: number, o: SixgunOptions) {
    this.townsfolk = new Uint8Array(max);
    this.hearth = new Uint8Array(max);
    this.unarmed = new Uint8Array(max);
    this.inside = new Int32Array(max);
    this.policy0 = new Uint8Array(max);
    this.hearthBySand = Array.from({ length: 8 }, (_, sand) =>
      setupTable('defending-hearth', { sand }, o),
    );
    this.gun = setupTable('townsman-gun', {}, o);
    this.alwaysInTown = o['npc.inTownWeapons'] === 'everywhere';
  }

  /**
   * Rolls figure c of profession `who` on its NPC table and writes it into w: with the "In
   * town" weapons in a settlement, the normal ones elsewhere (C-90).
   */
  roll(w: BandWorld, c: number, who: Profession, rng: Rng, inTown: boolean): void {
    const f = this.npc;
    rollNpc(rng, who, inTown || this.alwaysInTown, f);
    w.profession[c] = f.profession;
    w.rep[c] = f.rep;
    w.sand[c] = f.sand;
    w.toughness[c] = f.toughness;
    w.carry(c, f.weapon, f.otherWeapon);
    w.twoPistols[c] = f.twoPistols ? 1 : 0;
    w.veteran[c] = f.veteran ? 1 : 0;
    w.attr[c] = 0;
  }

  /** The one weapon an encounter's table hands c in place of his NPC row's (a pair of pistols or a second gun too). */
  arm(w: BandWorld, c: number, weapon: Weapon): void {
    w.carry(c, weapon, null);
    w.twoPistols[c] = 0;
  }

  /** Puts c in a building picked at random along either side of a street `street` inches across. */
  putInBuilding(w: BandWorld, c: number, rng: Rng, street: number): void {
    w.x0[c] = rng.d6() * FRONTAGE * (rng.d6() <= 3 ? -1 : 1);
    w.y0[c] = rng.d6() <= 3 ? 0 : street;
  }

  /**
   * Puts c in the street 2d6" from the building at x = 0: to its left (1–2), across from it
   * (3–4) or to its right (5–6) (§13.2 Deployment).
   */
  putInStreet(w: BandWorld, c: number, rng: Rng): void {
    const d = rng.d6() + rng.d6(),
      side = rng.d6();
    w.x0[c] = side <= 2 ? -d : side <= 4 ? 0 : d;
    w.y0[c] = side <= 2 || side > 4 ? 1 : Math.max(1, d);
  }

  /** The armed populace (§13.2): a townsman in the street is unarmed at SL 4 and up, on 1–3 at SL 3. */
  armPopulace(c: number, sl: number, rng: Rng): void {
    if (sl >= 4 || (sl === 3 && rng.d6() <= 3)) this.unarmed[c] = 1;
  }

  /** A new trial: nobody has tested, the listed policies back. */
  clear(w: BandWorld): void {
    this.hearth.fill(UNTESTED);
    this.inside.fill(0);
    for (let c = 0; c < w.n; c++) {
      w.policy[c] = this.policy0[c];
      if (this.unarmed[c]) w.ammo[c] = DRY;
    }
  }

  /**
   * A townsman's activation once the town is roused: his Defending Hearth and Home test the
   * first time, then, if unarmed, into a building and armed on the turn after. True when the
   * activation is spent (he hid, or went for a gun); false: his policy plays it.
   */
  act(w: BandWorld, c: number, rng: Rng, rules: TypeMoves): boolean {
    if (!this.townsfolk[c]) return false;
    if (this.hearth[c] === UNTESTED) {
      const r = this.hearthBySand[Math.min(7, w.sand[c])].roll(rng);
      this.hearth[c] = r;
      w.log?.say(
        w.turn,
        `${w.names[c]} defends hearth and home: ${['free to act', 'off the street', 'hides'][r]}`,
      );
      if (r !== FREE && r !== OFF_STREET) {
        rules.leave(w, c);
        return true;
      }
      if (r === OFF_STREET) {
        w.policy[c] = STAND;
        w.hidden[c] = OUT_OF_SIGHT;
        w.inCover[c] = 1;
        if (!this.unarmed[c]) return true;
      }
    }
    if (!this.unarmed[c] || w.ammo[c] !== DRY) return false;
    if (this.inside[c] === 0) {
      // Into the nearest building or a store (C-41): one activation either way here.
      this.inside[c] = w.turn;
      w.hidden[c] = OUT_OF_SIGHT;
      w.inCover[c] = 1;
      w.log?.say(w.turn, `${w.names[c]} goes inside for a gun`);
      return true;
    }
    if (w.turn <= this.inside[c]) return true;
    w.carry(c, GUNS[this.gun.roll(rng)], null);
    w.ammo[c] = LOADED;
    w.refreshStats();
    w.log?.say(w.turn, `${w.names[c]} is armed with a ${w.weapon[c]}`);
    return false;
  }

  /** How many townsfolk hid (Pass 0) this trial. */
  hid(w: BandWorld): number {
    let k = 0;
    for (let c = 0; c < w.n; c++) if (this.townsfolk[c] && this.hearth[c] === 2) k++;
    return k;
  }
}
