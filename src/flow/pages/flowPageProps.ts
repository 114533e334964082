import type { ReactNode } from 'react';
import type { FlowStepView, FlowView } from '../../../flows/flowHost';
import type { FlowFormModule } from '../../../schemas/stepForm';
import type { SaveResult } from '../StepPage';
import type { Answers } from '../types';

/**
 * What a page has of its flow's form (src/flow/flowForms.ts): the schemas, compiled step validators and compiled
 * conditions of the steps it shows, its own step's alone for a step page.
 */
export type FlowForm = Pick<FlowFormModule, 'schemas' | 'validators' | 'conditions'>;

/**
 * What FlowPage gives every page it draws, whatever its kind (form, confirm, result, or a custom page registered by
 * name): the server's view and the state it shows, the part of the flow's form it draws, and the calls that move the
 * flow on. A page never asks the machine: position, back route and context are the view's.
 */
export interface FlowPageProps {
  readonly flowId: string;
  readonly view: FlowView;
  readonly step: FlowStepView;
  readonly form: FlowForm;
  /** Saves the step's answers; on success FlowPage moves to the route the server answers. */
  readonly save: (answers: Answers) => Promise<SaveResult>;
  /** Submits the flow (the confirm page); FlowPage moves to the result. */
  readonly submit: () => Promise<void>;
  /** Takes a view a page got by itself (a custom page's own call). */
  readonly onView: (view: FlowView) => void;
  /** Any call's failure: log in again, the session-error page, or the error screen. */
  readonly fail: (error: unknown) => void;
  /** The link to the step before, drawn above the heading (absent on the first step). */
  readonly back: ReactNode;
  /** Drawn at the top of the page: a notice about the draft (another window changed it) or the step count. */
  readonly notice: ReactNode;
}
