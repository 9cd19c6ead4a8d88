// The scripts' command-line options, one way for all: node:util's parseArgs with --help (-h).
import { parseArgs } from 'node:util';

/**
 * The options given (parseArgs `options`, with `help` added). --help prints `usage` and exits 0;
 * an unknown option or a missing value prints what was wrong and `usage`, and exits 2.
 */
export function parseOptions(options, usage) {
  let values;
  try {
    ({ values } = parseArgs({ options: { ...options, help: { type: 'boolean', short: 'h', default: false } } }));
  } catch (error) {
    usageError(error.message, usage);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return values;
}

/** What was wrong with the options given, and `usage`; exits 2. */
export function usageError(message, usage) {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}
