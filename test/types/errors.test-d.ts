import { describe, expectTypeOf, it } from 'vitest';
import {
  ApiError,
  type ApiErrorCode,
  type AuthenticationError,
  type BadRequestError,
  type ConflictError,
  type ConnectionError,
  type InternalServerError,
  isApiError,
  isRateLimitError,
  type NotFoundError,
  type PermissionDeniedError,
  RateLimitError,
  type RequestAbortedError,
  RequestValidationError,
  ResponseValidationError,
  type TerminalStatusError,
  type TimeoutError,
  type UnprocessableEntityError,
  type WebhookVerificationError,
  type WorkforceError,
} from '../../src/index.js';

declare const error: unknown;

/*
 * DESIGN §4: every error class has a literal `name`, and the fields it lists are typed where a `catch` reads
 * them. The names were typed `string`, so `const name: 'NotFoundError' = e.name` did not compile.
 */

describe('errors as a catch block reads them', () => {
  it('each concrete class types its name as its literal', () => {
    expectTypeOf<BadRequestError['name']>().toEqualTypeOf<'BadRequestError'>();
    expectTypeOf<AuthenticationError['name']>().toEqualTypeOf<'AuthenticationError'>();
    expectTypeOf<PermissionDeniedError['name']>().toEqualTypeOf<'PermissionDeniedError'>();
    expectTypeOf<NotFoundError['name']>().toEqualTypeOf<'NotFoundError'>();
    expectTypeOf<ConflictError['name']>().toEqualTypeOf<'ConflictError'>();
    expectTypeOf<UnprocessableEntityError['name']>().toEqualTypeOf<'UnprocessableEntityError'>();
    expectTypeOf<RateLimitError['name']>().toEqualTypeOf<'RateLimitError'>();
    expectTypeOf<InternalServerError['name']>().toEqualTypeOf<'InternalServerError'>();
    expectTypeOf<ConnectionError['name']>().toEqualTypeOf<'ConnectionError'>();
    expectTypeOf<TimeoutError['name']>().toEqualTypeOf<'TimeoutError'>();
    expectTypeOf<RequestAbortedError['name']>().toEqualTypeOf<'RequestAbortedError'>();
    expectTypeOf<RequestValidationError['name']>().toEqualTypeOf<'RequestValidationError'>();
    expectTypeOf<ResponseValidationError['name']>().toEqualTypeOf<'ResponseValidationError'>();
    expectTypeOf<WebhookVerificationError['name']>().toEqualTypeOf<'WebhookVerificationError'>();
    expectTypeOf<TerminalStatusError['name']>().toEqualTypeOf<'TerminalStatusError'>();
    // The bases stay open to their subclasses' names.
    expectTypeOf<ApiError['name']>().toEqualTypeOf<string>();
    expectTypeOf<WorkforceError['name']>().toEqualTypeOf<string>();
  });

  it('types the fields DESIGN lists', () => {
    if (error instanceof ApiError) {
      expectTypeOf(error.status).toEqualTypeOf<number>();
      expectTypeOf(error.code).toEqualTypeOf<ApiErrorCode | undefined>();
      expectTypeOf<'resource_not_found'>().toExtend<ApiErrorCode>();
      expectTypeOf<'some_future_code'>().toExtend<ApiErrorCode>();
      expectTypeOf(error.requestId).toEqualTypeOf<string | undefined>();
      expectTypeOf(error.headers).toEqualTypeOf<Record<string, string>>();
      expectTypeOf(error.params).toExtend<Record<string, string> | undefined>();
      expectTypeOf(error.message).toBeString();
    }
    if (error instanceof RateLimitError) expectTypeOf(error.retryAfter).toEqualTypeOf<number | undefined>();
    if (error instanceof RequestValidationError)
      expectTypeOf(error.params).toExtend<Record<string, string>>();
    if (error instanceof ResponseValidationError) {
      expectTypeOf(error.requestId).toEqualTypeOf<string | undefined>();
      expectTypeOf(error).not.toExtend<ApiError>();
    }
    if (isApiError(error)) expectTypeOf(error).toEqualTypeOf<ApiError>();
    if (isRateLimitError(error)) expectTypeOf(error.retryAfter).toEqualTypeOf<number | undefined>();
  });
});
