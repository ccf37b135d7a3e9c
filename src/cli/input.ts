// Reading the human's answers one line at a time. Lines typed ahead are queued, and the end of input (Ctrl-D, a
// closed pipe) or Ctrl-C answers null instead of leaving a promise that never settles.
import { createInterface, type Interface } from 'node:readline';

export interface LineReader {
  /** The next line, or null when there is no more input. */
  read(prompt: string): Promise<string | null>;
  close(): void;
  /** Whether the input ended because of Ctrl-C rather than end of file. */
  readonly interrupted: boolean;
}

export function terminalReader(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): LineReader {
  const rl: Interface = createInterface({ input, output, terminal: 'isTTY' in input && input.isTTY === true });
  const lines: string[] = [];
  let waiting: ((line: string | null) => void) | null = null;
  let closed = false;
  let interrupted = false;
  rl.on('line', (line) => {
    if (waiting) {
      const w = waiting;
      waiting = null;
      w(line);
    } else lines.push(line);
  });
  rl.on('close', () => {
    closed = true;
    waiting?.(null);
    waiting = null;
  });
  // Without a listener, readline only pauses on Ctrl-C; a player pressing it wants out.
  rl.on('SIGINT', () => {
    interrupted = true;
    rl.close();
  });
  return {
    read(prompt: string): Promise<string | null> {
      const queued = lines.shift();
      if (queued !== undefined) return Promise.resolve(queued);
      if (closed) return Promise.resolve(null);
      rl.setPrompt(prompt);
      rl.prompt();
      return new Promise((resolve) => {
        waiting = resolve;
      });
    },
    close: () => rl.close(),
    get interrupted() {
      return interrupted;
    },
  };
}
