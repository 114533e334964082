import { getDefaultRegistry } from '@rjsf/core';
import type { Field, FieldProps } from '@rjsf/utils';
import { useDeferredValue } from 'react';

const registered = getDefaultRegistry().fields.SchemaField;
// RJSF types its fields as an index, so the field it always registers reads as possibly missing.
if (!registered) throw new Error("@rjsf/core's default registry has no SchemaField");
const SchemaField: Field = registered;

/**
 * RJSF's own field, which takes in new errors a render after the error summary. A failed submit then paints the
 * summary (the message a person is told to read first, which takes focus and is announced) in the tap's own frame, and
 * each field's message a frame or two later. In one render they were the slowest thing a first tap on 次へ did: drawing
 * every field again with its error, then laying out the page, 141–180 ms at a phone's speed against issue 33's 100 ms.
 * RJSF's fields are memoised on their props, so the summary's render stops at the first field whose errors are held back.
 */
export function SchemaFieldAfterSummary(props: FieldProps) {
  const errorSchema = useDeferredValue(props.errorSchema);
  return <SchemaField {...props} errorSchema={errorSchema} />;
}
