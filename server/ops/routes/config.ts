import { isDeepStrictEqual } from 'node:util';
import { createElement } from 'react';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { configDiff, configHistory, rollBackConfig, saveConfigVersion, type ConfigVersion } from '../../config/configVersions';
import {
  checkEditableConfig,
  type Campaign,
  type ConfigProblem,
  type EditableConfigFile,
  type FeatureFlag,
} from '../../config/productConfig';
import type { StaffMember } from '../../operations/staffMembers';
import { CampaignEditPage, type CampaignEditPageProps } from '../pages/CampaignEditPage';
import { ConfigPage, type VersionRow } from '../pages/ConfigPage';
import { MessagePage } from '../pages/MessagePage';
import { sendPage } from '../renderPage';
import { campaignOfForm, fieldOfProblem, formOfCampaign, newCampaignForm, postedForm, textsWithOldPoints } from './campaignForm';
import { tokyoInstant } from './tokyoInstant';
import { tokyoToday } from '../../../validators/calendar';

const isEditableFile = (value: string): value is EditableConfigFile =>
  value === 'campaigns.json' || value === 'featureFlags.json' || value === 'serviceHours.json';

/** A whole-file form's reason and publication time, with what is wrong with them (the flags, the service hours). */
function publication(body: Record<string, string>): { note: string; publishAt: Date | null; errors: string[] } {
  const note = String(body['note'] ?? '').trim();
  const publishAt = tokyoInstant(String(body['publishAt'] ?? ''));
  return {
    note,
    publishAt: publishAt === 'malformed' ? null : publishAt,
    errors: [
      ...(note === '' ? ['変更の理由を入力してください（版の履歴に残ります）。'] : []),
      ...(publishAt === 'malformed' ? ['公開日時は「2026-12-01T09:00」の形で入力してください。'] : []),
    ],
  };
}

function rowsOf(versions: readonly ConfigVersion[]): VersionRow[] {
  const live = versions.find((version) => version.state === 'published');
  return versions.map((version, index) => {
    const older = versions.slice(index + 1).find((candidate) => candidate.state !== 'refused');
    return {
      version,
      changes: older ? configDiff(older.body, version.body) : [],
      canRollBack: version.state === 'published' && version.id !== live?.id,
    };
  });
}

/**
 * Product staff's config in the console (issue 31 item 5): campaigns and feature flags edited, checked as at start,
 * previewed, saved as versions and published at once or at a time, rolled back in one action, exported as the file.
 */
