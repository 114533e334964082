/**
 * The sum of a metric's samples in Prometheus text whose labels include `labels` (every sample of the name when
 * empty); 0 when none has them yet, as Prometheus reads a series not yet moved.
 */
export function sampleOf(text: string, name: string, labels: Readonly<Record<string, string>>): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const found = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!found || found[1] !== name) continue;
    const given = new Map(
      [...(found[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => given.get(key) === value)) sum += Number(found[3]);
  }
  return sum;
}
