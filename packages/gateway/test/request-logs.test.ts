import { describe, expect, it } from 'vitest';
import { requestId } from '../src/app.js';

describe('request ids', () => {
  it('keeps a caller-given plain X-Request-Id and replaces anything else with a UUID', () => {
    expect(requestId({ headers: { 'x-request-id': 'trace-1234abcd' } })).toBe('trace-1234abcd');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(requestId({ headers: {} })).toMatch(uuid);
    expect(requestId({ headers: { 'x-request-id': 'bad id\nwith newline' } })).toMatch(uuid);
    expect(requestId({ headers: { 'x-request-id': ['a', 'b'] } })).toMatch(uuid);
    expect(requestId({ headers: {} })).not.toBe(requestId({ headers: {} }));
  });
});
