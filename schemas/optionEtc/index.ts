import request from '../etcCard/request.json';
import confirm from '../etcCard/confirm.json';

/** ETC cards applied for as an option service (SPEC 2.1 /apply/option-service/etc): the member settings' own pages. */
export const optionEtcSchemaSources = {
  request,
  confirm,
} as const;

export type OptionEtcStepId = keyof typeof optionEtcSchemaSources;
