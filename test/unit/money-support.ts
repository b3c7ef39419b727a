import { expect } from 'vitest';
import { RequestValidationError } from '../../src/core/client-errors.js';

/** Runs a money helper that must refuse its input and returns the RequestValidationError it threw. */
export function rejectionOf(fn: () => unknown): RequestValidationError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RequestValidationError);
    return error as RequestValidationError;
  }
  throw new Error('expected a RequestValidationError');
}
