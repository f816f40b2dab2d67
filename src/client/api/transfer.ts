/**
 * Mail in and out as files: uploading an mbox or .eml to import (with the
 * upload's own progress), the import history kept current by the server's
 * `import` events, Cancel, and the address of an export.
 */
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readAnswer, unwrap, type Ok } from './client';
import { ApiError, NETWORK_ERROR_MESSAGE } from './errors';
import { subscribeToServerEvents } from './events';
import { mailKeys } from './mail';

export type MailImport = Ok<Awaited<ReturnType<typeof api.import.$get>>>['imports'][number];

export const importKeys = { all: ['imports'] as const };

/** The user's imports, newest first; progress events refresh them, and the mail lists when mail came in. */
export function useImports() {
  const qc = useQueryClient();
  useEffect(
    () =>
      subscribeToServerEvents({
        import: (data) => {
          qc.setQueryData<MailImport[]>(importKeys.all, (list) => list?.map((item) => (item.id === data.id ? (data as MailImport) : item)));
          if (data.status !== 'running') {
            void qc.invalidateQueries({ queryKey: importKeys.all });
            void qc.invalidateQueries({ queryKey: mailKeys.all });
          }
        },
      }),
    [qc],
  );
  return useQuery({
    queryKey: importKeys.all,
    queryFn: async ({ signal }) => (await unwrap(api.import.$get({}, { init: { signal } }))).imports,
    // Events carry progress; a slow poll covers a missed one.
    refetchInterval: (query) => (query.state.data?.some((i) => i.status === 'running') ? 5_000 : false),
  });
}

/** The file type the server takes for a file, from its type or its name. */
function typeOf(file: File): string {
  if (/\.eml$/i.test(file.name) || file.type === 'message/rfc822') return 'message/rfc822';
  return 'application/mbox';
}

/**
 * Sends a file to import. XMLHttpRequest, not fetch: only it reports how
 * much of a large upload has gone, for the progress bar.
 */
export function uploadImport(file: File, folder: string, onProgress: (fraction: number) => void): Promise<{ importId: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/import?${new URLSearchParams({ folder, filename: file.name.slice(0, 255) })}`);
    xhr.setRequestHeader('content-type', typeOf(file));
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      readAnswer({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, text: async () => xhr.responseText }).then(
        (body) => resolve(body as { importId: string }),
        reject,
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE));
    xhr.send(file);
  });
}

export function useCancelImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (importId: string) => unwrap(api.import[':importId'].$delete({ param: { importId } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: importKeys.all }),
  });
}

/** Where an export of these filters downloads from. */
export function exportUrl(filter: { tab?: string; q?: string; label?: string; account?: string; folder?: string } = {}): string {
  const params = new URLSearchParams({ format: 'mbox' });
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  return `/api/export?${params}`;
}
