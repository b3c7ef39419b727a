import { connect } from 'node:net';

/**
 * A loopback URL whose connections are refused. It uses port 2, below the range the system hands out to
 * `listen(0)`, so no test server started in parallel can take it, and fetch does not block it as a "bad port"
 * (as it does ports 1 and 9). A port freed by closing a server could be taken, and then something would answer
 * where a refusal was expected. The port is checked before it is returned: when something listens there, this
 * fails and says so.
 * @throws Error when 127.0.0.1:2 accepts connections, or the check fails otherwise.
 * @example
 * ```ts
 * const url = await refusedUrl('/hooks'); // 'http://127.0.0.1:2/hooks'
 * ```
 */
export async function refusedUrl(path = ''): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    const socket = connect(2, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      reject(new Error('something listens on 127.0.0.1:2: the tests need a port that refuses connections'));
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' ? resolve() : reject(error),
    );
  });
  return `http://127.0.0.1:2${path}`;
}
