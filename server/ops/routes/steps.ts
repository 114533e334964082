import { createElement } from 'react';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { flowRegistry } from '../../../flows/index';
import type { JsonObject } from '../../../schemas/resolveSchema';
import type { StaffMember } from '../../operations/staffMembers';
import { editorOf, exportedStepFile, writtenFromForm } from '../../steps/stepEditForm';
import { repoStep, stepsOfFlow, type RepoStep } from '../../steps/stepFiles';
import { changedTexts } from '../../steps/stepTexts';
import {
  approveStepVersion,
  publishStepVersion,
  rollBackStep,
  saveStepDraft,
  stepHistory,
  stepVersion,
  type StepVersionRow,
} from '../../steps/stepVersions';
import { MessagePage } from '../pages/MessagePage';
import { StepEditPage } from '../pages/StepEditPage';
import { StepsPage } from '../pages/StepsPage';
import { StepVersionPage } from '../pages/StepVersionPage';
import { sendPage } from '../renderPage';
import { tokyoInstant } from './tokyoInstant';
import { tokyoDateTime } from '../pages/format';

/**
 * Product staff's steps in the console (issue 55): every flow's steps, a step edited and checked as a developer's
 * change is (in a worker: stepChecks.ts), saved as a version with an optimistic lock, previewed on the service's
 * origin, approved by another product staff member, published now or at a time, rolled back, exported as the file.
 */
