/**
 * The SDK tour behind `npm start`: a realistic flow through `workforce-api` against the simulator of
 * `workforce-api/testing`, started on the spot (no credentials, no network). Uses only the public API, so every
 * call shown here is one an integrator can make. Any failure exits non-zero.
 */
import {
  createWebhookHandler,
  fromMinorUnits,
  isAuthenticationError,
  isNotFoundError,
  isRequestValidationError,
  isWebhookVerificationError,
  type KnownWebhookEvent,
  payrollReadStatusOf,
  payrollWebhookStatusOf,
  toMinorUnits,
  type WalletBalance,
  WorkforceClient,
} from '../src/index.js';
import { type MockServer, startMockServer } from '../src/testing/index.js';

interface Tour {
  server: MockServer;
  client: WorkforceClient;
  businessId: string;
  /** Events our webhook handler verified and accepted, in arrival order. */
  received: KnownWebhookEvent[];
  usd?: WalletBalance | undefined;
}

const step = (n: number, title: string) => console.log(`\n${n}. ${title}`);
const call = (text: string) => console.log(`   → ${text}`);
const got = (text: string) => console.log(`   ← ${text}`);
const note = (text: string) => console.log(`   · ${text}`);
const short = (id: string) => (id.length > 12 ? `${id.slice(0, 8)}…` : id);
const money = (amount: { amount: number; currency: string } | null | undefined) =>
  amount ? `${fromMinorUnits(amount.amount, amount.currency)} ${amount.currency}` : 'n/a';

