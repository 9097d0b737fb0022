import React, { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useHistory } from '@docusaurus/router';
import { usePluginData } from '@docusaurus/useGlobalData';
import { blockLoader, htmlSentByServer, type BlockSource } from './blockLoader';
import { builtHtmlHoldsToday, type RoundsData } from './builtHtmlHolds';
import { followSiteLink } from './followSiteLink';
import { IslandShownSince } from './shownSince';
import { readTyped, restoreTyped } from './typedControls';
import styles from './styles.module.css';

type Options = {
  /** In the browser: whether the block must come alive at once (the address or the tab holds what it reads). */
  liveAtOnce?: () => boolean;
  /** What it shows follows the registration rounds: on a day the built HTML does not hold for, it comes alive at once. */
  dated?: boolean;
};

/**
 * Makes a block that does nothing until it is used (a form) into an island that loads its code
 * on first use. The server renders the block in place; the page the server sent keeps that HTML,
 * fully readable and fillable, and loads the block's code when the visitor first focuses, presses,
 * types in or sends it. The live block then replaces the kept HTML in one synchronous step, with
 * what was typed meanwhile and the focus carried over; a button pressed or a send made before the
 * code came is made again once it has. A page the browser renders itself (after a client-side navigation) renders
 * the block at once.
 */
export function liveOnUse<M, P extends object>(
  source: BlockSource<M, P>,
  { liveAtOnce = () => false, dated = false }: Options = {},
) {
  const { loadBlock, LazyBlock, blockAtHand } = blockLoader(source);

  return function LiveOnUse(props: P) {
    const id = useId();
    const history = useHistory();
    const rounds = usePluginData('registration-rounds') as RoundsData;
    const element = useRef<HTMLDivElement>(null);
    const [sentHtml, setSentHtml] = useState(() => htmlSentByServer(id));
    const [shownSince] = useState(() => (sentHtml === null ? null : performance.now()));
    const waking = useRef(false);
    const sendWhenLive = useRef(false);
    const pressedButton = useRef<number | null>(null);

    const wake = useCallback(() => {
      if (waking.current) return;
      waking.current = true;
      void loadBlock().then(() => {
        const typed = element.current ? readTyped(element.current) : null;
        flushSync(() => setSentHtml(null));
        if (!element.current || !typed) return;
        restoreTyped(element.current, typed);
        if (pressedButton.current !== null) element.current.querySelectorAll('button')[pressedButton.current]?.click();
        else if (sendWhenLive.current) element.current.querySelector('form')?.requestSubmit();
      });
    }, []);

    /** A button (add a contact, search a school) pressed before the code came is pressed again once it has. */
    const rememberButton = (target: EventTarget) => {
      const button = target instanceof Element ? target.closest('button') : null;
      if (!button || button.type === 'submit' || !element.current) return;
      pressedButton.current = Array.from(element.current.querySelectorAll('button')).indexOf(button);
    };

    useEffect(() => {
      if (sentHtml !== null && (liveAtOnce() || (dated && !builtHtmlHoldsToday(rounds)))) wake();
      // Once, on hydration: afterwards the island is live.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    if (sentHtml !== null) {
      return (
        <div
          key="kept"
          ref={element}
          data-island={id}
          className={styles.island}
          onFocusCapture={wake}
          onPointerDownCapture={(event) => {
            // Pressed from here: whether the click lands before the code comes or is lost with
            // the built HTML it began on, the live button takes it once.
            rememberButton(event.target);
            wake();
          }}
          onKeyDownCapture={wake}
          onInputCapture={wake}
          onSubmitCapture={(event) => {
            // The built form has no address to send to: the live one sends it.
            event.preventDefault();
            sendWhenLive.current = true;
            wake();
          }}
          onClick={(event) => {
            rememberButton(event.target);
            followSiteLink(event, history.push);
          }}
          dangerouslySetInnerHTML={{ __html: sentHtml }}
        />
      );
    }
    const Block = blockAtHand();
    return (
      <div key="live" ref={element} data-island={id} className={styles.island}>
        <IslandShownSince.Provider value={shownSince}>
          {Block ? (
            <Block {...props} />
          ) : (
            <Suspense fallback={null}>
              <LazyBlock {...props} />
            </Suspense>
          )}
        </IslandShownSince.Provider>
      </div>
    );
  };
}
