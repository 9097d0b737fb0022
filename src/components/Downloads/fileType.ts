/** The icon families of the downloads list, with the label visitors see. */
export const FILE_KINDS = {
  pdf: { label: 'PDF', color: '#b3261e' },
  word: { label: 'Word', color: '#1f5bb5' },
  excel: { label: 'Excel', color: '#1b7340' },
  powerpoint: { label: 'PowerPoint', color: '#b7472a' },
  archive: { label: 'ZIP', color: '#6b4f1d' },
  image: { label: 'Afbeelding', color: '#6a3d9a' },
  video: { label: 'Video', color: '#8a1c6b' },
  file: { label: 'Bestand', color: '#4a5560' },
} as const;

export type FileKind = keyof typeof FILE_KINDS;

const BY_EXTENSION: Record<string, FileKind> = {
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
  odt: 'word',
  rtf: 'word',
  xls: 'excel',
  xlsx: 'excel',
  ods: 'excel',
  csv: 'excel',
  ppt: 'powerpoint',
  pptx: 'powerpoint',
  odp: 'powerpoint',
  zip: 'archive',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  svg: 'image',
  mp4: 'video',
  mov: 'video',
};

/** The kind of a download: its `type` when given (an extension or a kind), else its address's extension. */
export function fileKind(url: string, type?: string): FileKind {
  const given = type?.trim().toLowerCase().replace(/^\./, '');
  if (given) {
    if (given in FILE_KINDS) return given as FileKind;
    const known = Object.hasOwn(BY_EXTENSION, given) ? BY_EXTENSION[given] : undefined;
    if (known) return known;
  }
  const extension = /\.([a-z0-9]+)$/i.exec(url.replace(/[?#][\s\S]*$/, ''))?.[1]?.toLowerCase();
  return (extension && BY_EXTENSION[extension]) || 'file';
}
