// The part of nprogress (shipped without types) that the route progress bar uses.
declare module 'nprogress' {
  const nprogress: { configure(options: { showSpinner: boolean }): void; start(): void; done(): void };
  export default nprogress;
}
