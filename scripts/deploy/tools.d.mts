export declare const root: string;
export declare function ensureK8sTools(): { helm: string; kubectl: string };
export declare function helmEnv(): NodeJS.ProcessEnv;
