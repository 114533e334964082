import { cardPlanStoryFlows } from './cardPlans/cardPlanStory';
import { cardSettingStoryFlows } from './cardSettings/cardSettingStory';
import { hostStoryFlows } from './flow/hostFlowStory';
import type { StoryFlowData } from './storyFlowData';

/**
 * Every registered flow but the application (drawn step by step in Apply/Steps), as its stories draw it: each group
 * takes its flows from the flow files (stories/storyFlowData.ts `storyFlowSources`).
 */
export const storyFlows: Readonly<Record<string, StoryFlowData>> = { ...hostStoryFlows, ...cardPlanStoryFlows, ...cardSettingStoryFlows };
