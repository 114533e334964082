import type { RestrictionBanner as Banner } from '../../../api/memberAreaAnswers';
import { restrictionLead, restrictionMessages } from './messages';

/** SPEC 8.3: the card's restriction, said on every page about it; the statements stay readable. */
export function RestrictionBanner({ restriction }: { readonly restriction: Banner | null }) {
  if (!restriction) return null;
  return (
    <div className="notice notice--error restriction-banner" role="note" data-testid="restriction-banner">
      <p>{restrictionMessages[restriction]}</p>
      <p>{restrictionLead}</p>
    </div>
  );
}
