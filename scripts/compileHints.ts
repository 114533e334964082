import type { Plugin } from 'vite';

/** V8's file-level compile hint (Chrome 136+): every function of the file is compiled as the script streams in. */
const allFunctionsCalledOnLoad = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks whose functions a page runs anyway, on hydration or on its first tap, for eager compilation: the
 * build splits the scripts so that a page loads the chunks it draws with (React, the renderer, its own page or step
 * module, the rules it calls), so every chunk is one. V8
 * otherwise compiles a function the first time it is called, on the main thread: issue 33 measured a third of the first
 * tap on 次へ (4× CPU) spent compiling the error path (RJSF's validation, the error summary, React's commit of new nodes).
 * Eager compilation happens on a background thread while the script downloads, and the compiled code is kept in the
 * browser's code cache with the script. The comment must be the file's first line; it is written after minification,
 * which would drop it. Measured (bench/README.md, Lighthouse mobile, median of 5): TBT of the member top 162 → 24 ms,
 * the statement month 92 → 22, the credit-limit raise's first step 48 → 8.
 */
export function compileHints(chunkNames: RegExp): Plugin {
  return {
    name: 'card-web:compile-hints',
    apply: 'build',
    enforce: 'post',
    // After every other plugin's: Vite's preload helper puts its `__vite__mapDeps` line first in each chunk that imports
    // another dynamically, and a hint below that line is no hint (the entry, the theme's `form-engine` and the flow
    // forms' chunks went without one, so the error summary and the fields' error branch compiled on the first tap).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && chunkNames.test(output.name)) output.code = allFunctionsCalledOnLoad + output.code;
        }
      },
    },
  };
}
