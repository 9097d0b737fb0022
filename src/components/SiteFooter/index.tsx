import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { translate } from '@docusaurus/Translate';
import MenuLink from '@site/src/components/MenuLink';
import { MENUS, type MenuItem } from '@site/src/data/menus';
import { telHref } from '@site/src/data/phone';
import { ROMANIAN_CONTACT } from '@site/src/data/romanianOffice';
import { QUALITY_STATEMENT_PDF, SITE } from '@site/src/data/site';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { RoundsGlobalData } from '@site/plugins/registration-rounds';
import styles from './styles.module.css';

function LinkColumn({ title, items }: { title: string; items: MenuItem[] }) {
  return (
    <div className={styles.column}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.link}>
            <MenuLink item={item} className={styles.link} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The footer: about, support and contact columns, the quality badge and the copyright line. */
export default function SiteFooter() {
  const { i18n } = useDocusaurusContext();
  const romanian = i18n.currentLocale === 'ro';
  // The year of the build day (plugins/registration-rounds, which every build runs): the same in the
  // HTML and after hydration, and no clock read in the page.
  const { buildDay } = usePluginData('registration-rounds') as RoundsGlobalData;
  const copyrightYear = buildDay.slice(0, 4);
  const menus = MENUS[romanian ? 'ro' : 'nl'];
  // The Romanian site gives its own contact details (the Dutch ones in international form, with the
  // country, until the Romanian office's are known).
  // (The Dutch build's bundles leave the Romanian office out: plugins/lean-client defines AMN_BUILD_LOCALE.)
  const contact =
    romanian && process.env.AMN_BUILD_LOCALE !== 'nl'
      ? ROMANIAN_CONTACT
      : { ...SITE, address: { ...SITE.address, country: null } };
  const badge = useBaseUrl('/img/kwaliteitskeurmerk.svg');
  const qualityStatement = useBaseUrl(QUALITY_STATEMENT_PDF[romanian ? 'ro' : 'nl']);
  const { street, postcode, city, country } = contact.address;

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <LinkColumn title={translate({ id: 'footer.about', message: 'Over AMN' })} items={menus.footerAbout} />
        <LinkColumn title={translate({ id: 'footer.support', message: 'Ondersteuning' })} items={menus.footerSupport} />
        <div className={styles.column}>
          <h2 className={styles.title}>{translate({ id: 'footer.contact', message: 'Contact' })}</h2>
          <address className={styles.address}>
            {SITE.name}
            <br />
            {street}
            <br />
            {postcode} {city}
            <br />
            {country && (
              <>
                {country}
                <br />
              </>
            )}
            <a className={styles.link} href={telHref(contact.phone)}>
              {contact.phone}
            </a>
            <br />
            <a className={styles.link} href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </address>
          <a className={styles.badge} href={qualityStatement} target="_blank" rel="noopener noreferrer">
            <img
              src={badge}
              loading="lazy"
              width={96}
              height={96}
              alt={translate({ id: 'footer.badge.alt', message: 'Kwaliteitsverklaring van AMN (PDF)' })}
            />
          </a>
        </div>
      </div>
      <div className={styles.bottom}>
        <span>
          © {copyrightYear} {SITE.name}
        </span>
        <ul className={styles.legal}>
          {menus.legal.map((item) => (
            <li key={item.link}>
              <MenuLink item={item} className={styles.link} />
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
