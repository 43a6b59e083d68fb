/**
 * The part of npm-run-all2's Node API that scripts/test.mjs uses (the package ships no types).
 * `runAll` runs npm scripts by name (`name -- args` passes arguments on); it resolves one result per
 * script in the order given, or rejects with an error whose `results` hold them when one fails.
 */
declare module 'npm-run-all2' {
  interface RunAllOptions {
    parallel?: boolean;
    /** Print each script's output whole when it ends (needs `parallel`). */
    aggregateOutput?: boolean;
    printName?: boolean;
    stdout?: NodeJS.WritableStream | null;
    stderr?: NodeJS.WritableStream | null;
  }
  interface RunAllResult {
    name: string;
    /** Exit code; undefined for a script that did not finish. */
    code: number | undefined;
  }
  export default function runAll(patterns: string | string[], options?: RunAllOptions): Promise<RunAllResult[]>;
}