const config: FastifyPluginAsync = async (app) => {
  const productStaff = app.requireRole('productStaff');

  const overview = async (staff: StaffMember, extra: { notice?: string; errors?: readonly string[] } = {}) =>
    createElement(ConfigPage, {
      staff,
      campaigns: app.productConfig.campaigns,
      flags: app.productConfig.featureFlags,
      serviceHours: app.productConfig.serviceHours,
      today: tokyoToday(app.clock()),
      history: {
        campaigns: rowsOf(await configHistory(app.db, 'campaigns.json')),
        flags: rowsOf(await configHistory(app.db, 'featureFlags.json')),
        serviceHours: rowsOf(await configHistory(app.db, 'serviceHours.json')),
      },
      ...extra,
    });

  app.get<{ Querystring: { saved?: string } }>('/config', { preHandler: productStaff }, async (request, reply) => {
    const notice =
      request.query.saved === 'published'
        ? '公開しました。各サーバーが数秒のうちに新しい版を読み込みます。'
        : request.query.saved === 'scheduled'
          ? '公開を予約しました。その時刻にもう一度確認してから公開します。'
          : request.query.saved === 'rolledBack'
            ? '選んだ版に戻しました。'
            : undefined;
    return sendPage(reply, 200, await overview(request.staff as StaffMember, notice ? { notice } : {}));
  });

  const campaignIndex = (code: string) => app.productConfig.campaigns.findIndex((campaign) => campaign.code === code);
  const notFound = (reply: FastifyReply, staff: StaffMember) =>
    sendPage(
      reply,
      404,
      createElement(MessagePage, {
        title: '見つかりません',
        staff,
        message: 'このキャンペーンは見つかりません。',
        link: { href: '/config', text: 'キャンペーンと機能フラグへ' },
      }),
    );

  /**
   * One campaign's form posted: checked, previewed, or saved as a new version of the whole file. `current` is the
   * campaign edited, or null when one is added at the end of the list.
   */
  async function postCampaign(reply: FastifyReply, staff: StaffMember, body: Record<string, string>, current: Campaign | null) {
    const form = postedForm(body);
    const publishing = body['action'] === 'publish';
    const { campaign, publishAt, errors } = campaignOfForm(form, current, publishing);
    const live = app.productConfig.campaigns;
    const index = current ? live.indexOf(current) : live.length;
    const page = (status: number, extra: Partial<CampaignEditPageProps>) =>
      sendPage(reply, status, createElement(CampaignEditPage, { staff, code: current?.code ?? null, form, ...extra }));
    if (!current) {
      const taken = live.find((other) => other.code === campaign.code);
      // The same addition sent twice (a double tap, a resend after a lost answer) finds itself live: done already.
      if (taken && isDeepStrictEqual(taken, campaign)) return reply.redirect('/config?saved=published', 303);
      if (taken)
        errors.push({ field: 'code', message: `コード「${taken.code}」は「${taken.title}」で使われています。別のコードにしてください。` });
      const sameSlug = live.find((other) => other.slug === campaign.slug);
      if (sameSlug && sameSlug !== taken)
        errors.push({ field: 'slug', message: `「${sameSlug.slug}」は「${sameSlug.title}」のアドレスです。別のアドレスにしてください。` });
    }
    if (errors.length > 0) return page(400, { errors });
    const campaigns = current ? live.map((other) => (other === current ? campaign : other)) : [...live, campaign];
    const problemsOf = (problems: readonly ConfigProblem[]) =>
      problems.map((problem) => ({ field: fieldOfProblem(problem, index), message: problem.ja }));
    if (!publishing) {
      const problems = problemsOf(checkEditableConfig('campaigns.json', { campaigns }).problems);
      return page(problems.length > 0 ? 400 : 200, {
        ...(problems.length > 0
          ? { errors: problems }
          : {
              preview: {
                campaign,
                changes: configDiff(current ?? {}, campaign),
                oldPoints: current ? { points: current.points, texts: textsWithOldPoints(current, campaign) } : null,
              },
            }),
      });
    }
    const saved = await saveConfigVersion(app.db, {
      file: 'campaigns.json',
      body: { campaigns },
      staff,
      note: form.note.trim(),
      publishAt,
      baseline: { campaigns: live },
    });
    if (saved.outcome === 'refused') return page(400, { errors: problemsOf(saved.problems) });
    if (saved.state === 'published') await app.refreshProductConfig();
    return reply.redirect(`/config?saved=${saved.state}`, 303);
  }

  app.get('/config/campaigns/new', { preHandler: productStaff }, async (request, reply) =>
    sendPage(
      reply,
      200,
      createElement(CampaignEditPage, {
        staff: request.staff as StaffMember,
        code: null,
        form: newCampaignForm(app.productConfig.campaigns),
      }),
    ),
  );

  app.post<{ Body: Record<string, string> | undefined }>('/config/campaigns/new', { preHandler: productStaff }, async (request, reply) =>
    postCampaign(reply, request.staff as StaffMember, request.body ?? {}, null),
  );

  app.get<{ Params: { code: string } }>('/config/campaigns/:code', { preHandler: productStaff }, async (request, reply) => {
    const staff = request.staff as StaffMember;
    const campaign = app.productConfig.campaigns[campaignIndex(request.params.code)];
    if (!campaign) return notFound(reply, staff);
    return sendPage(reply, 200, createElement(CampaignEditPage, { staff, code: campaign.code, form: formOfCampaign(campaign) }));
  });

  app.post<{ Params: { code: string }; Body: Record<string, string> | undefined }>(
    '/config/campaigns/:code',
    { preHandler: productStaff },
    async (request, reply) => {
      const staff = request.staff as StaffMember;
      const current = app.productConfig.campaigns[campaignIndex(request.params.code)];
      if (!current) return notFound(reply, staff);
      return postCampaign(reply, staff, request.body ?? {}, current);
    },
  );

  app.post<{ Body: Record<string, string> | undefined }>(
    '/config/featureFlags.json',
    { preHandler: productStaff },
    async (request, reply) => {
      const staff = request.staff as StaffMember;
      const body = request.body ?? {};
      const { note, publishAt, errors } = publication(body);
      if (errors.length > 0) return sendPage(reply, 400, await overview(staff, { errors }));
      const flags: Record<string, FeatureFlag> = Object.fromEntries(
        Object.entries(app.productConfig.featureFlags).map(([name, flag]) => [name, { ...flag, enabled: body[`flag-${name}`] === 'on' }]),
      );
      const saved = await saveConfigVersion(app.db, {
        file: 'featureFlags.json',
        body: { flags },
        staff,
        note,
        publishAt,
        baseline: { flags: app.productConfig.featureFlags },
      });
      if (saved.outcome === 'refused')
        return sendPage(reply, 400, await overview(staff, { errors: saved.problems.map((problem) => `${problem.field}: ${problem.ja}`) }));
      if (saved.state === 'published') await app.refreshProductConfig();
      return reply.redirect(`/config?saved=${saved.state}`, 303);
    },
  );

  // The operator's switches are checkboxes; the scheduled windows and the hours are edited as the file's JSON.
  app.post<{ Body: Record<string, string> | undefined }>(
    '/config/serviceHours.json',
    { preHandler: productStaff },
    async (request, reply) => {
      const staff = request.staff as StaffMember;
      const body = request.body ?? {};
      const { note, publishAt, errors } = publication(body);
      let schedule: Record<string, unknown> = {};
      try {
        const parsed: unknown = JSON.parse(String(body['schedule'] ?? ''));
        if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) schedule = parsed as Record<string, unknown>;
        else errors.push('予定と受付時間は { } で囲んだJSONで入力してください。');
      } catch {
        errors.push('予定と受付時間をJSONとして読めません。括弧・カンマ・引用符をご確認ください。');
      }
      if (errors.length > 0) return sendPage(reply, 400, await overview(staff, { errors }));
      const switched = (name: 'maintenance' | 'paymentProviderMaintenance') => {
        const given = schedule[name];
        return { ...(typeof given === 'object' && given !== null ? given : {}), on: body[name] === 'on' };
      };
      const saved = await saveConfigVersion(app.db, {
        file: 'serviceHours.json',
        body: { ...schedule, maintenance: switched('maintenance'), paymentProviderMaintenance: switched('paymentProviderMaintenance') },
        staff,
        note,
        publishAt,
        baseline: app.productConfig.serviceHours,
      });
      if (saved.outcome === 'refused')
        return sendPage(reply, 400, await overview(staff, { errors: saved.problems.map((problem) => `${problem.field}: ${problem.ja}`) }));
      if (saved.state === 'published') await app.refreshProductConfig();
      return reply.redirect(`/config?saved=${saved.state}`, 303);
    },
  );

  app.post<{ Params: { file: string; id: string } }>('/config/:file/rollback/:id', { preHandler: productStaff }, async (request, reply) => {
    const staff = request.staff as StaffMember;
    const { file, id } = request.params;
    if (!isEditableFile(file) || !/^[1-9][0-9]{0,9}$/.test(id)) return notFound(reply, staff);
    const outcome = await rollBackConfig(app.db, { file, versionId: Number(id), staff });
    if (outcome.outcome === 'notFound') return notFound(reply, staff);
    if (outcome.outcome === 'refused')
      return sendPage(
        reply,
        409,
        await overview(staff, {
          errors: [
            `第${id}版は今のコードでは使えません: ${outcome.problems.map((problem) => `${problem.field} ${problem.ja}`).join(' / ')}`,
          ],
        }),
      );
    await app.refreshProductConfig();
    return reply.redirect('/config?saved=rolledBack', 303);
  });

  // The JSON files stay the seed: the live version exported as the file, to commit back or to start another service.
  app.get<{ Params: { file: string } }>('/config/:file/export', { preHandler: productStaff }, async (request, reply) => {
    const { file } = request.params;
    if (!isEditableFile(file)) return notFound(reply, request.staff as StaffMember);
    const value =
      file === 'campaigns.json'
        ? { $schema: './schema/campaigns.schema.json', campaigns: app.productConfig.campaigns }
        : file === 'featureFlags.json'
          ? { $schema: './schema/featureFlags.schema.json', flags: app.productConfig.featureFlags }
          : { $schema: './schema/serviceHours.schema.json', ...app.productConfig.serviceHours };
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${file}"`)
      .type('application/json; charset=utf-8')
      .send(`${JSON.stringify(value, null, 2)}\n`);
  });
};

export default config;
