/** Walks up from this module to the folder holding agentconf's package.json (src/ or dist/src/). */
export declare function packageInfo(): {
    root: string;
    version: string;
};
