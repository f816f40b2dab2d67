/** /api/insights: the figures the Insights screen draws, for one account or all. */
import { insightsQuerySchema, insightsSchema } from '../../core/insights/schemas';
import { createRoute, createRouter, errors, json, queryChecks } from '../http/route';
import type { InsightsService } from './service';

const routes = {
  get: createRoute({
    method: 'get',
    path: '/',
    tags: ['Insights'],
    summary: 'Mail received and sent per day, top senders, median reply time, unread backlog and tracked opens and clicks over 7, 30 or 90 days',
    middleware: queryChecks,
    request: { query: insightsQuerySchema },
    responses: { 200: json(insightsSchema, 'The figures, one entry per UTC day of the window'), ...errors(400, 401, 404) },
  }),
};

export function createInsightRoutes(insights: InsightsService) {
  return createRouter().openapi(routes.get, async (c) => {
    const { days, account } = c.req.valid('query');
    return c.json(await insights.get(c.get('user').id, Number(days), account), 200);
  });
}
