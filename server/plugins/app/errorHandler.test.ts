import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/helpers/buildTestApp';
import { DomainError } from '../../http/DomainError';

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp({}, { seed: false });
  subject.app.post(
    '/test/strict',
    { schema: { body: { type: 'object', required: ['mailAddress'], properties: { mailAddress: { type: 'string' } } } } },
    async () => ({ ok: true }),
  );
  subject.app.get('/test/domain', async () => {
    throw new DomainError('familyCardLimit', 'eleventh family card');
  });
  subject.app.get('/test/crash', async () => {
    throw new Error('secret internal detail');
  });
});
afterAll(async () => {
  await subject.close();
});

describe('one error shape for every API answer', () => {
  it('answers a payload that breaks the schema with 400, codeId 4000 and the field', async () => {
    const response = await subject.app.inject({ method: 'POST', url: '/test/strict', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      resultInfo: {
        code: 'ERROR',
        codeId: '4000',
        message: '入力内容に誤りがあります。ご確認ください。',
        errors: [{ field: 'mailAddress', message: '入力内容に誤りがあります。' }],
      },
    });
  });

  it('answers malformed JSON with 400 and codeId 4000', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/test/strict',
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().resultInfo.codeId).toBe('4000');
  });

  it('answers a domain error with its own result code and status', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/test/domain' });
    expect(response.statusCode).toBe(400);
    expect(response.json().resultInfo).toEqual({ code: 'ERROR', codeId: '4008', message: '家族カードは10枚までです。' });
  });

  it('hides the cause of an unexpected failure behind the generic 5001', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.json().resultInfo.codeId).toBe('5001');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
