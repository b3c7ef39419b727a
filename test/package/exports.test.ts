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
