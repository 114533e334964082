import fastifyEnv from '@fastify/env';
import fp from 'fastify-plugin';

/** The environment, validated at boot: a bad value stops the start and names the variable. */
export interface Environment {
  NODE_ENV: 'development' | 'production' | 'test';
  HOST: string;
  PORT: number;
  DATA_DIR: string;
  DATABASE_URL?: string;
  CONFIG_DIR: string;
  DIST_DIR: string;
  LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

export const environmentSchema = {
  type: 'object',
  required: [],
  properties: {
    NODE_ENV: { type: 'string', enum: ['development', 'production', 'test'], default: 'development' },
    HOST: { type: 'string', minLength: 1, default: 'localhost' },
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 3000 },
    DATA_DIR: { type: 'string', minLength: 1, default: './data' },
    DATABASE_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    CONFIG_DIR: { type: 'string', minLength: 1, default: './config' },
    DIST_DIR: { type: 'string', minLength: 1, default: './dist' },
    LOG_LEVEL: { type: 'string', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info' },
  },
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    config: Environment;
  }
}

export default fp<{ data: Record<string, unknown> }>(
  async (app, options) => {
    await app.register(fastifyEnv, { confKey: 'config', schema: environmentSchema, data: options.data, dotenv: false });
  },
  { name: 'env' },
);
