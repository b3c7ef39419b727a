import { describe, expect, it } from 'vitest';
import { clientFor, useMockServer } from './helpers.js';

/*
 * The shared catalogs written by hand, read through the SDK (which validates every answer against its schema):
 * each role is named after what it grants, each tax location lists its own regions, each tax field is one input
 * of the calculation with values of its type.
 */

describe('hand-written catalogs (SDK over HTTP)', () => {
  const ctx = useMockServer({ seed: 'catalogs' });

  it('lists roles named after the permissions they grant, the same for every business', async () => {
    const client = clientFor(ctx.server);
    const { data: roles } = await client.permissions.roles.list();
    expect(roles.map((role) => role.name)).toEqual(['Finance Manager', 'People Admin', 'Viewer']);
    const grants = (name: string) =>
      roles
        .find((role) => role.name === name)
        ?.operations?.flatMap((operation) => operation.permissions?.map((p) => p.action) ?? []);
    expect(grants('Finance Manager')).toContain('CAN_APPROVE_PAYROLL');
    expect(grants('Viewer')).not.toContain('CAN_APPROVE_PAYROLL');
    expect(grants('Viewer')?.every((action) => action?.startsWith('CAN_VIEW_'))).toBe(true);
    const child = clientFor(ctx.server, { tenantKey: ctx.server.simulator.fixtures.childTenantKey });
    expect((await child.permissions.roles.list()).data).toEqual(roles);
  });

  it('lists tax locations with their own regions, and the tax fields as typed inputs', async () => {
    const client = clientFor(ctx.server);
    const { data: locations } = await client.tax.locations.list();
    const australia = locations.find((location) => location.code === 'AU');
    expect(australia).toMatchObject({ name: 'Australia' });
    expect(australia?.regions?.map((region) => region.code)).toEqual(['NSW', 'VIC', 'QLD']);
    for (const location of locations) expect(location.code).toMatch(/^[A-Z]{2}$/);
    const { data: fields } = await client.tax.fields.list({ country: 'MX' });
    const marital = fields.find((field) => field.name === 'maritalStatus');
    expect(marital).toMatchObject({ type: 'string', required: true });
    expect(marital?.enum).toContain('married');
    for (const field of fields.filter((f) => f.default !== undefined))
      expect(typeof field.default).toBe(field.type);
  });
});
