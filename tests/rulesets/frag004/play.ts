import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { frag004Options, type Frag004Options } from '../../../src/rulesets/frag004/options.ts';
import type { Procedure } from '../../../src/rulesets/types.ts';
import { playOnce as play, type Draw } from '../../helpers/scripted.ts';

export const O = defaultsOf(frag004Options) as Frag004Options;
export const withOptions = (over: Partial<Frag004Options>): Frag004Options => ({ ...O, ...over });
export const paramsOf = <P>(proc: Procedure<P>, over: Partial<P> = {}): P => ({
  ...(defaultsOf(proc.params) as P),
  ...over,
});

/** One trial on scripted dice under the default options unless given (helpers/scripted.ts). */
export const playOnce = <P>(
  proc: Procedure<P>,
  params: P,
  script: readonly Draw[],
  o: Frag004Options = O,
) => play(proc, params, o, script);
