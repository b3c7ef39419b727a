import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

// The tour is what `npm start` runs on a fresh clone: no build, no credentials, no network.
function runTour(): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['scripts/run-tour.mjs'],
      { cwd: root, timeout: 30_000, env: { ...process.env, NO_COLOR: '1' } },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : null;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('npm start (the SDK tour)', () => {
  it('runs every step against the simulator it starts and exits 0', { timeout: 40_000 }, async () => {
    const { code, stdout, stderr } = await runTour();

    expect(stderr).toBe('');
    expect(code).toBe(0);
    for (let step = 1; step <= 10; step += 1) expect(stdout).toMatch(new RegExp(`^${step}\\. `, 'm'));
    expect(stdout).toMatch(/milestone \S+, due \d{4}-\d{2}-\d{2}/);
    expect(stdout).toMatch(/50 persons in 5 pages/);
    expect(stdout).toMatch(
      /USD: balance 12500\.00, available 10000\.00, processing 1500\.00, reserves 1000\.00/,
    );
    expect(stdout).toContain("'Awaiting Funds' → 'Scheduled'");
    expect(stdout).toContain("status 'Scheduled' (webhook vocabulary: 'scheduled')");
    expect(stdout).toContain("filing 'blocked' → 'pending'");
    expect(stdout).toMatch(/Servicio de Administración Tributaria \(MX\): 'completed'/);
    expect(stdout).toMatch(/pending → processing at .*\n.*processing → completed at/);
    expect(stdout).toMatch(/signed deliveries, answered 200 by createWebhookHandler/);
    expect(stdout).toMatch(/requirement\.satisfied: .* unblocks fil_/);
    expect(stdout).toMatch(/verified payroll\.status\.updated \S+ \(known: true\)/);
    expect(stdout).toContain('WebhookVerificationError: signature_mismatch');
    expect(stdout).toMatch(/NotFoundError: status 404, code 'resource_not_found', requestId req_\w+/);
    expect(stdout).toContain(
      'RequestValidationError: params {"amount.amount":"must be an integer"}; requests sent: 0',
    );
    expect(stdout).toMatch(/AuthenticationError: 401/);
    expect(stdout).toMatch(/Done in [\d.]+ s: simulator closed\./);
  });
});
