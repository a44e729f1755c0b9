#!/usr/bin/env node
// The bin's former path. The bin is bin/highnoon.cjs (see there for why CommonJS); this runs
// it for scripts and tests that still name this file.
import { createRequire } from 'node:module';

createRequire(import.meta.url)('./highnoon.cjs').start(process.argv);
