import { resolve } from 'node:path';
import fp from 'fastify-plugin';
import { loadProductConfig, type ProductConfig } from '../../config/productConfig';

declare module 'fastify' {
  interface FastifyInstance {
    productConfig: ProductConfig;
  }
}

export default fp(
  async (app) => {
    app.decorate('productConfig', await loadProductConfig(resolve(app.config.CONFIG_DIR)));
  },
  { name: 'product-config', dependencies: ['env'] },
);
