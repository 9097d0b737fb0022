import React, { useId, type FormEvent } from 'react';
import Link from '@docusaurus/Link';
import {
  FORM_DEFINITIONS,
  FORM_TYPES,
  HELPDESK_REQUEST_DEFINITION,
  HELPDESK_REQUEST_TYPE,
} from '@site/src/domain/forms';
import { ROUNDS } from '@site/src/domain/rounds';
import {
  CONSENT_LABELS,
  EMPTY_FILTER,
  HANDLING_LABELS,
  REGISTRATION_LABELS,
  SORT_LABELS,
  STAFF_TEXTS,
  WORKSPACE_PATH,
  filterQuery,
  type Filter,
} from './api';
import styles from './styles.module.css';

const T = STAFF_TEXTS.list;

/** The filtered view for download: .xlsx for Excel first (the helpdesk's), then CSV and JSON for scripts. */
const EXPORTS = [
  { format: 'xlsx', label: T.exportExcel },
  { format: 'csv', label: T.exportCsv },
  { format: 'json', label: T.exportJson },
] as const;

const TYPES = [
  ...FORM_TYPES.map((type) => ({ type, label: FORM_DEFINITIONS[type].label })),
  { type: HELPDESK_REQUEST_TYPE, label: HELPDESK_REQUEST_DEFINITION.label },
];

function Select({
  label,
  name,
  value,
  options,
  all = true,
}: {
  label: string;
  name: keyof Filter;
  value: string;
  options: Record<string, string>;
  all?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        {all && <option value="">{T.all}</option>}
        {Object.entries(options).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The list's search, filters and order, and the export of the filtered view. A form: Enter in the
 * search field filters, as the button does; the result gets its own address.
 */
export default function Filters({ filter, onChange }: { filter: Filter; onChange: (filter: Filter) => void }) {
  const ids = { q: useId(), hint: useId(), from: useId(), to: useId() };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = Object.fromEntries(
      Object.keys(EMPTY_FILTER).map((key) => [key, String(data.get(key) ?? '').trim()]),
    ) as Filter;
    if (next.sort === 'ontvangen') next.sort = '';
    onChange(next);
  };
  const { sort: _sort, ...exported } = filter;
  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label="Inzendingen zoeken en filteren">
      <div className={`${styles.field} ${styles.searchField}`}>
        <label htmlFor={ids.q}>{T.search}</label>
        <input id={ids.q} name="q" type="search" defaultValue={filter.q} aria-describedby={ids.hint} />
        <span id={ids.hint} className={styles.hint}>
          {T.searchHint}
        </span>
      </div>
      <Select label={T.sort} name="sort" value={filter.sort || 'ontvangen'} options={SORT_LABELS} all={false} />
      <Select
        label={T.form}
        name="type"
        value={filter.type}
        options={Object.fromEntries(TYPES.map(({ type, label }) => [type, label]))}
      />
      <Select
        label={T.round}
        name="round"
        value={filter.round}
        options={Object.fromEntries(ROUNDS.map((round) => [String(round.year), String(round.year)]))}
      />
      <div className={styles.field}>
        <label htmlFor={ids.from}>{T.from}</label>
        <input id={ids.from} name="from" type="date" defaultValue={filter.from} />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.to}>{T.to}</label>
        <input id={ids.to} name="to" type="date" defaultValue={filter.to} />
      </div>
      <Select label={T.status} name="status" value={filter.status} options={HANDLING_LABELS} />
      <Select label={T.state} name="state" value={filter.state} options={REGISTRATION_LABELS} />
      <Select label={T.consent} name="consent" value={filter.consent} options={CONSENT_LABELS} />
      <Select
        label={STAFF_TEXTS.trust.attention}
        name="attention"
        value={filter.attention}
        options={STAFF_TEXTS.trust.attentionLabels}
      />
      <div className={styles.actions}>
        <button type="submit" className="button button--primary">
          {T.filter}
        </button>
        <Link className="button button--secondary" to={WORKSPACE_PATH}>
          {T.clear}
        </Link>
        {EXPORTS.map(({ format, label }) => (
          <a
            key={format}
            className="button button--secondary"
            href={`/api/staff/export${filterQuery({ ...exported, sort: '' }, { format })}`}
            download
          >
            {label}
          </a>
        ))}
      </div>
    </form>
  );
}
