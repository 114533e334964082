import { flowStepsFailed, flowStepsLeft, flowStepsReached } from '../metrics/processMetrics';

/**
 * The flow host's counts for the operators' metrics (issue 56), beside the journal product staff read
 * (flowJournal.ts): labels are the flow, the step and, for a refusal, the field's path and the rule — never a value.
 */

// A field's path with its array positions folded (`children.*.name`), so a list of ten children is one series. A
// property the schema does not declare is named by the person's request, not by the schema: it is one series too.
function fieldLabel(field: string, rule: string): string {
  if (rule === 'additionalProperties') return '(undeclared)';
  const folded = field.replace(/(^|\.)\d+(?=\.|$)/g, '$1*');
  return /^[A-Za-z0-9_.*]{1,80}$/.test(folded) ? folded : '(other)';
}

export const flowMetrics = {
  reached: (flow: string, step: string): void => flowStepsReached.inc({ flow, step }),
  saved: (flow: string, step: string, next: string): void => {
    flowStepsLeft.inc({ flow, step });
    flowStepsReached.inc({ flow, step: next });
  },
  refused: (flow: string, step: string, errors: readonly { readonly field: string; readonly rule?: string }[]): void => {
    for (const error of errors) {
      const rule = error.rule ?? 'serverCheck';
      flowStepsFailed.inc({ flow, step, field: fieldLabel(error.field, rule), rule });
    }
  },
};
