// Browser bundles (esbuild, platform browser, esm, minified, gzip -9) of the SDK's entries next to openai-node,
// stripe-node and bare ky built the same way, plus the anatomy of the whole client (minified bytes per source
// group, from esbuild's metafile of a bundle of src/ built with the same options).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { hasWebhooksEntry, ROOT, WEBHOOKS_DIST } from './lib.mjs';
import { clientEntry } from './subset-build.mjs';

const CLIENT = clientEntry('workforce-api');
const CORE_ONE_FUNCTION = [
  "import { createCore } from 'workforce-api/core';",
  "import { personsGet } from 'workforce-api/functions';",
  "const core = createCore({ apiKey: () => 't', environment: 'sandbox' });",
  'export const get = (id) => personsGet(core, id);',
].join('\n');
const webhooksEntry = (specifier) =>
  `export { unwrapWebhook, verifyWebhook } from ${JSON.stringify(specifier)};`;
const BARE_KY = [
  "import ky from 'ky';",
  "const headers = { authorization: 'Bearer t', accept: 'application/json' };",
  'export const get = (url) => ky.get(url, { headers, retry: 0 }).json();',
].join('\n');
const PEERS = {
  'openai-node':
    "import OpenAI from 'openai'; export const c = new OpenAI({ apiKey: 'k', dangerouslyAllowBrowser: true });",
  'stripe-node': "import Stripe from 'stripe'; export const c = new Stripe('sk_test_x');",
  'bare ky': BARE_KY,
};

async function bundle(contents, { resolveDir = ROOT, metafile = false } = {}) {
  const result = await build({
    stdin: { contents, resolveDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile,
    logLevel: 'silent',
  });
  const code = Buffer.concat(result.outputFiles.map((f) => f.contents));
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length, metafile: result.metafile };
}

const GROUPS = [
  ['ky', /node_modules\/ky\//],
  ['zod', /node_modules\/zod\//],
  ['other dependencies', /node_modules\//],
  ['generated schemas', /src\/generated\/schemas\//],
  ['generated operations', /src\/generated\/operations\//],
  ['generated resources', /src\/generated\/resources\//],
  ['generated (namespaces, exports, models)', /src\/generated\//],
  ['webhooks', /src\/webhooks\//],
  ['core + internal (transport, retry, paging, errors)', /src\/(core|internal)\//],
  ['the rest (client, money, uploads, payroll status…)', /./],
];

/** Minified bytes of one bundle per source group, from its metafile. */
function anatomyOf(metafile) {
  const groups = Object.fromEntries(GROUPS.map(([name]) => [name, 0]));
  const [output] = Object.values(metafile.outputs);
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const [name] = GROUPS.find(([, pattern]) => pattern.test(input));
    groups[name] += bytesInOutput;
  }
  return groups;
}

/** `subsetIndex`: src/index.ts of the 20-operation build (subset-build.mjs), or undefined. */
export async function bundleSizes({ subsetIndex } = {}) {
  const out = {};
  out['workforce-api'] = await bundle(CLIENT);
  out['createCore + personsGet'] = await bundle(CORE_ONE_FUNCTION);
  if (hasWebhooksEntry()) {
    // Through the package's exports when they map it; straight to the file while they do not (yet).
    out['workforce-api/webhooks'] = await bundle(webhooksEntry('workforce-api/webhooks')).catch(() =>
      bundle(webhooksEntry(WEBHOOKS_DIST)),
    );
  }
  for (const [name, contents] of Object.entries(PEERS)) out[name] = await bundle(contents);

  // The same whole client built from src/ (so the metafile names source files), and from the 20-operation
  // build's src/: their difference is the marginal cost of the other 127 operations.
  const fromSrc = await bundle(clientEntry('./src/index.ts'), { metafile: true });
  const src146 = { minified: fromSrc.minified, gzip: fromSrc.gzip };
  let src20;
  if (subsetIndex && existsSync(subsetIndex)) {
    const { minified, gzip } = await bundle(clientEntry(`./${path.basename(subsetIndex)}`), {
      resolveDir: path.dirname(subsetIndex),
    });
    src20 = { minified, gzip };
  }
  // What `createCore` + one function is made of, the same way.
  const coreFromSrc = await bundle(
    CORE_ONE_FUNCTION.replace("'workforce-api/core'", "'./src/entries/core.ts'").replace(
      "'workforce-api/functions'",
      "'./src/generated/functions.ts'",
    ),
    { metafile: true },
  );
  for (const value of Object.values(out)) delete value.metafile;
  return {
    sizes: out,
    anatomy: anatomyOf(fromSrc.metafile),
    coreAnatomy: anatomyOf(coreFromSrc.metafile),
    src146,
    src20,
  };
}
