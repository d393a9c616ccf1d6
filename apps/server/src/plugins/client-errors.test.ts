import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app-types';
import { signUp } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';

/** Requests refused before the API sees them, and uploads cut short, still answer in the error shape. */
describe('requests refused on arrival', () => {
  let app: App;
  let base: string;

  beforeAll(async () => {
    app = await createTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  it('answers an address over 16 KB with a 431 in the error shape', async () => {
    const response = await fetch(`${base}/api/jobs?q=${'a'.repeat(17_000)}`);
    expect(response.status).toBe(431);
    const body = (await response.json()) as { code: string; message: string; requestId: string };
    expect(body).toMatchObject({
      statusCode: 431,
      code: 'TOO_LARGE',
      message: expect.stringMatching(/too long/),
    });
    expect(response.headers.get('x-request-id')).toBe(body.requestId);
  });

  it('answers a resume upload cut off half-way with a 400, and stores nothing', async () => {
    const ada = await signUp(app);
    const boundary = 'cut-off-boundary';
    const truncated = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="resume.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 only the start of a file`;
    const response = await app.inject({
      method: 'PUT',
      url: `/api/user/${encodeURIComponent(ada.email)}/resume`,
      headers: {
        cookie: ada.cookie,
        origin: new URL(app.config.publicUrl).origin,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: truncated,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
    const stored = await app.database.executeSql(
      'select count(*)::int as n from resumes where user_id = $1',
      [ada.id],
    );
    expect(stored.rows).toEqual([{ n: 0 }]);
  });
});
