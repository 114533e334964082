import { FlowStatePage } from './FlowStatePage';
import { storyFlows } from './storyFlows';

export interface StoryFlowPageProps {
  /** A registered flow's id (stories/storyFlows.ts). */
  readonly flow: string;
  readonly state: string;
  /** The state's own answers left out: the step as first opened (its error-state story submits it so). */
  readonly empty?: boolean;
  readonly notice?: 'schemaChanged' | 'conflict';
}

/** One state of a flow, drawn by the host's page over the story data of stories/storyFlows.ts. */
export function StoryFlowPage({ flow, state, empty = false, notice }: StoryFlowPageProps) {
  const data = storyFlows[flow];
  if (!data) throw new Error(`no story data for the flow ${flow}`);
  return <FlowStatePage flowId={flow} {...data} state={state} empty={empty} {...(notice ? { notice } : {})} />;
}
