/**
 * Each test file's expected seconds, for dealing files to workers or halves: its recorded seconds, or for a file not
 * recorded yet its size at the recorded files' seconds per byte. Shared by vitest's order
 * (tests/helpers/durationSequencer.ts) and the browser journeys' halves (tests/e2e/runShards.ts).
 */
export function reckonedSeconds<T>(
  files: readonly T[],
  recordedOf: (file: T) => number | undefined,
  sizeOf: (file: T) => number,
): Map<T, number> {
  const known = files.filter((file) => recordedOf(file) !== undefined);
  const knownBytes = known.reduce((sum, file) => sum + sizeOf(file), 0);
  const secondsPerByte = knownBytes > 0 ? known.reduce((sum, file) => sum + (recordedOf(file) ?? 0), 0) / knownBytes : 0;
  return new Map(files.map((file) => [file, recordedOf(file) ?? sizeOf(file) * secondsPerByte]));
}
