import { existsSync, readFileSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { reckonedSeconds } from './recordedSeconds.ts';

/**
 * The order vitest hands test files to its workers. Vitest's own order runs project after project, and a clean
 * clone has no cache of durations, so the 210 s property test (project `unit`, last by name) started after everything
 * else and ran alone for minutes while the other core idled (CI's run of 2026-11-27: vitest 1,193 s for 2,031 s of
 * tests). Here the long files go first, longest first, so the short ones fill in around them; after those, files stay
 * together by project, longest first, since a worker that shares its modules (`isolate: false`) is kept only while the
 * next file is of the same project.
 *
 * A file's seconds come from `tests/durations.json` (`npm run durations` writes it anew from vitest's cache after a
 * whole run); a file not in it is reckoned by its size at the recorded files' seconds per byte.
 */
const durationsFile = 'tests/durations.json';
/** A file at least this long goes first: six files on 2026-11-27, 947 s of the 2,031. */
const longSeconds = 30;

export class DurationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const recorded: Record<string, number> = existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')) : {};
    const key = (file: TestSpecification) => `${file.project.name}:${relative(root, file.moduleId)}`;
    const seconds = reckonedSeconds(
      files,
      (file) => recorded[key(file)],
      (file) => statSync(file.moduleId).size,
    );
    const projectSeconds = new Map<string, number>();
    for (const [file, value] of seconds) projectSeconds.set(file.project.name, (projectSeconds.get(file.project.name) ?? 0) + value);

    const long = (file: TestSpecification) => (seconds.get(file) ?? 0) >= longSeconds;
    return [...files].sort((a, b) => {
      if (long(a) !== long(b)) return long(a) ? -1 : 1;
      if (!long(a) && a.project.name !== b.project.name) {
        return (projectSeconds.get(b.project.name) ?? 0) - (projectSeconds.get(a.project.name) ?? 0);
      }
      return (seconds.get(b) ?? 0) - (seconds.get(a) ?? 0);
    });
  }
}
