import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '@skillmatch/db/schema/contact-messages';
import { CONTACT_MESSAGES } from '@skillmatch/shared/schemas/contact';
import type { App } from '../../app-types';
import { sameOrigin } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';

describe('POST /api/contact', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const send = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/contact', headers: sameOrigin(app), payload });

  it('stores a message for the team', async () => {
    const response = await send({
      name: ' Grace Hopper ',
      email: 'grace@example.com',
      topic: 'Recruiters',
      message: 'How do I publish jobs for my team?',
    });
    expect(response.statusCode).toBe(201);
    expect(await app.db.select().from(contactMessages)).toEqual([
      expect.objectContaining({ name: 'Grace Hopper', topic: 'Recruiters', email: 'grace@example.com' }),
    ]);
  });

  it('refuses a message without a valid email or long enough text, storing nothing', async () => {
    const before = (await app.db.select().from(contactMessages)).length;
    const badEmail = await send({ name: 'A', email: 'not-an-email', message: 'Hello there, team!' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fields).toMatchObject({ email: CONTACT_MESSAGES.email });
    const short = await send({ name: 'A', email: 'a@example.com', message: 'Hi' });
    expect(short.json().fields).toMatchObject({ message: CONTACT_MESSAGES.message });
    expect((await app.db.select().from(contactMessages)).length).toBe(before);
  });
});
