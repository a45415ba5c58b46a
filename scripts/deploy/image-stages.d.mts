import type { ChildProcess, SpawnSyncReturns } from "node:child_process";

export interface DockerInstruction {
  op: string;
  args: string;
}
export interface DockerStage {
  name: string;
  from: string;
  instructions: DockerInstruction[];
}
export interface AssembledImage {
  /** The image's /app. */
  dir: string;
  env: Record<string, string>;
  labels: Record<string, string>;
  user: string | undefined;
  entrypoint: string[] | undefined;
  cmd: string[] | undefined;
}
export interface StartedComponent {
  name: string;
  child: ChildProcess;
  port: number;
  managementPort: number;
  output(): string;
}
export declare const RUNTIME_STAGE: string;
export declare const START_ORDER: string[];
export declare function parseDockerfile(text: string): DockerStage[];
export declare function assembleImage(workDir: string): AssembledImage;
export declare function chartCommands(): Record<string, string[]>;
export declare function isolatedEnv(
  image: AssembledImage,
  infra: { postgresUrl: string; redisUrl: string; natsUrl: string; npmCache: string },
): Record<string, string>;
export declare function startAll(
  appDir: string,
  env: Record<string, string>,
  commands: Record<string, string[]>,
): Promise<StartedComponent[]>;
export declare function runInImage(appDir: string, command: string, args: string[], env: Record<string, string>): SpawnSyncReturns<string>;
export declare function stopComponent(child: ChildProcess, graceMs: number): Promise<number | null>;
