import type { StorybookConfig } from '@storybook/react-vite';

type Aliases = NonNullable<NonNullable<Parameters<NonNullable<StorybookConfig['viteFinal']>>[0]['resolve']>['alias']>;

function withoutPreact(aliases: Aliases | undefined): Aliases {
  const list = Array.isArray(aliases) ? aliases : Object.entries(aliases ?? {}).map(([find, replacement]) => ({ find, replacement }));
  return list.filter(({ replacement }) => !/preact|react-router/.test(replacement));
}

/** Stories: one per apply step, generated from the step schemas (stories/generateApplyStories.ts). */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    // The app's build draws with Preact (vite.config.ts); the stories are drawn by Storybook's React renderer.
    resolve: { ...viteConfig.resolve, alias: withoutPreact(viteConfig.resolve?.alias) },
    // The zip code widget asks the real server (npm start on :3000) for addresses; nothing is faked.
    server: { ...viteConfig.server, proxy: { '^/(v1|external)/': 'http://localhost:3000' } },
  }),
};

export default config;
