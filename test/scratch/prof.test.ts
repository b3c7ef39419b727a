import { it } from 'vitest';
import { Simulator } from '../../src/testing/index.js';
import * as S from '../../src/testing/generic/sample.js';
it('x', () => {
  const t0 = performance.now();
  for (let i = 0; i < 3; i++) new Simulator({ seed: `p${i}` });
  console.log('3 sims ms', performance.now() - t0);
});
