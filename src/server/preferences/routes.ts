/** /api/preferences: read and change the signed-in person's display and reading settings. */
import { preferencesPatchSchema, preferencesSchema } from '../../core/preferences/schemas';
import { bodyOf, createRoute, createRouter, errors, json, jsonBody } from '../http/route';
import type { PreferencesService } from './service';

const tags = ['preferences'];
const routes = {
  get: createRoute({
    method: 'get',
    path: '/',
    tags,
    summary: 'Every display and reading setting, defaults included',
    responses: { 200: json(preferencesSchema, 'The settings') },
  }),
  update: createRoute({
    method: 'patch',
    path: '/',
    tags,
    summary: 'Changes some settings; an unknown key or value is a 400 naming it',
    middleware: bodyOf(4096, 'The settings are too large.'),
    request: { body: jsonBody(preferencesPatchSchema) },
    responses: { 200: json(preferencesSchema, 'Every setting after the change'), ...errors(400, 413) },
  }),
};

export function createPreferencesRoutes(preferences: PreferencesService) {
  return createRouter()
    .openapi(routes.get, async (c) => c.json(await preferences.get(c.get('user').id), 200))
    .openapi(routes.update, async (c) => c.json(await preferences.update(c.get('user').id, c.req.valid('json')), 200));
}
