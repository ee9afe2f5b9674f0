/**
 * The command lines the quick way of a one-config lint may answer (`quick.ts`): `lint FILE.json`
 * and nothing else. Apart from it, so the installed command (`bin.ts`) tells them without loading it.
 */
export const mayBeQuick = (argv) => argv.length === 2 && argv[0] === 'lint' && !argv[1].startsWith('-') && /\.json$/i.test(argv[1]);
