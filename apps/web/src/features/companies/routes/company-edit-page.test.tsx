import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompanyPage } from '@skillmatch/shared/schemas/companies';
import { ADMIN_USER, json, renderRoute, type ApiHandler } from '../../../test/render';

vi.setConfig({ testTimeout: 20_000 });

// The screen waits for its lazy route module first; a busy machine takes a while.
configure({ asyncUtilTimeout: 5000 });

// The route module compiled once before the first test, so that test does not spend its wait on it.
beforeAll(async () => {
  await import('./company-edit-page');
});

const ORCHARD: CompanyPage = {
  id: 'c0c0c0c0-0000-4000-8000-000000000001',
  slug: 'orchard-labs',
  name: 'Orchard Labs',
  verified: false,
  website: null,
  about: 'We grow apples.',
  sizeBand: null,
  headquarters: 'Austin, TX',
  sector: 'Software',
  logoUrl: null,
  jobs: [],
  viewerCanEdit: true,
};
const PAGE_URL = '/api/companies/orchard-labs';
const EDIT_URL = `/api/companies/${ORCHARD.id}`;

/** The server's page as it stands: an uploaded logo stays on it. */
function serve(patch: (body: unknown) => Response, page: CompanyPage = ORCHARD): ApiHandler {
  let current = page;
  return ({ method, url, body }) => {
    if (method === 'GET' && url === PAGE_URL) return json(current);
    if (method === 'PATCH' && url === EDIT_URL) return patch(body);
    if (method === 'PUT' && url === `${EDIT_URL}/logo`) {
      current = { ...current, logoUrl: '/api/companies/orchard-labs/logo?v=2' };
      return json(current);
    }
    return undefined;
  };
}

describe('the company page’s edit screen', () => {
  it('shows the page’s facts and saves the changes, with the fields as typed', async () => {
    const user = userEvent.setup();
    const { calls } = renderRoute('/admin/company/orchard-labs', {
      user: ADMIN_USER,
      api: serve((body) => json({ ...ORCHARD, ...(body as object), website: 'https://orchard.example' })),
    });
    const about = await screen.findByRole('textbox', { name: 'About' });
    expect(about).toHaveValue('We grow apples.');
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Orchard Labs');
    expect(screen.getByRole('textbox', { name: 'Headquarters' })).toHaveValue('Austin, TX');
    await user.clear(about);
    await user.type(about, 'We grow pears.');
    await user.type(screen.getByRole('textbox', { name: 'Website' }), 'orchard.example');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), '11-50');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The company page is saved.')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe(EDIT_URL);
    expect(patch?.body).toEqual({
      name: 'Orchard Labs',
      website: 'https://orchard.example',
      about: 'We grow pears.',
      sizeBand: '11-50',
      headquarters: 'Austin, TX',
    });
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveValue('https://orchard.example');
  });

  it('shows the checks’ messages under their fields, and the server’s refusal', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/company/orchard-labs', {
      user: ADMIN_USER,
      api: serve(() =>
        json(
          {
            statusCode: 409,
            code: 'CONFLICT',
            message: 'Another company already has this name.',
            fields: { name: 'Another company already has this name' },
          },
          409,
        ),
      ),
    });
    const name = await screen.findByRole('textbox', { name: 'Company name' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.type(name, 'Brookside Bakery');
    await user.type(screen.getByRole('textbox', { name: 'Website' }), 'not a site');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Website must be a web address, such as https://example.com'),
    ).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Website' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another company already has this name.');
    expect(screen.getByText('Another company already has this name')).toBeInTheDocument();
  });

  it('uploads an image as the logo, and refuses another kind of file before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = renderRoute('/admin/company/orchard-labs', {
      user: ADMIN_USER,
      api: serve(() => json(ORCHARD)),
    });
    const input = await screen.findByLabelText('Upload logo');
    await user.upload(input, new File(['%PDF-1.4'], 'logo.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('Only PNG, JPEG or WebP images can be uploaded as a logo.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.upload(input, new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('The new logo is on the company page.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'PUT' && call.url === `${EDIT_URL}/logo`)).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Remove logo' })).toBeInTheDocument();
  });

  it('finds nothing to edit for someone who may not edit the page', async () => {
    renderRoute('/admin/company/orchard-labs', {
      user: ADMIN_USER,
      api: serve(() => json(ORCHARD), { ...ORCHARD, viewerCanEdit: false }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'About' })).not.toBeInTheDocument();
  });
});
