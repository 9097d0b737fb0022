import { useEffect } from 'react';
import { useForm } from 'react-final-form';
import { keptValuesOf, type KeptForm } from './keptValues';

/**
 * Puts back what was typed before the reload an expired form asked for (keptValues.ts), after the
 * page has hydrated: the server-rendered form is empty, and must match the first render. Rendered
 * after the form's fields, so that they listen to the form before the values change.
 */
export function RestoreKeptValues({ form, onRestored }: { form: string; onRestored: (kept: KeptForm) => void }) {
  const api = useForm();
  useEffect(() => {
    const kept = keptValuesOf(form);
    if (!kept) return;
    api.batch(() => {
      for (const [name, value] of Object.entries(kept.values)) api.change(name, value);
    });
    onRestored(kept);
    // Once, on the page's first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
