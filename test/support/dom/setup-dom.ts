import '@testing-library/jest-dom';
import { resetDocusaurusContext } from './mocks/docusaurus/context';
import { resetPluginData } from './mocks/docusaurus/useGlobalData';
import { forgetServerTime } from '../../../src/components/forms/FormShell/serverClock';

afterEach(() => {
  resetDocusaurusContext();
  resetPluginData();
  // Build-time plugin tests run in the node environment (`@jest-environment node`): no document there.
  if (typeof document === 'undefined') return;
  // Each test is a page load of its own: the server's time is asked again.
  forgetServerTime();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
