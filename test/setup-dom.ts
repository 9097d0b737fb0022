import '@testing-library/jest-dom';
import { resetDocusaurusContext } from './mocks/docusaurus/context';

afterEach(() => {
  resetDocusaurusContext();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
