import { describe, expect, it } from 'vitest';
import { placeholderFindings } from './support/placeholders.js';
import { documentedApi } from './support/verdicts.js';

/*
 * The judge of the simulator's answers (support/documented.ts) checked on answers whose faults are known: it
 * must refuse each kind of fault the proof relies on it to find.
 */

describe('the documents as judge', () => {
  it('refuses an undocumented status, a wrong format, an enum outside the list and a placeholder', async () => {
    const api = await documentedApi();
    const json = 'application/json';
    expect(api.check('POST', '/v1/persons', { status: 201, contentType: json, body: {} })).toEqual([
      expect.objectContaining({ at: 'status' }),
    ]);
    expect(api.check('POST', '/v1/persons', { status: 200, contentType: json, body: { id: 'x' } })).toEqual([
      expect.objectContaining({ at: '/id', problem: expect.stringContaining('uuid') }),
    ]);
    const id = crypto.randomUUID();
    expect(api.check('POST', '/v1/persons', { status: 200, contentType: json, body: { id } })).toEqual([]);
    const outsideEnum = api.check('GET', '/v1/users/{userId}', {
      status: 200,
      contentType: json,
      body: { status: 'retired' },
    });
    expect(outsideEnum).toContainEqual(
      expect.objectContaining({ at: '/status', problem: expect.stringContaining('allowed values') }),
    );
    // The one decision about a self-contradicting document: a user's 'active' (its example) is in the enum.
    const active = api.check('GET', '/v1/users/{userId}', {
      status: 200,
      contentType: json,
      body: { status: 'active' },
    });
    expect(active.filter((f) => f.at === '/status')).toEqual([]);
    const found = placeholderFindings({
      person: { dateOfBirth: 'dateOfBirth', note: 'sample', city: 'Lagos' },
    });
    expect(found.map((f) => f.at)).toEqual(['/person/dateOfBirth', '/person/note']);
  });

  it('reads operations the overlay declares, and allows documented enum values', async () => {
    const api = await documentedApi();
    expect(api.statuses('GET', '/v1/balances')).toEqual(['200']);
    expect(
      api.check('GET', '/v1/balances', { status: 200, contentType: 'application/json', body: { data: [] } }),
    ).toEqual([]);
    expect(api.enumValues.has('INDIVIDUAL')).toBe(true);
    expect(placeholderFindings({ type: 'string' }, api.enumValues)).toEqual([]);
  });
});
