import React from 'react';
import type { RegistrationChange, RegistrationRow } from '@site/src/domain/api';
import Breakable from './Breakable';
import styles from './styles.module.css';

export { Breakable };

/**
 * The stored values as table rows with the form's labels, groups (the school, a contact, a product)
 * as headers of the rows below them: the school's page and the staff workspace show the same.
 */
export function StoredRows({ rows }: { rows: readonly RegistrationRow[] }) {
  return (
    <tbody className={styles.stored}>
      {rows.map((row, index) =>
        row.value ? (
          <tr key={index} style={{ '--depth': row.depth } as React.CSSProperties}>
            <th scope="row" className={styles.label} style={{ paddingLeft: `${0.5 + row.depth}rem` }}>
              {row.label}
            </th>
            <td className={styles.value}>
              <Breakable text={row.value} />
            </td>
          </tr>
        ) : (
          <tr key={index} className={styles.group}>
            <th scope="rowgroup" colSpan={2} style={{ paddingLeft: `${0.5 + row.depth}rem` }}>
              {row.label}
            </th>
          </tr>
        ),
      )}
    </tbody>
  );
}

/** What one change altered, as 'label: before → after'. */
export function ChangeList({ changes }: { changes: readonly RegistrationChange[] }) {
  return (
    <ul>
      {changes.map((change, index) => (
        <li key={index}>
          {change.label}: <Breakable text={change.before} /> → <Breakable text={change.after} />
        </li>
      ))}
    </ul>
  );
}
