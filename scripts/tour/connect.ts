/** Steps 1 and 2 of the tour: a client against the simulator, a verifying webhook receiver, and who we are. */
import { createWebhookHandler, type KnownWebhookEvent, WorkforceClient } from '../../src/index.js';
import type { MockServer } from '../../src/testing/index.js';
import { call, got, note, step, type Tour } from './context.js';

/** Steps 1 and 2: creates the client, registers the webhook receiver and reads `me`; returns the tour state. */
export async function connect(server: MockServer): Promise<Tour> {
  step(1, 'Start the simulator and create a client');
  call('startMockServer()');
  got(`simulator listening on ${server.url} (sandbox keys, webhook secret whsec_…)`);
  const client = new WorkforceClient({ baseUrl: server.url, apiKey: server.apiKey });
  call('new WorkforceClient({ baseUrl: server.url, apiKey: server.apiKey })');
  note("in real life: new WorkforceClient({ environment: 'sandbox' }) with WORKFORCE_API_KEY set");
  const received = receiveWebhooks(server);
  step(2, 'Who am I?');
  const me = await client.me.get();
  call('client.me.get()');
  got(`business ${me.businessId} '${me.business?.name}', access level ${me.apiKey?.accessLevel}`);
  if (me.businessId === undefined) throw new Error('me.get() returned no businessId');
  return { server, client, businessId: me.businessId, received };
}

/** Registers a verifying webhook handler with the simulator; returns the events it accepts, as they arrive. */
function receiveWebhooks(server: MockServer): KnownWebhookEvent[] {
  const received: KnownWebhookEvent[] = [];
  const record = (event: KnownWebhookEvent) => void received.push(event);
  const handler = createWebhookHandler({
    secret: server.webhookSecret,
    on: {
      'payroll.status.updated': record,
      'transaction.succeeded': record,
      'requirement.satisfied': record,
      'filing.pending': record,
      'remittance.processing': record,
      'remittance.completed': record,
    },
  });
  // A function target: each signed delivery reaches the handler in-process as a web Request, no port needed.
  server.simulator.webhooks.register(handler);
  call('sim.webhooks.register(createWebhookHandler({ secret: server.webhookSecret, on: { … } }))');
  note('every webhook from here on is signed, delivered to this handler and verified (see step 9)');
  return received;
}
