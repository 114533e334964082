/** The body that carries a mailed link's token back (a mail address change, a disclosure's download). */
export interface LinkTokenBody {
  readonly token: string;
}

/**
 * Any text: a link cut short or mangled by a mail client is answered as a link that cannot be used, in words, by the
 * route that looks it up, rather than as a schema refusal in no person's words.
 */
export const linkTokenBodySchema = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;
