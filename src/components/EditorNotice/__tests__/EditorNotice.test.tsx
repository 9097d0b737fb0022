import React from 'react';
import { render, screen } from '@testing-library/react';
import { resetPluginData, setTestPluginData } from '@site/test/support/dom/mocks/docusaurus/useGlobalData';
import EditorNotice from '..';

afterEach(() => resetPluginData());

describe('EditorNotice', () => {
  it('shows nothing on a published page', () => {
    setTestPluginData('translation-status', { outdated: [] });
    const { container } = render(
      <EditorNotice frontMatter={{ title: 'Downloads' }} source="@site/docs/help/downloads.mdx" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('asks search engines not to index an unlisted page', () => {
    render(<EditorNotice frontMatter={{ preview_draft: true }} source="@site/blog/x.mdx" unlisted />);
    // React hoists <meta> into the document's head.
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('marks a draft as Concept, in dev (draft) and in the preview (preview_draft)', () => {
    for (const frontMatter of [{ draft: true }, { preview_draft: true, unlisted: true }]) {
      const { unmount } = render(<EditorNotice frontMatter={frontMatter} source="@site/blog/x.mdx" />);
      expect(screen.getByRole('note')).toHaveTextContent(/^Concept Deze pagina is een concept/);
      unmount();
    }
  });

  it('says which day a scheduled post is published on', () => {
    render(<EditorNotice frontMatter={{ scheduled_for: '2026-11-27' }} source="@site/blog/2026-11-27-x.mdx" />);
    expect(screen.getByRole('note')).toHaveTextContent(/^Gepland voor 27 november 2026 Dit bericht verschijnt/);
  });

  it('tells the editor of an outdated Romanian page what changed and how to mark it, in Dutch', () => {
    setTestPluginData('translation-status', {
      outdated: [
        {
          translation: 'i18n/ro/pages/asistenta/faq.mdx',
          source: 'docs/help/veelgestelde-vragen.mdx',
          changedOn: '2026-11-20',
        },
      ],
    });
    render(<EditorNotice frontMatter={{}} source="@site/i18n/ro/pages/asistenta/faq.mdx" />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'Vertaling verouderd De Nederlandse tekst docs/help/veelgestelde-vragen.mdx is gewijzigd op 20-11-2026, nadat deze pagina is vertaald.',
    );
    expect(note).toHaveTextContent('npm run translations -- --mark i18n/ro/pages/asistenta/faq.mdx');
    expect(note.closest('[lang]')).toHaveAttribute('lang', 'nl');
  });
});
