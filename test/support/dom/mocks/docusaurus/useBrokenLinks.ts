/** Records what components report to Docusaurus' broken-link checker, so tests can read it. */
export const collected = { links: [] as string[], anchors: [] as string[] };

export default function useBrokenLinks() {
  return {
    collectLink: (link: string) => collected.links.push(link),
    collectAnchor: (anchor: string) => collected.anchors.push(anchor),
  };
}
