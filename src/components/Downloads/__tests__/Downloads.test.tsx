import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderAt } from '@site/test/support/dom/render';
import Downloads from '..';
import { fileKind } from '../fileType';

describe('fileKind', () => {
  it('takes the given type, as an extension or a kind', () => {
    expect(fileKind('https://example.org/download?id=3', 'pdf')).toBe('pdf');
    expect(fileKind('/x', '.DOCX')).toBe('word');
    expect(fileKind('/x', 'excel')).toBe('excel');
  });

  it("falls back to the address's extension, then to a plain file", () => {
    expect(fileKind('/documenten/handleiding.pptx')).toBe('powerpoint');
    expect(fileKind('/documenten/pakket.zip?v=2')).toBe('archive');
    expect(fileKind('/documenten/onbekend.xyz')).toBe('file');
    expect(fileKind('https://example.org/bestand')).toBe('file');
  });
});

describe('Downloads', () => {
  it('lists title, description and links, each with an icon and the name of its file type', () => {
    renderAt(
      <Downloads
        title="Documenten"
        description="Om te bewaren."
        links={[
          { title: 'Certificaat', type: 'pdf', url: '/documenten/kwaliteitsverklaring.pdf' },
          { title: 'Technische eisen', url: 'https://www.amn.nl/documenten/technische-eisen.docx' },
        ]}
      />,
      { locale: 'ro' },
    );
    expect(screen.getByRole('heading', { name: 'Documenten' })).toBeInTheDocument();
    expect(screen.getByText('Om te bewaren.')).toBeInTheDocument();
    const [pdf, word] = screen.getAllByRole('listitem');
    const pdfLink = within(pdf).getByRole('link', { name: 'Certificaat (PDF)' });
    expect(pdfLink).toHaveAttribute('href', '/ro/documenten/kwaliteitsverklaring.pdf');
    expect(pdfLink).toHaveAttribute('download');
    expect(pdf.querySelector('svg')).toHaveAttribute('data-kind', 'pdf');
    const wordLink = within(word).getByRole('link', { name: 'Technische eisen (Word)' });
    expect(wordLink).toHaveAttribute('href', 'https://www.amn.nl/documenten/technische-eisen.docx');
    expect(wordLink).not.toHaveAttribute('download');
    expect(word.querySelector('svg')).toHaveAttribute('data-kind', 'word');
  });
});
