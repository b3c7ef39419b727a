// A loopback HTTP server for the benchmarks, run in its own process so it never shares the client's event loop.
// Usage: node bench/server.mjs [pageLatencyMs]; prints the port on stdout.
import { createServer } from 'node:http';

const pageLatency = Number(process.argv[2] ?? 5);
const person = JSON.stringify({
  id: '3f8e2a1b-9c4d-4e5f-8a6b-7c8d9e0f1a2b',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  object: 'customer',
});
const TOTAL = 100_000;

function page(url) {
  const pageNo = Number(url.searchParams.get('page') ?? '1');
  const limit = Number(url.searchParams.get('limit') ?? '20');
  const start = (pageNo - 1) * limit;
  const data = [];
  for (let i = start; i < Math.min(TOTAL, start + limit); i++) {
    data.push({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      firstName: 'P',
      lastName: String(i),
    });
  }
  const pages = Math.ceil(TOTAL / limit);
  return JSON.stringify({
    data,
    meta: { limit, currentPage: pageNo, itemCount: TOTAL, pages, skipped: start },
  });
}

const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  res.setHeader('content-type', 'application/json');
  res.setHeader('x-request-id', 'req_bench');
  if (url.pathname === '/v1/persons') {
    setTimeout(() => res.end(page(url)), pageLatency);
    return;
  }
  res.end(person);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
