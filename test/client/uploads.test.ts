import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { type FileUploadParams, RequestValidationError } from '../../src/index.js';
import { makeClient, recorder, SANDBOX, useMswServer } from '../helpers/msw.js';

/*
 * `files.upload()` PUTs only to https URLs on public hosts: a putUrl the server returns that points to
 * loopback, a private or link-local range (cloud metadata included), a localhost name or plain http is refused
 * at `putUrl` before any byte leaves, unless the client sets `dangerouslyAllowAnyUploadUrl` (simulators, tests).
 */

const server = useMswServer();
const FILE_ID = 'c06f3427-3bbe-4d70-9a54-28acda267e48';
const params: FileUploadParams = { purpose: 'contract', contentType: 'application/pdf' };
const NON_PUBLIC =
  'must point to a public host, not localhost, a loopback, private or link-local address (set dangerouslyAllowAnyUploadUrl for a local simulator)';

/** The API's upload-url answer naming `putUrl`, and every PUT anywhere, recorded. */
function api(putUrl: string) {
  const slots = recorder();
  const puts = recorder();
  server.use(
    http.post(`${SANDBOX}/v1/files/upload-url`, async ({ request }) => {
      await slots.record(request);
      return HttpResponse.json({ fileId: FILE_ID, putUrl, expiresIn: 900 });
    }),
    http.put(/.*/, async ({ request }) => {
      await puts.record(request);
      return new HttpResponse(null, { status: 200 });
    }),
  );
  return { slots: slots.seen, puts: puts.seen };
}

describe('presigned upload URLs', () => {
  it.each([
    'https://127.0.0.1/up',
    'https://127.9.9.9/up',
    'https://2130706433/up',
    'https://0x7f.1/up',
    'https://localhost/up',
    'https://uploads.localhost/up',
    'https://LOCALHOST./up',
    'https://0.0.0.0/up',
    'https://10.1.2.3/up',
    'https://172.16.0.1/up',
    'https://172.31.255.254/up',
    'https://192.168.1.10/up',
    'https://169.254.169.254/latest/meta-data/iam',
    'https://metadata.google.internal/computeMetadata',
    'https://[::1]/up',
    'https://[::]/up',
    'https://[fc00::1]/up',
    'https://[fd12:3456::1]/up',
    'https://[fe80::1]/up',
    'https://[::ffff:127.0.0.1]/up',
    'https://[::ffff:169.254.169.254]/up',
    'https://[64:ff9b::a00:1]/up',
  ])('%s is refused at putUrl and nothing is PUT', async (putUrl) => {
    const { slots, puts } = api(putUrl);
    const error = await makeClient()
      .files.upload(new Uint8Array([37, 80, 68, 70]), params)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as RequestValidationError).params).toEqual({ putUrl: NON_PUBLIC });
    expect(slots).toHaveLength(1);
    expect(slots[0]?.method).toBe('POST');
    expect(puts).toHaveLength(0);
  });

  it('plain http to a loopback host is refused as not https', async () => {
    const { slots, puts } = api('http://127.0.0.1:8080/up');
    const error = await makeClient()
      .files.upload('x', params)
      .catch((e: unknown) => e);
    expect((error as RequestValidationError).params).toEqual({ putUrl: 'must use https' });
    expect(slots).toHaveLength(1);
    expect(puts).toHaveLength(0);
  });

  it.each([
    'https://172.32.0.1/up',
    'https://uploads.example-bucket.test/up?X-Amz-Signature=abc',
    'https://[2606:4700::1111]/up',
  ])('a public https host %s is accepted and receives the bytes', async (putUrl) => {
    const { puts } = api(putUrl);
    const result = await makeClient().files.upload('%PDF', params);
    expect(result).toEqual({ fileId: FILE_ID });
    expect(puts).toHaveLength(1);
    expect(puts[0]?.url.href).toBe(new URL(putUrl).href);
    expect(puts[0]?.body).toBe('%PDF');
    expect(puts[0]?.headers.get('authorization')).toBeNull();
  });

  it('dangerouslyAllowAnyUploadUrl lets a simulator hand out http loopback URLs', async () => {
    const { puts } = api('http://127.0.0.1:4010/_uploads/f_1?signature=s');
    const result = await makeClient({ dangerouslyAllowAnyUploadUrl: true }).files.upload('%PDF', params);
    expect(result).toEqual({ fileId: FILE_ID });
    expect(puts).toHaveLength(1);
    expect(puts[0]?.url.href).toBe('http://127.0.0.1:4010/_uploads/f_1?signature=s');
    expect(puts[0]?.headers.get('content-type')).toBe('application/pdf');
  });

  it('a refused putUrl cancels a stream given as content', async () => {
    const { puts } = api('https://169.254.169.254/up');
    let pulls = 0;
    let cancelled: unknown;
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulls += 1;
          // Ends after 1 MiB, so a regression that uploads the stream fails the test instead of hanging it.
          if (pulls > 1024) controller.close();
          else controller.enqueue(new Uint8Array(1024));
        },
        cancel(reason) {
          cancelled = reason;
        },
      },
      { highWaterMark: 0 },
    );
    const error = await makeClient()
      .files.upload(stream, params)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect(cancelled).toBe(error);
    expect(pulls).toBe(0);
    expect(puts).toHaveLength(0);
  });
});
