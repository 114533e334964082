import Ajv from 'ajv';
import retentionSchema from '../../config/schema/retention.schema.json' with { type: 'json' };
import { ProductConfigError, readJson, schemaProblems } from '../config/productConfig';
import { DISCLOSURE_LINK_DAYS } from '../disclosure/disclosureMessages';

/** config/retention.json: the periods the retention job applies (docs/retention.md gives the reason and the law). */
export interface RetentionPolicy {
  readonly crashReports: { readonly truncateAddressAfterDays: number; readonly deleteAfterDays: number };
  readonly analyticsRecords: { readonly truncateAddressAfterDays: number; readonly deleteAfterDays: number };
  readonly localMailbox: { readonly deleteAfterDays: number };
  readonly abandonedDrafts: { readonly deleteAfterDays: number };
  readonly declinedApplications: { readonly anonymiseAfterDays: number };
  readonly replacedResidenceCardPhotos: { readonly deleteAfterRelationshipYears: number };
  readonly identityVerificationRecords: { readonly deleteAfterRelationshipYears: number };
  readonly transactionRecords: { readonly deleteAfterYears: number };
  readonly disclosureExports: { readonly deleteAfterDays: number };
}

const validate = new Ajv({ allErrors: true, strict: true }).compile<RetentionPolicy & { $schema?: string }>(retentionSchema);

/**
 * Issue 57 item 1: the retention periods, read and checked at start like the product config (a mistake stops the
 * start, naming the file and the field in English and Japanese). Not part of the config product staff publish in the
 * console: a period follows the law and the issuer's written policy, so it changes with a deployment, reviewed.
 */
export async function loadRetentionPolicy(configDir: string): Promise<RetentionPolicy> {
  const file = 'retention.json';
  const read = await readJson(configDir, file);
  if (!('value' in read)) throw new ProductConfigError([read]);
  const policy = read.value;
  if (!validate(policy)) throw new ProductConfigError(schemaProblems(file, validate.errors ?? []));
  const problems = (['crashReports', 'analyticsRecords'] as const).flatMap((name) =>
    policy[name].truncateAddressAfterDays > policy[name].deleteAfterDays
      ? [{ file, field: `${name}.truncateAddressAfterDays`, en: 'is after the record is deleted', ja: '記録を消す日より後になっています' }]
      : [],
  );
  // A replaced card's photo is part of the verification record (犯罪収益移転防止法 第6条): it may not outlive the record.
  if (policy.replacedResidenceCardPhotos.deleteAfterRelationshipYears > policy.identityVerificationRecords.deleteAfterRelationshipYears)
    problems.push({
      file,
      field: 'replacedResidenceCardPhotos.deleteAfterRelationshipYears',
      en: 'is after the identity-verification record is deleted',
      ja: '本人確認記録を消す日より後になっています',
    });
  // An export deleted while its link still works would answer the member "expired" before the mail says it is.
  if (policy.disclosureExports.deleteAfterDays < DISCLOSURE_LINK_DAYS)
    problems.push({
      file,
      field: 'disclosureExports.deleteAfterDays',
      en: `is shorter than the disclosure link's ${DISCLOSURE_LINK_DAYS} days`,
      ja: `開示資料のリンクの有効期限（${DISCLOSURE_LINK_DAYS}日）より短くなっています`,
    });
  if (problems.length > 0) throw new ProductConfigError(problems);
  // What the service applies: the periods, without the editor's `$schema` pointer.
  const { $schema: _editorSchema, ...periods } = policy;
  return periods;
}
