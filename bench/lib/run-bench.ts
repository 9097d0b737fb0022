/**
 * Runs a bench's `main` when its file is started as a script (not when a test imports it) and
 * exits with the code it returns, or 1 after printing what it threw.
 */
export function runBench(module: NodeModule, main: () => Promise<number>): void {
  if (require.main !== module) return;
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
