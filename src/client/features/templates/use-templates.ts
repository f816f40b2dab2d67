/**
 * Templates and snippets from /api/templates and /api/snippets: one query per
 * list and the create, update and delete mutations, each keeping the cache
 * fresh. Used by the Templates page and by compose's templates popover.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TemplateCategory } from '../../../core/templates/defaults';
import { api } from '../../lib/api';

export interface Template {
  id: string;
  name: string;
  category: TemplateCategory;
  content: string;
  createdAt: string;
  updatedAt: string;
}

export interface Snippet {
  id: string;
  name: string;
  content: string;
  createdAt: string;
  updatedAt: string;
}

export interface TemplateInput {
  name: string;
  category: TemplateCategory;
  content: string;
}
export interface SnippetInput {
  name: string;
  content: string;
}

export const TEMPLATES_QUERY_KEY = ['templates'] as const;
export const SNIPPETS_QUERY_KEY = ['snippets'] as const;
/** Spec 2, section 9: data query stale time 5 minutes, 1 retry. */
const STALE_TIME_MS = 5 * 60 * 1000;

/** Every template of the signed-in user, oldest first (search filters them with core/templates/search). */
export function useTemplates() {
  return useQuery({
    queryKey: TEMPLATES_QUERY_KEY,
    queryFn: ({ signal }) => api.get<Template[]>('/api/templates', signal),
    staleTime: STALE_TIME_MS,
    retry: 1,
  });
}

/** Every snippet of the signed-in user, oldest first. */
export function useSnippets() {
  return useQuery({
    queryKey: SNIPPETS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<Snippet[]>('/api/snippets', signal),
    staleTime: STALE_TIME_MS,
    retry: 1,
  });
}

/** Create, update and delete for templates; each invalidates the list when it settles. */
export function useTemplateMutations() {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY });
  return {
    create: useMutation({
      mutationFn: (input: TemplateInput) => api.post<Template>('/api/templates', { ...input }),
      onSettled: invalidate,
    }),
    update: useMutation({
      mutationFn: ({ id, ...input }: Partial<TemplateInput> & { id: string }) =>
        api.patch<Template>(`/api/templates/${encodeURIComponent(id)}`, { ...input }),
      onSettled: invalidate,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/templates/${encodeURIComponent(id)}`),
      onSettled: invalidate,
    }),
  };
}

/** Create, update and delete for snippets; each invalidates the list when it settles. */
export function useSnippetMutations() {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: SNIPPETS_QUERY_KEY });
  return {
    create: useMutation({
      mutationFn: (input: SnippetInput) => api.post<Snippet>('/api/snippets', { ...input }),
      onSettled: invalidate,
    }),
    update: useMutation({
      mutationFn: ({ id, ...input }: Partial<SnippetInput> & { id: string }) =>
        api.patch<Snippet>(`/api/snippets/${encodeURIComponent(id)}`, { ...input }),
      onSettled: invalidate,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/snippets/${encodeURIComponent(id)}`),
      onSettled: invalidate,
    }),
  };
}

/** A template by id from the cached list (compose opened with `state: { templateId }`). */
export function useTemplate(id: string | undefined) {
  const { data, ...rest } = useTemplates();
  return { ...rest, data: id ? data?.find((t) => t.id === id) : undefined };
}
