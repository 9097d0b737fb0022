import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type { MyRegistrationResponse } from '@site/src/domain/api';
import { formatDutchLong } from '@site/src/domain/dates';
import { REGISTRATION_STATE_LABELS } from '@site/src/domain/registrationStates';
import type { ProductReading } from '@site/src/domain/registration-reading/types';
import styles from './styles.module.css';

/** 'eerste afnamedag 8 februari 2027 · 30 leerlingen in groep 7'. */
function ProductLine({ product }: { product: ProductReading }) {
  const day = product.firstDay ? formatDutchLong(product.firstDay) : null;
  return (
    <li>
      <strong>{product.name}</strong>
      {': '}
      {day ? (
        <Translate id="myRegistration.summary.firstDay" values={{ day }}>
          {'eerste afnamedag {day}'}
        </Translate>
      ) : (
        <Translate id="myRegistration.summary.noFirstDay">eerste afnamedag nog niet gekozen</Translate>
      )}
      {product.pupils !== null && (
        <>
          {' · '}
          {product.group === null ? (
            <Translate id="myRegistration.summary.pupils" values={{ count: product.pupils }}>
              {'{count} leerlingen'}
            </Translate>
          ) : (
            <Translate
              id="myRegistration.summary.pupilsInGroup"
              values={{ count: product.pupils, group: product.group }}
            >
              {'{count} leerlingen in groep {group}'}
            </Translate>
          )}
        </>
      )}
    </li>
  );
}

/**
 * What a school comes to the page for, before the full data: where the registration stands, until
 * when it can be changed, the next step and the buttons to take it (the change form is further down).
 */
export default function Summary({ registration, token }: { registration: MyRegistrationResponse; token: string }) {
  const { reading } = registration;
  const standing = reading?.standing;
  const withdrawn = standing?.code === 'withdrawn' || registration.state === 'ingetrokken';
  const showDeadline =
    reading?.changesUntil &&
    (standing?.code === 'pre-registered' || standing?.code === 'registered' || standing?.code === 'changed');
  return (
    <section aria-labelledby="registration-title" className={styles.summary}>
      <h2 id="registration-title">
        {registration.label}: {registration.schoolName}
      </h2>
      <dl className={styles.facts}>
        <dt>
          <Translate id="myRegistration.state">Status</Translate>
        </dt>
        <dd>
          <span className={styles[`state-${registration.state}`]}>
            {standing?.label ?? REGISTRATION_STATE_LABELS[registration.state]}
          </span>
          {standing && <> {standing.detail}</>}
        </dd>
        {showDeadline && reading?.changesUntil && (
          <>
            <dt>
              {standing?.code === 'pre-registered' ? (
                <Translate id="myRegistration.summary.finishUntil">Afronden en wijzigen tot en met</Translate>
              ) : (
                <Translate id="myRegistration.summary.changeUntil">Wijzigen tot en met</Translate>
              )}
            </dt>
            <dd>
              <strong>{formatDutchLong(reading.changesUntil)}</strong>
            </dd>
          </>
        )}
        <dt>
          <Translate id="myRegistration.reference">Kenmerk</Translate>
        </dt>
        <dd>
          <strong className={styles.kenmerk}>{registration.kenmerk}</strong>
        </dd>
      </dl>
      {reading && !withdrawn && <p className={styles.nextStep}>{reading.nextStep}</p>}
      {/* The buttons before the product list: on a phone they are in the first screen. */}
      <p className={`${styles.actions} ${styles.printHide}`}>
        {registration.finishRoute && (
          <Link
            className="button button--primary"
            to={`${registration.finishRoute}?token=${encodeURIComponent(token)}`}
          >
            <Translate id="myRegistration.finish">Rond de aanmelding af</Translate>
          </Link>
        )}
        {registration.changesOpen && (
          <a
            className={`button ${registration.finishRoute ? 'button--secondary' : 'button--primary'}`}
            href="#change-title"
          >
            <Translate id="myRegistration.summary.change">Aanmelding wijzigen</Translate>
          </a>
        )}
      </p>
      {reading && reading.products.length > 0 && (
        <ul className={styles.products} aria-label="Producten">
          {reading.products.map((product) => (
            <ProductLine key={product.key} product={product} />
          ))}
        </ul>
      )}
    </section>
  );
}
