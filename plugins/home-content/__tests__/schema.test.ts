import fs from 'node:fs';
import path from 'node:path';
import { HomeContentError, validateHomeContent } from '../schema';
import type { HomeContent } from '../types';

const FILE = 'content/home/nl.json';

function validContent(): HomeContent {
  return {
    slides: [
      {
        image: '/img/home/a.svg',
        image_alt: 'Een afbeelding',
        title: 'Titel',
        subtitle: 'Ondertitel',
        link_text: 'Lees meer',
        link_url: '/basisonderwijs',
      },
      { image: '/img/home/b.png', image_alt: 'Nog een', title: 'Zonder knop' },
    ],
    highlights: [{ title: 'Tegel', description: 'Uitleg', link: '/onderwijs' }],
    timeline: Array.from({ length: 8 }, (_, index) => ({
      question: `Vraag ${index}?`,
      top: 20,
      left: 5,
      referrals: [{ text: 'Antwoord', link: `/antwoord-${index}` }],
    })),
  };
}

/** The error message for `content`, or a failure when it was accepted. */
function messageFor(content: unknown): string {
  try {
    validateHomeContent(content, FILE);
  } catch (error) {
    expect(error).toBeInstanceOf(HomeContentError);
    return (error as Error).message;
  }
  throw new Error('the content was accepted');
}

describe('validateHomeContent', () => {
  it('accepts valid content and returns it', () => {
    expect(validateHomeContent(validContent(), FILE)).toEqual(validContent());
  });

  it.each(['nl', 'ro'])('accepts the shipped %s content file', (locale) => {
    const file = path.join(__dirname, '../../../content/home', `${locale}.json`);
    const content = validateHomeContent(JSON.parse(fs.readFileSync(file, 'utf8')), file);
    expect(content.timeline).toHaveLength(8);
  });

  it('names the file and the field of a slide without image_alt', () => {
    const content = validContent();
    delete (content.slides[1] as Partial<HomeContent['slides'][number]>).image_alt;
    const message = messageFor(content);
    expect(message).toContain(FILE);
    expect(message).toMatch(/slides\[1\]\.image_alt: is missing/);
  });

  it('rejects an empty slide title', () => {
    const content = validContent();
    content.slides[0].title = '   ';
    expect(messageFor(content)).toMatch(/slides\[0\]\.title: must not be empty/);
  });

  it('requires link_url when link_text is given', () => {
    const content = validContent();
    delete content.slides[0].link_url;
    expect(messageFor(content)).toMatch(/slides\[0\]\.link_url: is required when link_text is given/);
  });

  it('rejects an unknown field, so a typo does not silently drop a value', () => {
    const content = validContent() as unknown as { slides: Record<string, unknown>[] };
    content.slides[0]['image-alt'] = 'typo';
    expect(messageFor(content)).toMatch(/slides\[0\]\.image-alt: unknown field/);
  });

  it('rejects an image outside static/img and a link that is neither a site path nor https', () => {
    const content = validContent();
    content.slides[0].image = 'http://example.com/a.jpg';
    content.highlights[0].link = 'javascript:alert(1)';
    const message = messageFor(content);
    expect(message).toMatch(/slides\[0\]\.image: must be an image path/);
    expect(message).toMatch(/highlights\[0\]\.link: must start with/);
  });

  it('requires exactly 8 timeline questions with percentages and at least one referral', () => {
    const content = validContent();
    content.timeline[3].top = 120;
    content.timeline[4].referrals = [];
    (content.timeline[5] as unknown as { left: string }).left = '10%';
    const message = messageFor(content);
    expect(message).toMatch(/timeline\[3\]\.top: must be 100 or less/);
    expect(message).toMatch(/timeline\[4\]\.referrals: must hold at least one link/);
    expect(message).toMatch(/timeline\[5\]\.left: must be a number/);

    const short = validContent();
    short.timeline.pop();
    expect(messageFor(short)).toMatch(/timeline: must hold exactly 8 questions/);
  });

  it('needs at least one slide and one highlight', () => {
    expect(messageFor({ ...validContent(), slides: [], highlights: [] })).toMatch(
      /slides: must hold at least one slide[\s\S]*highlights: must hold at least one highlight/,
    );
  });
});
