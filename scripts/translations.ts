/**
 * `npm run translations`: which Dutch texts have a Romanian version and whether it still follows its
 * source (ontbreekt, verouderd, actueel), with totals; always exits 0, it is a report.
 * `npm run translations -- --mark FILE [--from SOURCE]`: records that the Romanian FILE now
 * translates the current version of its source. `--json`: the report as the build writes it.
 */
import path from 'node:path';
import { REQUIRED_TRANSLATIONS } from '../src/data/translations';
import { MarkError, markTranslation } from '../plugins/translation-status/mark';
import { reportText, translationStatus } from '../plugins/translation-status/status';

const ROOT = path.resolve(__dirname, '..');

function valueOf(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
}

async function main(args: readonly string[]): Promise<number> {
  if (args.includes('--mark')) {
    const file = valueOf(args, '--mark');
    if (!file || file.startsWith('--')) {
      console.error('Noem het Roemeense bestand: npm run translations -- --mark i18n/ro/pages/…');
      return 1;
    }
    try {
      console.log(await markTranslation(ROOT, file, REQUIRED_TRANSLATIONS, valueOf(args, '--from')));
      return 0;
    } catch (error) {
      if (error instanceof MarkError) {
        console.error(error.message);
        return 1;
      }
      throw error;
    }
  }
  const report = await translationStatus({ root: ROOT, required: REQUIRED_TRANSLATIONS });
  console.log(args.includes('--json') ? JSON.stringify(report, null, 2) : reportText(report));
  return 0;
}

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
