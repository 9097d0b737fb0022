import React from 'react';
import clsx from 'clsx';
import { useField } from 'react-final-form';
import Translate, { translate } from '@docusaurus/Translate';
import { formatDutchLong, formatWindow, isIsoDate } from '@site/src/domain/dates';
import type { PoProductKey } from '@site/src/domain/products';
import { choosableDays } from '@site/src/domain/forms';
import { productState, registrationWindowOf } from '@site/src/domain/rounds';
import { usePoRound } from '../AanmeldformulierPo/poRound';
import { CheckboxField, DateField, NumberField, FieldRow, groupBoxClass } from '../../fields';
import { MIN_PUPILS } from '@site/src/domain/constants';
import styles from './styles.module.css';

const describeDate = (value: string) => (isIsoDate(value) ? formatDutchLong(value) : null);

/**
 * One product of the primary-education sign-up: subscribe, and then first day (inside the product's
 * first-day window, shown in Dutch long format) and pupil count. The product's price rule stands beside it.
 */
export default function ProductChoice({ productKey, name = 'products' }: { productKey: PoProductKey; name?: string }) {
  const { round, today, earlier } = usePoRound();
  const product = round.products[productKey];
  const prefix = `${name}.${productKey}`;
  const { input } = useField<boolean>(`${prefix}.subscribe`, { subscription: { value: true } });
  const headingId = `product-${productKey}`;
  const state = productState(product, today);
  // A product chosen in the stored sign-up stays as it was, also once it is no longer open.
  const chosenBefore =
    (earlier as { products?: Record<string, { subscribe?: unknown }> } | undefined)?.products?.[productKey]
      ?.subscribe === true;
  const days = choosableDays(round, productKey, today);
  const closedText =
    state === 'upcoming'
      ? translate(
          { id: 'forms.product.upcoming', message: 'Aanmelden voor {product} kan vanaf {opens}.' },
          { product: product.name, opens: formatDutchLong(registrationWindowOf(product).from ?? product.window.from) },
        )
      : translate(
          {
            id: 'forms.product.closed',
            message: 'Aanmelden voor {product} kan niet meer: de eerste afnamedagen zijn voorbij.',
          },
          { product: product.name },
        );
  return (
    <section className={clsx(groupBoxClass, styles.product)} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {product.name}
      </h3>
      <p className={styles.price}>
        {/* The price rule (and, where the price is not known, that a quote comes first) is the domain's Dutch text, the same for both sites. */}
        {product.price} {product.quote && <>{product.quote} </>}
        {/* While open, the days a school can still choose: from tomorrow once the window has begun. */}
        <Translate
          id="forms.product.window"
          values={{ group: product.group, window: formatWindow(state === 'open' ? days : product.window) }}
        >
          {'Voor groep {group}; de eerste afnamedag ligt {window}.'}
        </Translate>
      </p>
      {state === 'open' || chosenBefore ? (
        <CheckboxField
          name={`${prefix}.subscribe`}
          label={translate(
            { id: 'forms.product.subscribe', message: 'Aanmelden voor {product}' },
            { product: product.name },
          )}
        />
      ) : (
        <p data-product-state={state}>{closedText}</p>
      )}
      {input.value === true && (
        <FieldRow>
          <DateField
            name={`${prefix}.eerstedag`}
            label={translate({ id: 'forms.product.eerstedag', message: 'Eerste afnamedag' })}
            required
            min={days.from}
            max={days.to}
            describeValue={describeDate}
          />
          <NumberField
            name={`${prefix}.amount`}
            label={translate(
              { id: 'forms.product.amount', message: 'Aantal leerlingen in groep {group}' },
              { group: product.group },
            )}
            required
            min={MIN_PUPILS}
          />
        </FieldRow>
      )}
    </section>
  );
}
