/*
 * A `fetch` for the client that records every exchange. Loopback requests go to the Prism mock; any other
 * host (a presigned upload URL from an example response) is answered locally, so nothing leaves the machine.
 */

/** One request the SDK made and what came back. */
export interface Exchange {
  method: string;
  url: URL;
  headers: Headers;
  /** Parsed JSON body, the raw text for other bodies, `undefined` when empty. */
  body: unknown;
  /** False when the request went to a non-loopback host and was answered locally. */
  mocked: boolean;
  status: number;
  responseHeaders: Headers;
  responseText: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function parseBody(text: string, contentType: string | null): unknown {
  if (text === '') return undefined;
  if (contentType?.includes('json')) return JSON.parse(text);
  return text;
}

/** A recording fetch and the exchanges it saw. */
export function createRecorder() {
  const exchanges: Exchange[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const text = await request.clone().text();
    const url = new URL(request.url);
    const mocked = LOOPBACK.has(url.hostname);
    const response = mocked ? await fetch(request) : new Response(null, { status: 200 });
    exchanges.push({
      method: request.method,
      url,
      headers: request.headers,
      body: parseBody(text, request.headers.get('content-type')),
      mocked,
      status: response.status,
      responseHeaders: response.headers,
      responseText: await response.clone().text(),
    });
    return response;
  };
  return { fetch: recordingFetch, exchanges };
}

/** A readable account of the exchanges, for failure messages. */
export function describeExchanges(exchanges: readonly Exchange[]): string {
  return exchanges
    .map((e) => {
      const violations = e.responseHeaders.get('sl-violations');
      return [
        `${e.method} ${e.url.href} → ${e.status}`,
        e.body === undefined ? '' : `  request body: ${JSON.stringify(e.body)}`,
        violations ? `  sl-violations: ${violations}` : '',
        `  response: ${e.responseText.slice(0, 600)}`,
      ]
        .filter(Boolean)
        .join('\n');
    })
    .join('\n');
}
