import { ApiError, readAnswer } from './apiAnswer';
import type { StepPreviewAnswer } from '../../api/stepPreviewAnswers';

/** A step version's preview (issue 55): public behind its link's token, which opens one version's texts and nothing else. */
export async function readStepPreview(token: string): Promise<StepPreviewAnswer> {
  const path = `/v1/step-previews?${new URLSearchParams({ t: token }).toString()}`;
  const answer = await readAnswer(await fetch(path, { headers: { accept: 'application/json' } }));
  if (answer.status >= 400) throw new ApiError(answer, path);
  return answer.data as StepPreviewAnswer;
}
