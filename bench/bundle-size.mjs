// Browser bundle of the whole client (esbuild, minified, gzip -9) next to openai-node and stripe-node built
// the same way.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const entries = {
  'workforce-api':
    "import { WorkforceClient } from 'workforce-api'; export const c = new WorkforceClient({ apiKey: () => 't', environment: 'sandbox' });",
  'openai-node':
    "import OpenAI from 'openai'; export const c = new OpenAI({ apiKey: 'k', dangerouslyAllowBrowser: true });",
  'stripe-node': "import Stripe from 'stripe'; export const c = new Stripe('sk_test_x');",
};

export async function bundleSizes() {
  const out = {};
  for (const [name, contents] of Object.entries(entries)) {
    const result = await build({
      stdin: { contents, resolveDir: process.cwd(), loader: 'js' },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    });
    const code = result.outputFiles
      .map((f) => f.contents)
      .reduce((a, b) => Buffer.concat([a, b]), Buffer.alloc(0));
    out[name] = { minified: code.length, gzip: gzipSync(code, { level: 9 }).length };
  }
  return out;
}
