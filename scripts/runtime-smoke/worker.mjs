// The runtime smoke as workerd runs it, without nodejs_compat: the client and the webhook helpers (the
// simulator runs in the Node process that started workerd, and is reached over loopback). The check script
// POSTs the target (URL, key, a closed port's URL, a signed webhook) and gets the rows back as JSON.
import * as sdk from 'workforce-api';
import * as webhooks from 'workforce-api/webhooks';
import { clientChecks } from './checks.mjs';

// biome-ignore lint/style/noDefaultExport: workerd calls the default export of a module worker
export default {
  async fetch(request) {
    const target = await request.json();
    const rows = await clientChecks(sdk, webhooks, target);
    return Response.json({ runtime: 'workerd', rows });
  },
};
