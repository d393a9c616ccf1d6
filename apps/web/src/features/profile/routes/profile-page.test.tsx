import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from '@skillmatch/shared/api/api-map';
import { RESUME_MAX_BYTES, RESUME_MESSAGES } from '@skillmatch/shared/schemas/resume';
import type { UserRecord } from '@skillmatch/shared/schemas/user';
import { makeUserRecord } from '../../../test/fixtures';
import { answer, json, renderRoute, SEEKER } from '../../../test/render';

vi.setConfig({ testTimeout: 20_000 });
// The page waits for its lazy route module first; a busy machine takes a while.
configure({ asyncUtilTimeout: 5000 });

const USER_URL = '/api/me';
const RESUME_URL = `${USER_URL}/resume`;

const pdf = (name = 'grace-hopper.pdf') => new File(['%PDF-1.4 a resume'], name, { type: 'application/pdf' });

/** The profile page of a seeker with one skill; an upload answers with the file and a suggestion. */
function renderProfile() {
  const user: UserRecord = makeUserRecord(SEEKER.email, ['SQL']);
  const view = renderRoute('/profile', {
    user: SEEKER,
    api: ({ method, url }) => {
      if (url === USER_URL && method === 'GET') return answer(api.getMe, user);
      if (url === RESUME_URL && method === 'PUT') {
        const resume = {
          fileName: 'grace-hopper.pdf',
          size: 2048,
          uploadedAt: '2026-11-20T10:00:00.000Z',
          suggestedSkills: ['Python'],
        };
        return answer(api.uploadMyResume, { success: true, user: { ...user, resume } });
      }
      return undefined;
    },
  });
  /** The files sent to the resume endpoint, by name. */
  const uploads = () =>
    view.fetchStub.mock.calls
      .filter(([url, init]) => String(url) === RESUME_URL && init?.method === 'PUT')
      .map(([, init]) => ((init?.body as FormData).get('file') as File).name);
  return { ...view, uploads };
}

async function openResumeTab() {
  await userEvent.click(await screen.findByRole('tab', { name: 'Resume' }));
  return screen.findByRole('group', { name: 'Upload your resume' });
}

function drop(zone: HTMLElement, file: File) {
  const dataTransfer = { files: [file], types: ['Files'] };
  fireEvent.dragEnter(zone, { dataTransfer });
  fireEvent.dragOver(zone, { dataTransfer });
  fireEvent.drop(zone, { dataTransfer });
}

afterEach(() => vi.restoreAllMocks());

describe('the profile’s resume tab', () => {
  it('saves itself: no Save Changes button under it, one under the other tabs', async () => {
    renderProfile();
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    await openResumeTab();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.getByText(/saved as soon as it is uploaded/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Career Info' }));
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('uploads a PDF dropped on the zone, then shows the file with its actions', async () => {
    const { uploads } = renderProfile();
    const zone = await openResumeTab();
    fireEvent.dragEnter(zone, { dataTransfer: { files: [], types: ['Files'] } });
    expect(within(zone).getByText('Drop the PDF to upload it')).toBeInTheDocument();
    drop(zone, pdf());
    expect(await screen.findByText('grace-hopper.pdf')).toBeInTheDocument();
    expect(uploads()).toEqual(['grace-hopper.pdf']);
    expect(screen.getByRole('link', { name: 'Download grace-hopper.pdf' })).toHaveAttribute(
      'href',
      RESUME_URL,
    );
    expect(screen.getByRole('button', { name: 'Delete grace-hopper.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Replace your resume' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add\s?Python/ })).toBeInTheDocument();
  });

  it('opens the file chooser from a real button; the labelled file input takes the file too', async () => {
    const { uploads } = renderProfile();
    await openResumeTab();
    const input = screen.getByLabelText('Upload your resume', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'file');
    const opened = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Choose a PDF' }));
    expect(opened.mock.contexts).toEqual([input]);
    opened.mockRestore();
    await userEvent.upload(input, pdf('from-the-chooser.pdf'));
    await screen.findByText('grace-hopper.pdf');
    expect(uploads()).toEqual(['from-the-chooser.pdf']);
  });

  it('refuses a dropped file that is not a PDF or is over 5 MB, sending nothing', async () => {
    const { uploads } = renderProfile();
    const zone = await openResumeTab();
    drop(zone, new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESUME_MESSAGES.notPdf);
    const big = pdf('big.pdf');
    Object.defineProperty(big, 'size', { value: RESUME_MAX_BYTES + 1 });
    await act(async () => drop(zone, big));
    expect(screen.getByRole('alert')).toHaveTextContent(RESUME_MESSAGES.tooLarge);
    expect(uploads()).toEqual([]);
  });
});

describe('the profile form', () => {
  it('says there are unsaved changes only while the values differ from the saved ones', async () => {
    renderProfile();
    const headline = await screen.findByLabelText('Professional headline');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await userEvent.type(headline, ' and teacher');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.clear(headline);
    await userEvent.type(headline, 'Engineer');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal: its message above, each of its fields under that field', async () => {
    const user: UserRecord = makeUserRecord(SEEKER.email, ['SQL']);
    renderRoute('/profile', {
      user: SEEKER,
      api: ({ method, url }) => {
        if (url !== USER_URL) return undefined;
        if (method === 'GET') return answer(api.getMe, user);
        return json(
          {
            statusCode: 400,
            code: 'VALIDATION',
            message: 'Some fields need attention',
            fields: { 'profile.headline': 'Headline cannot contain a web address' },
          },
          400,
        );
      },
    });
    const headline = await screen.findByLabelText('Professional headline');
    await userEvent.type(headline, ' at https://example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Some fields need attention')).toBeInTheDocument();
    expect(screen.getByText('Headline cannot contain a web address')).toBeInTheDocument();
    expect(headline).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });
});
