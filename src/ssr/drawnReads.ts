import { use } from 'react';
import type { FirstReads } from '../api/firstReads';

/**
 * The reads of one drawing: a read the page asks for suspends the drawing until it is answered (React's `use`; the
 * prerender waits for every one), and the answers are what the page shell embeds for the browser's first render.
 */
export class DrawnReads implements FirstReads {
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly answered = new Map<string, unknown>();

  first<T>(key: string, load: () => Promise<T | undefined>): T | undefined {
    if (this.answered.has(key)) return this.answered.get(key) as T | undefined;
    let read = this.pending.get(key);
    if (!read) {
      read = load()
        .catch(() => undefined)
        .then((answer) => {
          this.answered.set(key, answer);
          return answer;
        });
      this.pending.set(key, read);
    }
    return use(read) as T | undefined;
  }

  /** What was answered, without the reads the browser is to make again. */
  answers(): Readonly<Record<string, unknown>> {
    return Object.fromEntries([...this.answered].filter(([, answer]) => answer !== undefined));
  }
}
