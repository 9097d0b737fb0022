/** The Docusaurus context seen by components under test; tests switch locale with setTestLocale. */
type TestContext = {
  siteConfig: { title: string; url: string; baseUrl: string; customFields: Record<string, unknown> };
  i18n: { currentLocale: string; defaultLocale: string; locales: string[] };
};

function initial(): TestContext {
  return {
    siteConfig: { title: 'AMN', url: 'https://www.amn.nl', baseUrl: '/', customFields: {} },
    i18n: { currentLocale: 'nl', defaultLocale: 'nl', locales: ['nl', 'ro'] },
  };
}

let context = initial();

export function getDocusaurusContext(): TestContext {
  return context;
}

export function setTestLocale(locale: 'nl' | 'ro'): void {
  context = { ...context, i18n: { ...context.i18n, currentLocale: locale } };
}

export function testBaseUrl(): string {
  return context.i18n.currentLocale === 'nl' ? '/' : `/${context.i18n.currentLocale}/`;
}

export function resetDocusaurusContext(): void {
  context = initial();
}
