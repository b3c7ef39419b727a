import { describe, expectTypeOf, it } from 'vitest';
import {
  isKnownRemittanceStatus,
  isKnownStatutoryEventType,
  type KnownValue,
  type Remittance,
  type RemittanceStatus,
  type StatutoryEvent,
} from '../../src/index.js';

declare const remittance: Remittance;
declare const event: StatutoryEvent;

describe('open enums', () => {
  it('KnownValue drops the catch-all string and keeps the literals', () => {
    expectTypeOf<KnownValue<RemittanceStatus>>().toEqualTypeOf<
      'pending' | 'processing' | 'completed' | 'failed'
    >();
    expectTypeOf<KnownValue<'a' | (string & {})>>().toEqualTypeOf<'a'>();
  });

  it('a guard narrows to the known literals, so a switch over them is exhaustive', () => {
    const status = remittance.status;
    if (isKnownRemittanceStatus(status)) {
      switch (status) {
        case 'pending':
        case 'processing':
        case 'completed':
        case 'failed':
          break;
        default:
          expectTypeOf(status).toBeNever();
      }
    }
    if (isKnownStatutoryEventType(event.type)) {
      expectTypeOf(event.type).toExtend<`${'filing' | 'remittance' | 'requirement'}.${string}`>();
    }
  });
});
