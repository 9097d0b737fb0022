import ResultsPage from '@site/src/components/SiteSearch/ResultsPage';

/** /ro/cautare?q=…: the Romanian site's search results (the Dutch site's /zoeken). */
export default ResultsPage;
