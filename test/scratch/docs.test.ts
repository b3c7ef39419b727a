import { it } from 'vitest';
import { OPERATION_INDEX } from '../../src/generated/operation-index.js';
import { planOperations, shapeOf } from '../../src/testing/generic/plan.js';
import { HAND_WRITTEN } from '../../src/testing/routes/all.js';
import { startMockServer } from '../../src/testing/index.js';
it('x', async () => {
  const plans = planOperations(OPERATION_INDEX);
  const served = new Set(HAND_WRITTEN.map((r) => `${r.method} ${shapeOf(r.path)}`));
  console.log(plans.filter((p) => !served.has(`${p.operation.method} ${p.shape}`) && ['document','list','read'].includes(p.role)).map((p) => `${p.role} ${p.operation.method} ${p.operation.path}`).join('\n'));
  const t0 = performance.now();
  for (let i = 0; i < 5; i++) { const s = await startMockServer({ seed: `s${i}` }); await s.close(); }
  console.log('5 servers ms', performance.now() - t0);
});
