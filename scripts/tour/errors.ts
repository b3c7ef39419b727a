/** Step 10 of the tour: the typed errors of a missing record, bad input caught before sending, and a wrong key. */
import { isAuthenticationError, isNotFoundError, isRequestValidationError } from '../../src/index.js';
import { call, expectError, got, step, type Tour } from './context.js';

/** Step 10: a 404, a request refused before it is sent, and a production key against the sandbox. */
export async function catchErrors({ client, server }: Tour): Promise<void> {
  step(10, 'Typed errors');
  const notFound = await expectError(
    () => client.persons.get('00000000-0000-4000-8000-000000000000'),
    isNotFoundError,
  );
  call("client.persons.get('00000000-…')");
  got(
    `${notFound.name}: status ${notFound.status}, code '${notFound.code}', requestId ${notFound.requestId}`,
  );
  let requests = 0;
  const counted = client.withOptions({
    fetch: (input, init) => {
      requests += 1;
      return fetch(input, init);
    },
  });
  const amount = { amount: 2500.5, currency: 'USD' };
  const contractorId = server.simulator.fixtures.milestoneContractorId;
  const invalid = await expectError(
    () => counted.persons.milestones.create(contractorId, { title: 'Oops', amount }),
    isRequestValidationError,
  );
  call("client.persons.milestones.create(personId, { title: 'Oops', amount: { amount: 2500.5, … } })");
  got(`${invalid.name}: params ${JSON.stringify(invalid.params)}; requests sent: ${requests}`);
  const production = client.withOptions({ apiKey: server.keys.production.org });
  const unauthorized = await expectError(() => production.me.get(), isAuthenticationError);
  call('me.get() with a production key, against the sandbox');
  got(`${unauthorized.name}: ${unauthorized.message}`);
}
