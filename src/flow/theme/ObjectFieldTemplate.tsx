import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** The page heading comes from StepPage; a nested group is a fieldset with its own legend. */
export function ObjectFieldTemplate({ properties, title, fieldPathId }: ObjectFieldTemplateProps) {
  const fields = properties.filter((p) => !p.hidden).map((p) => <div key={p.name}>{p.content}</div>);
  if (fieldPathId.$id === 'root') return <div className="step-fields">{fields}</div>;
  return (
    <fieldset className="field-group">
      <legend className="field-group__title">{title}</legend>
      {fields}
    </fieldset>
  );
}
