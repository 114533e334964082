import { cardPlanInput } from '../../flows/exampleInputs';
import storyFacts from './storyFacts.json';
import { exampleStory, storyFlowsOver, type StoryFlowData } from '../storyFlowData';

/**
 * Every state of the revolving, cashing and post-installment flows (issue 17: the flows walked from `cardPlanInput`,
 * flows/exampleInputs.ts) at 390 px, drawn by the host's own pages: the view is built as the server builds it (the
 * engine's replay and confirm rows over the machine input server/cardPlans/cardPlanInput.ts gives a card with two
 * open purchases, and each flow's example answers), the facts and result data as the server states them for those
 * answers. The flows' first steps over the real server's answers are in Member area/Pages.
 */

/**
 * What server/cardPlans/cardPlanInput.ts states for that card and those answers (storyFacts.json, kept current by
 * server/cardPlans/storyFacts.test.ts), with the card the host names.
 */
const factsOf = (flowId: string): Readonly<Record<string, string>> => ({
  cardNickname: 'Visaカード',
  card4no: '1234',
  ...(storyFacts as Readonly<Record<string, Readonly<Record<string, string>>>>)[flowId],
});

export const cardPlanStoryFlows: Readonly<Record<string, StoryFlowData>> = Object.fromEntries(
  storyFlowsOver(cardPlanInput).map((source) => [
    source.id,
    {
      flow: source.flow,
      form: source.form,
      ...exampleStory(source),
      facts: factsOf(source.id),
      resultData: source.examples.story?.resultData ?? {},
    },
  ]),
);
