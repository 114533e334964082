import type { FastifyPluginAsync } from 'fastify';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { withinPerMinuteLimit } from '../http/perMinuteLimit';

/** A page sends a few records a page view; a minute of browsing stays far below this. */
export const analyticsLimit = { perMinute: 120, perRequest: 20 } as const;

interface AnalyticsBody {
  readonly records: readonly {
    readonly kind: 'pageView' | 'event' | 'webVital';
    readonly page: string;
    readonly name?: string;
    readonly value?: number;
  }[];
}

/**
 * POST /v1/analytics (SPEC 7.3, src/analytics/analytics.ts): first-party page views, events and web vitals. The
 * schema admits nothing that could carry a person: a page is a path of the service's own characters (no query, no
 * hash, no run of digits long enough to be a phone, card or inquiry number), a name is an identifier, a value a number.
 */
const analytics: FastifyPluginAsync = async (app) => {
  const page = {
    type: 'string',
    minLength: 1,
    maxLength: 120,
    pattern: '^/(?:[A-Za-z0-9_-]+(?:/[A-Za-z0-9_-]+)*)?$',
    not: { pattern: '[0-9]{9,}' },
  };
  // One shape for the three kinds (ajv's removal of unknown fields would strip a record while trying a oneOf's
  // branches): which fields each kind must have is checked below.
  const schema = {
    body: {
      type: 'object',
      required: ['records'],
      additionalProperties: false,
      properties: {
        records: {
          type: 'array',
          minItems: 1,
          maxItems: analyticsLimit.perRequest,
          items: {
            type: 'object',
            required: ['kind', 'page'],
            additionalProperties: false,
            properties: {
              kind: { enum: ['pageView', 'event', 'webVital'] },
              page,
              name: { type: 'string', minLength: 1, maxLength: 60, pattern: '^[A-Za-z][A-Za-z0-9]*(?:\\.[A-Za-z][A-Za-z0-9]*)?$' },
              value: { type: 'number', minimum: 0, maximum: 600_000 },
            },
          },
        },
      },
    },
  };
  const webVitals = new Set(['LCP', 'CLS', 'INP', 'FCP', 'TTFB']);
  const wellFormed = ({ kind, name, value }: AnalyticsBody['records'][number]): boolean =>
    kind === 'pageView'
      ? name === undefined && value === undefined
      : kind === 'event'
        ? name !== undefined && value === undefined
        : name !== undefined && webVitals.has(name) && value !== undefined;
  app.post<{ Body: AnalyticsBody }>('/v1/analytics', { schema }, async (request) => {
    const { records } = request.body;
    if (!records.every(wellFormed)) throw new DomainError('invalidParams', 'analytics record without the fields of its kind');
    const stored = await app.db.transaction().execute(async (trx) => {
      if (!(await withinPerMinuteLimit(trx, 'analytics_records', request.ip, analyticsLimit.perMinute, records.length))) return false;
      await trx
        .insertInto('analytics_records')
        .values(
          records.map((record) => ({
            kind: record.kind,
            page: record.page,
            name: record.name ?? null,
            value: record.value ?? null,
            client_address: request.ip,
          })),
        )
        .execute();
      return true;
    });
    if (!stored) throw new DomainError('tooManyReports', `analytics from ${request.ip} over the limit`);
    return success({ received: records.length });
  });
};

export default analytics;
