/**
 * The shape of a reading table: how one release of a plugin reads its JSON config, key by key, and
 * what it does with each class of value. The tables (one file per plugin and version) are data;
 * `interpret.ts` turns them into findings, re-judged schema errors and the values `resolve` puts in
 * the effective config. A new plugin version is a new table.
 */
import type { KindId } from '../../../generated/plugins/catalog.js';
/**
 * The JSON type a plugin's type test sees (nlohmann's `value_t`): `unsigned` is an integer written
 * without a sign, fraction or exponent below 2^64 (`number_unsigned`); `integer` one with a minus
 * sign (`number_integer`); `float` every other number, including whole numbers from 2^64 up.
 */
export type JsonType = 'null' | 'boolean' | 'unsigned' | 'integer' | 'float' | 'string' | 'array' | 'object';
/** What the plugin then does. */
export type Effect = 
/** It reads the value as written (where the published schema refuses it, a `spec/divergence` note). */
{
    readonly does: 'reads';
    readonly says?: string;
}
/**
 * It skips the value and runs with `uses` (a value, or `inherit`: the top-level one, or `drop`:
 * nothing). `emptyWithoutTop`: where the top-level member of that name is no non-empty array,
 * the channel then carries nothing, so everything it was written to carry is lost (`says` why).
 * `unreadTop` likewise, for an absent member whose top-level member is written but unread.
 */
 | {
    readonly does: 'ignores';
    readonly uses: Uses;
    readonly says: string;
    readonly emptyWithoutTop?: {
        readonly key: string;
        readonly says: string;
    };
    /**
     * For an absent member: where the top-level member of that name is written but not as an
     * array (so the plugin reads none), the channel carries nothing of what was written for it.
     */
    readonly unreadTop?: {
        readonly key: string;
        readonly says: string;
    };
}
/** It throws: the agent stops. */
 | {
    readonly does: 'stops';
    readonly says: string;
}
/** It throws while it holds its lock: the agent neither posts nor exits. */
 | {
    readonly does: 'hangs';
    readonly says: string;
}
/** The agent runs, and every post of the channel fails. */
 | {
    readonly does: 'loses';
    readonly says: string;
};
/**
 * What an ignored value is replaced with in the effective config: a value; `inherit`, the top-level
 * member of that name; `drop`, nothing; `keep`, the value as written (what runs depends on other
 * channels, so the effective config cannot say).
 */
export type Uses = {
    readonly value: unknown;
    readonly shown: string;
} | {
    readonly inherit: string;
} | 'drop' | 'keep';
/** A class of string values, told by a pattern, with what the plugin (or libcurl under it) does. */
export interface StringClass {
    readonly match: RegExp;
    /** For messages: "a URL without a scheme". */
    readonly what: string;
    readonly effect: Effect;
    /** The run that shows it. */
    readonly run: string;
}
/** How a C++ integer type cuts a JSON unsigned: `get<unsigned>()` keeps the low 32 bits. */
export interface IntegerCut {
    readonly type: 'uint32';
    /** Read after the cut, the largest value the next consumer (libcurl) accepts, and what happens above it. */
    readonly accepted?: {
        readonly max: number;
        readonly above: Effect;
        readonly run: string;
    };
    readonly run: string;
}
/** One key the plugin reads. */
export interface KeyReading {
    readonly key: string;
    /** Where: the top level, or each channel object. */
    readonly at: 'top' | 'channel';
    /** The JSON accessor and its type test, as the source spells them. */
    readonly accessor: string;
    /** The JSON types the type test passes. */
    readonly reads: readonly JsonType[];
    /** The C++ type it is read into. */
    readonly cType: string;
    /** What it holds when the key is absent (or what it starts from). */
    readonly default: string;
    readonly absent: Effect;
    /** A value of a type the test does not pass. */
    readonly wrongType: Effect;
    /** An enumerated string: the values it knows, and what any other does. */
    readonly values?: {
        readonly known: readonly string[];
        readonly unknown: Effect;
    };
    /** An array: the type each item must have (`get<vector<string>>()`), and what another does. */
    readonly items?: {
        readonly reads: readonly JsonType[];
        readonly wrongType: Effect;
        readonly values?: KeyReading['values'];
    };
    /** An object of strings (headers): what a member that is not a string does. */
    readonly members?: {
        readonly reads: readonly JsonType[];
        readonly wrongType: Effect;
        /** Classes of member names (an object of names to values: headers), first match wins. */
        readonly names?: readonly StringClass[];
        /** Classes of string member values, first match wins. */
        readonly strings?: readonly StringClass[];
    };
    /** Classes of string values, first match wins. */
    readonly strings?: readonly StringClass[];
    /** A string this matches falls in none of `strings`: one test for the usual value (test/plugins/reading-plain.test.ts holds it to that). */
    readonly plain?: RegExp;
    readonly cut?: IntegerCut;
    /** File and line at the table's commit. */
    readonly source: string;
    /** Runs that confirmed each class (case names of agent-runs/config-cases or fixtures/agent-runs/found). */
    readonly runs: Readonly<Record<string, string>>;
}
/** How the plugin walks its channels, and what a disabled one does to it. */
export interface ChannelWalk {
    /** The members from the top to the channel objects: `*` is any name. */
    readonly path: readonly string[];
    /** The map at `path` minus its last step is not an object, or one level of it is not. */
    readonly mapNotObject: Effect;
    /** A channel that is not an object: what the plugin does with it. */
    readonly notObject: Effect;
    /**
     * A channel whose `member` is the boolean false: `skip` (never read, the walk goes on) or
     * `stop` (never read, and the walk ends: the channels after it in `order` are never read either).
     */
    readonly disabled: {
        readonly member: string;
        readonly then: 'skip' | 'stop';
        readonly order: 'byte' | 'any';
        readonly run: string;
        readonly source: string;
    };
}
/** One plugin release's reading of its config. */
export interface ReadingTable {
    readonly kind: KindId;
    /** For messages: "proc-core 1.0.30". */
    readonly release: string;
    /** The public source: repository @ commit. */
    readonly at: string;
    /** A member name given twice in one object: which the JSON reader keeps. */
    readonly duplicates: {
        readonly keeps: 'last' | 'first';
        readonly run: string;
    };
    /** Keys the plugin never reads: it ignores them. */
    readonly unknownKeys: 'ignored';
    readonly channels: ChannelWalk;
    readonly keys: readonly KeyReading[];
}
