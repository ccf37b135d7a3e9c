// Errors that end a command with a message on stderr and a chosen exit code, instead of a stack trace.
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

/** Exit codes: 1 for a failure while running (an engine or player bug), 2 for bad input (deck, option). */
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;
