import type { Preview } from '@storybook/react-vite';
import '../src/styles/global.css';
import '../src/styles/flow.css';
import { installStoryServer } from '../stories/memberArea/storyServer';

installStoryServer();

/** Steps are designed for a 390 × 844 phone first (DESIGN.md). */
const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { phone390: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
  },
  initialGlobals: { viewport: { value: 'phone390', isRotated: false } },
};

export default preview;
