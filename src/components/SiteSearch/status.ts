import { translate } from '@docusaurus/Translate';
import type { SearchState } from './useSiteSearch';

/** What a screen reader hears when the results change (read from a polite status region). */
export function statusMessage(state: SearchState): string {
  if (state.status === 'error') {
    return translate({ id: 'search.status.error', message: 'Zoeken lukt nu niet. Probeer het later opnieuw.' });
  }
  if (state.status !== 'done') return '';
  if (state.total === 0) {
    return translate({ id: 'search.status.none', message: 'Geen resultaten voor “{query}”' }, { query: state.query });
  }
  return state.total === 1
    ? translate({ id: 'search.status.one', message: '1 resultaat' })
    : translate({ id: 'search.status.many', message: '{count} resultaten' }, { count: state.total });
}
