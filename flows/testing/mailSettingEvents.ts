import type { MailSettingEvent } from '../mailSetting';
import { mailSettingFlow } from './flowDefinitions';
import { flowEvents, type StepInput } from './flowEvents';

/** New mail addresses as members type them; the events that explore the mail address change (see flowEvents.ts). */
export const mailSettingAnswers: Readonly<Record<string, readonly StepInput[]>> = {
  mailAddress: [{ mailAddress: 'taro.new@example.com' }, { mailAddress: 'hanako+card@example.co.jp' }],
};

export const mailSettingEvents = flowEvents<MailSettingEvent>(mailSettingFlow, (state) => mailSettingAnswers[state] ?? []);
