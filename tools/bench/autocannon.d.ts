// The part of autocannon's API that tools/bench/serve.ts uses: the package ships no types.
declare module 'autocannon' {
  export type Options = {url: string; connections?: number; duration?: number; headers?: Record<string, string>; workers?: number};
  /** One run's figures: requests per second and latency in ms over the run, `duration` in seconds. */
  export type Result = {
    requests: {average: number; total: number};
    latency: {mean: number; p99: number};
    errors: number;
    non2xx: number;
    duration: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
