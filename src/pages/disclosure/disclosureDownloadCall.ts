import { readAnswer } from '../../api/apiAnswer';
import { createHttp } from '../../api/http';
import { saveAsFile } from '../../api/savedFile';
import { disclosureMessages as text } from './disclosureMessages';

const http = createHttp();

/**
 * The export behind the mail's link, saved as the file the server names. Not `bffCall`: the answer is a ZIP, not the
 * JSON envelope, and no Idempotency-Key goes with it (the token alone makes it once; the server keeps no copy).
 */
export async function downloadDisclosure(token: string): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const response = await http(new URL('/api/bff/member/disclosure/download', window.location.origin), {
      method: 'post',
      headers: { accept: 'application/zip, application/json' },
      json: { token },
    });
    if (response.ok && response.headers.get('content-type')?.startsWith('application/zip')) {
      const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'disclosure.zip';
      saveAsFile(await response.blob(), named);
      return { ok: true };
    }
    const answer = await readAnswer(response);
    return { ok: false, message: answer.resultInfo?.errors?.[0]?.message ?? answer.resultInfo?.message ?? text.failed };
  } catch {
    return { ok: false, message: text.failed };
  }
}