const steps: FastifyPluginAsync = async (app) => {
  const productStaff = app.requireRole('productStaff');

  const notFound = (reply: FastifyReply, staff: StaffMember) =>
    sendPage(
      reply,
      404,
      createElement(MessagePage, {
        title: '見つかりません',
        staff,
        message: 'このステップまたは版は見つかりません。',
        link: { href: '/steps', text: 'ステップの一覧へ' },
      }),
    );

  /** What the step's live version says (none: the repo's file). */
  const liveBody = async (repo: RepoStep): Promise<{ id: number | null; body: JsonObject }> => {
    const live = app.liveSteps.current().byStep.get(repo.id);
    if (!live) return { id: null, body: repo.written };
    const row = await stepVersion(app.db, live.versionId);
    return { id: live.versionId, body: (row?.body as JsonObject | undefined) ?? repo.written };
  };

  const editPage = async (
    staff: StaffMember,
    repo: RepoStep,
    options: { body?: JsonObject; basedOn?: number; errors?: StepEditPageErrors } = {},
  ) => {
    const history = await stepHistory(app.db, repo.id);
    const live = await liveBody(repo);
    const newest = history.find((version) => version.state !== 'refused');
    const body = options.body ?? (newest ? (newest.body as JsonObject) : live.body);
    return createElement(StepEditPage, {
      staff,
      step: repo.id,
      editor: editorOf(repo.written, body),
      basedOn: options.basedOn ?? history[0]?.id ?? 0,
      errors: options.errors ?? [],
      history: history.map((version) => ({
        id: version.id,
        state: version.state,
        author: version.author_name,
        at: new Date(version.created_at),
        note: version.note,
      })),
      liveVersion: live.id,
    });
  };

  const versionPage = async (staff: StaffMember, version: StepVersionRow, extra: { notice?: string; refusal?: string } = {}) => {
    const repo = repoStep(version.step);
    const live = repo ? await liveBody(repo) : null;
    return createElement(StepVersionPage, {
      staff,
      version,
      changes: live ? changedTexts(live.body, version.body as JsonObject) : [],
      previewUrl:
        version.preview_token && version.module_hash ? `${app.config.PUBLIC_ORIGIN}/preview/step?t=${version.preview_token}` : null,
      ...extra,
    });
  };

  app.get('/steps', { preHandler: productStaff }, async (request, reply) => {
    const staff = request.staff as StaffMember;
    const live = app.liveSteps.current();
    const pending = await app.db
      .selectFrom('step_versions')
      .select(['step'])
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('state', 'in', ['draft', 'approved', 'scheduled'])
      .groupBy('step')
      .execute();
    const pendingOf = new Map(pending.map((row) => [row.step, Number(row.count)]));
    const flows = await Promise.all(
      flowRegistry.map(async (entry) => {
        const [{ engine }, { form }] = await Promise.all([entry.engine(), entry.form()]);
        const found = stepsOfFlow({ ...engine, schemas: form.schemas, validators: form.validators });
        return {
          id: entry.id,
          steps: found.map(({ id }) => ({
            id,
            title: String(repoStep(id)?.written['title'] ?? id),
            liveVersion: live.byStep.get(id)?.versionId ?? null,
            pending: pendingOf.get(id) ?? 0,
          })),
        };
      }),
    );
    return sendPage(
      reply,
      200,
      createElement(StepsPage, { staff, flows: flows.filter((flow) => flow.steps.length > 0), drift: app.liveSteps.drift() }),
    );
  });

  app.get<{ Params: { folder: string; name: string } }>('/steps/:folder/:name', { preHandler: productStaff }, async (request, reply) => {
    const staff = request.staff as StaffMember;
    const repo = repoStep(`${request.params.folder}/${request.params.name}`);
    if (!repo) return notFound(reply, staff);
    return sendPage(reply, 200, await editPage(staff, repo));
  });

  app.post<{ Params: { folder: string; name: string }; Body: Record<string, string> | undefined }>(
    '/steps/:folder/:name',
    { preHandler: productStaff },
    async (request, reply) => {
      const staff = request.staff as StaffMember;
      const repo = repoStep(`${request.params.folder}/${request.params.name}`);
      if (!repo) return notFound(reply, staff);
      const form = request.body ?? {};
      const basedOn = /^[0-9]{1,10}$/.test(form['basedOn'] ?? '') ? Number(form['basedOn']) : -1;
      const base = basedOn > 0 ? await stepVersion(app.db, basedOn) : undefined;
      if (basedOn < 0 || (basedOn > 0 && base?.step !== repo.id)) return notFound(reply, staff);
      const { written, mistakes } = writtenFromForm(repo.written, base ? (base.body as JsonObject) : repo.written, form);
      const note = (form['note'] ?? '').trim();
      if (note === '') mistakes.push({ field: '', message: '変更の理由を入力してください（版の履歴に残ります）。' });
      if (mistakes.length > 0) return sendPage(reply, 400, await editPage(staff, repo, { body: written, basedOn, errors: mistakes }));
      const saved = await saveStepDraft(app.db, { step: repo.id, body: written, baseDigest: repo.digest, basedOn, note, staff });
      if (saved.outcome === 'conflict')
        return sendPage(
          reply,
          409,
          await editPage(staff, repo, {
            body: written,
            errors: [
              {
                field: '',
                message: `${saved.by}さんが${tokyoDateTime(saved.at)}に先に保存しました。その版を開き直してから、もう一度変更してください（この画面の変更は保存していません）。`,
              },
            ],
          }),
        );
      // Seconds to minutes of checks: after the answer, so the page says they run rather than hanging.
      app.stepChecks.kick();
      return reply.redirect(`/steps/versions/${saved.id}`, 303);
    },
  );

  const versionOf = async (id: string) => (/^[1-9][0-9]{0,9}$/.test(id) ? stepVersion(app.db, Number(id)) : undefined);

  app.get<{ Params: { id: string } }>('/steps/versions/:id', { preHandler: productStaff }, async (request, reply) => {
    const staff = request.staff as StaffMember;
    const version = await versionOf(request.params.id);
    if (!version) return notFound(reply, staff);
    return sendPage(reply, 200, await versionPage(staff, version));
  });

  app.post<{ Params: { id: string } }>('/steps/versions/:id/approve', { preHandler: productStaff }, async (request, reply) => {
    const staff = request.staff as StaffMember;
    const version = await versionOf(request.params.id);
    if (!version) return notFound(reply, staff);
    const outcome = await approveStepVersion(app.db, version.id, staff);
    const after = (await stepVersion(app.db, version.id)) ?? version;
    if (outcome.outcome === 'refused') return sendPage(reply, 409, await versionPage(staff, after, { refusal: outcome.reason }));
    return sendPage(reply, 200, await versionPage(staff, after, { notice: '承認しました。公開する日時を選んでください。' }));
  });

  app.post<{ Params: { id: string }; Body: Record<string, string> | undefined }>(
    '/steps/versions/:id/publish',
    { preHandler: productStaff },
    async (request, reply) => {
      const staff = request.staff as StaffMember;
      const version = await versionOf(request.params.id);
      if (!version) return notFound(reply, staff);
      const publishAt = tokyoInstant(String(request.body?.['publishAt'] ?? ''));
      if (publishAt === 'malformed')
        return sendPage(
          reply,
          400,
          await versionPage(staff, version, { refusal: '公開日時は「2026-12-01T09:00」の形で入力してください。' }),
        );
      const outcome = await publishStepVersion(app.db, version.id, staff, publishAt);
      if (outcome.outcome === 'refused') return sendPage(reply, 409, await versionPage(staff, version, { refusal: outcome.reason }));
      if (outcome.state === 'published') await app.liveSteps.refresh();
      const after = (await stepVersion(app.db, version.id)) ?? version;
      return sendPage(
        reply,
        200,
        await versionPage(staff, after, {
          notice:
            outcome.state === 'published'
              ? '公開しました。各サーバーが数秒のうちに新しい版を読み込みます。'
              : '公開を予約しました。その時刻にもう一度確認してから公開します。',
        }),
      );
    },
  );

  app.post<{ Params: { folder: string; name: string } }>(
    '/steps/:folder/:name/rollback',
    { preHandler: productStaff },
    async (request, reply) => {
      const staff = request.staff as StaffMember;
      const repo = repoStep(`${request.params.folder}/${request.params.name}`);
      if (!repo) return notFound(reply, staff);
      const outcome = await rollBackStep(app.db, { step: repo.id, staff, repoBody: repo.written, repoDigest: repo.digest });
      if (outcome.outcome === 'refused')
        return sendPage(reply, 409, await editPage(staff, repo, { errors: [{ field: '', message: outcome.reason }] }));
      await app.liveSteps.refresh();
      return reply.redirect(`/steps/${repo.id}`, 303);
    },
  );

  // The live step as the repo's own file, for a developer to commit: the repo's files stay the first version.
  app.get<{ Params: { folder: string; name: string } }>(
    '/steps/:folder/:name/export',
    { preHandler: productStaff },
    async (request, reply) => {
      const staff = request.staff as StaffMember;
      const repo = repoStep(`${request.params.folder}/${request.params.name}`);
      if (!repo) return notFound(reply, staff);
      const live = await liveBody(repo);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${request.params.name}.json"`)
        .type('application/json; charset=utf-8')
        .send(exportedStepFile(live.body));
    },
  );
};

type StepEditPageErrors = readonly { readonly field: string; readonly message: string }[];

export default steps;
