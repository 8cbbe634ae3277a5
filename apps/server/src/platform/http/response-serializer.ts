import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Stringify = (data: unknown) => string;

/**
 * The JSON writer for an endpoint's response, compiled once from its contract schema (Fastify's own way,
 * fast-json-stringify): only the schema's fields are written, and nothing is copied first. Checking a list of
 * conversations with zod before writing it copied every object again, a third of what a request allocated.
 * Handlers are typed by the same schemas; with `check` (tests) every response is also validated by zod and must
 * be written as zod's encoding would be (the same values; keys may come in another order), so a handler or a writer that drifts from the contract fails tests. A schema JSON Schema cannot express (a transform) is
 * written the checked way. The JSON Schema is the encoded side (`io: 'input'`), the form the response takes on the
 * wire.
 */
export function createResponseSerializer({ check }: { check: boolean }) {
  return ({ schema, method, url }: { schema: unknown; method: string; url: string }): Stringify => {
    const zodSchema = schema as z.ZodType;
    let serialize: Stringify | undefined;
    // Compiled at the route's first answer, not when the app starts: compiling every route's writer took a second
    // of each start (a restart, and every test file's server).
    return (data) => (serialize ??= serializerOf(zodSchema, method, url, check))(data);
  };
}

function serializerOf(zodSchema: z.ZodType, method: string, url: string, check: boolean): Stringify {
  const compiled = writerOf(zodSchema);
  const validate = (data: unknown) => {
    const result = z.safeEncode(zodSchema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return result.data;
  };
  if (!compiled) return (data) => JSON.stringify(validate(data));
  if (!check) return compiled;
  return (data) => {
    const expected = JSON.stringify(validate(data));
    const written = compiled(data);
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      const message = `The compiled writer wrote ${written.slice(0, 2000)} where zod gives ${expected.slice(0, 2000)}`;
      const cause = new z.ZodError([{ code: 'custom', message, path: [], input: data }]);
      throw new ResponseSerializationError(method, url, { cause });
    }
    return written;
  };
}

// A writer keeps no state, and the contract's schemas live as long as the process: one per schema, whichever app of
// the process (a test file's server) answers with it first.
const writers = new WeakMap<z.ZodType, Stringify | null>();

function writerOf(schema: z.ZodType): Stringify | null {
  if (!writers.has(schema)) writers.set(schema, compile(schema));
  return writers.get(schema)!;
}

function compile(schema: z.ZodType): Stringify | null {
  let jsonSchema: unknown;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return null;
  }
  return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]) as Stringify;
}
