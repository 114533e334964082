import * as ucs2length from 'ajv/dist/runtime/ucs2length.js';
import * as equal from 'ajv/dist/runtime/equal.js';
import type { StepModule } from '../../schemas/formModule';
import type { LiveStepModule, StepRuntimeKey } from '../../schemas/liveStepModule';
import { RULE_MODULES } from '../../validators/ajvRuntime';

/** What a live step module imports, on the server: the same rule modules and ajv helpers the generated steps import. */
const runtime: Readonly<Record<StepRuntimeKey, unknown>> = {
  ...RULE_MODULES,
  'ajv/dist/runtime/ucs2length.js': ucs2length,
  'ajv/dist/runtime/equal.js': equal,
};

interface LiveModuleExports {
  readonly default: (imports: Readonly<Record<string, unknown>>) => StepModule;
}

const loaded = new Map<string, Promise<StepModule>>();

/**
 * The server runs the very module it serves the browser (schemas/liveStepModule.ts), imported as a module from its
 * text (a `data:` URL: it imports nothing), so a save is validated by the code the page ran. Once per text.
 */
export function loadStepModule(module: LiveStepModule): Promise<StepModule> {
  let found = loaded.get(module.hash);
  if (!found) {
    const url = `data:text/javascript;base64,${Buffer.from(module.code).toString('base64')}`;
    found = (import(url) as Promise<LiveModuleExports>).then((exports) => exports.default(runtime));
    found.catch(() => loaded.delete(module.hash));
    loaded.set(module.hash, found);
  }
  return found;
}
