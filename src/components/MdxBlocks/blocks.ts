/** Where a content block comes from: its module, and its export when that is not the default. */
export type BlockSource = { module: string; name?: string };

const component = (dir: string, name?: string): BlockSource => ({ module: `@site/src/components/${dir}`, name });

/**
 * Every content block editors use in MDX without importing it. The build imports into each MDX
 * page the blocks it uses (plugins/remark-block-imports), so a page ships only its own blocks;
 * the MDX provider (src/theme/MDXComponents.tsx) names the same blocks, loaded on demand.
 */
export const MDX_BLOCKS: Record<string, BlockSource> = {
  AnchorPoint: component('AnchorPoint'),
  Avatar: component('Avatar'),
  Breadcrumbs: component('Breadcrumbs'),
  BusinessCard: component('BusinessCard'),
  CallToAction: component('CallToAction'),
  Column: component('TwoColumn', 'Column'),
  ContentCard: component('ContentCard'),
  Downloads: component('Downloads'),
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
  ProductChangesUntil: component('RoundFacts', 'ProductChangesUntil'),
  ProductName: component('RoundFacts', 'ProductName'),
  ProductPeriod: component('RoundFacts', 'ProductPeriod'),
  ProductPrice: component('RoundFacts', 'ProductPrice'),
  Quote: component('Quote'),
  RegistrationPath: component('RegistrationPath'),
  RoundAnnouncement: component('RoundAnnouncement'),
  RoundFormLink: component('RoundFacts', 'RoundFormLink'),
  RoundYear: component('RoundFacts', 'RoundYear'),
  SmallCards: component('SmallCards'),
  SubNavigation: component('SubNavigation'),
  TrainingSessions: component('TrainingSessions'),
  TwoColumn: component('TwoColumn'),
  VideoLink: component('VideoLink'),
  WhenRegistration: component('WhenRegistration'),
};

/**
 * The blocks that change nothing once shown, or nothing until a round's date: the build imports
 * them into pages as islands of build-time HTML (src/components/BuildIsland), so the page the
 * server sends keeps their HTML and loads none of their code.
 */
export const ISLAND_BLOCKS: Record<string, BlockSource> = {
  ContentCard: component('ContentCard/island'),
  Downloads: component('Downloads/island'),
  Fact: component('Fact/island'),
  ProductChangesUntil: component('RoundFacts/islands', 'ProductChangesUntil'),
  ProductName: component('RoundFacts/islands', 'ProductName'),
  ProductPeriod: component('RoundFacts/islands', 'ProductPeriod'),
  ProductPrice: component('RoundFacts/islands', 'ProductPrice'),
  RegistrationPath: component('RegistrationPath/island'),
  RoundAnnouncement: component('RoundAnnouncement/island'),
  RoundFormLink: component('RoundFacts/islands', 'RoundFormLink'),
  RoundYear: component('RoundFacts/islands', 'RoundYear'),
  WhenRegistration: component('WhenRegistration/island'),
};

/** What the build imports into MDX pages: every block, static ones as islands. */
export const PAGE_BLOCKS: Record<string, BlockSource> = { ...MDX_BLOCKS, ...ISLAND_BLOCKS };
