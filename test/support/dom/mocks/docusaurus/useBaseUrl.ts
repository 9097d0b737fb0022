import { testBaseUrl } from './context';

export function withBaseUrl(path: string): string {
  if (/^[a-z]+:|^\/\//i.test(path)) return path;
  return testBaseUrl().replace(/\/$/, '') + (path.startsWith('/') ? path : `/${path}`);
}

export default function useBaseUrl(path: string): string {
  return withBaseUrl(path);
}

export function useBaseUrlUtils() {
  return { withBaseUrl };
}
