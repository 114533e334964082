import pin from './pin.json';
import confirm from './confirm.json';

/** The step schemas as written, by step id (the file name). The compiler reads this list. */
export const pinChangeSchemaSources = {
  pin,
  confirm,
} as const;

export type PinChangeStepId = keyof typeof pinChangeSchemaSources;
