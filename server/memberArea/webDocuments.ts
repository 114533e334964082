import { createRequire } from 'node:module';
import type { Kysely } from 'kysely';
import PDFDocument from 'pdfkit';
import { LEGAL_DOCUMENT_TYPE_LABELS, LegalDocumentType } from '../../enums/legalDocument';
import { PAYMENT_METHOD_LABELS } from '../../enums/bank';
import type { WebDocument } from '../../api/memberAreaAnswers';
import { formatYen } from '../../validators/money';
import { billingMonthLabel, STATEMENT_COLUMNS, statementRow } from '../../validators/statementRow';
import { japaneseDate } from '../../validators/japaneseDate';
import type { Card, Database } from '../db/schema';
import { statementLinesInOrder, statementMonths } from './statementRepository';
import { statementCard } from './credentialCard';

/**
 * The web documents of a card (SPEC 2.6 /member/webdocument, 2.5 for former members): its contract document
 * (SPEC 3.2 legal document type 3) and the statement notice of every fixed month, drawn as PDF on the server from
 * the data each time they are opened (nothing stored that could drift from the data). Japanese text is set in
 * Noto Sans JP (SIL Open Font License, the npm package @expo-google-fonts/noto-sans-jp); pdfkit embeds only the
 * glyphs a document uses, so a page is a few kilobytes.
 */

const require = createRequire(import.meta.url);
const fonts = {
  regular: require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf'),
};

export const webDocumentIdPattern = '^(contract|statement-[0-9]{4}(0[1-9]|1[0-2]))$';
const CONTRACT_TITLE = `${LEGAL_DOCUMENT_TYPE_LABELS[LegalDocumentType.Contract]}（カード会員規約・ご契約内容）`;
const statementTitle = (billingMonth: string) => `${billingMonthLabel(billingMonth)}分 ご利用代金明細書`;

/** The card's documents, newest first; the contract last, as it is the oldest. */
export async function webDocumentList(db: Kysely<Database>, card: Card): Promise<WebDocument[]> {
  const months = await statementMonths(db, card.id);
  const notices: WebDocument[] = months
    .filter((month) => month.detailStatus === '1' || month.detailStatus === '2')
    .map((month) => ({
      id: `statement-${month.billingMonth}`,
      kind: 'statement',
      title: statementTitle(month.billingMonth),
      issuedOn: `${month.billingMonth.slice(0, 4)}-${month.billingMonth.slice(4)}-05`,
    }));
  return [...notices, { id: 'contract', kind: 'contract', title: CONTRACT_TITLE, issuedOn: card.issued_on }];
}

export type Pdf = InstanceType<typeof PDFDocument>;

/** An A4 document in the service's Japanese fonts; the disclosure export (server/disclosure/) draws with it too. */
export function newPdf(title: string, subject?: string): Pdf {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: title, Author: 'カード会員サービス', ...(subject ? { Subject: subject } : {}) },
    lang: 'ja-JP',
    displayTitle: true,
    // Kept until the end, so each page can say its number of the whole (numberPages).
    bufferPages: true,
  });
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  return pdf;
}

export function heading(pdf: Pdf, title: string): void {
  pdf.font('bold').fontSize(18).text(title);
  pdf.moveDown(0.5);
  pdf.font('regular').fontSize(10);
}

export function field(pdf: Pdf, label: string, value: string): void {
  pdf.font('bold').text(label, { continued: true }).font('regular').text(`　${value}`);
}

async function writeContract(pdf: Pdf, db: Kysely<Database>, card: Card): Promise<void> {
  const member = await db
    .selectFrom('members')
    .select(['last_name_kanji', 'first_name_kanji'])
    .where('id', '=', card.member_id)
    .executeTakeFirstOrThrow();
  const named = statementCard(card);
  heading(pdf, CONTRACT_TITLE);
  field(pdf, '会員氏名', `${member.last_name_kanji} ${member.first_name_kanji} 様`);
  field(pdf, 'カード', `${named.brand}（末尾${named.card4no}）${card.daiko_cd === '1' ? 'ゴールドカード' : '一般カード'}`);
  field(pdf, 'ご契約日', japaneseDate(card.issued_on));
  field(pdf, 'ショッピングご利用可能枠', `${card.credit_limit}万円`);
  field(pdf, 'お支払い日', '毎月27日（金融機関休業日の場合は翌営業日）');
  field(pdf, 'お支払い方法', card.payment_method ? PAYMENT_METHOD_LABELS[card.payment_method] : '未登録');
  if (card.closed_on) field(pdf, 'ご退会日', japaneseDate(card.closed_on));
  pdf.moveDown();
  pdf.text('本書面は、割賦販売法に基づきカードのご契約内容をお知らせするものです。大切に保管してください。');
}

