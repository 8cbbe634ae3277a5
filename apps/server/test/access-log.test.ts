import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { AccessLog } from '../src/platform/http/access-log.ts';
import { loggerOptions } from '../src/platform/logger.ts';

async function serverWritingTo(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ loggerInstance: pino(loggerOptions(level), stream), logController: new AccessLog() });
  app.get('/api/things', async () => ({ ok: true }));
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/assets/app.js', async () => 'code');
  app.get('/_meta/v21.0/me', async () => ({ id: '1' }));
  app.get('/api/broken', async () => {
    throw new Error('the disk is gone');
  });
  await app.ready();
  return { app, lines };
}

describe('access log', () => {
  it('writes one short line per answered request, with the token in its address redacted', async () => {
    const { app, lines } = await serverWritingTo('info');
    await app.inject({ method: 'GET', url: '/api/things?access_token=EAAG-secret&x=1' });
    const served = lines.filter((line) => line.msg === 'served');
    expect(served).toHaveLength(1);
    expect(served[0]).toMatchObject({
      level: 30,
      method: 'GET',
      status: 200,
      url: '/api/things?access_token=[redacted]&x=1',
    });
    expect(typeof served[0]!.ms).toBe('number');
    expect(lines.some((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toBe(false);
    expect(JSON.stringify(lines)).not.toContain('EAAG-secret');
  });

  it("keeps the web app's files, the health probe and the simulator's traffic for debug, and failures always", async () => {
    const { app, lines } = await serverWritingTo('info');
    for (const url of ['/api/health', '/assets/app.js', '/_meta/v21.0/me']) await app.inject({ method: 'GET', url });
    expect(lines.filter((line) => line.msg === 'served')).toEqual([]);
    await app.inject({ method: 'GET', url: '/api/broken' });
    await app.inject({ method: 'GET', url: '/_meta/nowhere' });
    const urls = lines
      .filter((line) => line.msg === 'served' || line.msg === 'request errored')
      .map((line) => line.url);
    expect(urls).toContain('/_meta/nowhere');
    expect(lines.some((line) => line.url === '/api/broken' && (line.status === 500 || line.level === 50))).toBe(true);

    const verbose = await serverWritingTo('debug');
    await verbose.app.inject({ method: 'GET', url: '/api/health' });
    expect(verbose.lines.filter((line) => line.msg === 'served').map((line) => line.level)).toEqual([20]);
  });
});
