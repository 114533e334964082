import type { Preview } from '@storybook/react-vite';
import '../src/styles/global.css';
import '../src/styles/flow.css';
import { preloadAllWidgets } from '../src/flow/widgets';
import { installStoryServer } from '../stories/memberArea/storyServer';

installStoryServer();

/** Steps are designed for a 390 × 844 phone first (DESIGN.md). */
const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { phone390: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
  },
  initialGlobals: { viewport: { value: 'phone390', isRotated: false } },
  // A step's own widgets load with the step in the app (src/flow/flowForms.ts); a story draws the step by itself.
  loaders: [
    async () => {
      await preloadAllWidgets();
      return {};
    },
  ],
};

export default preview;
