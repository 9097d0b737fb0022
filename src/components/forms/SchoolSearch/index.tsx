import React, { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LinkButton } from '../fields';
import clsx from 'clsx';
import Translate, { translate } from '@docusaurus/Translate';
import { API_PATHS } from '@site/src/domain/api';
import { schoolsAnswer } from '@site/src/domain/api-answers';
import { SCHOOL_SEARCH_MIN_TERM } from '@site/src/domain/constants';
import {
  isCompletePredefinedSchool,
  schoolSearchTerm,
  type School,
  type SchoolSearchSector,
} from '@site/src/domain/school';
import { useFetch, type FetchRequest } from '../useFetch';
import { HelpdeskNotice } from './HelpdeskNotice';
import { NotOfSectorNotice } from './NotOfSectorNotice';
import { SchoolResults } from './SchoolResults';
import { asSchool, sameSchool } from './schoolIdentity';
import styles from './styles.module.css';

export { HelpdeskNotice } from './HelpdeskNotice';
export { sameSchool, schoolAddress, schoolKey } from './schoolIdentity';

export const SCHOOL_ENDPOINT = API_PATHS.school;

export type SchoolSearchProps = {
  /** The chosen school (checked in the list). */
  value: School | null | undefined;
  onSelect: (school: School) => void;
  /** A school the form starts with: complete → only it is shown; otherwise its BRIN is searched at once. */
  predefinedSchool?: Partial<School> | null;
  /** Offers manual entry for a school that is not in the list. */
  onManualEntry?: () => void;
  showHelpdeskNotice?: boolean;
  /** On a page without a form (/help/school-zoeken): the helpdesk notice asks for the school's details, not the form's. */
  standalone?: boolean;
  endpoint?: string;
  /** Lists only schools of this sector (`po`: primary education, regular and special). */
  sector?: SchoolSearchSector | null;
  /** The form field the finder fills: the error summary links a problem with it to the search box. */
  errorFor?: string;
};

/** Only a 200 is a list of schools: any other status (a 204 or 206 too) is a failed search. */
const searchRequest = (endpoint: string, term: string, sector?: SchoolSearchSector | null): FetchRequest => ({
  url: endpoint,
  params: sector ? { term, sector } : { term },
  successStatus: 200,
});

/**
 * The school finder: a name, postcode or BRIN number, then a list of schools to pick from. A failed
 * search shows an alert and leaves the results as they were. With a sector, a school that only the
 * search without it finds is of another sector, and the form says so instead of "nothing found".
 */
export default function SchoolSearch({
  value,
  onSelect,
  predefinedSchool,
  onManualEntry,
  showHelpdeskNotice = true,
  standalone = false,
  endpoint = SCHOOL_ENDPOINT,
  sector = null,
  errorFor,
}: SchoolSearchProps) {
  const complete = isCompletePredefinedSchool(predefinedSchool);
  const prefill = !complete ? (predefinedSchool?.instellingscode ?? '') : '';
  const [term, setTerm] = useState(prefill);
  // What the last search was for, to name it when nothing was found.
  const [searched, setSearched] = useState(() => schoolSearchTerm(prefill));
  // An incomplete predefined school is searched by its instellingscode right away.
  const [initialRequest] = useState(() =>
    prefill ? searchRequest(endpoint, schoolSearchTerm(prefill), sector) : null,
  );
  const { loading, error, data, refetch } = useFetch(schoolsAnswer, initialRequest);
  // With a sector, the same term is asked without it at the same time: a school found only there is
  // of another sector. Both start together, so the two answers always belong to the same term.
  const [initialWider] = useState(() =>
    prefill && sector ? searchRequest(endpoint, schoolSearchTerm(prefill), null) : null,
  );
  const wider = useFetch(schoolsAnswer, initialWider);
  const ofOtherSector =
    sector !== null && !loading && !error && data?.length === 0 && !wider.loading && (wider.data?.length ?? 0) > 0;
  const inputId = useId();
  const hintId = `${inputId}-hint`;

  const predefined = complete && predefinedSchool ? asSchool(predefinedSchool) : null;
  const reported = useRef(false);
  useEffect(() => {
    // A complete predefined school is preselected: the form learns it once, on mount.
    if (!predefined || reported.current) return;
    reported.current = true;
    if (!sameSchool(value, predefined)) onSelect(predefined);
  }, [predefined, value, onSelect]);

  const cleanTerm = schoolSearchTerm(term);
  const canSearch = cleanTerm.length >= SCHOOL_SEARCH_MIN_TERM && !loading;
  const search = () => {
    if (!canSearch) return;
    setSearched(cleanTerm);
    void refetch(searchRequest(endpoint, cleanTerm, sector));
    if (sector) void wider.refetch(searchRequest(endpoint, cleanTerm, null));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter searches instead of submitting the surrounding form.
    if (event.key === 'Enter') {
      event.preventDefault();
      search();
    }
  };

  const schools = predefined ? [predefined] : (data ?? []);
  return (
    <div className={styles.finder}>
      {!predefined && (
        <div className={styles.searchRow}>
          <label htmlFor={inputId} className={styles.label}>
            {translate({ id: 'forms.school.searchLabel', message: 'Zoek uw school' })}
          </label>
          <div className={styles.searchControls}>
            <input
              id={inputId}
              type="search"
              className={clsx(styles.input, term === '' && styles.pulse)}
              placeholder={translate({
                id: 'forms.school.placeholder',
                message: 'Vul in: naam, postcode of BRIN-nummer',
              })}
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              onKeyDown={onKeyDown}
              autoComplete="off"
              aria-describedby={hintId}
              data-error-for={errorFor}
            />
            <button type="button" className="button button--secondary" disabled={!canSearch} onClick={search}>
              {translate({ id: 'forms.school.searchButton', message: 'Zoeken' })}
            </button>
          </div>
          <p id={hintId} className={styles.hint}>
            {translate({ id: 'forms.school.hint', message: 'Zoek op naam, postcode of BRIN-nummer' })}
          </p>
        </div>
      )}
      <div aria-live="polite">
        {loading && <p className={styles.loading}>{translate({ id: 'forms.school.loading', message: 'Laden...' })}</p>}
        {ofOtherSector && !predefined && <NotOfSectorNotice />}
        {!loading && data && data.length === 0 && !predefined && !ofOtherSector && (
          <p>
            {translate(
              {
                id: 'forms.school.noResultsFor',
                message:
                  'Er is geen school gevonden bij “{term}”. Controleer wat u typte, of zoek op de postcode of het BRIN-nummer van de school.',
              },
              { term: searched },
            )}
          </p>
        )}
      </div>
      {error && !loading && (
        <p role="alert" className={styles.failure}>
          {translate({
            id: 'forms.school.failure',
            message:
              'Er is iets misgegaan bij het zoeken naar uw school. Probeer het opnieuw of neem contact met ons op.',
          })}
        </p>
      )}
      {schools.length > 0 && <SchoolResults schools={schools} selected={value} onSelect={onSelect} />}
      {onManualEntry && !predefined && (
        <LinkButton className={styles.linkButton} onClick={onManualEntry}>
          {translate({
            id: 'forms.school.manualEntry',
            message: 'Mijn school staat er niet bij: gegevens zelf invullen',
          })}
        </LinkButton>
      )}
      {!predefined && (
        <p className={styles.source}>
          <Translate id="forms.school.source">Bron: DUO</Translate>
        </p>
      )}
      {showHelpdeskNotice && <HelpdeskNotice standalone={standalone} />}
    </div>
  );
}
