import type { FastifyReply } from 'fastify';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { OpsDocument } from './pages/OpsLayout';

/**
 * A console page drawn on the server with React (issue 31: the same stack as the service) and sent whole: no script
 * runs in the console, so its CSP trusts none, and nothing a staff member sees is ever stored by a cache.
 */
export function sendPage(reply: FastifyReply, status: number, page: ReactElement): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html>\n${renderToStaticMarkup(createElement(OpsDocument, null, page))}`);
}
