import type { Plugin } from '@docusaurus/types';

/** The variable `npm run dev` sets to the API server it started beside the dev server. */
export const DEV_API_URL_VARIABLE = 'AMN_DEV_API_URL';

/** The part of the dev server's configuration that sends `/api` to the API server. */
export function devApiProxy(target: string) {
  return {
    devServer: {
      // The browser's Origin and Host stay as they are: the API checks them against PUBLIC_URL, the dev origin.
      proxy: [{ context: ['/api'], target, changeOrigin: false, ws: false }],
    },
  };
}

/**
 * In editing mode (`npm run dev`) the forms and the school finder need the API: Docusaurus's dev
 * server passes `/api` on to the API server `npm run dev` starts on a port of its own. A production
 * build leaves the variable unset and gets nothing from this plugin.
 */
export default function devApiProxyPlugin(): Plugin {
  const target = process.env[DEV_API_URL_VARIABLE];
  return {
    name: 'dev-api-proxy',
    configureWebpack(_config, isServer) {
      return target && !isServer ? devApiProxy(target) : {};
    },
  };
}
