/** One slide of the home page's header carousel; the field names editors write in the home content file. */
export type Slide = {
  /** Path under static/, e.g. /img/home/slide-doorstroomtoets.svg. */
  image: string;
  image_alt: string;
  title: string;
  subtitle?: string;
  /** The link button shows only when this is given. */
  link_text?: string;
  link_url?: string;
};
