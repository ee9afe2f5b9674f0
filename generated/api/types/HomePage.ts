// TypeScript type of the API object HomePage.
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.

/**
 * A link to a home page.
 */
export interface HomePage {
  /**
   * The address of the page.
   */
  url: string;
  /**
   * The text of the link.
   */
  text: string;
}
