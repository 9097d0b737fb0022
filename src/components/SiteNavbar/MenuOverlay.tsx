import React, { useEffect, useRef } from 'react';
import { translate } from '@docusaurus/Translate';
import MenuLink from '@site/src/components/MenuLink';
import type { MenuItem } from '@site/src/data/menus';
import styles from './styles.module.css';

type Props = {
  id: string;
  items: MenuItem[];
  extraItems: MenuItem[];
  onClose: () => void;
  /** Shown below the menu (the language and login links on narrow screens). */
  children?: React.ReactNode;
};

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The main menu over the page. Focus moves into it on open and stays inside
 * (Tab wraps); Escape, a click on the backdrop or on a link closes it.
 */
export default function MenuOverlay({ id, items, extraItems, onClose, children }: Props) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div
      className={styles.overlay}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        id={id}
        className={styles.overlayPanel}
        role="dialog"
        aria-modal="true"
        aria-label={translate({ id: 'navbar.overlay.label', message: 'Hoofdmenu' })}
      >
        <button type="button" className={styles.closeButton} onClick={onClose}>
          {translate({ id: 'navbar.overlay.close', message: 'Menu sluiten' })}
        </button>
        <nav aria-label={translate({ id: 'navbar.main.label', message: 'Hoofdmenu' })}>
          <ul className={styles.overlayMenu}>
            {items.map((item) => (
              <li key={item.link}>
                <MenuLink item={item} className={styles.overlayLink} onClick={onClose} />
                {item.children && (
                  <ul className={styles.overlaySubmenu}>
                    {item.children.map((child) => (
                      <li key={child.link}>
                        <MenuLink item={child} className={styles.overlaySublink} onClick={onClose} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          {extraItems.length > 0 && (
            <ul className={styles.overlayExtra}>
              {extraItems.map((item) => (
                <li key={item.link}>
                  <MenuLink item={item} className={styles.overlaySublink} onClick={onClose} />
                </li>
              ))}
            </ul>
          )}
        </nav>
        {children}
      </div>
    </div>
  );
}
