import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializer } from '../src/platform/http/response-serializer.ts';

const route = { method: 'GET', url: '/api/things' };
const thing = z.object({ id: z.number(), name: z.string(), shown_at: z.iso.datetime().nullable() });

describe('the response writer', () => {
  it("writes only the schema's fields, the same in every app of the process", () => {
    const first = createResponseSerializer({ check: false })({ ...route, schema: thing });
    const second = createResponseSerializer({ check: false })({ ...route, schema: thing });
    const data = { id: 7, name: 'حقيبة', shown_at: null, token: 'never on the wire' };
    expect(JSON.parse(first(data))).toEqual({ id: 7, name: 'حقيبة', shown_at: null });
    expect(second(data)).toBe(first(data));
  });

  it('refuses, when checking, an answer that breaks the contract instead of writing it', () => {
    const write = createResponseSerializer({ check: true })({ ...route, schema: thing });
    expect(() => write({ id: 'seven', name: 'x', shown_at: null })).toThrow(ResponseSerializationError);
    expect(JSON.parse(write({ id: 1, name: 'x', shown_at: '2026-12-01T04:00:00.000Z' }))).toEqual({
      id: 1,
      name: 'x',
      shown_at: '2026-12-01T04:00:00.000Z',
    });
  });
});
