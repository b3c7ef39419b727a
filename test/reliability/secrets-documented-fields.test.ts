import { describe, expect, it } from 'vitest';
import { type ApiError, BadRequestError, ResponseValidationError } from '../../src/index.js';
import { capturingLogger, errorSurfaces } from './secrets-support.js';
import { closeServersAfterEach, json, startServer } from './server.js';
import { clientFor, PERSON_ID, rejectionOf } from './support.js';

/*
 * Identity and bank fields the published documents define under names of their own — a wallet user's
 * `customIdentification` ({ type: 'ssn' | 'bvn', number }), a national id's `fullId`, a UK bank's `sortCode` —
 * are person PII like `taxId` and `routingNumber`: masked in every error and log line that holds a body.
 */

closeServersAfterEach();

/** Values that appear nowhere else by chance. */
const VALUES = { ssn: '078-05-1120', fullId: 'T22084535QX', sortCode: '401234' } as const;

function documentedPii() {
  return {
    firstName: 'Ada',
    customIdentification: { type: 'ssn', number: VALUES.ssn },
    identity: { fullId: VALUES.fullId, type: 'passport' },
    bankDetails: { sortCode: VALUES.sortCode, bankName: 'First Bank' },
  };
}

function expectHidden(texts: readonly string[]): void {
  const joined = texts.join('\n');
  expect(Object.values(VALUES).filter((value) => joined.includes(value))).toEqual([]);
}

describe('PII fields named by the published documents', () => {
  it('a 400 echoing customIdentification, fullId and sortCode → BadRequestError with them masked everywhere', async () => {
    const server = await startServer(
      json(400, {
        code: 'invalid_request_body',
        message: `rejected ${JSON.stringify({ sortCode: VALUES.sortCode })}`,
        params: {
          'customIdentification.number': `${VALUES.ssn} is not valid`,
          'bankDetails.sortCode': `${VALUES.sortCode} is unknown`,
          'bankDetails.bankName': 'is required',
        },
        user: documentedPii(),
      }),
    );
    const log = capturingLogger();
    const error = await rejectionOf(
      clientFor(server.url, { logger: log.logger, logLevel: 'debug' }).persons.get(PERSON_ID),
    );
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as ApiError).params).toEqual({
      'customIdentification.number': '[redacted]',
      'bankDetails.sortCode': '[redacted]',
      'bankDetails.bankName': 'is required',
    });
    expect(((error as ApiError).body as { user: unknown }).user).toEqual({
      firstName: 'Ada',
      customIdentification: '[redacted]',
      identity: { fullId: '[redacted]', type: 'passport' },
      bankDetails: { sortCode: '[redacted]', bankName: 'First Bank' },
    });
    expectHidden([...Object.values(errorSurfaces(error)), ...log.lines]);
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: `/v1/persons/${PERSON_ID}` });
  });

  it('a 2xx body that fails validation keeps them masked in ResponseValidationError and the warn log', async () => {
    const server = await startServer(json(200, { id: 42, ...documentedPii() }));
    const strict = await rejectionOf(clientFor(server.url).persons.get(PERSON_ID));
    expect(strict).toBeInstanceOf(ResponseValidationError);
    expect((strict as ResponseValidationError).body).toMatchObject({
      customIdentification: '[redacted]',
      identity: { fullId: '[redacted]' },
      bankDetails: { sortCode: '[redacted]' },
    });
    const log = capturingLogger();
    await clientFor(server.url, {
      validateResponses: 'warn',
      logger: log.logger,
      logLevel: 'warn',
    }).persons.get(PERSON_ID);
    expect(log.lines.some((line) => line.startsWith('warn:'))).toBe(true);
    expectHidden([...Object.values(errorSurfaces(strict)), ...log.lines]);
    expect(server.count()).toBe(2);
  });
});
