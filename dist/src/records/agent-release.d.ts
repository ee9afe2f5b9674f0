/** The releases whose records differ; the published interface describes 5.2's. */
export type AgentRelease = '5.0' | '5.2';
export declare const agentReleases: readonly AgentRelease[];
/** The release a version string names (`5.0.7` -> 5.0, `5.2.8` -> 5.2); undefined for any other. */
export declare function releaseOfVersion(version: unknown): AgentRelease | undefined;
/** The release a record shows it comes from, and in words why; undefined when it does not tell. */
export declare function releaseOfRecord(value: unknown): {
    release: AgentRelease;
    because: string;
} | undefined;
/** True when `pointer` names a member agent 5.0 sends in a record of `type` and 5.2 does not. */
export declare function isOlderMember(type: string, pointer: string): boolean;
