import { describe, expect, it } from 'vitest';
import { applySchemas } from '../../../schemas/generated/apply';
import { stepProperties } from '../../../schemas/stepForm';
import { widgets } from './index';

describe('the widget registry', () => {
  it('has a widget for every ui:widget an apply step names', () => {
    const named = Object.values(applySchemas).flatMap((schema) =>
      Object.values(stepProperties(schema)).map((property) => property['ui:widget']),
    );
    const missing = named.filter((name): name is string => typeof name === 'string' && !(name in widgets));
    expect(missing).toEqual([]);
    expect(named.filter((name) => typeof name === 'string').length).toBeGreaterThan(10);
  });

  it('replaces RJSF’s stock widgets, so no field falls back to the default markup', () => {
    for (const name of ['TextWidget', 'SelectWidget', 'RadioWidget', 'CheckboxWidget', 'EmailWidget'])
      expect(widgets[name], name).toBeDefined();
  });
});
