import nationality from '../apply/nationality.json';
import residenceExpiration from '../apply/residenceExpiration.json';
import residenceFrontUpload from '../apply/residenceFrontUpload.json';
import residenceBackAddress from '../apply/residenceBackAddress.json';
import residenceBackUpload from '../apply/residenceBackUpload.json';
import verification from './verification.json';
import confirm from './confirm.json';

/**
 * The member's nationality and residence card: the application's own steps (SPEC 5.6/5.7 rules once: the status
 * list, the 62-day and 5-years-3-months expiry, the photo widget with its clamd scan and EXIF removal), then the
 * verification and confirm of this flow.
 */
export const memberResidenceSchemaSources = {
  nationality,
  residenceExpiration,
  residenceFrontUpload,
  residenceBackAddress,
  residenceBackUpload,
  verification,
  confirm,
} as const;

export type MemberResidenceStepId = keyof typeof memberResidenceSchemaSources;
