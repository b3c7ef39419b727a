import { it } from 'vitest';
import { OPERATION_INDEX } from '../../src/generated/operation-index.js';
import { planOperations } from '../../src/testing/generic/plan.js';
import { unwrap, objectShape } from '../../src/testing/generic/wire.js';
it('x', () => {
  for (const p of planOperations(OPERATION_INDEX)) if (p.role === 'document' && p.operation.method === 'GET') {
    const s = p.operation.response?.(); if (!s) continue;
    const d = unwrap(s); console.log(p.operation.path, d.type, d.type === 'object' ? Object.keys(objectShape(s) ?? {}).join(',') : '');
  }
});
