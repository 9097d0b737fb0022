// Change: our own component, not a wrapper: the original links every page to the same path in the
// other locale, but the Romanian site has its own addresses (/ro/cautare for /zoeken) and pages of
// its own. The hreflang links here name only a page's real counterpart (PAGE_PAIRS); the rest is
// what the original sets: canonical URL, Open Graph locale, search metadata and themeConfig.metadata.
import React from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useLocation } from '@docusaurus/router';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import { PageMetadata, useThemeConfig } from '@docusaurus/theme-common';
import SearchMetadata from '@theme/SearchMetadata';
import { LOCALES, toLocale, type Locale } from '@site/src/domain/locale';
import { pagePairOf } from '@site/src/domain/routes';
import { DEFAULT_SEARCH_TAG } from './searchTag';

/** Open Graph writes a language tag with an underscore: nl_NL. */
const openGraphLocale = (htmlLang: string) => htmlLang.replace('-', '_');

function LanguageVersions() {
  const {
    siteConfig: { url },
    i18n: { currentLocale, defaultLocale, localeConfigs },
  } = useDocusaurusContext();
  const locale = toLocale(currentLocale);
  const { pathname } = useLocation();
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  const path = pathname.startsWith(prefix) ? pathname.slice(prefix.length) || '/' : pathname;
  const pair = pagePairOf(path, locale);
  // The Romanian home is /ro/ (with its slash), every other page without one.
  const address = (other: Locale, paired: string) =>
    other === defaultLocale ? `${url}${paired}` : `${url}/${other}${paired === '/' ? '/' : paired}`;
  const htmlLang = localeConfigs[locale]?.htmlLang ?? locale;
  return (
    <Head>
      {pair &&
        LOCALES.map((other) => (
          <link
            key={other}
            rel="alternate"
            href={address(other, pair[other])}
            hrefLang={localeConfigs[other]?.htmlLang ?? other}
          />
        ))}
      {pair && (
        <link
          rel="alternate"
          href={address(toLocale(defaultLocale), pair[toLocale(defaultLocale)])}
          hrefLang="x-default"
        />
      )}
      <meta property="og:locale" content={openGraphLocale(htmlLang)} />
      {pair &&
        LOCALES.filter((other) => other !== locale).map((other) => (
          <meta
            key={other}
            property="og:locale:alternate"
            content={openGraphLocale(localeConfigs[other]?.htmlLang ?? other)}
          />
        ))}
    </Head>
  );
}

function CanonicalUrl() {
  const {
    siteConfig: { url, baseUrl, trailingSlash },
  } = useDocusaurusContext();
  const { pathname } = useLocation();
  const canonical = `${url}${applyTrailingSlash(useBaseUrl(pathname), { trailingSlash, baseUrl })}`;
  return (
    <Head>
      <meta property="og:url" content={canonical} />
      <link rel="canonical" href={canonical} />
    </Head>
  );
}

export default function SiteMetadata() {
  const { i18n } = useDocusaurusContext();
  const { metadata, image } = useThemeConfig();
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        {/* Set when rendered on the server, so links are outlined for keyboard users without JS. */}
        <body />
      </Head>
      {image && <PageMetadata image={image} />}
      <CanonicalUrl />
      <LanguageVersions />
      <SearchMetadata tag={DEFAULT_SEARCH_TAG} locale={i18n.currentLocale} />
      {/* A Head of its own, after the others: the configured metadata overrides the defaults above. */}
      <Head>
        {metadata.map((metadatum, index) => (
          <meta key={index} {...metadatum} />
        ))}
      </Head>
    </>
  );
}
