/**
 * `receive/no-posts`: a run that was to see posts and saw none. Live and replayed runs decide it
 * by the same rule, so a capture of such a run replays to the live verdict: the deployment
 * (`--root`) routes records to an HTTP channel, or (live only, a capture does not keep them) the
 * run was given `--count` or `--duration`.
 */
import type { FileResult } from '../core/report.js';
import type { DeploymentModel } from '../deploy/model.js';
/** Why a run expected posts. */
export interface PostsExpected {
    /** The deployment the run checks against, and its folder as the caller named it. */
    deployment?: {
        model: DeploymentModel;
        root: string;
    };
    /** `--count 5`, `--duration 30`: the limit a live run was given. */
    limit?: string;
}
/** The result that says no post arrived, when the run expected some; undefined otherwise (or when posts arrived). */
export declare function noPostsResult(posts: number, expected: PostsExpected): FileResult | undefined;
