import type { WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';

/** A widget whose code loads when a step that names it is loaded (`preload`), not with every form page. */
export interface LazyWidget {
  (props: WidgetProps): React.JSX.Element;
  preload(): Promise<void>;
}

/**
 * Drawn at once once loaded; the pages load a step's widgets before drawing it (src/flow/flowForms.ts), so a step
 * the server drew hydrates without waiting. Drawn before it is loaded it suspends, and the page shows its loading line.
 */
export function lazyWidget(load: () => Promise<ComponentType<WidgetProps>>): LazyWidget {
  let loaded: ComponentType<WidgetProps> | null = null;
  let loading: Promise<void> | null = null;
  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (widget) => {
        loaded = widget;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Widget = (props: WidgetProps): React.JSX.Element => {
    if (!loaded) throw preload();
    const Loaded = loaded;
    return <Loaded {...props} />;
  };
  return Object.assign(Widget, { preload });
}
