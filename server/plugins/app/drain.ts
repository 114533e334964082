import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's way out (issue 56 item 5): once draining, `/readyz` answers 503 while requests are still served. */
    drain: { readonly draining: boolean; start(): void };
  }
}

/** What `server/main.ts` turns on at SIGTERM, before the listeners close; both listeners' `/readyz` read it. */
export default fp(
  async (app) => {
    let draining = false;
    app.decorate('drain', {
      get draining() {
        return draining;
      },
      start: () => {
        draining = true;
      },
    });
  },
  { name: 'drain' },
);
