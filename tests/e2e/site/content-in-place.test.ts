import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import React, { Suspense, lazy } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { builtPages } from '../../../test/support/browser/builtPages';
import { streamedBoundaries } from '../../../test/support/browser/streamedBoundaries';

/**
 * Every page's content is in the HTML where it belongs: React streams a Suspense boundary's
 * content after the footer (hidden until a script moves it) when the boundary is large, holds an
 * image or waited for code. A reader without script, a link preview and the site search's index
 * would miss it.
 */

/** React's server render as Docusaurus makes it: everything ready, then written at once. */
function renderAsTheBuild(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onError: reject,
      onAllReady() {
        const out = new PassThrough();
        pipe(out);
        text(out).then(resolve, reject);
      },
    });
  });
}

describe('content in place in the built pages', () => {
  it('finds the markers React writes for a streamed boundary (what the check below looks for)', async () => {
    const Block = lazy(async () => ({
      default: () => React.createElement('section', null, 'blok '.repeat(200)),
    }));
    const html = await renderAsTheBuild(
      React.createElement(
        'main',
        null,
        React.createElement('p', null, 'tekst '.repeat(3000)),
        React.createElement(Suspense, { fallback: null }, React.createElement(Block)),
      ),
    );
    expect(streamedBoundaries(html)).toHaveLength(2);
  });

  it('has no streamed Suspense boundary in any page of the build', () => {
    const pages = builtPages();
    expect(pages.length).toBeGreaterThan(70);
    const streamed = pages.flatMap(({ route, file }) =>
      streamedBoundaries(fs.readFileSync(file, 'utf8')).map((marker) => `${route}: ${marker}`),
    );
    expect(streamed).toEqual([]);
  });
});
