import type { APIRequestContext } from '@playwright/test';
import { origin } from './accounts';

/**
 * A company made over HTTP by the signed-in person of `request`, who becomes its owner (the employers'
 * own way in, `POST /api/companies`): its id, for posting its jobs.
 */
export async function newCompany(request: APIRequestContext, baseURL: string, name: string): Promise<string> {
  const response = await request.post('/api/companies', { headers: origin(baseURL), data: { name } });
  if (!response.ok()) throw new Error(`company failed: ${response.status()} ${await response.text()}`);
  return (await response.json()).id;
}
