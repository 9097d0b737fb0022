import fs from 'node:fs';
import path from 'node:path';
import registryLoader from '../registry-loader';
import siteConfigLoader from '../site-config-loader';
import docsVersionLoader from '../docs-version-loader';
import globalDataLoader from '../global-data-loader';
import siteMetadataLoader from '../site-metadata-loader';
import { docsListReadersIn } from '../globalDataCheck';
import themeTranslations from '../theme-translations';

const ROOT = path.join(__dirname, '..', '..', '..');

describe('the browser’s route registry', () => {
  const registry = [
    'export default {',
    '  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],',
    '  "a7456010": [() => import(/* webpackChunkName: "a7456010" */ "@generated/x/__plugin.json"), "@generated/x/__plugin.json", require.resolveWeak("@generated/x/__plugin.json")],',
    '};',
  ].join('\n');

  it('keeps each loader and weak id and drops the module path only the server reads', () => {
    const lean = registryLoader(registry);
    expect(lean).toContain(
      'import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), 0, require.resolveWeak("@theme/DocItem")]',
    );
    expect(lean).not.toMatch(/\), "/);
    expect(lean.split('\n')).toHaveLength(4);
  });

  it('stops the build when the registry changes shape, rather than ship it unchanged', () => {
    expect(() => registryLoader('export default { "x": [load, module] };')).toThrow(/expected shape/);
  });

  it('stops the build when only some entries still have the shape', () => {
    const changed = registry.replace(
      '"@theme/DocItem", require.resolveWeak',
      '{ path: "@theme/DocItem" }, require.resolveWeak',
    );
    expect(() => registryLoader(changed)).toThrow(/1 of 2 entries/);
  });
});

describe('the browser’s site config', () => {
  // The generated config's keys as Docusaurus 3.10 writes them for this site.
  const buildOnly = {
    ssrTemplate: '<html>',
    plugins: [['a', {}]],
    presets: [],
    themes: [],
    markdown: { format: 'mdx' },
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'warn',
    onDuplicateRoutes: 'warn',
    staticDirectories: ['static'],
    scripts: [],
    headTags: [],
    stylesheets: [],
    clientModules: [],
  };
  const config = {
    title: 'AMN',
    themeConfig: { x: 1 },
    ...buildOnly,
    future: {
      v4: { useCssCascadeLayers: true },
      faster: { rspackBundler: true },
      experimental_vcs: {},
      experimental_router: 'browser',
    },
  };
  const generated = (value: object) => `/* generated */\nexport default ${JSON.stringify(value, null, 2)};\n`;

  it('leaves out what only the build uses and keeps the rest as it was', () => {
    const lean = siteConfigLoader(generated(config));
    expect(JSON.parse(lean.replace(/^export default /, '').replace(/;\s*$/, ''))).toEqual({
      title: 'AMN',
      themeConfig: { x: 1 },
      future: { experimental_router: 'browser' },
    });
  });

  it('stops the build when a key it leaves out is gone (renamed by Docusaurus, the new name would ship)', () => {
    const { markdown: _markdown, ...renamed } = config;
    expect(() => siteConfigLoader(generated({ ...renamed, markdownOptions: {} }))).toThrow(
      /markdown is gone, markdownOptions is new/,
    );
    const { v4: _v4, ...future } = config.future;
    expect(() => siteConfigLoader(generated({ ...config, future }))).toThrow(/future\.v4 is gone/);
  });

  it('stops the build on a key neither kept nor left out, in the config and in `future`', () => {
    expect(() => siteConfigLoader(generated({ ...config, organizationName: 'amn' }))).toThrow(
      /organizationName is new/,
    );
    expect(() => siteConfigLoader(generated({ ...config, future: { ...config.future, v5: {} } }))).toThrow(
      /future\.v5 is new/,
    );
  });

  it('is safe: the browser code of Docusaurus reads of `future` the router alone', () => {
    const clientDir = path.join(ROOT, 'node_modules', '@docusaurus', 'core', 'lib', 'client');
    const reads = new Set<string>();
    const visit = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) visit(file);
        else if (file.endsWith('.js'))
          for (const [read] of fs.readFileSync(file, 'utf8').matchAll(/future\.\w+/g)) reads.add(read);
      }
    };
    visit(clientDir);
    expect([...reads]).toEqual(['future.experimental_router']);
  });
});

describe('the browser’s site metadata', () => {
  const metadata = { docusaurusVersion: '3.10.2', siteVersion: '0.1.0', pluginVersions: { a: { type: 'project' } } };

  it('keeps the Docusaurus version and leaves the plugin list empty', () => {
    expect(JSON.parse(siteMetadataLoader(JSON.stringify(metadata)))).toEqual({
      docusaurusVersion: '3.10.2',
      siteVersion: '0.1.0',
      pluginVersions: {},
    });
  });

  it('stops the build when the metadata gains or loses a key', () => {
    expect(() => siteMetadataLoader(JSON.stringify({ ...metadata, nodeVersion: '24' }))).toThrow(/nodeVersion/);
    const { siteVersion: _siteVersion, ...without } = metadata;
    expect(() => siteMetadataLoader(JSON.stringify(without))).toThrow(/site metadata changed/);
  });
});

