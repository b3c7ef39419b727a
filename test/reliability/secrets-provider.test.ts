import { describe, expect, it } from 'vitest';
import { WorkforceError } from '../../src/index.js';
import { capturingLogger, errorSurfaces, leaks, PROVIDER_KEY } from './secrets-support.js';
import { closeServersAfterEach, json, startServer } from './server.js';
import { clientFor, rejectionOf } from './support.js';

/*
 * An `apiKey` provider that fails while refreshing may quote the token it is replacing ("could not refresh
 * usr_tok_…"). The provider's error is kept as the `cause`, with every token the client has seen masked, in
 * every view of the error and in log lines.
 */

closeServersAfterEach();

describe('an apiKey provider that throws after a 401', () => {
  it('fails typed, sends nothing more, and its error quoting the old token is masked', async () => {
    const server = await startServer(json(401, { message: 'token expired' }));
    let calls = 0;
    const apiKey = async () => {
      calls += 1;
      if (calls === 1) return PROVIDER_KEY;
      throw new Error(`vault: could not refresh ${PROVIDER_KEY}`);
    };
    const log = capturingLogger();
    const client = clientFor(server.url, { apiKey, logger: log.logger, logLevel: 'debug' });
    const error = await rejectionOf(client.me.get());
    expect(error).toBeInstanceOf(WorkforceError);
    expect(error.message).toContain('apiKey provider function threw');
    expect(String((error as Error & { cause?: Error }).cause?.message)).toBe(
      'vault: could not refresh [redacted]',
    );
    expect(server.count()).toBe(1);
    const found = leaks(errorSurfaces(error));
    for (const line of log.lines) found.push(...leaks({ 'a log line': line }));
    expect(found).toEqual([]);
  });
});
