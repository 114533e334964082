import { confirmRows, replay, type AnswersByStep } from '../../../flows/engine';
import { findFlow } from '../../../flows/index';
import { tokyoToday } from '../../../validators/calendar';
import { loadFlow } from '../../flows/flowService';
import type { LiveStepSet } from '../../steps/liveSteps';
import type { CaseRecord } from '../caseKind';

/**
 * A request's answers as its flow's confirm page showed them (the same labels and code names the person confirmed,
 * under the step versions it was answered under: `steps`, server/steps/recordedSteps.ts), over the path it was
 * submitted on, or the path its answers walk when none was kept.
 */
export async function flowAnswerSections(
  flowId: string,
  answers: AnswersByStep,
  submittedAt: Date,
  steps: LiveStepSet,
  visited?: readonly string[],
): Promise<CaseRecord['sections']> {
  const entry = findFlow(flowId);
  if (!entry) return [];
  const { definition } = await loadFlow(entry, steps);
  try {
    const walked = replay(definition, answers, tokyoToday(submittedAt), {});
    return confirmRows(definition, answers, visited ? { ...walked, path: visited } : walked).map((row) => ({
      title: row.title,
      rows: row.items.map((item) => ({ label: item.label, value: item.value })),
    }));
  } catch {
    // A machine that needs its input to walk (the card's facts) or answers stored under an older schema: the
    // examiner still reads every answer, under its field name.
    return [
      {
        title: 'お申し込みの内容',
        rows: Object.values(answers).flatMap((given) =>
          Object.entries(given).map(([field, value]) => ({ label: field, value: String(value) })),
        ),
      },
    ];
  }
}
