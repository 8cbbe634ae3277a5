import { describe, expect, it } from 'vitest';
import { allEndpoints, apiRoutes, endpoints, idSchema, parseDatabaseId } from '../src/index.ts';

describe('endpoints', () => {
  it('gives every route of the route table its schemas, under the same feature and name', () => {
    for (const [feature, routes] of Object.entries(apiRoutes)) {
      for (const [name, route] of Object.entries(routes)) {
        const endpoint = (endpoints as Record<string, Record<string, unknown>>)[feature]?.[name];
        expect(endpoint, `${feature}.${name}`).toMatchObject(route);
      }
    }
    expect(allEndpoints.length).toBe(Object.values(apiRoutes).flatMap((routes) => Object.values(routes)).length);
  });

  it('has one endpoint per method and path', () => {
    const keys = allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declares the statuses an endpoint can answer, 401 on every endpoint that needs a session', () => {
    for (const endpoint of allEndpoints) {
      if (endpoint.access !== 'public' && endpoint.access !== 'optional') expect(endpoint.errors).toContain(401);
      if (endpoint.params || endpoint.query || endpoint.body || endpoint.multipart) {
        expect(endpoint.errors, endpoint.path).toContain(422);
      }
    }
  });
  it("says what every path id names, so the authorization suites can aim at another owner's object", () => {
    for (const endpoint of allEndpoints) {
      if (/:(id|pageId)\b/.test(endpoint.path)) expect(endpoint.resource, endpoint.path).toBeDefined();
    }
  });
});

describe('ids', () => {
  it('accepts the ids an integer column holds and refuses the rest', () => {
    expect(idSchema.parse('2147483647')).toBe(2_147_483_647);
    for (const bad of ['2147483648', '0', '-1', '1.5', '١٢', '1e3', '0x1F', ' 12', '', null, true])
      expect(idSchema.safeParse(bad).success).toBe(false);
    expect(parseDatabaseId('2147483647')).toBe(2_147_483_647);
    for (const bad of ['2147483648', '0', '00000000001x', '١٢', ' 1', '99999999999']) {
      expect(parseDatabaseId(bad)).toBeNull();
    }
  });
});
