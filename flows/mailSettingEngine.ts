import { mailSettingMachine } from './mailSetting';
import type { AnswersByStep, FlowEngineModule } from './engine';

/** The mail address change's engine module (registry `engine`): one path, nothing to clear. */
const keepAll = (answers: AnswersByStep): AnswersByStep => answers;

export const engine: FlowEngineModule = { machine: mailSettingMachine, clear: keepAll };
