import { fromNodeHeaders } from 'better-auth/node';
import type { IncomingHttpHeaders } from 'node:http';
import type { UseCaseDeps } from '../../app-types';

/** Ends the session on the server; the cookies that clear it in the browser. */
export async function signOut(
  { auth }: Pick<UseCaseDeps, 'auth'>,
  { headers }: { headers: IncomingHttpHeaders },
): Promise<{ cookies: string[] }> {
  const response = await auth.api.signOut({ headers: fromNodeHeaders(headers), asResponse: true });
  return { cookies: response.headers.getSetCookie() };
}
