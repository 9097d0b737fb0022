import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { toLocale, type Locale } from '@site/src/domain/locale';

/** The locale of the page the form is on: its validation messages and the server's answer follow it. */
export function useFormLocale(): Locale {
  return toLocale(useDocusaurusContext().i18n.currentLocale);
}
