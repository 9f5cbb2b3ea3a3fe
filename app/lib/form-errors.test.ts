import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { splitServerErrors } from './form-errors';

describe('splitServerErrors', () => {
  it("puts the API's field errors on this form's fields and leaves the summary to them", () => {
    const error = new ApiError(400, 'validation_failed', 'Some fields need attention.', { title: 'Title is required', other: 'x' });
    expect(splitServerErrors(error, ['title', 'intro'] as const)).toEqual({
      fieldErrors: { title: 'Title is required' },
      message: null,
    });
  });

  it('gives the summary the message when no field of this form is named', () => {
    const error = new ApiError(401, 'unauthenticated', 'Invalid email or password', {}, 'INVALID_EMAIL_OR_PASSWORD');
    expect(splitServerErrors(error, ['email', 'password'] as const)).toEqual({ fieldErrors: {}, message: 'Invalid email or password' });
  });

  it('says something went wrong for anything that is not an API error', () => {
    expect(splitServerErrors(new TypeError('boom'), ['email'] as const).message).toBe('Something went wrong. Please try again.');
  });
});
