import React from 'react';

/** A table's column header cells, one per label, each naming its column for screen readers. */
export function ColumnHeads({ labels }: { labels: readonly string[] }) {
  return (
    <>
      {labels.map((label) => (
        <th key={label} scope="col">
          {label}
        </th>
      ))}
    </>
  );
}
