/**
 * What React's streaming server renderer writes for a Suspense boundary it sends apart from the
 * page: an empty `<template id="B:…">` where the content belongs, and the content in a
 * `<div hidden id="S:…">` after the rest of the page, moved in place by an inline script. Quoted as
 * React writes it, or unquoted after the build's HTML minifier.
 */
const STREAMED_BOUNDARY = /<template id="?B:[^>]*>|<div hidden id="?S:[^>]*>/g;

/** The streamed boundaries' markers in a page's HTML (none in a page whose content is in place). */
export const streamedBoundaries = (html: string): string[] => html.match(STREAMED_BOUNDARY) ?? [];
