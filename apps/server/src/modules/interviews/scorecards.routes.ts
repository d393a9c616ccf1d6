import { interviewIdParamsSchema, interviewListQuerySchema } from '@skillmatch/shared/schemas/interviews';
import {
  saveScorecardSchema,
  scorecardAttributesSchema,
  scorecardSchema,
  scorecardSummarySchema,
} from '@skillmatch/shared/schemas/scorecards';
import type { App } from '../../app-types';
import { scopeOf } from '../../access/back-office';
import { errorAnswers } from '../../errors';
import {
  companyAttributes,
  myScorecard,
  saveScorecard,
  scorecardSummary,
  setCompanyAttributes,
} from './scorecards';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** /api/interviews/…/scorecard, /api/interviews/scorecards, /api/interviews/attributes. */
export function scorecardsRoutes(app: App) {
  app.get(
    '/scorecards',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['interviews'],
        summary:
          'An application’s scorecards (who said what); hidden from an interviewer until they submitted their own',
        querystring: interviewListQuerySchema,
        response: { 200: scorecardSummarySchema, ...errors },
      },
    },
    async (request) =>
      scorecardSummary(app.db, {
        scope: await scopeOf(app.db, request.viewer),
        applicationId: request.query.applicationId,
      }),
  );

  app.get(
    '/attributes',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['interviews'],
        summary: 'The company’s own scorecard items, after the job’s skills',
        response: { 200: scorecardAttributesSchema, ...errors },
      },
    },
    async (request) => companyAttributes(app.db, { scope: await scopeOf(app.db, request.viewer) }),
  );

  app.put(
    '/attributes',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['interviews'],
        summary: 'Owners and recruiters: set the company’s own scorecard items',
        body: scorecardAttributesSchema,
        response: { 200: scorecardAttributesSchema, ...errors },
      },
    },
    async (request) =>
      setCompanyAttributes(app.db, {
        scope: await scopeOf(app.db, request.viewer),
        attributes: request.body.attributes,
      }),
  );

  app.get(
    '/:id/scorecard',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['interviews'],
        summary: 'Your scorecard for an interview you hold: its items, your ratings so far',
        params: interviewIdParamsSchema,
        response: { 200: scorecardSchema, ...errors },
      },
    },
    async (request) =>
      myScorecard(app.db, {
        scope: await scopeOf(app.db, request.viewer),
        interviewId: request.params.id,
      }),
  );

  app.put(
    '/:id/scorecard',
    {
      config: { access: 'backOffice' },
      schema: {
        tags: ['interviews'],
        summary: 'Save your scorecard as a draft, or submit it (the overall recommendation required)',
        params: interviewIdParamsSchema,
        body: saveScorecardSchema,
        response: { 200: scorecardSchema, ...errors },
      },
    },
    async (request) =>
      saveScorecard(app.db, {
        scope: await scopeOf(app.db, request.viewer),
        interviewId: request.params.id,
        card: request.body,
      }),
  );
}
