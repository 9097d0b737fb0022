import React, { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { visuallyHiddenClass } from '@site/src/components/VisuallyHidden';
import { flushSync } from 'react-dom';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useHistory } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import { SEARCH_SHORTCUTS, useSearchShortcut } from './useSearchShortcut';
import { statusMessage } from './status';
import { shownResults, useSiteSearch } from './useSiteSearch';
import { useLocalPageRoute } from '@site/src/hooks/useLocalPageRoute';
import styles from './styles.module.css';

// What only a search needs (Pagefind's loader, the results' markup) loads when the box is first
// focused, beside the index: no page carries it in its scripts.
const loadResults = () => import('./HitContent');
const HitContent = lazy(loadResults);
const loadPagefind = () => import('./pagefind');

/** Results listed under the box; the results page shows them all. */
export const MAX_SUGGESTIONS = 6;

/** The address of the results page for a query, in this locale. */
export function resultsPageUrl(resultsPage: string, query: string): string {
  return `${resultsPage}?q=${encodeURIComponent(query.trim())}`;
}

/**
 * The site search in the header: a combobox whose list shows the first results as the visitor
 * types (title, section, excerpt). Arrow keys move through the list, Enter opens the chosen
 * result or, with none chosen, the results page; Escape closes the list. '/' or Ctrl+K (⌘K)
 * focuses it from anywhere. On narrow screens it sits behind a button in the bar. The index is
 * loaded when the box is first focused, never before.
 */
export default function SiteSearch() {
  const id = useId();
  const listboxId = `${id}listbox`;
  const panelId = `${id}panel`;
  const baseUrl = useBaseUrl('/');
  const resultsPage = useBaseUrl(useLocalPageRoute('search'));
  const history = useHistory();
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [query, setQuery] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const state = useSiteSearch(listOpen ? query : '', MAX_SUGGESTIONS);
  const shown = shownResults(state);
  // The chosen option belongs to the results it was chosen in: new results start with none.
  const [selection, setSelection] = useState<{ in?: object; index: number }>({ index: -1 });
  const active = shown !== undefined && selection.in === shown ? selection.index : -1;
  const setActive = (update: (current: number) => number) => setSelection({ in: shown, index: update(active) });

  const hits = shown?.hits ?? [];
  const showAll = shown !== undefined && shown.total > 0;
  const optionCount = hits.length + (showAll ? 1 : 0);
  const expanded = listOpen && query.trim() !== '' && optionCount > 0;
  const optionId = (index: number) => `${id}option-${index}`;
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;

  // Focus stays in the field (aria-activedescendant): keep the chosen option in view.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const openSearch = useCallback(() => {
    // On narrow screens the field is hidden until the panel opens: show it, then focus it.
    flushSync(() => setPanelOpen(true));
    input.current?.focus();
  }, []);
  useSearchShortcut(openSearch);

  const closePanel = () => {
    setListOpen(false);
    if (!panelOpen) return;
    setPanelOpen(false);
    toggle.current?.focus();
  };

  const go = (to: string) => {
    setListOpen(false);
    setPanelOpen(false);
    setQuery('');
    input.current?.blur();
    history.push(to);
  };

  const openOption = (index: number) => {
    const hit = hits[index];
    if (hit) go(hit.url);
    else go(resultsPageUrl(resultsPage, query));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setListOpen(true);
        if (optionCount === 0) return;
        // Down from the last result wraps to the first, up from the first (or from none) to the last.
        setActive((current) =>
          event.key === 'ArrowDown' ? (current + 1) % optionCount : current <= 0 ? optionCount - 1 : current - 1,
        );
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded) setListOpen(false);
        else closePanel();
        return;
      case 'Enter':
        if (expanded && active >= 0 && active < optionCount) {
          event.preventDefault();
          openOption(active);
        }
        return;
      default:
    }
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query.trim() !== '') go(resultsPageUrl(resultsPage, query));
  };

  const label = translate({ id: 'search.label', message: 'Zoeken op de site' });
  const message = query.trim() === '' || !listOpen ? '' : statusMessage(state);

  return (
    <div
      className={clsx(styles.search, panelOpen && styles.searchOpen)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setListOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={panelOpen}
        aria-controls={panelId}
        onClick={() => (panelOpen ? closePanel() : openSearch())}
      >
        <SearchIcon />
        <span className={visuallyHiddenClass}>{translate({ id: 'search.toggle', message: 'Zoeken' })}</span>
      </button>
      <div id={panelId} className={styles.panel}>
        <form role="search" aria-label={label} action={resultsPage} method="get" onSubmit={onSubmit}>
          <label htmlFor={`${id}input`} className={visuallyHiddenClass}>
            {label}
          </label>
          <div className={styles.field}>
            <SearchIcon />
            <input
              ref={input}
              id={`${id}input`}
              className={styles.input}
              // A text input: HTML allows the combobox role on it, not on type="search".
              type="text"
              name="q"
              role="combobox"
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              placeholder={translate({ id: 'search.placeholder', message: 'Zoeken' })}
              aria-keyshortcuts={SEARCH_SHORTCUTS}
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={expanded ? listboxId : undefined}
              aria-activedescendant={activeId}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setListOpen(true);
              }}
              onFocus={() => {
                setListOpen(true);
                // Opening the search starts loading the index, so the first results come sooner.
                loadPagefind()
                  .then(({ loadSearch }) => loadSearch(baseUrl))
                  .catch(() => undefined);
                loadResults().catch(() => undefined);
              }}
              onKeyDown={onKeyDown}
            />
          </div>
          <kbd className={styles.shortcutHint} aria-hidden="true">
            /
          </kbd>
        </form>
        {listOpen && query.trim() !== '' && (
          // Focusable so that a list taller than the screen can also be scrolled from the keyboard.
          <div className={styles.popup} tabIndex={0}>
            {expanded && (
              <Suspense fallback={null}>
                <ul id={listboxId} role="listbox" aria-label={label} className={styles.listbox}>
                  {hits.map((hit, index) => (
                    <li
                      key={hit.url}
                      id={optionId(index)}
                      data-href={hit.url}
                      role="option"
                      aria-selected={index === active}
                      className={styles.option}
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => setActive(() => index)}
                      onClick={() => openOption(index)}
                    >
                      <HitContent hit={hit} />
                    </li>
                  ))}
                  {showAll && (
                    <li
                      id={optionId(hits.length)}
                      data-href={resultsPageUrl(resultsPage, query)}
                      role="option"
                      aria-selected={active === hits.length}
                      className={clsx(styles.option, styles.allResults)}
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => setActive(() => hits.length)}
                      onClick={() => openOption(hits.length)}
                    >
                      {translate(
                        { id: 'search.allResults', message: 'Alle {count} resultaten voor “{query}”' },
                        { count: shown?.total ?? 0, query: query.trim() },
                      )}
                    </li>
                  )}
                </ul>
              </Suspense>
            )}
            {!expanded && message !== '' && <p className={styles.popupMessage}>{message}</p>}
          </div>
        )}
      </div>
      <div role="status" className={visuallyHiddenClass}>
        {message}
      </div>
    </div>
  );
}

function SearchIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
