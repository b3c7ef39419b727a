/**
 * Catches the SDK's typed errors and branches on them with the `is…` guards, which recognise the errors of any
 * copy of the SDK (another bundle, a vm context, a minified build); `instanceof` misses a minified copy's.
 *
 *   node examples/handle-errors.ts
 */
import { randomUUID } from 'node:crypto';
import {
  isApiError,
  isAuthenticationError,
  isConnectionError,
  isNotFoundError,
  isRateLimitError,
  isRequestValidationError,
  isTimeoutError,
  type Person,
  WorkforceClient,
} from 'workforce-api';

const client = new WorkforceClient();

/** A person, or `null` when the API says there is no such person. Other failures propagate. */
async function findPerson(personId: string): Promise<Person | null> {
  try {
    return await client.persons.get(personId);
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}

/** What to do about a failed call. */
function advice(error: unknown): string {
  if (isRequestValidationError(error)) {
    return `fix the input (nothing was sent): ${JSON.stringify(error.params)}`;
  }
  if (isAuthenticationError(error)) return 'check WORKFORCE_API_KEY and that it belongs to this environment';
  if (isRateLimitError(error)) return `rate limited: try again in ${error.retryAfter ?? 30} s`;
  if (isTimeoutError(error) || isConnectionError(error))
    return `network trouble (${error.name}): retry later`;
  if (isApiError(error)) {
    return `the API answered ${error.status} ${error.code ?? ''}; quote request id ${error.requestId} to support`;
  }
  return `unexpected failure: ${String(error)}`;
}

const missingId = randomUUID();
console.log(`findPerson(${missingId}) → ${await findPerson(missingId)}`);

try {
  await client.persons.milestones.create(randomUUID(), {
    title: 'Design review',
    amount: { amount: 99.5, currency: 'USD' },
    dueDate: '31/12/2026',
  });
} catch (error) {
  console.log(`milestones.create → ${advice(error)}`);
}

try {
  await client.withOptions({ apiKey: 'not-a-valid-key' }).me.get();
} catch (error) {
  console.log(`me.get with a wrong key → ${advice(error)}`);
}
