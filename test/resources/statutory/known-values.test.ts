import { describe, expect, it } from 'vitest';
import {
  isKnownRemittanceStatus,
  isKnownRequirementCategory,
  isKnownRequirementStatus,
  isKnownStatutoryEventType,
  isKnownStatutoryResourceType,
  REMITTANCE_STATUSES,
  REQUIREMENT_CATEGORIES,
  REQUIREMENT_STATUSES,
  STATUTORY_EVENT_TYPES,
  STATUTORY_RESOURCE_TYPES,
} from '../../../src/index.js';
import { closeServersAfterEach, json, startServer } from '../../reliability/server.js';
import { clientFor as clientOf } from '../../reliability/support.js';
import { clientFor, useMockServer } from '../../testing/helpers.js';

/*
 * The guards of the spec's open enums: every value the simulator answers is known; a value the SDK has not
 * seen yet is read without error and the guard says it is not known, so a caller's exhaustive switch skips it.
 */

const t = useMockServer();
closeServersAfterEach();

describe('isKnown… guards over values read from the API', () => {
  it("lists the spec's values", () => {
    expect([...REMITTANCE_STATUSES]).toEqual(['pending', 'processing', 'completed', 'failed']);
    expect([...REQUIREMENT_STATUSES]).toEqual(['outstanding', 'satisfied', 'waived']);
    expect(REQUIREMENT_CATEGORIES).toHaveLength(4);
    expect(STATUTORY_EVENT_TYPES).toHaveLength(19);
    expect([...STATUTORY_RESOURCE_TYPES]).toEqual(['filing', 'remittance', 'requirement']);
  });

  it('knows every status, category and event type the simulator answers', async () => {
    const client = clientFor(t.server);
    const { businessId } = t.server.simulator.fixtures;
    const requirements = await client.statutory.requirements.list({ businessId });
    expect(requirements.data.length).toBeGreaterThan(0);
    for (const requirement of requirements.data) {
      expect(isKnownRequirementStatus(requirement.status)).toBe(true);
      expect(isKnownRequirementCategory(requirement.category)).toBe(true);
    }
    const remittances = await client.statutory.remittances.list({ businessId });
    expect(remittances.data.length).toBeGreaterThan(0);
    for (const remittance of remittances.data) expect(isKnownRemittanceStatus(remittance.status)).toBe(true);
    const events = await client.statutory.events.list({ businessId }).toArray({ max: 200 });
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(isKnownStatutoryEventType(event.type)).toBe(true);
      expect(isKnownStatutoryResourceType(event.resourceType)).toBe(true);
    }
  });

  it('a status the SDK does not know yet is read, and its guard answers false', async () => {
    const server = await startServer(
      json(200, {
        id: 'rem_new_status',
        status: 'on_hold',
        filingIds: [],
        countryCode: 'NG',
        amount: 10,
      }),
    );
    const remittance = await clientOf(server.url).statutory.remittances.get('rem_new_status');
    expect(remittance.status).toBe('on_hold');
    expect(isKnownRemittanceStatus(remittance.status)).toBe(false);
    expect(isKnownRemittanceStatus(undefined)).toBe(false);
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      path: '/v1/statutory/remittances/rem_new_status',
    });
  });
});
