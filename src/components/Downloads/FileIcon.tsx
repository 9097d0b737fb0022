import React from 'react';
import { FILE_KINDS, type FileKind } from './fileType';

/** A document shape in the colour of its kind, with a short mark; decorative (the kind is in the text). */
export default function FileIcon({ kind }: { kind: FileKind }) {
  const { color, label } = FILE_KINDS[kind];
  const mark = kind === 'pdf' || kind === 'archive' ? label : label.slice(0, 1);
  return (
    <svg viewBox="0 0 32 40" width="32" height="40" aria-hidden="true" focusable="false" data-kind={kind}>
      <path d="M2 2h20l8 8v28H2z" fill="#fff" stroke={color} strokeWidth="2" strokeLinejoin="round" />
      <path d="M22 2v8h8" fill="none" stroke={color} strokeWidth="2" strokeLinejoin="round" />
      <rect x="0" y="20" width="26" height="12" rx="2" fill={color} />
      <text
        x="13"
        y="29.5"
        fill="#fff"
        fontSize="8"
        fontWeight="700"
        fontFamily="Arial, sans-serif"
        textAnchor="middle"
      >
        {mark}
      </text>
    </svg>
  );
}
