import path from 'node:path';
import { importSchools, schoolSourcesFromEnv, writeSnapshot } from '../server/schools';
import { resolveSourceFiles } from '../server/schools/load';
import { systemNow } from '../server/clock';

const USAGE = `Usage: npm run schools:import -- [FILE|FOLDER …]

Imports DUO school locations (the BO/SO/VO CSVs, the edugis GeoJSON zip) and, when given, a RIO
export (onderwijslocaties, relaties_* and onderwijsaanbieders/-besturen CSVs) into DATA_DIR/schools.json.
Without arguments it reads SCHOOLS_FILE, else the data shipped in server/schools/data/.
Given only RIO files, the DUO files are taken from those defaults. Restart the server afterwards.`;

async function main(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  // npm runs scripts in the project root; INIT_CWD is where the user typed the command.
  const cwd = process.env.INIT_CWD || process.cwd();
  const sources = args.length > 0 ? args.map((arg) => path.resolve(cwd, arg)) : schoolSourcesFromEnv();
  const { files, problems, looked } = await resolveSourceFiles(sources);
  for (const problem of problems) console.warn(`Warning: ${problem}.`);
  if (files.length === 0) {
    console.error(`No school data found (looked in: ${looked.join(', ')}).\n\n${USAGE}`);
    return 1;
  }
  const { snapshot, problems: fileProblems } = await importSchools(files, new Date(systemNow()));
  for (const problem of fileProblems) console.warn(`Warning: ${problem}.`);
  for (const source of snapshot.sources) {
    const skipped = source.skipped > 0 ? `, ${source.skipped} skipped` : '';
    console.log(`  ${source.file}: ${source.kind}, ${source.rows} rows${skipped}`);
  }
  if (snapshot.schools.length === 0) {
    console.error('No schools found in these files: nothing written.');
    return 1;
  }
  // DATA_DIR as server/config.ts reads it.
  const dataDir = path.resolve(process.env.DATA_DIR || 'data');
  const target = await writeSnapshot(dataDir, snapshot);
  const withRio = snapshot.schools.filter((school) => school.onderwijslocatiecode !== null).length;
  console.log(`${snapshot.schools.length} schools (${withRio} with RIO ids) written to ${target}.`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
