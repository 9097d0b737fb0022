import React, { Suspense, lazy, startTransition, useEffect, useId, useState, type ComponentType } from 'react';
import { useHistory } from '@docusaurus/router';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { RoundsGlobalData } from '@site/plugins/registration-rounds';
import { todayIso } from '@site/src/domain/today';
import { followSiteLink } from './followSiteLink';
import styles from './styles.module.css';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

type Options<P> = {
  /** A phrase inside a sentence (a span) rather than a block (a div). */
  inline?: boolean;
  /** Its text follows the registration rounds: the build's HTML holds from the build day until the rounds' next change. */
  dated?: boolean;
  /** Whether a use of the block is static, so its built HTML can be kept (default: every use). */
  keep?: (props: P) => boolean;
};

type RoundsData = Partial<RoundsGlobalData> | undefined;

/** Whether HTML built on `data.buildDay` still reads right today. */
function builtHtmlHoldsToday(data: RoundsData): boolean {
  if (!data?.buildDay) return false;
  const today = todayIso();
  return today >= data.buildDay && (!data.roundTextsChangeOn || today < data.roundTextsChangeOn);
}

/** In the browser: whether the page the server sent holds this island's HTML (React ids of server renders differ from client ones). */
const sentByServer = (id: string) =>
  typeof document !== 'undefined' && document.querySelector(`[data-island="${id}"]`) !== null;

/**
 * Makes a block that changes nothing once shown, or nothing until a date, into an island of
 * build-time HTML: the build renders the block; the page the server sent keeps that HTML and does
 * not load the block's code at all. The code is loaded only when the page is rendered in the
 * browser (after a client-side navigation), or, for a dated block, when the visitor's day lies
 * outside the days its built HTML holds for: then the block replaces its HTML as soon as it is
 * loaded, without a blank moment.
 */
export function buildIsland<P extends object>(
  load: Loader<P>,
  { inline = false, dated = false, keep = () => true }: Options<P> = {},
) {
  const Block = lazy(load);
  const Tag = inline ? 'span' : 'div';

  return function BuildIsland(props: P) {
    const id = useId();
    const history = useHistory();
    const rounds = usePluginData('registration-rounds') as RoundsData;
    const [kept, setKept] = useState(() => keep(props) && sentByServer(id));

    useEffect(() => {
      if (kept && dated && !builtHtmlHoldsToday(rounds)) startTransition(() => setKept(false));
    }, [kept, rounds]);

    return (
      // The boundary stays in place when the block replaces the kept HTML: within a transition,
      // React shows the kept HTML until the block has loaded.
      <Suspense fallback={null}>
        {kept ? (
          <Tag
            key="kept"
            data-island={id}
            className={styles.island}
            onClick={(event) => followSiteLink(event, history.push)}
            dangerouslySetInnerHTML={{ __html: '' }}
            suppressHydrationWarning
          />
        ) : (
          <Tag key="live" data-island={id} className={styles.island}>
            <Block {...props} />
          </Tag>
        )}
      </Suspense>
    );
  };
}
