import { setTimeout as sleep } from 'node:timers/promises';
import { GraphError, nonexistingField, unsupportedRequest } from '../graph-error.ts';
import { checkAppSecretProof } from '../app-settings.ts';
import { takeFault } from '../faults.ts';
import { mintTraceId } from '../ids.ts';
import { parseFields } from '../fields.ts';
import { createParams } from '../params.ts';
import { usageHeaders, type Bucket } from '../rate-limits.ts';
import { DAY_MS } from '../time-format.ts';
import { parseRequestBody, searchParamsToRecord } from '../request-body.ts';
import type { SimRuntime } from '../runtime.ts';
import { readAccessToken, resolveAuth, type Auth, type GraphHost } from '../tokens.ts';
import { INSTAGRAM_TOKEN_ROOTS } from '../instagram-login/instagram-tokens.ts';
import { instagramLoginOwns } from '../instagram-login/instagram-access.ts';
import { refreshWorld } from '../world-clock.ts';
import { nodeTypeName, type GraphContext, type GraphNode, type GraphRoute, type HttpMethod } from './context.ts';
import { findNode, owningIgUserId, owningPageId } from './nodes.ts';
import { pageAccessible } from './access.ts';
import { GRAPH_ROUTES, ROOT_ROUTES, UNAUTHENTICATED_ROOTS } from './routes.ts';
import { assertReleasedVersion } from './versions.ts';

export type IncomingGraphRequest = {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer | undefined;
  /** graph.instagram.com is served under INSTAGRAM_GRAPH_PREFIX; its URLs keep the prefix (the call log shows it). */
  host?: GraphHost;
};

export const INSTAGRAM_GRAPH_PREFIX = '/instagram-graph';

export type GraphResponse = { status: number; headers: Record<string, string>; body: unknown };

export async function handleGraphRequest(rt: SimRuntime, request: IncomingGraphRequest): Promise<GraphResponse> {
  const url = new URL(request.url, 'http://sim.local');
  const path = url.pathname;
  const host = request.host ?? 'facebook';
  const hostPath = host === 'instagram' ? path.slice(INSTAGRAM_GRAPH_PREFIX.length) : path;
  const query = searchParamsToRecord(url.searchParams);
  let body: Record<string, unknown> | null = null;
  let buckets: Bucket[] = [];
  let status = 200;
  let responseBody: unknown;
  const headers: Record<string, string> = {};

  try {
    body = await parseRequestBody(headerValue(request.headers['content-type']), request.rawBody);
    refreshWorld(rt);
    const method = normalizeMethod(request.method, query, body);
    const fault = takeFault(rt.faults, method, path);
    const afterEffect = rt.faults.afterEffect;
    if (!afterEffect) await applyFault(fault);

    const segments = hostPath.split('/').filter(Boolean).map(decodeURIComponent);
    const instagramTokenRoot = host === 'instagram' ? INSTAGRAM_TOKEN_ROOTS[segments.join('/')] : undefined;
    if (instagramTokenRoot) {
      buckets = [appBucket(rt)];
      rt.rates.consume(buckets, rt.nowMs());
      responseBody = instagramTokenRoot(rt, createParams({ ...query, ...body }));
    } else {
      if (!/^v\d+\.\d+$/.test(segments[0] ?? ''))
        throw new GraphError({ code: 2500, message: 'Unknown path components: /' + (segments[0] ?? '') });
      const rest = segments.slice(1);
      assertReleasedVersion(segments[0]!, rest.join('/'));
      if (rest.length === 0) throw new GraphError({ code: 100, message: '(#100) Missing node id' });
      const params = createParams({ ...query, ...body });
      const rootKey = rest.join('/');
      const unauthenticated = host === 'facebook' ? UNAUTHENTICATED_ROOTS[rootKey] : undefined;
      const link = { baseUrl: `${rt.settings.publicUrl}${path}`, query };

      if (unauthenticated) {
        buckets = [appBucket(rt)];
        rt.rates.consume(buckets, rt.nowMs());
        responseBody = await unauthenticated(rt, params);
      } else {
        const token = readAccessToken(query, body, headerValue(request.headers.authorization));
        const auth = resolveAuth(rt, token, host);
        checkAppSecretProof(rt, auth, token, query.appsecret_proof ?? body.appsecret_proof);
        const rawFields = params.raw.fields;
        const fields = parseFields(Array.isArray(rawFields) ? rawFields.join(',') : params.string('fields'));
        const ctx: GraphContext = {
          rt,
          method,
          path,
          segments: rest,
          query,
          params,
          auth,
          fields,
          link,
          extraBuckets: [],
        };
        const root = ROOT_ROUTES[rootKey];
        if (root && method === 'GET') {
          buckets = platformBuckets(rt, auth);
          rt.rates.consume(buckets, rt.nowMs());
          responseBody = await root(ctx);
        } else {
          const node = resolveNode(rt, auth, rest[0]!, method);
          const edge = rest[1] ?? '';
          const matched = findRoute(node, method, edge);
          assertAccess(rt, auth, node, method);
          buckets = requestBuckets(rt, auth, node, method, edge);
          rt.rates.consume(buckets, rt.nowMs());
          responseBody = await matched.handle(ctx, node);
          buckets = [...buckets, ...ctx.extraBuckets];
        }
      }
    }
    if (afterEffect) await applyFault(fault);
  } catch (error) {
    const graphError = error instanceof GraphError ? error : unexpected(error);
    status = graphError.httpStatus;
    responseBody = graphError.toBody();
    if (graphError.init.code === 190) {
      headers['www-authenticate'] =
        `OAuth "Facebook Platform" "invalid_token" "${graphError.message.replace(/"/g, "'")}"`;
    }
  }

  if (buckets.length === 0) buckets = [appBucket(rt)];
  Object.assign(headers, usageHeaders(rt.rates.usage(buckets, rt.nowMs())), {
    'x-fb-trace-id': mintTraceId(),
    'x-fb-rev': '1019876543',
    'x-fb-debug': mintTraceId() + mintTraceId(),
  });
  rt.calls.record({
    method: request.method.toUpperCase(),
    path,
    query,
    body: body && Object.keys(body).length > 0 ? body : null,
    status,
    response: responseBody,
    at: rt.clock.now().toISOString(),
  });
  rt.saver.schedule();
  return { status, headers, body: responseBody };
}

