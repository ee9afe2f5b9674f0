/**
 * A point in a flow's life at which an intelligence indicator may be evaluated.
 */
export type EnumsEventName = 'dpi_new' | 'dpi_update' | 'dpi_complete' | 'flow_new' | 'flow_stats' | 'flow_expiring' | 'flow_expired';
/**
 * Any string with at least one character.
 */
export type EnumsNonEmptyString = string;
/**
 * Settings of the intelligence processor: the indicators it evaluates on flows and the sink targets that receive its findings. No other top-level members are allowed.
 */
export interface ProcIntelConfig {
    /**
     * Settings every indicator uses unless it says otherwise.
     */
    indicator_defaults: {
        /**
         * How findings are written to sinks by default.
         */
        sink?: {
            /**
             * Which flow metadata layout accompanies each finding by default.
             */
            flow_metadata?: string;
        };
        /**
         * The flow events at which indicators are evaluated.
         */
        event_filter?: EnumsEventName[];
    };
    /**
     * The indicators to evaluate, keyed by indicator name.
     */
    indicators: {
        /**
         * One indicator: the driver that evaluates it and where its findings go.
         */
        [k: string]: {
            /**
             * Whether this indicator is evaluated.
             */
            enabled: boolean;
            indicator_driver: EnumsNonEmptyString;
            /**
             * Driver-specific thresholds and switches; its members depend on the driver.
             */
            criteria?: {};
            /**
             * Data feeds the driver consults.
             *
             * Items: Name of one data feed.
             */
            data_feeds?: string[];
            /**
             * Processors (typically flow-action processors) that receive this indicator's findings.
             *
             * Items: Tag of one processor.
             */
            proc_targets?: string[];
            /**
             * Names of entries in the top-level `sink_targets` that receive this indicator's findings.
             *
             * Items: Name of one top-level sink target.
             */
            sink_targets?: string[];
        };
    };
    /**
     * Named destinations for findings, keyed by the name indicators refer to.
     */
    sink_targets: {
        /**
         * One destination: a sink plugin and the channels of it to use.
         */
        [k: string]: {
            sink: EnumsNonEmptyString;
            /**
             * Channels of the sink that receive findings, keyed by channel name.
             */
            channels?: {
                /**
                 * How findings are sent to one channel.
                 */
                [k: string]: {
                    /**
                     * Whether findings are sent to this channel.
                     */
                    enabled?: boolean;
                    /**
                     * Flags that adjust how findings are dispatched to this channel.
                     *
                     * Items: One dispatch flag.
                     */
                    dispatch_flags?: string[];
                };
            };
        };
    };
}
