import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import downloads from '@generated/documents/default/downloads.json';
import { DOCUMENT_GROUPS } from '@site/src/data/documentGroups';
import GroupedDownloads from './GroupedDownloads';

/**
 * Every document of this locale under `documents/`, grouped as its front matter says: a new
 * document appears on the downloads page by itself. Imported by that page only, so the list
 * travels with no other page.
 */
export default function DocumentDownloads() {
  const { i18n } = useDocusaurusContext();
  return <GroupedDownloads groups={DOCUMENT_GROUPS[i18n.currentLocale === 'ro' ? 'ro' : 'nl']} entries={downloads} />;
}
