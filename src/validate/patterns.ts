/**
 * What each schema pattern asks for, in words. A pattern missing here still gets a message
 * (quoting the expression); a test checks every pattern in schemas/ has its words.
 */
export const patternWords: Readonly<Record<string, string>> = {
  '^(?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$|^(?:[0-9A-Fa-f]{2}-){5}[0-9A-Fa-f]{2}$':
    'a MAC address: six pairs of hex digits separated by ":" or "-", such as 00:1a:2b:3c:4d:5e',
  '^https?://(?:[A-Za-z0-9._${}-]+|\\[[0-9A-Fa-f:.]+\\])(?::(?:[0-9]{1,4}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?(?:/[A-Za-z0-9._/${}-]*)?$':
    'an http:// or https:// URL of letters, digits and . - _ / $ { } only (a :port up to 65535 is accepted too), such as https://collector.example.com/v1/',
  '^[A-Za-z0-9._-]+$': 'a ubus object path of letters, digits, ".", "_" and "-" only',
  ';\\s*$': 'an expression that ends with ";"',
};
