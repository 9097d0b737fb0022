/** Where a content block comes from: its module, and its export when that is not the default. */
export type BlockSource = { module: string; name?: string };

const component = (dir: string, name?: string): BlockSource => ({ module: `@site/src/components/${dir}`, name });

/**
 * Every content block editors use in MDX without importing it. The build imports into each MDX
 * page the blocks it uses (plugins/remark-block-imports), so a page ships only its own blocks;
 * the MDX provider (src/theme/MDXComponents.tsx) names the same blocks, loaded on demand. Blocks
 * that change nothing once shown, or nothing until a round's date, come as islands of build-time
 * HTML (src/components/BuildIsland): the page sent by the server does not load their code.
 */
export const MDX_BLOCKS: Record<string, BlockSource> = {
  AnchorPoint: component('AnchorPoint'),
  Avatar: component('Avatar'),
  Breadcrumbs: component('Breadcrumbs'),
  BusinessCard: component('BusinessCard'),
  CallToAction: component('CallToAction'),
  Column: component('TwoColumn', 'Column'),
  ContentCard: component('ContentCard'),
  Downloads: component('Downloads/island'),
  Fact: component('Fact'),
  Faq: component('Faq'),
  FaqItem: component('Faq', 'FaqItem'),
  IconTile: component('IconTile'),
  IconTiles: component('IconTile', 'IconTiles'),
  Image: component('Image'),
  ImageText: component('ImageText'),
  Intro: component('Intro'),
  Logo: component('Logo'),
  NewsCard: component('NewsCard'),
  PageHeader: component('PageHeader'),
  ProductChangesUntil: component('RoundFacts/islands', 'ProductChangesUntil'),
  ProductName: component('RoundFacts/islands', 'ProductName'),
  ProductPeriod: component('RoundFacts/islands', 'ProductPeriod'),
  ProductPrice: component('RoundFacts/islands', 'ProductPrice'),
  Quote: component('Quote'),
  RegistrationPath: component('RegistrationPath/island'),
  RoundAnnouncement: component('RoundAnnouncement/island'),
  RoundFormLink: component('RoundFacts/islands', 'RoundFormLink'),
  RoundYear: component('RoundFacts/islands', 'RoundYear'),
  SmallCards: component('SmallCards'),
  SubNavigation: component('SubNavigation'),
  TrainingSessions: component('TrainingSessions'),
  TwoColumn: component('TwoColumn'),
  VideoLink: component('VideoLink'),
};
