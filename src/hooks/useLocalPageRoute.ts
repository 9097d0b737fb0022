import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { toLocale } from '@site/src/domain/locale';
import { localPageRoute, type SharedPage } from '@site/src/domain/routes';

/**
 * A page both sites have, at this locale's address without its prefix (for `<Link to>`, which adds
 * `/ro`): `/zoeken` on the Dutch site is `/cautare` on the Romanian one.
 */
export function useLocalPageRoute(page: SharedPage): string {
  return localPageRoute(page, toLocale(useDocusaurusContext().i18n.currentLocale));
}
