/**
 * The command lines the quick way of a one-config lint may answer (`quick.ts`): `lint FILE.json`
 * and nothing else. Apart from it, so the installed command (`bin.ts`) tells them without loading it.
 */
export declare const mayBeQuick: (argv: readonly string[]) => boolean;
