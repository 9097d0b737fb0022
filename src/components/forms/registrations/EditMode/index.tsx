import React from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import { API_PATHS } from '@site/src/domain/api';
import { STAFF_TEXTS } from '@site/src/domain/staff-texts';
import { townName } from '@site/src/domain/town';
import styles from './styles.module.css';

/**
 * A registration form opened on the registration's own page to change it: the stored values, the
 * personal link's token, and what to do once the server saved the change.
 */
export type EditMode<V> = {
  /** The personal link's token; staff change through their own route (`endpoint`) without one. */
  token?: string;
  endpoint?: string;
  /** The version of the registration the form was filled from: the server refuses a change made on an older one. */
  version: number;
  initialValues: V;
  onSaved: (text: string) => void;
};

/** What a registration form's frame gets in edit mode: the change route, the token and its own words. */
export function editShellProps<V>(edit: EditMode<V>) {
  return {
    endpoint: edit.endpoint ?? API_PATHS.registrationChange,
    extraFields: { ...(edit.token ? { token: edit.token } : {}), version: edit.version },
    label: translate({ id: 'forms.edit.label', message: 'Aanmelding wijzigen' }),
    submitLabel: translate({ id: 'forms.edit.submit', message: 'Wijzigingen opslaan' }),
    onSuccess: edit.onSaved,
    initialValues: edit.initialValues,
  };
}

export type StoredSchool = { naam?: unknown; straatnaam?: unknown; huisnummer?: unknown; plaatsnaam?: unknown };

/**
 * The school of a registration being changed: shown, not editable (another school is a new
 * registration). The helpdesk, changing it for the school, reads what to tell the school instead.
 */
export function LockedSchool({ school, byStaff = false }: { school: StoredSchool | undefined; byStaff?: boolean }) {
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  const address = [text(school?.straatnaam), text(school?.huisnummer)].filter(Boolean).join(' ');
  return (
    <div className={styles.school}>
      <p className={styles.name}>{text(school?.naam)}</p>
      <p>{[address, townName(text(school?.plaatsnaam))].filter(Boolean).join(', ')}</p>
      <p className={styles.note}>
        {byStaff ? (
          STAFF_TEXTS.detail.schoolLocked
        ) : (
          <Translate id="forms.edit.schoolLocked">
            De school zelf kunt u hier niet wijzigen. Gaat het om een andere school? Meld die dan apart aan.
          </Translate>
        )}
      </p>
    </div>
  );
}