/** Runs a call that must fail and returns its error, typed by the guard; anything else fails the tour. */
async function expectError<E>(action: () => Promise<unknown>, guard: (error: unknown) => error is E) {
  try {
    await action();
  } catch (error) {
    if (guard(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

function describeEvent(event: KnownWebhookEvent): string {
  switch (event.eventType) {
    case 'payroll.status.updated':
      return `payroll ${short(event.data.id)} is now '${event.data.status}' (read as '${payrollReadStatusOf(event.data.status)}')`;
    case 'transaction.succeeded':
      return `${event.data.type} of ${money(event.data.amount)} succeeded`;
    case 'requirement.satisfied':
      return `'${event.data.data.name}' satisfied, unblocks ${event.data.data.unblockedFilings.join(', ')}`;
    case 'filing.pending':
      return `filing ${event.data.resourceId} is pending again`;
    case 'remittance.processing':
    case 'remittance.completed':
      return `remittance ${event.data.resourceId} → ${String(event.data.data.status)}`;
    default:
      return event.eventType;
  }
}

async function connect(server: MockServer): Promise<Tour> {
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

async function createMilestone({ client, server }: Tour): Promise<void> {
  step(3, 'Upload a document and create a milestone for a milestone-type contractor');
  const contractorId = server.simulator.fixtures.milestoneContractorId;
  const person = await client.persons.get(contractorId);
  call(`client.persons.get('${short(contractorId)}')`);
  got(`${person.firstName} ${person.lastName}, paid per milestone`);
  const sow = new TextEncoder().encode('%PDF-1.4\n% statement of work: prototype delivery\n');
  const { fileId } = await client.files.upload(sow, {
    purpose: 'milestone-document',
    contentType: 'application/pdf',
    fileName: 'statement-of-work.pdf',
  });
  call("client.files.upload(bytes, { purpose: 'milestone-document', contentType: 'application/pdf' })");
  got(`fileId ${fileId} (bytes PUT to the presigned URL, without the API key)`);
  const dueDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const amount = { amount: toMinorUnits('2500.00', 'USD'), currency: 'USD' };
  const milestone = await client.persons.milestones.create(contractorId, {
    title: 'Prototype delivery',
    amount,
    dueDate,
    documentIds: [fileId],
  });
  call(
    `client.persons.milestones.create(personId, { amount: toMinorUnits('2500.00', 'USD') = ${amount.amount}, … })`,
  );
  got(`milestone ${milestone.id}, due ${dueDate}`);
}

async function listPersons({ client }: Tour): Promise<void> {
  step(4, 'Iterate every person, across pages');
  call('for await (const page of client.persons.list({ limit: 10 }).pages())');
  let persons = 0;
  let pages = 0;
  for await (const page of client.persons.list({ limit: 10 }).pages()) {
    pages += 1;
    persons += page.data.length;
    got(`page ${page.meta.currentPage}/${page.meta.pages}: ${page.data.length} persons`);
  }
  got(`${persons} persons in ${pages} pages; the iterator followed meta.pages and stopped by itself`);
}

async function readBalances(tour: Tour): Promise<void> {
  step(5, 'Read balances with reserves');
  const { data } = await tour.client.businesses.balances.list(tour.businessId, { include: 'reserves' });
  call("client.businesses.balances.list(businessId, { include: 'reserves' })");
  for (const w of data) {
    const f = (minor: number | null | undefined) =>
      minor == null || !w.currency ? '-' : fromMinorUnits(minor, w.currency);
    got(
      `${w.currency}: balance ${f(w.balance)}, available ${f(w.available)}, processing ${f(w.processing)}, reserves ${f(w.reserves)}`,
    );
  }
  note('amounts arrive as integer minor units; fromMinorUnits() formats them without floats');
  tour.usd = data.find((w) => w.currency === 'USD');
}

async function showPayroll(client: WorkforceClient, payrollId: string, label: string) {
  const payroll = await client.payrolls.get(payrollId);
  call(`client.payrolls.get('${short(payrollId)}')  (${label})`);
  got(
    `status '${payroll.status}' (webhook vocabulary: '${payroll.status ? payrollWebhookStatusOf(payroll.status) : '-'}'), debit ${money(payroll.debit)}`,
  );
  return payroll;
}

async function followPayrolls({ client, server, usd }: Tour): Promise<void> {
  step(6, 'Follow payrolls to scheduled');
  const { awaitingFundsPayrollId, pendingPayrollId } = server.simulator.fixtures;
  note("payroll ids from the simulator's seed; in production they arrive with payroll.* webhooks");
  const waiting = await showPayroll(client, awaitingFundsPayrollId, 'before');
  const debit = waiting.debit;
  if (!debit || usd?.available === undefined) throw new Error('expected a USD debit and a USD wallet');
  const shortfall = debit.amount - usd.available;
  note(
    `the USD wallet has ${money({ amount: usd.available, currency: 'USD' })} available: short by ${money({ amount: shortfall, currency: 'USD' })}`,
  );
  await client.sandbox.businessDeposits.create({
    description: 'Tour top-up',
    value: { amount: shortfall, currency: 'USD' },
  });
  call("client.sandbox.businessDeposits.create({ description, value: { amount, currency: 'USD' } })");
  got('204: funds deposited (sandbox only)');
  const funded = await showPayroll(client, awaitingFundsPayrollId, 'after');
  note(`'${waiting.status}' → '${funded.status}'`);
  const saved = await showPayroll(client, pendingPayrollId, 'a second payroll');
  await client.payrolls.approve(pendingPayrollId);
  call(`client.payrolls.approve('${short(pendingPayrollId)}')`);
  got('204: approved');
  const approved = await showPayroll(client, pendingPayrollId, 'after approval');
  note(`'${saved.status}' → '${approved.status}': the EUR balance already covered it`);
}

async function blockedFilingIds({ client, businessId }: Tour): Promise<string[]> {
  const ids: string[] = [];
  const events = client.statutory.events.list({ businessId, event_type: 'filing.blocked', limit: 10 });
  for await (const event of events) if (event.resourceId) ids.push(event.resourceId);
  return ids;
}

async function filingStatus(client: WorkforceClient, filingId: string): Promise<string> {
  const filing = await client.statutory.filings.get(filingId);
  call(`client.statutory.filings.get('${filingId}')`);
  got(`filing status '${filing.status}'`);
  return filing.status ?? 'unknown';
}

async function resolveRequirement(tour: Tour): Promise<void> {
  step(7, 'Resolve a statutory requirement and unblock a filing');
  const { client, businessId, server } = tour;
  const { data } = await client.statutory.requirements.list({
    businessId,
    countryCode: 'US',
    status: 'outstanding',
  });
  call("client.statutory.requirements.list({ businessId, countryCode: 'US', status: 'outstanding' })");
  for (const r of data) got(`[${r.category}] ${r.name}: supply '${r.affectedField}'`);
  const requirement = data.find((r) => r.resourceType === 'business' && r.affectedField !== undefined);
  if (requirement?.affectedField === undefined)
    throw new Error('expected an outstanding business requirement');
  const [filingId] = await blockedFilingIds(tour);
  call("for await (const e of client.statutory.events.list({ businessId, event_type: 'filing.blocked' }))");
  got(`blocked filing ${filingId}`);
  if (filingId === undefined) throw new Error('expected a blocked filing in the audit log');
  const before = await filingStatus(client, filingId);
  await client.statutory.businesses.fields.update(businessId, 'US', {
    fields: { [requirement.affectedField]: '123-4567-8' },
  });
  call(
    `client.statutory.businesses.fields.update(businessId, 'US', { fields: { ${requirement.affectedField}: '…' } })`,
  );
  await server.simulator.webhooks.idle();
  for (const event of tour.received.filter(
    (e) => e.eventType.startsWith('requirement.') || e.eventType.startsWith('filing.'),
  )) {
    got(`webhook ${event.eventType}: ${describeEvent(event)}`);
  }
  const after = await filingStatus(client, filingId);
  note(`filing '${before}' → '${after}'`);
}

async function readRemittance({ client, server, businessId }: Tour): Promise<void> {
  step(8, 'Read a remittance and its status history');
  const page = await client.statutory.events.list({ businessId, resource_type: 'remittance', limit: 1 });
  const created = page.data[0];
  if (created === undefined) throw new Error('expected a remittance in the audit log');
  call("client.statutory.events.list({ businessId, resource_type: 'remittance', limit: 1 })");
  const remittanceId = created.resourceId ?? '';
  got(`${created.type} for ${remittanceId}`);
  // The tax authority's side of the payment: the simulator plays it.
  server.simulator.statutory.advanceRemittance(remittanceId);
  server.simulator.statutory.advanceRemittance(remittanceId);
  note('the authority processes and confirms the payment (sim.statutory.advanceRemittance, twice)');
  const remittance = await client.statutory.remittances.get(remittanceId);
  call(`client.statutory.remittances.get('${remittanceId}')`);
  got(
    `${remittance.authorityName} (${remittance.countryCode}): '${remittance.status}', amount ${remittance.amount} (decimal, local currency), funded ${remittance.fundedAmount} ${remittance.fundedCurrency}`,
  );
  for (const change of remittance.statusHistory ?? []) {
    got(`  ${change.from} → ${change.to} at ${new Date((change.timestamp ?? 0) * 1000).toISOString()}`);
  }
}

async function showWebhooks({ client, server, received }: Tour): Promise<void> {
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

async function catchErrors({ client, server }: Tour): Promise<void> {
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
