import { HttpResponse, http } from 'msw';
import { SANDBOX, useMswServer } from '../helpers/msw.js';

// Shared by the retry and timeout tests (retries*.test.ts): an msw route that answers in turn, and answers.

type MswServer = ReturnType<typeof useMswServer>;
type Method = 'get' | 'post' | 'put';
type Responder = () => Response | Promise<Response>;

/** Serves the given responses in turn (the last one repeats) and counts the requests. */
export function sequence(server: MswServer, method: Method, path: string, responses: Responder[]) {
  const state = { count: 0, bodies: [] as string[] };
  server.use(
    http[method](`${SANDBOX}${path}`, async ({ request }) => {
      state.bodies.push(await request.text());
      const respond = responses[Math.min(state.count, responses.length - 1)]!;
      state.count += 1;
      return respond();
    }),
  );
  return state;
}

/** Starts msw for the calling test file; returns its server and `sequence` bound to it. */
export function useSequenceServer() {
  const server = useMswServer();
  return {
    server,
    sequence: (method: Method, path: string, responses: Responder[]) =>
      sequence(server, method, path, responses),
  };
}

/** A 200 answer. */
export const ok = () => HttpResponse.json({ ok: true });
/** An error answer with the given status (and, by default, `Retry-After: 0` so retries do not wait). */
export const status =
  (code: number, headers: Record<string, string> = { 'retry-after': '0' }) =>
  () =>
    HttpResponse.json({ code: 'x', message: `status ${code}` }, { status: code, headers });
