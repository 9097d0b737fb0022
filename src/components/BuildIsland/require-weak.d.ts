// webpack's and Rspack's `require.resolveWeak`: a module's id without bundling the module.
declare namespace NodeJS {
  interface Require {
    resolveWeak(path: string): string | number;
  }
}
