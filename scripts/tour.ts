/**
 * The SDK tour behind `npm start`: a realistic flow through `workforce-api` against the simulator of
 * `workforce-api/testing`, started on the spot (no credentials, no network). Uses only the public API, so every
 * call shown here is one an integrator can make. Any failure exits non-zero. The steps live in `scripts/tour/`,
 * in the order `main()` runs them.
 */
import { startMockServer } from '../src/testing/index.js';
import { connect } from './tour/connect.js';
import { catchErrors } from './tour/errors.js';
import { followPayrolls, readBalances } from './tour/payroll.js';
import { createMilestone, listPersons } from './tour/persons.js';
import { readRemittance, resolveRequirement } from './tour/statutory.js';
import { showWebhooks } from './tour/webhooks.js';

async function main(): Promise<void> {
  const started = performance.now();
  const server = await startMockServer();
  try {
    const tour = await connect(server);
    await createMilestone(tour);
    await listPersons(tour);
    await readBalances(tour);
    await followPayrolls(tour);
    await resolveRequirement(tour);
    await readRemittance(tour);
    await showWebhooks(tour);
    await catchErrors(tour);
  } finally {
    await server.close();
  }
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s: simulator closed.`);
}

const watchdog = setTimeout(() => {
  console.error('\nThe tour took more than 30 s; giving up.');
  process.exit(1);
}, 30_000);
watchdog.unref();

main().catch((error: unknown) => {
  console.error('\nThe tour failed:', error);
  process.exitCode = 1;
});
