import type { FastifyInstance } from 'fastify';

/**
 * Reads application/x-www-form-urlencoded bodies in this scope only (the contract's `formBody` endpoints, such as
 * Meta's callbacks): every other route keeps refusing a form, which a cross-site page could post without asking.
 */
export function acceptUrlencodedForms(scope: FastifyInstance, bodyLimit: number) {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
