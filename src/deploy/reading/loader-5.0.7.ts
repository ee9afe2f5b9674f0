/**
 * Agent 5.0.7's loader, its behaviour (ExcellentiaFuturale/Netify-Agent @ 92ef4f2d): `ndGlobalConfig::AddPlugin`
 * in src/nd-config.cpp, `nd_scan_dotd` and `nd_expand_variables` in src/nd-util.cpp. Every row was
 * run on ../shared/real-agent: where each behaviour comes from, and the run that confirmed it, is
 * evidence/loader-5.0.7.ts (runs: fixtures/agent-runs/found/loader-*, and the reference
 * config-cases). Its INI reader is a substitute there (the fork's INIReader re-implemented over
 * inih's 2013 ini.c): docs/loader-reading.md says where a vendor build may differ.
 */
import { agentReleaseVariables } from '../../core/variables.js';
import type { LoaderReading } from './loader.js';

export const loader507: LoaderReading = {
  release: '5.0',
  agent: 'agent 5.0.7',
  ini: {
    delimiters: '=:',
    lowerCaseNames: true,
    trimSectionNames: false,
    mergeSections: true,
    repeatJoiner: '\n',
    indentedLineContinues: true,
    inlineSemicolonComment: true,
    inlineHashComment: false,
    quotesLiteral: true,
    // inih reads each line with fgets and then as a C string (strlen, strchr): run err-warning-loader-sink-text-280a6a.
    nulEndsLine: true,
  },
  fileName: /^[0-9].*\.conf$/,
  keys: ['enable', 'plugin_library', 'conf_filename'],
  enableTrue: ['true', 'yes', 'on', '1'],
  enableFalse: ['false', 'no', 'off', '0'],
  enableDefault: true,
  libraryExpands: false,
  libraryLoaded: 'reading the loader files',
  variables: agentReleaseVariables['5.0'],
};
