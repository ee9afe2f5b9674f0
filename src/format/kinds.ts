/** The plugin kinds agentconf checks (`agentconf kinds`), as aligned text or JSON. */
import type { Renderings } from './registry.js';

/** What the listing shows of a kind (JSON shows every member it has). */
export interface KindListing {
  id: string;
  title: string;
}

/** `sink-http  HTTP sink` per line, ids padded to the longest; or the kinds as JSON. */
export const kindsFormats = {
  text: (kinds) => {
    const width = Math.max(...kinds.map((k) => k.id.length));
    return kinds.map((k) => `${k.id.padEnd(width)}  ${k.title}`).join('\n') + '\n';
  },
  json: (kinds) => JSON.stringify(kinds, null, 2) + '\n',
} satisfies Renderings<(kinds: readonly KindListing[]) => string>;
