import acceptPermission from './apply/acceptPermission.json';
import address from './apply/address.json';
import attribute from './apply/attribute.json';
import autoPaylater from './apply/autoPaylater.json';
import confirm from './apply/confirm.json';
import contact from './apply/contact.json';
import design from './apply/design.json';
import designBrand from './apply/designBrand.json';
import designColor from './apply/designColor.json';
import designName from './apply/designName.json';
import familyCardName from './apply/familyCardName.json';
import familyCardNameAlpha from './apply/familyCardNameAlpha.json';
import familyCardPhone from './apply/familyCardPhone.json';
import familyCardSelect from './apply/familyCardSelect.json';
import familyCardSexType from './apply/familyCardSexType.json';
import gender from './apply/gender.json';
import household from './apply/household.json';
import housing from './apply/housing.json';
import income from './apply/income.json';
import license from './apply/license.json';
import licenseNumber from './apply/licenseNumber.json';
import nationality from './apply/nationality.json';
import phoneNumber from './apply/phoneNumber.json';
import profession from './apply/profession.json';
import residenceBackAddress from './apply/residenceBackAddress.json';
import residenceBackUpload from './apply/residenceBackUpload.json';
import residenceExpiration from './apply/residenceExpiration.json';
import residenceFrontUpload from './apply/residenceFrontUpload.json';
import sbCommunicationFeeNumber from './apply/sbCommunicationFeeNumber.json';
import sbCommunicationFeeSelect from './apply/sbCommunicationFeeSelect.json';
import sbIdLinkageCertification from './apply/sbIdLinkageCertification.json';
import sbIdLinkagePermission from './apply/sbIdLinkagePermission.json';
import sbPointAutoExchange from './apply/sbPointAutoExchange.json';
import smsAuthentication from './apply/smsAuthentication.json';
import use from './apply/use.json';
import workplace from './apply/workplace.json';
import zipcode from './apply/zipcode.json';

/** The apply flow's step schemas as written, by step id (the file name). The compiler reads this list. */
export const applySchemaSources = {
  acceptPermission,
  sbIdLinkageCertification,
  sbIdLinkagePermission,
  attribute,
  gender,
  zipcode,
  address,
  nationality,
  residenceExpiration,
  residenceFrontUpload,
  residenceBackAddress,
  residenceBackUpload,
  contact,
  phoneNumber,
  smsAuthentication,
  profession,
  household,
  housing,
  income,
  workplace,
  use,
  license,
  licenseNumber,
  designBrand,
  designColor,
  design,
  designName,
  autoPaylater,
  familyCardSelect,
  familyCardName,
  familyCardNameAlpha,
  familyCardPhone,
  familyCardSexType,
  sbCommunicationFeeNumber,
  sbCommunicationFeeSelect,
  sbPointAutoExchange,
  confirm,
} as const;

export type ApplyStepId = keyof typeof applySchemaSources;
export const APPLY_STEP_IDS = Object.keys(applySchemaSources) as ApplyStepId[];
