import { describe, expect, it } from 'vitest';
import { requestAs, signUp } from '../../../test/accounts';
import { jobAlertWorld } from '../../../test/job-alert-world';
import { alertToken } from './alert-links';
import { sendAlertDigests } from './alert-digests';

/** A made-up signature: the token with its first character changed. */
const forge = (token: string) => `${token.startsWith('x') ? 'y' : 'x'}${token.slice(1)}`;

/** Who gets job alerts: visitors once they confirm, and nobody after a one-click unsubscribe. */
describe('job alert subscriptions', () => {
  const world = jobAlertWorld();
  const { to, save, publish } = world;

  it('one-click unsubscribe works signed out and stops only that alert; its link works for no other', async () => {
    const person = await signUp(world.app, { name: 'Una Subscribe' });
    const rust = await save(person, { query: { q: 'Rust' }, frequency: 'instant' });
    const go = await save(person, { query: { q: 'Golang' }, frequency: 'instant' });
    await publish({ title: 'Rust Engineer', company: 'Acme', skills: ['Rust'] });
    const header = to(person)[0]!.headers!['List-Unsubscribe']!;
    const url = new URL(header.slice(1, -1));
    const token = url.searchParams.get('token')!;
    // Another alert's id with this one's signature, or a made-up signature: not found.
    for (const forged of [
      `/api/saved-searches/${go}/unsubscribe?token=${token}`,
      `${url.pathname}?token=${forge(token)}`,
    ]) {
      const refused = await world.app.inject({
        method: 'POST',
        url: forged,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(refused.statusCode).toBe(404);
    }
    // As a mail provider posts it: no cookie, no origin, a form body.
    const response = await world.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const alerts = (await requestAs(world.app, person, 'GET', '/api/saved-searches')).json().items;
    const paused = Object.fromEntries(
      alerts.map((alert: { id: string; paused: boolean }) => [alert.id, alert.paused]),
    );
    expect(paused).toEqual({ [rust]: true, [go]: false });
    await publish({ title: 'Rust Lead', company: 'Globex', skills: ['Rust'] });
    expect(to(person)).toHaveLength(1);
  });

  it('sends a visitor nothing until the emailed link confirms the alert, then the jobs it finds', async () => {
    const visitor = { email: 'walk-in@example.com' };
    const subscribed = await requestAs(world.app, null, 'POST', '/api/saved-searches/guest', {
      email: visitor.email,
      query: { q: 'Haskell' },
      frequency: 'instant',
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const { id } = subscribed.json();
    await expect.poll(() => to(visitor).length, { timeout: 10_000 }).toBe(1);
    expect(to(visitor)[0]!.subject).toContain('Confirm your job alert');
    await publish({ title: 'Haskell Engineer', company: 'Acme', skills: ['Haskell'] });
    expect(to(visitor)).toHaveLength(1);

    const link = new URL(to(visitor)[0]!.text.match(/https?:\/\/\S+\/confirm\?token=\S+/)![0]);
    const token = link.searchParams.get('token')!;
    // A forged signature, or a management link's, confirms nothing.
    for (const forged of [forge(token), alertToken(world.app.config.authSecret, 'manage', id)]) {
      const refused = await requestAs(
        world.app,
        null,
        'POST',
        `/api/saved-searches/${id}/confirm?token=${forged}`,
      );
      expect(refused.statusCode).toBe(404);
    }
    const confirmed = await requestAs(
      world.app,
      null,
      'POST',
      `/api/saved-searches/${id}/confirm?token=${token}`,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await publish({ title: 'Haskell Lead', company: 'Globex', skills: ['Haskell'] });
    expect(to(visitor).map((message) => message.subject)).toEqual([
      expect.stringContaining('Confirm your job alert'),
      expect.stringContaining('Haskell Lead at Globex'),
    ]);
  });

  it('subscribes a visitor from the footer to every new job weekly, once however often they subscribe', async () => {
    const visitor = { email: 'footer@example.com' };
    const subscribe = () =>
      requestAs(world.app, null, 'POST', '/api/saved-searches/guest', {
        email: visitor.email,
        frequency: 'weekly',
      });
    const [first, again] = [await subscribe(), await subscribe()];
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().id).toBe(first.json().id);
    const id = first.json().id as string;
    // Each asks for the link again; one alert waits for it.
    await expect.poll(() => to(visitor).length, { timeout: 10_000 }).toBe(2);
    const link = new URL(to(visitor)[1]!.text.match(/https?:\/\/\S+\/confirm\?token=\S+/)![0]);
    const confirmed = await requestAs(
      world.app,
      null,
      'POST',
      `/api/saved-searches/${id}/confirm?token=${link.searchParams.get('token')}`,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await publish({ title: 'Night Baker', company: 'Bakery', skills: ['Baking'] });
    expect(to(visitor)).toHaveLength(2);
    await sendAlertDigests(world.app);
    expect(to(visitor)).toHaveLength(3);
    expect(to(visitor)[2]!.subject).toContain('Night Baker at Bakery');
  });
});
