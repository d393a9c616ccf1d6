import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app-types';
import type { MailMessage } from '../mail/mailer';
import { requestPasswordReset, signUp } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';

/**
 * A reset email whose sending never finishes (its process died, or the mail server hung): the task stays
 * under way in the database, and is handed out again and sent within a minute, not when a quarter-hour
 * expiry runs out.
 */
describe('an email task lost under way', () => {
  let app: App;
  const sent: MailMessage[] = [];
  let attempts = 0;
  /** The first attempt never answers, until the test ends. */
  let release: () => void = () => {};

  beforeAll(async () => {
    app = await createTestApp({
      mailer: {
        kind: 'outbox',
        send: (message) => {
          attempts += 1;
          if (attempts > 1) return Promise.resolve(void sent.push(message));
          return new Promise((_resolve, reject) => {
            release = () => reject(new Error('the attempt was lost'));
          });
        },
      },
    });
  });
  afterAll(async () => {
    release();
    await app.close();
  });

  it('is sent again within a minute', async () => {
    const ada = await signUp(app);
    expect((await requestPasswordReset(app, ada.email)).statusCode).toBe(200);
    await expect.poll(() => attempts).toBe(1);
    const lostAt = Date.now();
    await expect
      .poll(() => sent.filter((message) => message.to === ada.email).length, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(1);
    expect(Date.now() - lostAt).toBeLessThan(60_000);
  }, 90_000);
});
