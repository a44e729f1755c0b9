/**
 * How a shooter sits as he fires (six-gun-sound.md §10.5 [L2294–2306]), as bit flags: in the
 * saddle; having ridden this activation (a normally moving mount counts as moving fast, and
 * riding fast halves his effective range); on a Nag (−1 Rep); holding mounts (−1 Rep on
 * foot, one hand free). The band engine's horses say it (BandMounts), or an encounter type
 * that keeps a getaway's horses itself.
 */
export const SADDLE = 1,
  RODE = 2,
  ON_NAG = 4,
  HOLDING = 8;
