import retention from '../config/retention.json' with { type: 'json' };
import sitePagesFile from '../config/sitePages.json' with { type: 'json' };

/** A block of a footer page's text (config/sitePages.json): never HTML, so config cannot put markup on a page. */
export type SiteBlock = { readonly heading: string } | { readonly paragraph: string } | { readonly items: readonly string[] };

export interface SitePage {
  readonly title: string;
  readonly body: readonly SiteBlock[];
}

/** The pages the footer links to, by id: `/site/<id>`. */
export const sitePages: Readonly<Record<string, SitePage>> = sitePagesFile.pages;

export const sitePagePath = (id: string): string => `/site/${id}`;

/**
 * The values a footer page's text may name as `{{name}}`: facts the service keeps in one place, so the privacy page
 * says the period the retention job applies rather than a copy of it.
 */
export const siteTextValues: Readonly<Record<string, string>> = {
  abandonedDraftDays: String(retention.abandonedDrafts.deleteAfterDays),
};

/** The text with each `{{name}}` replaced by its value; a name without one is left as written (the start refuses it). */
export function siteText(text: string): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => siteTextValues[name] ?? whole);
}

/** The `{{name}}`s a text names that have no value. */
export function unknownSiteTextNames(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').filter((name) => !(name in siteTextValues));
}
