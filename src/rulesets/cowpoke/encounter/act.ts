/** What a policy can ask for; the target and destination go in w.actTarget / actX, actY, actStop. */
export const ACT = {
  END: 0,
  MOVE: 1,
  RUN: 2,
  SHOOT: 3,
  AIM: 4,
  BLAZE: 5,
  RELOAD: 6,
  THROW: 7,
  OVERWATCH: 8,
  BRAWL: 9,
  DISENGAGE: 10,
  SWITCH: 11,
  INTERACT: 12,
} as const;
