/** How many times the PostgreSQL concurrency tier repeats each property (a race may show rarely). */
export const ROUNDS = 20;

/**
 * Runs `round` `times` times one after the other (1-based round numbers). A failure stops the run and
 * names its round in the error message, so a rare race is reported with where it happened.
 */
export async function inRounds(round: (n: number) => Promise<void>, times = ROUNDS): Promise<void> {
  for (let n = 1; n <= times; n++) {
    try {
      await round(n);
    } catch (error) {
      if (error instanceof Error) error.message = `round ${n} of ${times}: ${error.message}`;
      throw error;
    }
  }
}
