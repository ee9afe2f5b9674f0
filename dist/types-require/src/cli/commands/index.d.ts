/** The commands, in the order an unknown command's message lists them. */
import type { Command } from '../command.js';
export declare const commands: readonly Command[];
/** The order `agentconf --help` shows them in: what a user starts with first. */
export declare const overview: readonly Command[];
