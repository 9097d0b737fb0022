import '@testing-library/jest-dom';
import { resetDocusaurusContext } from './mocks/docusaurus/context';
import { resetPluginData } from './mocks/docusaurus/useGlobalData';

afterEach(() => {
  resetDocusaurusContext();
  resetPluginData();
  // Build-time plugin tests run in the node environment (`@jest-environment node`): no document there.
  if (typeof document === 'undefined') return;
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
