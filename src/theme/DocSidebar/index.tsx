// Change: the docs sidebar is this site's own list of the area's pages (the current
// one marked), not the classic collapsible tree; on phones it folds away behind a
// disclosure button, where the classic one relies on the classic navbar's mobile
// menu, which this site does not have.
import React, { useId, useState, type MouseEvent } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import type { Props } from '@theme/DocSidebar';
import SidebarItems from './SidebarItems';
import styles from './styles.module.css';

export default function DocSidebar({ sidebar, path }: Pick<Props, 'sidebar' | 'path'>) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // Following a link folds the list away again on phones.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  };
  return (
    <nav
      className={styles.sidebar}
      aria-label={translate({ id: 'docSidebar.label', message: 'Pagina’s in dit onderdeel' })}
    >
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {translate({ id: 'docSidebar.toggle', message: 'In dit onderdeel' })}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div id={panelId} className={clsx(styles.panel, open && styles.open)} onClick={closeOnLink}>
        <SidebarItems items={sidebar} path={path} />
      </div>
    </nav>
  );
}
