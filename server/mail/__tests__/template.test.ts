import { Html, escapeHtml, fill, joinHtml, type Template } from '../template';

const card: Template<'title' | 'body'> = {
  parts: ['<h1 title="', '">', '</h1>', ''],
  slots: ['title', 'title', 'body'],
};

describe('fill', () => {
  it('escapes text in content and attributes alike; Html goes in as it is', () => {
    const html = fill(card, { title: `<b>"Tom" & 'Jerry'</b>`, body: joinHtml(['a<b', 'c'], '<br />') });
    expect(html.markup).toBe(
      '<h1 title="&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;">&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;</h1>a&lt;b<br />c',
    );
  });

  it('puts a slot marker in a value into the mail as text, never as a slot', () => {
    expect(fill(card, { title: '{{body}}', body: Html.EMPTY }).markup).toBe('<h1 title="{{body}}">{{body}}</h1>');
  });

  it('escapes the five characters that can end an attribute or start a tag', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
