import { it } from 'vitest';
import { OPERATION_INDEX } from '../../src/generated/operation-index.js';
import { planOperations } from '../../src/testing/generic/plan.js';
import { ENTITIES } from '../../src/testing/generic/entities.js';
it('x', () => {
const plans = planOperations(OPERATION_INDEX);
const creatable = new Set(plans.filter((p) => p.role === 'create').map((p) => p.collection ?? p.shape));
const cols = new Set(plans.filter(p=>p.collection).map(p=>p.collection));
const out: string[] = [];
for (const c of cols) out.push(`${c} creatable=${creatable.has(c!)} entity=${ENTITIES[c!]!==undefined} roles=${plans.filter(p=>p.collection===c).map(p=>p.role+':'+p.name).join(',')}`);
for (const p of plans) if (p.role==='document'||p.role==='document-update'||p.role==='command') out.push(`${p.role} ${p.operation.method} ${p.operation.path} ${p.name}`);
console.log(out.join('\n'));
});
