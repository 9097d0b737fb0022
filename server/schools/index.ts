/** The school finder's data: DUO/RIO import, the snapshot in DATA_DIR and the in-memory search index. */
export {
  loadSchoolIndex,
  parseSchoolSources,
  schoolSourcesFromEnv,
  defaultSchoolSources,
  type SchoolLog,
} from './load';
export { importSchools } from './import';
export { writeSnapshot, readSnapshot, snapshotPath } from './snapshot';
export { SchoolIndex, MAX_RESULTS } from './search-index';
export { SCHOOL_FIELDS, type School, type SchoolSnapshot } from './types';
