/** A link under a timeline question, to the page that answers it. */
export type Referral = { text: string; link: string };

/** One question popup of the home page's timeline; the field names editors write in the home content file. */
export type TimelineQuestion = {
  question: string;
  /** Position of the popup over its scene, in percent of the scene's height and width. */
  top: number;
  left: number;
  referrals: Referral[];
};
