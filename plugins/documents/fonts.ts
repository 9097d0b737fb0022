import { createRequire } from 'node:module';
import path from 'node:path';

/** The TrueType fonts embedded in every PDF: DejaVu Sans covers Dutch and Romanian (ă, ș, ț) alike. */
export type DocumentFonts = { regular: string; bold: string; italic: string; boldItalic: string };

/** The font files, resolved from the site's own node_modules. */
export function documentFonts(siteDir: string): DocumentFonts {
  const resolve = createRequire(path.join(siteDir, 'package.json')).resolve;
  const file = (name: string) => resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);
  return {
    regular: file('DejaVuSans'),
    bold: file('DejaVuSans-Bold'),
    italic: file('DejaVuSans-Oblique'),
    boldItalic: file('DejaVuSans-BoldOblique'),
  };
}
