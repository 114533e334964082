import { describe, expect, it } from 'vitest';
import { widgets } from './index';
import { SCHEMA_WIDGETS } from './widgetNames';

describe('the widget names a schema may use', () => {
  it('are each drawn by a widget of the renderer', () => {
    for (const name of SCHEMA_WIDGETS) expect(widgets[name], name).toBeTypeOf('function');
  });
});
