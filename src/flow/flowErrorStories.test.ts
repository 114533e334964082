import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../flows/engine';
import { flowErrorStoriesPath, flowErrorStoriesSource, flowStepsWithErrorState } from '../../stories/generateFlowErrorStories';
import { flowPageStoriesSource, flowPageStoryGroups } from '../../stories/generateFlowPageStories';
import { storyFlows } from '../../stories/storyFlows';
import { flowRegistry } from '../../flows/index';

describe('the error-state stories of every flow but the application', () => {
  it('are generated from the current schemas and machines (run `npm run stories` when stale)', () => {
    expect(readFileSync(flowErrorStoriesPath, 'utf8')).toBe(flowErrorStoriesSource());
  });

  it('draw every registered flow, so a new flow without story data is noticed', () => {
    expect(Object.keys(storyFlows).sort()).toEqual(
      flowRegistry
        .map((entry) => entry.id)
        .filter((id) => id !== 'apply')
        .sort(),
    );
  });

  it('show the error state of most form steps (a step of optional fields or a single default has none)', () => {
    const formSteps = Object.values(storyFlows).flatMap(({ flow }) =>
      Object.keys(flow.machine.states).filter((state) => pageOf(flow, state) === 'form'),
    );
    expect(flowStepsWithErrorState().length).toBeGreaterThan(formSteps.length * 0.7);
  });
});

describe('the page stories of every flow but the application', () => {
  it.each(flowPageStoryGroups.map((group) => [group.title, group] as const))(
    '%s are generated from the flow files (run `npm run stories` when stale)',
    (_title, group) => {
      expect(readFileSync(group.path, 'utf8')).toBe(flowPageStoriesSource(group));
    },
  );
});
