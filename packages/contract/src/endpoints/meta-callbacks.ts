import { z } from 'zod';
import { apiRoutes } from '../api-routes.ts';
import { defineEndpoint } from '../http/endpoint.ts';

const routes = apiRoutes.metaCallbacks;
const tags = ['meta-callbacks'];

const signedRequestBody = z.object({
  signed_request: z.string().min(1).max(8192).describe("Meta's signed request: base64url signature '.' payload"),
});

/**
 * Meta's callbacks for a person who removed the app or asked for their data to be deleted (App settings → Basic:
 * Data deletion request URL `{APP_URL}/meta/data-deletion`; Facebook Login → Settings: Deauthorize callback URL
 * `{APP_URL}/meta/deauthorize`). A signed request Meta did not sign with the app secret is refused with 403.
 */
export const metaCallbackEndpoints = {
  deauthorize: defineEndpoint(routes.deauthorize, {
    tags,
    summary: "Meta's deauthorize callback",
    description:
      'The person removed the app: every page they linked stops its automations, its owners are told why, and the connection doctor asks for a reconnect.',
    formBody: true,
    body: signedRequestBody,
    response: z.object({ pages: z.number().describe('Pages stopped') }),
    errors: [403, 422],
  }),
  dataDeletion: defineEndpoint(routes.dataDeletion, {
    tags,
    summary: "Meta's data deletion request callback",
    description:
      'Deletes, at once, what the product holds through the Facebook user named by the signed request and answers where the person can read the status.',
    formBody: true,
    body: signedRequestBody,
    response: z.object({ url: z.string(), confirmation_code: z.string() }),
    errors: [403, 422],
  }),
  deletionStatus: defineEndpoint(routes.deletionStatus, {
    tags,
    summary: 'The status page of a data deletion, for the person Meta links to it',
    description:
      'A whole HTML page (Arabic by default, English by ?lang=en or the browser): when and how much was deleted, read from the signed confirmation code; a code not given out says so.',
    params: z.object({ code: z.string().min(1).max(200) }),
    query: z.object({ lang: z.string().max(10).optional() }),
    response: z.string().describe('text/html'),
    errors: [422],
  }),
};
