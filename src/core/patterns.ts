/**
 * What each schema pattern asks for, in words. A pattern missing here still gets a message
 * (quoting the expression); a test checks every pattern in schemas/ has its words.
 */
export const patternWords: Readonly<Record<string, string>> = {
  '^(?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$|^(?:[0-9A-Fa-f]{2}-){5}[0-9A-Fa-f]{2}$':
    'a MAC address: six pairs of hex digits separated by ":" or "-", such as 00:1a:2b:3c:4d:5e',
  '^https?://(?:[A-Za-z0-9._${}-]+|\\[[0-9A-Fa-f:.]+\\])(?::(?:[0-9]{1,4}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?(?:/[A-Za-z0-9._/${}-]*)?$':
    'an http:// or https:// URL of letters, digits and . - _ / $ { } only (a :port up to 65535 is accepted too), such as https://collector.example.com/v1/',
  '^[A-Za-z_][A-Za-z0-9_]*$': 'a variable name: a letter or "_", then letters, digits and "_"',
  '^[a-z]+/(\\*|[a-z][a-z-]*)$': 'a diagnostic code such as schema/enum, or a family such as deploy/*',
  '^[A-Za-z0-9._-]+$': 'a ubus object path of letters, digits, ".", "_" and "-" only',
  ';\\s*$': 'an expression that ends with ";"',
  '^(?:[0-9]{1,3}\\.){3}[0-9]{1,3}$|^[0-9A-Fa-f.]*:[0-9A-Fa-f:.]*$': 'an IPv4 address such as 192.168.1.10 or an IPv6 address such as fe80::1',
  '^0x[0-9A-Fa-f]+$': 'a hexadecimal number written with 0x, such as 0x0303',
  '^type$|^(?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$|^(?:[0-9A-Fa-f]{2}-){5}[0-9A-Fa-f]{2}$':
    '"type" or a MAC address (six pairs of hex digits separated by ":" or "-")',
  '^[0-9]+\\.[0-9]+(?:\\.[0-9]+)?$': 'a version: digits with one or two dot-separated groups, such as 5.2 or 5.2.8',
  '^[0-9]+(?:\\.[0-9]+){0,2}$': 'a version: a major number alone, or with one or two dot-separated groups, such as 5, 5.2 or 5.2.8',
  '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$': 'a date and time in the form YYYY-MM-DD HH:MM:SS',
  '^[0-9]{3}\\.[0-9]{3}$': 'a padded status code: an HTTP status, a dot and three digits, such as "403.000"',
  '^[0-9a-fA-F]{40}$': 'a SHA1 hash: 40 hex digits',
  '^[0-9a-fA-F]{64}$': 'a SHA256 hash: 64 hex digits',
};

/** What each schema format asks for, in words (`ipv4 or ipv6` is an either-or of two formats). */
export const formatWords: Readonly<Record<string, string>> = {
  hostname: 'a hostname, such as www.example.com',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
  'ipv4 or ipv6': 'an IPv4 or IPv6 address, such as 203.0.113.7 or 2001:db8::1',
  date: 'a date in the form YYYY-MM-DD',
  'iso-date-time': 'a valid date and time',
  uri: 'an absolute URL, such as https://collector.example.com/events',
};
