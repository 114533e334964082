import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';

/**
 * The baseline of bench/lighthouse.bench.ts: the same step schema as our page, drawn the naive way with stock
 * @rjsf/core and @rjsf/validator-ajv8, no theme, no widgets of ours. The bench puts the schemas in at build time.
 */
declare const __STEP_SCHEMAS__: Record<string, RJSFSchema>;

const step = new URLSearchParams(window.location.search).get('step') ?? 'attribute';
const root = document.getElementById('root');
if (root) createRoot(root).render(<Form schema={__STEP_SCHEMAS__[step] ?? {}} validator={validator} />);
