import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';
import type { App } from '../../app-types';

interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
}

/** The document's root element; a document that is not well-formed XML throws. */
function parseXml(xml: string): XmlNode {
  const document: XmlNode = { name: '#document', attributes: {}, children: [], text: '' };
  const open = [document];
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    const node = {
      name: tag.name,
      attributes: tag.attributes as Record<string, string>,
      children: [],
      text: '',
    };
    open.at(-1)!.children.push(node);
    open.push(node);
  });
  parser.on('text', (text) => void (open.at(-1)!.text += text));
  parser.on('closetag', () => void open.pop());
  parser.write(xml).close();
  return document.children[0]!;
}

const child = (node: XmlNode, name: string) => node.children.find((one) => one.name === name);

describe('/jobs/feed.xml', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
    await makeJob(app, {
      title: 'Feed Kotlin Engineer',
      company: 'Acme & Sons',
      skills: ['Kotlin'],
      remote: true,
    });
    await makeJob(app, {
      title: 'Feed Kotlin Lead',
      company: 'Acme & Sons',
      skills: ['Kotlin'],
      status: 'closed',
    });
    await makeJob(app, { title: 'Feed Pastry Chef', company: 'Bakery', skills: ['Baking'] });
  });
  afterAll(() => app.close());

  it('is well-formed RSS 2.0 of the search’s open jobs with their link, company, place and pay', async () => {
    const response = await app.inject({ method: 'GET', url: '/jobs/feed.xml?q=kotlin' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const rss = parseXml(response.body);
    expect(rss.name).toBe('rss');
    expect(rss.attributes.version).toBe('2.0');
    const channel = child(rss, 'channel')!;
    for (const required of ['title', 'link', 'description']) {
      expect(child(channel, required)?.text).toBeTruthy();
    }
    const items = channel.children.filter((node) => node.name === 'item');
    expect(items.map((item) => child(item, 'title')?.text)).toEqual(['Feed Kotlin Engineer at Acme & Sons']);
    const item = items[0]!;
    expect(child(item, 'link')?.text).toMatch(/^http.*\/jobs\/[0-9a-f-]{36}$/);
    expect(child(item, 'description')?.text).toBe(
      'Acme & Sons — Lisbon, Portugal · Remote — USD 50,000–70,000',
    );
    expect(new Date(child(item, 'pubDate')!.text).getTime()).not.toBeNaN();
  });

  it('is not well-formed XML when it should not be: the parser is strict', () => {
    expect(() => parseXml('<rss><channel></rss>')).toThrow();
  });

  it('refuses a query the job list refuses', async () => {
    const response = await app.inject({ method: 'GET', url: '/jobs/feed.xml?type=Gig' });
    expect(response.statusCode).toBe(400);
  });
});
