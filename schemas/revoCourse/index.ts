import course from './course.json';
import confirm from './confirm.json';

/** The step schemas as written, by step id (the file name). The compiler reads this list. */
export const revoCourseSchemaSources = {
  course,
  confirm,
} as const;

export type RevoCourseStepId = keyof typeof revoCourseSchemaSources;
