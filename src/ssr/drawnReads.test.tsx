import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiAnswer';
import { FirstReadsContext, type FirstReads } from '../api/firstReads';
import { useRead } from '../pages/memberArea/useRead';
import { DrawnReads } from './drawnReads';

function Bill({ load }: { readonly load: () => Promise<number> }) {
  const { state } = useRead(load, '/member/billing-status');
  return <p>{state.kind === 'ready' ? `¥${state.data}` : state.kind}</p>;
}

async function drawn(reads: DrawnReads, load: () => Promise<number>): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <FirstReadsContext value={reads}>
      <Bill load={load} />
    </FirstReadsContext>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

const refusal = (status: number, codeId: string) =>
  new ApiError({ status, codeId, resultInfo: { code: 'ERROR', codeId, message: 'x' }, data: undefined }, '/x');

describe('a page drawn by the server with what it reads (issue 33)', () => {
  it('waits for the read and draws its answer, which is kept for the browser under the read’s key', async () => {
    const reads = new DrawnReads();
    expect(await drawn(reads, async () => 142080)).toBe('<p>¥142080</p>');
    expect(reads.answers()).toEqual({ 'read:/member/billing-status': { kind: 'ready', data: 142080 } });
  });

  it('draws a refusal as the page shows it, and leaves a failed read for the browser to make again', async () => {
    const notFound = new DrawnReads();
    expect(await drawn(notFound, () => Promise.reject(refusal(404, '4004')))).toBe('<p>notFound</p>');
    expect(notFound.answers()).toEqual({ 'read:/member/billing-status': { kind: 'notFound' } });
    const failed = new DrawnReads();
    expect(await drawn(failed, () => Promise.reject(new Error('connection reset')))).toBe('<p>loading</p>');
    expect(failed.answers()).toEqual({});
  });

  it('starts the browser’s first render from the answer the page was drawn with, without reading', () => {
    let asked = 0;
    const embedded: FirstReads = {
      first: <T,>(key: string) => (key === 'read:/member/billing-status' ? ({ kind: 'ready', data: 5920 } as T) : undefined),
    };
    const html = renderToStaticMarkup(
      <FirstReadsContext value={embedded}>
        <Bill load={async () => ++asked} />
      </FirstReadsContext>,
    );
    expect(html).toBe('<p>¥5920</p>');
    expect(asked).toBe(0);
  });
});
