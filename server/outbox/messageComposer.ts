import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { MAIL_KINDS, type MailKind, type MailParams } from './mailKinds';
import type { MailTemplates } from './mailTemplates';
import { renderMail } from './renderMail';

/** How long a mail may keep failing before it is given up (dead) for a person to look at: two days. */
export const MAIL_DELIVERY_HOURS = 48;

export interface MailRequest<K extends MailKind> {
  readonly kind: K;
  readonly to: string;
  /** The member it is for (the operator's list, and the advertising opt-in); null for an applicant's first address. */
  readonly memberId: string | null;
  readonly params: MailParams<K>;
  /**
   * Values that must not stay in the outbox once the attempt ends (a link's token): the row keeps a copy of the text
   * with them masked, which replaces the text and drops the HTML part then, as for a one-time code.
   */
  readonly secrets?: readonly string[];
  /** Not delivered before this instant (a notice held through the member's quiet hours, a batch of uses). */
  readonly notBefore?: Date;
}

export interface CodeRequest {
  readonly channel: 'sms' | 'voice';
  readonly to: string;
  readonly memberId: string | null;
  readonly text: string;
  /** What the text becomes once the attempt ends: the code never stays in the table after sending. */
  readonly mask: string;
  /** A code is worth sending only while it can be typed. */
  readonly lifetimeMinutes: number;
}

/**
 * Writes messages into the outbox, always inside the caller's transaction: the message exists if and only if the
 * change that causes it commits (issue 30). The worker (outboxWorker.ts) delivers them.
 */
export interface MessageComposer {
  /** Answers the outbox row's id, or null for advertising mail to a member who has not opted in. */
  mail<K extends MailKind>(trx: Transaction<Database>, request: MailRequest<K>): Promise<number | null>;
  code(trx: Transaction<Database>, request: CodeRequest): Promise<number>;
  /**
   * Writes a mail not yet tried anew with new values (a batch of uses that grew): true when it was still waiting,
   * false when a worker has taken it meanwhile (then the caller writes another).
   */
  rewrite<K extends MailKind>(trx: Transaction<Database>, id: number, kind: K, params: MailParams<K>): Promise<boolean>;
}

async function optedIn(trx: Transaction<Database>, memberId: string | null): Promise<boolean> {
  if (!memberId) return false;
  const member = await trx.selectFrom('members').select('mailing_lists').where('id', '=', memberId).executeTakeFirst();
  return member?.mailing_lists?.['campaignMail'] === true;
}

type MessageRow = Omit<Insertable<Database['outbox_messages']>, 'delivery_key' | 'last_error' | 'give_up_at'>;

/** `written` is told after each message written, so the caller can wake the worker once the transaction commits. */
export function createMessageComposer(
  templates: MailTemplates,
  publicOrigin: string,
  written: () => void = () => undefined,
): MessageComposer {
  const links = { serviceUrl: publicOrigin, optOutUrl: `${publicOrigin}/member/mail/lists` };
  /** `giveUpAt`: the end of the message's delivery window, on the database's clock. */
  const insert = async (trx: Transaction<Database>, values: MessageRow, giveUpAt: RawBuilder<Date>): Promise<number> => {
    const row = await trx
      .insertInto('outbox_messages')
      .values({ ...values, give_up_at: giveUpAt, delivery_key: randomUUID(), last_error: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    written();
    return row.id;
  };
  return {
    async mail(trx, { kind, to, memberId, params, secrets = [], notBefore }) {
      if (MAIL_KINDS[kind].advertising && !(await optedIn(trx, memberId))) return null;
      const rendered = renderMail(templates, kind, params, links);
      const masked = secrets.length > 0 ? secrets.reduce((text, secret) => text.replaceAll(secret, '＊'.repeat(8)), rendered.text) : null;
      return insert(
        trx,
        {
          channel: 'mail',
          kind,
          recipient: to,
          member_id: memberId,
          subject: rendered.subject,
          text_body: rendered.text,
          html_body: rendered.html,
          secret_mask: masked,
          ...(notBefore ? { next_attempt_at: notBefore } : {}),
        },
        // The window starts when the mail is first due, so a held one keeps its two days.
        notBefore
          ? sql<Date>`${notBefore}::timestamptz + make_interval(hours => ${MAIL_DELIVERY_HOURS})`
          : sql<Date>`now() + make_interval(hours => ${MAIL_DELIVERY_HOURS})`,
      );
    },
    async rewrite(trx, id, kind, params) {
      const rendered = renderMail(templates, kind, params, links);
      const updated = await trx
        .updateTable('outbox_messages')
        .set({ subject: rendered.subject, text_body: rendered.text, html_body: rendered.html })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('attempts', '=', 0)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },
    code(trx, { channel, to, memberId, text, mask, lifetimeMinutes }) {
      return insert(
        trx,
        {
          channel,
          kind: 'oneTimeCode',
          recipient: to,
          member_id: memberId,
          subject: null,
          text_body: text,
          html_body: null,
          secret_mask: mask,
        },
        sql<Date>`now() + make_interval(mins => ${lifetimeMinutes})`,
      );
    },
  };
}
