import type { FastifyPluginAsync } from 'fastify';
import type { StepPreviewAnswer } from '../../api/stepPreviewAnswers';
import type { JsonObject } from '../../schemas/resolveSchema';
import { DomainError } from '../http/DomainError';
import { success } from '../http/apiResponse';
import { stepModuleUrl } from '../steps/liveSteps';
import { repoStep } from '../steps/stepFiles';
import { changedTexts } from '../steps/stepTexts';
import { versionByPreviewToken } from '../steps/stepVersions';

/**
 * GET /v1/step-previews?t=<token> (issue 55 item 3): the version a preview link names, for the preview page
 * (/preview/step) to draw with its own module; its texts beside the live step's. No login: the token opens one
 * version's public texts, never an answer or a person.
 */
const stepPreviews: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { t?: string } }>('/v1/step-previews', async (request, reply) => {
    const token = String(request.query.t ?? '');
    const version = /^[A-Za-z0-9_-]{16,64}$/.test(token) ? await versionByPreviewToken(app.db, token) : undefined;
    const repo = version ? repoStep(version.step) : undefined;
    // A version still being checked has no module yet: its link opens once the checks are done.
    if (!version || !repo || !version.module_hash || version.state === 'checking')
      throw new DomainError('dataNotFound', 'no step version for this preview token');
    const live = app.liveSteps.current().byStep.get(version.step);
    const liveBody = live
      ? ((await app.db.selectFrom('step_versions').select('body').where('id', '=', live.versionId).executeTakeFirst())?.body as
          | JsonObject
          | undefined)
      : undefined;
    const answer: StepPreviewAnswer = {
      step: version.step,
      versionId: version.id,
      state: version.state,
      module: stepModuleUrl(version.module_hash),
      texts: changedTexts(liveBody ?? repo.written, version.body as JsonObject),
    };
    reply.header('cache-control', 'no-store');
    return success(answer);
  });
};

export default stepPreviews;
