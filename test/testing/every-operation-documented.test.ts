import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_INDEX } from '../../src/generated/operation-index.js';
import { type MockServer, startMockServer } from '../../src/testing/index.js';
import { callEveryOperation } from './support/raw-calls.js';
import { documentedApi, figures, type Verdict, verdictOn } from './support/verdicts.js';

/*
 * The proof that the simulator answers as the API documents: every operation of the API map, called over raw
 * HTTP (no SDK) against the default seed, answers in a status its document lists, with a body that
 * document's schema accepts (formats and enums included) and that holds no placeholder (a field's own name,
 * a filler word). The snapshot's documents are the judge.
 */

describe('every operation answered as the documents describe it', () => {
  let server: MockServer;
  let verdicts: Verdict[];
  beforeAll(async () => {
    server = await startMockServer({ webhookRetryDelaysMs: [] });
    const api = await documentedApi();
    verdicts = (await callEveryOperation(server)).map((exchange) => verdictOn(api, exchange));
    console.info(figures(verdicts));
  }, 120_000);
  afterAll(() => server.close());

  it('calls each operation of the API once', () => {
    expect(new Set(verdicts.map((v) => v.name)).size).toBe(OPERATION_INDEX.length);
  });

  it('answers in a documented status, with a schema-valid, placeholder-free body', () => {
    const failing = verdicts.filter((v) => v.findings.length > 0).map((v) => ({ [v.name]: v.findings }));
    expect(failing).toEqual([]);
  });
});
