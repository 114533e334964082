/** The widgets a step schema may name in `ui:widget` (the renderer's registry, ./index.ts, draws each; a test checks). */
export const SCHEMA_WIDGETS = [
  'text',
  'kana',
  'alpha',
  'tel',
  'password',
  'zipcode',
  'birthday',
  'select',
  'radio',
  'checkbox',
  'consent',
  'cardFace',
  'cardColour',
  'residenceCard',
  'branch',
  'hidden',
] as const;
