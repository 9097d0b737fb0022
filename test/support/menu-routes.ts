import { isLocalPage, MENUS, TOP_MENU, type Locale, type MenuItem } from '../../src/data/menus';

/** Every local page path a menu of the locale links to (anchors and externals dropped). */
export function menuRoutes(locale: Locale): string[] {
  const menus = MENUS[locale];
  const all = [...menus.main, ...menus.secondary, ...menus.footerAbout, ...menus.footerSupport, ...menus.legal];
  if (locale === 'nl') all.push(...TOP_MENU);
  const paths = new Set<string>();
  const visit = (items: MenuItem[]) =>
    items.forEach((item) => {
      if (isLocalPage(item.link)) paths.add(item.link.split('#')[0]);
      if (item.children) visit(item.children);
    });
  visit(all);
  return [...paths];
}
