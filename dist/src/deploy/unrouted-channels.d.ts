/**
 * A sink channel that loses every post (its reading table says `loses`: a URL libcurl refuses, a
 * scheme that is not HTTP) loses nothing while no enabled processor routes to it: the agent runs
 * as configured (found case ok-error-sink-channel-url-d6062e, agent 5.0.7: a channel URL with a
 * leading space that nothing routes to, the other channels deliver). At deployment level such a
 * finding is a warning that says what happens once something is routed there; on a routed
 * channel it stays an error (run model-url-space: every post fails, curl code 3).
 */
import type { Diagnostic } from '../core/diagnostic.js';
import type { KindId } from '../plugins/kinds.js';
import type { ConfigFile, PluginInstance } from './model.js';
/** A finding on one channel of a sink config that loses what is routed there. */
export interface ChannelLoss {
    channel: string;
    finding: Diagnostic;
}
/**
 * Splits a sink config's findings: the errors at or under a place where its plugin loses every
 * post of one channel (by the kind's reading table), and the rest.
 */
export declare function channelLosses(kind: KindId | undefined, value: unknown, diagnostics: readonly Diagnostic[]): {
    rest: Diagnostic[];
    losses: ChannelLoss[];
};
/**
 * The channels the enabled processors route to, by sink tag; undefined when some enabled
 * processor's config could not be read (it may route anywhere).
 */
export declare function routedChannels(plugins: readonly PluginInstance[], configs: ReadonlyMap<string, ConfigFile>): Map<string, Set<string>> | undefined;
/** A loss on a channel no enabled processor routes to: a warning of what happens once one does. */
export declare function nothingRoutedToChannel(loss: ChannelLoss, tags: readonly string[]): Diagnostic;
