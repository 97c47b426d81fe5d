import autocannon from 'autocannon';

export interface LoadResult {
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, and connection errors: a read figure with any is not a throughput. */
  failures: number;
  errors: number;
  completed: number;
}

export type LoadOptions = autocannon.Options;

/** One autocannon run from this process (the server is another process). */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({ ...options, pipelining: 1 });
  const completed = result['2xx'];
  return {
    perSecond: completed / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
    errors: result.errors,
    completed,
  };
}
