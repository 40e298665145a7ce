// The baseline both benchmarks compare against: a plain Fastify hello-world measured in the same run on
// the same machine. The caller passes its own Fastify factory (tooling does not depend on Fastify).

/**
 * @param {(opts?: object) => any} Fastify the default export of `fastify`
 * @param {{ path?: string, body?: unknown, contentType?: string }} [options]
 */
export async function startFastify(Fastify, { path = '/', body = { hello: 'world' }, contentType } = {}) {
  const app = Fastify({ logger: false });
  app.get(path, async (_req, reply) => {
    if (contentType) reply.type(contentType);
    return typeof body === 'function' ? body() : body;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  return { url: `http://127.0.0.1:${port}${path}`, port, close: () => app.close() };
}
