import { beforeAll, describe, expect, it } from 'vitest';
import { useMockServer } from './helpers.js';
import { call, documentedFindings, expectStatus, type RawAnswer, warmJudge } from './raw-http.js';
import { kycSubmission } from './support/bodies.js';

/*
 * After writes, the reads that show them answer as the documents describe (status, schema, formats, enums,
 * no placeholder): what a write stores never breaks the read's documented shape.
 */

describe('reads after writes, judged by the documents (raw HTTP)', () => {
  // The judge is compiled before the server starts, never between two calls to it.
  beforeAll(warmJudge, 60_000);
  const ctx = useMockServer({ seed: 'written-answers' });

  it('answers persons, users, KYC, KYB, payrolls and statutory fields as documented once written', async () => {
    const { server } = ctx;
    const { businessId, personIds } = server.simulator.fixtures;
    const personId = personIds[40] as string;
    const send = (method: string, path: string, body: unknown) =>
      expectStatus(call(server, method, path, { body }), '2xx', path);
    await send('PUT', `/v1/persons/${personId}/basicInfo`, {
      firstName: 'Edsger',
      lastName: 'Dijkstra',
      email: 'ewd@acme.example',
    });
    await send('PUT', `/v1/persons/${personId}/personalInfo`, {
      dateOfBirth: '1930-05-11',
      gender: 'male',
      nationality: 'NL',
    });
    await send('PUT', `/v1/persons/${personId}/taxProfile`, { maritalStatus: 'married' });
    await send('PUT', `/v1/persons/${personId}/ipSetting`, { accessPercentage: 25 });
    const { userId } = await send('POST', '/v1/users/invite', { personId });
    await send('PUT', `/v1/users/${userId}/sub`, { tokenSub: 'auth0|ewd' });
    const { idDetails, ...kyc } = await kycSubmission(ctx.server, {
      firstName: 'Edsger',
      lastName: 'Dijkstra',
      dob: '1930-05-11',
      country: 'NL',
      number: 'NL1234567',
      type: 'national_id',
      issuedBy: 'Gemeente Amsterdam',
    });
    await send('POST', `/v1/users/${userId}/kyc`, { ...kyc, idDetails });
    await send('POST', `/v1/businesses/${businessId}/kyb`, {
      entityName: 'Acme Robotics Inc.',
      incorporation: { date: '2019-03-14' },
    });
    await send('PUT', `/v1/statutory/businesses/${businessId}/fields/US`, {
      fields: { suiAccountNumber: '12-34567' },
    });
    await send('PUT', `/v1/statutory/persons/${personId}/fields/US`, { fields: { w4Status: 'single' } });
    const { payrollId } = await send('POST', '/v1/payrolls', { workerType: 'CONTRACTOR', type: 'REGULAR' });
    const reads: [string, string][] = [
      ['/v1/persons/{personId}', `/v1/persons/${personId}`],
      ['/v1/persons/{personId}/paymentInfo', `/v1/persons/${personId}/paymentInfo`],
      ['/v1/persons/{personId}/taxProfile', `/v1/persons/${personId}/taxProfile`],
      ['/v1/persons/{personId}/ipSetting', `/v1/persons/${personId}/ipSetting`],
      ['/v1/users/{userId}', `/v1/users/${userId}`],
      ['/v1/users/{userId}/kyc', `/v1/users/${userId}/kyc`],
      ['/v1/businesses/{businessId}/kyb', `/v1/businesses/${businessId}/kyb`],
      [
        '/v1/statutory/businesses/{business_id}/fields/{country_code}',
        `/v1/statutory/businesses/${businessId}/fields/US`,
      ],
      [
        '/v1/statutory/persons/{person_id}/fields/{country_code}',
        `/v1/statutory/persons/${personId}/fields/US`,
      ],
      ['/v1/payrolls/{payrollId}', `/v1/payrolls/${payrollId}`],
      ['/v1/businesses/{businessId}/external-accounts', `/v1/businesses/${businessId}/external-accounts`],
    ];
    const findings: Record<string, unknown> = {};
    // Every read first, then the judging: compiling the documents blocks for seconds, long enough under load for
    // an idle keep-alive connection to close under the next call (ECONNRESET).
    const answers: [string, RawAnswer][] = [];
    for (const [template, path] of reads) answers.push([template, await call(server, 'GET', path)]);
    for (const [template, answer] of answers) {
      const found = await documentedFindings('GET', template, answer);
      if (found.length > 0) findings[template] = found;
    }
    expect(findings).toEqual({});
  });
});
