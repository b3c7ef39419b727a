#!/usr/bin/env node
/*
 * The `workforce-api-mock` command (package.json "bin"): starts the simulator's HTTP server and keeps it up
 * until SIGINT or SIGTERM. No top-level await, so the CommonJS build of this entry compiles too.
 */
import { runCli } from './cli-main.js';

const controller = new AbortController();
process.once('SIGINT', () => controller.abort());
process.once('SIGTERM', () => controller.abort());

void runCli(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  signal: controller.signal,
}).then((code) => {
  process.exitCode = code;
});
