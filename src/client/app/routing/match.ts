/**
 * Which routes a path shows: the route tree flattened into branches (root to leaf, their paths joined), and
 * the best-scoring branch that matches the whole path, as React Router ranks them: a static segment beats a
 * parameter, which beats a splat; among equals the first in the tree wins. Pathless routes only group their
 * children (a layout), so they never match alone; an index route matches its parent's own path.
 */
import type { ComponentType } from 'react';

export interface RouteObject {
  path?: string;
  index?: boolean;
  Component?: ComponentType | null;
  /** Shown instead of the route (and below it) when it throws or its code fails to load. */
  ErrorBoundary?: ComponentType | null;
  /** Shown on the first visit until the first screen's code is in. */
  HydrateFallback?: ComponentType | null;
  /** The route's code, loaded before a navigation to it shows anything (the old screen stays meanwhile). */
  lazy?: () => Promise<{ Component?: ComponentType | null }>;
  children?: RouteObject[];
}

export interface RouteMatch {
  route: RouteObject;
  params: Record<string, string>;
}

interface Branch {
  routes: RouteObject[];
  segments: string[];
  score: number;
}

const STATIC = 10;
const DYNAMIC = 3;
const EMPTY = 1;
const INDEX = 2;
const SPLAT = -2;

/** React Router's score: one per segment (the leading empty one too, which also earns EMPTY), then by kind. */
function scoreOf(segments: string[], index: boolean): number {
  let score = segments.length + 1 + EMPTY + (index ? INDEX : 0);
  for (const segment of segments) score += segment === '*' ? SPLAT : segment.startsWith(':') ? DYNAMIC : STATIC;
  return score;
}

export function flattenRoutes(routes: RouteObject[], parents: RouteObject[] = [], parentSegments: string[] = []): Branch[] {
  const branches: Branch[] = [];
  for (const route of routes) {
    const segments = [...parentSegments, ...(route.path ?? '').split('/').filter(Boolean)];
    const trail = [...parents, route];
    if (route.children?.length) branches.push(...flattenRoutes(route.children, trail, segments));
    if (route.path !== undefined || route.index) branches.push({ routes: trail, segments, score: scoreOf(segments, Boolean(route.index)) });
  }
  return branches;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function paramsOf(branch: Branch, parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < branch.segments.length; i++) {
    const segment = branch.segments[i]!;
    if (segment === '*') {
      params['*'] = parts.slice(i).map(decode).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(part);
    else if (segment.toLowerCase() !== decode(part).toLowerCase()) return null;
  }
  return parts.length === branch.segments.length ? params : null;
}

/** The routes from the root to the best match of `pathname`, each with the whole path's parameters; null when none matches. */
export function matchBranches(branches: Branch[], pathname: string): RouteMatch[] | null {
  const parts = pathname.split('/').filter(Boolean);
  let best: { branch: Branch; params: Record<string, string> } | null = null;
  for (const branch of branches) {
    if (best && branch.score <= best.branch.score) continue;
    const params = paramsOf(branch, parts);
    if (params) best = { branch, params };
  }
  if (!best) return null;
  const { branch, params } = best;
  return branch.routes.map((route) => ({ route, params }));
}
