// A webhook sender in its own process (as in production: its event loop is not the receiver's), posting an
// oversized body with Node's http client, run after run, and printing one JSON line per run: the status, body
// and Connection header it read, or the connection error it got instead.
// Usage: node oversized-sender.mjs <url> <runs> <bytes> <headers as JSON>
import { request } from 'node:http';

const [url, runs, bytes, headersJson] = process.argv.slice(2);
const total = Number(bytes);
const chunk = Buffer.alloc(64 * 1024, 'x');

/** Streams the body with backpressure until it is sent or the connection goes; reads whatever comes back. */
function post() {
  return new Promise((resolve) => {
    const req = request(url, { method: 'POST', headers: JSON.parse(headersJson) });
    let answered = false;
    let sent = 0;
    req.on('response', (res) => {
      answered = true;
      const chunks = [];
      res.on('data', (data) => chunks.push(data));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode, body, connection: res.headers.connection, sent });
      });
    });
    // After the answer, a write failing as the connection closes is expected: the answer was read.
    req.on('error', (error) => {
      if (!answered) resolve({ error: error.code ?? error.message, sent });
    });
    const write = () => {
      while (sent < total && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', write);
          return;
        }
      }
      if (!req.destroyed) req.end();
    };
    write();
  });
}

for (let i = 0; i < Number(runs); i++) console.log(JSON.stringify(await post()));
