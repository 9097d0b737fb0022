import React from 'react';
import Downloads from '@site/src/components/Downloads';
import type { DocumentGroup, DownloadEntry } from '@site/src/data/documentGroups';

type Props = { groups: readonly DocumentGroup[]; entries: readonly DownloadEntry[] };

/** The documents under their groups, in the groups' order; a group without documents is left out. */
export default function GroupedDownloads({ groups, entries }: Props) {
  return (
    <>
      {groups.map((group) => {
        const links = entries
          .filter((entry) => entry.group === group.key)
          .map(({ title, description, url }) => ({ title, description, url, type: 'pdf' }));
        return links.length === 0 ? null : (
          <Downloads key={group.key} title={group.title} description={group.description} links={links} />
        );
      })}
    </>
  );
}
