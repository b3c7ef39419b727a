import { expect, it } from 'vitest';
import * as sdk from '../../src/index.js';

// The public surface is a list: adding or removing an export must be a deliberate, reviewed change.
it('exports exactly these runtime names from workforce-api', () => {
  expect(Object.keys(sdk).sort()).toMatchSnapshot();
});

it('VERSION matches package.json (it is sent in the User-Agent)', async () => {
  const { default: pkg } = await import('../../package.json', { with: { type: 'json' } });
  expect(sdk.VERSION).toBe(pkg.version);
});

// The testing entries are listed too: `createMockHandlers` lives in `workforce-api/testing/msw` only, so the
// msw types stay out of the declarations of `workforce-api/testing`.
it('exports exactly these runtime names from workforce-api/testing and workforce-api/testing/msw', async () => {
  const testing = await import('../../src/testing/index.js');
  const msw = await import('../../src/testing/msw.js');
  expect({ testing: Object.keys(testing).sort(), msw: Object.keys(msw).sort() }).toMatchSnapshot();
  expect(Object.keys(testing)).not.toContain('createMockHandlers');
});
