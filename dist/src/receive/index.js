import { networkInterfaces } from 'node:os';
import { ioMessage } from '../core/io-message.js';
import { Capture } from './capture.js';
import { DeploymentCheck } from './cross-check.js';
import { httpEndpoints } from './endpoints.js';
import { deploymentLosses } from './losses.js';
import { defaultLimits } from './options.js';
import { createReceiveServer } from './server.js';
import { ReceiveSession } from './session.js';
export { defaultLimits } from './options.js';
export { httpEndpoints } from './endpoints.js';
export { noPostsResult } from './no-posts.js';
/** Rejected start-ups (port taken, address not available, capture file not writable) name the cause. */
export class ReceiveStartError extends Error {
}
/** Starts listening; rejects with a {@link ReceiveStartError} when it cannot. */
export async function startReceiver(options, onFindings) {
    const limits = { ...defaultLimits, ...options.limits };
    const host = options.host ?? '127.0.0.1';
    let capture;
    let finish;
    const stopRequested = new Promise((resolve) => (finish = resolve));
    if (options.save !== undefined) {
        try {
            // A capture that cannot be written ends the run: the records it should hold would be lost.
            capture = await Capture.open(options.save, () => finish('save-failed'), options.reads ?? [], limits.maxSave);
        }
        catch (error) {
            throw new ReceiveStartError(`cannot open ${options.save} for --save: ${ioMessage(error)}`);
        }
    }
    const session = sessionFor(options, limits, capture, onFindings);
    const server = createReceiveServer({
        session,
        limits,
        ...(options.count !== undefined ? { count: options.count } : {}),
        requestStop: (r) => finish(r),
        report: () => options.renderReport(session.reports.results()),
    });
    await new Promise((resolve, reject) => {
        server.once('error', (error) => reject(new ReceiveStartError(listenProblem(error, host, options.port))));
        server.listen(options.port, host, () => resolve());
    }).catch(async (error) => {
        await capture?.close();
        throw error;
    });
    server.on('error', () => {
        // Errors after start-up concern single connections, which are handled where they happen.
    });
    const timer = options.duration === undefined ? undefined : setTimeout(() => finish('duration'), options.duration);
    const done = stopRequested.then(async (reason) => {
        if (timer)
            clearTimeout(timer);
        server.stopping = true;
        const closed = new Promise((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        // Requests in flight get a moment to finish, then every connection is cut.
        const grace = setTimeout(() => server.closeAllConnections(), 2000);
        await closed;
        clearTimeout(grace);
        session.finish();
        await capture?.close();
        return reason;
    });
    const address = server.address();
    const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const url = `http://${shown}:${address.port}/`;
    const any = address.address === '0.0.0.0' || address.address === '::';
    const deviceUrl = any ? `http://${outwardAddress() ?? shown}:${address.port}/` : url;
    return {
        url,
        port: address.port,
        deviceUrl,
        done,
        stop: (reason = 'signal') => {
            finish(reason);
            return done;
        },
        results: () => session.reports.results(),
        posts: () => session.posts,
        saveError: () => (capture?.failed ? ioMessage(capture.failed) : undefined),
    };
}
/** The session of a run, live or replayed. */
export function sessionFor(options, limits, capture, onFindings) {
    const check = options.deployment ? new DeploymentCheck(httpEndpoints(options.deployment)) : undefined;
    const session = new ReceiveSession({
        maxDecoded: limits.maxDecoded,
        reject: options.reject ?? false,
        ...(options.agent !== undefined ? { agent: options.agent } : {}),
        ...(options.maxProblems !== undefined ? { maxProblems: options.maxProblems } : {}),
        ...(options.updateInterval !== undefined ? { updateInterval: options.updateInterval } : {}),
        ...(options.levels !== undefined ? { levels: options.levels } : {}),
        ...(check ? { check } : {}),
        ...(capture ? { capture } : {}),
        ...(onFindings ? { onFindings } : {}),
    });
    // Records the deployment loses never arrive: their findings open the report of the path they would have come on.
    if (options.deployment)
        for (const loss of deploymentLosses(options.deployment, options.deploymentFindings ?? []))
            session.problem(loss.path, loss.diagnostic);
    return session;
}
function listenProblem(error, host, port) {
    if (error.code === 'EADDRINUSE')
        return `port ${port} on ${host} is already in use; choose another --port (0 picks a free one)`;
    if (error.code === 'EADDRNOTAVAIL')
        return `${host} is not an address of this machine; check --host`;
    if (error.code === 'EACCES')
        return `not allowed to listen on port ${port}; ports below 1024 need privileges`;
    if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN')
        return `cannot resolve --host ${host}`;
    return `cannot listen on ${host}:${port}: ${error.message}`;
}
/** This machine's first non-loopback IPv4 address, for the URL a device should use. */
function outwardAddress() {
    for (const list of Object.values(networkInterfaces())) {
        for (const a of list ?? [])
            if (a.family === 'IPv4' && !a.internal)
                return a.address;
    }
    return undefined;
}
