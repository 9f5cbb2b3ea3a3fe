import { describe, expect, it } from 'vitest';
import { hasErrorCode, HttpError, isHttpError, notFound, startFailureMessage } from './errors';
import type * as ErrorsModule from './errors';
import { StorageLimitError } from './storage/storage';
import { ConfigError } from './config';
import { DataDirLockedError } from './data-dir-lock';

/** A second, separate instance of this module, as a second bundle or a module runner would load it. */
const loadSecondCopy = async () => (await import(/* @vite-ignore */ `./errors.ts?copy=${Date.now()}`)) as typeof ErrorsModule;

describe('errors known by code', () => {
  it('recognises an HttpError made by another copy of the module, where instanceof cannot', async () => {
    const copy = await loadSecondCopy();
    const theirs = new copy.HttpError(409, 'conflict', 'Taken', { code: 'That code is already taken at Stripe' });
    expect(theirs).not.toBeInstanceOf(HttpError);
    expect(isHttpError(theirs)).toBe(true);
    expect(copy.isHttpError(notFound())).toBe(true);
    expect(isHttpError(theirs) && theirs.toBody()).toEqual({ error: { code: 'conflict', message: 'Taken', fields: { code: 'That code is already taken at Stripe' } } });
  });

  it('tells our failures by their code and nothing else by its shape', async () => {
    const copy = await loadSecondCopy();
    expect(hasErrorCode(new StorageLimitError(10), 'storage_limit')).toBe(true);
    expect(hasErrorCode(new StorageLimitError(10), 'data_dir_locked')).toBe(false);
    expect(isHttpError(new StorageLimitError(10))).toBe(false);
    expect(copy.isHttpError(new StorageLimitError(10))).toBe(false);
    // Look-alikes: a library's error with a code, a plain object, a string.
    expect(isHttpError(Object.assign(new Error('x'), { code: 'conflict', status: 409 }))).toBe(false);
    expect(isHttpError({ code: 'not_found' })).toBe(false);
    expect(isHttpError('not_found')).toBe(false);
    expect(hasErrorCode(Object.assign(new Error('x'), { code: 'storage_limit' }), 'storage_limit')).toBe(false);
  });

  it('prints a start failure for a person when it is a setting or a data directory in use, else with its stack', () => {
    const setting = new ConfigError(['PORT: expected a number']);
    expect(startFailureMessage(setting)).toBe(setting.message);
    const locked = new DataDirLockedError('/srv/portal', 4242);
    expect(startFailureMessage(locked)).toBe(locked.message);
    const fault = new Error('boom');
    expect(startFailureMessage(fault)).toBe(fault.stack);
    expect(startFailureMessage('plain')).toBe('plain');
  });
});
