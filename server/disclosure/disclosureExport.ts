import { zipSync, type Zippable } from 'fflate';
import { tokyoDateTimeText } from '../outbox/tokyoTime';
import { field, heading, newPdf, pdfBytes, type Pdf } from '../memberArea/webDocuments';
import type { DisclosureRecords } from './disclosureRecords';
import { DISCLOSED_SECTIONS, PROFILE_COLUMNS, type DisclosedColumn } from './disclosureSections';
import { ACTION_LABELS, ACTOR_LABELS, DECISION_LABELS, exportTexts, OTHER_ACTION } from './disclosureMessages';

/** The JSON's own version: a reader of the file knows which shape it holds. */
export const DISCLOSURE_FORMAT = 'card-web-disclosure/1';

/** A value as the PDF prints it: dates in Tokyo time, codes by their labels, flags and absences in words. */
function printed(value: unknown, codes?: Readonly<Record<string, string>>): string {
  if (value === null || value === undefined || value === '') return exportTexts.empty;
  if (value instanceof Date) return tokyoDateTimeText(value);
  if (typeof value === 'boolean') return value ? exportTexts.yes : exportTexts.no;
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  return codes?.[text] ?? text;
}

function rows(pdf: Pdf, columns: readonly DisclosedColumn[], row: Record<string, unknown>): void {
  for (const entry of columns) {
    if (pdf.y > pdf.page.height - 70) pdf.addPage();
    field(pdf, entry.label, printed(row[entry.column], entry.codes));
  }
}

function subheading(pdf: Pdf, title: string): void {
  if (pdf.y > pdf.page.height - 120) pdf.addPage();
  pdf.moveDown(0.8).font('bold').fontSize(13).text(title).moveDown(0.3).font('regular').fontSize(10);
}

function separator(pdf: Pdf): void {
  pdf.moveDown(0.3);
  pdf
    .moveTo(pdf.page.margins.left, pdf.y)
    .lineTo(pdf.page.width - pdf.page.margins.right, pdf.y)
    .strokeColor('#bbbbbb')
    .stroke();
  pdf.moveDown(0.3);
}

async function disclosurePdf(records: DisclosureRecords, receivedBy: string): Promise<Buffer> {
  const name = `${printed(records.profile['last_name_kanji'])} ${printed(records.profile['first_name_kanji'])}`;
  // The name in the document's properties too: a viewer's window and a file list say whose it is.
  const pdf = newPdf(exportTexts.title, `${name} 様`);
  const bytes = pdfBytes(pdf);
  heading(pdf, exportTexts.title);
  field(pdf, exportTexts.person, `${name} 様`);
  field(pdf, exportTexts.preparedAt, tokyoDateTimeText(records.preparedAt));
  field(pdf, exportTexts.receivedBy, `${receivedBy}（${exportTexts.law}）`);
  pdf.moveDown(0.5).text(exportTexts.lead).moveDown(0.3).text(exportTexts.leftOut);

  subheading(pdf, exportTexts.profile);
  rows(pdf, PROFILE_COLUMNS, records.profile);

  subheading(pdf, exportTexts.applications);
  if (records.applications.length === 0) pdf.text(exportTexts.none);
  for (const application of records.applications) {
    field(pdf, exportTexts.inquiryNumber, printed(application.inquiryNumber));
    field(pdf, exportTexts.submittedAt, printed(application.submittedAt));
    field(pdf, exportTexts.decision, printed(application.decision, DECISION_LABELS));
    field(pdf, exportTexts.decidedAt, printed(application.decidedAt));
    for (const section of application.confirmed) {
      pdf.moveDown(0.3).font('bold').text(section.title).font('regular');
      for (const row of section.rows) {
        if (pdf.y > pdf.page.height - 70) pdf.addPage();
        field(pdf, row.label, printed(row.value));
      }
    }
    separator(pdf);
  }

  for (const section of DISCLOSED_SECTIONS) {
    const found = records.sections[section.key] ?? [];
    subheading(pdf, section.title);
    if (found.length === 0) {
      pdf.text(exportTexts.none);
      continue;
    }
    if (section.jsonOnly) {
      pdf.text(exportTexts.jsonOnly(found.length));
      continue;
    }
    for (const row of found) {
      rows(pdf, section.columns, row);
      separator(pdf);
    }
    if (section.key === 'residenceCardPhotos') pdf.text(exportTexts.photosInZip(records.photos.length));
  }

  subheading(pdf, exportTexts.actions);
  if (records.actions.length === 0) pdf.text(exportTexts.none);
  for (const action of records.actions) {
    if (pdf.y > pdf.page.height - 70) pdf.addPage();
    field(pdf, tokyoDateTimeText(action.at), `${ACTION_LABELS[action.action] ?? OTHER_ACTION}（${ACTOR_LABELS[action.by]}）`);
  }
  pdf.end();
  return bytes;
}

/** The machine-readable file: the same records under their column names, dates as ISO 8601, codes as stored. */
export function disclosureJson(records: DisclosureRecords, receivedBy: 'member' | 'post'): string {
  return JSON.stringify(
    {
      format: DISCLOSURE_FORMAT,
      preparedAt: records.preparedAt.toISOString(),
      receivedBy,
      profile: records.profile,
      applications: records.applications.map(({ confirmed: _shown, ...application }) => application),
      records: records.sections,
      issuerActions: records.actions,
      photos: records.photos.map((photo) => `photos/${photo.fileName}`),
    },
    null,
    2,
  );
}

/**
 * One ZIP, so that one link gives one download (a link that works once cannot serve two files): the PDF a person
 * reads, the JSON a program reads (APPI 第33条第1項: the electronic form the person asked for), the photos as kept.
 */
export async function disclosureArchive(records: DisclosureRecords, receivedBy: 'member' | 'post'): Promise<Buffer> {
  const pdf = await disclosurePdf(records, receivedBy === 'post' ? '郵送' : '会員ページ');
  const files: Zippable = {
    'disclosure.pdf': [pdf, { level: 0 }],
    'disclosure.json': new TextEncoder().encode(disclosureJson(records, receivedBy)),
  };
  // The photos are JPEG or PNG already: stored as they are, not compressed again.
  for (const photo of records.photos) files[`photos/${photo.fileName}`] = [photo.bytes, { level: 0 }];
  return Buffer.from(zipSync(files, { level: 6 }));
}
