/**
 * The HTML page Docusaurus renders every route into (its `ssrTemplate` option, an Eta template).
 * One change from the default: the page is painted before its scripts run.
 *
 * By default the entry scripts are `<script defer>` tags in the head. When they are ready early (a
 * cached repeat visit, a fast connection) the browser runs them, half a second of main-thread work
 * on a mid-range phone, before it first paints the page it already has. Here they are preloaded
 * in the head, so they download as early as before, and a small inline script at the end of the
 * body adds them (in order) once the first frame is painted; at once in a hidden tab, which
 * paints no frames. The inline script's hash is in the server's CSP like every other one.
 */
const loader = `(function (scripts) {
  function start() {
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.appendChild(script);
    });
  }
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})(<%~ JSON.stringify(it.scripts.map(function (script) { return it.baseUrl + script; })) %>);`;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${loader}</script>
  </body>
</html>
`;
