import { cardName, NO_CARD, type CardOrder } from '../../../dice/cards.ts';
import type { CardHands } from '../../../encounter/activation/card-hands.ts';
import type { Rng } from '../../../dice/rng.ts';
import { FISTICUFFS_PUSHBACK, LOCATIONS, SEVERE } from '../data.ts';
import {
  A_WINS,
  B_WINS,
  cannotPlay,
  decideCards,
  FIGHTER_STATES,
  takeBeating,
} from '../fisticuffs.ts';
import { chooseCard } from '../policies.ts';
import { KO_GUT, KO_SEVERE, type World } from './world.ts';

const HOW = ['', ' (Low Blow)', ' (suit)', ' (same suit)'];
/** Where the loser's two wounds went (reused: a fight allocates nothing). */
const wounds = new Int8Array(2);

/** The fighter's state as fisticuffs.ts's cannotPlay reads it. */
const stateOf = (w: World, c: number) =>
  FIGHTER_STATES[w.bodies[c].unconscious ? (w.knockedOut[c] === KO_GUT ? 2 : 1) : 0];

/**
 * Fisticuffs between a, who moved into base contact, and b (malice.md §1.12, D14–D17), by the
 * same rule functions as the `fisticuffs` procedure: each plays a card from his side's hand by
 * the side's fisticuffs policy (choices from `choices`, the policies' stream), Low Blow, score
 * (+1 mounted), ties by suit or the options; one who cannot play (no card, or Unconscious as
 * fisticuffs.unconsciousLoses says) loses. The loser is pushed back 2" from the winner and
 * takes two wounds, a Gut Punch knocking him out. Returns the loser, or −1 when nothing happens.
 */
export function fistfight(
  w: World,
  a: number,
  b: number,
  cards: CardHands,
  order: CardOrder,
  choices: Rng,
  rng: Rng,
): number {
  const ha = cards.hands[w.side[a]],
    hb = cards.hands[w.side[b]];
  const aOut = cannotPlay(stateOf(w, a), ha.count, w.o),
    bOut = cannotPlay(stateOf(w, b), hb.count, w.o);
  let ca = NO_CARD,
    cb = NO_CARD,
    decided: number;
  if (aOut || bOut) decided = aOut && bOut ? -1 : aOut ? B_WINS * 4 : A_WINS * 4;
  else {
    ca = ha.play(chooseCard(ha, w.fistPolicy[w.side[a]], order, choices), cards.deck);
    cb = hb.play(chooseCard(hb, w.fistPolicy[w.side[b]], order, choices), cards.deck);
    decided = decideCards(ca, cb, w.bodies[a].mounted, w.bodies[b].mounted, order, w.o);
  }
  const winner = decided < 0 || decided >> 2 > B_WINS ? -1 : decided >> 2 === A_WINS ? a : b;
  w.log?.say(
    w.turn,
    `${w.names[a]} and ${w.names[b]} come to fisticuffs${ca === NO_CARD ? '' : `: ${cardName(ca)} against ${cardName(cb)}`}${winner < 0 ? ', nothing happens' : ` — ${w.names[winner]} wins${ca === NO_CARD ? ` (${w.names[winner === a ? b : a]} cannot play)` : HOW[decided & 3]}`}`,
  );
  if (winner < 0) return -1;
  const loser = winner === a ? b : a;
  // Pushed back 2" straight away from the winner (walls stop him), contact broken (step 6).
  const dx = w.x[loser] - w.x[winner],
    dy = w.y[loser] - w.y[winner];
  const d = Math.sqrt(dx * dx + dy * dy);
  const ux = d > 0 ? dx / d : 1,
    uy = d > 0 ? dy / d : 0;
  w.bf.move(
    w.x[loser],
    w.y[loser],
    w.x[loser] + ux * FISTICUFFS_PUSHBACK,
    w.y[loser] + uy * FISTICUFFS_PUSHBACK,
    FISTICUFFS_PUSHBACK,
    0,
  );
  w.place(loser, w.bf.moveX, w.bf.moveY);
  const lb = w.bodies[loser];
  const wasOut = lb.unconscious;
  takeBeating(lb, rng, w.o, wounds);
  if (lb.unconscious && !wasOut)
    w.knockedOut[loser] = wounds[0] === SEVERE || wounds[1] === SEVERE ? KO_SEVERE : KO_GUT;
  w.log?.add(
    `; ${w.names[loser]} is pushed back and takes ${LOCATIONS[wounds[0]]} and ${LOCATIONS[wounds[1]]}${lb.dead ? ', killed' : `${lb.unconscious ? ', Unconscious' : ''}${lb.lilyLivered ? ', Lily Livered' : ''}`}`,
  );
  return loser;
}
