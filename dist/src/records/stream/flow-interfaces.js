import { boundText } from '../../core/message.js';
import { where } from './place.js';
/** Interface names remembered (listed, pending or said); past this many, new names are not checked. */
const MAX_NAMES = 10_000;
export class FlowInterfaces {
    listed = new Set();
    /** Interfaces flows named that no `interfaces` record listed yet: the first flow that named each. */
    pending = new Map();
    said = new Set();
    /** Takes a valid flow record's interface. */
    flow(here, name, digest) {
        if (typeof name !== 'string' || this.listed.has(name) || this.pending.has(name) || this.said.has(name))
            return;
        if (this.listed.size + this.pending.size + this.said.size >= MAX_NAMES)
            return;
        this.pending.set(name, { ...here, ...(digest !== undefined ? { digest } : {}) });
    }
    /** Takes a valid `interfaces` record; returns a warning for each waiting interface it does not list either. */
    interfaces(here, value) {
        const names = Object.keys(value).filter((k) => k !== 'type');
        if (names.length === 0)
            return [];
        for (const name of names)
            if (this.listed.size < MAX_NAMES)
                this.listed.add(name);
        const found = [];
        for (const [name, flow] of this.pending) {
            this.pending.delete(name);
            if (this.listed.has(name))
                continue;
            this.said.add(name);
            const shown = names.slice(0, 5).map((n) => JSON.stringify(boundText(n, 80)));
            found.push({
                severity: 'warning',
                code: 'record/stream',
                message: `${where(flow)}${flow.digest !== undefined ? ` (flow ${flow.digest})` : ''} names interface ${JSON.stringify(boundText(name, 80))}, which ${where(here)} does not list (it lists ${shown.join(', ')}${names.length > 5 ? ', ...' : ''}): the agent lists every interface it captures on`,
                pointer: '',
                record: here.index,
                offset: here.offset,
            });
        }
        return found;
    }
}
