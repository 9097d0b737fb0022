import React, { Suspense, lazy, startTransition, useEffect, useId, useState, type ComponentType } from 'react';
import { useHistory } from '@docusaurus/router';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { RoundsGlobalData } from '@site/plugins/registration-rounds';
import { todayIso } from '@site/src/domain/today';
import { bundledModule, insideBundle, type ModuleId } from './bundledModule';
import { followSiteLink } from './followSiteLink';
import styles from './styles.module.css';

/** Where an island's block comes from. */
export type BlockSource<M, P> = {
  /** Loads the block's module: a dynamic `import()`, its own chunk. */
  load: () => Promise<M>;
  /** The same module's id, `() => require.resolveWeak(…)` with the path `load` imports. */
  moduleId: () => ModuleId;
  /** The block among the module's exports. */
  pick: (module: M) => ComponentType<P>;
};

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
  const today = todayIso(new Date());
  return today >= data.buildDay && (!data.roundTextsChangeOn || today < data.roundTextsChangeOn);
}

/**
 * In the browser, while hydrating: the HTML the server sent for this island, or null when the page
 * holds none (a page the browser renders itself; React ids of server renders differ from client ones).
 */
const htmlSentByServer = (id: string): string | null =>
  typeof document === 'undefined' ? null : (document.querySelector(`[data-island="${id}"]`)?.innerHTML ?? null);

const onServer = typeof window === 'undefined';

/**
 * Makes a block that changes nothing once shown, or nothing until a date, into an island of
 * build-time HTML. The server renders the block in place, synchronously and without a Suspense
 * boundary (React streams a boundary's content after the rest of the page when it is large or
 * holds an image, even when nothing suspended). The page the server sent keeps that HTML and does
 * not load the block's code at all: while hydrating, the island renders its element with the very
 * HTML the server sent as `dangerouslySetInnerHTML`, so the browser's render produces what the
 * server's did (what `hydrateRoot` asks for) and React has nothing to patch or warn about. The
 * code is loaded only when the page is rendered in the
 * browser (after a client-side navigation), when a use of the block is not static, or, for a
 * dated block, when the visitor's day lies outside the days its built HTML holds for: then the
 * block replaces the kept HTML once loaded, without a blank moment.
 */
export function buildIsland<M, P extends object>(
  { load, moduleId, pick }: BlockSource<M, P>,
  { inline = false, dated = false, keep = () => true }: Options<P> = {},
) {
  let loaded: ComponentType<P> | undefined;
  const loadBlock = () => load().then((module) => (loaded = pick(module)));
  const LazyBlock = lazy(async () => ({ default: await loadBlock() }));
  const Tag = inline ? 'span' : 'div';

  /** The block when its code is at hand now: always in the server's bundle, in the browser once loaded. */
  function blockAtHand(): ComponentType<P> | undefined {
    if (loaded) return loaded;
    const module = bundledModule<M>(moduleId, onServer ? load : undefined);
    if (module) return (loaded = pick(module));
    // Rendered later it would leave an empty place in the page the server sends: the build fails instead.
    if (onServer && insideBundle()) throw new Error(`The server bundle does not hold the island module ${moduleId()}.`);
    return undefined;
  }

  return function BuildIsland(props: P) {
    const id = useId();
    const history = useHistory();
    const rounds = usePluginData('registration-rounds') as RoundsData;
    const [sentHtml, setSentHtml] = useState(() => htmlSentByServer(id));
    const kept = sentHtml !== null;
    const renderItself = kept && (!keep(props) || (dated && !builtHtmlHoldsToday(rounds)));

    useEffect(() => {
      if (!renderItself) return undefined;
      let mounted = true;
      void loadBlock().then(() => {
        if (mounted) startTransition(() => setSentHtml(null));
      });
      return () => {
        mounted = false;
      };
    }, [renderItself]);

    if (kept) {
      return (
        <Tag
          key="kept"
          data-island={id}
          className={styles.island}
          onClick={(event) => followSiteLink(event, history.push)}
          dangerouslySetInnerHTML={{ __html: sentHtml }}
        />
      );
    }
    const Block = blockAtHand();
    return (
      <Tag key="live" data-island={id} className={styles.island}>
        {Block ? (
          <Block {...props} />
        ) : (
          // Only in the browser, for a page it renders itself: nothing to hydrate.
          <Suspense fallback={null}>
            <LazyBlock {...props} />
          </Suspense>
        )}
      </Tag>
    );
  };
}
