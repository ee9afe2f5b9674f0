/**
 * Members the schema does not list: warnings, not errors (the agent ignores members it does not
 * read); a typo of a listed member (`log_intervall`) gets its "did you mean".
 */
import type { Shape } from './shape.js';
import type { Diagnostic } from './diagnostic.js';
import type { FindingsCap } from './cap.js';
type Props = NonNullable<Shape['props']>;
/** The member `key` was probably meant to be, in `node` of shape `props`; undefined when none is close. */
export declare function memberSuggestion(key: string, node: Record<string, unknown>, props: Props): string | undefined;
/**
 * Reports every member of a described object that its shape does not know, in document order
 * (an object's keys in their order, each unknown one before what lies inside the next). Its own
 * walk rather than `walkShape` with a visitor: each object's keys are listed once and serve both
 * the check and the way down, which a folder lint does for every object of every file. With
 * `cap`, past its `max` findings the walk only counts them: no message, pointer or "did you mean".
 */
export declare function unknownKeys(value: unknown, shape: Shape, cap?: FindingsCap): Diagnostic[];
/** The warning for an unknown `key` of `node` (of shape `props`) at `path`, with its "did you mean". */
export declare function unknownMember(node: Record<string, unknown>, props: Props, key: string, path: readonly (string | number)[]): Diagnostic;
export {};
