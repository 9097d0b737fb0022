import { excerptParts } from '../excerpt';

describe('excerptParts', () => {
  it('splits the excerpt into plain and marked runs', () => {
    expect(excerptParts('De <mark>Doorstroomtoets</mark> in groep 8 en <mark>toetsen</mark>.')).toEqual([
      { text: 'De ', marked: false },
      { text: 'Doorstroomtoets', marked: true },
      { text: ' in groep 8 en ', marked: false },
      { text: 'toetsen', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('decodes the entities of the escaped page text, and leaves markup as text', () => {
    expect(excerptParts('PO &amp; VO &lt;script&gt; &#39;x&#39; &#x263A; &onbekend;')).toEqual([
      { text: "PO & VO <script> 'x' ☺ &onbekend;", marked: false },
    ]);
  });

  it('gives nothing for an empty excerpt', () => {
    expect(excerptParts('')).toEqual([]);
  });
});
