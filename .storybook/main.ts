import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Stories: one per apply step, generated from the step schemas (stories/generateApplyStories.ts). Drawn with the app's
 * own Vite config (its aliases included), by the same React the browser runs (issue 33).
 */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    // The zip code widget asks the real server (npm start on :3000) for addresses; nothing is faked.
    server: { ...viteConfig.server, proxy: { '^/(v1|external)/': 'http://localhost:3000' } },
  }),
};

export default config;
