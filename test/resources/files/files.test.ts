import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { type FilePurpose, type FileUploadParams, RequestValidationError } from '../../../src/index.js';
import { makeClient, recorder, useMswServer } from '../../helpers/msw.js';
import { catchAll, expectAuthHeaders, expectRefused, jsonBody, only, serve, TENANT_KEY } from '../wire.js';

const server = useMswServer();
const FILE_ID = 'c06f3427-3bbe-4d70-9a54-28acda267e48';
const PUT_URL = 'https://uploads.example-bucket.test/files/c06f3427?X-Amz-Signature=abc';
const slot = { fileId: FILE_ID, putUrl: PUT_URL, expiresIn: 900 };
const params: FileUploadParams = {
  purpose: 'milestone-document',
  contentType: 'application/pdf',
  fileName: 'review.pdf',
};

/** The presigned storage endpoint: records the PUT and answers 200 with no body. */
function storage() {
  const rec = recorder();
  server.use(
    http.put('https://uploads.example-bucket.test/files/:id', async ({ request }) => {
      await rec.record(request);
      return new HttpResponse(null, { status: 200 });
    }),
  );
  return rec.seen;
}

describe('client.files.createUploadUrl', () => {
  it('POSTs purpose, contentType and fileName to /v1/files/upload-url and returns the slot', async () => {
    const seen = serve(server, 'post', '/v1/files/upload-url', slot);
    const result = await makeClient({ tenantKey: TENANT_KEY }).files.createUploadUrl(params);
    const request = only(seen);
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/v1/files/upload-url');
    expectAuthHeaders(request, TENANT_KEY);
    expect(jsonBody(request)).toEqual(params);
    expect(result).toEqual(slot);
  });

  it('refuses a contentType that is not a MIME type (it becomes a header) before sending', async () => {
    const seen = catchAll(server);
    await expectRefused(
      () => makeClient().files.createUploadUrl({ purpose: 'contract', contentType: 'pdf\r\nX-Evil: 1' }),
      { contentType: 'must be a MIME type such as image/png' },
      seen,
    );
  });
});

describe('client.files.upload', () => {
  it('reserves a slot, then PUTs the bytes with the reserved Content-Type and no API credentials', async () => {
    const api = serve(server, 'post', '/v1/files/upload-url', slot);
    const puts = storage();
    const bytes = new Uint8Array([37, 80, 68, 70]);
    const result = await makeClient({ tenantKey: TENANT_KEY }).files.upload(bytes, params);
    expect(jsonBody(only(api))).toEqual(params);
    const put = only(puts);
    expect(put.method).toBe('PUT');
    expect(put.url.href).toBe(PUT_URL);
    expect(put.headers.get('content-type')).toBe('application/pdf');
    expect(put.headers.get('authorization')).toBeNull();
    expect(put.headers.get('x-multitenantkey')).toBeNull();
    expect(put.body).toBe('%PDF');
    expect(result).toEqual({ fileId: FILE_ID });
  });

  it('refuses a non-HTTPS upload URL and sends no bytes', async () => {
    serve(server, 'post', '/v1/files/upload-url', {
      ...slot,
      putUrl: 'http://uploads.example-bucket.test/x',
    });
    const puts = storage();
    const error = await makeClient()
      .files.upload('hello', { purpose: 'contract', contentType: 'text/plain' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as RequestValidationError).params).toEqual({ putUrl: 'must use https' });
    expect(puts).toHaveLength(0);
  });

  it('reserves nothing when the params are invalid', async () => {
    const seen = catchAll(server);
    await expectRefused(
      () => makeClient().files.upload('x', { purpose: '' as FilePurpose, contentType: 'text/plain' }),
      { purpose: expect.stringMatching(/^must be one of "kyc-id-front", /) },
      seen,
    );
  });
});
