import React, { useId, useState, type FormEvent } from 'react';
import { API_PATHS } from '@site/src/domain/api';
import {
  FORM_DEFINITIONS,
  FORM_TYPES,
  HELPDESK_REQUEST_DEFINITION,
  HELPDESK_REQUEST_TYPE,
} from '@site/src/domain/forms';
import { ROUNDS } from '@site/src/domain/rounds';
import { CONSENT_LABELS, HANDLING_LABELS, REGISTRATION_LABELS, filterQuery, type Filter } from './api';
import styles from './styles.module.css';

const TYPES = [
  ...FORM_TYPES.map((type) => ({ type, label: FORM_DEFINITIONS[type].label })),
  { type: HELPDESK_REQUEST_TYPE, label: HELPDESK_REQUEST_DEFINITION.label },
];

function Select({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: keyof Filter;
  value: string;
  options: Record<string, string>;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        <option value="">Alle</option>
        {Object.entries(options).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The list's filters and the export of the filtered view. */
export default function Filters({ filter, onChange }: { filter: Filter; onChange: (filter: Filter) => void }) {
  const ids = { q: useId(), from: useId(), to: useId() };
  const [shown, setShown] = useState(filter);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = Object.fromEntries(Object.keys(filter).map((key) => [key, String(data.get(key) ?? '')])) as Filter;
    setShown(next);
    onChange(next);
  };
  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label="Inzendingen filteren">
      <div className={styles.field}>
        <label htmlFor={ids.q}>Zoeken</label>
        <input id={ids.q} name="q" type="search" defaultValue={filter.q} placeholder="Naam, e-mail, school of BRIN" />
      </div>
      <Select
        label="Formulier"
        name="type"
        value={filter.type}
        options={Object.fromEntries(TYPES.map(({ type, label }) => [type, label]))}
      />
      <Select
        label="Ronde"
        name="round"
        value={filter.round}
        options={Object.fromEntries(ROUNDS.map((round) => [String(round.year), String(round.year)]))}
      />
      <div className={styles.field}>
        <label htmlFor={ids.from}>Ontvangen vanaf</label>
        <input id={ids.from} name="from" type="date" defaultValue={filter.from} />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.to}>Ontvangen tot en met</label>
        <input id={ids.to} name="to" type="date" defaultValue={filter.to} />
      </div>
      <Select label="Status" name="status" value={filter.status} options={HANDLING_LABELS} />
      <Select label="Aanmelding" name="state" value={filter.state} options={REGISTRATION_LABELS} />
      <Select label="Toestemming nieuwsbrief" name="consent" value={filter.consent} options={CONSENT_LABELS} />
      <div className={styles.actions}>
        <button type="submit" className="button button--primary">
          Filteren
        </button>
        <a
          className="button button--secondary"
          href={`${API_PATHS.staffExport}${filterQuery(shown, { format: 'csv' })}`}
          download
        >
          Exporteer CSV
        </a>
        <a
          className="button button--secondary"
          href={`${API_PATHS.staffExport}${filterQuery(shown, { format: 'json' })}`}
          download
        >
          Exporteer JSON
        </a>
      </div>
    </form>
  );
}
