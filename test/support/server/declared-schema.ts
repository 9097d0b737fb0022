import path from 'node:path';
import ts from 'typescript';

/** A column as `server/storage/schema.ts` declares it to Kysely. */
export type DeclaredColumn = {
  /** `string`, `number`, or both (PostgreSQL hands a bigint over as a string). */
  kinds: ('string' | 'number')[];
  nullable: boolean;
  /** `Generated<…>`: the database fills it when an insert leaves it out. */
  generated: boolean;
};

const SCHEMA_FILE = path.resolve(__dirname, '../../../server/storage/schema.ts');

/**
 * Reads the Kysely types of the store with the TypeScript compiler: every table of `Database`
 * with its columns, whether each may be null, is generated, and holds text or numbers.
 */
export function declaredSchema(): Map<string, Map<string, DeclaredColumn>> {
  const program = ts.createProgram([SCHEMA_FILE], { strict: true, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SCHEMA_FILE);
  if (!source) throw new Error(`${SCHEMA_FILE} cannot be read`);
  const database = source.statements.find(
    (statement): statement is ts.TypeAliasDeclaration =>
      ts.isTypeAliasDeclaration(statement) && statement.name.text === 'Database',
  );
  if (!database) throw new Error('schema.ts declares no Database type');
  const tables = new Map<string, Map<string, DeclaredColumn>>();
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    const columns = new Map<string, DeclaredColumn>();
    for (const column of checker.getTypeOfSymbolAtLocation(table, database).getProperties()) {
      const declaration = column.valueDeclaration;
      if (!declaration || !ts.isPropertySignature(declaration) || !declaration.type) {
        throw new Error(`${table.name}.${column.name} has no declared type`);
      }
      columns.set(column.name, describe(checker, declaration.type));
    }
    tables.set(table.name, columns);
  }
  return tables;
}

function describe(checker: ts.TypeChecker, node: ts.TypeNode): DeclaredColumn {
  const generated = ts.isTypeReferenceNode(node) && node.typeName.getText() === 'Generated';
  const valueNode = generated && ts.isTypeReferenceNode(node) && node.typeArguments?.[0] ? node.typeArguments[0] : node;
  const type = checker.getTypeFromTypeNode(valueNode);
  const parts = type.isUnion() ? type.types : [type];
  const kinds = new Set<'string' | 'number'>();
  let nullable = false;
  for (const part of parts) {
    if (part.flags & ts.TypeFlags.Null) nullable = true;
    else if (part.flags & ts.TypeFlags.NumberLike) kinds.add('number');
    else if (part.flags & ts.TypeFlags.StringLike) kinds.add('string');
    else throw new Error(`${node.getText()}: a column holds text or numbers`);
  }
  return { kinds: [...kinds].sort(), nullable, generated };
}
