import path from 'node:path';

/** The repository's root folder. */
export const ROOT = path.resolve(__dirname, '../..');
