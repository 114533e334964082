import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/buildTestApp';

/**
 * Issue 56 item 5 on a real listener: past MAX_REQUESTS_IN_FLIGHT a request is answered 503 with Retry-After at
 * once, in Japanese, liveness still answers, and the instance takes work again by itself once the load falls; and a
 * draining instance's readiness turns 503 while every other request is still served.
 */
let subject: TestApp;
let origin: string;
beforeAll(async () => {
  subject = await buildTestApp({ MAX_REQUESTS_IN_FLIGHT: '2' });
  await subject.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(subject.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await subject.close();
});

/** A request whose body never comes: it stays in flight until its socket is closed. */
function heldRequest(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(origin).port), '127.0.0.1', () => {
      socket.write(
        'POST /external/v1/flows/mailSetting/steps/mailAddress HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{',
      );
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  for (let look = 0; look < 200; look += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the condition never held');
}

describe('an overloaded instance', () => {
  it('answers 503 with Retry-After at once rather than queueing, keeps answering liveness, and recovers by itself', async () => {
    const held = [await heldRequest(), await heldRequest()];
    // Both held requests are in flight once the server has read their headers.
    await waitFor(async () => (await fetch(`${origin}/readyz`)).status === 503);
    const refused = await fetch(`${origin}/external/v1/flows/mailSetting/entry`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toMatchObject({
      resultInfo: { codeId: '5032', message: 'ただいま混み合っています。しばらく時間をおいて、もう一度お試しください。' },
    });
    const page = await fetch(`${origin}/member`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('ただいま混み合っています');
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);

    for (const socket of held) socket.destroy();
    await waitFor(async () => (await fetch(`${origin}/readyz`)).status === 200);
    expect((await fetch(`${origin}/external/v1/flows/mailSetting/entry`)).status).not.toBe(503);
  });
});

describe('a draining instance', () => {
  it('says it is not ready while it still answers every other request', async () => {
    subject.app.drain.start();
    const ready = await fetch(`${origin}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'draining' });
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    expect((await fetch(`${origin}/external/v1/flows/mailSetting/entry`)).status).toBeLessThan(500);
  });
});

describe('an instance whose event loop falls behind', () => {
  it('refuses requests with 503 until its loop keeps time again', async () => {
    const slow = await buildTestApp({ MAX_EVENT_LOOP_DELAY_MS: '100' });
    try {
      // Work that holds the loop 150 ms at a time, again and again, as a flood of heavy requests would.
      let hogging = true;
      const hog = (): void => {
        const until = Date.now() + 150;
        while (Date.now() < until) Math.sqrt(Math.random());
        if (hogging) setTimeout(hog, 0);
      };
      hog();
      let refused: { statusCode: number; headers: Record<string, unknown> } | null = null;
      try {
        for (let look = 0; look < 60 && !refused; look += 1) {
          const answer = await slow.app.inject({ method: 'GET', url: '/readyz' });
          if (answer.statusCode === 503) refused = answer;
        }
        expect((await slow.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      } finally {
        hogging = false;
      }
      expect(refused?.headers['retry-after']).toBe('5');
      await waitFor(async () => (await slow.app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200);
    } finally {
      await slow.close();
    }
  });
});
