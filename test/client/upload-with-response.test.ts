import { describe, expect, it } from 'vitest';
import { WorkforceClient } from '../../src/index.js';
import { closeServersAfterEach, json, startServer } from '../reliability/server.js';

/*
 * `.withResponse()` works on every call (DESIGN §8), `client.files.upload()` included: its data is the
 * `{ fileId }` the upload resolves with, and its response and request id are the API's answer to the upload-URL
 * request (the PUT goes to the storage address, which is not the API and carries no request id).
 */

closeServersAfterEach();

const FILE_ID = 'c06f3427-3bbe-4d70-9a54-28acda267e48';

describe('client.files.upload().withResponse()', () => {
  it("resolves with the fileId, the API's response and its request id, after the bytes are PUT", async () => {
    const server = await startServer((exchange) => {
      if (exchange.seen.method === 'PUT') return json(200, {})(exchange);
      const putUrl = `${server.url}/_uploads/${FILE_ID}`;
      return json(
        200,
        { fileId: FILE_ID, putUrl, expiresIn: 900 },
        { 'x-request-id': 'req_upload_1' },
      )(exchange);
    });
    const client = new WorkforceClient({
      apiKey: 'sk_test_upload_9a8b7c',
      baseUrl: server.url,
      logLevel: 'off',
    });
    const upload = client.files.upload('%PDF-1.4', { purpose: 'contract', contentType: 'application/pdf' });
    const { data, response, requestId } = await upload.withResponse();
    expect(data).toEqual({ fileId: FILE_ID });
    expect(response.status).toBe(200);
    expect(requestId).toBe('req_upload_1');
    expect(await upload).toEqual({ fileId: FILE_ID });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/files/upload-url',
      `PUT /_uploads/${FILE_ID}`,
    ]);
    expect(server.requests[1]?.body).toBe('%PDF-1.4');
  });
});
