import type { FastifyPluginAsync } from 'fastify';
import { zipCode } from '../../validators/contact';
import { applyMessages } from '../apply/applyMessages';
import { lookupZipcode } from '../apply/zipcodeLookup';
import { success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';

/** GET /v1/zipcode/{zip7}: no credential (an address by zip code is public data). */
const zipcode: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { zip7: string } }>('/v1/zipcode/:zip7', async (request, reply) => {
    const check = zipCode(request.params.zip7, { field: '郵便番号' });
    if (!check.valid) throw new DomainError('invalidParams', 'malformed zip code', [{ field: 'zip7', message: check.message }]);
    const candidates = lookupZipcode(request.params.zip7);
    if (candidates.length === 0)
      throw new DomainError('dataNotFound', `unknown zip code ${request.params.zip7}`, [
        { field: 'zip7', message: applyMessages.zipcodeUnknown },
      ]);
    // KEN_ALL changes monthly at most.
    void reply.header('cache-control', 'public, max-age=86400');
    return success({ candidates });
  });
};

export default zipcode;
