import fs from 'node:fs';
import path from 'node:path';
import { ROUNDS } from '../../../src/domain/rounds';
import { doorstroomtoetsRoutes, PAGE_ROUTES, pageAddress, ROMANIAN_PAGE_ROUTES } from '../../../src/domain/routes';
import { buildDirOf } from '../../../scripts/ensure-build';

// Docusaurus routes a page by its file (or a plugin's route): the route table must name pages the
// build really has, or a mail, an answer or a link leads to a 404.
const buildDir = buildDirOf(process.cwd());

/** The built HTML of a route: `route.html` (trailingSlash: false) or `route/index.html`. */
const built = (route: string) =>
  [`${route}.html`, `${route}/index.html`].some((file) => fs.existsSync(path.join(buildDir, file)));

const pageRoutes = Object.entries(PAGE_ROUTES);
const roundRoutes = ROUNDS.flatMap((round) =>
  Object.entries(doorstroomtoetsRoutes(round.year)).map(([mode, route]) => [`${round.year} ${mode}`, route]),
);

describe('the route table against the build', () => {
  it.each([...pageRoutes, ...roundRoutes])('%s (%s) is a built page', (_name, route) => {
    expect(built(route)).toBe(true);
  });

  it.each(Object.entries(ROMANIAN_PAGE_ROUTES))(
    '%s is built on the Romanian site at its Romanian address (%s), the one its mails and links name',
    (page, route) => {
      expect(built(`/ro${route}`)).toBe(true);
      expect(pageAddress(page as keyof typeof ROMANIAN_PAGE_ROUTES, 'ro')).toBe(`/ro${route}`);
    },
  );

  it('finds no page that is not built', () => {
    expect(built('/formulier/bestaat-niet')).toBe(false);
  });
});
