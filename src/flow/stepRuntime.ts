import type { StepModule } from '../../schemas/formModule';
import type { StepRuntimeKey } from '../../schemas/liveStepModule';

/**
 * What a step published in the staff console imports (schemas/liveStepModule.ts), in the browser: the same rule
 * modules and ajv helpers the built steps import, each loaded on demand, so a live step loads the rules it calls and
 * no others, from the chunks the build already made.
 */
const runtime: Readonly<Record<StepRuntimeKey, () => Promise<unknown>>> = {
  'ajvRules/names': () => import('../../validators/ajvRules/names'),
  'ajvRules/contact': () => import('../../validators/ajvRules/contact'),
  'ajvRules/cards': () => import('../../validators/ajvRules/cards'),
  'ajvRules/dates': () => import('../../validators/ajvRules/dates'),
  'ajvRules/numbers': () => import('../../validators/ajvRules/numbers'),
  'ajvRules/amounts': () => import('../../validators/ajvRules/amounts'),
  ajvPhoneRuntime: () => import('../../validators/ajvPhoneRuntime'),
  'ajv/dist/runtime/ucs2length.js': () => import('ajv/dist/runtime/ucs2length.js'),
  'ajv/dist/runtime/equal.js': () => import('ajv/dist/runtime/equal.js'),
};

interface LiveModuleExports {
  readonly needs: readonly StepRuntimeKey[];
  readonly default: (imports: Readonly<Record<string, unknown>>) => StepModule;
}

/**
 * The live step at `url` (`/assets/steps/<hash>.js`, same origin, trusted by the page's CSP through 'strict-dynamic'
 * as the built chunks are): imported as a module, never evaluated from text.
 */
export async function importLiveStep(url: string): Promise<StepModule> {
  const module = (await import(/* @vite-ignore */ url)) as LiveModuleExports;
  const imports = Object.fromEntries(await Promise.all(module.needs.map(async (key) => [key, await runtime[key]()] as const)));
  return module.default(imports);
}
