#!/usr/bin/env node
// The CLI is TypeScript run through tsx's loader, so the checkout works without a build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv);
