/**
 * What every module of internals/ exports besides the internal itself: `guard(probe)`, the check that the installed
 * packages still have the internal with the shape the module knows. It reads node_modules through a `Probe` and needs
 * no build; internals/guards.test.ts runs every guard after an upgrade.
 *
 * Pure types: modules that the browser bundle imports take the probe as an argument instead of reading files.
 */

export type Probe = {
  /**
   * Problems when the installed version of `pkg` is not the one the code was written for: `expected` is a version
   * (`5.2.0`, exactly that one) or a release line (`3.10`, any `3.10.x`). `pkg` may be `parent>child` for a copy
   * that `parent` resolves (a nested node_modules).
   */
  version(pkg: string, expected: string): string[];
  /** Problems when `file` (a path inside the package) is missing or its text lacks one of `markers`. */
  file(pkg: string, file: string, markers?: readonly (string | RegExp)[]): string[];
  /** The text of a file inside an installed package; undefined when the package or the file is missing. */
  read(pkg: string, file: string): string | undefined;
};

/** A module's check: one sentence per problem (what is missing and where), none when the internal is as known. */
export type Guard = (probe: Probe) => string[];