describe('the browser’s global data', () => {
  const docsVersion = {
    name: 'current',
    isLast: true,
    path: '/',
    mainDocId: 'onderwijs/index',
    docs: [{ id: 'help/index', path: '/help/', sidebar: 'help' }],
    draftIds: ['concept'],
    sidebars: { help: { link: { path: '/help/', label: 'help/index' } } },
  };

  it('keeps each docs version without its lists of docs and sidebars, and other plugins’ data as it was', () => {
    const data = {
      'docusaurus-plugin-content-docs': { default: { path: '/', versions: [docsVersion], breadcrumbs: true } },
      'long-dates': { default: { locale: 'nl' } },
    };
    expect(JSON.parse(globalDataLoader(JSON.stringify(data)))).toEqual({
      'docusaurus-plugin-content-docs': {
        default: { path: '/', versions: [{ ...docsVersion, docs: [], draftIds: [], sidebars: {} }], breadcrumbs: true },
      },
      'long-dates': { default: { locale: 'nl' } },
    });
    expect(JSON.parse(globalDataLoader('{"long-dates":{}}'))).toEqual({ 'long-dates': {} });
  });

  it('stops the build when a docs version no longer has those lists, rather than ship them', () => {
    const { sidebars: _sidebars, ...renamed } = docsVersion;
    const data = (versions: object) => JSON.stringify({ 'docusaurus-plugin-content-docs': { default: { versions } } });
    expect(() => globalDataLoader(data([{ ...renamed, sidebarList: {} }]))).toThrow(/global data changed/);
    expect(() => globalDataLoader(JSON.stringify({ 'docusaurus-plugin-content-docs': { default: {} } }))).toThrow(
      /global data changed/,
    );
  });

  it('knows the code that reads those lists by strings the docs plugin still holds', () => {
    const client = ['docsUtils.js', 'docsClientUtils.js']
      .map((file) =>
        fs.readFileSync(path.join(ROOT, 'node_modules/@docusaurus/plugin-content-docs/lib/client', file), 'utf8'),
      )
      .join('\n');
    expect(docsListReadersIn(client)).toEqual(globalDataLoader.DOCS_LIST_READERS);
    expect(docsListReadersIn('function useDocsSidebar(){return useContext(Sidebar)}')).toEqual([]);
  });
});

describe('the browser’s docs version data', () => {
  it('lists every doc without its description, and leaves other data alone', () => {
    const version = {
      version: {
        pluginId: 'default',
        docsSidebars: { main: [{ type: 'link', label: 'Help', href: '/help' }] },
        docs: { help: { id: 'help', title: 'Help', description: 'Lange tekst', sidebar: 'main' } },
      },
    };
    expect(JSON.parse(docsVersionLoader(JSON.stringify(version)))).toEqual({
      version: { ...version.version, docs: { help: { id: 'help', title: 'Help', sidebar: 'main' } } },
    });
    expect(docsVersionLoader('{"tags":[]}')).toBe('{"tags":[]}');
    expect(docsVersionLoader('{"tag":{"label":"x"}}')).toBe('{"tag":{"label":"x"}}');
  });

  it('stops the build when the version data changes shape, rather than ship the descriptions', () => {
    const doc = { id: 'help', title: 'Help', description: 'Lange tekst' };
    const withDocs = (docs: object) => JSON.stringify({ version: { pluginId: 'default', docs } });
    expect(() => docsVersionLoader(withDocs({}))).toThrow(/without version\.docs/);
    expect(() =>
      docsVersionLoader(JSON.stringify({ version: { pluginId: 'default', documents: { help: doc } } })),
    ).toThrow(/without version\.docs/);
    expect(() => docsVersionLoader(withDocs({ help: doc, faq: { id: 'faq', summary: 'Kort' } }))).toThrow(
      /a doc without a description/,
    );
    expect(() => docsVersionLoader(JSON.stringify({ versionMetadata: { docs: { help: doc } } }))).toThrow(
      /the keys versionMetadata/,
    );
  });

  it('is safe: no page or component of the site renders the theme’s doc cards, which read the descriptions', () => {
    const users: string[] = [];
    const visit = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== '__tests__') visit(file);
        } else if (/\.(tsx?|mdx?)$|^_category_\.json$/.test(entry.name)) {
          if (/DocCard|useDocById|generated-index/.test(fs.readFileSync(file, 'utf8')))
            users.push(path.relative(ROOT, file));
        }
      }
    };
    for (const dir of ['src', 'docs', 'i18n']) visit(path.join(ROOT, dir));
    if (/generated-index/.test(fs.readFileSync(path.join(ROOT, 'sidebars.ts'), 'utf8'))) users.push('sidebars.ts');
    expect(users).toEqual([]);
  });
});

describe('the browser’s code translations', () => {
  const listed: string[] = JSON.parse(fs.readFileSync(themeTranslations.IDS_FILE, 'utf8'));

  it('keep the site’s own strings and the listed theme strings, and drop the other theme strings', () => {
    const messages = {
      'home.title': 'Home',
      [listed[0]]: 'vertaald',
      'theme.TOCCollapsible.toggleButtonLabel': 'Op deze pagina',
    };
    expect(JSON.parse(themeTranslations.call({}, JSON.stringify(messages)))).toEqual({
      'home.title': 'Home',
      [listed[0]]: 'vertaald',
    });
  });

  it('find the theme strings a script uses, not the keys of the translations it carries', () => {
    const code =
      'a({id:"theme.NotFound.title",message:"x"});b(c,{id:\'theme.admonition.tip\'});' +
      'JSON.parse(\'{"theme.CodeBlock.copy":"Kopieer","theme.common.skipToMainContent" : "Naar inhoud"}\')';
    expect([...themeTranslations.usedThemeIds(code)].sort()).toEqual(['theme.NotFound.title', 'theme.admonition.tip']);
  });

  it('name the used theme strings the list lacks', () => {
    expect(themeTranslations.unlistedIds(new Set([listed[0], 'theme.TOCCollapsible.toggleButtonLabel']))).toEqual([
      'theme.TOCCollapsible.toggleButtonLabel',
    ]);
  });
});
