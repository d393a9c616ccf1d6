import {
  adminCompaniesQuerySchema,
  adminCompaniesSchema,
  adminCompanySchema,
  companyIdParamsSchema,
} from '@skillmatch/shared/schemas/back-office';
import type { App } from '../../app-types';
import { errorAnswers } from '../../errors';
import { changeCompanyStanding, type Standing } from './company-standing';
import { listCompanies } from './list-companies';

const errors = errorAnswers(400, 401, 403, 404);

const SUMMARIES: Record<Standing, string> = {
  verify: 'Mark a company verified (its badge shows on its page and jobs)',
  suspend: 'Suspend a company: its jobs leave search at once and its team cannot post or change jobs',
  unsuspend: 'Lift a company’s suspension',
};

/** /api/admin/companies: the operator's list of companies, and verifying or suspending one. */
export async function adminCompaniesRoutes(app: App) {
  app.get(
    '/companies',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Companies, newest first, by part of the name, with their team and job counts',
        querystring: adminCompaniesQuerySchema,
        response: { 200: adminCompaniesSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listCompanies(app, request.query);
    },
  );

  for (const standing of ['verify', 'suspend', 'unsuspend'] as const) {
    app.post(
      `/companies/:id/${standing}`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: SUMMARIES[standing],
          params: companyIdParamsSchema,
          response: { 200: adminCompanySchema, ...errors },
        },
      },
      async (request) =>
        changeCompanyStanding(app, { id: request.params.id, standing, actor: request.viewer }),
    );
  }
}
