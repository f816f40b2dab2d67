/**
 * Templates and snippets: their query keys, the list queries and the create,
 * update and delete mutations, each keeping the cache fresh. Types come from
 * the server's route schemas.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, unwrap, type Ok } from './client';
import { LIST_STALE_TIME_MS } from './stale-times';

export type Template = Ok<Awaited<ReturnType<typeof api.templates.$get>>>[number];
export type Snippet = Ok<Awaited<ReturnType<typeof api.snippets.$get>>>[number];
export type TemplateInput = InferRequestType<typeof api.templates.$post>['json'];
export type SnippetInput = InferRequestType<typeof api.snippets.$post>['json'];
type TemplatePatch = InferRequestType<(typeof api.templates)[':id']['$patch']>['json'];
type SnippetPatch = InferRequestType<(typeof api.snippets)[':id']['$patch']>['json'];

export const templateKeys = { all: ['templates'] as const };
export const snippetKeys = { all: ['snippets'] as const };

/** Every template of the signed-in user, oldest first (search filters them with core/templates/search). */
export function useTemplates() {
  return useQuery({
    queryKey: templateKeys.all,
    queryFn: ({ signal }) => unwrap(api.templates.$get({ query: {} }, { init: { signal } })),
    staleTime: LIST_STALE_TIME_MS,
    retry: 1,
  });
}

/** A template by id from the cached list (compose opened with `state: { templateId }`). */
export function useTemplate(id: string | undefined) {
  const { data, ...rest } = useTemplates();
  return { ...rest, data: id ? data?.find((t) => t.id === id) : undefined };
}

/** Every snippet of the signed-in user, oldest first. */
export function useSnippets() {
  return useQuery({
    queryKey: snippetKeys.all,
    queryFn: ({ signal }) => unwrap(api.snippets.$get({ query: {} }, { init: { signal } })),
    staleTime: LIST_STALE_TIME_MS,
    retry: 1,
  });
}

/** Create, update and delete for templates; each invalidates the list when it settles. */
export function useTemplateMutations() {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: templateKeys.all });
  return {
    create: useMutation({
      mutationFn: (input: TemplateInput) => unwrap(api.templates.$post({ json: input })),
      onSettled: invalidate,
    }),
    update: useMutation({
      mutationFn: ({ id, ...input }: TemplatePatch & { id: string }) => unwrap(api.templates[':id'].$patch({ param: { id }, json: input })),
      onSettled: invalidate,
    }),
    remove: useMutation({
      mutationFn: (id: string) => unwrap(api.templates[':id'].$delete({ param: { id } })),
      onSettled: invalidate,
    }),
  };
}

/** Create, update and delete for snippets; each invalidates the list when it settles. */
export function useSnippetMutations() {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: snippetKeys.all });
  return {
    create: useMutation({
      mutationFn: (input: SnippetInput) => unwrap(api.snippets.$post({ json: input })),
      onSettled: invalidate,
    }),
    update: useMutation({
      mutationFn: ({ id, ...input }: SnippetPatch & { id: string }) => unwrap(api.snippets[':id'].$patch({ param: { id }, json: input })),
      onSettled: invalidate,
    }),
    remove: useMutation({
      mutationFn: (id: string) => unwrap(api.snippets[':id'].$delete({ param: { id } })),
      onSettled: invalidate,
    }),
  };
}
