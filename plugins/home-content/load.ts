import fs from 'node:fs';
import path from 'node:path';
import { HomeContentError, validateHomeContent } from './schema';
import { fillSlideRound } from './round';
import type { HomeContent } from './types';

/** Reads, parses and validates one locale's content file; also checks that every slide image exists in static/. */
export function loadHomeContent(siteDir: string, contentDir: string, locale: string): HomeContent {
  const file = path.join(siteDir, contentDir, `${locale}.json`);
  const shown = path.relative(siteDir, file).split(path.sep).join('/');
  if (!fs.existsSync(file)) {
    throw new HomeContentError(shown, [`(file): missing; every locale needs its own home content file`]);
  }
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new HomeContentError(shown, [`(file): not valid JSON (${(error as Error).message})`]);
  }
  const content = validateHomeContent(data, shown);
  const missing = content.slides
    .map((slide, index) => ({ image: slide.image, index }))
    .filter(({ image }) => !fs.existsSync(path.join(siteDir, 'static', image)))
    .map(({ image, index }) => `slides[${index}].image: ${image} is not in static/`);
  if (missing.length > 0) throw new HomeContentError(shown, missing);
  return { ...content, slides: content.slides.map((slide) => fillSlideRound(slide, locale)) };
}
