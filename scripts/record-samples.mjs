// Synthetic telemetry records of every type, valid against schemas/records/ and shaped like
// what a 5.2 agent sends: for tests (every framing of the same records) and for the bench (a
// large stream, mostly flow records). Deterministic for a given seed.

/** A small deterministic generator (mulberry32), so the same seed gives the same records (the differential fuzzer draws from it too). */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const counters = (n) => ({
  capture_dropped: 0,
  capture_filtered: 0,
  discarded: n % 7,
  discarded_bytes: (n % 7) * 80,
  ethernet: n,
  flow_dropped: 0,
  fragmented: 0,
  icmp: n % 5,
  igmp: n % 3,
  ip: n,
  ip_bytes: n * 600,
  largest_bytes: 1514,
  mpls: 0,
  pppoe: 0,
  queue_dropped: 0,
  raw: n,
  tcp: Math.floor(n * 0.8),
  tcp_resets: n % 2,
  tcp_seq_errors: 0,
  udp: Math.floor(n * 0.15),
  vlan: 0,
  wire_bytes: n * 620,
});
const hex = (next, digits) => Array.from({ length: digits }, () => Math.floor(next() * 16).toString(16)).join('');
const ip4 = (next, net) => `${net}.${1 + Math.floor(next() * 250)}`;
const mac = (next) =>
  Array.from({ length: 6 }, () =>
    Math.floor(next() * 256)
      .toString(16)
      .padStart(2, '0'),
  ).join(':');

function flowRecord(next, type, i) {
  const local = 1000 + Math.floor(next() * 100000);
  const other = Math.floor(next() * 2000000);
  const localPackets = 1 + Math.floor(local / 700);
  const otherPackets = 1 + Math.floor(other / 1200);
  return {
    flow: {
      app_ip_override: false,
      app_proto_twins: false,
      category: { application: 14, domain: 0, local_network: 0, other_network: 0, overlay: 0, protocol: 18 },
      detected_application: 10000 + (i % 700),
      detected_application_name: `netify.service-${i % 700}`,
      detected_protocol: 196,
      detected_protocol_name: 'HTTP/S',
      detection_guessed: false,
      detection_packets: 6,
      detection_updated: type !== 'flow',
      dhc_hit: false,
      digest: hex(next, 40),
      digest_prev: [hex(next, 40)],
      dns_host_name: `host${i % 997}.example.net`,
      fhc_hit: false,
      first_seen_at: 1765893622000 + i,
      host_server_name: `api${i % 313}.example.net`,
      ip_dscp: 0,
      ip_nat: false,
      ip_protocol: 6,
      ip_version: 4,
      last_seen_at: 1765893623000 + i,
      local_bytes: local,
      local_ip: ip4(next, '192.168.1'),
      local_mac: mac(next),
      local_origin: true,
      local_packets: localPackets,
      local_port: 30000 + Math.floor(next() * 30000),
      local_rate: local,
      other_bytes: other,
      other_ip: ip4(next, '203.0.113'),
      other_mac: mac(next),
      other_packets: otherPackets,
      other_port: 443,
      other_rate: other,
      other_type: 'remote',
      risks: { ndpi_risk_score: 10, ndpi_risk_score_client: 5, ndpi_risk_score_server: 5, risks: [39] },
      soft_dissector: false,
      ssl: {
        alpn: ['h2', 'http/1.1'],
        alpn_server: ['h2'],
        cipher_suite: '0x1301',
        client_ja4: 't13d1517h2_8daaf6152771_b0da82dd1658',
        client_sni: `api${i % 313}.example.net`,
        version: '0x0304',
      },
      tcp: { resets: 0, retrans: i % 3, seq_errors: 0 },
      total_bytes: local + other,
      total_packets: localPackets + otherPackets,
      vlan_id: 0,
    },
    interface: 'eth0',
    internal: false,
    type,
  };
}

function countersFlow(next, i) {
  const local = Math.floor(next() * 100000);
  const other = Math.floor(next() * 100000);
  return {
    detection_packets: 8,
    digest: hex(next, 40),
    digest_prev: [hex(next, 40)],
    last_seen_at: 1765893700000 + i,
    local_bytes: local,
    local_packets: 1 + (local % 90),
    local_rate: Math.floor(local / 2),
    other_bytes: other,
    other_packets: 1 + (other % 90),
    other_rate: Math.floor(other / 2),
    tcp: { resets: 0, retrans: 0, seq_errors: 0 },
    total_bytes: local + other,
    total_packets: 2 + (local % 90) + (other % 90),
  };
}

