import { jobLog, type ServerLog } from '../log';

/**
 * Background jobs of one engine, run one after another in this process (settlement, sweeps), so a match is
 * never settled by two jobs at once. A failed job is logged and kept in `errors`; the queue goes on.
 */
export class SerialJobs {
  private queue: Promise<unknown> = Promise.resolve();
  /** Failures of background jobs, kept for the log and for tests to assert on. */
  readonly errors: unknown[] = [];

  /** The job's log: every line names the job (`label`). */
  protected readonly log: ServerLog;

  constructor(label: string, log: ServerLog) {
    this.log = jobLog(log, label);
  }

  enqueue<T>(job: () => Promise<T>): Promise<T> {
    const run = this.queue.then(job);
    this.queue = run.catch((error: unknown) => {
      this.errors.push(error);
      this.log.error({ err: error }, 'background job failed');
    });
    return run;
  }

  /** Queues a job whose failure is only logged (timers and event handlers have no one to tell). */
  fireAndForget(job: () => Promise<unknown>): void {
    this.enqueue(job).catch(() => undefined);
  }

  /** Resolves once every job queued so far (and any it queued) has finished. */
  async idle(): Promise<void> {
    let current: Promise<unknown>;
    do {
      current = this.queue;
      await current;
    } while (current !== this.queue);
  }
}
