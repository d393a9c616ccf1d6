import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationNotes } from '@skillmatch/db/schema/application-notes';
import type { App } from '../../app-types';
import { requestAs, type TestAccount } from '../../../test/accounts';
import { hiringTeamWithApplicant } from '../../../test/applications';
import { createTestApp } from '../../../test/test-app';

const NOTE = 'Strong on Go; ask about on-call load. Private-note-7f3a';

describe('hiring-team notes', () => {
  let app: App;
  let recruiter: TestAccount;
  let interviewer: TestAccount;
  let outsider: TestAccount;
  let seeker: TestAccount;
  let applicationId: string;
  const post = (who: TestAccount, body: object) =>
    requestAs(app, who, 'POST', `/api/applications/${applicationId}/notes`, body);

  beforeAll(async () => {
    app = await createTestApp();
    ({ recruiter, interviewer, outsider, seeker, applicationId } = await hiringTeamWithApplicant(app));
  });
  afterAll(() => app.close());

  it('refuses a mention of someone who cannot read the application, and writes nothing', async () => {
    const answer = await post(recruiter, { body: NOTE, mentions: [outsider.id] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.mentions).toMatch(/hiring team/);
    expect(await app.db.select().from(applicationNotes)).toEqual([]);
    expect((await post(outsider, { body: NOTE })).statusCode).toBe(404);
    expect((await post(seeker, { body: NOTE })).statusCode).toBe(403);
  });

  it('tells each member mentioned in their bell, and shows the notes to the team', async () => {
    const added = await post(recruiter, { body: NOTE, mentions: [interviewer.id] });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().mentions).toEqual([{ id: interviewer.id, name: 'Ivan Interviewer' }]);
    const bell = (await requestAs(app, interviewer, 'GET', '/api/notifications')).json();
    expect(bell.items[0]).toMatchObject({
      kind: 'mention',
      title: 'Rita Recruiter mentioned you',
      link: `/admin/applications?application=${applicationId}`,
    });
    expect(bell.items[0].body).toContain('Private-note-7f3a');
    const notes = await requestAs(app, interviewer, 'GET', `/api/applications/${applicationId}/notes`);
    expect(notes.json().map((note: { author: string; body: string }) => [note.author, note.body])).toEqual([
      ['Rita Recruiter', NOTE],
    ]);
  });

  it('never shows a note to the candidate, nor puts it in their data export', async () => {
    const seen = [
      await requestAs(app, seeker, 'GET', '/api/applications'),
      await requestAs(app, seeker, 'GET', `/api/applications/${applicationId}/interviews`),
      await requestAs(app, seeker, 'GET', '/api/notifications'),
      await requestAs(app, seeker, 'GET', '/api/me/export'),
    ];
    for (const answer of seen) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).not.toContain('Private-note-7f3a');
    }
    expect((await requestAs(app, seeker, 'GET', `/api/applications/${applicationId}/notes`)).statusCode).toBe(
      403,
    );
  });
});