async function writeStatement(pdf: Pdf, db: Kysely<Database>, card: Card, billingMonth: string): Promise<boolean> {
  const month = (await statementMonths(db, card.id)).find(
    (row) => row.billingMonth === billingMonth && (row.detailStatus === '1' || row.detailStatus === '2'),
  );
  if (!month) return false;
  const named = statementCard(card);
  heading(pdf, statementTitle(billingMonth));
  field(pdf, 'カード', `${named.brand}（末尾${named.card4no}）`);
  field(pdf, 'お支払い日', japaneseDate(month.dueDate));
  field(pdf, 'ご請求金額', formatYen(month.amount));
  pdf.moveDown();
  const columns = [50, 130, 380, 470] as const;
  const amountColumn = STATEMENT_COLUMNS.indexOf('ご利用金額');
  const row = (cells: readonly string[], font: 'regular' | 'bold') => {
    if (pdf.y > pdf.page.height - 70) continuedPage();
    const y = pdf.y;
    pdf.font(font).fontSize(9);
    cells.forEach((cell, index) =>
      pdf.text(cell, columns[index], y, {
        width: (columns[index + 1] ?? 545) - (columns[index] ?? 0) - (index === amountColumn ? 24 : 6),
        lineBreak: false,
        ellipsis: true,
        // Amounts line up by their last digit, as a printed statement's do.
        align: index === amountColumn ? 'right' : 'left',
      }),
    );
    pdf.x = columns[0];
    pdf.moveDown(0.4);
  };
  // Issue 58: a page after the first says whose statement it continues and repeats the columns' names; a heavy year
  // ran to bare pages of figures.
  const continuedPage = (): void => {
    pdf.addPage();
    pdf
      .font('bold')
      .fontSize(10)
      .text(`${statementTitle(billingMonth)}（続き）　${named.brand}（末尾${named.card4no}）`);
    pdf.moveDown(0.5);
    row(STATEMENT_COLUMNS, 'bold');
  };
  row(STATEMENT_COLUMNS, 'bold');
  for await (const line of statementLinesInOrder(db, card.id, billingMonth)) row(statementRow(line), 'regular');
  return true;
}

/** 「1 / 3」 at the foot of each page, below the margin the text keeps to (written there, pdfkit would start a page). */
function numberPages(pdf: Pdf): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    pdf.switchToPage(index);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font('regular')
      .fontSize(8)
      .text(`${index - start + 1} / ${count}`, 50, pdf.page.height - 35, {
        width: pdf.page.width - 100,
        align: 'center',
        lineBreak: false,
      });
    pdf.page.margins.bottom = bottom;
  }
}

/** The document as PDF bytes, or null when the card has no such document. */
export async function renderWebDocument(
  db: Kysely<Database>,
  card: Card,
  documentId: string,
): Promise<{ title: string; pdf: Buffer } | null> {
  const billingMonth = documentId.startsWith('statement-') ? documentId.slice('statement-'.length) : null;
  const title = billingMonth ? statementTitle(billingMonth) : CONTRACT_TITLE;
  const pdf = newPdf(title);
  const bytes = pdfBytes(pdf);
  if (billingMonth) {
    if (!(await writeStatement(pdf, db, card, billingMonth))) return null;
  } else {
    await writeContract(pdf, db, card);
  }
  numberPages(pdf);
  pdf.end();
  return { title, pdf: await bytes };
}

/** The document's bytes once `end()` is called: listened to from the start, as pdfkit streams while it draws. */
export function pdfBytes(pdf: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}
