import type { Locale } from '@site/src/data/menus';

/** The main sections a lost visitor is offered: products, help and contact, per site. */
export const NOT_FOUND_SECTIONS: Record<Locale, { products: string; help: string; contact: string }> = {
  nl: { products: '/alle-producten', help: '/help', contact: '/contactformulier' },
  ro: { products: '/harta-aplicatiilor', help: '/asistenta', contact: '/contact' },
};
