import { useCallback } from 'react';
import type * as v from 'valibot';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { finalFormErrors } from '@site/src/domain/forms';
import { toLocale, type Locale } from '@site/src/domain/locale';

/** The locale of the page the form is on: its validation messages and the server's answer follow it. */
export function useFormLocale(): Locale {
  return toLocale(useDocusaurusContext().i18n.currentLocale);
}

/** A form's validation by its schema alone, its messages in the page's language. */
export function useSchemaValidation<Values>(schema: v.GenericSchema) {
  const locale = useFormLocale();
  return useCallback((values: Values) => finalFormErrors(schema, values, locale), [schema, locale]);
}
