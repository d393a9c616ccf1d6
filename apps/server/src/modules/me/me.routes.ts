import { chooseCompanySchema, myCompaniesSchema } from '@skillmatch/shared/schemas/back-office';
import type { App } from '../../app-types';
import { errorAnswers } from '../../errors';
import { accountRoutes } from '../user/account-routes';
import { chooseCompany, myCompanies } from './my-companies';

const errors = errorAnswers(400, 401, 403, 404);

/**
 * /api/me: the signed-in person's own account (record, profile, skills, resume, export, deletion), the
 * session deciding whose. The same calls as /api/user/:email, without an address in the URL. Also the
 * companies whose hiring team they are on, and which one their back office shows.
 */
export async function meRoutes(app: App) {
  accountRoutes(app, 'session');

  app.get(
    '/companies',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: 'The companies whose hiring team you are on, and the one your back office shows',
        response: { 200: myCompaniesSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return myCompanies(app, { viewer: request.viewer });
    },
  );

  app.put(
    '/company',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: 'Choose which of your companies the back office shows',
        body: chooseCompanySchema,
        response: { 200: myCompaniesSchema, ...errors },
      },
    },
    async (request) => chooseCompany(app, { viewer: request.viewer, companyId: request.body.companyId }),
  );
}
