import { describe, expect, it } from 'vitest';
import { cacheTags } from '../platform/cache/tags';
import { decodeInvalidations, encodeInvalidations, maxPayloadBytes } from './invalidation-bus';

const from = '7f1c1f5e-0000-4000-8000-000000000000';
const bytes = (payload: string) => Buffer.byteLength(payload, 'utf8');

describe('encodeInvalidations', () => {
  it('carries the tags, without repeats, and the sender in one JSON payload', () => {
    const payloads = encodeInvalidations(from, ['member:ada', 'library', 'member:ada']);
    expect(payloads).toEqual([JSON.stringify({ from, tags: ['member:ada', 'library'] })]);
    expect(decodeInvalidations(payloads[0]!)).toEqual({ from, tags: ['member:ada', 'library'] });
  });

  it('splits many tags into payloads within PostgreSQL’s limit, losing none', () => {
    const tags = Array.from({ length: 2_000 }, (_, i) => `session:${'é'.repeat(i % 7)}${i}`);
    const payloads = encodeInvalidations(from, tags);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(bytes(payload)).toBeLessThanOrEqual(maxPayloadBytes);
    expect(payloads.flatMap((payload) => decodeInvalidations(payload)!.tags)).toEqual(tags);
  });

  it('fills each payload up to the limit, counting bytes rather than characters', () => {
    const limit = bytes(JSON.stringify({ from, tags: ['ü1', 'ü2'] }));
    expect(encodeInvalidations(from, ['ü1', 'ü2', 'ü3'], limit)).toEqual([
      JSON.stringify({ from, tags: ['ü1', 'ü2'] }),
      JSON.stringify({ from, tags: ['ü3'] }),
    ]);
  });

  it('drops everything instead when one tag cannot fit, or everything was published', () => {
    const everything = [JSON.stringify({ from, tags: [cacheTags.everything] })];
    expect(encodeInvalidations(from, ['library', `collection:${'x'.repeat(maxPayloadBytes)}`])).toEqual(everything);
    expect(encodeInvalidations(from, ['library', cacheTags.everything])).toEqual(everything);
  });

  it('sends nothing for no tags', () => {
    expect(encodeInvalidations(from, [])).toEqual([]);
  });
});

describe('decodeInvalidations', () => {
  it('refuses anything but a sender and a list of tags', () => {
    for (const payload of [
      '',
      'library',
      '[]',
      'null',
      '{"from":1,"tags":[]}',
      '{"from":"a","tags":"library"}',
      '{"from":"a","tags":[1]}',
    ]) {
      expect(decodeInvalidations(payload)).toBeUndefined();
    }
  });
});
