export interface HelmResult {
  status: number | null;
  stdout: string;
  stderr: string;
}
export interface ValueOptions {
  /** The chart directory (default: charts/planner). */
  chart?: string;
  /** Values files (default: the check values with the required secrets). */
  values?: string[];
  /** `--set` pairs. */
  set?: string[];
}
export declare const CHART: string;
export declare const K6_CHART: string;
export declare const FLAGS: string[];
export declare function helm(args: string[]): HelmResult;
export declare function lintChart(options?: ValueOptions): HelmResult;
export declare function templateChart(options?: ValueOptions & { release?: string; namespace?: string }): HelmResult;
// biome-ignore lint/suspicious/noExplicitAny: rendered Kubernetes objects of every kind
export type K8sObject = Record<string, any>;
export declare function renderChart(options?: ValueOptions & { release?: string; namespace?: string }): K8sObject[];
