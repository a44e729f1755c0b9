import { defaultsOf } from '../../../src/rulesets/fields.ts';
import { cowboys2Options, type Cowboys2Options } from '../../../src/rulesets/cowboys2/options.ts';

export const O = defaultsOf(cowboys2Options) as Cowboys2Options;