const makers = {
  agent_status: (next, i) => ({
    agent_version: '5.2.8',
    build_version: 'agent/5.2.8 (x86_64-linux)',
    cpu_cores: 4,
    cpu_system: 3.25,
    cpu_system_prev: 3.1,
    cpu_user: 6.5,
    cpu_user_prev: 6.25,
    dhc_status: true,
    fhc_status: true,
    flow_count: 140,
    flow_count_prev: 135,
    flows_active: 55,
    flows_expired: 21,
    flows_expiring: 0,
    flows_in_use: 120,
    flows_purged: 11,
    maxrss_kb: 85504,
    maxrss_kb_prev: 85504,
    memrss_kb: 84508,
    memrss_kb_prev: 84380,
    tcm_kb: 48141,
    tcm_kb_prev: 48076,
    timestamp: 1772661775 + i,
    type: 'agent_status',
    update_imf: 1,
    update_interval: 15,
    uptime: 1740 + i,
  }),
  endpoints: (next) => ({ type: 'endpoints', [mac(next)]: [ip4(next, '192.168.1'), 'fe80::1'], [mac(next)]: [ip4(next, '192.168.1')] }),
  interfaces: (next) => ({
    type: 'interfaces',
    eth0: { addr: [ip4(next, '192.168.1')], capture_type: 'pcap', mac: mac(next), role: 'lan' },
    eth1: { addr: [ip4(next, '198.51.100')], capture_type: 'tpv3', mac: mac(next), role: 'wan' },
  }),
  interface_stats: (next, i) => ({ type: 'interface_stats', eth0: counters(700 + i), eth1: counters(300 + i) }),
  global_stats: (next, i) => ({ type: 'global_stats', ...counters(1000 + i) }),
  flow: (next, i) => flowRecord(next, 'flow', i),
  flow_dpi_update: (next, i) => flowRecord(next, 'flow_dpi_update', i),
  flow_dpi_complete: (next, i) => flowRecord(next, 'flow_dpi_complete', i),
  flow_purge: (next, i) => ({ flow: countersFlow(next, i), interface: 'eth0', internal: false, reason: i % 2 ? 'closed' : 'expired', type: 'flow_purge' }),
  flow_stats: (next, i) => ({ flow: countersFlow(next, i), interface: 'eth0', internal: false, type: 'flow_stats' }),
  flow_intel: (next, i) => ({
    flow: {
      digest: hex(next, 40),
      intel: [
        {
          category: 'vpn_detection',
          criteria: { min_bytes: 0, min_score: 0 },
          data_feed: 'vpn_servers',
          event: 'dpi_complete',
          indicator: 'vpn_server',
          indicator_driver: 'vpn_server',
          score: 70,
        },
      ],
      last_seen_at: 1765893800000 + i,
    },
    interface: 'eth0',
    internal: true,
    type: 'flow_intel',
  }),
};

/** Every record type a sample can be made of. */
export const sampleTypes = Object.keys(makers);

/** One valid record of `type`; `i` varies the values. */
export function sampleRecord(type, i = 0, seed = 1) {
  return makers[type](random(seed * 7919 + i), i);
}

/**
 * `count` records, mostly flow records (as a busy agent's stream is): 85% flow and flow_dpi records,
 * 10% flow_stats/flow_purge, the rest status and statistics.
 */
export function* sampleStream(count, seed = 1) {
  const next = random(seed);
  for (let i = 0; i < count; i++) {
    const r = next();
    const type =
      r < 0.45
        ? 'flow_dpi_complete'
        : r < 0.7
          ? 'flow_dpi_update'
          : r < 0.85
            ? 'flow'
            : r < 0.92
              ? 'flow_stats'
              : r < 0.95
                ? 'flow_purge'
                : r < 0.96
                  ? 'agent_status'
                  : r < 0.97
                    ? 'interface_stats'
                    : r < 0.98
                      ? 'global_stats'
                      : r < 0.99
                        ? 'endpoints'
                        : 'flow_intel';
    yield makers[type](next, i);
  }
}
