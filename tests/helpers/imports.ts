/** Importing a file through the API and waiting for the job to finish, as the import tests and the sweep's seed do. */
import { expect, vi } from 'vitest';
import type { ImportView } from '../../src/server/transfer/import';
import type { TestContext, TestUser } from './test-app';

/** Posts `body` to /api/import; the raw response, for tests of refusals. */
export function uploadImport(t: TestContext, user: TestUser, body: Buffer | string, type = 'application/mbox', query = '') {
  return t.request(`/api/import${query}`, { user, method: 'POST', body: typeof body === 'string' ? body : new Uint8Array(body), headers: { 'content-type': type } });
}

/** Polls the import until it is no longer running; its last view. */
export async function importFinished(t: TestContext, user: TestUser, importId: string): Promise<ImportView> {
  let view: ImportView | undefined;
  await vi.waitFor(
    async () => {
      view = (await (await t.request(`/api/import/${importId}`, { user })).json()) as ImportView;
      expect(view.status).not.toBe('running');
    },
    { timeout: 30_000, interval: 100 },
  );
  return view!;
}

/** Uploads and waits: the finished import's view. */
export async function importFile(t: TestContext, user: TestUser, body: Buffer | string, type = 'application/mbox', query = ''): Promise<ImportView> {
  const res = await uploadImport(t, user, body, type, query);
  expect(res.status, await res.clone().text()).toBe(202);
  return importFinished(t, user, ((await res.json()) as { importId: string }).importId);
}
