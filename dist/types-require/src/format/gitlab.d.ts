import type { Formatter } from './formatter.js';
/**
 * A JSON array with one issue per diagnostic (`[]` when there is none). GitLab needs a path and a
 * line for each: a finding with no line is placed on line 1, one on a `--var` value on a path of
 * that name. GitLab tells issues apart by fingerprint alone (a hash of the code, the path, the
 * pointer and the record, stable when lines move), so a repeated key gets its occurrence number.
 */
export declare const formatGitlab: Formatter;
/**
 * The path as GitLab links it: relative to the repository (the working folder the base URI names)
 * when it lies under it, with forward slashes and no leading `./`; any other path as it is.
 */
export declare function repositoryPath(file: string, baseUri: string | undefined): string;
