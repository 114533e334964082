import type { StaffMember } from '../../operations/staffMembers';
import { OpsLayout } from './OpsLayout';

export interface MessagePageProps {
  readonly title: string;
  readonly staff: StaffMember | null;
  readonly message: string;
  readonly link?: { readonly href: string; readonly text: string };
}

/** A page that only says something: no permission, not found, logged out, the login could not finish. */
export function MessagePage({ title, staff, message, link }: MessagePageProps) {
  return (
    <OpsLayout title={title} staff={staff}>
      <p>{message}</p>
      {link ? (
        <p>
          <a href={link.href}>{link.text}</a>
        </p>
      ) : null}
    </OpsLayout>
  );
}
