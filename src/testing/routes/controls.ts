import type { Route } from '../router.js';

/**
 * The simulator's control routes, outside `/v1`: what a test drives over HTTP when the simulator runs in
 * another process. They need the simulator's Platform key (401 without a key, 403 with an Org or User key).
 */
export const controlRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/_simulator/clock',
    access: 'platform',
    handle: (rc) => ({ status: 200, body: { now: new Date(rc.ctx.now()).toISOString() } }),
  },
  {
    method: 'POST',
    path: '/_simulator/clock/advance',
    access: 'platform',
    handle: (rc) => {
      const body = rc.body as { duration?: unknown } | undefined;
      return { status: 200, body: rc.ctx.advanceClock(body?.duration) };
    },
  },
];
