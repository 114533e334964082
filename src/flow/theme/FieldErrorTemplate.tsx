/** FieldTemplate draws the error under the control itself, so RJSF's own error list per field stays empty. */
export function FieldErrorTemplate() {
  return null;
}
