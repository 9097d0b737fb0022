import ResultsPage from '@site/src/components/SiteSearch/ResultsPage';

/** /zoeken?q=… (and /ro/zoeken?q=…): the site search's results page, shareable as a link. */
export default ResultsPage;
