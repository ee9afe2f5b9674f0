/**
 * What each schema pattern asks for, in words. A pattern missing here still gets a message
 * (quoting the expression); a test checks every pattern in schemas/ has its words.
 */
export const patternWords: Readonly<Record<string, string>> = {
  '^(?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$|^(?:[0-9A-Fa-f]{2}-){5}[0-9A-Fa-f]{2}$':
    'a MAC address: six pairs of hex digits separated by ":" or "-", such as 00:1a:2b:3c:4d:5e',
  '^https?://[A-Za-z0-9._${}-]+(?::[0-9]{1,5})?(?:/[A-Za-z0-9._/${}-]*)?$':
    'an http:// or https:// URL of letters, digits and . - _ / $ { } only, such as https://collector.example.com/v1/',
  '^[A-Za-z0-9._-]+$': 'a ubus object path of letters, digits, ".", "_" and "-" only',
  ';$': 'an expression that ends with ";"',
  '^(?:[0-9]{1,3}\\.){3}[0-9]{1,3}$|^[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*$':
    'an IPv4 address such as 192.168.1.10 or an IPv6 address such as fe80::1',
  '^0x[0-9A-Fa-f]+$': 'a hexadecimal number written with 0x, such as 0x0303',
  '^type$|^(?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$|^(?:[0-9A-Fa-f]{2}-){5}[0-9A-Fa-f]{2}$':
    '"type" or a MAC address (six pairs of hex digits separated by ":" or "-")',
};