async function applyFault(fault: { latencyMs: number; error: GraphError | null }): Promise<void> {
  if (fault.latencyMs > 0) await sleep(fault.latencyMs);
  if (fault.error) throw fault.error;
}

function unexpected(error: unknown): GraphError {
  console.error('[meta-sim] unexpected error', error);
  return new GraphError({ code: 1, message: 'An unknown error occurred', httpStatus: 500, isTransient: true });
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

// Graph honours ?method=post|delete on any request, which some SDKs use
function normalizeMethod(method: string, query: Record<string, string>, body: Record<string, unknown>): HttpMethod {
  const override = (query.method ?? (typeof body.method === 'string' ? body.method : '')).toUpperCase();
  const upper = override === 'POST' || override === 'DELETE' || override === 'GET' ? override : method.toUpperCase();
  if (upper === 'POST' || upper === 'DELETE') return upper;
  return 'GET';
}

function resolveNode(rt: SimRuntime, auth: Auth, id: string, method: HttpMethod): GraphNode {
  if (id === 'me' && auth.kind === 'instagram') return { kind: 'ig_user', id: auth.account.id, account: auth.account };
  if (id === 'me') {
    if (auth.kind === 'user') return { kind: 'user', id: auth.user.id, user: auth.user };
    if (auth.kind === 'page') return { kind: 'page', id: auth.page.id, page: auth.page };
    throw new GraphError({
      code: 2500,
      message: 'An active access token must be used to query information about the current user.',
    });
  }
  const node = findNode(rt, id);
  if (!node) throw unsupportedRequest(method, id);
  return node;
}

function findRoute(node: GraphNode, method: HttpMethod, edge: string): GraphRoute {
  const exact = GRAPH_ROUTES.find((r) => r.kind === node.kind && r.method === method && r.edge === edge);
  if (exact) return exact;
  if (edge === '') throw unsupportedRequest(method, node.id);
  if (method === 'GET') throw nonexistingField(edge, nodeTypeName(node.kind));
  throw new GraphError({ code: 2500, message: `Unknown path components: /${edge}` });
}

function assertAccess(rt: SimRuntime, auth: Auth, node: GraphNode, method: HttpMethod): void {
  if (auth.kind === 'instagram') {
    if (instagramLoginOwns(rt, auth.account, node)) return;
    throw unsupportedRequest(method, node.id);
  }
  if (node.kind === 'app' || node.kind === 'hashtag') return;
  if (auth.kind === 'app') {
    if (method === 'GET' && node.kind !== 'user') return;
    throw unsupportedRequest(method, node.id);
  }
  if (node.kind === 'user' || node.kind === 'business') {
    if (node.kind === 'user' ? auth.user.id === node.id : node.business.userIds.includes(auth.user.id)) return;
    throw unsupportedRequest(method, node.id);
  }
  // media found through hashtag search is public content
  if (node.kind === 'ig_media' && method === 'GET') return;
  const pageId = owningPageId(rt, node);
  if (pageId !== null && pageAccessible(rt, auth, pageId)) return;
  throw unsupportedRequest(method, node.id);
}

function throttled(code: number, message: string): () => GraphError {
  return () => new GraphError({ code, message, isTransient: true });
}

function appBucket(rt: SimRuntime): Bucket {
  return {
    key: 'app',
    kind: 'app',
    limit: rt.limits.appCallsPerHour,
    businessId: null,
    bucType: null,
    throttleError: throttled(4, '(#4) Application request limit reached'),
  };
}

function platformBuckets(rt: SimRuntime, auth: Auth): Bucket[] {
  const buckets = [appBucket(rt)];
  if (auth.kind === 'user') {
    buckets.push({
      key: `user:${auth.user.id}`,
      kind: 'user',
      limit: rt.limits.userCallsPerHour,
      businessId: null,
      bucType: null,
      throttleError: throttled(17, '(#17) User request limit reached'),
    });
  }
  return buckets;
}

function requestBuckets(rt: SimRuntime, auth: Auth, node: GraphNode, method: HttpMethod, edge: string): Bucket[] {
  const buckets = platformBuckets(rt, auth);
  const igUserId = owningIgUserId(rt, node);
  const pageId = owningPageId(rt, node);
  if (igUserId) {
    buckets.push({
      key: `instagram:${igUserId}`,
      kind: 'instagram',
      limit: rt.limits.instagramCallsPerHour,
      businessId: igUserId,
      bucType: 'instagram',
      throttleError: throttled(
        80002,
        '(#80002) There have been too many calls to this Instagram account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting.',
      ),
    });
  } else if (pageId) {
    const pageToken = auth.kind === 'page';
    const pageBucket = (key: string, limit: number, windowMs?: number): Bucket => ({
      key,
      kind: 'pages',
      limit,
      businessId: pageToken ? pageId : null,
      bucType: pageToken ? 'pages' : null,
      throttleError: pageToken
        ? throttled(
            80001,
            '(#80001) There have been too many calls to this Page account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting.',
          )
        : throttled(32, '(#32) Page request limit reached'),
      ...(windowMs ? { windowMs } : {}),
    });
    buckets.push(pageBucket(`pages:${pageId}`, rt.limits.pageCallsPerHour));
    // Meta counts a Page's BUC calls over a rolling 24 hours: a busy page runs out late in the day, not per hour.
    buckets.push(pageBucket(`pages_day:${pageId}`, rt.limits.pageCallsPerDay, DAY_MS));
  }
  if (node.kind === 'page' && method === 'POST' && edge === 'messages') {
    buckets.push({
      key: `messenger:${node.page.id}`,
      kind: 'messenger',
      limit: rt.limits.messengerCallsPerHour,
      businessId: node.page.id,
      bucType: 'messenger',
      throttleError: throttled(613, '(#613) Calls to this api have exceeded the rate limit.'),
    });
  }
  return buckets;
}

export function privateRepliesBucket(rt: SimRuntime, pageId: string): Bucket {
  return {
    key: `private_replies:${pageId}`,
    kind: 'private_replies',
    limit: rt.limits.privateRepliesPerHour,
    businessId: pageId,
    bucType: 'messenger',
    throttleError: throttled(613, '(#613) Calls to this api have exceeded the rate limit.'),
  };
}
