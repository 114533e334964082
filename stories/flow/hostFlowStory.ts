import { cardPlanInput, cardSettingInput } from '../../flows/exampleInputs';
import { exampleStory, storyFlowSources, type StoryFlowData } from '../storyFlowData';

/**
 * The flows drawn here: every registered flow but the application and those of the card-plan and card-setting
 * groups (stories/cardPlans, stories/cardSettings; by the input they are walked from): the payment account after an
 * application, the credit-limit raise and reduction, the mail address change, a bank-agency request. Each state is
 * drawn by the host's own page over a view the engine builds from the flow's example answers and its first input
 * (flows/<id>.ts `examples`): the seeded regular card (30万円), the applicant whose account is in their own name.
 */
const grouped = new Set<unknown>([cardPlanInput, cardSettingInput]);

export const hostStoryFlows: Readonly<Record<string, StoryFlowData>> = Object.fromEntries(
  storyFlowSources
    .filter(({ examples }) => !grouped.has(examples.inputs['']))
    .map((source) => [
      source.id,
      {
        flow: source.flow,
        form: source.form,
        ...exampleStory(source),
        facts: source.examples.story?.facts ?? {},
        resultData: source.examples.story?.resultData ?? {},
      },
    ]),
);
