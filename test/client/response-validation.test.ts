import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { isApiError, ResponseValidationError } from '../../src/index.js';
import { makeClient, memoryLogger, PERSON_ID, SANDBOX, useMswServer } from '../helpers/msw.js';

const server = useMswServer();

function serve(body: unknown) {
  server.use(
    http.get(`${SANDBOX}/v1/persons/:id`, () =>
      HttpResponse.json(body as Record<string, unknown>, { headers: { 'x-request-id': 'req_bad' } }),
    ),
  );
}

describe('validateResponses', () => {
  it('keeps unknown fields (loose objects) in every mode', async () => {
    serve({ id: PERSON_ID, firstName: 'Ada', brandNewField: { nested: true } });
    const person = await makeClient().persons.get(PERSON_ID);
    expect(person).toEqual({ id: PERSON_ID, firstName: 'Ada', brandNewField: { nested: true } });
  });

  it("'strict' (default) throws ResponseValidationError with issues, redacted body and request id", async () => {
    serve({ id: 42, firstName: 'Ada', taxId: '123-45-6789' });
    const error = await makeClient()
      .persons.get(PERSON_ID)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    const rve = error as ResponseValidationError;
    expect(isApiError(rve)).toBe(false);
    expect(rve.issues).toEqual([
      { path: 'id', message: 'must be a string' },
      { path: 'taxId', message: 'must be an object' },
    ]);
    expect(rve.requestId).toBe('req_bad');
    expect(rve.body).toEqual({ id: 42, firstName: 'Ada', taxId: '[redacted]' });
    expect(rve.message).toContain('id must be a string');
  });

  it("'warn' logs the mismatch and returns the data as received", async () => {
    serve({ id: 42 });
    const log = memoryLogger();
    const person = await makeClient({
      validateResponses: 'warn',
      logger: log.logger,
      logLevel: 'warn',
    }).persons.get(PERSON_ID);
    expect(person).toEqual({ id: 42 });
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]?.level).toBe('warn');
    expect(log.lines[0]?.text).toContain('id must be a string');
  });

  it("'off' skips the checks", async () => {
    serve({ id: 42 });
    const log = memoryLogger();
    const person = await makeClient({ validateResponses: 'off', logger: log.logger }).persons.get(PERSON_ID);
    expect(person).toEqual({ id: 42 });
    expect(log.lines).toHaveLength(0);
  });

  it('a 2xx body that is not JSON is a ResponseValidationError in strict mode', async () => {
    server.use(
      http.get(`${SANDBOX}/v1/persons/:id`, () => new HttpResponse('<html>ok</html>', { status: 200 })),
    );
    const error = await makeClient()
      .persons.get(PERSON_ID)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues[0]?.message).toBe('is not valid JSON');
  });
});
