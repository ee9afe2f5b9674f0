import type { SourceText } from '../source-text.js';
import type { Effect, JsonType, ReadingTable, Uses } from './model.js';
/** One classified value: where, what the plugin does, and how to say it. */
export interface Verdict {
    pointer: string;
    effect: Effect;
    /** The key as a message names it: `"format"`, `header "X-Site"`, `an item of "types"`. */
    label: string;
    /** The value as written, for messages; undefined for an absent key. */
    written?: string;
    /** An absent member (`key`) of the object at `pointer`: matched to `schema/required` there. */
    absentKey?: string;
    /** Where an ignored value lies, for the effective config. */
    target?: {
        node: Record<string, unknown>;
        key: string;
    };
    /** A channel that is not an object (read as an empty one). */
    channel?: true;
    /** The top-level value an inheriting member falls back to. */
    top?: unknown;
}
export interface NeverRead {
    pointer: string;
    name: string;
    /** The disabled channel the walk stopped at, for one after it. */
    after?: string;
}
export interface Walked {
    places: {
        pointer: string;
        node: Record<string, unknown>;
        at: 'top' | 'channel';
    }[];
    neverRead: NeverRead[];
    notObjects: {
        pointer: string;
        map: Record<string, unknown>;
        name: string;
    }[];
}
/**
 * The JSON type nlohmann gives a value: from the literal as written where the source has it (`2.0`
 * is a float, `-0` an integer), else from the value.
 */
export declare function jsonType(value: unknown, pointer: string, source: SourceText | undefined): JsonType;
/** Every verdict on a config, and the parts never read. */
export declare function verdicts(table: ReadingTable, config: Record<string, unknown>, source: SourceText | undefined): {
    found: Verdict[];
    walked: Walked;
};
/** Puts in the effective config, in place, what the plugin runs with where it ignores a value. */
export declare function applyReading(table: ReadingTable, config: Record<string, unknown>, source?: SourceText): void;
/** A verdict `applyVerdicts` acts on: an ignored value it replaces with what the plugin uses. */
type Change = Verdict & {
    effect: {
        does: 'ignores';
        uses: Exclude<Uses, 'keep'>;
    };
    target: NonNullable<Verdict['target']>;
};
/** Whether `applyVerdicts` changes the config for `v` (the pipeline's step 2 does nothing else to it). */
export declare const changesValue: (v: Verdict) => v is Change;
/**
 * `applyReading` with the verdicts already found on the same config object (`Reading.verdicts`):
 * the schema's defaults filled in since add only values the plugin reads as they are
 * (test/plugins/reading-defaults.test.ts holds every fixture to that).
 */
export declare function applyVerdicts(found: readonly Verdict[]): void;
export {};
