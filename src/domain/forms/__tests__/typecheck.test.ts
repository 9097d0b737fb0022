/**
 * The compiler keeps the form definitions complete: the fixture without mail texts is compiled here
 * without its expect-error line, and the one error must be the missing `mail`.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const FIXTURE = path.join(__dirname, 'fixtures', 'definitionWithoutMail.ts');

function errorsOf(source: string): string[] {
  const fileName = FIXTURE.replace(/\.ts$/, '.checked.ts');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (path.resolve(name) === fileName ? source : readFile(name));
  host.fileExists = (
    (exists) => (name: string) =>
      path.resolve(name) === fileName || exists(name)
  )(host.fileExists.bind(host));
  const program = ts.createProgram([fileName], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file && path.resolve(diagnostic.file.fileName) === fileName)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

it('refuses a form definition without mail texts', () => {
  const source = fs.readFileSync(FIXTURE, 'utf8');
  expect(source).toContain('// @ts-expect-error');
  expect(errorsOf(source)).toEqual([]);
  const errors = errorsOf(source.replace(/^\/\/ @ts-expect-error.*$/m, ''));
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/Property 'mail' is missing/);
}, 60_000);
