import type { Diagnostic } from '../../../core/diagnostic.js';
import type { AgentTarget } from '../../../deploy/model.js';
/** What the settings give one document. */
export interface DocumentRules {
    /** Whether the settings' `ignorePatterns` leave the document out. */
    ignored: boolean;
    /** The findings with the document's rule levels applied. */
    apply(diagnostics: Diagnostic[]): Diagnostic[];
    /** The settings file's `agent`: the release loader files and deployments are judged for. */
    agent?: AgentTarget;
}
/** A settings file's name: such a document is no plugin config. */
export declare const settingsFileName: RegExp;
/**
 * The settings for documents, read once per version of each settings file. `report` is told, once
 * per version, why a settings file cannot be used (the message `agentconf lint` would stop with);
 * the documents under it are then checked with no settings.
 */
export declare function documentSettings(report: (message: string) => void): {
    /** The rules for the document at `file` (an absolute path), or for one with no file under `folder`. */
    forDocument(file: string | undefined, folder: string | undefined): Promise<DocumentRules>;
    /** Forgets what was read (a settings file changed on disk). */
    forget(): void;
};
