/** The list plugins/documents writes for the locale being built (see DOWNLOADS_DATA there). */
declare module '@generated/documents/default/downloads.json' {
  import type { DownloadEntry } from '@site/src/data/documentGroups';

  const downloads: DownloadEntry[];
  export default downloads;
}
