// The registry mirror these machines use serves only the Linux builds of some native optional packages
// (biome's and rollup's). npm then leaves the others out of package-lock.json, and `npm ci` refuses the lock as
// "out of sync". This adds the missing entries, marked optional with the os/cpu/libc their names state, so every
// platform skips what it cannot run and `npm ci` accepts the lock. Run after any `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32'];
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  arm: 'arm',
  ia32: 'ia32',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
};

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  if (!os || !cpu) return undefined;
  const tail = parts.slice(parts.indexOf(cpu) + 1).join('-');
  const libc = /musl/.test(tail) ? ['musl'] : /gnu/.test(tail) ? ['glibc'] : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `node_modules/${dep}`;
    const nested = `${path}/node_modules/${dep}`;
    if (lock.packages[target] || lock.packages[nested]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    lock.packages[target] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
