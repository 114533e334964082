import { createElement } from 'react';
import type { FastifyPluginAsync } from 'fastify';
import { metaOf, type FlowDefinition } from '../../../flows/engine';
import { flowRegistry, type FlowEntry } from '../../../flows/index';
import { isObject } from '../../../schemas/resolveSchema';
import { flowFunnel } from '../../flows/flowJournal';
import type { StaffMember } from '../../operations/staffMembers';
import { repoStep, sourceOfStep } from '../../steps/stepFiles';
import { FlowFunnelPage, FunnelsPage, type FunnelFlow, type FunnelLabels } from '../pages/FunnelPage';
import { MessagePage } from '../pages/MessagePage';
import { sendPage } from '../renderPage';

/** A state's step schema as written in the repository (its title, its properties' titles), if it has one. */
function writtenStep(definition: FlowDefinition, state: string) {
  const schema = metaOf(definition, state)?.schema;
  const source = schema ? sourceOfStep(schema) : undefined;
  return source ? repoStep(source)?.written : undefined;
}

async function describedFlow(entry: FlowEntry): Promise<{ flow: FunnelFlow; states: readonly string[]; labels: FunnelLabels }> {
  const [{ engine }, { form }] = await Promise.all([entry.engine(), entry.form()]);
  const definition: FlowDefinition = { ...engine, schemas: form.schemas, validators: form.validators };
  const states = Object.keys(engine.machine.states);
  const titleOf = (state: string): string => {
    const title = writtenStep(definition, state)?.['title'];
    if (typeof title === 'string') return title;
    return engine.machine.states[state]?.type === 'final' ? '完了（結果の画面）' : state;
  };
  const fieldTitle = (state: string, field: string): string => {
    const properties = writtenStep(definition, state)?.['properties'];
    const property = isObject(properties) ? properties[field.split('.')[0] ?? ''] : undefined;
    const title = isObject(property) ? property['title'] : undefined;
    return typeof title === 'string' ? `${title}（${field}）` : field;
  };
  return { flow: { id: entry.id, firstStep: titleOf(states[0] ?? entry.id) }, states, labels: { stepTitle: titleOf, fieldTitle } };
}

/**
 * Issue 56 item 7: the per-step funnel and the refusals by field and rule, for product staff in the console in
 * production, from the flow journal's rows (flow, step, run reference, field, rule: no person, answer or value).
 */
const funnels: FastifyPluginAsync = async (app) => {
  const productStaff = app.requireRole('productStaff');

  app.get('/funnels', { preHandler: productStaff }, async (request, reply) => {
    const flows = await Promise.all(
      flowRegistry.map(async (entry) => {
        const { flow, states } = await describedFlow(entry);
        const funnel = await flowFunnel(app.db, entry.id, states);
        return { ...flow, started: funnel.started, completed: funnel.completed };
      }),
    );
    return sendPage(reply, 200, createElement(FunnelsPage, { staff: request.staff as StaffMember, flows }));
  });

  app.get<{ Params: { flowId: string } }>('/funnels/:flowId', { preHandler: productStaff }, async (request, reply) => {
    const staff = request.staff as StaffMember;
    const entry = flowRegistry.find((found) => found.id === request.params.flowId);
    if (!entry)
      return sendPage(
        reply,
        404,
        createElement(MessagePage, {
          title: '見つかりません',
          staff,
          message: 'このお手続きは見つかりません。',
          link: { href: '/funnels', text: 'お手続きの一覧へ' },
        }),
      );
    const { flow, states, labels } = await describedFlow(entry);
    const funnel = await flowFunnel(app.db, entry.id, states);
    return sendPage(reply, 200, createElement(FlowFunnelPage, { staff, flow, funnel, labels }));
  });
};

export default funnels;
