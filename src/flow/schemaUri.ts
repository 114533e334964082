/**
 * What @rjsf/utils asks of fast-uri, answered by the platform's URL (vite.config.ts puts this module in its place in
 * the browser build): resolving a `$ref` against a schema's `$id`, and comparing two of them. Every step schema
 * reaches the browser with its references resolved (schemas/resolveSchema.ts), so the renderer never calls it on
 * our forms; the URI library it replaces weighed 7 KB brotli on every page with a form (issue 20).
 */

/** A base for `$id`s that are paths (`apply/attribute`), so they resolve as paths do and come back as paths. */
const PATH_BASE = 'schema:/';

function resolve(base: string | undefined, ref: string): string {
  try {
    const href = new URL(ref, new URL(base ?? '', PATH_BASE)).href;
    return href.startsWith(PATH_BASE) ? href.slice(PATH_BASE.length) : href;
  } catch {
    return ref;
  }
}

/** The same URI however its scheme and host are cased. */
function equal(one: string, other: string): boolean {
  return resolve(undefined, one) === resolve(undefined, other);
}

export default { resolve, equal };
