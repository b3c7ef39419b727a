// The checks every runtime must pass with the client and the webhook helpers: web APIs only (fetch, Web Crypto),
// so the same code runs in Node, Bun, Deno and workerd. The caller brings the SDK's entries, a running
// simulator's URL and keys, a URL where nothing listens, and a webhook the simulator signed.

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Runs the checks and resolves with `[name, ok, detail]` rows; never throws (a throw is a failed row).
 * `sdk` is `workforce-api`, `webhooks` is `workforce-api/webhooks`; `target` holds `url`, `apiKey`,
 * `closedUrl`, `personCount`, `webhookSecret`, `webhook` ({ body, headers }) and `seesRefusal` (false where the
 * runtime cannot tell a refused connection from a lost one).
 */
export async function clientChecks(sdk, webhooks, target) {
  const client = new sdk.WorkforceClient({ baseUrl: target.url, apiKey: target.apiKey, logLevel: 'off' });
  const rows = [];
  const check = async (name, run) => {
    try {
      const [ok, detail] = await run();
      rows.push([name, ok, detail]);
    } catch (error) {
      rows.push([name, false, `threw ${error?.name}: ${error?.message}`]);
    }
  };
  const failure = async (call) => {
    try {
      await call();
    } catch (error) {
      return error;
    }
    throw new Error('the call resolved; it should have failed');
  };

  await check('typed call (me.get)', async () => {
    const me = await client.me.get();
    return [typeof me.businessId === 'string' && me.businessId.length > 0, me.businessId];
  });
  await check('pagination (for await persons.list)', async () => {
    const ids = [];
    for await (const person of client.persons.list({ limit: 10 })) ids.push(person.id);
    const distinct = new Set(ids).size;
    return [ids.length === target.personCount && distinct === ids.length, `${ids.length} persons`];
  });
  await check('typed error (isNotFoundError)', async () => {
    const error = await failure(() => client.persons.get(UNKNOWN_ID));
    const ok = sdk.isNotFoundError(error) && error.status === 404 && /^req_/.test(error.requestId ?? '');
    return [ok, `${error.name} ${error.status} ${error.requestId}`];
  });
  // workerd reports a refused connection and one lost after sending alike ("Network connection lost."): there
  // the SDK can only say the request may have reached the server, the safe side for a payroll write.
  const seesRefusal = target.seesRefusal !== false;
  const verdict = seesRefusal ? 'nothing was sent' : 'the request may have reached the server';
  await check(`refused connection (ConnectionError, ${verdict})`, async () => {
    const closed = new sdk.WorkforceClient({
      baseUrl: target.closedUrl,
      apiKey: target.apiKey,
      logLevel: 'off',
      maxRetries: 0,
    });
    const error = await failure(() =>
      closed.reimbursements.create({
        title: 'Taxi',
        currency: 'USD',
        destinationCurrency: 'USD',
        entries: [{ description: 'Taxi', amount: { value: '9.00', currency: 'USD' } }],
      }),
    );
    const ok =
      sdk.isConnectionError(error) &&
      error.requestMayHaveBeenProcessed === !seesRefusal &&
      error.message.includes(`; ${verdict}`);
    return [ok, error.message];
  });
  await check('webhook verification (verifyWebhook, tampered body refused)', async () => {
    const { body, headers } = target.webhook;
    const verified = await webhooks.verifyWebhook(body, headers, { secret: target.webhookSecret });
    const tampered = await failure(() =>
      webhooks.verifyWebhook(body.replace('}', ',"x":1}'), headers, { secret: target.webhookSecret }),
    );
    const ok = verified.id === headers['svix-id'] && webhooks.isWebhookVerificationError(tampered);
    return [ok, `${verified.id}; tampered: ${tampered.reason ?? tampered.name}`];
  });
  return rows;
}
