/** A link a consent step's schema names (`ui:options.links`): the documents the applicant is asked to read. */
export interface TermsLink {
  readonly text: string;
  readonly href: string;
}

// A path on this site only: a schema can point at the terms page, never at a script URL or another site.
const sameSitePath = /^\/(?![/\\])[^\s"'<>]*$/;

/** The well-formed links of a schema's `ui:options.links`; anything else is left out rather than drawn. */
export function termsLinks(value: unknown): TermsLink[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (link): link is TermsLink =>
      typeof link === 'object' &&
      link !== null &&
      typeof link.text === 'string' &&
      link.text !== '' &&
      typeof link.href === 'string' &&
      sameSitePath.test(link.href),
  );
}
