import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../enums/residence';
import type { ResultCodeName } from '../../enums/resultCodes';
import { failure, success } from '../http/apiResponse';
import { DomainError } from '../http/DomainError';
import { acceptResidenceCardPhoto } from '../uploads/residenceCardPhoto';
import { photoMessages, type PhotoMessageCode } from '../../validators/residenceCardPhoto';

interface UploadBody {
  base64Image: string;
  fileExtension: string;
  fileName: string;
  imageType: 'face' | 'back';
  uploadType: 'apply' | 'member';
}

const uploadBodySchema = {
  type: 'object',
  required: ['base64Image', 'fileExtension', 'fileName', 'imageType', 'uploadType'],
  additionalProperties: false,
  properties: {
    base64Image: { type: 'string' },
    fileExtension: { type: 'string', maxLength: 10 },
    fileName: { type: 'string', maxLength: 1024 },
    imageType: { type: 'string', enum: ['face', 'back'] },
    uploadType: { type: 'string', enum: ['apply', 'member'] },
  },
} as const;

/** SPEC 8.1 result code for each photo message code of SPEC 8.3. */
const resultCodeFor: Record<PhotoMessageCode, ResultCodeName> = {
  EMPTY_FILE: 'invalidParams',
  SIZE_TOO_LARGE: 'invalidParams',
  NOT_SUPPORTED_FILE: 'invalidFileFormat',
  HAS_PROHIBITED_CHAR: 'invalidParams',
  TOO_LONG_NAME: 'invalidParams',
  BAD_REQUEST: 'invalidParams',
  VIRUS_CHECK_NG: 'virusCheckFailed',
  INVALID_FILE_FORMAT: 'invalidFileFormat',
  SERVER_ERROR: 'internalError',
};

// 10 MB of image is 13.4 MB of base64, plus room for the other fields. A body announced larger is answered
// SIZE_TOO_LARGE before a byte of it is read (issue 13 item 7: it used to be read up to a transport limit and
// answered a generic 4000 on a reset connection); one that turns out larger while streaming gets the same answer.
const bodyLimit = Math.ceil(UPLOAD_MAX_BYTES / 3) * 4 + 64 * 1024;

function sizeTooLarge(reply: FastifyReply): FastifyReply {
  // The rest of the body is not wanted: the connection closes after the answer instead of reading it.
  return reply
    .code(400)
    .header('cache-control', 'no-store')
    .header('connection', 'close')
    .send(
      failure(resultCodeFor.SIZE_TOO_LARGE, [{ field: 'base64Image', message: photoMessages.SIZE_TOO_LARGE.ja, code: 'SIZE_TOO_LARGE' }]),
    );
}

/** SPEC 3.1, 5.7, 8.3: the residence-card photo upload, and reading a photo back (its owner only). */
const residenceCardUpload: FastifyPluginAsync = async (app) => {
  app.post<{ Body: UploadBody }>(
    '/external/v1/file/ppcdcore/uploadResidenceCard',
    {
      bodyLimit,
      schema: { body: uploadBodySchema },
      onRequest: async (request, reply) => {
        if (Number(request.headers['content-length'] ?? 0) > bodyLimit) return sizeTooLarge(reply);
      },
      errorHandler: (error: FastifyError, _request, reply) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sizeTooLarge(reply);
        throw error;
      },
      preHandler: app.requireCredential,
    },
    async (request, reply) => {
      const credential = request.credential;
      if (!credential) throw new DomainError('forbidden', 'no credential');
      void reply.header('cache-control', 'no-store');
      const outcome = await acceptResidenceCardPhoto(request.body, app.virusScanner, app.fileStorage);
      if (!outcome.ok) {
        const resultCode = resultCodeFor[outcome.code];
        request.log.info({ code: outcome.code, detail: outcome.detail }, 'residence-card photo refused');
        return reply
          .code(outcome.code === 'SERVER_ERROR' ? 500 : 400)
          .send(failure(resultCode, [{ field: 'base64Image', message: photoMessages[outcome.code].ja, code: outcome.code }]));
      }
      await app.db
        .insertInto('residence_card_uploads')
        .values({
          file_name: outcome.photo.fileName,
          member_id: credential.memberId,
          image_type: request.body.imageType,
          // What the caller is, not what the body says: a member's photo is for their residence report.
          upload_type: request.session?.role === 'member' ? 'member' : 'apply',
          original_file_name: request.body.fileName,
          content_type: outcome.photo.contentType,
          scanned: outcome.photo.scanned,
        })
        .execute();
      return success({ residenceCardFilename: outcome.photo.fileName, residenceCardFilenameOriginal: request.body.fileName });
    },
  );

  app.get<{ Params: { fileName: string } }>(
    '/external/v1/file/ppcdcore/residenceCard/:fileName',
    { preHandler: app.requireCredential },
    async (request, reply) => {
      const credential = request.credential;
      if (!credential) throw new DomainError('forbidden', 'no credential');
      const row = await app.db
        .selectFrom('residence_card_uploads')
        .select(['file_name', 'content_type'])
        .where('file_name', '=', request.params.fileName)
        .where('member_id', '=', credential.memberId)
        .executeTakeFirst();
      // Another member's photo is "not found", so its name reveals nothing.
      const bytes = row ? await app.fileStorage.get(row.file_name) : null;
      if (!row || !bytes) throw new DomainError('dataNotFound', 'no such photo for this member');
      return reply.header('cache-control', 'no-store, private').header('content-disposition', 'inline').type(row.content_type).send(bytes);
    },
  );
};

export default residenceCardUpload;
