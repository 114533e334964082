import type { JsonObject } from './resolveSchema';

/**
 * Choices a step offers from the facts the server knows about this person (`"x-optionsFrom": "<input key>"`): the
 * purchases of this month's statement that can still be paid another way, for instance. Written schemas cannot
 * list them, so the step names the machine-input key that holds them (and lists it in `x-context`); the renderer
 * draws them as the property's `oneOf` (its items' for a list of choices, `type: array`), the confirm page reads the
 * chosen titles, and `validateAnswers` refuses a value that is not among them, in the browser and on the server alike.
 */
export interface ContextOption {
  readonly const: string;
  readonly title: string;
  /** Ticked before the person chooses, in a list of choices (the card a suspension came from). */
  readonly checked?: boolean;
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

const isOption = (value: unknown): value is ContextOption =>
  isObject(value) && typeof value['const'] === 'string' && typeof value['title'] === 'string';

/**
 * The options a property offers in this context, or undefined for a property without `x-optionsFrom`. With
 * `"x-optionsBy": "<earlier answer>"` the input key holds one list per value of that answer (the brands another card
 * may take differ for a regular and a gold card); a context without the answer offers nothing.
 */
export function contextOptions(property: JsonObject, context: Readonly<Record<string, unknown>>): readonly ContextOption[] | undefined {
  const key = property['x-optionsFrom'];
  if (typeof key !== 'string') return undefined;
  const by = property['x-optionsBy'];
  const found = typeof by === 'string' ? listFor(context[key], context[by]) : context[key];
  return Array.isArray(found) ? found.filter(isOption) : [];
}

const listFor = (lists: unknown, answer: unknown): unknown =>
  isObject(lists) && typeof answer === 'string' && Object.hasOwn(lists, answer) ? lists[answer] : undefined;

/**
 * A feature flag that reorders a property's choices (SPEC 6 brand-card display priority):
 * `"x-flagOrder": { "flag": "<flag>", "order": ["9", "1"] }` lists the values shown first, in that order, while the
 * flag is on in the step's context (`x-context: ["flags"]`, the machine input's flags); the other choices follow in
 * their own order. Only the order changes: what is accepted is the same either way.
 */
export function flagOrdered(property: JsonObject, context: Readonly<Record<string, unknown>>): JsonObject {
  const rule = property['x-flagOrder'];
  const choices = property['oneOf'];
  if (!isObject(rule) || typeof rule['flag'] !== 'string' || !Array.isArray(rule['order']) || !Array.isArray(choices)) return property;
  const flags = context['flags'];
  if (!isObject(flags) || flags[rule['flag']] !== true) return property;
  const order = rule['order'];
  const rank = (choice: unknown): number => {
    const value = isObject(choice) ? choice['const'] : undefined;
    const at = value === undefined ? -1 : order.indexOf(value);
    return at === -1 ? order.length : at;
  };
  return { ...property, oneOf: [...choices].sort((a, b) => rank(a) - rank(b)) };
}

/**
 * A property with its options drawn: a single choice takes them as its `oneOf`; a list of choices (`type: array`, the
 * checkboxes widget) as its items' `oneOf`, each value one of them, the options marked `checked` as its default.
 */
function offering(property: JsonObject, options: readonly ContextOption[]): JsonObject {
  const oneOf = options.map((option) => ({ const: option.const, title: option.title }));
  if (property['type'] !== 'array') return { ...property, oneOf };
  const ticked = options.filter((option) => option.checked === true).map((option) => option.const);
  return {
    ...property,
    items: { ...(isObject(property['items']) ? property['items'] : {}), oneOf },
    ...(ticked.length > 0 ? { default: ticked } : {}),
  };
}

/**
 * The schema with each `x-optionsFrom` property's options as its `oneOf` (what the radio and select widgets draw), in
 * the order a flag's `x-flagOrder` asks for.
 */
export function withContextOptions(schema: JsonObject, context: Readonly<Record<string, unknown>>): JsonObject {
  const visit = (node: JsonObject): JsonObject => {
    const out: JsonObject = { ...node };
    if (isObject(node['properties'])) {
      out['properties'] = Object.fromEntries(
        Object.entries(node['properties']).map(([name, property]) => {
          if (!isObject(property)) return [name, property];
          const options = contextOptions(property, context);
          return [name, flagOrdered(options ? offering(property, options) : property, context)];
        }),
      );
    }
    for (const key of ['then', 'else'] as const) if (isObject(node[key])) out[key] = visit(node[key]);
    if (Array.isArray(node['allOf'])) out['allOf'] = node['allOf'].map((part) => (isObject(part) ? visit(part) : part));
    return out;
  };
  return visit(schema);
}
