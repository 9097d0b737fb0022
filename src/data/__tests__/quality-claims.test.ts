import fs from 'node:fs';
import path from 'node:path';

/**
 * The ISO 9001 claims are AMN's own statement about its quality system: no text names a certifying
 * body or a certificate number we cannot show, and the texts that claim the certificate say it is
 * available on request from the helpdesk.
 */
const SITE = path.resolve(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(SITE, file), 'utf8').replace(/\s+/g, ' ');
const CLAIMS = [
  'docs/over-amn/index.mdx',
  'blog/2026-11-10-opnieuw-iso-9001-gecertificeerd.mdx',
  'src/pages/algemene-voorwaarden.mdx',
  'documents/documenten/kwaliteitsverklaring.md',
];
// Certifying bodies active in the Netherlands, and the ways a certificate number is written.
const INVENTED = /\b(DNV|Kiwa|TÜV|Bureau Veritas|Lloyd's|LRQA|DEKRA|SGS|BSI|Intertek)\b|certificaatnummer|certificaatnr|\bnr\.\s*\d/i;

describe('ISO 9001 claims', () => {
  it.each(CLAIMS)('%s names no certifying body or number, and sends a reader for the certificate to the helpdesk', (file) => {
    const text = read(file);
    expect(text).toMatch(/ISO 9001/);
    expect(text).not.toMatch(INVENTED);
    expect(text).toMatch(/helpdesk/i);
  });

  it('the Romanian statement names no body or number either, and sends for the certificate to the branch', () => {
    const text = read('documents/documente/declaratie-de-calitate.md');
    expect(text).toMatch(/ISO 9001/);
    expect(text).not.toMatch(INVENTED);
    expect(text).toContain('Ea nu este un certificat');
    expect(text).toMatch(/vă trimitem la cerere o copie: scrieți-ne la \{\{ro\.email\}\}/);
  });

  it('the statement says it is AMN’s own, not the certificate', () => {
    expect(read('documents/documenten/kwaliteitsverklaring.md')).toContain('Deze verklaring is zelf geen certificaat');
  });
});
