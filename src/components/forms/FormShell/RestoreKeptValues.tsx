import { useEffect } from 'react';
import { useForm } from 'react-final-form';
import { takeKeptValues, type KeptForm } from './keptValues';

/**
 * Puts back what was typed before the reload an expired form asked for (keptValues.ts), after the
 * page has hydrated: the server-rendered form is empty, and must match the first render.
 */
export function RestoreKeptValues({ form, onRestored }: { form: string; onRestored: (kept: KeptForm) => void }) {
  const api = useForm();
  useEffect(() => {
    const kept = takeKeptValues(form);
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
