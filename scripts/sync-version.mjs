// After `changeset version` bumps package.json, write the same version into src/version.ts (it is sent in the
// User-Agent, and a test keeps the two equal).
import { readFileSync, writeFileSync } from 'node:fs';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const file = new URL('../src/version.ts', import.meta.url);
const source = readFileSync(file, 'utf8');
const updated = source.replace(/export const VERSION = '[^']*';/, `export const VERSION = '${version}';`);
if (!updated.includes(`'${version}'`)) throw new Error('src/version.ts has no VERSION constant to update');
writeFileSync(file, updated);
console.log(`src/version.ts → ${version}`);
