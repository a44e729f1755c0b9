/**
 * A gunfighter's gun, six-gun-sound.md §3.4: loaded; empty (an activation spent reloading
 * fixes it); one last shot left, for active fire only [L1015]; dry for good [L1017].
 */
export const LOADED = 0,
  EMPTY = 1,
  LAST = 2,
  DRY = 3;
