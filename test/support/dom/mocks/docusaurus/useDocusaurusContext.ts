import { getDocusaurusContext } from './context';

export default function useDocusaurusContext() {
  return getDocusaurusContext();
}
