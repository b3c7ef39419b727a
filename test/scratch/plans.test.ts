import { it } from 'vitest';
import { OPERATION_INDEX } from '../../src/generated/operation-index.js';
import { planOperations } from '../../src/testing/generic/plan.js';
it('x', () => {
const plans = planOperations(OPERATION_INDEX);
const out: string[] = [];
for (const p of plans) if (p.role==='list'||p.role==='read') out.push([p.role.padEnd(5), p.operation.method, p.operation.path, p.operation.page ?? '-', JSON.stringify(p.operation.query ?? []), p.name].join(' '));
console.log(out.join('\n'));
});
