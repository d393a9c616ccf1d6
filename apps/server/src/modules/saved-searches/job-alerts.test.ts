import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '@skillmatch/db/schema/jobs';
import { savedSearches } from '@skillmatch/db/schema/saved-searches';
import { requestAs, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { jobAlertWorld } from '../../../test/job-alert-world';
import { makeJob } from '../../../test/job-factory';
import { sendAlertDigests } from './alert-digests';
import { sendJobAlerts } from './alert-sending';

/** Job alerts by email and in the bell: what is sent, once, and what is not. */
describe('job alert delivery', () => {
  const world = jobAlertWorld();
  const { sent, refused, unreachable, to, save, publish, alertNotifications } = world;

  it('emails an instant alert a matching job once, with its bell entry, and never again for an edit', async () => {
    await save(world.seeker, { query: { q: 'Kotlin' }, frequency: 'instant' });
    const job = await publish({ title: 'Kotlin Developer', company: 'Acme', skills: ['Kotlin'] });
    expect(to(world.seeker)).toHaveLength(1);
    const [email] = to(world.seeker);
    expect(email!.subject).toContain('Kotlin Developer at Acme');
    expect(email!.text).toContain(`/jobs/${job.id}`);
    expect(email!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(email!.headers?.['List-Unsubscribe']).toMatch(
      /^<http.*\/api\/saved-searches\/.+\/unsubscribe\?token=.+>$/,
    );
    const notifications = await alertNotifications(world.seeker);
    expect(notifications).toHaveLength(1);
    expect(notifications[0].body).toBe('Kotlin Developer at Acme');
    // The job edited and published again: its task runs again, nothing more is sent.
    await sendJobAlerts(world.app, { jobId: job.id });
    await sendJobAlerts(world.second, { jobId: job.id });
    expect(to(world.seeker)).toHaveLength(1);
    expect(await alertNotifications(world.seeker)).toHaveLength(1);
  });

  it('sends nothing for a job that does not match, a closed job, or an unconfirmed visitor', async () => {
    const before = sent.length;
    await publish({ title: 'Pastry Chef', company: 'Bakery', skills: ['Baking'] });
    await publish({ title: 'Kotlin Lead', company: 'Acme', skills: ['Kotlin'], status: 'closed' });
    await world.app.db.insert(savedSearches).values({
      email: 'visitor@example.com',
      name: 'Kotlin jobs',
      query: { q: 'Kotlin' },
      frequency: 'instant',
    });
    await publish({ title: 'Kotlin Engineer', company: 'Globex', skills: ['Kotlin'] });
    expect(sent.slice(before).map((message) => message.to)).toEqual([world.seeker.email]);
    expect(sent.filter((message) => message.to === 'visitor@example.com')).toEqual([]);
  });

  it('finds the instant alerts saved, changed, paused and deleted in another process', async () => {
    // The second process's alerts are in its memory before these changes, made through the first.
    await sendJobAlerts(world.second, { jobId: (await makeJob(world.app, { title: 'Warm-up' })).id });
    const reader = await signUp(world.app, { name: 'Cleo Clojure' });
    const id = await save(reader, { query: { q: 'Clojure' }, frequency: 'instant' });
    const publishThere = async (title: string) => {
      const job = await makeJob(world.app, { title, company: 'Acme', skills: ['Clojure'] });
      await sendJobAlerts(world.second, { jobId: job.id });
    };
    await publishThere('Clojure Developer');
    expect(to(reader).map((message) => message.subject)).toEqual([
      expect.stringContaining('Clojure Developer'),
    ]);
    const change = async (body: object) =>
      expect(
        (await requestAs(world.app, reader, 'PATCH', `/api/saved-searches/${id}`, body)).statusCode,
      ).toBe(200);
    await change({ paused: true });
    await publishThere('Clojure Engineer');
    await change({ paused: false, frequency: 'daily' });
    await publishThere('Clojure Architect');
    await change({ frequency: 'instant' });
    await publishThere('Clojure Lead');
    expect(to(reader)).toHaveLength(2);
    expect(to(reader)[1]!.subject).toContain('Clojure Lead');
    expect((await requestAs(world.app, reader, 'DELETE', `/api/saved-searches/${id}`)).statusCode).toBe(200);
    await publishThere('Clojure Consultant');
    expect(to(reader)).toHaveLength(2);
  });

  it('sends a job published through the API by the task queue', async () => {
    const operator = await signUpAdmin(world.app);
    const posted = await requestAs(world.app, operator, 'POST', '/api/jobs', {
      title: 'Kotlin Platform Engineer',
      company: 'Initech',
      location: 'Porto, Portugal',
      category: 'Technology',
      description: 'Queues and alerts.',
      skills: ['Kotlin'],
    });
    expect(posted.statusCode, posted.body).toBe(201);
    await expect
      .poll(
        () =>
          to(world.seeker).filter((message) => message.subject.includes('Kotlin Platform Engineer')).length,
        {
          timeout: 10_000,
        },
      )
      .toBe(1);
  });

  it('sends a match alert only jobs that match the person at the minimum', async () => {
    const dev = await signUp(world.app, { name: 'Rae React' });
    const profile = await requestAs(world.app, dev, 'PATCH', `/api/user/${encodeURIComponent(dev.email)}`, {
      profile: {
        headline: 'Engineer',
        bio: 'I build things.',
        location: 'Lisbon',
        skills: ['React', 'Node.js'],
      },
    });
    expect(profile.statusCode).toBe(200);
    await save(dev, { query: {}, frequency: 'instant', minMatch: 60 });
    await publish({ title: 'Frontend Developer', company: 'Acme', skills: ['React', 'Node.js'] });
    await publish({ title: 'Bread Maker', company: 'Bakery', skills: ['Baking'] });
    expect(to(dev).map((message) => message.subject)).toEqual([
      expect.stringContaining('Frontend Developer at Acme'),
    ]);
  });

  it('scores a match alert by the profile as changed in another process', async () => {
    const baker = await signUp(world.app, { name: 'Bo Baker' });
    const setSkills = async (skills: string[]) => {
      const path = `/api/user/${encodeURIComponent(baker.email)}`;
      const saved = await requestAs(world.app, baker, 'PATCH', path, {
        profile: { headline: 'Maker', bio: 'I make things.', location: 'Porto', skills },
      });
      expect(saved.statusCode).toBe(200);
    };
    await setSkills(['Baking']);
    await save(baker, { query: {}, frequency: 'instant', minMatch: 60 });
    // Published through the second process, which holds the profiles it scores in its memory.
    const publishThere = async (title: string) => {
      const job = await makeJob(world.app, { title, company: 'Initech', skills: ['Gleam', 'Erlang'] });
      await sendJobAlerts(world.second, { jobId: job.id });
    };
    await publishThere('Gleam Developer');
    await setSkills(['Gleam', 'Erlang']);
    await publishThere('Gleam Engineer');
    await setSkills(['Baking']);
    await publishThere('Gleam Lead');
    expect(to(baker).map((message) => message.subject)).toEqual([
      expect.stringContaining('Gleam Engineer at Initech'),
    ]);
  });

  it('pauses every alert of an address the mail server refuses, and the operator sees it', async () => {
    const gone = await signUp(world.app, { name: 'Gil Gone' });
    refused.add(gone.email);
    const instant = await save(gone, { query: { q: 'Clojure' }, frequency: 'instant' });
    const daily = await save(gone, { query: { q: 'Erlang' }, frequency: 'daily' });
    const others = await save(world.seeker, { query: { q: 'Clojure' }, frequency: 'instant' });
    await publish({ title: 'Clojure Developer', company: 'Acme', skills: ['Clojure'] });
    const rows = await world.app.db
      .select({ id: savedSearches.id, paused: savedSearches.paused, reason: savedSearches.pausedReason })
      .from(savedSearches)
      .where(inArray(savedSearches.id, [instant, daily, others]));
    const state = Object.fromEntries(rows.map((row) => [row.id, [row.paused, row.reason]]));
    expect(state).toEqual({
      [instant]: [true, 'bounced'],
      [daily]: [true, 'bounced'],
      [others]: [false, null],
    });
    expect(to(world.seeker).map((message) => message.subject)).toContainEqual(
      expect.stringContaining('Clojure Developer at Acme'),
    );
    // Paused, the address gets nothing more and the task does not fail.
    await publish({ title: 'Senior Clojure Developer', company: 'Acme', skills: ['Clojure'] });
    const operator = await signUpAdmin(world.app);
    const listed = async (account: TestAccount) =>
      (
        await requestAs(world.app, operator, 'GET', `/api/admin/users?q=${encodeURIComponent(account.email)}`)
      ).json().users[0];
    expect((await listed(gone)).mailRefused).toBe(true);
    expect((await listed(world.seeker)).mailRefused).toBe(false);
    // Its owner resuming an alert clears the mark.
    for (const id of [instant, daily]) {
      expect(
        (await requestAs(world.app, gone, 'PATCH', `/api/saved-searches/${id}`, { paused: false }))
          .statusCode,
      ).toBe(200);
    }
    expect((await listed(gone)).mailRefused).toBe(false);
  });

  it('sends a daily digest once at 08:00 in its time zone, and nothing when nothing is new', async () => {
    const reader = await signUp(world.app, { name: 'Dee Digest' });
    await save(reader, { query: { q: 'Scala' }, frequency: 'daily', timeZone: 'Asia/Tokyo' });
    await publish({ title: 'Scala Engineer', company: 'Acme', skills: ['Scala'] });
    const closed = await publish({ title: 'Scala Lead', company: 'Acme', skills: ['Scala'] });
    // Closed before the digest: left out.
    await world.app.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, closed.id));
    expect(to(reader)).toEqual([]);
    const day = 86_400_000;
    // 23:30 UTC is 08:30 in Tokyo.
    const morning = new Date();
    morning.setUTCHours(23, 30, 0, 0);
    expect(await sendAlertDigests(world.app, morning)).toBe(1);
    expect(to(reader)).toHaveLength(1);
    expect(to(reader)[0]!.text).toContain('Scala Engineer at Acme');
    expect(to(reader)[0]!.text).not.toContain('Scala Lead');
    await publish({ title: 'Scala Architect', company: 'Globex', skills: ['Scala'] });
    // 07:30 the next day in Tokyo: its 08:00 has not come yet.
    expect(await sendAlertDigests(world.app, new Date(morning.getTime() + day - 3_600_000))).toBe(0);
    expect(await sendAlertDigests(world.app, new Date(morning.getTime() + day))).toBe(1);
    expect(to(reader)).toHaveLength(2);
    expect(to(reader)[1]!.text).toContain('Scala Architect at Globex');
    expect(to(reader)[1]!.text).not.toContain('Scala Engineer');
    // The morning after, nothing new: no email.
    expect(await sendAlertDigests(world.app, new Date(morning.getTime() + 2 * day))).toBe(0);
    expect(to(reader)).toHaveLength(2);
  });

  it('sends a daily match alert the jobs that match the person at the minimum, and a resumed alert none it was paused through', async () => {
    const dev = await signUp(world.app, { name: 'Dana Dart' });
    const profile = await requestAs(world.app, dev, 'PATCH', `/api/user/${encodeURIComponent(dev.email)}`, {
      profile: { headline: 'Engineer', bio: 'Apps.', location: 'Porto', skills: ['Dart', 'Flutter'] },
    });
    expect(profile.statusCode).toBe(200);
    await save(dev, { query: {}, frequency: 'daily', minMatch: 60 });
    const resumed = await save(dev, { query: { q: 'Welding' }, frequency: 'daily' });
    const pause = (paused: boolean) =>
      requestAs(world.app, dev, 'PATCH', `/api/saved-searches/${resumed}`, { paused });
    expect((await pause(true)).statusCode).toBe(200);
    await publish({ title: 'Flutter Developer', company: 'Acme', skills: ['Dart', 'Flutter'] });
    await publish({ title: 'Pastry Chef', company: 'Bakery', skills: ['Baking'] });
    await publish({ title: 'Welder', company: 'Forge', skills: ['Welding'] });
    expect((await pause(false)).statusCode).toBe(200);
    await sendAlertDigests(world.app, new Date(Date.now() + 5 * 86_400_000));
    expect(to(dev).map((message) => message.subject)).toEqual([
      expect.stringContaining('Flutter Developer at Acme'),
    ]);
  });

  it('sends each digest once when two processes run the digests at once', async () => {
    const readers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => signUp(world.app, { name: `Reader ${index}` })),
    );
    for (const reader of readers) await save(reader, { query: { q: 'Elixir' }, frequency: 'weekly' });
    await publish({ title: 'Elixir Developer', company: 'Acme', skills: ['Elixir'] });
    await publish({ title: 'Elixir Engineer', company: 'Globex', skills: ['Elixir'] });
    const now = new Date(Date.now() + 2 * 86_400_000);
    const [first, other] = await Promise.all([
      sendAlertDigests(world.app, now),
      sendAlertDigests(world.second, now),
    ]);
    expect(first + other).toBe(5);
    for (const reader of readers) {
      expect(to(reader)).toHaveLength(1);
      expect(to(reader)[0]!.subject).toContain('2 new jobs');
    }
  });

  it('keeps a digest whose email failed for the next run, and the others of its batch sent', async () => {
    const readers = await Promise.all(
      Array.from({ length: 3 }, (_, index) => signUp(world.app, { name: `Haskell Reader ${index}` })),
    );
    for (const reader of readers) await save(reader, { query: { q: 'Haskell' }, frequency: 'daily' });
    await publish({ title: 'Haskell Developer', company: 'Acme', skills: ['Haskell'] });
    const down = readers[1]!;
    unreachable.add(down.email);
    const now = new Date(Date.now() + 3 * 86_400_000);
    await expect(sendAlertDigests(world.app, now)).rejects.toThrow('connection timed out');
    expect(to(readers[0]!)).toHaveLength(1);
    expect(to(readers[2]!)).toHaveLength(1);
    expect(to(down)).toEqual([]);
    expect(await alertNotifications(down)).toEqual([]);
    unreachable.delete(down.email);
    await sendAlertDigests(world.app, now);
    expect(to(down)).toHaveLength(1);
    expect(to(down)[0]!.text).toContain('Haskell Developer at Acme');
    expect(await alertNotifications(down)).toHaveLength(1);
    expect(to(readers[0]!)).toHaveLength(1);
  });
});
