import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signToken, verifyToken } from './signed-token';

const schema = z.object({ exp: z.number(), userId: z.string() });
const key = 'k'.repeat(32);
const inFive = () => Math.floor(Date.now() / 1000) + 300;

describe('signed tokens', () => {
  it('round-trips a payload', () => {
    const token = signToken({ exp: inFive(), userId: 'u1' }, key);
    expect(verifyToken(token, key, schema)).toMatchObject({ userId: 'u1' });
  });

  it('rejects a changed payload, another key, expiry and junk', () => {
    const token = signToken({ exp: inFive(), userId: 'u1' }, key);
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ exp: inFive(), userId: 'u2' })).toString('base64url')}.${signature}`;
    expect(verifyToken(forged, key, schema)).toBeNull();
    expect(verifyToken(token, 'x'.repeat(32), schema)).toBeNull();
    expect(verifyToken(token, key, schema, Date.now() + 301_000)).toBeNull();
    for (const junk of ['', '.', 'a.b', `${token}.x`, 'ééé.ééé']) expect(verifyToken(junk, key, schema)).toBeNull();
  });

  it('accepts the signature only in the exact form it was issued', () => {
    const token = signToken({ exp: inFive(), userId: 'u1' }, key);
    const [body, signature] = token.split('.') as [string, string];
    const variants = [
      `${signature}=`,
      `${signature}==`,
      `${signature}\n`,
      signature.replace(/-/g, '+').replace(/_/g, '/'),
      Buffer.from(signature, 'base64url').toString('base64'),
      signature.toUpperCase(),
      signature.slice(0, -1),
    ];
    for (const variant of variants.filter((v) => v !== signature)) expect(verifyToken(`${body}.${variant}`, key, schema), variant).toBeNull();
  });
});
