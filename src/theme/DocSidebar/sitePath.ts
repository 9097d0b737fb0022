/**
 * A doc's address as the site writes it: without a trailing slash (the docs plugin
 * gives index docs one, '/onderwijs/', while the site's URLs have none).
 */
export function sitePath(href: string): string {
  return href.replace(/\/+(?=$|[?#])/, '') || '/';
}

/** Whether two site paths name the same page ('/help/' and '/help' do). */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  const page = (path: string) => sitePath(path.replace(/[?#].*$/, ''));
  return page(a) === page(b);
}
