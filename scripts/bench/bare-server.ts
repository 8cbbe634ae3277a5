import Fastify from 'fastify';

/** The baseline: a bare Fastify JSON route, the most the HTTP layer alone can do on this machine. */
const app = Fastify({ logger: false });
app.post('/bare', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`READY ${(app.server.address() as { port: number }).port}`);
