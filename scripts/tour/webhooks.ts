/** Step 9 of the tour: the webhooks received and verified, and a tampered delivery refused. */
import { isWebhookVerificationError } from '../../src/index.js';
import { call, describeEvent, expectError, got, note, step, type Tour } from './context.js';

/** Step 9: lists what the receiver verified, unwraps one delivery by hand and refuses a tampered copy. */
export async function showWebhooks({ client, server, received }: Tour): Promise<void> {
  step(9, 'Webhooks received and verified');
  await server.simulator.webhooks.idle();
  note('in production the receiver is a URL: toNodeHandler(createWebhookHandler(…)) on node:http or Express');
  const published = server.simulator.events();
  const answers = published.flatMap((e) => e.deliveries.map((d) => d.status));
  got(
    `${published.length} signed deliveries, answered ${[...new Set(answers)].join(', ')} by createWebhookHandler`,
  );
  for (const event of received) got(`${event.eventType}: ${describeEvent(event)}`);
  const [raw] = server.simulator.events('payroll.status.updated');
  if (raw === undefined) throw new Error('expected a payroll.status.updated delivery');
  const event = await client.webhooks.unwrap(raw.body, raw.headers, { secret: server.webhookSecret });
  call('client.webhooks.unwrap(rawBody, headers, { secret })  (one delivery, by hand)');
  got(`verified ${event.eventType} ${event.id} (known: ${event.known})`);
  const tampered = raw.body.replace('"scheduled"', '"completed"');
  const error = await expectError(
    () => client.webhooks.unwrap(tampered, raw.headers, { secret: server.webhookSecret }),
    isWebhookVerificationError,
  );
  call("client.webhooks.unwrap(bodyWithStatusChangedTo('completed'), headers, { secret })");
  got(`${error.name}: ${error.reason}`);
}
