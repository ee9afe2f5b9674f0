/**
 * The report of a receiving run: one `RecordReport` of `agentconf records` per request path, so
 * the report tells channels apart (which record types arrive where) and `record` is the 0-based
 * arrival index of a record on its path. The number of paths is bounded: past the limit, further
 * paths share one result, so a client probing random paths cannot grow memory.
 */
import { boundText } from '../core/message.js';
import { RecordReport } from '../records/stream/index.js';
/** Paths reported apart; more share the result {@link OTHER_PATHS}. */
const MAX_PATHS = 100;
const OTHER_PATHS = '(other paths)';
/** The longest request path a report or a live line shows whole; longer ones keep their start and end. */
const MAX_PATH_SHOWN = 200;
/** A request path as reports and live lines show it: a 4 KB path must not make every line 4 KB. */
export function shownPath(path) {
    return boundText(path, MAX_PATH_SHOWN);
}
/**
 * The report of one request path. Where the deployment routes flow records to the path from more
 * than one processor, each of them sends every flow's records (run two-procs: agent 5.0.7,
 * proc-core 1.0.30, two proc-core instances on one channel: each flow_purge arrived twice), so
 * the per-flow stream rules, which follow one sender (`record/stream` at a `/flow/...` member:
 * nothing of a flow after its purge, counters that never go down), do not hold there: their
 * first finding becomes one note that names the processors, and the rest are not said.
 */
class PathReport extends RecordReport {
    check;
    path;
    shared = null;
    told = false;
    constructor(file, options, check, path) {
        super(file, options);
        this.check = check;
        this.path = path;
    }
    addProblem(found) {
        if (this.check === undefined || found.code !== 'record/stream' || !found.pointer.startsWith('/flow/'))
            return super.addProblem(found);
        if (this.shared === null)
            this.shared = this.check.sharedFlows(this.path);
        if (this.shared === undefined)
            return super.addProblem(found);
        if (this.told)
            return;
        this.told = true;
        const { processors, who } = this.shared;
        super.addProblem({
            ...found,
            severity: 'info',
            message: `${processors} processors send flow records to ${this.file}: ${who}; each sends every flow's records, so each flow_purge arrives ${processors} times ` +
                `(agent 5.0.7, proc-core 1.0.30), as configured; the per-flow checks (nothing of a flow after its purge, counters that never go down) are not made on this path`,
        });
    }
}
export class ReceiveReports {
    options;
    check;
    byPath = new Map();
    /** @param check the deployment, when the run has one: it tells which processors send to a path */
    constructor(options = {}, check) {
        this.options = options;
        this.check = check;
    }
    /** The report of a request path. */
    of(path) {
        const shown = shownPath(path);
        let report = this.byPath.get(shown);
        if (report)
            return report;
        const name = this.byPath.size < MAX_PATHS ? shown : OTHER_PATHS;
        report = this.byPath.get(name);
        if (!report)
            this.byPath.set(name, (report = new PathReport(name, this.options, this.check, path)));
        return report;
    }
    /** One result per path, in order of first arrival. */
    results() {
        return [...this.byPath.values()].map((r) => ({ ...r.result(), request: true }));
    }
}
