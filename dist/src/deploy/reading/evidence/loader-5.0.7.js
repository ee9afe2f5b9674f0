const AddPlugin = 'src/nd-config.cpp ndGlobalConfig::AddPlugin (92ef4f2d)';
const inih = "INIReader (the fork's class; inih ini.c ini_parse_stream)";
export const loader507Rows = {
    'file-name': {
        does: 'reads a file of the loader folder only when its name starts with a digit and its last "." is followed by exactly "conf" (case counts: 10-x.CONF and 10-x.conf.bak are not read); links and regular files only',
        source: 'src/nd-util.cpp nd_scan_dotd',
        runs: ['loader-name-conf-upper', 'loader-name-hidden-digit', 'loader-no-digit'],
    },
    'file-order': {
        does: 'reads the files in the order the folder lists them (readdir, not sorted); only which of two duplicated tags is named in the log depends on it',
        source: 'src/nd-util.cpp nd_scan_dotd; src/nd-config.cpp ndGlobalConfig::Load',
    },
    'section-order': { does: 'walks the sections of a file in sorted order of their (lower-cased) names', source: `${AddPlugin}: set<string> sections` },
    'names-lower-cased': {
        does: 'lower-cases section and key names: [sink-HTTP] is the tag "sink-http", Plugin_Library is plugin_library',
        source: inih,
        runs: ['upper-section-lower-key', 'upper-key-name', 'loader-section-upper-proc'],
    },
    'section-name-untrimmed': {
        does: 'takes the text between "[" and "]" as it is: "[ sink-http ]" is the tag " sink-http ", which does not start with "sink-", so the section is skipped',
        source: 'inih ini.c (section name copied without trimming); AddPlugin tag.find',
        runs: ['loader-section-padded-routed', 'loader-section-padded-proc'],
    },
    'role-prefix': {
        does: 'a tag holding "proc-" anywhere is tested as a processor and skipped unless it starts with it (so [sink-proc-x] is skipped); otherwise a tag starting with "sink-" is a sink; any other tag is skipped. Spaces, dots, digits and "_" in a tag are fine',
        source: `${AddPlugin}: tag.find("proc-"), tag.find("sink-"), p != 0`,
        runs: [
            'loader-section-proc-in-sink-routed',
            'section-sink-proc',
            'loader-section-space-routed',
            'loader-section-dot-routed',
            'loader-section-bare-sink-routed',
        ],
    },
    'section-without-keys': {
        does: 'lists sections from their keys, so a section with no keys does not exist ([sink-foo] alone loads nothing)',
        source: inih,
        runs: ['keyless-unreferenced', 'empty-section'],
    },
    'section-twice-in-file': {
        does: 'a section named twice in one file is one section: its keys are read together (a key in both is joined)',
        source: inih,
        runs: ['loader-dup-section-keys'],
    },
    'keys-before-sections': { does: 'keys before the first [section] belong to the section "", which is no plugin', source: `${inih}; ${AddPlugin}` },
    delimiters: { does: 'a key ends at the first "=" or ":"', source: 'inih ini.c find_char_or_comment(start, "=") / ":"', runs: ['loader-colon-delimiter'] },
    'repeated-key': {
        does: 'a key given twice in one section is read as both values joined with a newline: plugin_library twice names no library (stops), conf_filename twice names no file, enable twice is no enable word (the plugin loads)',
        source: inih,
        runs: [
            'double-key',
            'loader-dup-library-proc',
            'loader-dup-conf-sink',
            'loader-dup-conf-proc',
            'loader-dup-enable-no',
            'loader-dup-enable-no-proc',
            'loader-dup-enable-yes',
        ],
    },
    'indented-line': {
        does: 'an indented line after a key continues that key\'s value (joined with a newline), whatever it holds: an indented "conf_filename = ..." becomes part of plugin_library',
        source: 'inih ini.c (INI_ALLOW_MULTILINE: a line starting with whitespace after a key)',
        runs: ['loader-indented-key', 'loader-indented-key-proc'],
    },
    'inline-comment': {
        does: 'a ";" after whitespace starts a comment; a "#" inside a value, or a ";" right after text, is part of the value',
        source: 'inih ini.c find_char_or_comment',
        runs: ['inline-comment-semicolon', 'loader-inline-semicolon-library', 'inline-comment-hash', 'loader-inline-hash-conf', 'loader-inline-semicolon-nospace'],
    },
    quotes: {
        does: 'takes quotes literally: a quoted plugin_library names no library (the agent stops), a quoted conf_filename names no file, a quoted enable is no enable word (the plugin loads)',
        source: 'inih ini.c (values are not unquoted)',
        runs: [
            'loader-quoted-library',
            'loader-single-quoted-library',
            'loader-quoted-conf-sink',
            'loader-quoted-conf-proc',
            'loader-quoted-enable-no',
            'loader-quoted-enable-no-proc',
            'loader-quoted-enable-yes',
        ],
    },
    'syntax-error': {
        does: 'a line that is neither a section, a key with a delimiter nor a comment stops the agent ("Error while parsing line #N of plugin configuration file")',
        source: AddPlugin,
        runs: ['ini-parse-error'],
    },
    enable: {
        does: 'enable is read lower-cased: true/yes/on/1 enable, false/no/off/0 disable; any other value (empty, "disabled", quoted, joined) keeps the default, enabled',
        source: `${AddPlugin}: GetBoolean(tag, "enable", true)`,
        runs: [
            'enable-maybe',
            'loader-enable-empty',
            'loader-enable-empty-proc',
            'loader-enable-disabled-word',
            'loader-enable-upper-no',
            'loader-enable-off',
            'loader-enable-zero',
            'loader-no-enable',
        ],
    },
    'disabled-skipped': {
        does: 'skips a disabled section before reading anything else: its library, config and tag are never looked at',
        source: `${AddPlugin}: continue before plugin_library`,
        runs: ['loader-conf-disabled'],
    },
    'plugin-library': {
        does: 'an enabled section without plugin_library (or with an empty one) stops the agent ("Plugin library not set"); the library is opened while the loader file is read: one that cannot be opened stops the agent ("Plugin cannot be loaded")',
        source: `${AddPlugin}: ndPluginLoader`,
        runs: ['loader-library-empty', 'loader-quoted-library', 'double-key'],
    },
    'library-variables': {
        does: 'does not expand ${variables} in plugin_library: one holding ${path_plugin_libdir} cannot be loaded and the agent stops',
        source: `${AddPlugin}: so_name = r.Get(...) (no nd_expand_variables)`,
        runs: ['var-libpath', 'loader-variable-in-library-5.0'],
    },
    'conf-filename': {
        does: 'reads conf_filename and expands its ${variables}; an empty value is no conf_filename',
        source: `${AddPlugin}: keys = { "conf_filename" }, nd_expand_variables`,
        runs: ['loader-conf-empty-sink', 'loader-conf-empty-proc', 'loader-no-conf-proc'],
    },
    'conf-not-found': {
        does: 'a config that is not found (not written, in the volatile folder, a relative name, an unexpanded variable, $name without braces, quoted, joined): sink-http 1.0.13 starts with no channels and drops every record routed to it; proc-core 1.0.30 stops the agent ("Exception: conf_filename: No such file or directory")',
        source: "the plugins' constructors (proc-core, sink-http), given the expanded conf_filename",
        runs: [
            'loader-path-volatile-sink',
            'loader-path-volatile-proc',
            'loader-path-nobrace-sink',
            'loader-path-nobrace-proc',
            'loader-path-relative-sink',
            'loader-path-relative-proc',
            'loader-path-shared-sink',
            'loader-path-unknownvar-sink',
            'sink-conf-missing',
            'proc-conf-missing',
        ],
    },
    variables: {
        does: 'expands only ${path_state_persistent}, ${path_state_volatile}, ${path_app_config}, ${path_category_config}, ${path_plugins}, ${path_categories}, ${path_interfaces}; any other ${name} (${path_shared_data}, ${path_plugin_libdir}, ${uuid_*}) and $name without braces stay as written',
        source: 'src/nd-config.cpp ndGlobalConfig::UpdateConfigVars; src/nd-util.cpp nd_expand_variables',
        runs: ['loader-path-shared-sink', 'loader-path-unknownvar-sink', 'loader-path-nobrace-sink', 'loader-path-paren-sink'],
    },
    'duplicate-tag': {
        does: 'an enabled tag defined in two files stops the agent ("Duplicate plugin tag found"); a disabled section is skipped first, so it duplicates nothing',
        source: `${AddPlugin}: mpi->insert(...).second`,
        runs: ['dup-tag'],
    },
    'role-mismatch': {
        does: 'a library of the other role than its section name stops the agent ("Invalid plugin type")',
        source: `${AddPlugin}: loader.GetPlugin()->GetType()`,
    },
    'sink-targets': {
        does: 'the sink_targets setting of a loader section is not read (its parsing is compiled out)',
        source: `${AddPlugin}: #if 0`,
        runs: ['sink-targets'],
    },
    'unknown-key': { does: 'reads no other key of a section', source: `${AddPlugin}: keys`, runs: ['loader-key-space-inside'] },
};
