/**
 * The web platform's globals that browsers and Node both have, as far as the domain uses them: its
 * project has neither the DOM's types nor Node's, so a global of only one side does not compile.
 */
declare class URLSearchParams {
  constructor(init?: Record<string, string>);
  toString(): string;
}
