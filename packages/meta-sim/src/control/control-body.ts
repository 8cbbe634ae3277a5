import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseRequestBody } from '../request-body.ts';
import type { ControlAnswer, ControlEndpoint, ControlErrorBody } from './control-endpoints.ts';
import { ControlError, badInput } from './control-error.ts';

export type Body = Record<string, unknown>;

export function str(body: Body, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw badInput(`${key} must be a string`);
}

export function bool(body: Body, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  return value === true || value === 'true' || value === 1 || value === '1';
}

export function num(body: Body, key: string): number | undefined {
  const value = body[key];
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) throw badInput(`${key} must be a number`);
  return n;
}

export function obj(body: Body, key: string): Body | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw badInput(`${key} must be an object`);
  return value as Body;
}

export function strList(body: Body, key: string): string[] | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string')
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  throw badInput(`${key} must be a list`);
}

/** One endpoint of `ControlEndpoints`: its answer is checked against the type the client reads. */
export function controlRoute(app: FastifyInstance) {
  return <E extends ControlEndpoint>(
    endpoint: E,
    answer: (
      body: Body,
      query: Record<string, string>,
      params: Record<string, string>,
    ) => ControlAnswer<E> | Promise<ControlAnswer<E>>,
  ) => {
    const [method, path] = endpoint.split(' ') as ['GET' | 'POST', string];
    app.route({
      method,
      url: `/_sim${path}`,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        try {
          const body = await parseRequestBody(request.headers['content-type'], request.body as Buffer | undefined);
          const result = await answer(
            body,
            (request.query ?? {}) as Record<string, string>,
            (request.params ?? {}) as Record<string, string>,
          );
          return reply.code(200).send(result ?? {});
        } catch (error) {
          const status = error instanceof ControlError ? error.status : 400;
          const message = error instanceof Error ? error.message : String(error);
          const errorBody: ControlErrorBody = { error: { message } };
          return reply.code(status).send(errorBody);
        }
      },
    });
  };
}
