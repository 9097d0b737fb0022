import React from 'react';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { translate } from '@docusaurus/Translate';
import { isExternal } from '@site/src/components/Image/resolveImage';
import FileIcon from './FileIcon';
import { FILE_KINDS, fileKind, type FileKind } from './fileType';
import styles from './styles.module.css';

export type DownloadItem = {
  title: string;
  type?: string;
  url: string;
  /** One sentence under the link, saying what the document is for. */
  description?: string;
};

export type DownloadsProps = { title?: string; description?: string; links: DownloadItem[] };

function kindLabel(kind: FileKind): string {
  const label = FILE_KINDS[kind].label;
  // Only the words need a translation; PDF, Word, Excel... are names.
  if (kind === 'image') return translate({ id: 'downloads.kind.image', message: 'Afbeelding' });
  if (kind === 'file') return translate({ id: 'downloads.kind.file', message: 'Bestand' });
  return label;
}

/** A list of files to download, each with an icon and the name of its file type. */
export default function Downloads({ title, description, links }: DownloadsProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  return (
    <section className={styles.downloads}>
      {title && <h2 className={styles.title}>{title}</h2>}
      {description && <p className={styles.description}>{description}</p>}
      <ul className={styles.list}>
        {links.map((item) => {
          const kind = fileKind(item.url, item.type);
          const external = isExternal(item.url);
          return (
            <li key={item.url} className={styles.item}>
              {/* A plain anchor: files are not routes, the client-side router must not handle them. */}
              <a
                href={external ? item.url : withBaseUrl(item.url)}
                className={styles.link}
                download={!external || undefined}
              >
                <FileIcon kind={kind} />
                <span className={styles.name}>{item.title}</span>
                <span className={styles.kind}>({kindLabel(kind)})</span>
              </a>
              {item.description && <p className={styles.itemDescription}>{item.description}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
