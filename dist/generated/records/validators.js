// Precompiled record validators reporting every error (Ajv standalone).
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
// @ts-nocheck
/** Appends `more` to `list` (a new list when null): linear, where concat copied the list each time. */
function appendErrors(list, more) { if (list === null)
    list = []; for (let i = 0; i < more.length; i++)
    list.push(more[i]); return list; }
export const agentStatus = validate20;
const schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/records/agent_status.schema.json", "type": "object", "required": ["type", "agent_version", "build_version", "cpu_cores", "cpu_system", "cpu_system_prev", "cpu_user", "cpu_user_prev", "dhc_status", "fhc_status", "flow_count", "flow_count_prev", "flows_active", "flows_expired", "flows_expiring", "flows_in_use", "flows_purged", "maxrss_kb", "maxrss_kb_prev", "memrss_kb", "memrss_kb_prev", "timestamp", "update_imf", "update_interval", "uptime"], "properties": { "type": { "type": "string", "const": "agent_status" }, "agent_version": { "type": "string" }, "build_version": { "type": "string" }, "cpu_cores": { "type": "integer", "minimum": 0 }, "cpu_system": { "type": "number" }, "cpu_system_prev": { "type": "number" }, "cpu_user": { "type": "number" }, "cpu_user_prev": { "type": "number" }, "dhc_status": { "type": "boolean" }, "fhc_status": { "type": "boolean" }, "flow_count": { "type": "integer", "minimum": 0 }, "flow_count_prev": { "type": "integer", "minimum": 0 }, "flows_active": { "type": "integer", "minimum": 0 }, "flows_expired": { "type": "integer", "minimum": 0 }, "flows_expiring": { "type": "integer", "minimum": 0 }, "flows_in_use": { "type": "integer", "minimum": 0 }, "flows_purged": { "type": "integer", "minimum": 0 }, "maxrss_kb": { "type": "integer", "minimum": 0 }, "maxrss_kb_prev": { "type": "integer", "minimum": 0 }, "memrss_kb": { "type": "integer", "minimum": 0 }, "memrss_kb_prev": { "type": "integer", "minimum": 0 }, "tcm_kb": { "type": "integer", "minimum": 0 }, "tcm_kb_prev": { "type": "integer", "minimum": 0 }, "timestamp": { "type": "integer", "minimum": 0 }, "update_imf": { "type": "integer", "minimum": 0 }, "update_interval": { "type": "integer", "minimum": 0 }, "uptime": { "type": "integer", "minimum": 0 } } };
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/records/agent_status.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate20.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.type === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.agent_version === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "agent_version" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.build_version === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "build_version" } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.cpu_cores === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "cpu_cores" } };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.cpu_system === undefined) {
            const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "cpu_system" } };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        if (data.cpu_system_prev === undefined) {
            const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "cpu_system_prev" } };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
        if (data.cpu_user === undefined) {
            const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "cpu_user" } };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
        if (data.cpu_user_prev === undefined) {
            const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "cpu_user_prev" } };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
        if (data.dhc_status === undefined) {
            const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "dhc_status" } };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
        if (data.fhc_status === undefined) {
            const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "fhc_status" } };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
        if (data.flow_count === undefined) {
            const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "flow_count" } };
            if (vErrors === null) {
                vErrors = [err10];
            }
            else {
                vErrors.push(err10);
            }
            errors++;
        }
        if (data.flow_count_prev === undefined) {
            const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "flow_count_prev" } };
            if (vErrors === null) {
                vErrors = [err11];
            }
            else {
                vErrors.push(err11);
            }
            errors++;
        }
        if (data.flows_active === undefined) {
            const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "flows_active" } };
            if (vErrors === null) {
                vErrors = [err12];
            }
            else {
                vErrors.push(err12);
            }
            errors++;
        }
        if (data.flows_expired === undefined) {
            const err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "flows_expired" } };
            if (vErrors === null) {
                vErrors = [err13];
            }
            else {
                vErrors.push(err13);
            }
            errors++;
        }
        if (data.flows_expiring === undefined) {
            const err14 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "flows_expiring" } };
            if (vErrors === null) {
                vErrors = [err14];
            }
            else {
                vErrors.push(err14);
            }
            errors++;
        }
        if (data.flows_in_use === undefined) {
            const err15 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "flows_in_use" } };
            if (vErrors === null) {
                vErrors = [err15];
            }
            else {
                vErrors.push(err15);
            }
            errors++;
        }
        if (data.flows_purged === undefined) {
            const err16 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "flows_purged" } };
            if (vErrors === null) {
                vErrors = [err16];
            }
            else {
                vErrors.push(err16);
            }
            errors++;
        }
        if (data.maxrss_kb === undefined) {
            const err17 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "maxrss_kb" } };
            if (vErrors === null) {
                vErrors = [err17];
            }
            else {
                vErrors.push(err17);
            }
            errors++;
        }
        if (data.maxrss_kb_prev === undefined) {
            const err18 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "maxrss_kb_prev" } };
            if (vErrors === null) {
                vErrors = [err18];
            }
            else {
                vErrors.push(err18);
            }
            errors++;
        }
        if (data.memrss_kb === undefined) {
            const err19 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "memrss_kb" } };
            if (vErrors === null) {
                vErrors = [err19];
            }
            else {
                vErrors.push(err19);
            }
            errors++;
        }
        if (data.memrss_kb_prev === undefined) {
            const err20 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "memrss_kb_prev" } };
            if (vErrors === null) {
                vErrors = [err20];
            }
            else {
                vErrors.push(err20);
            }
            errors++;
        }
        if (data.timestamp === undefined) {
            const err21 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "timestamp" } };
            if (vErrors === null) {
                vErrors = [err21];
            }
            else {
                vErrors.push(err21);
            }
            errors++;
        }
        if (data.update_imf === undefined) {
            const err22 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "update_imf" } };
            if (vErrors === null) {
                vErrors = [err22];
            }
            else {
                vErrors.push(err22);
            }
            errors++;
        }
        if (data.update_interval === undefined) {
            const err23 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "update_interval" } };
            if (vErrors === null) {
                vErrors = [err23];
            }
            else {
                vErrors.push(err23);
            }
            errors++;
        }
        if (data.uptime === undefined) {
            const err24 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "uptime" } };
            if (vErrors === null) {
                vErrors = [err24];
            }
            else {
                vErrors.push(err24);
            }
            errors++;
        }
        if (data.type !== undefined) {
            let data0 = data.type;
            if (typeof data0 !== "string") {
                const err25 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err25];
                }
                else {
                    vErrors.push(err25);
                }
                errors++;
            }
            if ("agent_status" !== data0) {
                const err26 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/const", keyword: "const", params: { allowedValue: "agent_status" } };
                if (vErrors === null) {
                    vErrors = [err26];
                }
                else {
                    vErrors.push(err26);
                }
                errors++;
            }
        }
        if (data.agent_version !== undefined) {
            if (typeof data.agent_version !== "string") {
                const err27 = { instancePath: instancePath + "/agent_version", schemaPath: "#/properties/agent_version/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err27];
                }
                else {
                    vErrors.push(err27);
                }
                errors++;
            }
        }
        if (data.build_version !== undefined) {
            if (typeof data.build_version !== "string") {
                const err28 = { instancePath: instancePath + "/build_version", schemaPath: "#/properties/build_version/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err28];
                }
                else {
                    vErrors.push(err28);
                }
                errors++;
            }
        }
        if (data.cpu_cores !== undefined) {
            let data3 = data.cpu_cores;
            if (!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) {
                const err29 = { instancePath: instancePath + "/cpu_cores", schemaPath: "#/properties/cpu_cores/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err29];
                }
                else {
                    vErrors.push(err29);
                }
                errors++;
            }
            if ((typeof data3 == "number") && (isFinite(data3))) {
                if (data3 < 0 || isNaN(data3)) {
                    const err30 = { instancePath: instancePath + "/cpu_cores", schemaPath: "#/properties/cpu_cores/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err30];
                    }
                    else {
                        vErrors.push(err30);
                    }
                    errors++;
                }
            }
        }
        if (data.cpu_system !== undefined) {
            let data4 = data.cpu_system;
            if (!((typeof data4 == "number") && (isFinite(data4)))) {
                const err31 = { instancePath: instancePath + "/cpu_system", schemaPath: "#/properties/cpu_system/type", keyword: "type", params: { type: "number" } };
                if (vErrors === null) {
                    vErrors = [err31];
                }
                else {
                    vErrors.push(err31);
                }
                errors++;
            }
        }
        if (data.cpu_system_prev !== undefined) {
            let data5 = data.cpu_system_prev;
            if (!((typeof data5 == "number") && (isFinite(data5)))) {
                const err32 = { instancePath: instancePath + "/cpu_system_prev", schemaPath: "#/properties/cpu_system_prev/type", keyword: "type", params: { type: "number" } };
                if (vErrors === null) {
                    vErrors = [err32];
                }
                else {
                    vErrors.push(err32);
                }
                errors++;
            }
        }
        if (data.cpu_user !== undefined) {
            let data6 = data.cpu_user;
            if (!((typeof data6 == "number") && (isFinite(data6)))) {
                const err33 = { instancePath: instancePath + "/cpu_user", schemaPath: "#/properties/cpu_user/type", keyword: "type", params: { type: "number" } };
                if (vErrors === null) {
                    vErrors = [err33];
                }
                else {
                    vErrors.push(err33);
                }
                errors++;
            }
        }
        if (data.cpu_user_prev !== undefined) {
            let data7 = data.cpu_user_prev;
            if (!((typeof data7 == "number") && (isFinite(data7)))) {
                const err34 = { instancePath: instancePath + "/cpu_user_prev", schemaPath: "#/properties/cpu_user_prev/type", keyword: "type", params: { type: "number" } };
                if (vErrors === null) {
                    vErrors = [err34];
                }
                else {
                    vErrors.push(err34);
                }
                errors++;
            }
        }
        if (data.dhc_status !== undefined) {
            if (typeof data.dhc_status !== "boolean") {
                const err35 = { instancePath: instancePath + "/dhc_status", schemaPath: "#/properties/dhc_status/type", keyword: "type", params: { type: "boolean" } };
                if (vErrors === null) {
                    vErrors = [err35];
                }
                else {
                    vErrors.push(err35);
                }
                errors++;
            }
        }
        if (data.fhc_status !== undefined) {
            if (typeof data.fhc_status !== "boolean") {
                const err36 = { instancePath: instancePath + "/fhc_status", schemaPath: "#/properties/fhc_status/type", keyword: "type", params: { type: "boolean" } };
                if (vErrors === null) {
                    vErrors = [err36];
                }
                else {
                    vErrors.push(err36);
                }
                errors++;
            }
        }
        if (data.flow_count !== undefined) {
            let data10 = data.flow_count;
            if (!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) {
                const err37 = { instancePath: instancePath + "/flow_count", schemaPath: "#/properties/flow_count/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err37];
                }
                else {
                    vErrors.push(err37);
                }
                errors++;
            }
            if ((typeof data10 == "number") && (isFinite(data10))) {
                if (data10 < 0 || isNaN(data10)) {
                    const err38 = { instancePath: instancePath + "/flow_count", schemaPath: "#/properties/flow_count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err38];
                    }
                    else {
                        vErrors.push(err38);
                    }
                    errors++;
                }
            }
        }
        if (data.flow_count_prev !== undefined) {
            let data11 = data.flow_count_prev;
            if (!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))) {
                const err39 = { instancePath: instancePath + "/flow_count_prev", schemaPath: "#/properties/flow_count_prev/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err39];
                }
                else {
                    vErrors.push(err39);
                }
                errors++;
            }
            if ((typeof data11 == "number") && (isFinite(data11))) {
                if (data11 < 0 || isNaN(data11)) {
                    const err40 = { instancePath: instancePath + "/flow_count_prev", schemaPath: "#/properties/flow_count_prev/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err40];
                    }
                    else {
                        vErrors.push(err40);
                    }
                    errors++;
                }
            }
        }
        if (data.flows_active !== undefined) {
            let data12 = data.flows_active;
            if (!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))) {
                const err41 = { instancePath: instancePath + "/flows_active", schemaPath: "#/properties/flows_active/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err41];
                }
                else {
                    vErrors.push(err41);
                }
                errors++;
            }
            if ((typeof data12 == "number") && (isFinite(data12))) {
                if (data12 < 0 || isNaN(data12)) {
                    const err42 = { instancePath: instancePath + "/flows_active", schemaPath: "#/properties/flows_active/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err42];
                    }
                    else {
                        vErrors.push(err42);
                    }
                    errors++;
                }
            }
        }
        if (data.flows_expired !== undefined) {
            let data13 = data.flows_expired;
            if (!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) {
                const err43 = { instancePath: instancePath + "/flows_expired", schemaPath: "#/properties/flows_expired/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err43];
                }
                else {
                    vErrors.push(err43);
                }
                errors++;
            }
            if ((typeof data13 == "number") && (isFinite(data13))) {
                if (data13 < 0 || isNaN(data13)) {
                    const err44 = { instancePath: instancePath + "/flows_expired", schemaPath: "#/properties/flows_expired/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err44];
                    }
                    else {
                        vErrors.push(err44);
                    }
                    errors++;
                }
            }
        }
        if (data.flows_expiring !== undefined) {
            let data14 = data.flows_expiring;
            if (!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))) {
                const err45 = { instancePath: instancePath + "/flows_expiring", schemaPath: "#/properties/flows_expiring/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err45];
                }
                else {
                    vErrors.push(err45);
                }
                errors++;
            }
            if ((typeof data14 == "number") && (isFinite(data14))) {
                if (data14 < 0 || isNaN(data14)) {
                    const err46 = { instancePath: instancePath + "/flows_expiring", schemaPath: "#/properties/flows_expiring/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err46];
                    }
                    else {
                        vErrors.push(err46);
                    }
                    errors++;
                }
            }
        }
        if (data.flows_in_use !== undefined) {
            let data15 = data.flows_in_use;
            if (!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))) {
                const err47 = { instancePath: instancePath + "/flows_in_use", schemaPath: "#/properties/flows_in_use/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err47];
                }
                else {
                    vErrors.push(err47);
                }
                errors++;
            }
            if ((typeof data15 == "number") && (isFinite(data15))) {
                if (data15 < 0 || isNaN(data15)) {
                    const err48 = { instancePath: instancePath + "/flows_in_use", schemaPath: "#/properties/flows_in_use/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err48];
                    }
                    else {
                        vErrors.push(err48);
                    }
                    errors++;
                }
            }
        }
        if (data.flows_purged !== undefined) {
            let data16 = data.flows_purged;
            if (!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))) {
                const err49 = { instancePath: instancePath + "/flows_purged", schemaPath: "#/properties/flows_purged/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err49];
                }
                else {
                    vErrors.push(err49);
                }
                errors++;
            }
            if ((typeof data16 == "number") && (isFinite(data16))) {
                if (data16 < 0 || isNaN(data16)) {
                    const err50 = { instancePath: instancePath + "/flows_purged", schemaPath: "#/properties/flows_purged/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err50];
                    }
                    else {
                        vErrors.push(err50);
                    }
                    errors++;
                }
            }
        }
        if (data.maxrss_kb !== undefined) {
            let data17 = data.maxrss_kb;
            if (!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))) {
                const err51 = { instancePath: instancePath + "/maxrss_kb", schemaPath: "#/properties/maxrss_kb/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err51];
                }
                else {
                    vErrors.push(err51);
                }
                errors++;
            }
            if ((typeof data17 == "number") && (isFinite(data17))) {
                if (data17 < 0 || isNaN(data17)) {
                    const err52 = { instancePath: instancePath + "/maxrss_kb", schemaPath: "#/properties/maxrss_kb/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err52];
                    }
                    else {
                        vErrors.push(err52);
                    }
                    errors++;
                }
            }
        }
        if (data.maxrss_kb_prev !== undefined) {
            let data18 = data.maxrss_kb_prev;
            if (!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))) {
                const err53 = { instancePath: instancePath + "/maxrss_kb_prev", schemaPath: "#/properties/maxrss_kb_prev/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err53];
                }
                else {
                    vErrors.push(err53);
                }
                errors++;
            }
            if ((typeof data18 == "number") && (isFinite(data18))) {
                if (data18 < 0 || isNaN(data18)) {
                    const err54 = { instancePath: instancePath + "/maxrss_kb_prev", schemaPath: "#/properties/maxrss_kb_prev/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err54];
                    }
                    else {
                        vErrors.push(err54);
                    }
                    errors++;
                }
            }
        }
        if (data.memrss_kb !== undefined) {
            let data19 = data.memrss_kb;
            if (!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))) {
                const err55 = { instancePath: instancePath + "/memrss_kb", schemaPath: "#/properties/memrss_kb/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err55];
                }
                else {
                    vErrors.push(err55);
                }
                errors++;
            }
            if ((typeof data19 == "number") && (isFinite(data19))) {
                if (data19 < 0 || isNaN(data19)) {
                    const err56 = { instancePath: instancePath + "/memrss_kb", schemaPath: "#/properties/memrss_kb/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err56];
                    }
                    else {
                        vErrors.push(err56);
                    }
                    errors++;
                }
            }
        }
        if (data.memrss_kb_prev !== undefined) {
            let data20 = data.memrss_kb_prev;
            if (!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))) {
                const err57 = { instancePath: instancePath + "/memrss_kb_prev", schemaPath: "#/properties/memrss_kb_prev/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err57];
                }
                else {
                    vErrors.push(err57);
                }
                errors++;
            }
            if ((typeof data20 == "number") && (isFinite(data20))) {
                if (data20 < 0 || isNaN(data20)) {
                    const err58 = { instancePath: instancePath + "/memrss_kb_prev", schemaPath: "#/properties/memrss_kb_prev/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err58];
                    }
                    else {
                        vErrors.push(err58);
                    }
                    errors++;
                }
            }
        }
        if (data.tcm_kb !== undefined) {
            let data21 = data.tcm_kb;
            if (!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))) {
                const err59 = { instancePath: instancePath + "/tcm_kb", schemaPath: "#/properties/tcm_kb/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err59];
                }
                else {
                    vErrors.push(err59);
                }
                errors++;
            }
            if ((typeof data21 == "number") && (isFinite(data21))) {
                if (data21 < 0 || isNaN(data21)) {
                    const err60 = { instancePath: instancePath + "/tcm_kb", schemaPath: "#/properties/tcm_kb/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err60];
                    }
                    else {
                        vErrors.push(err60);
                    }
                    errors++;
                }
            }
        }
        if (data.tcm_kb_prev !== undefined) {
            let data22 = data.tcm_kb_prev;
            if (!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))) {
                const err61 = { instancePath: instancePath + "/tcm_kb_prev", schemaPath: "#/properties/tcm_kb_prev/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err61];
                }
                else {
                    vErrors.push(err61);
                }
                errors++;
            }
            if ((typeof data22 == "number") && (isFinite(data22))) {
                if (data22 < 0 || isNaN(data22)) {
                    const err62 = { instancePath: instancePath + "/tcm_kb_prev", schemaPath: "#/properties/tcm_kb_prev/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err62];
                    }
                    else {
                        vErrors.push(err62);
                    }
                    errors++;
                }
            }
        }
        if (data.timestamp !== undefined) {
            let data23 = data.timestamp;
            if (!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))) {
                const err63 = { instancePath: instancePath + "/timestamp", schemaPath: "#/properties/timestamp/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err63];
                }
                else {
                    vErrors.push(err63);
                }
                errors++;
            }
            if ((typeof data23 == "number") && (isFinite(data23))) {
                if (data23 < 0 || isNaN(data23)) {
                    const err64 = { instancePath: instancePath + "/timestamp", schemaPath: "#/properties/timestamp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err64];
                    }
                    else {
                        vErrors.push(err64);
                    }
                    errors++;
                }
            }
        }
        if (data.update_imf !== undefined) {
            let data24 = data.update_imf;
            if (!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))) {
                const err65 = { instancePath: instancePath + "/update_imf", schemaPath: "#/properties/update_imf/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err65];
                }
                else {
                    vErrors.push(err65);
                }
                errors++;
            }
            if ((typeof data24 == "number") && (isFinite(data24))) {
                if (data24 < 0 || isNaN(data24)) {
                    const err66 = { instancePath: instancePath + "/update_imf", schemaPath: "#/properties/update_imf/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err66];
                    }
                    else {
                        vErrors.push(err66);
                    }
                    errors++;
                }
            }
        }
        if (data.update_interval !== undefined) {
            let data25 = data.update_interval;
            if (!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))) {
                const err67 = { instancePath: instancePath + "/update_interval", schemaPath: "#/properties/update_interval/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err67];
                }
                else {
                    vErrors.push(err67);
                }
                errors++;
            }
            if ((typeof data25 == "number") && (isFinite(data25))) {
                if (data25 < 0 || isNaN(data25)) {
                    const err68 = { instancePath: instancePath + "/update_interval", schemaPath: "#/properties/update_interval/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err68];
                    }
                    else {
                        vErrors.push(err68);
                    }
                    errors++;
                }
            }
        }
        if (data.uptime !== undefined) {
            let data26 = data.uptime;
            if (!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))) {
                const err69 = { instancePath: instancePath + "/uptime", schemaPath: "#/properties/uptime/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err69];
                }
                else {
                    vErrors.push(err69);
                }
                errors++;
            }
            if ((typeof data26 == "number") && (isFinite(data26))) {
                if (data26 < 0 || isNaN(data26)) {
                    const err70 = { instancePath: instancePath + "/uptime", schemaPath: "#/properties/uptime/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err70];
                    }
                    else {
                        vErrors.push(err70);
                    }
                    errors++;
                }
            }
        }
    }
    else {
        const err71 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err71];
        }
        else {
            vErrors.push(err71);
        }
        errors++;
    }
    validate20.errors = vErrors;
    return errors === 0;
}
validate20.evaluated = { "props": { "type": true, "agent_version": true, "build_version": true, "cpu_cores": true, "cpu_system": true, "cpu_system_prev": true, "cpu_user": true, "cpu_user_prev": true, "dhc_status": true, "fhc_status": true, "flow_count": true, "flow_count_prev": true, "flows_active": true, "flows_expired": true, "flows_expiring": true, "flows_in_use": true, "flows_purged": true, "maxrss_kb": true, "maxrss_kb_prev": true, "memrss_kb": true, "memrss_kb_prev": true, "tcm_kb": true, "tcm_kb_prev": true, "timestamp": true, "update_imf": true, "update_interval": true, "uptime": true }, "dynamicProps": false, "dynamicItems": false };
export const endpoints = validate21;
const schema32 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/records/endpoints.schema.json", "type": "object", "required": ["type"], "properties": { "type": { "type": "string", "const": "endpoints" } }, "propertyNames": { "type": "string", "pattern": "^type$|^(?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$|^(?:[0-9A-Fa-f]{2}-){5}[0-9A-Fa-f]{2}$" }, "additionalProperties": { "type": "array", "items": { "$ref": "#/$defs/records.ipAddress" } }, "$defs": { "records.ipAddress": { "type": "string", "pattern": "^(?:[0-9]{1,3}\\.){3}[0-9]{1,3}$|^[0-9A-Fa-f.]*:[0-9A-Fa-f:.]*$" } } };
const schema33 = { "type": "string", "pattern": "^(?:[0-9]{1,3}\\.){3}[0-9]{1,3}$|^[0-9A-Fa-f.]*:[0-9A-Fa-f:.]*$" };
const pattern4 = new RegExp("^type$|^(?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$|^(?:[0-9A-Fa-f]{2}-){5}[0-9A-Fa-f]{2}$", "u");
const pattern5 = new RegExp("^(?:[0-9]{1,3}\\.){3}[0-9]{1,3}$|^[0-9A-Fa-f.]*:[0-9A-Fa-f:.]*$", "u");
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/records/endpoints.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate21.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.type === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        for (const key0 in data) {
            const _errs1 = errors;
            if (typeof key0 === "string") {
                if (!pattern4.test(key0)) {
                    const err1 = { instancePath, schemaPath: "#/propertyNames/pattern", keyword: "pattern", params: { pattern: "^type$|^(?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$|^(?:[0-9A-Fa-f]{2}-){5}[0-9A-Fa-f]{2}$" }, propertyName: key0 };
                    if (vErrors === null) {
                        vErrors = [err1];
                    }
                    else {
                        vErrors.push(err1);
                    }
                    errors++;
                }
            }
            else {
                const err2 = { instancePath, schemaPath: "#/propertyNames/type", keyword: "type", params: { type: "string" }, propertyName: key0 };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
            var valid0 = _errs1 === errors;
            if (!valid0) {
                const err3 = { instancePath, schemaPath: "#/propertyNames", keyword: "propertyNames", params: { propertyName: key0 } };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        for (const key1 in data) {
            if (!(key1 === "type")) {
                let data0 = data[key1];
                if (Array.isArray(data0)) {
                    const len0 = data0.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                        let data1 = data0[i0];
                        if (typeof data1 === "string") {
                            if (!pattern5.test(data1)) {
                                const err4 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "#/$defs/records.ipAddress/pattern", keyword: "pattern", params: { pattern: "^(?:[0-9]{1,3}\\.){3}[0-9]{1,3}$|^[0-9A-Fa-f.]*:[0-9A-Fa-f:.]*$" } };
                                if (vErrors === null) {
                                    vErrors = [err4];
                                }
                                else {
                                    vErrors.push(err4);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err5 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "#/$defs/records.ipAddress/type", keyword: "type", params: { type: "string" } };
                            if (vErrors === null) {
                                vErrors = [err5];
                            }
                            else {
                                vErrors.push(err5);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err6 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/type", keyword: "type", params: { type: "array" } };
                    if (vErrors === null) {
                        vErrors = [err6];
                    }
                    else {
                        vErrors.push(err6);
                    }
                    errors++;
                }
            }
        }
        if (data.type !== undefined) {
            let data2 = data.type;
            if (typeof data2 !== "string") {
                const err7 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
            if ("endpoints" !== data2) {
                const err8 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/const", keyword: "const", params: { allowedValue: "endpoints" } };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
    }
    else {
        const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err9];
        }
        else {
            vErrors.push(err9);
        }
        errors++;
    }
    validate21.errors = vErrors;
    return errors === 0;
}
validate21.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
export const flow = validate22;
const schema34 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/records/flow.schema.json", "type": "object", "required": ["flow", "interface", "internal", "type"], "properties": { "type": { "type": "string", "enum": ["flow", "flow_dpi_update", "flow_dpi_complete"] }, "interface": { "type": "string" }, "internal": { "type": "boolean" }, "flow": { "type": "object", "required": ["app_ip_override", "app_proto_twins", "category", "detected_application", "detected_application_name", "detected_protocol", "detected_protocol_name", "detection_guessed", "detection_packets", "detection_updated", "digest", "first_seen_at", "host_server_name", "ip_dscp", "ip_nat", "ip_protocol", "ip_version", "last_seen_at", "local_ip", "local_mac", "local_origin", "local_port", "other_ip", "other_mac", "other_port", "other_type", "soft_dissector", "vlan_id"], "properties": { "app_ip_override": { "type": "boolean" }, "app_proto_twins": { "type": "boolean" }, "bt": { "type": "object", "properties": { "info_hash": { "type": "string" } } }, "category": { "type": "object", "required": ["application", "domain", "overlay", "protocol"], "properties": { "application": { "type": "integer", "minimum": 0 }, "domain": { "type": "integer", "minimum": 0 }, "local_network": { "type": "integer", "minimum": 0 }, "other_network": { "type": "integer", "minimum": 0 }, "overlay": { "type": "integer", "minimum": 0 }, "protocol": { "type": "integer", "minimum": 0 } } }, "conntrack": { "type": "object", "properties": { "id": { "type": "integer", "minimum": 0 }, "mark": { "type": "integer", "minimum": 0 }, "reply_dst_ip": { "type": "string" }, "reply_dst_port": { "type": "integer", "minimum": 0, "maximum": 65535 }, "reply_src_ip": { "type": "string" }, "reply_src_port": { "type": "integer", "minimum": 0, "maximum": 65535 } } }, "detected_application": { "type": "integer", "minimum": 0 }, "detected_application_name": { "type": "string" }, "detected_protocol": { "type": "integer", "minimum": 0 }, "detected_protocol_name": { "type": "string" }, "detection_guessed": { "type": "boolean" }, "detection_packets": { "$ref": "#/$defs/records.count" }, "detection_updated": { "type": "boolean" }, "dhc_hit": { "type": "boolean" }, "dhcp": { "type": "object", "properties": { "class_ident": { "type": "string" }, "fingerprint": { "type": "string" } } }, "digest": { "$ref": "#/$defs/records.digest" }, "digest_prev": { "type": "array", "items": { "$ref": "#/$defs/records.digest" } }, "dns_host_name": { "type": "string" }, "fhc_hit": { "type": "boolean" }, "first_seen_at": { "type": "integer", "minimum": 0 }, "gtp": { "type": "object", "properties": { "ip_dscp": { "type": "integer", "minimum": 0 }, "ip_version": { "type": "integer", "enum": [4, 6] }, "local_ip": { "type": "string" }, "local_port": { "type": "integer", "minimum": 0, "maximum": 65535 }, "local_teid": { "type": "integer", "minimum": 0 }, "other_ip": { "type": "string" }, "other_port": { "type": "integer", "minimum": 0, "maximum": 65535 }, "other_teid": { "type": "integer", "minimum": 0 }, "other_type": { "type": "string", "enum": ["local", "remote", "unsupported", "error"] }, "version": { "type": "integer", "minimum": 0 } } }, "host_server_name": { "type": "string" }, "http": { "type": "object", "properties": { "url": { "type": "string" }, "user_agent": { "type": "string" } } }, "ip_dscp": { "type": "integer", "minimum": 0 }, "ip_nat": { "type": "boolean" }, "ip_protocol": { "type": "integer", "minimum": 0, "maximum": 255 }, "ip_version": { "type": "integer", "enum": [4, 6] }, "last_seen_at": { "$ref": "#/$defs/records.unixMillis" }, "local_bytes": { "$ref": "#/$defs/records.count" }, "local_ip": { "type": "string" }, "local_mac": { "type": "string" }, "local_origin": { "type": "boolean" }, "local_packets": { "$ref": "#/$defs/records.count" }, "local_port": { "type": "integer", "minimum": 0, "maximum": 65535 }, "local_rate": { "$ref": "#/$defs/records.rate" }, "mdns": { "type": "object", "properties": { "answer": { "type": "string" } } }, "nfq": { "type": "object", "properties": { "dst_iface": { "type": "string" }, "src_iface": { "type": "string" } } }, "other_bytes": { "$ref": "#/$defs/records.count" }, "other_ip": { "type": "string" }, "other_mac": { "type": "string" }, "other_packets": { "$ref": "#/$defs/records.count" }, "other_port": { "type": "integer", "minimum": 0, "maximum": 65535 }, "other_rate": { "$ref": "#/$defs/records.rate" }, "other_type": { "$ref": "#/$defs/records.otherType" }, "risks": { "type": "object", "properties": { "ndpi_risk_score": { "type": "integer", "minimum": 0 }, "ndpi_risk_score_client": { "type": "integer", "minimum": 0 }, "ndpi_risk_score_server": { "type": "integer", "minimum": 0 }, "risks": { "type": "array", "items": { "type": "integer", "minimum": 0 } } } }, "soft_dissector": { "type": "boolean" }, "ssdp": { "type": "object", "properties": { "user_agent": { "type": "string" } } }, "ssh": { "type": "object", "properties": { "client": { "type": "string" }, "server": { "type": "string" } } }, "ssl": { "type": "object", "properties": { "alpn": { "type": "array", "items": { "type": "string" } }, "alpn_server": { "type": "array", "items": { "type": "string" } }, "cipher_suite": { "type": "string", "pattern": "^0x[0-9A-Fa-f]+$" }, "client_ja4": { "type": "string" }, "client_sni": { "type": "string" }, "encrypted_ch_version": { "type": "string", "pattern": "^0x[0-9A-Fa-f]+$" }, "fingerprint": { "type": "string" }, "issuer_dn": { "type": "string" }, "server_cn": { "type": "string" }, "subject_dn": { "type": "string" }, "version": { "type": "string", "pattern": "^0x[0-9A-Fa-f]+$" } } }, "stun": { "type": "object", "required": ["peer"], "properties": { "mapped": { "type": "string" }, "other": { "type": "string" }, "peer": { "type": "string" }, "relayed": { "type": "string" }, "response": { "type": "string" } } }, "tags": { "type": "array", "items": { "type": "string" } }, "tcp": { "$ref": "#/$defs/records.tcpCounters" }, "total_bytes": { "$ref": "#/$defs/records.count" }, "total_packets": { "$ref": "#/$defs/records.count" }, "vlan_id": { "type": "integer", "minimum": 0, "maximum": 4095 } } } }, "if": { "properties": { "type": { "const": "flow" } } }, "else": { "properties": { "flow": { "type": "object", "required": ["local_bytes", "local_packets", "local_rate", "other_bytes", "other_packets", "other_rate", "total_bytes", "total_packets"], "properties": { "local_bytes": {}, "local_packets": {}, "local_rate": {}, "other_bytes": {}, "other_packets": {}, "other_rate": {}, "total_bytes": {}, "total_packets": {} } } } }, "$defs": { "records.count": { "type": "integer", "minimum": 0 }, "records.digest": { "type": "string" }, "records.otherType": { "type": "string", "enum": ["local", "remote", "broadcast", "multicast", "unsupported", "error", "unknown"] }, "records.rate": { "type": "number", "minimum": 0 }, "records.tcpCounters": { "type": "object", "properties": { "resets": { "type": "integer", "minimum": 0 }, "retrans": { "type": "integer", "minimum": 0 }, "seq_errors": { "type": "integer", "minimum": 0 } } }, "records.unixMillis": { "type": "integer", "minimum": 0 } } };
const schema35 = { "type": "integer", "minimum": 0 };
const schema36 = { "type": "string" };
const schema38 = { "type": "integer", "minimum": 0 };
const schema41 = { "type": "number", "minimum": 0 };
const schema45 = { "type": "string", "enum": ["local", "remote", "broadcast", "multicast", "unsupported", "error", "unknown"] };
const schema46 = { "type": "object", "properties": { "resets": { "type": "integer", "minimum": 0 }, "retrans": { "type": "integer", "minimum": 0 }, "seq_errors": { "type": "integer", "minimum": 0 } } };
const pattern6 = new RegExp("^0x[0-9A-Fa-f]+$", "u");
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/records/flow.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate22.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    const _errs1 = errors;
    let valid0 = true;
    const _errs2 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.type !== undefined) {
            if ("flow" !== data.type) {
                const err0 = {};
                if (vErrors === null) {
                    vErrors = [err0];
                }
                else {
                    vErrors.push(err0);
                }
                errors++;
            }
        }
    }
    var _valid0 = _errs2 === errors;
    errors = _errs1;
    if (vErrors !== null) {
        if (_errs1) {
            vErrors.length = _errs1;
        }
        else {
            vErrors = null;
        }
    }
    if (!_valid0) {
        const _errs4 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.flow !== undefined) {
                let data1 = data.flow;
                if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    if (data1.local_bytes === undefined) {
                        const err1 = { instancePath: instancePath + "/flow", schemaPath: "#/else/properties/flow/required", keyword: "required", params: { missingProperty: "local_bytes" } };
                        if (vErrors === null) {
                            vErrors = [err1];
                        }
                        else {
                            vErrors.push(err1);
                        }
                        errors++;
                    }
                    if (data1.local_packets === undefined) {
                        const err2 = { instancePath: instancePath + "/flow", schemaPath: "#/else/properties/flow/required", keyword: "required", params: { missingProperty: "local_packets" } };
                        if (vErrors === null) {
                            vErrors = [err2];
                        }
                        else {
                            vErrors.push(err2);
                        }
                        errors++;
                    }
                    if (data1.local_rate === undefined) {
                        const err3 = { instancePath: instancePath + "/flow", schemaPath: "#/else/properties/flow/required", keyword: "required", params: { missingProperty: "local_rate" } };
                        if (vErrors === null) {
                            vErrors = [err3];
                        }
                        else {
                            vErrors.push(err3);
                        }
                        errors++;
                    }
                    if (data1.other_bytes === undefined) {
                        const err4 = { instancePath: instancePath + "/flow", schemaPath: "#/else/properties/flow/required", keyword: "required", params: { missingProperty: "other_bytes" } };
                        if (vErrors === null) {
                            vErrors = [err4];
                        }
                        else {
                            vErrors.push(err4);
                        }
                        errors++;
                    }
                    if (data1.other_packets === undefined) {
                        const err5 = { instancePath: instancePath + "/flow", schemaPath: "#/else/properties/flow/required", keyword: "required", params: { missingProperty: "other_packets" } };
                        if (vErrors === null) {
                            vErrors = [err5];
                        }
                        else {
                            vErrors.push(err5);
                        }
                        errors++;
                    }
                    if (data1.other_rate === undefined) {
                        const err6 = { instancePath: instancePath + "/flow", schemaPath: "#/else/properties/flow/required", keyword: "required", params: { missingProperty: "other_rate" } };
                        if (vErrors === null) {
                            vErrors = [err6];
                        }
                        else {
                            vErrors.push(err6);
                        }
                        errors++;
                    }
                    if (data1.total_bytes === undefined) {
                        const err7 = { instancePath: instancePath + "/flow", schemaPath: "#/else/properties/flow/required", keyword: "required", params: { missingProperty: "total_bytes" } };
                        if (vErrors === null) {
                            vErrors = [err7];
                        }
                        else {
                            vErrors.push(err7);
                        }
                        errors++;
                    }
                    if (data1.total_packets === undefined) {
                        const err8 = { instancePath: instancePath + "/flow", schemaPath: "#/else/properties/flow/required", keyword: "required", params: { missingProperty: "total_packets" } };
                        if (vErrors === null) {
                            vErrors = [err8];
                        }
                        else {
                            vErrors.push(err8);
                        }
                        errors++;
                    }
                }
                else {
                    const err9 = { instancePath: instancePath + "/flow", schemaPath: "#/else/properties/flow/type", keyword: "type", params: { type: "object" } };
                    if (vErrors === null) {
                        vErrors = [err9];
                    }
                    else {
                        vErrors.push(err9);
                    }
                    errors++;
                }
            }
        }
        var _valid0 = _errs4 === errors;
        valid0 = _valid0;
        if (valid0) {
            var props0 = Object.create(null);
            props0.flow = true;
            props0.type = true;
        }
    }
    if (!valid0) {
        const err10 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: "else" } };
        if (vErrors === null) {
            vErrors = [err10];
        }
        else {
            vErrors.push(err10);
        }
        errors++;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.flow === undefined) {
            const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "flow" } };
            if (vErrors === null) {
                vErrors = [err11];
            }
            else {
                vErrors.push(err11);
            }
            errors++;
        }
        if (data.interface === undefined) {
            const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "interface" } };
            if (vErrors === null) {
                vErrors = [err12];
            }
            else {
                vErrors.push(err12);
            }
            errors++;
        }
        if (data.internal === undefined) {
            const err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "internal" } };
            if (vErrors === null) {
                vErrors = [err13];
            }
            else {
                vErrors.push(err13);
            }
            errors++;
        }
        if (data.type === undefined) {
            const err14 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
            if (vErrors === null) {
                vErrors = [err14];
            }
            else {
                vErrors.push(err14);
            }
            errors++;
        }
        if (props0 !== true) {
            props0 = props0 || Object.create(null);
            props0.type = true;
            props0.interface = true;
            props0.internal = true;
            props0.flow = true;
        }
        if (data.type !== undefined) {
            let data2 = data.type;
            if (typeof data2 !== "string") {
                const err15 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err15];
                }
                else {
                    vErrors.push(err15);
                }
                errors++;
            }
            if (!(((data2 === "flow") || (data2 === "flow_dpi_update")) || (data2 === "flow_dpi_complete"))) {
                const err16 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/enum", keyword: "enum", params: { allowedValues: schema34.properties.type.enum } };
                if (vErrors === null) {
                    vErrors = [err16];
                }
                else {
                    vErrors.push(err16);
                }
                errors++;
            }
        }
        if (data.interface !== undefined) {
            if (typeof data.interface !== "string") {
                const err17 = { instancePath: instancePath + "/interface", schemaPath: "#/properties/interface/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err17];
                }
                else {
                    vErrors.push(err17);
                }
                errors++;
            }
        }
        if (data.internal !== undefined) {
            if (typeof data.internal !== "boolean") {
                const err18 = { instancePath: instancePath + "/internal", schemaPath: "#/properties/internal/type", keyword: "type", params: { type: "boolean" } };
                if (vErrors === null) {
                    vErrors = [err18];
                }
                else {
                    vErrors.push(err18);
                }
                errors++;
            }
        }
        if (data.flow !== undefined) {
            let data5 = data.flow;
            if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                if (data5.app_ip_override === undefined) {
                    const err19 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "app_ip_override" } };
                    if (vErrors === null) {
                        vErrors = [err19];
                    }
                    else {
                        vErrors.push(err19);
                    }
                    errors++;
                }
                if (data5.app_proto_twins === undefined) {
                    const err20 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "app_proto_twins" } };
                    if (vErrors === null) {
                        vErrors = [err20];
                    }
                    else {
                        vErrors.push(err20);
                    }
                    errors++;
                }
                if (data5.category === undefined) {
                    const err21 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "category" } };
                    if (vErrors === null) {
                        vErrors = [err21];
                    }
                    else {
                        vErrors.push(err21);
                    }
                    errors++;
                }
                if (data5.detected_application === undefined) {
                    const err22 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "detected_application" } };
                    if (vErrors === null) {
                        vErrors = [err22];
                    }
                    else {
                        vErrors.push(err22);
                    }
                    errors++;
                }
                if (data5.detected_application_name === undefined) {
                    const err23 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "detected_application_name" } };
                    if (vErrors === null) {
                        vErrors = [err23];
                    }
                    else {
                        vErrors.push(err23);
                    }
                    errors++;
                }
                if (data5.detected_protocol === undefined) {
                    const err24 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "detected_protocol" } };
                    if (vErrors === null) {
                        vErrors = [err24];
                    }
                    else {
                        vErrors.push(err24);
                    }
                    errors++;
                }
                if (data5.detected_protocol_name === undefined) {
                    const err25 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "detected_protocol_name" } };
                    if (vErrors === null) {
                        vErrors = [err25];
                    }
                    else {
                        vErrors.push(err25);
                    }
                    errors++;
                }
                if (data5.detection_guessed === undefined) {
                    const err26 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "detection_guessed" } };
                    if (vErrors === null) {
                        vErrors = [err26];
                    }
                    else {
                        vErrors.push(err26);
                    }
                    errors++;
                }
                if (data5.detection_packets === undefined) {
                    const err27 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "detection_packets" } };
                    if (vErrors === null) {
                        vErrors = [err27];
                    }
                    else {
                        vErrors.push(err27);
                    }
                    errors++;
                }
                if (data5.detection_updated === undefined) {
                    const err28 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "detection_updated" } };
                    if (vErrors === null) {
                        vErrors = [err28];
                    }
                    else {
                        vErrors.push(err28);
                    }
                    errors++;
                }
                if (data5.digest === undefined) {
                    const err29 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "digest" } };
                    if (vErrors === null) {
                        vErrors = [err29];
                    }
                    else {
                        vErrors.push(err29);
                    }
                    errors++;
                }
                if (data5.first_seen_at === undefined) {
                    const err30 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "first_seen_at" } };
                    if (vErrors === null) {
                        vErrors = [err30];
                    }
                    else {
                        vErrors.push(err30);
                    }
                    errors++;
                }
                if (data5.host_server_name === undefined) {
                    const err31 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "host_server_name" } };
                    if (vErrors === null) {
                        vErrors = [err31];
                    }
                    else {
                        vErrors.push(err31);
                    }
                    errors++;
                }
                if (data5.ip_dscp === undefined) {
                    const err32 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "ip_dscp" } };
                    if (vErrors === null) {
                        vErrors = [err32];
                    }
                    else {
                        vErrors.push(err32);
                    }
                    errors++;
                }
                if (data5.ip_nat === undefined) {
                    const err33 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "ip_nat" } };
                    if (vErrors === null) {
                        vErrors = [err33];
                    }
                    else {
                        vErrors.push(err33);
                    }
                    errors++;
                }
                if (data5.ip_protocol === undefined) {
                    const err34 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "ip_protocol" } };
                    if (vErrors === null) {
                        vErrors = [err34];
                    }
                    else {
                        vErrors.push(err34);
                    }
                    errors++;
                }
                if (data5.ip_version === undefined) {
                    const err35 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "ip_version" } };
                    if (vErrors === null) {
                        vErrors = [err35];
                    }
                    else {
                        vErrors.push(err35);
                    }
                    errors++;
                }
                if (data5.last_seen_at === undefined) {
                    const err36 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "last_seen_at" } };
                    if (vErrors === null) {
                        vErrors = [err36];
                    }
                    else {
                        vErrors.push(err36);
                    }
                    errors++;
                }
                if (data5.local_ip === undefined) {
                    const err37 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "local_ip" } };
                    if (vErrors === null) {
                        vErrors = [err37];
                    }
                    else {
                        vErrors.push(err37);
                    }
                    errors++;
                }
                if (data5.local_mac === undefined) {
                    const err38 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "local_mac" } };
                    if (vErrors === null) {
                        vErrors = [err38];
                    }
                    else {
                        vErrors.push(err38);
                    }
                    errors++;
                }
                if (data5.local_origin === undefined) {
                    const err39 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "local_origin" } };
                    if (vErrors === null) {
                        vErrors = [err39];
                    }
                    else {
                        vErrors.push(err39);
                    }
                    errors++;
                }
                if (data5.local_port === undefined) {
                    const err40 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "local_port" } };
                    if (vErrors === null) {
                        vErrors = [err40];
                    }
                    else {
                        vErrors.push(err40);
                    }
                    errors++;
                }
                if (data5.other_ip === undefined) {
                    const err41 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "other_ip" } };
                    if (vErrors === null) {
                        vErrors = [err41];
                    }
                    else {
                        vErrors.push(err41);
                    }
                    errors++;
                }
                if (data5.other_mac === undefined) {
                    const err42 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "other_mac" } };
                    if (vErrors === null) {
                        vErrors = [err42];
                    }
                    else {
                        vErrors.push(err42);
                    }
                    errors++;
                }
                if (data5.other_port === undefined) {
                    const err43 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "other_port" } };
                    if (vErrors === null) {
                        vErrors = [err43];
                    }
                    else {
                        vErrors.push(err43);
                    }
                    errors++;
                }
                if (data5.other_type === undefined) {
                    const err44 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "other_type" } };
                    if (vErrors === null) {
                        vErrors = [err44];
                    }
                    else {
                        vErrors.push(err44);
                    }
                    errors++;
                }
                if (data5.soft_dissector === undefined) {
                    const err45 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "soft_dissector" } };
                    if (vErrors === null) {
                        vErrors = [err45];
                    }
                    else {
                        vErrors.push(err45);
                    }
                    errors++;
                }
                if (data5.vlan_id === undefined) {
                    const err46 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "vlan_id" } };
                    if (vErrors === null) {
                        vErrors = [err46];
                    }
                    else {
                        vErrors.push(err46);
                    }
                    errors++;
                }
                if (data5.app_ip_override !== undefined) {
                    if (typeof data5.app_ip_override !== "boolean") {
                        const err47 = { instancePath: instancePath + "/flow/app_ip_override", schemaPath: "#/properties/flow/properties/app_ip_override/type", keyword: "type", params: { type: "boolean" } };
                        if (vErrors === null) {
                            vErrors = [err47];
                        }
                        else {
                            vErrors.push(err47);
                        }
                        errors++;
                    }
                }
                if (data5.app_proto_twins !== undefined) {
                    if (typeof data5.app_proto_twins !== "boolean") {
                        const err48 = { instancePath: instancePath + "/flow/app_proto_twins", schemaPath: "#/properties/flow/properties/app_proto_twins/type", keyword: "type", params: { type: "boolean" } };
                        if (vErrors === null) {
                            vErrors = [err48];
                        }
                        else {
                            vErrors.push(err48);
                        }
                        errors++;
                    }
                }
                if (data5.bt !== undefined) {
                    let data8 = data5.bt;
                    if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                        if (data8.info_hash !== undefined) {
                            if (typeof data8.info_hash !== "string") {
                                const err49 = { instancePath: instancePath + "/flow/bt/info_hash", schemaPath: "#/properties/flow/properties/bt/properties/info_hash/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err49];
                                }
                                else {
                                    vErrors.push(err49);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err50 = { instancePath: instancePath + "/flow/bt", schemaPath: "#/properties/flow/properties/bt/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err50];
                        }
                        else {
                            vErrors.push(err50);
                        }
                        errors++;
                    }
                }
                if (data5.category !== undefined) {
                    let data10 = data5.category;
                    if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                        if (data10.application === undefined) {
                            const err51 = { instancePath: instancePath + "/flow/category", schemaPath: "#/properties/flow/properties/category/required", keyword: "required", params: { missingProperty: "application" } };
                            if (vErrors === null) {
                                vErrors = [err51];
                            }
                            else {
                                vErrors.push(err51);
                            }
                            errors++;
                        }
                        if (data10.domain === undefined) {
                            const err52 = { instancePath: instancePath + "/flow/category", schemaPath: "#/properties/flow/properties/category/required", keyword: "required", params: { missingProperty: "domain" } };
                            if (vErrors === null) {
                                vErrors = [err52];
                            }
                            else {
                                vErrors.push(err52);
                            }
                            errors++;
                        }
                        if (data10.overlay === undefined) {
                            const err53 = { instancePath: instancePath + "/flow/category", schemaPath: "#/properties/flow/properties/category/required", keyword: "required", params: { missingProperty: "overlay" } };
                            if (vErrors === null) {
                                vErrors = [err53];
                            }
                            else {
                                vErrors.push(err53);
                            }
                            errors++;
                        }
                        if (data10.protocol === undefined) {
                            const err54 = { instancePath: instancePath + "/flow/category", schemaPath: "#/properties/flow/properties/category/required", keyword: "required", params: { missingProperty: "protocol" } };
                            if (vErrors === null) {
                                vErrors = [err54];
                            }
                            else {
                                vErrors.push(err54);
                            }
                            errors++;
                        }
                        if (data10.application !== undefined) {
                            let data11 = data10.application;
                            if (!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))) {
                                const err55 = { instancePath: instancePath + "/flow/category/application", schemaPath: "#/properties/flow/properties/category/properties/application/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err55];
                                }
                                else {
                                    vErrors.push(err55);
                                }
                                errors++;
                            }
                            if ((typeof data11 == "number") && (isFinite(data11))) {
                                if (data11 < 0 || isNaN(data11)) {
                                    const err56 = { instancePath: instancePath + "/flow/category/application", schemaPath: "#/properties/flow/properties/category/properties/application/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err56];
                                    }
                                    else {
                                        vErrors.push(err56);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data10.domain !== undefined) {
                            let data12 = data10.domain;
                            if (!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))) {
                                const err57 = { instancePath: instancePath + "/flow/category/domain", schemaPath: "#/properties/flow/properties/category/properties/domain/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err57];
                                }
                                else {
                                    vErrors.push(err57);
                                }
                                errors++;
                            }
                            if ((typeof data12 == "number") && (isFinite(data12))) {
                                if (data12 < 0 || isNaN(data12)) {
                                    const err58 = { instancePath: instancePath + "/flow/category/domain", schemaPath: "#/properties/flow/properties/category/properties/domain/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err58];
                                    }
                                    else {
                                        vErrors.push(err58);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data10.local_network !== undefined) {
                            let data13 = data10.local_network;
                            if (!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) {
                                const err59 = { instancePath: instancePath + "/flow/category/local_network", schemaPath: "#/properties/flow/properties/category/properties/local_network/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err59];
                                }
                                else {
                                    vErrors.push(err59);
                                }
                                errors++;
                            }
                            if ((typeof data13 == "number") && (isFinite(data13))) {
                                if (data13 < 0 || isNaN(data13)) {
                                    const err60 = { instancePath: instancePath + "/flow/category/local_network", schemaPath: "#/properties/flow/properties/category/properties/local_network/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err60];
                                    }
                                    else {
                                        vErrors.push(err60);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data10.other_network !== undefined) {
                            let data14 = data10.other_network;
                            if (!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))) {
                                const err61 = { instancePath: instancePath + "/flow/category/other_network", schemaPath: "#/properties/flow/properties/category/properties/other_network/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err61];
                                }
                                else {
                                    vErrors.push(err61);
                                }
                                errors++;
                            }
                            if ((typeof data14 == "number") && (isFinite(data14))) {
                                if (data14 < 0 || isNaN(data14)) {
                                    const err62 = { instancePath: instancePath + "/flow/category/other_network", schemaPath: "#/properties/flow/properties/category/properties/other_network/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err62];
                                    }
                                    else {
                                        vErrors.push(err62);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data10.overlay !== undefined) {
                            let data15 = data10.overlay;
                            if (!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))) {
                                const err63 = { instancePath: instancePath + "/flow/category/overlay", schemaPath: "#/properties/flow/properties/category/properties/overlay/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err63];
                                }
                                else {
                                    vErrors.push(err63);
                                }
                                errors++;
                            }
                            if ((typeof data15 == "number") && (isFinite(data15))) {
                                if (data15 < 0 || isNaN(data15)) {
                                    const err64 = { instancePath: instancePath + "/flow/category/overlay", schemaPath: "#/properties/flow/properties/category/properties/overlay/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err64];
                                    }
                                    else {
                                        vErrors.push(err64);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data10.protocol !== undefined) {
                            let data16 = data10.protocol;
                            if (!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))) {
                                const err65 = { instancePath: instancePath + "/flow/category/protocol", schemaPath: "#/properties/flow/properties/category/properties/protocol/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err65];
                                }
                                else {
                                    vErrors.push(err65);
                                }
                                errors++;
                            }
                            if ((typeof data16 == "number") && (isFinite(data16))) {
                                if (data16 < 0 || isNaN(data16)) {
                                    const err66 = { instancePath: instancePath + "/flow/category/protocol", schemaPath: "#/properties/flow/properties/category/properties/protocol/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err66];
                                    }
                                    else {
                                        vErrors.push(err66);
                                    }
                                    errors++;
                                }
                            }
                        }
                    }
                    else {
                        const err67 = { instancePath: instancePath + "/flow/category", schemaPath: "#/properties/flow/properties/category/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err67];
                        }
                        else {
                            vErrors.push(err67);
                        }
                        errors++;
                    }
                }
                if (data5.conntrack !== undefined) {
                    let data17 = data5.conntrack;
                    if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                        if (data17.id !== undefined) {
                            let data18 = data17.id;
                            if (!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))) {
                                const err68 = { instancePath: instancePath + "/flow/conntrack/id", schemaPath: "#/properties/flow/properties/conntrack/properties/id/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err68];
                                }
                                else {
                                    vErrors.push(err68);
                                }
                                errors++;
                            }
                            if ((typeof data18 == "number") && (isFinite(data18))) {
                                if (data18 < 0 || isNaN(data18)) {
                                    const err69 = { instancePath: instancePath + "/flow/conntrack/id", schemaPath: "#/properties/flow/properties/conntrack/properties/id/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err69];
                                    }
                                    else {
                                        vErrors.push(err69);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data17.mark !== undefined) {
                            let data19 = data17.mark;
                            if (!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))) {
                                const err70 = { instancePath: instancePath + "/flow/conntrack/mark", schemaPath: "#/properties/flow/properties/conntrack/properties/mark/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err70];
                                }
                                else {
                                    vErrors.push(err70);
                                }
                                errors++;
                            }
                            if ((typeof data19 == "number") && (isFinite(data19))) {
                                if (data19 < 0 || isNaN(data19)) {
                                    const err71 = { instancePath: instancePath + "/flow/conntrack/mark", schemaPath: "#/properties/flow/properties/conntrack/properties/mark/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err71];
                                    }
                                    else {
                                        vErrors.push(err71);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data17.reply_dst_ip !== undefined) {
                            if (typeof data17.reply_dst_ip !== "string") {
                                const err72 = { instancePath: instancePath + "/flow/conntrack/reply_dst_ip", schemaPath: "#/properties/flow/properties/conntrack/properties/reply_dst_ip/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err72];
                                }
                                else {
                                    vErrors.push(err72);
                                }
                                errors++;
                            }
                        }
                        if (data17.reply_dst_port !== undefined) {
                            let data21 = data17.reply_dst_port;
                            if (!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))) {
                                const err73 = { instancePath: instancePath + "/flow/conntrack/reply_dst_port", schemaPath: "#/properties/flow/properties/conntrack/properties/reply_dst_port/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err73];
                                }
                                else {
                                    vErrors.push(err73);
                                }
                                errors++;
                            }
                            if ((typeof data21 == "number") && (isFinite(data21))) {
                                if (data21 > 65535 || isNaN(data21)) {
                                    const err74 = { instancePath: instancePath + "/flow/conntrack/reply_dst_port", schemaPath: "#/properties/flow/properties/conntrack/properties/reply_dst_port/maximum", keyword: "maximum", params: { comparison: "<=", limit: 65535 } };
                                    if (vErrors === null) {
                                        vErrors = [err74];
                                    }
                                    else {
                                        vErrors.push(err74);
                                    }
                                    errors++;
                                }
                                if (data21 < 0 || isNaN(data21)) {
                                    const err75 = { instancePath: instancePath + "/flow/conntrack/reply_dst_port", schemaPath: "#/properties/flow/properties/conntrack/properties/reply_dst_port/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err75];
                                    }
                                    else {
                                        vErrors.push(err75);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data17.reply_src_ip !== undefined) {
                            if (typeof data17.reply_src_ip !== "string") {
                                const err76 = { instancePath: instancePath + "/flow/conntrack/reply_src_ip", schemaPath: "#/properties/flow/properties/conntrack/properties/reply_src_ip/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err76];
                                }
                                else {
                                    vErrors.push(err76);
                                }
                                errors++;
                            }
                        }
                        if (data17.reply_src_port !== undefined) {
                            let data23 = data17.reply_src_port;
                            if (!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))) {
                                const err77 = { instancePath: instancePath + "/flow/conntrack/reply_src_port", schemaPath: "#/properties/flow/properties/conntrack/properties/reply_src_port/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err77];
                                }
                                else {
                                    vErrors.push(err77);
                                }
                                errors++;
                            }
                            if ((typeof data23 == "number") && (isFinite(data23))) {
                                if (data23 > 65535 || isNaN(data23)) {
                                    const err78 = { instancePath: instancePath + "/flow/conntrack/reply_src_port", schemaPath: "#/properties/flow/properties/conntrack/properties/reply_src_port/maximum", keyword: "maximum", params: { comparison: "<=", limit: 65535 } };
                                    if (vErrors === null) {
                                        vErrors = [err78];
                                    }
                                    else {
                                        vErrors.push(err78);
                                    }
                                    errors++;
                                }
                                if (data23 < 0 || isNaN(data23)) {
                                    const err79 = { instancePath: instancePath + "/flow/conntrack/reply_src_port", schemaPath: "#/properties/flow/properties/conntrack/properties/reply_src_port/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err79];
                                    }
                                    else {
                                        vErrors.push(err79);
                                    }
                                    errors++;
                                }
                            }
                        }
                    }
                    else {
                        const err80 = { instancePath: instancePath + "/flow/conntrack", schemaPath: "#/properties/flow/properties/conntrack/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err80];
                        }
                        else {
                            vErrors.push(err80);
                        }
                        errors++;
                    }
                }
                if (data5.detected_application !== undefined) {
                    let data24 = data5.detected_application;
                    if (!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))) {
                        const err81 = { instancePath: instancePath + "/flow/detected_application", schemaPath: "#/properties/flow/properties/detected_application/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err81];
                        }
                        else {
                            vErrors.push(err81);
                        }
                        errors++;
                    }
                    if ((typeof data24 == "number") && (isFinite(data24))) {
                        if (data24 < 0 || isNaN(data24)) {
                            const err82 = { instancePath: instancePath + "/flow/detected_application", schemaPath: "#/properties/flow/properties/detected_application/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err82];
                            }
                            else {
                                vErrors.push(err82);
                            }
                            errors++;
                        }
                    }
                }
                if (data5.detected_application_name !== undefined) {
                    if (typeof data5.detected_application_name !== "string") {
                        const err83 = { instancePath: instancePath + "/flow/detected_application_name", schemaPath: "#/properties/flow/properties/detected_application_name/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err83];
                        }
                        else {
                            vErrors.push(err83);
                        }
                        errors++;
                    }
                }
                if (data5.detected_protocol !== undefined) {
                    let data26 = data5.detected_protocol;
                    if (!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))) {
                        const err84 = { instancePath: instancePath + "/flow/detected_protocol", schemaPath: "#/properties/flow/properties/detected_protocol/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err84];
                        }
                        else {
                            vErrors.push(err84);
                        }
                        errors++;
                    }
                    if ((typeof data26 == "number") && (isFinite(data26))) {
                        if (data26 < 0 || isNaN(data26)) {
                            const err85 = { instancePath: instancePath + "/flow/detected_protocol", schemaPath: "#/properties/flow/properties/detected_protocol/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err85];
                            }
                            else {
                                vErrors.push(err85);
                            }
                            errors++;
                        }
                    }
                }
                if (data5.detected_protocol_name !== undefined) {
                    if (typeof data5.detected_protocol_name !== "string") {
                        const err86 = { instancePath: instancePath + "/flow/detected_protocol_name", schemaPath: "#/properties/flow/properties/detected_protocol_name/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err86];
                        }
                        else {
                            vErrors.push(err86);
                        }
                        errors++;
                    }
                }
                if (data5.detection_guessed !== undefined) {
                    if (typeof data5.detection_guessed !== "boolean") {
                        const err87 = { instancePath: instancePath + "/flow/detection_guessed", schemaPath: "#/properties/flow/properties/detection_guessed/type", keyword: "type", params: { type: "boolean" } };
                        if (vErrors === null) {
                            vErrors = [err87];
                        }
                        else {
                            vErrors.push(err87);
                        }
                        errors++;
                    }
                }
                if (data5.detection_packets !== undefined) {
                    let data29 = data5.detection_packets;
                    if (!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))) {
                        const err88 = { instancePath: instancePath + "/flow/detection_packets", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err88];
                        }
                        else {
                            vErrors.push(err88);
                        }
                        errors++;
                    }
                    if ((typeof data29 == "number") && (isFinite(data29))) {
                        if (data29 < 0 || isNaN(data29)) {
                            const err89 = { instancePath: instancePath + "/flow/detection_packets", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err89];
                            }
                            else {
                                vErrors.push(err89);
                            }
                            errors++;
                        }
                    }
                }
                if (data5.detection_updated !== undefined) {
                    if (typeof data5.detection_updated !== "boolean") {
                        const err90 = { instancePath: instancePath + "/flow/detection_updated", schemaPath: "#/properties/flow/properties/detection_updated/type", keyword: "type", params: { type: "boolean" } };
                        if (vErrors === null) {
                            vErrors = [err90];
                        }
                        else {
                            vErrors.push(err90);
                        }
                        errors++;
                    }
                }
                if (data5.dhc_hit !== undefined) {
                    if (typeof data5.dhc_hit !== "boolean") {
                        const err91 = { instancePath: instancePath + "/flow/dhc_hit", schemaPath: "#/properties/flow/properties/dhc_hit/type", keyword: "type", params: { type: "boolean" } };
                        if (vErrors === null) {
                            vErrors = [err91];
                        }
                        else {
                            vErrors.push(err91);
                        }
                        errors++;
                    }
                }
                if (data5.dhcp !== undefined) {
                    let data32 = data5.dhcp;
                    if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
                        if (data32.class_ident !== undefined) {
                            if (typeof data32.class_ident !== "string") {
                                const err92 = { instancePath: instancePath + "/flow/dhcp/class_ident", schemaPath: "#/properties/flow/properties/dhcp/properties/class_ident/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err92];
                                }
                                else {
                                    vErrors.push(err92);
                                }
                                errors++;
                            }
                        }
                        if (data32.fingerprint !== undefined) {
                            if (typeof data32.fingerprint !== "string") {
                                const err93 = { instancePath: instancePath + "/flow/dhcp/fingerprint", schemaPath: "#/properties/flow/properties/dhcp/properties/fingerprint/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err93];
                                }
                                else {
                                    vErrors.push(err93);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err94 = { instancePath: instancePath + "/flow/dhcp", schemaPath: "#/properties/flow/properties/dhcp/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err94];
                        }
                        else {
                            vErrors.push(err94);
                        }
                        errors++;
                    }
                }
                if (data5.digest !== undefined) {
                    if (typeof data5.digest !== "string") {
                        const err95 = { instancePath: instancePath + "/flow/digest", schemaPath: "#/$defs/records.digest/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err95];
                        }
                        else {
                            vErrors.push(err95);
                        }
                        errors++;
                    }
                }
                if (data5.digest_prev !== undefined) {
                    let data36 = data5.digest_prev;
                    if (Array.isArray(data36)) {
                        const len0 = data36.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                            if (typeof data36[i0] !== "string") {
                                const err96 = { instancePath: instancePath + "/flow/digest_prev/" + i0, schemaPath: "#/$defs/records.digest/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err96];
                                }
                                else {
                                    vErrors.push(err96);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err97 = { instancePath: instancePath + "/flow/digest_prev", schemaPath: "#/properties/flow/properties/digest_prev/type", keyword: "type", params: { type: "array" } };
                        if (vErrors === null) {
                            vErrors = [err97];
                        }
                        else {
                            vErrors.push(err97);
                        }
                        errors++;
                    }
                }
                if (data5.dns_host_name !== undefined) {
                    if (typeof data5.dns_host_name !== "string") {
                        const err98 = { instancePath: instancePath + "/flow/dns_host_name", schemaPath: "#/properties/flow/properties/dns_host_name/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err98];
                        }
                        else {
                            vErrors.push(err98);
                        }
                        errors++;
                    }
                }
                if (data5.fhc_hit !== undefined) {
                    if (typeof data5.fhc_hit !== "boolean") {
                        const err99 = { instancePath: instancePath + "/flow/fhc_hit", schemaPath: "#/properties/flow/properties/fhc_hit/type", keyword: "type", params: { type: "boolean" } };
                        if (vErrors === null) {
                            vErrors = [err99];
                        }
                        else {
                            vErrors.push(err99);
                        }
                        errors++;
                    }
                }
                if (data5.first_seen_at !== undefined) {
                    let data40 = data5.first_seen_at;
                    if (!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))) {
                        const err100 = { instancePath: instancePath + "/flow/first_seen_at", schemaPath: "#/properties/flow/properties/first_seen_at/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err100];
                        }
                        else {
                            vErrors.push(err100);
                        }
                        errors++;
                    }
                    if ((typeof data40 == "number") && (isFinite(data40))) {
                        if (data40 < 0 || isNaN(data40)) {
                            const err101 = { instancePath: instancePath + "/flow/first_seen_at", schemaPath: "#/properties/flow/properties/first_seen_at/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err101];
                            }
                            else {
                                vErrors.push(err101);
                            }
                            errors++;
                        }
                    }
                }
                if (data5.gtp !== undefined) {
                    let data41 = data5.gtp;
                    if (data41 && typeof data41 == "object" && !Array.isArray(data41)) {
                        if (data41.ip_dscp !== undefined) {
                            let data42 = data41.ip_dscp;
                            if (!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))) {
                                const err102 = { instancePath: instancePath + "/flow/gtp/ip_dscp", schemaPath: "#/properties/flow/properties/gtp/properties/ip_dscp/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err102];
                                }
                                else {
                                    vErrors.push(err102);
                                }
                                errors++;
                            }
                            if ((typeof data42 == "number") && (isFinite(data42))) {
                                if (data42 < 0 || isNaN(data42)) {
                                    const err103 = { instancePath: instancePath + "/flow/gtp/ip_dscp", schemaPath: "#/properties/flow/properties/gtp/properties/ip_dscp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err103];
                                    }
                                    else {
                                        vErrors.push(err103);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data41.ip_version !== undefined) {
                            let data43 = data41.ip_version;
                            if (!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))) {
                                const err104 = { instancePath: instancePath + "/flow/gtp/ip_version", schemaPath: "#/properties/flow/properties/gtp/properties/ip_version/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err104];
                                }
                                else {
                                    vErrors.push(err104);
                                }
                                errors++;
                            }
                            if (!((data43 === 4) || (data43 === 6))) {
                                const err105 = { instancePath: instancePath + "/flow/gtp/ip_version", schemaPath: "#/properties/flow/properties/gtp/properties/ip_version/enum", keyword: "enum", params: { allowedValues: schema34.properties.flow.properties.gtp.properties.ip_version.enum } };
                                if (vErrors === null) {
                                    vErrors = [err105];
                                }
                                else {
                                    vErrors.push(err105);
                                }
                                errors++;
                            }
                        }
                        if (data41.local_ip !== undefined) {
                            if (typeof data41.local_ip !== "string") {
                                const err106 = { instancePath: instancePath + "/flow/gtp/local_ip", schemaPath: "#/properties/flow/properties/gtp/properties/local_ip/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err106];
                                }
                                else {
                                    vErrors.push(err106);
                                }
                                errors++;
                            }
                        }
                        if (data41.local_port !== undefined) {
                            let data45 = data41.local_port;
                            if (!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))) {
                                const err107 = { instancePath: instancePath + "/flow/gtp/local_port", schemaPath: "#/properties/flow/properties/gtp/properties/local_port/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err107];
                                }
                                else {
                                    vErrors.push(err107);
                                }
                                errors++;
                            }
                            if ((typeof data45 == "number") && (isFinite(data45))) {
                                if (data45 > 65535 || isNaN(data45)) {
                                    const err108 = { instancePath: instancePath + "/flow/gtp/local_port", schemaPath: "#/properties/flow/properties/gtp/properties/local_port/maximum", keyword: "maximum", params: { comparison: "<=", limit: 65535 } };
                                    if (vErrors === null) {
                                        vErrors = [err108];
                                    }
                                    else {
                                        vErrors.push(err108);
                                    }
                                    errors++;
                                }
                                if (data45 < 0 || isNaN(data45)) {
                                    const err109 = { instancePath: instancePath + "/flow/gtp/local_port", schemaPath: "#/properties/flow/properties/gtp/properties/local_port/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err109];
                                    }
                                    else {
                                        vErrors.push(err109);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data41.local_teid !== undefined) {
                            let data46 = data41.local_teid;
                            if (!(((typeof data46 == "number") && (!(data46 % 1) && !isNaN(data46))) && (isFinite(data46)))) {
                                const err110 = { instancePath: instancePath + "/flow/gtp/local_teid", schemaPath: "#/properties/flow/properties/gtp/properties/local_teid/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err110];
                                }
                                else {
                                    vErrors.push(err110);
                                }
                                errors++;
                            }
                            if ((typeof data46 == "number") && (isFinite(data46))) {
                                if (data46 < 0 || isNaN(data46)) {
                                    const err111 = { instancePath: instancePath + "/flow/gtp/local_teid", schemaPath: "#/properties/flow/properties/gtp/properties/local_teid/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err111];
                                    }
                                    else {
                                        vErrors.push(err111);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data41.other_ip !== undefined) {
                            if (typeof data41.other_ip !== "string") {
                                const err112 = { instancePath: instancePath + "/flow/gtp/other_ip", schemaPath: "#/properties/flow/properties/gtp/properties/other_ip/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err112];
                                }
                                else {
                                    vErrors.push(err112);
                                }
                                errors++;
                            }
                        }
                        if (data41.other_port !== undefined) {
                            let data48 = data41.other_port;
                            if (!(((typeof data48 == "number") && (!(data48 % 1) && !isNaN(data48))) && (isFinite(data48)))) {
                                const err113 = { instancePath: instancePath + "/flow/gtp/other_port", schemaPath: "#/properties/flow/properties/gtp/properties/other_port/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err113];
                                }
                                else {
                                    vErrors.push(err113);
                                }
                                errors++;
                            }
                            if ((typeof data48 == "number") && (isFinite(data48))) {
                                if (data48 > 65535 || isNaN(data48)) {
                                    const err114 = { instancePath: instancePath + "/flow/gtp/other_port", schemaPath: "#/properties/flow/properties/gtp/properties/other_port/maximum", keyword: "maximum", params: { comparison: "<=", limit: 65535 } };
                                    if (vErrors === null) {
                                        vErrors = [err114];
                                    }
                                    else {
                                        vErrors.push(err114);
                                    }
                                    errors++;
                                }
                                if (data48 < 0 || isNaN(data48)) {
                                    const err115 = { instancePath: instancePath + "/flow/gtp/other_port", schemaPath: "#/properties/flow/properties/gtp/properties/other_port/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err115];
                                    }
                                    else {
                                        vErrors.push(err115);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data41.other_teid !== undefined) {
                            let data49 = data41.other_teid;
                            if (!(((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49))) && (isFinite(data49)))) {
                                const err116 = { instancePath: instancePath + "/flow/gtp/other_teid", schemaPath: "#/properties/flow/properties/gtp/properties/other_teid/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err116];
                                }
                                else {
                                    vErrors.push(err116);
                                }
                                errors++;
                            }
                            if ((typeof data49 == "number") && (isFinite(data49))) {
                                if (data49 < 0 || isNaN(data49)) {
                                    const err117 = { instancePath: instancePath + "/flow/gtp/other_teid", schemaPath: "#/properties/flow/properties/gtp/properties/other_teid/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err117];
                                    }
                                    else {
                                        vErrors.push(err117);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data41.other_type !== undefined) {
                            let data50 = data41.other_type;
                            if (typeof data50 !== "string") {
                                const err118 = { instancePath: instancePath + "/flow/gtp/other_type", schemaPath: "#/properties/flow/properties/gtp/properties/other_type/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err118];
                                }
                                else {
                                    vErrors.push(err118);
                                }
                                errors++;
                            }
                            if (!((((data50 === "local") || (data50 === "remote")) || (data50 === "unsupported")) || (data50 === "error"))) {
                                const err119 = { instancePath: instancePath + "/flow/gtp/other_type", schemaPath: "#/properties/flow/properties/gtp/properties/other_type/enum", keyword: "enum", params: { allowedValues: schema34.properties.flow.properties.gtp.properties.other_type.enum } };
                                if (vErrors === null) {
                                    vErrors = [err119];
                                }
                                else {
                                    vErrors.push(err119);
                                }
                                errors++;
                            }
                        }
                        if (data41.version !== undefined) {
                            let data51 = data41.version;
                            if (!(((typeof data51 == "number") && (!(data51 % 1) && !isNaN(data51))) && (isFinite(data51)))) {
                                const err120 = { instancePath: instancePath + "/flow/gtp/version", schemaPath: "#/properties/flow/properties/gtp/properties/version/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err120];
                                }
                                else {
                                    vErrors.push(err120);
                                }
                                errors++;
                            }
                            if ((typeof data51 == "number") && (isFinite(data51))) {
                                if (data51 < 0 || isNaN(data51)) {
                                    const err121 = { instancePath: instancePath + "/flow/gtp/version", schemaPath: "#/properties/flow/properties/gtp/properties/version/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err121];
                                    }
                                    else {
                                        vErrors.push(err121);
                                    }
                                    errors++;
                                }
                            }
                        }
                    }
                    else {
                        const err122 = { instancePath: instancePath + "/flow/gtp", schemaPath: "#/properties/flow/properties/gtp/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err122];
                        }
                        else {
                            vErrors.push(err122);
                        }
                        errors++;
                    }
                }
                if (data5.host_server_name !== undefined) {
                    if (typeof data5.host_server_name !== "string") {
                        const err123 = { instancePath: instancePath + "/flow/host_server_name", schemaPath: "#/properties/flow/properties/host_server_name/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err123];
                        }
                        else {
                            vErrors.push(err123);
                        }
                        errors++;
                    }
                }
                if (data5.http !== undefined) {
                    let data53 = data5.http;
                    if (data53 && typeof data53 == "object" && !Array.isArray(data53)) {
                        if (data53.url !== undefined) {
                            if (typeof data53.url !== "string") {
                                const err124 = { instancePath: instancePath + "/flow/http/url", schemaPath: "#/properties/flow/properties/http/properties/url/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err124];
                                }
                                else {
                                    vErrors.push(err124);
                                }
                                errors++;
                            }
                        }
                        if (data53.user_agent !== undefined) {
                            if (typeof data53.user_agent !== "string") {
                                const err125 = { instancePath: instancePath + "/flow/http/user_agent", schemaPath: "#/properties/flow/properties/http/properties/user_agent/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err125];
                                }
                                else {
                                    vErrors.push(err125);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err126 = { instancePath: instancePath + "/flow/http", schemaPath: "#/properties/flow/properties/http/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err126];
                        }
                        else {
                            vErrors.push(err126);
                        }
                        errors++;
                    }
                }
                if (data5.ip_dscp !== undefined) {
                    let data56 = data5.ip_dscp;
                    if (!(((typeof data56 == "number") && (!(data56 % 1) && !isNaN(data56))) && (isFinite(data56)))) {
                        const err127 = { instancePath: instancePath + "/flow/ip_dscp", schemaPath: "#/properties/flow/properties/ip_dscp/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err127];
                        }
                        else {
                            vErrors.push(err127);
                        }
                        errors++;
                    }
                    if ((typeof data56 == "number") && (isFinite(data56))) {
                        if (data56 < 0 || isNaN(data56)) {
                            const err128 = { instancePath: instancePath + "/flow/ip_dscp", schemaPath: "#/properties/flow/properties/ip_dscp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err128];
                            }
                            else {
                                vErrors.push(err128);
                            }
                            errors++;
                        }
                    }
                }
                if (data5.ip_nat !== undefined) {
                    if (typeof data5.ip_nat !== "boolean") {
                        const err129 = { instancePath: instancePath + "/flow/ip_nat", schemaPath: "#/properties/flow/properties/ip_nat/type", keyword: "type", params: { type: "boolean" } };
                        if (vErrors === null) {
                            vErrors = [err129];
                        }
                        else {
                            vErrors.push(err129);
                        }
                        errors++;
                    }
                }
                if (data5.ip_protocol !== undefined) {
                    let data58 = data5.ip_protocol;
                    if (!(((typeof data58 == "number") && (!(data58 % 1) && !isNaN(data58))) && (isFinite(data58)))) {
                        const err130 = { instancePath: instancePath + "/flow/ip_protocol", schemaPath: "#/properties/flow/properties/ip_protocol/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err130];
                        }
                        else {
                            vErrors.push(err130);
                        }
                        errors++;
                    }
                    if ((typeof data58 == "number") && (isFinite(data58))) {
                        if (data58 > 255 || isNaN(data58)) {
                            const err131 = { instancePath: instancePath + "/flow/ip_protocol", schemaPath: "#/properties/flow/properties/ip_protocol/maximum", keyword: "maximum", params: { comparison: "<=", limit: 255 } };
                            if (vErrors === null) {
                                vErrors = [err131];
                            }
                            else {
                                vErrors.push(err131);
                            }
                            errors++;
                        }
                        if (data58 < 0 || isNaN(data58)) {
                            const err132 = { instancePath: instancePath + "/flow/ip_protocol", schemaPath: "#/properties/flow/properties/ip_protocol/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err132];
                            }
                            else {
                                vErrors.push(err132);
                            }
                            errors++;
                        }
                    }
                }
                if (data5.ip_version !== undefined) {
                    let data59 = data5.ip_version;
                    if (!(((typeof data59 == "number") && (!(data59 % 1) && !isNaN(data59))) && (isFinite(data59)))) {
                        const err133 = { instancePath: instancePath + "/flow/ip_version", schemaPath: "#/properties/flow/properties/ip_version/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err133];
                        }
                        else {
                            vErrors.push(err133);
                        }
                        errors++;
                    }
                    if (!((data59 === 4) || (data59 === 6))) {
                        const err134 = { instancePath: instancePath + "/flow/ip_version", schemaPath: "#/properties/flow/properties/ip_version/enum", keyword: "enum", params: { allowedValues: schema34.properties.flow.properties.ip_version.enum } };
                        if (vErrors === null) {
                            vErrors = [err134];
                        }
                        else {
                            vErrors.push(err134);
                        }
                        errors++;
                    }
                }
                if (data5.last_seen_at !== undefined) {
                    let data60 = data5.last_seen_at;
                    if (!(((typeof data60 == "number") && (!(data60 % 1) && !isNaN(data60))) && (isFinite(data60)))) {
                        const err135 = { instancePath: instancePath + "/flow/last_seen_at", schemaPath: "#/$defs/records.unixMillis/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err135];
                        }
                        else {
                            vErrors.push(err135);
                        }
                        errors++;
                    }
                    if ((typeof data60 == "number") && (isFinite(data60))) {
                        if (data60 < 0 || isNaN(data60)) {
                            const err136 = { instancePath: instancePath + "/flow/last_seen_at", schemaPath: "#/$defs/records.unixMillis/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err136];
                            }
                            else {
                                vErrors.push(err136);
                            }
                            errors++;
                        }
                    }
                }
                if (data5.local_bytes !== undefined) {
                    let data61 = data5.local_bytes;
                    if (!(((typeof data61 == "number") && (!(data61 % 1) && !isNaN(data61))) && (isFinite(data61)))) {
                        const err137 = { instancePath: instancePath + "/flow/local_bytes", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err137];
                        }
                        else {
                            vErrors.push(err137);
                        }
                        errors++;
                    }
                    if ((typeof data61 == "number") && (isFinite(data61))) {
                        if (data61 < 0 || isNaN(data61)) {
                            const err138 = { instancePath: instancePath + "/flow/local_bytes", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err138];
                            }
                            else {
                                vErrors.push(err138);
                            }
                            errors++;
                        }
                    }
                }
                if (data5.local_ip !== undefined) {
                    if (typeof data5.local_ip !== "string") {
                        const err139 = { instancePath: instancePath + "/flow/local_ip", schemaPath: "#/properties/flow/properties/local_ip/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err139];
                        }
                        else {
                            vErrors.push(err139);
                        }
                        errors++;
                    }
                }
                if (data5.local_mac !== undefined) {
                    if (typeof data5.local_mac !== "string") {
                        const err140 = { instancePath: instancePath + "/flow/local_mac", schemaPath: "#/properties/flow/properties/local_mac/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err140];
                        }
                        else {
                            vErrors.push(err140);
                        }
                        errors++;
                    }
                }
                if (data5.local_origin !== undefined) {
                    if (typeof data5.local_origin !== "boolean") {
                        const err141 = { instancePath: instancePath + "/flow/local_origin", schemaPath: "#/properties/flow/properties/local_origin/type", keyword: "type", params: { type: "boolean" } };
                        if (vErrors === null) {
                            vErrors = [err141];
                        }
                        else {
                            vErrors.push(err141);
                        }
                        errors++;
                    }
                }
                if (data5.local_packets !== undefined) {
                    let data65 = data5.local_packets;
                    if (!(((typeof data65 == "number") && (!(data65 % 1) && !isNaN(data65))) && (isFinite(data65)))) {
                        const err142 = { instancePath: instancePath + "/flow/local_packets", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err142];
                        }
                        else {
                            vErrors.push(err142);
                        }
                        errors++;
                    }
                    if ((typeof data65 == "number") && (isFinite(data65))) {
                        if (data65 < 0 || isNaN(data65)) {
                            const err143 = { instancePath: instancePath + "/flow/local_packets", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err143];
                            }
                            else {
                                vErrors.push(err143);
                            }
                            errors++;
                        }
                    }
                }
                if (data5.local_port !== undefined) {
                    let data66 = data5.local_port;
                    if (!(((typeof data66 == "number") && (!(data66 % 1) && !isNaN(data66))) && (isFinite(data66)))) {
                        const err144 = { instancePath: instancePath + "/flow/local_port", schemaPath: "#/properties/flow/properties/local_port/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err144];
                        }
                        else {
                            vErrors.push(err144);
                        }
                        errors++;
                    }
                    if ((typeof data66 == "number") && (isFinite(data66))) {
                        if (data66 > 65535 || isNaN(data66)) {
                            const err145 = { instancePath: instancePath + "/flow/local_port", schemaPath: "#/properties/flow/properties/local_port/maximum", keyword: "maximum", params: { comparison: "<=", limit: 65535 } };
                            if (vErrors === null) {
                                vErrors = [err145];
                            }
                            else {
                                vErrors.push(err145);
                            }
                            errors++;
                        }
                        if (data66 < 0 || isNaN(data66)) {
                            const err146 = { instancePath: instancePath + "/flow/local_port", schemaPath: "#/properties/flow/properties/local_port/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err146];
                            }
                            else {
                                vErrors.push(err146);
                            }
                            errors++;
                        }
                    }
                }
                if (data5.local_rate !== undefined) {
                    let data67 = data5.local_rate;
                    if ((typeof data67 == "number") && (isFinite(data67))) {
                        if (data67 < 0 || isNaN(data67)) {
                            const err147 = { instancePath: instancePath + "/flow/local_rate", schemaPath: "#/$defs/records.rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err147];
                            }
                            else {
                                vErrors.push(err147);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err148 = { instancePath: instancePath + "/flow/local_rate", schemaPath: "#/$defs/records.rate/type", keyword: "type", params: { type: "number" } };
                        if (vErrors === null) {
                            vErrors = [err148];
                        }
                        else {
                            vErrors.push(err148);
                        }
                        errors++;
                    }
                }
                if (data5.mdns !== undefined) {
                    let data68 = data5.mdns;
                    if (data68 && typeof data68 == "object" && !Array.isArray(data68)) {
                        if (data68.answer !== undefined) {
                            if (typeof data68.answer !== "string") {
                                const err149 = { instancePath: instancePath + "/flow/mdns/answer", schemaPath: "#/properties/flow/properties/mdns/properties/answer/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err149];
                                }
                                else {
                                    vErrors.push(err149);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err150 = { instancePath: instancePath + "/flow/mdns", schemaPath: "#/properties/flow/properties/mdns/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err150];
                        }
                        else {
                            vErrors.push(err150);
                        }
                        errors++;
                    }
                }
                if (data5.nfq !== undefined) {
                    let data70 = data5.nfq;
                    if (data70 && typeof data70 == "object" && !Array.isArray(data70)) {
                        if (data70.dst_iface !== undefined) {
                            if (typeof data70.dst_iface !== "string") {
                                const err151 = { instancePath: instancePath + "/flow/nfq/dst_iface", schemaPath: "#/properties/flow/properties/nfq/properties/dst_iface/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err151];
                                }
                                else {
                                    vErrors.push(err151);
                                }
                                errors++;
                            }
                        }
                        if (data70.src_iface !== undefined) {
                            if (typeof data70.src_iface !== "string") {
                                const err152 = { instancePath: instancePath + "/flow/nfq/src_iface", schemaPath: "#/properties/flow/properties/nfq/properties/src_iface/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err152];
                                }
                                else {
                                    vErrors.push(err152);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err153 = { instancePath: instancePath + "/flow/nfq", schemaPath: "#/properties/flow/properties/nfq/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err153];
                        }
                        else {
                            vErrors.push(err153);
                        }
                        errors++;
                    }
                }
                if (data5.other_bytes !== undefined) {
                    let data73 = data5.other_bytes;
                    if (!(((typeof data73 == "number") && (!(data73 % 1) && !isNaN(data73))) && (isFinite(data73)))) {
                        const err154 = { instancePath: instancePath + "/flow/other_bytes", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err154];
                        }
                        else {
                            vErrors.push(err154);
                        }
                        errors++;
                    }
                    if ((typeof data73 == "number") && (isFinite(data73))) {
                        if (data73 < 0 || isNaN(data73)) {
                            const err155 = { instancePath: instancePath + "/flow/other_bytes", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err155];
                            }
                            else {
                                vErrors.push(err155);
                            }
                            errors++;
                        }
                    }
                }
                if (data5.other_ip !== undefined) {
                    if (typeof data5.other_ip !== "string") {
                        const err156 = { instancePath: instancePath + "/flow/other_ip", schemaPath: "#/properties/flow/properties/other_ip/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err156];
                        }
                        else {
                            vErrors.push(err156);
                        }
                        errors++;
                    }
                }
                if (data5.other_mac !== undefined) {
                    if (typeof data5.other_mac !== "string") {
                        const err157 = { instancePath: instancePath + "/flow/other_mac", schemaPath: "#/properties/flow/properties/other_mac/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err157];
                        }
                        else {
                            vErrors.push(err157);
                        }
                        errors++;
                    }
                }
                if (data5.other_packets !== undefined) {
                    let data76 = data5.other_packets;
                    if (!(((typeof data76 == "number") && (!(data76 % 1) && !isNaN(data76))) && (isFinite(data76)))) {
                        const err158 = { instancePath: instancePath + "/flow/other_packets", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err158];
                        }
                        else {
                            vErrors.push(err158);
                        }
                        errors++;
                    }
                    if ((typeof data76 == "number") && (isFinite(data76))) {
                        if (data76 < 0 || isNaN(data76)) {
                            const err159 = { instancePath: instancePath + "/flow/other_packets", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err159];
                            }
                            else {
                                vErrors.push(err159);
                            }
                            errors++;
                        }
                    }
                }
                if (data5.other_port !== undefined) {
                    let data77 = data5.other_port;
                    if (!(((typeof data77 == "number") && (!(data77 % 1) && !isNaN(data77))) && (isFinite(data77)))) {
                        const err160 = { instancePath: instancePath + "/flow/other_port", schemaPath: "#/properties/flow/properties/other_port/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err160];
                        }
                        else {
                            vErrors.push(err160);
                        }
                        errors++;
                    }
                    if ((typeof data77 == "number") && (isFinite(data77))) {
                        if (data77 > 65535 || isNaN(data77)) {
                            const err161 = { instancePath: instancePath + "/flow/other_port", schemaPath: "#/properties/flow/properties/other_port/maximum", keyword: "maximum", params: { comparison: "<=", limit: 65535 } };
                            if (vErrors === null) {
                                vErrors = [err161];
                            }
                            else {
                                vErrors.push(err161);
                            }
                            errors++;
                        }
                        if (data77 < 0 || isNaN(data77)) {
                            const err162 = { instancePath: instancePath + "/flow/other_port", schemaPath: "#/properties/flow/properties/other_port/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err162];
                            }
                            else {
                                vErrors.push(err162);
                            }
                            errors++;
                        }
                    }
                }
                if (data5.other_rate !== undefined) {
                    let data78 = data5.other_rate;
                    if ((typeof data78 == "number") && (isFinite(data78))) {
                        if (data78 < 0 || isNaN(data78)) {
                            const err163 = { instancePath: instancePath + "/flow/other_rate", schemaPath: "#/$defs/records.rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err163];
                            }
                            else {
                                vErrors.push(err163);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err164 = { instancePath: instancePath + "/flow/other_rate", schemaPath: "#/$defs/records.rate/type", keyword: "type", params: { type: "number" } };
                        if (vErrors === null) {
                            vErrors = [err164];
                        }
                        else {
                            vErrors.push(err164);
                        }
                        errors++;
                    }
                }
                if (data5.other_type !== undefined) {
                    let data79 = data5.other_type;
                    if (typeof data79 !== "string") {
                        const err165 = { instancePath: instancePath + "/flow/other_type", schemaPath: "#/$defs/records.otherType/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err165];
                        }
                        else {
                            vErrors.push(err165);
                        }
                        errors++;
                    }
                    if (!(((((((data79 === "local") || (data79 === "remote")) || (data79 === "broadcast")) || (data79 === "multicast")) || (data79 === "unsupported")) || (data79 === "error")) || (data79 === "unknown"))) {
                        const err166 = { instancePath: instancePath + "/flow/other_type", schemaPath: "#/$defs/records.otherType/enum", keyword: "enum", params: { allowedValues: schema45.enum } };
                        if (vErrors === null) {
                            vErrors = [err166];
                        }
                        else {
                            vErrors.push(err166);
                        }
                        errors++;
                    }
                }
                if (data5.risks !== undefined) {
                    let data80 = data5.risks;
                    if (data80 && typeof data80 == "object" && !Array.isArray(data80)) {
                        if (data80.ndpi_risk_score !== undefined) {
                            let data81 = data80.ndpi_risk_score;
                            if (!(((typeof data81 == "number") && (!(data81 % 1) && !isNaN(data81))) && (isFinite(data81)))) {
                                const err167 = { instancePath: instancePath + "/flow/risks/ndpi_risk_score", schemaPath: "#/properties/flow/properties/risks/properties/ndpi_risk_score/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err167];
                                }
                                else {
                                    vErrors.push(err167);
                                }
                                errors++;
                            }
                            if ((typeof data81 == "number") && (isFinite(data81))) {
                                if (data81 < 0 || isNaN(data81)) {
                                    const err168 = { instancePath: instancePath + "/flow/risks/ndpi_risk_score", schemaPath: "#/properties/flow/properties/risks/properties/ndpi_risk_score/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err168];
                                    }
                                    else {
                                        vErrors.push(err168);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data80.ndpi_risk_score_client !== undefined) {
                            let data82 = data80.ndpi_risk_score_client;
                            if (!(((typeof data82 == "number") && (!(data82 % 1) && !isNaN(data82))) && (isFinite(data82)))) {
                                const err169 = { instancePath: instancePath + "/flow/risks/ndpi_risk_score_client", schemaPath: "#/properties/flow/properties/risks/properties/ndpi_risk_score_client/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err169];
                                }
                                else {
                                    vErrors.push(err169);
                                }
                                errors++;
                            }
                            if ((typeof data82 == "number") && (isFinite(data82))) {
                                if (data82 < 0 || isNaN(data82)) {
                                    const err170 = { instancePath: instancePath + "/flow/risks/ndpi_risk_score_client", schemaPath: "#/properties/flow/properties/risks/properties/ndpi_risk_score_client/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err170];
                                    }
                                    else {
                                        vErrors.push(err170);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data80.ndpi_risk_score_server !== undefined) {
                            let data83 = data80.ndpi_risk_score_server;
                            if (!(((typeof data83 == "number") && (!(data83 % 1) && !isNaN(data83))) && (isFinite(data83)))) {
                                const err171 = { instancePath: instancePath + "/flow/risks/ndpi_risk_score_server", schemaPath: "#/properties/flow/properties/risks/properties/ndpi_risk_score_server/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err171];
                                }
                                else {
                                    vErrors.push(err171);
                                }
                                errors++;
                            }
                            if ((typeof data83 == "number") && (isFinite(data83))) {
                                if (data83 < 0 || isNaN(data83)) {
                                    const err172 = { instancePath: instancePath + "/flow/risks/ndpi_risk_score_server", schemaPath: "#/properties/flow/properties/risks/properties/ndpi_risk_score_server/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err172];
                                    }
                                    else {
                                        vErrors.push(err172);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data80.risks !== undefined) {
                            let data84 = data80.risks;
                            if (Array.isArray(data84)) {
                                const len1 = data84.length;
                                for (let i1 = 0; i1 < len1; i1++) {
                                    let data85 = data84[i1];
                                    if (!(((typeof data85 == "number") && (!(data85 % 1) && !isNaN(data85))) && (isFinite(data85)))) {
                                        const err173 = { instancePath: instancePath + "/flow/risks/risks/" + i1, schemaPath: "#/properties/flow/properties/risks/properties/risks/items/type", keyword: "type", params: { type: "integer" } };
                                        if (vErrors === null) {
                                            vErrors = [err173];
                                        }
                                        else {
                                            vErrors.push(err173);
                                        }
                                        errors++;
                                    }
                                    if ((typeof data85 == "number") && (isFinite(data85))) {
                                        if (data85 < 0 || isNaN(data85)) {
                                            const err174 = { instancePath: instancePath + "/flow/risks/risks/" + i1, schemaPath: "#/properties/flow/properties/risks/properties/risks/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                            if (vErrors === null) {
                                                vErrors = [err174];
                                            }
                                            else {
                                                vErrors.push(err174);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                            }
                            else {
                                const err175 = { instancePath: instancePath + "/flow/risks/risks", schemaPath: "#/properties/flow/properties/risks/properties/risks/type", keyword: "type", params: { type: "array" } };
                                if (vErrors === null) {
                                    vErrors = [err175];
                                }
                                else {
                                    vErrors.push(err175);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err176 = { instancePath: instancePath + "/flow/risks", schemaPath: "#/properties/flow/properties/risks/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err176];
                        }
                        else {
                            vErrors.push(err176);
                        }
                        errors++;
                    }
                }
                if (data5.soft_dissector !== undefined) {
                    if (typeof data5.soft_dissector !== "boolean") {
                        const err177 = { instancePath: instancePath + "/flow/soft_dissector", schemaPath: "#/properties/flow/properties/soft_dissector/type", keyword: "type", params: { type: "boolean" } };
                        if (vErrors === null) {
                            vErrors = [err177];
                        }
                        else {
                            vErrors.push(err177);
                        }
                        errors++;
                    }
                }
                if (data5.ssdp !== undefined) {
                    let data87 = data5.ssdp;
                    if (data87 && typeof data87 == "object" && !Array.isArray(data87)) {
                        if (data87.user_agent !== undefined) {
                            if (typeof data87.user_agent !== "string") {
                                const err178 = { instancePath: instancePath + "/flow/ssdp/user_agent", schemaPath: "#/properties/flow/properties/ssdp/properties/user_agent/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err178];
                                }
                                else {
                                    vErrors.push(err178);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err179 = { instancePath: instancePath + "/flow/ssdp", schemaPath: "#/properties/flow/properties/ssdp/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err179];
                        }
                        else {
                            vErrors.push(err179);
                        }
                        errors++;
                    }
                }
                if (data5.ssh !== undefined) {
                    let data89 = data5.ssh;
                    if (data89 && typeof data89 == "object" && !Array.isArray(data89)) {
                        if (data89.client !== undefined) {
                            if (typeof data89.client !== "string") {
                                const err180 = { instancePath: instancePath + "/flow/ssh/client", schemaPath: "#/properties/flow/properties/ssh/properties/client/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err180];
                                }
                                else {
                                    vErrors.push(err180);
                                }
                                errors++;
                            }
                        }
                        if (data89.server !== undefined) {
                            if (typeof data89.server !== "string") {
                                const err181 = { instancePath: instancePath + "/flow/ssh/server", schemaPath: "#/properties/flow/properties/ssh/properties/server/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err181];
                                }
                                else {
                                    vErrors.push(err181);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err182 = { instancePath: instancePath + "/flow/ssh", schemaPath: "#/properties/flow/properties/ssh/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err182];
                        }
                        else {
                            vErrors.push(err182);
                        }
                        errors++;
                    }
                }
                if (data5.ssl !== undefined) {
                    let data92 = data5.ssl;
                    if (data92 && typeof data92 == "object" && !Array.isArray(data92)) {
                        if (data92.alpn !== undefined) {
                            let data93 = data92.alpn;
                            if (Array.isArray(data93)) {
                                const len2 = data93.length;
                                for (let i2 = 0; i2 < len2; i2++) {
                                    if (typeof data93[i2] !== "string") {
                                        const err183 = { instancePath: instancePath + "/flow/ssl/alpn/" + i2, schemaPath: "#/properties/flow/properties/ssl/properties/alpn/items/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err183];
                                        }
                                        else {
                                            vErrors.push(err183);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err184 = { instancePath: instancePath + "/flow/ssl/alpn", schemaPath: "#/properties/flow/properties/ssl/properties/alpn/type", keyword: "type", params: { type: "array" } };
                                if (vErrors === null) {
                                    vErrors = [err184];
                                }
                                else {
                                    vErrors.push(err184);
                                }
                                errors++;
                            }
                        }
                        if (data92.alpn_server !== undefined) {
                            let data95 = data92.alpn_server;
                            if (Array.isArray(data95)) {
                                const len3 = data95.length;
                                for (let i3 = 0; i3 < len3; i3++) {
                                    if (typeof data95[i3] !== "string") {
                                        const err185 = { instancePath: instancePath + "/flow/ssl/alpn_server/" + i3, schemaPath: "#/properties/flow/properties/ssl/properties/alpn_server/items/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err185];
                                        }
                                        else {
                                            vErrors.push(err185);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err186 = { instancePath: instancePath + "/flow/ssl/alpn_server", schemaPath: "#/properties/flow/properties/ssl/properties/alpn_server/type", keyword: "type", params: { type: "array" } };
                                if (vErrors === null) {
                                    vErrors = [err186];
                                }
                                else {
                                    vErrors.push(err186);
                                }
                                errors++;
                            }
                        }
                        if (data92.cipher_suite !== undefined) {
                            let data97 = data92.cipher_suite;
                            if (typeof data97 === "string") {
                                if (!pattern6.test(data97)) {
                                    const err187 = { instancePath: instancePath + "/flow/ssl/cipher_suite", schemaPath: "#/properties/flow/properties/ssl/properties/cipher_suite/pattern", keyword: "pattern", params: { pattern: "^0x[0-9A-Fa-f]+$" } };
                                    if (vErrors === null) {
                                        vErrors = [err187];
                                    }
                                    else {
                                        vErrors.push(err187);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err188 = { instancePath: instancePath + "/flow/ssl/cipher_suite", schemaPath: "#/properties/flow/properties/ssl/properties/cipher_suite/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err188];
                                }
                                else {
                                    vErrors.push(err188);
                                }
                                errors++;
                            }
                        }
                        if (data92.client_ja4 !== undefined) {
                            if (typeof data92.client_ja4 !== "string") {
                                const err189 = { instancePath: instancePath + "/flow/ssl/client_ja4", schemaPath: "#/properties/flow/properties/ssl/properties/client_ja4/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err189];
                                }
                                else {
                                    vErrors.push(err189);
                                }
                                errors++;
                            }
                        }
                        if (data92.client_sni !== undefined) {
                            if (typeof data92.client_sni !== "string") {
                                const err190 = { instancePath: instancePath + "/flow/ssl/client_sni", schemaPath: "#/properties/flow/properties/ssl/properties/client_sni/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err190];
                                }
                                else {
                                    vErrors.push(err190);
                                }
                                errors++;
                            }
                        }
                        if (data92.encrypted_ch_version !== undefined) {
                            let data100 = data92.encrypted_ch_version;
                            if (typeof data100 === "string") {
                                if (!pattern6.test(data100)) {
                                    const err191 = { instancePath: instancePath + "/flow/ssl/encrypted_ch_version", schemaPath: "#/properties/flow/properties/ssl/properties/encrypted_ch_version/pattern", keyword: "pattern", params: { pattern: "^0x[0-9A-Fa-f]+$" } };
                                    if (vErrors === null) {
                                        vErrors = [err191];
                                    }
                                    else {
                                        vErrors.push(err191);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err192 = { instancePath: instancePath + "/flow/ssl/encrypted_ch_version", schemaPath: "#/properties/flow/properties/ssl/properties/encrypted_ch_version/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err192];
                                }
                                else {
                                    vErrors.push(err192);
                                }
                                errors++;
                            }
                        }
                        if (data92.fingerprint !== undefined) {
                            if (typeof data92.fingerprint !== "string") {
                                const err193 = { instancePath: instancePath + "/flow/ssl/fingerprint", schemaPath: "#/properties/flow/properties/ssl/properties/fingerprint/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err193];
                                }
                                else {
                                    vErrors.push(err193);
                                }
                                errors++;
                            }
                        }
                        if (data92.issuer_dn !== undefined) {
                            if (typeof data92.issuer_dn !== "string") {
                                const err194 = { instancePath: instancePath + "/flow/ssl/issuer_dn", schemaPath: "#/properties/flow/properties/ssl/properties/issuer_dn/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err194];
                                }
                                else {
                                    vErrors.push(err194);
                                }
                                errors++;
                            }
                        }
                        if (data92.server_cn !== undefined) {
                            if (typeof data92.server_cn !== "string") {
                                const err195 = { instancePath: instancePath + "/flow/ssl/server_cn", schemaPath: "#/properties/flow/properties/ssl/properties/server_cn/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err195];
                                }
                                else {
                                    vErrors.push(err195);
                                }
                                errors++;
                            }
                        }
                        if (data92.subject_dn !== undefined) {
                            if (typeof data92.subject_dn !== "string") {
                                const err196 = { instancePath: instancePath + "/flow/ssl/subject_dn", schemaPath: "#/properties/flow/properties/ssl/properties/subject_dn/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err196];
                                }
                                else {
                                    vErrors.push(err196);
                                }
                                errors++;
                            }
                        }
                        if (data92.version !== undefined) {
                            let data105 = data92.version;
                            if (typeof data105 === "string") {
                                if (!pattern6.test(data105)) {
                                    const err197 = { instancePath: instancePath + "/flow/ssl/version", schemaPath: "#/properties/flow/properties/ssl/properties/version/pattern", keyword: "pattern", params: { pattern: "^0x[0-9A-Fa-f]+$" } };
                                    if (vErrors === null) {
                                        vErrors = [err197];
                                    }
                                    else {
                                        vErrors.push(err197);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err198 = { instancePath: instancePath + "/flow/ssl/version", schemaPath: "#/properties/flow/properties/ssl/properties/version/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err198];
                                }
                                else {
                                    vErrors.push(err198);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err199 = { instancePath: instancePath + "/flow/ssl", schemaPath: "#/properties/flow/properties/ssl/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err199];
                        }
                        else {
                            vErrors.push(err199);
                        }
                        errors++;
                    }
                }
                if (data5.stun !== undefined) {
                    let data106 = data5.stun;
                    if (data106 && typeof data106 == "object" && !Array.isArray(data106)) {
                        if (data106.peer === undefined) {
                            const err200 = { instancePath: instancePath + "/flow/stun", schemaPath: "#/properties/flow/properties/stun/required", keyword: "required", params: { missingProperty: "peer" } };
                            if (vErrors === null) {
                                vErrors = [err200];
                            }
                            else {
                                vErrors.push(err200);
                            }
                            errors++;
                        }
                        if (data106.mapped !== undefined) {
                            if (typeof data106.mapped !== "string") {
                                const err201 = { instancePath: instancePath + "/flow/stun/mapped", schemaPath: "#/properties/flow/properties/stun/properties/mapped/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err201];
                                }
                                else {
                                    vErrors.push(err201);
                                }
                                errors++;
                            }
                        }
                        if (data106.other !== undefined) {
                            if (typeof data106.other !== "string") {
                                const err202 = { instancePath: instancePath + "/flow/stun/other", schemaPath: "#/properties/flow/properties/stun/properties/other/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err202];
                                }
                                else {
                                    vErrors.push(err202);
                                }
                                errors++;
                            }
                        }
                        if (data106.peer !== undefined) {
                            if (typeof data106.peer !== "string") {
                                const err203 = { instancePath: instancePath + "/flow/stun/peer", schemaPath: "#/properties/flow/properties/stun/properties/peer/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err203];
                                }
                                else {
                                    vErrors.push(err203);
                                }
                                errors++;
                            }
                        }
                        if (data106.relayed !== undefined) {
                            if (typeof data106.relayed !== "string") {
                                const err204 = { instancePath: instancePath + "/flow/stun/relayed", schemaPath: "#/properties/flow/properties/stun/properties/relayed/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err204];
                                }
                                else {
                                    vErrors.push(err204);
                                }
                                errors++;
                            }
                        }
                        if (data106.response !== undefined) {
                            if (typeof data106.response !== "string") {
                                const err205 = { instancePath: instancePath + "/flow/stun/response", schemaPath: "#/properties/flow/properties/stun/properties/response/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err205];
                                }
                                else {
                                    vErrors.push(err205);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err206 = { instancePath: instancePath + "/flow/stun", schemaPath: "#/properties/flow/properties/stun/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err206];
                        }
                        else {
                            vErrors.push(err206);
                        }
                        errors++;
                    }
                }
                if (data5.tags !== undefined) {
                    let data112 = data5.tags;
                    if (Array.isArray(data112)) {
                        const len4 = data112.length;
                        for (let i4 = 0; i4 < len4; i4++) {
                            if (typeof data112[i4] !== "string") {
                                const err207 = { instancePath: instancePath + "/flow/tags/" + i4, schemaPath: "#/properties/flow/properties/tags/items/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err207];
                                }
                                else {
                                    vErrors.push(err207);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err208 = { instancePath: instancePath + "/flow/tags", schemaPath: "#/properties/flow/properties/tags/type", keyword: "type", params: { type: "array" } };
                        if (vErrors === null) {
                            vErrors = [err208];
                        }
                        else {
                            vErrors.push(err208);
                        }
                        errors++;
                    }
                }
                if (data5.tcp !== undefined) {
                    let data114 = data5.tcp;
                    if (data114 && typeof data114 == "object" && !Array.isArray(data114)) {
                        if (data114.resets !== undefined) {
                            let data115 = data114.resets;
                            if (!(((typeof data115 == "number") && (!(data115 % 1) && !isNaN(data115))) && (isFinite(data115)))) {
                                const err209 = { instancePath: instancePath + "/flow/tcp/resets", schemaPath: "#/$defs/records.tcpCounters/properties/resets/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err209];
                                }
                                else {
                                    vErrors.push(err209);
                                }
                                errors++;
                            }
                            if ((typeof data115 == "number") && (isFinite(data115))) {
                                if (data115 < 0 || isNaN(data115)) {
                                    const err210 = { instancePath: instancePath + "/flow/tcp/resets", schemaPath: "#/$defs/records.tcpCounters/properties/resets/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err210];
                                    }
                                    else {
                                        vErrors.push(err210);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data114.retrans !== undefined) {
                            let data116 = data114.retrans;
                            if (!(((typeof data116 == "number") && (!(data116 % 1) && !isNaN(data116))) && (isFinite(data116)))) {
                                const err211 = { instancePath: instancePath + "/flow/tcp/retrans", schemaPath: "#/$defs/records.tcpCounters/properties/retrans/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err211];
                                }
                                else {
                                    vErrors.push(err211);
                                }
                                errors++;
                            }
                            if ((typeof data116 == "number") && (isFinite(data116))) {
                                if (data116 < 0 || isNaN(data116)) {
                                    const err212 = { instancePath: instancePath + "/flow/tcp/retrans", schemaPath: "#/$defs/records.tcpCounters/properties/retrans/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err212];
                                    }
                                    else {
                                        vErrors.push(err212);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data114.seq_errors !== undefined) {
                            let data117 = data114.seq_errors;
                            if (!(((typeof data117 == "number") && (!(data117 % 1) && !isNaN(data117))) && (isFinite(data117)))) {
                                const err213 = { instancePath: instancePath + "/flow/tcp/seq_errors", schemaPath: "#/$defs/records.tcpCounters/properties/seq_errors/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err213];
                                }
                                else {
                                    vErrors.push(err213);
                                }
                                errors++;
                            }
                            if ((typeof data117 == "number") && (isFinite(data117))) {
                                if (data117 < 0 || isNaN(data117)) {
                                    const err214 = { instancePath: instancePath + "/flow/tcp/seq_errors", schemaPath: "#/$defs/records.tcpCounters/properties/seq_errors/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err214];
                                    }
                                    else {
                                        vErrors.push(err214);
                                    }
                                    errors++;
                                }
                            }
                        }
                    }
                    else {
                        const err215 = { instancePath: instancePath + "/flow/tcp", schemaPath: "#/$defs/records.tcpCounters/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err215];
                        }
                        else {
                            vErrors.push(err215);
                        }
                        errors++;
                    }
                }
                if (data5.total_bytes !== undefined) {
                    let data118 = data5.total_bytes;
                    if (!(((typeof data118 == "number") && (!(data118 % 1) && !isNaN(data118))) && (isFinite(data118)))) {
                        const err216 = { instancePath: instancePath + "/flow/total_bytes", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err216];
                        }
                        else {
                            vErrors.push(err216);
                        }
                        errors++;
                    }
                    if ((typeof data118 == "number") && (isFinite(data118))) {
                        if (data118 < 0 || isNaN(data118)) {
                            const err217 = { instancePath: instancePath + "/flow/total_bytes", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err217];
                            }
                            else {
                                vErrors.push(err217);
                            }
                            errors++;
                        }
                    }
                }
                if (data5.total_packets !== undefined) {
                    let data119 = data5.total_packets;
                    if (!(((typeof data119 == "number") && (!(data119 % 1) && !isNaN(data119))) && (isFinite(data119)))) {
                        const err218 = { instancePath: instancePath + "/flow/total_packets", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err218];
                        }
                        else {
                            vErrors.push(err218);
                        }
                        errors++;
                    }
                    if ((typeof data119 == "number") && (isFinite(data119))) {
                        if (data119 < 0 || isNaN(data119)) {
                            const err219 = { instancePath: instancePath + "/flow/total_packets", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err219];
                            }
                            else {
                                vErrors.push(err219);
                            }
                            errors++;
                        }
                    }
                }
                if (data5.vlan_id !== undefined) {
                    let data120 = data5.vlan_id;
                    if (!(((typeof data120 == "number") && (!(data120 % 1) && !isNaN(data120))) && (isFinite(data120)))) {
                        const err220 = { instancePath: instancePath + "/flow/vlan_id", schemaPath: "#/properties/flow/properties/vlan_id/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err220];
                        }
                        else {
                            vErrors.push(err220);
                        }
                        errors++;
                    }
                    if ((typeof data120 == "number") && (isFinite(data120))) {
                        if (data120 > 4095 || isNaN(data120)) {
                            const err221 = { instancePath: instancePath + "/flow/vlan_id", schemaPath: "#/properties/flow/properties/vlan_id/maximum", keyword: "maximum", params: { comparison: "<=", limit: 4095 } };
                            if (vErrors === null) {
                                vErrors = [err221];
                            }
                            else {
                                vErrors.push(err221);
                            }
                            errors++;
                        }
                        if (data120 < 0 || isNaN(data120)) {
                            const err222 = { instancePath: instancePath + "/flow/vlan_id", schemaPath: "#/properties/flow/properties/vlan_id/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err222];
                            }
                            else {
                                vErrors.push(err222);
                            }
                            errors++;
                        }
                    }
                }
            }
            else {
                const err223 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err223];
                }
                else {
                    vErrors.push(err223);
                }
                errors++;
            }
        }
    }
    else {
        const err224 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err224];
        }
        else {
            vErrors.push(err224);
        }
        errors++;
    }
    validate22.errors = vErrors;
    evaluated0.props = props0;
    return errors === 0;
}
validate22.evaluated = { "dynamicProps": true, "dynamicItems": false };
export const flowIntel = validate23;
const schema49 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/records/flow_intel.schema.json", "type": "object", "required": ["type"], "properties": { "type": { "type": "string", "const": "flow_intel" }, "interface": { "type": "string" }, "internal": { "type": "boolean" }, "flow": { "type": "object", "properties": { "detection_packets": { "$ref": "#/$defs/records.count" }, "digest": { "$ref": "#/$defs/records.digest" }, "digest_prev": { "type": "array", "items": { "$ref": "#/$defs/records.digest" } }, "last_seen_at": { "$ref": "#/$defs/records.unixMillis" }, "local_bytes": { "$ref": "#/$defs/records.count" }, "local_packets": { "$ref": "#/$defs/records.count" }, "local_rate": { "$ref": "#/$defs/records.rate" }, "other_bytes": { "$ref": "#/$defs/records.count" }, "other_packets": { "$ref": "#/$defs/records.count" }, "other_rate": { "$ref": "#/$defs/records.rate" }, "tcp": { "$ref": "#/$defs/records.tcpCounters" }, "total_bytes": { "$ref": "#/$defs/records.count" }, "total_packets": { "$ref": "#/$defs/records.count" }, "intel": { "type": "array", "items": { "type": "object", "properties": { "category": { "type": "string" }, "criteria": { "type": "object" }, "data_feed": { "type": "string" }, "event": { "$ref": "#/$defs/enums.eventName" }, "indicator": { "type": "string" }, "indicator_driver": { "type": "string" }, "score": { "type": "integer", "minimum": 0, "maximum": 100 } } } } } } }, "$defs": { "enums.eventName": { "type": "string", "enum": ["dpi_new", "dpi_update", "dpi_complete", "flow_new", "flow_stats", "flow_expiring", "flow_expired"] }, "records.count": { "type": "integer", "minimum": 0 }, "records.digest": { "type": "string" }, "records.rate": { "type": "number", "minimum": 0 }, "records.tcpCounters": { "type": "object", "properties": { "resets": { "type": "integer", "minimum": 0 }, "retrans": { "type": "integer", "minimum": 0 }, "seq_errors": { "type": "integer", "minimum": 0 } } }, "records.unixMillis": { "type": "integer", "minimum": 0 } } };
const schema50 = { "type": "integer", "minimum": 0 };
const schema51 = { "type": "string" };
const schema53 = { "type": "integer", "minimum": 0 };
const schema56 = { "type": "number", "minimum": 0 };
const schema60 = { "type": "object", "properties": { "resets": { "type": "integer", "minimum": 0 }, "retrans": { "type": "integer", "minimum": 0 }, "seq_errors": { "type": "integer", "minimum": 0 } } };
const schema63 = { "type": "string", "enum": ["dpi_new", "dpi_update", "dpi_complete", "flow_new", "flow_stats", "flow_expiring", "flow_expired"] };
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/records/flow_intel.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate23.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.type === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.type !== undefined) {
            let data0 = data.type;
            if (typeof data0 !== "string") {
                const err1 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
            if ("flow_intel" !== data0) {
                const err2 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/const", keyword: "const", params: { allowedValue: "flow_intel" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.interface !== undefined) {
            if (typeof data.interface !== "string") {
                const err3 = { instancePath: instancePath + "/interface", schemaPath: "#/properties/interface/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        if (data.internal !== undefined) {
            if (typeof data.internal !== "boolean") {
                const err4 = { instancePath: instancePath + "/internal", schemaPath: "#/properties/internal/type", keyword: "type", params: { type: "boolean" } };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.flow !== undefined) {
            let data3 = data.flow;
            if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                if (data3.detection_packets !== undefined) {
                    let data4 = data3.detection_packets;
                    if (!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) {
                        const err5 = { instancePath: instancePath + "/flow/detection_packets", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err5];
                        }
                        else {
                            vErrors.push(err5);
                        }
                        errors++;
                    }
                    if ((typeof data4 == "number") && (isFinite(data4))) {
                        if (data4 < 0 || isNaN(data4)) {
                            const err6 = { instancePath: instancePath + "/flow/detection_packets", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err6];
                            }
                            else {
                                vErrors.push(err6);
                            }
                            errors++;
                        }
                    }
                }
                if (data3.digest !== undefined) {
                    if (typeof data3.digest !== "string") {
                        const err7 = { instancePath: instancePath + "/flow/digest", schemaPath: "#/$defs/records.digest/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err7];
                        }
                        else {
                            vErrors.push(err7);
                        }
                        errors++;
                    }
                }
                if (data3.digest_prev !== undefined) {
                    let data6 = data3.digest_prev;
                    if (Array.isArray(data6)) {
                        const len0 = data6.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                            if (typeof data6[i0] !== "string") {
                                const err8 = { instancePath: instancePath + "/flow/digest_prev/" + i0, schemaPath: "#/$defs/records.digest/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err8];
                                }
                                else {
                                    vErrors.push(err8);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err9 = { instancePath: instancePath + "/flow/digest_prev", schemaPath: "#/properties/flow/properties/digest_prev/type", keyword: "type", params: { type: "array" } };
                        if (vErrors === null) {
                            vErrors = [err9];
                        }
                        else {
                            vErrors.push(err9);
                        }
                        errors++;
                    }
                }
                if (data3.last_seen_at !== undefined) {
                    let data8 = data3.last_seen_at;
                    if (!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) {
                        const err10 = { instancePath: instancePath + "/flow/last_seen_at", schemaPath: "#/$defs/records.unixMillis/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err10];
                        }
                        else {
                            vErrors.push(err10);
                        }
                        errors++;
                    }
                    if ((typeof data8 == "number") && (isFinite(data8))) {
                        if (data8 < 0 || isNaN(data8)) {
                            const err11 = { instancePath: instancePath + "/flow/last_seen_at", schemaPath: "#/$defs/records.unixMillis/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err11];
                            }
                            else {
                                vErrors.push(err11);
                            }
                            errors++;
                        }
                    }
                }
                if (data3.local_bytes !== undefined) {
                    let data9 = data3.local_bytes;
                    if (!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))) {
                        const err12 = { instancePath: instancePath + "/flow/local_bytes", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err12];
                        }
                        else {
                            vErrors.push(err12);
                        }
                        errors++;
                    }
                    if ((typeof data9 == "number") && (isFinite(data9))) {
                        if (data9 < 0 || isNaN(data9)) {
                            const err13 = { instancePath: instancePath + "/flow/local_bytes", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err13];
                            }
                            else {
                                vErrors.push(err13);
                            }
                            errors++;
                        }
                    }
                }
                if (data3.local_packets !== undefined) {
                    let data10 = data3.local_packets;
                    if (!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) {
                        const err14 = { instancePath: instancePath + "/flow/local_packets", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err14];
                        }
                        else {
                            vErrors.push(err14);
                        }
                        errors++;
                    }
                    if ((typeof data10 == "number") && (isFinite(data10))) {
                        if (data10 < 0 || isNaN(data10)) {
                            const err15 = { instancePath: instancePath + "/flow/local_packets", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err15];
                            }
                            else {
                                vErrors.push(err15);
                            }
                            errors++;
                        }
                    }
                }
                if (data3.local_rate !== undefined) {
                    let data11 = data3.local_rate;
                    if ((typeof data11 == "number") && (isFinite(data11))) {
                        if (data11 < 0 || isNaN(data11)) {
                            const err16 = { instancePath: instancePath + "/flow/local_rate", schemaPath: "#/$defs/records.rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err16];
                            }
                            else {
                                vErrors.push(err16);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err17 = { instancePath: instancePath + "/flow/local_rate", schemaPath: "#/$defs/records.rate/type", keyword: "type", params: { type: "number" } };
                        if (vErrors === null) {
                            vErrors = [err17];
                        }
                        else {
                            vErrors.push(err17);
                        }
                        errors++;
                    }
                }
                if (data3.other_bytes !== undefined) {
                    let data12 = data3.other_bytes;
                    if (!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))) {
                        const err18 = { instancePath: instancePath + "/flow/other_bytes", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err18];
                        }
                        else {
                            vErrors.push(err18);
                        }
                        errors++;
                    }
                    if ((typeof data12 == "number") && (isFinite(data12))) {
                        if (data12 < 0 || isNaN(data12)) {
                            const err19 = { instancePath: instancePath + "/flow/other_bytes", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err19];
                            }
                            else {
                                vErrors.push(err19);
                            }
                            errors++;
                        }
                    }
                }
                if (data3.other_packets !== undefined) {
                    let data13 = data3.other_packets;
                    if (!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) {
                        const err20 = { instancePath: instancePath + "/flow/other_packets", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err20];
                        }
                        else {
                            vErrors.push(err20);
                        }
                        errors++;
                    }
                    if ((typeof data13 == "number") && (isFinite(data13))) {
                        if (data13 < 0 || isNaN(data13)) {
                            const err21 = { instancePath: instancePath + "/flow/other_packets", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err21];
                            }
                            else {
                                vErrors.push(err21);
                            }
                            errors++;
                        }
                    }
                }
                if (data3.other_rate !== undefined) {
                    let data14 = data3.other_rate;
                    if ((typeof data14 == "number") && (isFinite(data14))) {
                        if (data14 < 0 || isNaN(data14)) {
                            const err22 = { instancePath: instancePath + "/flow/other_rate", schemaPath: "#/$defs/records.rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err22];
                            }
                            else {
                                vErrors.push(err22);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err23 = { instancePath: instancePath + "/flow/other_rate", schemaPath: "#/$defs/records.rate/type", keyword: "type", params: { type: "number" } };
                        if (vErrors === null) {
                            vErrors = [err23];
                        }
                        else {
                            vErrors.push(err23);
                        }
                        errors++;
                    }
                }
                if (data3.tcp !== undefined) {
                    let data15 = data3.tcp;
                    if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                        if (data15.resets !== undefined) {
                            let data16 = data15.resets;
                            if (!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))) {
                                const err24 = { instancePath: instancePath + "/flow/tcp/resets", schemaPath: "#/$defs/records.tcpCounters/properties/resets/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err24];
                                }
                                else {
                                    vErrors.push(err24);
                                }
                                errors++;
                            }
                            if ((typeof data16 == "number") && (isFinite(data16))) {
                                if (data16 < 0 || isNaN(data16)) {
                                    const err25 = { instancePath: instancePath + "/flow/tcp/resets", schemaPath: "#/$defs/records.tcpCounters/properties/resets/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err25];
                                    }
                                    else {
                                        vErrors.push(err25);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data15.retrans !== undefined) {
                            let data17 = data15.retrans;
                            if (!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))) {
                                const err26 = { instancePath: instancePath + "/flow/tcp/retrans", schemaPath: "#/$defs/records.tcpCounters/properties/retrans/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err26];
                                }
                                else {
                                    vErrors.push(err26);
                                }
                                errors++;
                            }
                            if ((typeof data17 == "number") && (isFinite(data17))) {
                                if (data17 < 0 || isNaN(data17)) {
                                    const err27 = { instancePath: instancePath + "/flow/tcp/retrans", schemaPath: "#/$defs/records.tcpCounters/properties/retrans/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err27];
                                    }
                                    else {
                                        vErrors.push(err27);
                                    }
                                    errors++;
                                }
                            }
                        }
                        if (data15.seq_errors !== undefined) {
                            let data18 = data15.seq_errors;
                            if (!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))) {
                                const err28 = { instancePath: instancePath + "/flow/tcp/seq_errors", schemaPath: "#/$defs/records.tcpCounters/properties/seq_errors/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err28];
                                }
                                else {
                                    vErrors.push(err28);
                                }
                                errors++;
                            }
                            if ((typeof data18 == "number") && (isFinite(data18))) {
                                if (data18 < 0 || isNaN(data18)) {
                                    const err29 = { instancePath: instancePath + "/flow/tcp/seq_errors", schemaPath: "#/$defs/records.tcpCounters/properties/seq_errors/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                    if (vErrors === null) {
                                        vErrors = [err29];
                                    }
                                    else {
                                        vErrors.push(err29);
                                    }
                                    errors++;
                                }
                            }
                        }
                    }
                    else {
                        const err30 = { instancePath: instancePath + "/flow/tcp", schemaPath: "#/$defs/records.tcpCounters/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err30];
                        }
                        else {
                            vErrors.push(err30);
                        }
                        errors++;
                    }
                }
                if (data3.total_bytes !== undefined) {
                    let data19 = data3.total_bytes;
                    if (!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))) {
                        const err31 = { instancePath: instancePath + "/flow/total_bytes", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err31];
                        }
                        else {
                            vErrors.push(err31);
                        }
                        errors++;
                    }
                    if ((typeof data19 == "number") && (isFinite(data19))) {
                        if (data19 < 0 || isNaN(data19)) {
                            const err32 = { instancePath: instancePath + "/flow/total_bytes", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err32];
                            }
                            else {
                                vErrors.push(err32);
                            }
                            errors++;
                        }
                    }
                }
                if (data3.total_packets !== undefined) {
                    let data20 = data3.total_packets;
                    if (!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))) {
                        const err33 = { instancePath: instancePath + "/flow/total_packets", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err33];
                        }
                        else {
                            vErrors.push(err33);
                        }
                        errors++;
                    }
                    if ((typeof data20 == "number") && (isFinite(data20))) {
                        if (data20 < 0 || isNaN(data20)) {
                            const err34 = { instancePath: instancePath + "/flow/total_packets", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err34];
                            }
                            else {
                                vErrors.push(err34);
                            }
                            errors++;
                        }
                    }
                }
                if (data3.intel !== undefined) {
                    let data21 = data3.intel;
                    if (Array.isArray(data21)) {
                        const len1 = data21.length;
                        for (let i1 = 0; i1 < len1; i1++) {
                            let data22 = data21[i1];
                            if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
                                if (data22.category !== undefined) {
                                    if (typeof data22.category !== "string") {
                                        const err35 = { instancePath: instancePath + "/flow/intel/" + i1 + "/category", schemaPath: "#/properties/flow/properties/intel/items/properties/category/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err35];
                                        }
                                        else {
                                            vErrors.push(err35);
                                        }
                                        errors++;
                                    }
                                }
                                if (data22.criteria !== undefined) {
                                    let data24 = data22.criteria;
                                    if (!(data24 && typeof data24 == "object" && !Array.isArray(data24))) {
                                        const err36 = { instancePath: instancePath + "/flow/intel/" + i1 + "/criteria", schemaPath: "#/properties/flow/properties/intel/items/properties/criteria/type", keyword: "type", params: { type: "object" } };
                                        if (vErrors === null) {
                                            vErrors = [err36];
                                        }
                                        else {
                                            vErrors.push(err36);
                                        }
                                        errors++;
                                    }
                                }
                                if (data22.data_feed !== undefined) {
                                    if (typeof data22.data_feed !== "string") {
                                        const err37 = { instancePath: instancePath + "/flow/intel/" + i1 + "/data_feed", schemaPath: "#/properties/flow/properties/intel/items/properties/data_feed/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err37];
                                        }
                                        else {
                                            vErrors.push(err37);
                                        }
                                        errors++;
                                    }
                                }
                                if (data22.event !== undefined) {
                                    let data26 = data22.event;
                                    if (typeof data26 !== "string") {
                                        const err38 = { instancePath: instancePath + "/flow/intel/" + i1 + "/event", schemaPath: "#/$defs/enums.eventName/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err38];
                                        }
                                        else {
                                            vErrors.push(err38);
                                        }
                                        errors++;
                                    }
                                    if (!(((((((data26 === "dpi_new") || (data26 === "dpi_update")) || (data26 === "dpi_complete")) || (data26 === "flow_new")) || (data26 === "flow_stats")) || (data26 === "flow_expiring")) || (data26 === "flow_expired"))) {
                                        const err39 = { instancePath: instancePath + "/flow/intel/" + i1 + "/event", schemaPath: "#/$defs/enums.eventName/enum", keyword: "enum", params: { allowedValues: schema63.enum } };
                                        if (vErrors === null) {
                                            vErrors = [err39];
                                        }
                                        else {
                                            vErrors.push(err39);
                                        }
                                        errors++;
                                    }
                                }
                                if (data22.indicator !== undefined) {
                                    if (typeof data22.indicator !== "string") {
                                        const err40 = { instancePath: instancePath + "/flow/intel/" + i1 + "/indicator", schemaPath: "#/properties/flow/properties/intel/items/properties/indicator/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err40];
                                        }
                                        else {
                                            vErrors.push(err40);
                                        }
                                        errors++;
                                    }
                                }
                                if (data22.indicator_driver !== undefined) {
                                    if (typeof data22.indicator_driver !== "string") {
                                        const err41 = { instancePath: instancePath + "/flow/intel/" + i1 + "/indicator_driver", schemaPath: "#/properties/flow/properties/intel/items/properties/indicator_driver/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err41];
                                        }
                                        else {
                                            vErrors.push(err41);
                                        }
                                        errors++;
                                    }
                                }
                                if (data22.score !== undefined) {
                                    let data29 = data22.score;
                                    if (!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))) {
                                        const err42 = { instancePath: instancePath + "/flow/intel/" + i1 + "/score", schemaPath: "#/properties/flow/properties/intel/items/properties/score/type", keyword: "type", params: { type: "integer" } };
                                        if (vErrors === null) {
                                            vErrors = [err42];
                                        }
                                        else {
                                            vErrors.push(err42);
                                        }
                                        errors++;
                                    }
                                    if ((typeof data29 == "number") && (isFinite(data29))) {
                                        if (data29 > 100 || isNaN(data29)) {
                                            const err43 = { instancePath: instancePath + "/flow/intel/" + i1 + "/score", schemaPath: "#/properties/flow/properties/intel/items/properties/score/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 } };
                                            if (vErrors === null) {
                                                vErrors = [err43];
                                            }
                                            else {
                                                vErrors.push(err43);
                                            }
                                            errors++;
                                        }
                                        if (data29 < 0 || isNaN(data29)) {
                                            const err44 = { instancePath: instancePath + "/flow/intel/" + i1 + "/score", schemaPath: "#/properties/flow/properties/intel/items/properties/score/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                            if (vErrors === null) {
                                                vErrors = [err44];
                                            }
                                            else {
                                                vErrors.push(err44);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                            }
                            else {
                                const err45 = { instancePath: instancePath + "/flow/intel/" + i1, schemaPath: "#/properties/flow/properties/intel/items/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err45];
                                }
                                else {
                                    vErrors.push(err45);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err46 = { instancePath: instancePath + "/flow/intel", schemaPath: "#/properties/flow/properties/intel/type", keyword: "type", params: { type: "array" } };
                        if (vErrors === null) {
                            vErrors = [err46];
                        }
                        else {
                            vErrors.push(err46);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err47 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err47];
                }
                else {
                    vErrors.push(err47);
                }
                errors++;
            }
        }
    }
    else {
        const err48 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err48];
        }
        else {
            vErrors.push(err48);
        }
        errors++;
    }
    validate23.errors = vErrors;
    return errors === 0;
}
validate23.evaluated = { "props": { "type": true, "interface": true, "internal": true, "flow": true }, "dynamicProps": false, "dynamicItems": false };
export const flowPurge = validate24;
const schema64 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/records/flow_purge.schema.json", "type": "object", "required": ["flow", "interface", "internal", "reason", "type"], "properties": { "type": { "type": "string", "const": "flow_purge" }, "interface": { "type": "string" }, "internal": { "type": "boolean" }, "reason": { "type": "string", "enum": ["closed", "expired"] }, "flow": { "$ref": "#/$defs/records.flowCounters" } }, "$defs": { "records.count": { "type": "integer", "minimum": 0 }, "records.digest": { "type": "string" }, "records.flowCounters": { "type": "object", "required": ["detection_packets", "digest", "last_seen_at", "local_bytes", "local_packets", "local_rate", "other_bytes", "other_packets", "other_rate", "total_bytes", "total_packets"], "properties": { "detection_packets": { "$ref": "#/$defs/records.count" }, "digest": { "$ref": "#/$defs/records.digest" }, "digest_prev": { "type": "array", "items": { "$ref": "#/$defs/records.digest" } }, "last_seen_at": { "$ref": "#/$defs/records.unixMillis" }, "local_bytes": { "$ref": "#/$defs/records.count" }, "local_packets": { "$ref": "#/$defs/records.count" }, "local_rate": { "$ref": "#/$defs/records.rate" }, "other_bytes": { "$ref": "#/$defs/records.count" }, "other_packets": { "$ref": "#/$defs/records.count" }, "other_rate": { "$ref": "#/$defs/records.rate" }, "tcp": { "$ref": "#/$defs/records.tcpCounters" }, "total_bytes": { "$ref": "#/$defs/records.count" }, "total_packets": { "$ref": "#/$defs/records.count" } } }, "records.rate": { "type": "number", "minimum": 0 }, "records.tcpCounters": { "type": "object", "properties": { "resets": { "type": "integer", "minimum": 0 }, "retrans": { "type": "integer", "minimum": 0 }, "seq_errors": { "type": "integer", "minimum": 0 } } }, "records.unixMillis": { "type": "integer", "minimum": 0 } } };
const schema65 = { "type": "object", "required": ["detection_packets", "digest", "last_seen_at", "local_bytes", "local_packets", "local_rate", "other_bytes", "other_packets", "other_rate", "total_bytes", "total_packets"], "properties": { "detection_packets": { "$ref": "#/$defs/records.count" }, "digest": { "$ref": "#/$defs/records.digest" }, "digest_prev": { "type": "array", "items": { "$ref": "#/$defs/records.digest" } }, "last_seen_at": { "$ref": "#/$defs/records.unixMillis" }, "local_bytes": { "$ref": "#/$defs/records.count" }, "local_packets": { "$ref": "#/$defs/records.count" }, "local_rate": { "$ref": "#/$defs/records.rate" }, "other_bytes": { "$ref": "#/$defs/records.count" }, "other_packets": { "$ref": "#/$defs/records.count" }, "other_rate": { "$ref": "#/$defs/records.rate" }, "tcp": { "$ref": "#/$defs/records.tcpCounters" }, "total_bytes": { "$ref": "#/$defs/records.count" }, "total_packets": { "$ref": "#/$defs/records.count" } } };
const schema66 = { "type": "integer", "minimum": 0 };
const schema67 = { "type": "string" };
const schema69 = { "type": "integer", "minimum": 0 };
const schema72 = { "type": "number", "minimum": 0 };
const schema76 = { "type": "object", "properties": { "resets": { "type": "integer", "minimum": 0 }, "retrans": { "type": "integer", "minimum": 0 }, "seq_errors": { "type": "integer", "minimum": 0 } } };
function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate25.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.detection_packets === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "detection_packets" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.digest === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "digest" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.last_seen_at === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "last_seen_at" } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.local_bytes === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "local_bytes" } };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.local_packets === undefined) {
            const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "local_packets" } };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        if (data.local_rate === undefined) {
            const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "local_rate" } };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
        if (data.other_bytes === undefined) {
            const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "other_bytes" } };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
        if (data.other_packets === undefined) {
            const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "other_packets" } };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
        if (data.other_rate === undefined) {
            const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "other_rate" } };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
        if (data.total_bytes === undefined) {
            const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "total_bytes" } };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
        if (data.total_packets === undefined) {
            const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "total_packets" } };
            if (vErrors === null) {
                vErrors = [err10];
            }
            else {
                vErrors.push(err10);
            }
            errors++;
        }
        if (data.detection_packets !== undefined) {
            let data0 = data.detection_packets;
            if (!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) {
                const err11 = { instancePath: instancePath + "/detection_packets", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
            if ((typeof data0 == "number") && (isFinite(data0))) {
                if (data0 < 0 || isNaN(data0)) {
                    const err12 = { instancePath: instancePath + "/detection_packets", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err12];
                    }
                    else {
                        vErrors.push(err12);
                    }
                    errors++;
                }
            }
        }
        if (data.digest !== undefined) {
            if (typeof data.digest !== "string") {
                const err13 = { instancePath: instancePath + "/digest", schemaPath: "#/$defs/records.digest/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
        }
        if (data.digest_prev !== undefined) {
            let data2 = data.digest_prev;
            if (Array.isArray(data2)) {
                const len0 = data2.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    if (typeof data2[i0] !== "string") {
                        const err14 = { instancePath: instancePath + "/digest_prev/" + i0, schemaPath: "#/$defs/records.digest/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err14];
                        }
                        else {
                            vErrors.push(err14);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err15 = { instancePath: instancePath + "/digest_prev", schemaPath: "#/properties/digest_prev/type", keyword: "type", params: { type: "array" } };
                if (vErrors === null) {
                    vErrors = [err15];
                }
                else {
                    vErrors.push(err15);
                }
                errors++;
            }
        }
        if (data.last_seen_at !== undefined) {
            let data4 = data.last_seen_at;
            if (!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) {
                const err16 = { instancePath: instancePath + "/last_seen_at", schemaPath: "#/$defs/records.unixMillis/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err16];
                }
                else {
                    vErrors.push(err16);
                }
                errors++;
            }
            if ((typeof data4 == "number") && (isFinite(data4))) {
                if (data4 < 0 || isNaN(data4)) {
                    const err17 = { instancePath: instancePath + "/last_seen_at", schemaPath: "#/$defs/records.unixMillis/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err17];
                    }
                    else {
                        vErrors.push(err17);
                    }
                    errors++;
                }
            }
        }
        if (data.local_bytes !== undefined) {
            let data5 = data.local_bytes;
            if (!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) {
                const err18 = { instancePath: instancePath + "/local_bytes", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err18];
                }
                else {
                    vErrors.push(err18);
                }
                errors++;
            }
            if ((typeof data5 == "number") && (isFinite(data5))) {
                if (data5 < 0 || isNaN(data5)) {
                    const err19 = { instancePath: instancePath + "/local_bytes", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err19];
                    }
                    else {
                        vErrors.push(err19);
                    }
                    errors++;
                }
            }
        }
        if (data.local_packets !== undefined) {
            let data6 = data.local_packets;
            if (!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) {
                const err20 = { instancePath: instancePath + "/local_packets", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err20];
                }
                else {
                    vErrors.push(err20);
                }
                errors++;
            }
            if ((typeof data6 == "number") && (isFinite(data6))) {
                if (data6 < 0 || isNaN(data6)) {
                    const err21 = { instancePath: instancePath + "/local_packets", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err21];
                    }
                    else {
                        vErrors.push(err21);
                    }
                    errors++;
                }
            }
        }
        if (data.local_rate !== undefined) {
            let data7 = data.local_rate;
            if ((typeof data7 == "number") && (isFinite(data7))) {
                if (data7 < 0 || isNaN(data7)) {
                    const err22 = { instancePath: instancePath + "/local_rate", schemaPath: "#/$defs/records.rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err22];
                    }
                    else {
                        vErrors.push(err22);
                    }
                    errors++;
                }
            }
            else {
                const err23 = { instancePath: instancePath + "/local_rate", schemaPath: "#/$defs/records.rate/type", keyword: "type", params: { type: "number" } };
                if (vErrors === null) {
                    vErrors = [err23];
                }
                else {
                    vErrors.push(err23);
                }
                errors++;
            }
        }
        if (data.other_bytes !== undefined) {
            let data8 = data.other_bytes;
            if (!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) {
                const err24 = { instancePath: instancePath + "/other_bytes", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err24];
                }
                else {
                    vErrors.push(err24);
                }
                errors++;
            }
            if ((typeof data8 == "number") && (isFinite(data8))) {
                if (data8 < 0 || isNaN(data8)) {
                    const err25 = { instancePath: instancePath + "/other_bytes", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err25];
                    }
                    else {
                        vErrors.push(err25);
                    }
                    errors++;
                }
            }
        }
        if (data.other_packets !== undefined) {
            let data9 = data.other_packets;
            if (!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))) {
                const err26 = { instancePath: instancePath + "/other_packets", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err26];
                }
                else {
                    vErrors.push(err26);
                }
                errors++;
            }
            if ((typeof data9 == "number") && (isFinite(data9))) {
                if (data9 < 0 || isNaN(data9)) {
                    const err27 = { instancePath: instancePath + "/other_packets", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err27];
                    }
                    else {
                        vErrors.push(err27);
                    }
                    errors++;
                }
            }
        }
        if (data.other_rate !== undefined) {
            let data10 = data.other_rate;
            if ((typeof data10 == "number") && (isFinite(data10))) {
                if (data10 < 0 || isNaN(data10)) {
                    const err28 = { instancePath: instancePath + "/other_rate", schemaPath: "#/$defs/records.rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err28];
                    }
                    else {
                        vErrors.push(err28);
                    }
                    errors++;
                }
            }
            else {
                const err29 = { instancePath: instancePath + "/other_rate", schemaPath: "#/$defs/records.rate/type", keyword: "type", params: { type: "number" } };
                if (vErrors === null) {
                    vErrors = [err29];
                }
                else {
                    vErrors.push(err29);
                }
                errors++;
            }
        }
        if (data.tcp !== undefined) {
            let data11 = data.tcp;
            if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                if (data11.resets !== undefined) {
                    let data12 = data11.resets;
                    if (!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))) {
                        const err30 = { instancePath: instancePath + "/tcp/resets", schemaPath: "#/$defs/records.tcpCounters/properties/resets/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err30];
                        }
                        else {
                            vErrors.push(err30);
                        }
                        errors++;
                    }
                    if ((typeof data12 == "number") && (isFinite(data12))) {
                        if (data12 < 0 || isNaN(data12)) {
                            const err31 = { instancePath: instancePath + "/tcp/resets", schemaPath: "#/$defs/records.tcpCounters/properties/resets/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err31];
                            }
                            else {
                                vErrors.push(err31);
                            }
                            errors++;
                        }
                    }
                }
                if (data11.retrans !== undefined) {
                    let data13 = data11.retrans;
                    if (!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) {
                        const err32 = { instancePath: instancePath + "/tcp/retrans", schemaPath: "#/$defs/records.tcpCounters/properties/retrans/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err32];
                        }
                        else {
                            vErrors.push(err32);
                        }
                        errors++;
                    }
                    if ((typeof data13 == "number") && (isFinite(data13))) {
                        if (data13 < 0 || isNaN(data13)) {
                            const err33 = { instancePath: instancePath + "/tcp/retrans", schemaPath: "#/$defs/records.tcpCounters/properties/retrans/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err33];
                            }
                            else {
                                vErrors.push(err33);
                            }
                            errors++;
                        }
                    }
                }
                if (data11.seq_errors !== undefined) {
                    let data14 = data11.seq_errors;
                    if (!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))) {
                        const err34 = { instancePath: instancePath + "/tcp/seq_errors", schemaPath: "#/$defs/records.tcpCounters/properties/seq_errors/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err34];
                        }
                        else {
                            vErrors.push(err34);
                        }
                        errors++;
                    }
                    if ((typeof data14 == "number") && (isFinite(data14))) {
                        if (data14 < 0 || isNaN(data14)) {
                            const err35 = { instancePath: instancePath + "/tcp/seq_errors", schemaPath: "#/$defs/records.tcpCounters/properties/seq_errors/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err35];
                            }
                            else {
                                vErrors.push(err35);
                            }
                            errors++;
                        }
                    }
                }
            }
            else {
                const err36 = { instancePath: instancePath + "/tcp", schemaPath: "#/$defs/records.tcpCounters/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err36];
                }
                else {
                    vErrors.push(err36);
                }
                errors++;
            }
        }
        if (data.total_bytes !== undefined) {
            let data15 = data.total_bytes;
            if (!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))) {
                const err37 = { instancePath: instancePath + "/total_bytes", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err37];
                }
                else {
                    vErrors.push(err37);
                }
                errors++;
            }
            if ((typeof data15 == "number") && (isFinite(data15))) {
                if (data15 < 0 || isNaN(data15)) {
                    const err38 = { instancePath: instancePath + "/total_bytes", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err38];
                    }
                    else {
                        vErrors.push(err38);
                    }
                    errors++;
                }
            }
        }
        if (data.total_packets !== undefined) {
            let data16 = data.total_packets;
            if (!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))) {
                const err39 = { instancePath: instancePath + "/total_packets", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err39];
                }
                else {
                    vErrors.push(err39);
                }
                errors++;
            }
            if ((typeof data16 == "number") && (isFinite(data16))) {
                if (data16 < 0 || isNaN(data16)) {
                    const err40 = { instancePath: instancePath + "/total_packets", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err40];
                    }
                    else {
                        vErrors.push(err40);
                    }
                    errors++;
                }
            }
        }
    }
    else {
        const err41 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err41];
        }
        else {
            vErrors.push(err41);
        }
        errors++;
    }
    validate25.errors = vErrors;
    return errors === 0;
}
validate25.evaluated = { "props": { "detection_packets": true, "digest": true, "digest_prev": true, "last_seen_at": true, "local_bytes": true, "local_packets": true, "local_rate": true, "other_bytes": true, "other_packets": true, "other_rate": true, "tcp": true, "total_bytes": true, "total_packets": true }, "dynamicProps": false, "dynamicItems": false };
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/records/flow_purge.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate24.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.flow === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "flow" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.interface === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "interface" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.internal === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "internal" } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.reason === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reason" } };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.type === undefined) {
            const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        if (data.type !== undefined) {
            let data0 = data.type;
            if (typeof data0 !== "string") {
                const err5 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
            if ("flow_purge" !== data0) {
                const err6 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/const", keyword: "const", params: { allowedValue: "flow_purge" } };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
        }
        if (data.interface !== undefined) {
            if (typeof data.interface !== "string") {
                const err7 = { instancePath: instancePath + "/interface", schemaPath: "#/properties/interface/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
        }
        if (data.internal !== undefined) {
            if (typeof data.internal !== "boolean") {
                const err8 = { instancePath: instancePath + "/internal", schemaPath: "#/properties/internal/type", keyword: "type", params: { type: "boolean" } };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
        if (data.reason !== undefined) {
            let data3 = data.reason;
            if (typeof data3 !== "string") {
                const err9 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
            if (!((data3 === "closed") || (data3 === "expired"))) {
                const err10 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/enum", keyword: "enum", params: { allowedValues: schema64.properties.reason.enum } };
                if (vErrors === null) {
                    vErrors = [err10];
                }
                else {
                    vErrors.push(err10);
                }
                errors++;
            }
        }
        if (data.flow !== undefined) {
            if (!(validate25(data.flow, { instancePath: instancePath + "/flow", parentData: data, parentDataProperty: "flow", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate25.errors);
                errors = vErrors.length;
            }
        }
    }
    else {
        const err11 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err11];
        }
        else {
            vErrors.push(err11);
        }
        errors++;
    }
    validate24.errors = vErrors;
    return errors === 0;
}
validate24.evaluated = { "props": { "type": true, "interface": true, "internal": true, "reason": true, "flow": true }, "dynamicProps": false, "dynamicItems": false };
export const flowStats = validate27;
const schema79 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/records/flow_stats.schema.json", "type": "object", "required": ["flow", "interface", "internal", "type"], "properties": { "type": { "type": "string", "const": "flow_stats" }, "interface": { "type": "string" }, "internal": { "type": "boolean" }, "flow": { "$ref": "#/$defs/records.flowCounters" } }, "$defs": { "records.count": { "type": "integer", "minimum": 0 }, "records.digest": { "type": "string" }, "records.flowCounters": { "type": "object", "required": ["detection_packets", "digest", "last_seen_at", "local_bytes", "local_packets", "local_rate", "other_bytes", "other_packets", "other_rate", "total_bytes", "total_packets"], "properties": { "detection_packets": { "$ref": "#/$defs/records.count" }, "digest": { "$ref": "#/$defs/records.digest" }, "digest_prev": { "type": "array", "items": { "$ref": "#/$defs/records.digest" } }, "last_seen_at": { "$ref": "#/$defs/records.unixMillis" }, "local_bytes": { "$ref": "#/$defs/records.count" }, "local_packets": { "$ref": "#/$defs/records.count" }, "local_rate": { "$ref": "#/$defs/records.rate" }, "other_bytes": { "$ref": "#/$defs/records.count" }, "other_packets": { "$ref": "#/$defs/records.count" }, "other_rate": { "$ref": "#/$defs/records.rate" }, "tcp": { "$ref": "#/$defs/records.tcpCounters" }, "total_bytes": { "$ref": "#/$defs/records.count" }, "total_packets": { "$ref": "#/$defs/records.count" } } }, "records.rate": { "type": "number", "minimum": 0 }, "records.tcpCounters": { "type": "object", "properties": { "resets": { "type": "integer", "minimum": 0 }, "retrans": { "type": "integer", "minimum": 0 }, "seq_errors": { "type": "integer", "minimum": 0 } } }, "records.unixMillis": { "type": "integer", "minimum": 0 } } };
const schema80 = { "type": "object", "required": ["detection_packets", "digest", "last_seen_at", "local_bytes", "local_packets", "local_rate", "other_bytes", "other_packets", "other_rate", "total_bytes", "total_packets"], "properties": { "detection_packets": { "$ref": "#/$defs/records.count" }, "digest": { "$ref": "#/$defs/records.digest" }, "digest_prev": { "type": "array", "items": { "$ref": "#/$defs/records.digest" } }, "last_seen_at": { "$ref": "#/$defs/records.unixMillis" }, "local_bytes": { "$ref": "#/$defs/records.count" }, "local_packets": { "$ref": "#/$defs/records.count" }, "local_rate": { "$ref": "#/$defs/records.rate" }, "other_bytes": { "$ref": "#/$defs/records.count" }, "other_packets": { "$ref": "#/$defs/records.count" }, "other_rate": { "$ref": "#/$defs/records.rate" }, "tcp": { "$ref": "#/$defs/records.tcpCounters" }, "total_bytes": { "$ref": "#/$defs/records.count" }, "total_packets": { "$ref": "#/$defs/records.count" } } };
const schema81 = { "type": "integer", "minimum": 0 };
const schema82 = { "type": "string" };
const schema84 = { "type": "integer", "minimum": 0 };
const schema87 = { "type": "number", "minimum": 0 };
const schema91 = { "type": "object", "properties": { "resets": { "type": "integer", "minimum": 0 }, "retrans": { "type": "integer", "minimum": 0 }, "seq_errors": { "type": "integer", "minimum": 0 } } };
function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate28.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.detection_packets === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "detection_packets" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.digest === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "digest" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.last_seen_at === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "last_seen_at" } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.local_bytes === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "local_bytes" } };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.local_packets === undefined) {
            const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "local_packets" } };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        if (data.local_rate === undefined) {
            const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "local_rate" } };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
        if (data.other_bytes === undefined) {
            const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "other_bytes" } };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
        if (data.other_packets === undefined) {
            const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "other_packets" } };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
        if (data.other_rate === undefined) {
            const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "other_rate" } };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
        if (data.total_bytes === undefined) {
            const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "total_bytes" } };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
        if (data.total_packets === undefined) {
            const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "total_packets" } };
            if (vErrors === null) {
                vErrors = [err10];
            }
            else {
                vErrors.push(err10);
            }
            errors++;
        }
        if (data.detection_packets !== undefined) {
            let data0 = data.detection_packets;
            if (!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) {
                const err11 = { instancePath: instancePath + "/detection_packets", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
            if ((typeof data0 == "number") && (isFinite(data0))) {
                if (data0 < 0 || isNaN(data0)) {
                    const err12 = { instancePath: instancePath + "/detection_packets", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err12];
                    }
                    else {
                        vErrors.push(err12);
                    }
                    errors++;
                }
            }
        }
        if (data.digest !== undefined) {
            if (typeof data.digest !== "string") {
                const err13 = { instancePath: instancePath + "/digest", schemaPath: "#/$defs/records.digest/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
        }
        if (data.digest_prev !== undefined) {
            let data2 = data.digest_prev;
            if (Array.isArray(data2)) {
                const len0 = data2.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    if (typeof data2[i0] !== "string") {
                        const err14 = { instancePath: instancePath + "/digest_prev/" + i0, schemaPath: "#/$defs/records.digest/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err14];
                        }
                        else {
                            vErrors.push(err14);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err15 = { instancePath: instancePath + "/digest_prev", schemaPath: "#/properties/digest_prev/type", keyword: "type", params: { type: "array" } };
                if (vErrors === null) {
                    vErrors = [err15];
                }
                else {
                    vErrors.push(err15);
                }
                errors++;
            }
        }
        if (data.last_seen_at !== undefined) {
            let data4 = data.last_seen_at;
            if (!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) {
                const err16 = { instancePath: instancePath + "/last_seen_at", schemaPath: "#/$defs/records.unixMillis/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err16];
                }
                else {
                    vErrors.push(err16);
                }
                errors++;
            }
            if ((typeof data4 == "number") && (isFinite(data4))) {
                if (data4 < 0 || isNaN(data4)) {
                    const err17 = { instancePath: instancePath + "/last_seen_at", schemaPath: "#/$defs/records.unixMillis/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err17];
                    }
                    else {
                        vErrors.push(err17);
                    }
                    errors++;
                }
            }
        }
        if (data.local_bytes !== undefined) {
            let data5 = data.local_bytes;
            if (!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) {
                const err18 = { instancePath: instancePath + "/local_bytes", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err18];
                }
                else {
                    vErrors.push(err18);
                }
                errors++;
            }
            if ((typeof data5 == "number") && (isFinite(data5))) {
                if (data5 < 0 || isNaN(data5)) {
                    const err19 = { instancePath: instancePath + "/local_bytes", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err19];
                    }
                    else {
                        vErrors.push(err19);
                    }
                    errors++;
                }
            }
        }
        if (data.local_packets !== undefined) {
            let data6 = data.local_packets;
            if (!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) {
                const err20 = { instancePath: instancePath + "/local_packets", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err20];
                }
                else {
                    vErrors.push(err20);
                }
                errors++;
            }
            if ((typeof data6 == "number") && (isFinite(data6))) {
                if (data6 < 0 || isNaN(data6)) {
                    const err21 = { instancePath: instancePath + "/local_packets", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err21];
                    }
                    else {
                        vErrors.push(err21);
                    }
                    errors++;
                }
            }
        }
        if (data.local_rate !== undefined) {
            let data7 = data.local_rate;
            if ((typeof data7 == "number") && (isFinite(data7))) {
                if (data7 < 0 || isNaN(data7)) {
                    const err22 = { instancePath: instancePath + "/local_rate", schemaPath: "#/$defs/records.rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err22];
                    }
                    else {
                        vErrors.push(err22);
                    }
                    errors++;
                }
            }
            else {
                const err23 = { instancePath: instancePath + "/local_rate", schemaPath: "#/$defs/records.rate/type", keyword: "type", params: { type: "number" } };
                if (vErrors === null) {
                    vErrors = [err23];
                }
                else {
                    vErrors.push(err23);
                }
                errors++;
            }
        }
        if (data.other_bytes !== undefined) {
            let data8 = data.other_bytes;
            if (!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) {
                const err24 = { instancePath: instancePath + "/other_bytes", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err24];
                }
                else {
                    vErrors.push(err24);
                }
                errors++;
            }
            if ((typeof data8 == "number") && (isFinite(data8))) {
                if (data8 < 0 || isNaN(data8)) {
                    const err25 = { instancePath: instancePath + "/other_bytes", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err25];
                    }
                    else {
                        vErrors.push(err25);
                    }
                    errors++;
                }
            }
        }
        if (data.other_packets !== undefined) {
            let data9 = data.other_packets;
            if (!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))) {
                const err26 = { instancePath: instancePath + "/other_packets", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err26];
                }
                else {
                    vErrors.push(err26);
                }
                errors++;
            }
            if ((typeof data9 == "number") && (isFinite(data9))) {
                if (data9 < 0 || isNaN(data9)) {
                    const err27 = { instancePath: instancePath + "/other_packets", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err27];
                    }
                    else {
                        vErrors.push(err27);
                    }
                    errors++;
                }
            }
        }
        if (data.other_rate !== undefined) {
            let data10 = data.other_rate;
            if ((typeof data10 == "number") && (isFinite(data10))) {
                if (data10 < 0 || isNaN(data10)) {
                    const err28 = { instancePath: instancePath + "/other_rate", schemaPath: "#/$defs/records.rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err28];
                    }
                    else {
                        vErrors.push(err28);
                    }
                    errors++;
                }
            }
            else {
                const err29 = { instancePath: instancePath + "/other_rate", schemaPath: "#/$defs/records.rate/type", keyword: "type", params: { type: "number" } };
                if (vErrors === null) {
                    vErrors = [err29];
                }
                else {
                    vErrors.push(err29);
                }
                errors++;
            }
        }
        if (data.tcp !== undefined) {
            let data11 = data.tcp;
            if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                if (data11.resets !== undefined) {
                    let data12 = data11.resets;
                    if (!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))) {
                        const err30 = { instancePath: instancePath + "/tcp/resets", schemaPath: "#/$defs/records.tcpCounters/properties/resets/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err30];
                        }
                        else {
                            vErrors.push(err30);
                        }
                        errors++;
                    }
                    if ((typeof data12 == "number") && (isFinite(data12))) {
                        if (data12 < 0 || isNaN(data12)) {
                            const err31 = { instancePath: instancePath + "/tcp/resets", schemaPath: "#/$defs/records.tcpCounters/properties/resets/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err31];
                            }
                            else {
                                vErrors.push(err31);
                            }
                            errors++;
                        }
                    }
                }
                if (data11.retrans !== undefined) {
                    let data13 = data11.retrans;
                    if (!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) {
                        const err32 = { instancePath: instancePath + "/tcp/retrans", schemaPath: "#/$defs/records.tcpCounters/properties/retrans/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err32];
                        }
                        else {
                            vErrors.push(err32);
                        }
                        errors++;
                    }
                    if ((typeof data13 == "number") && (isFinite(data13))) {
                        if (data13 < 0 || isNaN(data13)) {
                            const err33 = { instancePath: instancePath + "/tcp/retrans", schemaPath: "#/$defs/records.tcpCounters/properties/retrans/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err33];
                            }
                            else {
                                vErrors.push(err33);
                            }
                            errors++;
                        }
                    }
                }
                if (data11.seq_errors !== undefined) {
                    let data14 = data11.seq_errors;
                    if (!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))) {
                        const err34 = { instancePath: instancePath + "/tcp/seq_errors", schemaPath: "#/$defs/records.tcpCounters/properties/seq_errors/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err34];
                        }
                        else {
                            vErrors.push(err34);
                        }
                        errors++;
                    }
                    if ((typeof data14 == "number") && (isFinite(data14))) {
                        if (data14 < 0 || isNaN(data14)) {
                            const err35 = { instancePath: instancePath + "/tcp/seq_errors", schemaPath: "#/$defs/records.tcpCounters/properties/seq_errors/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err35];
                            }
                            else {
                                vErrors.push(err35);
                            }
                            errors++;
                        }
                    }
                }
            }
            else {
                const err36 = { instancePath: instancePath + "/tcp", schemaPath: "#/$defs/records.tcpCounters/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err36];
                }
                else {
                    vErrors.push(err36);
                }
                errors++;
            }
        }
        if (data.total_bytes !== undefined) {
            let data15 = data.total_bytes;
            if (!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))) {
                const err37 = { instancePath: instancePath + "/total_bytes", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err37];
                }
                else {
                    vErrors.push(err37);
                }
                errors++;
            }
            if ((typeof data15 == "number") && (isFinite(data15))) {
                if (data15 < 0 || isNaN(data15)) {
                    const err38 = { instancePath: instancePath + "/total_bytes", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err38];
                    }
                    else {
                        vErrors.push(err38);
                    }
                    errors++;
                }
            }
        }
        if (data.total_packets !== undefined) {
            let data16 = data.total_packets;
            if (!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))) {
                const err39 = { instancePath: instancePath + "/total_packets", schemaPath: "#/$defs/records.count/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err39];
                }
                else {
                    vErrors.push(err39);
                }
                errors++;
            }
            if ((typeof data16 == "number") && (isFinite(data16))) {
                if (data16 < 0 || isNaN(data16)) {
                    const err40 = { instancePath: instancePath + "/total_packets", schemaPath: "#/$defs/records.count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err40];
                    }
                    else {
                        vErrors.push(err40);
                    }
                    errors++;
                }
            }
        }
    }
    else {
        const err41 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err41];
        }
        else {
            vErrors.push(err41);
        }
        errors++;
    }
    validate28.errors = vErrors;
    return errors === 0;
}
validate28.evaluated = { "props": { "detection_packets": true, "digest": true, "digest_prev": true, "last_seen_at": true, "local_bytes": true, "local_packets": true, "local_rate": true, "other_bytes": true, "other_packets": true, "other_rate": true, "tcp": true, "total_bytes": true, "total_packets": true }, "dynamicProps": false, "dynamicItems": false };
function validate27(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/records/flow_stats.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate27.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.flow === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "flow" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.interface === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "interface" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.internal === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "internal" } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.type === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.type !== undefined) {
            let data0 = data.type;
            if (typeof data0 !== "string") {
                const err4 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
            if ("flow_stats" !== data0) {
                const err5 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/const", keyword: "const", params: { allowedValue: "flow_stats" } };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
        if (data.interface !== undefined) {
            if (typeof data.interface !== "string") {
                const err6 = { instancePath: instancePath + "/interface", schemaPath: "#/properties/interface/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
        }
        if (data.internal !== undefined) {
            if (typeof data.internal !== "boolean") {
                const err7 = { instancePath: instancePath + "/internal", schemaPath: "#/properties/internal/type", keyword: "type", params: { type: "boolean" } };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
        }
        if (data.flow !== undefined) {
            if (!(validate28(data.flow, { instancePath: instancePath + "/flow", parentData: data, parentDataProperty: "flow", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate28.errors);
                errors = vErrors.length;
            }
        }
    }
    else {
        const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err8];
        }
        else {
            vErrors.push(err8);
        }
        errors++;
    }
    validate27.errors = vErrors;
    return errors === 0;
}
validate27.evaluated = { "props": { "type": true, "interface": true, "internal": true, "flow": true }, "dynamicProps": false, "dynamicItems": false };
export const globalStats = validate30;
const schema94 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/records/global_stats.schema.json", "allOf": [{ "$ref": "#/$defs/records.interfaceCounters" }], "type": "object", "required": ["type"], "properties": { "type": { "type": "string", "const": "global_stats" } }, "$defs": { "records.interfaceCounters": { "type": "object", "required": ["capture_dropped", "capture_filtered", "discarded", "discarded_bytes", "ethernet", "flow_dropped", "fragmented", "icmp", "igmp", "ip", "ip_bytes", "largest_bytes", "mpls", "pppoe", "queue_dropped", "raw", "tcp", "tcp_resets", "tcp_seq_errors", "udp", "vlan", "wire_bytes"], "properties": { "capture_dropped": { "type": "integer", "minimum": 0 }, "capture_filtered": { "type": "integer", "minimum": 0 }, "discarded": { "type": "integer", "minimum": 0 }, "discarded_bytes": { "type": "integer", "minimum": 0 }, "ethernet": { "type": "integer", "minimum": 0 }, "flow_dropped": { "type": "integer", "minimum": 0 }, "fragmented": { "type": "integer", "minimum": 0 }, "icmp": { "type": "integer", "minimum": 0 }, "igmp": { "type": "integer", "minimum": 0 }, "ip": { "type": "integer", "minimum": 0 }, "ip_bytes": { "type": "integer", "minimum": 0 }, "largest_bytes": { "type": "integer", "minimum": 0 }, "mpls": { "type": "integer", "minimum": 0 }, "pppoe": { "type": "integer", "minimum": 0 }, "queue_dropped": { "type": "integer", "minimum": 0 }, "raw": { "type": "integer", "minimum": 0 }, "tcp": { "type": "integer", "minimum": 0 }, "tcp_resets": { "type": "integer", "minimum": 0 }, "tcp_seq_errors": { "type": "integer", "minimum": 0 }, "udp": { "type": "integer", "minimum": 0 }, "vlan": { "type": "integer", "minimum": 0 }, "wire_bytes": { "type": "integer", "minimum": 0 } } } } };
const schema95 = { "type": "object", "required": ["capture_dropped", "capture_filtered", "discarded", "discarded_bytes", "ethernet", "flow_dropped", "fragmented", "icmp", "igmp", "ip", "ip_bytes", "largest_bytes", "mpls", "pppoe", "queue_dropped", "raw", "tcp", "tcp_resets", "tcp_seq_errors", "udp", "vlan", "wire_bytes"], "properties": { "capture_dropped": { "type": "integer", "minimum": 0 }, "capture_filtered": { "type": "integer", "minimum": 0 }, "discarded": { "type": "integer", "minimum": 0 }, "discarded_bytes": { "type": "integer", "minimum": 0 }, "ethernet": { "type": "integer", "minimum": 0 }, "flow_dropped": { "type": "integer", "minimum": 0 }, "fragmented": { "type": "integer", "minimum": 0 }, "icmp": { "type": "integer", "minimum": 0 }, "igmp": { "type": "integer", "minimum": 0 }, "ip": { "type": "integer", "minimum": 0 }, "ip_bytes": { "type": "integer", "minimum": 0 }, "largest_bytes": { "type": "integer", "minimum": 0 }, "mpls": { "type": "integer", "minimum": 0 }, "pppoe": { "type": "integer", "minimum": 0 }, "queue_dropped": { "type": "integer", "minimum": 0 }, "raw": { "type": "integer", "minimum": 0 }, "tcp": { "type": "integer", "minimum": 0 }, "tcp_resets": { "type": "integer", "minimum": 0 }, "tcp_seq_errors": { "type": "integer", "minimum": 0 }, "udp": { "type": "integer", "minimum": 0 }, "vlan": { "type": "integer", "minimum": 0 }, "wire_bytes": { "type": "integer", "minimum": 0 } } };
function validate30(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/records/global_stats.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate30.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.capture_dropped === undefined) {
            const err0 = { instancePath, schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "capture_dropped" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.capture_filtered === undefined) {
            const err1 = { instancePath, schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "capture_filtered" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.discarded === undefined) {
            const err2 = { instancePath, schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "discarded" } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.discarded_bytes === undefined) {
            const err3 = { instancePath, schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "discarded_bytes" } };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.ethernet === undefined) {
            const err4 = { instancePath, schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "ethernet" } };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        if (data.flow_dropped === undefined) {
            const err5 = { instancePath, schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "flow_dropped" } };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
        if (data.fragmented === undefined) {
            const err6 = { instancePath, schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "fragmented" } };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
        if (data.icmp === undefined) {
            const err7 = { instancePath, schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "icmp" } };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
        if (data.igmp === undefined) {
            const err8 = { instancePath, schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "igmp" } };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
        if (data.ip === undefined) {
            const err9 = { instancePath, schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "ip" } };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
        if (data.ip_bytes === undefined) {
            const err10 = { instancePath, schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "ip_bytes" } };
            if (vErrors === null) {
                vErrors = [err10];
            }
            else {
                vErrors.push(err10);
            }
            errors++;
        }
        if (data.largest_bytes === undefined) {
            const err11 = { instancePath, schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "largest_bytes" } };
            if (vErrors === null) {
                vErrors = [err11];
            }
            else {
                vErrors.push(err11);
            }
            errors++;
        }
        if (data.mpls === undefined) {
            const err12 = { instancePath, schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "mpls" } };
            if (vErrors === null) {
                vErrors = [err12];
            }
            else {
                vErrors.push(err12);
            }
            errors++;
        }
        if (data.pppoe === undefined) {
            const err13 = { instancePath, schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "pppoe" } };
            if (vErrors === null) {
                vErrors = [err13];
            }
            else {
                vErrors.push(err13);
            }
            errors++;
        }
        if (data.queue_dropped === undefined) {
            const err14 = { instancePath, schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "queue_dropped" } };
            if (vErrors === null) {
                vErrors = [err14];
            }
            else {
                vErrors.push(err14);
            }
            errors++;
        }
        if (data.raw === undefined) {
            const err15 = { instancePath, schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "raw" } };
            if (vErrors === null) {
                vErrors = [err15];
            }
            else {
                vErrors.push(err15);
            }
            errors++;
        }
        if (data.tcp === undefined) {
            const err16 = { instancePath, schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "tcp" } };
            if (vErrors === null) {
                vErrors = [err16];
            }
            else {
                vErrors.push(err16);
            }
            errors++;
        }
        if (data.tcp_resets === undefined) {
            const err17 = { instancePath, schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "tcp_resets" } };
            if (vErrors === null) {
                vErrors = [err17];
            }
            else {
                vErrors.push(err17);
            }
            errors++;
        }
        if (data.tcp_seq_errors === undefined) {
            const err18 = { instancePath, schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "tcp_seq_errors" } };
            if (vErrors === null) {
                vErrors = [err18];
            }
            else {
                vErrors.push(err18);
            }
            errors++;
        }
        if (data.udp === undefined) {
            const err19 = { instancePath, schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "udp" } };
            if (vErrors === null) {
                vErrors = [err19];
            }
            else {
                vErrors.push(err19);
            }
            errors++;
        }
        if (data.vlan === undefined) {
            const err20 = { instancePath, schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "vlan" } };
            if (vErrors === null) {
                vErrors = [err20];
            }
            else {
                vErrors.push(err20);
            }
            errors++;
        }
        if (data.wire_bytes === undefined) {
            const err21 = { instancePath, schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "wire_bytes" } };
            if (vErrors === null) {
                vErrors = [err21];
            }
            else {
                vErrors.push(err21);
            }
            errors++;
        }
        if (data.capture_dropped !== undefined) {
            let data0 = data.capture_dropped;
            if (!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) {
                const err22 = { instancePath: instancePath + "/capture_dropped", schemaPath: "#/$defs/records.interfaceCounters/properties/capture_dropped/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err22];
                }
                else {
                    vErrors.push(err22);
                }
                errors++;
            }
            if ((typeof data0 == "number") && (isFinite(data0))) {
                if (data0 < 0 || isNaN(data0)) {
                    const err23 = { instancePath: instancePath + "/capture_dropped", schemaPath: "#/$defs/records.interfaceCounters/properties/capture_dropped/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err23];
                    }
                    else {
                        vErrors.push(err23);
                    }
                    errors++;
                }
            }
        }
        if (data.capture_filtered !== undefined) {
            let data1 = data.capture_filtered;
            if (!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) {
                const err24 = { instancePath: instancePath + "/capture_filtered", schemaPath: "#/$defs/records.interfaceCounters/properties/capture_filtered/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err24];
                }
                else {
                    vErrors.push(err24);
                }
                errors++;
            }
            if ((typeof data1 == "number") && (isFinite(data1))) {
                if (data1 < 0 || isNaN(data1)) {
                    const err25 = { instancePath: instancePath + "/capture_filtered", schemaPath: "#/$defs/records.interfaceCounters/properties/capture_filtered/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err25];
                    }
                    else {
                        vErrors.push(err25);
                    }
                    errors++;
                }
            }
        }
        if (data.discarded !== undefined) {
            let data2 = data.discarded;
            if (!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) {
                const err26 = { instancePath: instancePath + "/discarded", schemaPath: "#/$defs/records.interfaceCounters/properties/discarded/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err26];
                }
                else {
                    vErrors.push(err26);
                }
                errors++;
            }
            if ((typeof data2 == "number") && (isFinite(data2))) {
                if (data2 < 0 || isNaN(data2)) {
                    const err27 = { instancePath: instancePath + "/discarded", schemaPath: "#/$defs/records.interfaceCounters/properties/discarded/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err27];
                    }
                    else {
                        vErrors.push(err27);
                    }
                    errors++;
                }
            }
        }
        if (data.discarded_bytes !== undefined) {
            let data3 = data.discarded_bytes;
            if (!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) {
                const err28 = { instancePath: instancePath + "/discarded_bytes", schemaPath: "#/$defs/records.interfaceCounters/properties/discarded_bytes/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err28];
                }
                else {
                    vErrors.push(err28);
                }
                errors++;
            }
            if ((typeof data3 == "number") && (isFinite(data3))) {
                if (data3 < 0 || isNaN(data3)) {
                    const err29 = { instancePath: instancePath + "/discarded_bytes", schemaPath: "#/$defs/records.interfaceCounters/properties/discarded_bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err29];
                    }
                    else {
                        vErrors.push(err29);
                    }
                    errors++;
                }
            }
        }
        if (data.ethernet !== undefined) {
            let data4 = data.ethernet;
            if (!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) {
                const err30 = { instancePath: instancePath + "/ethernet", schemaPath: "#/$defs/records.interfaceCounters/properties/ethernet/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err30];
                }
                else {
                    vErrors.push(err30);
                }
                errors++;
            }
            if ((typeof data4 == "number") && (isFinite(data4))) {
                if (data4 < 0 || isNaN(data4)) {
                    const err31 = { instancePath: instancePath + "/ethernet", schemaPath: "#/$defs/records.interfaceCounters/properties/ethernet/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err31];
                    }
                    else {
                        vErrors.push(err31);
                    }
                    errors++;
                }
            }
        }
        if (data.flow_dropped !== undefined) {
            let data5 = data.flow_dropped;
            if (!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) {
                const err32 = { instancePath: instancePath + "/flow_dropped", schemaPath: "#/$defs/records.interfaceCounters/properties/flow_dropped/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err32];
                }
                else {
                    vErrors.push(err32);
                }
                errors++;
            }
            if ((typeof data5 == "number") && (isFinite(data5))) {
                if (data5 < 0 || isNaN(data5)) {
                    const err33 = { instancePath: instancePath + "/flow_dropped", schemaPath: "#/$defs/records.interfaceCounters/properties/flow_dropped/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err33];
                    }
                    else {
                        vErrors.push(err33);
                    }
                    errors++;
                }
            }
        }
        if (data.fragmented !== undefined) {
            let data6 = data.fragmented;
            if (!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) {
                const err34 = { instancePath: instancePath + "/fragmented", schemaPath: "#/$defs/records.interfaceCounters/properties/fragmented/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err34];
                }
                else {
                    vErrors.push(err34);
                }
                errors++;
            }
            if ((typeof data6 == "number") && (isFinite(data6))) {
                if (data6 < 0 || isNaN(data6)) {
                    const err35 = { instancePath: instancePath + "/fragmented", schemaPath: "#/$defs/records.interfaceCounters/properties/fragmented/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err35];
                    }
                    else {
                        vErrors.push(err35);
                    }
                    errors++;
                }
            }
        }
        if (data.icmp !== undefined) {
            let data7 = data.icmp;
            if (!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))) {
                const err36 = { instancePath: instancePath + "/icmp", schemaPath: "#/$defs/records.interfaceCounters/properties/icmp/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err36];
                }
                else {
                    vErrors.push(err36);
                }
                errors++;
            }
            if ((typeof data7 == "number") && (isFinite(data7))) {
                if (data7 < 0 || isNaN(data7)) {
                    const err37 = { instancePath: instancePath + "/icmp", schemaPath: "#/$defs/records.interfaceCounters/properties/icmp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err37];
                    }
                    else {
                        vErrors.push(err37);
                    }
                    errors++;
                }
            }
        }
        if (data.igmp !== undefined) {
            let data8 = data.igmp;
            if (!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) {
                const err38 = { instancePath: instancePath + "/igmp", schemaPath: "#/$defs/records.interfaceCounters/properties/igmp/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err38];
                }
                else {
                    vErrors.push(err38);
                }
                errors++;
            }
            if ((typeof data8 == "number") && (isFinite(data8))) {
                if (data8 < 0 || isNaN(data8)) {
                    const err39 = { instancePath: instancePath + "/igmp", schemaPath: "#/$defs/records.interfaceCounters/properties/igmp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err39];
                    }
                    else {
                        vErrors.push(err39);
                    }
                    errors++;
                }
            }
        }
        if (data.ip !== undefined) {
            let data9 = data.ip;
            if (!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))) {
                const err40 = { instancePath: instancePath + "/ip", schemaPath: "#/$defs/records.interfaceCounters/properties/ip/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err40];
                }
                else {
                    vErrors.push(err40);
                }
                errors++;
            }
            if ((typeof data9 == "number") && (isFinite(data9))) {
                if (data9 < 0 || isNaN(data9)) {
                    const err41 = { instancePath: instancePath + "/ip", schemaPath: "#/$defs/records.interfaceCounters/properties/ip/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err41];
                    }
                    else {
                        vErrors.push(err41);
                    }
                    errors++;
                }
            }
        }
        if (data.ip_bytes !== undefined) {
            let data10 = data.ip_bytes;
            if (!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) {
                const err42 = { instancePath: instancePath + "/ip_bytes", schemaPath: "#/$defs/records.interfaceCounters/properties/ip_bytes/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err42];
                }
                else {
                    vErrors.push(err42);
                }
                errors++;
            }
            if ((typeof data10 == "number") && (isFinite(data10))) {
                if (data10 < 0 || isNaN(data10)) {
                    const err43 = { instancePath: instancePath + "/ip_bytes", schemaPath: "#/$defs/records.interfaceCounters/properties/ip_bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err43];
                    }
                    else {
                        vErrors.push(err43);
                    }
                    errors++;
                }
            }
        }
        if (data.largest_bytes !== undefined) {
            let data11 = data.largest_bytes;
            if (!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))) {
                const err44 = { instancePath: instancePath + "/largest_bytes", schemaPath: "#/$defs/records.interfaceCounters/properties/largest_bytes/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err44];
                }
                else {
                    vErrors.push(err44);
                }
                errors++;
            }
            if ((typeof data11 == "number") && (isFinite(data11))) {
                if (data11 < 0 || isNaN(data11)) {
                    const err45 = { instancePath: instancePath + "/largest_bytes", schemaPath: "#/$defs/records.interfaceCounters/properties/largest_bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err45];
                    }
                    else {
                        vErrors.push(err45);
                    }
                    errors++;
                }
            }
        }
        if (data.mpls !== undefined) {
            let data12 = data.mpls;
            if (!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))) {
                const err46 = { instancePath: instancePath + "/mpls", schemaPath: "#/$defs/records.interfaceCounters/properties/mpls/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err46];
                }
                else {
                    vErrors.push(err46);
                }
                errors++;
            }
            if ((typeof data12 == "number") && (isFinite(data12))) {
                if (data12 < 0 || isNaN(data12)) {
                    const err47 = { instancePath: instancePath + "/mpls", schemaPath: "#/$defs/records.interfaceCounters/properties/mpls/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err47];
                    }
                    else {
                        vErrors.push(err47);
                    }
                    errors++;
                }
            }
        }
        if (data.pppoe !== undefined) {
            let data13 = data.pppoe;
            if (!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) {
                const err48 = { instancePath: instancePath + "/pppoe", schemaPath: "#/$defs/records.interfaceCounters/properties/pppoe/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err48];
                }
                else {
                    vErrors.push(err48);
                }
                errors++;
            }
            if ((typeof data13 == "number") && (isFinite(data13))) {
                if (data13 < 0 || isNaN(data13)) {
                    const err49 = { instancePath: instancePath + "/pppoe", schemaPath: "#/$defs/records.interfaceCounters/properties/pppoe/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err49];
                    }
                    else {
                        vErrors.push(err49);
                    }
                    errors++;
                }
            }
        }
        if (data.queue_dropped !== undefined) {
            let data14 = data.queue_dropped;
            if (!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))) {
                const err50 = { instancePath: instancePath + "/queue_dropped", schemaPath: "#/$defs/records.interfaceCounters/properties/queue_dropped/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err50];
                }
                else {
                    vErrors.push(err50);
                }
                errors++;
            }
            if ((typeof data14 == "number") && (isFinite(data14))) {
                if (data14 < 0 || isNaN(data14)) {
                    const err51 = { instancePath: instancePath + "/queue_dropped", schemaPath: "#/$defs/records.interfaceCounters/properties/queue_dropped/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err51];
                    }
                    else {
                        vErrors.push(err51);
                    }
                    errors++;
                }
            }
        }
        if (data.raw !== undefined) {
            let data15 = data.raw;
            if (!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))) {
                const err52 = { instancePath: instancePath + "/raw", schemaPath: "#/$defs/records.interfaceCounters/properties/raw/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err52];
                }
                else {
                    vErrors.push(err52);
                }
                errors++;
            }
            if ((typeof data15 == "number") && (isFinite(data15))) {
                if (data15 < 0 || isNaN(data15)) {
                    const err53 = { instancePath: instancePath + "/raw", schemaPath: "#/$defs/records.interfaceCounters/properties/raw/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err53];
                    }
                    else {
                        vErrors.push(err53);
                    }
                    errors++;
                }
            }
        }
        if (data.tcp !== undefined) {
            let data16 = data.tcp;
            if (!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))) {
                const err54 = { instancePath: instancePath + "/tcp", schemaPath: "#/$defs/records.interfaceCounters/properties/tcp/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err54];
                }
                else {
                    vErrors.push(err54);
                }
                errors++;
            }
            if ((typeof data16 == "number") && (isFinite(data16))) {
                if (data16 < 0 || isNaN(data16)) {
                    const err55 = { instancePath: instancePath + "/tcp", schemaPath: "#/$defs/records.interfaceCounters/properties/tcp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err55];
                    }
                    else {
                        vErrors.push(err55);
                    }
                    errors++;
                }
            }
        }
        if (data.tcp_resets !== undefined) {
            let data17 = data.tcp_resets;
            if (!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))) {
                const err56 = { instancePath: instancePath + "/tcp_resets", schemaPath: "#/$defs/records.interfaceCounters/properties/tcp_resets/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err56];
                }
                else {
                    vErrors.push(err56);
                }
                errors++;
            }
            if ((typeof data17 == "number") && (isFinite(data17))) {
                if (data17 < 0 || isNaN(data17)) {
                    const err57 = { instancePath: instancePath + "/tcp_resets", schemaPath: "#/$defs/records.interfaceCounters/properties/tcp_resets/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err57];
                    }
                    else {
                        vErrors.push(err57);
                    }
                    errors++;
                }
            }
        }
        if (data.tcp_seq_errors !== undefined) {
            let data18 = data.tcp_seq_errors;
            if (!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))) {
                const err58 = { instancePath: instancePath + "/tcp_seq_errors", schemaPath: "#/$defs/records.interfaceCounters/properties/tcp_seq_errors/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err58];
                }
                else {
                    vErrors.push(err58);
                }
                errors++;
            }
            if ((typeof data18 == "number") && (isFinite(data18))) {
                if (data18 < 0 || isNaN(data18)) {
                    const err59 = { instancePath: instancePath + "/tcp_seq_errors", schemaPath: "#/$defs/records.interfaceCounters/properties/tcp_seq_errors/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err59];
                    }
                    else {
                        vErrors.push(err59);
                    }
                    errors++;
                }
            }
        }
        if (data.udp !== undefined) {
            let data19 = data.udp;
            if (!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))) {
                const err60 = { instancePath: instancePath + "/udp", schemaPath: "#/$defs/records.interfaceCounters/properties/udp/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err60];
                }
                else {
                    vErrors.push(err60);
                }
                errors++;
            }
            if ((typeof data19 == "number") && (isFinite(data19))) {
                if (data19 < 0 || isNaN(data19)) {
                    const err61 = { instancePath: instancePath + "/udp", schemaPath: "#/$defs/records.interfaceCounters/properties/udp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err61];
                    }
                    else {
                        vErrors.push(err61);
                    }
                    errors++;
                }
            }
        }
        if (data.vlan !== undefined) {
            let data20 = data.vlan;
            if (!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))) {
                const err62 = { instancePath: instancePath + "/vlan", schemaPath: "#/$defs/records.interfaceCounters/properties/vlan/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err62];
                }
                else {
                    vErrors.push(err62);
                }
                errors++;
            }
            if ((typeof data20 == "number") && (isFinite(data20))) {
                if (data20 < 0 || isNaN(data20)) {
                    const err63 = { instancePath: instancePath + "/vlan", schemaPath: "#/$defs/records.interfaceCounters/properties/vlan/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err63];
                    }
                    else {
                        vErrors.push(err63);
                    }
                    errors++;
                }
            }
        }
        if (data.wire_bytes !== undefined) {
            let data21 = data.wire_bytes;
            if (!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))) {
                const err64 = { instancePath: instancePath + "/wire_bytes", schemaPath: "#/$defs/records.interfaceCounters/properties/wire_bytes/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err64];
                }
                else {
                    vErrors.push(err64);
                }
                errors++;
            }
            if ((typeof data21 == "number") && (isFinite(data21))) {
                if (data21 < 0 || isNaN(data21)) {
                    const err65 = { instancePath: instancePath + "/wire_bytes", schemaPath: "#/$defs/records.interfaceCounters/properties/wire_bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err65];
                    }
                    else {
                        vErrors.push(err65);
                    }
                    errors++;
                }
            }
        }
    }
    else {
        const err66 = { instancePath, schemaPath: "#/$defs/records.interfaceCounters/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err66];
        }
        else {
            vErrors.push(err66);
        }
        errors++;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.type === undefined) {
            const err67 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
            if (vErrors === null) {
                vErrors = [err67];
            }
            else {
                vErrors.push(err67);
            }
            errors++;
        }
        if (data.type !== undefined) {
            let data22 = data.type;
            if (typeof data22 !== "string") {
                const err68 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err68];
                }
                else {
                    vErrors.push(err68);
                }
                errors++;
            }
            if ("global_stats" !== data22) {
                const err69 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/const", keyword: "const", params: { allowedValue: "global_stats" } };
                if (vErrors === null) {
                    vErrors = [err69];
                }
                else {
                    vErrors.push(err69);
                }
                errors++;
            }
        }
    }
    else {
        const err70 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err70];
        }
        else {
            vErrors.push(err70);
        }
        errors++;
    }
    validate30.errors = vErrors;
    return errors === 0;
}
validate30.evaluated = { "props": { "type": true, "capture_dropped": true, "capture_filtered": true, "discarded": true, "discarded_bytes": true, "ethernet": true, "flow_dropped": true, "fragmented": true, "icmp": true, "igmp": true, "ip": true, "ip_bytes": true, "largest_bytes": true, "mpls": true, "pppoe": true, "queue_dropped": true, "raw": true, "tcp": true, "tcp_resets": true, "tcp_seq_errors": true, "udp": true, "vlan": true, "wire_bytes": true }, "dynamicProps": false, "dynamicItems": false };
export const interfaceStats = validate31;
const schema96 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/records/interface_stats.schema.json", "type": "object", "required": ["type"], "properties": { "type": { "type": "string", "const": "interface_stats" } }, "additionalProperties": { "$ref": "#/$defs/records.interfaceCounters" }, "$defs": { "records.interfaceCounters": { "type": "object", "required": ["capture_dropped", "capture_filtered", "discarded", "discarded_bytes", "ethernet", "flow_dropped", "fragmented", "icmp", "igmp", "ip", "ip_bytes", "largest_bytes", "mpls", "pppoe", "queue_dropped", "raw", "tcp", "tcp_resets", "tcp_seq_errors", "udp", "vlan", "wire_bytes"], "properties": { "capture_dropped": { "type": "integer", "minimum": 0 }, "capture_filtered": { "type": "integer", "minimum": 0 }, "discarded": { "type": "integer", "minimum": 0 }, "discarded_bytes": { "type": "integer", "minimum": 0 }, "ethernet": { "type": "integer", "minimum": 0 }, "flow_dropped": { "type": "integer", "minimum": 0 }, "fragmented": { "type": "integer", "minimum": 0 }, "icmp": { "type": "integer", "minimum": 0 }, "igmp": { "type": "integer", "minimum": 0 }, "ip": { "type": "integer", "minimum": 0 }, "ip_bytes": { "type": "integer", "minimum": 0 }, "largest_bytes": { "type": "integer", "minimum": 0 }, "mpls": { "type": "integer", "minimum": 0 }, "pppoe": { "type": "integer", "minimum": 0 }, "queue_dropped": { "type": "integer", "minimum": 0 }, "raw": { "type": "integer", "minimum": 0 }, "tcp": { "type": "integer", "minimum": 0 }, "tcp_resets": { "type": "integer", "minimum": 0 }, "tcp_seq_errors": { "type": "integer", "minimum": 0 }, "udp": { "type": "integer", "minimum": 0 }, "vlan": { "type": "integer", "minimum": 0 }, "wire_bytes": { "type": "integer", "minimum": 0 } } } } };
const schema97 = { "type": "object", "required": ["capture_dropped", "capture_filtered", "discarded", "discarded_bytes", "ethernet", "flow_dropped", "fragmented", "icmp", "igmp", "ip", "ip_bytes", "largest_bytes", "mpls", "pppoe", "queue_dropped", "raw", "tcp", "tcp_resets", "tcp_seq_errors", "udp", "vlan", "wire_bytes"], "properties": { "capture_dropped": { "type": "integer", "minimum": 0 }, "capture_filtered": { "type": "integer", "minimum": 0 }, "discarded": { "type": "integer", "minimum": 0 }, "discarded_bytes": { "type": "integer", "minimum": 0 }, "ethernet": { "type": "integer", "minimum": 0 }, "flow_dropped": { "type": "integer", "minimum": 0 }, "fragmented": { "type": "integer", "minimum": 0 }, "icmp": { "type": "integer", "minimum": 0 }, "igmp": { "type": "integer", "minimum": 0 }, "ip": { "type": "integer", "minimum": 0 }, "ip_bytes": { "type": "integer", "minimum": 0 }, "largest_bytes": { "type": "integer", "minimum": 0 }, "mpls": { "type": "integer", "minimum": 0 }, "pppoe": { "type": "integer", "minimum": 0 }, "queue_dropped": { "type": "integer", "minimum": 0 }, "raw": { "type": "integer", "minimum": 0 }, "tcp": { "type": "integer", "minimum": 0 }, "tcp_resets": { "type": "integer", "minimum": 0 }, "tcp_seq_errors": { "type": "integer", "minimum": 0 }, "udp": { "type": "integer", "minimum": 0 }, "vlan": { "type": "integer", "minimum": 0 }, "wire_bytes": { "type": "integer", "minimum": 0 } } };
function validate31(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/records/interface_stats.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate31.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.type === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!(key0 === "type")) {
                let data0 = data[key0];
                if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                    if (data0.capture_dropped === undefined) {
                        const err1 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "capture_dropped" } };
                        if (vErrors === null) {
                            vErrors = [err1];
                        }
                        else {
                            vErrors.push(err1);
                        }
                        errors++;
                    }
                    if (data0.capture_filtered === undefined) {
                        const err2 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "capture_filtered" } };
                        if (vErrors === null) {
                            vErrors = [err2];
                        }
                        else {
                            vErrors.push(err2);
                        }
                        errors++;
                    }
                    if (data0.discarded === undefined) {
                        const err3 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "discarded" } };
                        if (vErrors === null) {
                            vErrors = [err3];
                        }
                        else {
                            vErrors.push(err3);
                        }
                        errors++;
                    }
                    if (data0.discarded_bytes === undefined) {
                        const err4 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "discarded_bytes" } };
                        if (vErrors === null) {
                            vErrors = [err4];
                        }
                        else {
                            vErrors.push(err4);
                        }
                        errors++;
                    }
                    if (data0.ethernet === undefined) {
                        const err5 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "ethernet" } };
                        if (vErrors === null) {
                            vErrors = [err5];
                        }
                        else {
                            vErrors.push(err5);
                        }
                        errors++;
                    }
                    if (data0.flow_dropped === undefined) {
                        const err6 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "flow_dropped" } };
                        if (vErrors === null) {
                            vErrors = [err6];
                        }
                        else {
                            vErrors.push(err6);
                        }
                        errors++;
                    }
                    if (data0.fragmented === undefined) {
                        const err7 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "fragmented" } };
                        if (vErrors === null) {
                            vErrors = [err7];
                        }
                        else {
                            vErrors.push(err7);
                        }
                        errors++;
                    }
                    if (data0.icmp === undefined) {
                        const err8 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "icmp" } };
                        if (vErrors === null) {
                            vErrors = [err8];
                        }
                        else {
                            vErrors.push(err8);
                        }
                        errors++;
                    }
                    if (data0.igmp === undefined) {
                        const err9 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "igmp" } };
                        if (vErrors === null) {
                            vErrors = [err9];
                        }
                        else {
                            vErrors.push(err9);
                        }
                        errors++;
                    }
                    if (data0.ip === undefined) {
                        const err10 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "ip" } };
                        if (vErrors === null) {
                            vErrors = [err10];
                        }
                        else {
                            vErrors.push(err10);
                        }
                        errors++;
                    }
                    if (data0.ip_bytes === undefined) {
                        const err11 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "ip_bytes" } };
                        if (vErrors === null) {
                            vErrors = [err11];
                        }
                        else {
                            vErrors.push(err11);
                        }
                        errors++;
                    }
                    if (data0.largest_bytes === undefined) {
                        const err12 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "largest_bytes" } };
                        if (vErrors === null) {
                            vErrors = [err12];
                        }
                        else {
                            vErrors.push(err12);
                        }
                        errors++;
                    }
                    if (data0.mpls === undefined) {
                        const err13 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "mpls" } };
                        if (vErrors === null) {
                            vErrors = [err13];
                        }
                        else {
                            vErrors.push(err13);
                        }
                        errors++;
                    }
                    if (data0.pppoe === undefined) {
                        const err14 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "pppoe" } };
                        if (vErrors === null) {
                            vErrors = [err14];
                        }
                        else {
                            vErrors.push(err14);
                        }
                        errors++;
                    }
                    if (data0.queue_dropped === undefined) {
                        const err15 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "queue_dropped" } };
                        if (vErrors === null) {
                            vErrors = [err15];
                        }
                        else {
                            vErrors.push(err15);
                        }
                        errors++;
                    }
                    if (data0.raw === undefined) {
                        const err16 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "raw" } };
                        if (vErrors === null) {
                            vErrors = [err16];
                        }
                        else {
                            vErrors.push(err16);
                        }
                        errors++;
                    }
                    if (data0.tcp === undefined) {
                        const err17 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "tcp" } };
                        if (vErrors === null) {
                            vErrors = [err17];
                        }
                        else {
                            vErrors.push(err17);
                        }
                        errors++;
                    }
                    if (data0.tcp_resets === undefined) {
                        const err18 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "tcp_resets" } };
                        if (vErrors === null) {
                            vErrors = [err18];
                        }
                        else {
                            vErrors.push(err18);
                        }
                        errors++;
                    }
                    if (data0.tcp_seq_errors === undefined) {
                        const err19 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "tcp_seq_errors" } };
                        if (vErrors === null) {
                            vErrors = [err19];
                        }
                        else {
                            vErrors.push(err19);
                        }
                        errors++;
                    }
                    if (data0.udp === undefined) {
                        const err20 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "udp" } };
                        if (vErrors === null) {
                            vErrors = [err20];
                        }
                        else {
                            vErrors.push(err20);
                        }
                        errors++;
                    }
                    if (data0.vlan === undefined) {
                        const err21 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "vlan" } };
                        if (vErrors === null) {
                            vErrors = [err21];
                        }
                        else {
                            vErrors.push(err21);
                        }
                        errors++;
                    }
                    if (data0.wire_bytes === undefined) {
                        const err22 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/records.interfaceCounters/required", keyword: "required", params: { missingProperty: "wire_bytes" } };
                        if (vErrors === null) {
                            vErrors = [err22];
                        }
                        else {
                            vErrors.push(err22);
                        }
                        errors++;
                    }
                    if (data0.capture_dropped !== undefined) {
                        let data1 = data0.capture_dropped;
                        if (!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) {
                            const err23 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/capture_dropped", schemaPath: "#/$defs/records.interfaceCounters/properties/capture_dropped/type", keyword: "type", params: { type: "integer" } };
                            if (vErrors === null) {
                                vErrors = [err23];
                            }
                            else {
                                vErrors.push(err23);
                            }
                            errors++;
                        }
                        if ((typeof data1 == "number") && (isFinite(data1))) {
                            if (data1 < 0 || isNaN(data1)) {
                                const err24 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/capture_dropped", schemaPath: "#/$defs/records.interfaceCounters/properties/capture_dropped/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                if (vErrors === null) {
                                    vErrors = [err24];
                                }
                                else {
                                    vErrors.push(err24);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data0.capture_filtered !== undefined) {
                        let data2 = data0.capture_filtered;
                        if (!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) {
                            const err25 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/capture_filtered", schemaPath: "#/$defs/records.interfaceCounters/properties/capture_filtered/type", keyword: "type", params: { type: "integer" } };
                            if (vErrors === null) {
                                vErrors = [err25];
                            }
                            else {
                                vErrors.push(err25);
                            }
                            errors++;
                        }
                        if ((typeof data2 == "number") && (isFinite(data2))) {
                            if (data2 < 0 || isNaN(data2)) {
                                const err26 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/capture_filtered", schemaPath: "#/$defs/records.interfaceCounters/properties/capture_filtered/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                if (vErrors === null) {
                                    vErrors = [err26];
                                }
                                else {
                                    vErrors.push(err26);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data0.discarded !== undefined) {
                        let data3 = data0.discarded;
                        if (!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) {
                            const err27 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/discarded", schemaPath: "#/$defs/records.interfaceCounters/properties/discarded/type", keyword: "type", params: { type: "integer" } };
                            if (vErrors === null) {
                                vErrors = [err27];
                            }
                            else {
                                vErrors.push(err27);
                            }
                            errors++;
                        }
                        if ((typeof data3 == "number") && (isFinite(data3))) {
                            if (data3 < 0 || isNaN(data3)) {
                                const err28 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/discarded", schemaPath: "#/$defs/records.interfaceCounters/properties/discarded/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                if (vErrors === null) {
                                    vErrors = [err28];
                                }
                                else {
                                    vErrors.push(err28);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data0.discarded_bytes !== undefined) {
                        let data4 = data0.discarded_bytes;
                        if (!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) {
                            const err29 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/discarded_bytes", schemaPath: "#/$defs/records.interfaceCounters/properties/discarded_bytes/type", keyword: "type", params: { type: "integer" } };
                            if (vErrors === null) {
                                vErrors = [err29];
                            }
                            else {
                                vErrors.push(err29);
                            }
                            errors++;
                        }
                        if ((typeof data4 == "number") && (isFinite(data4))) {
                            if (data4 < 0 || isNaN(data4)) {
                                const err30 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/discarded_bytes", schemaPath: "#/$defs/records.interfaceCounters/properties/discarded_bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                if (vErrors === null) {
                                    vErrors = [err30];
                                }
                                else {
                                    vErrors.push(err30);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data0.ethernet !== undefined) {
                        let data5 = data0.ethernet;
                        if (!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) {
                            const err31 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/ethernet", schemaPath: "#/$defs/records.interfaceCounters/properties/ethernet/type", keyword: "type", params: { type: "integer" } };
                            if (vErrors === null) {
                                vErrors = [err31];
                            }
                            else {
                                vErrors.push(err31);
                            }
                            errors++;
                        }
                        if ((typeof data5 == "number") && (isFinite(data5))) {
                            if (data5 < 0 || isNaN(data5)) {
                                const err32 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/ethernet", schemaPath: "#/$defs/records.interfaceCounters/properties/ethernet/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                if (vErrors === null) {
                                    vErrors = [err32];
                                }
                                else {
                                    vErrors.push(err32);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data0.flow_dropped !== undefined) {
                        let data6 = data0.flow_dropped;
                        if (!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) {
                            const err33 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/flow_dropped", schemaPath: "#/$defs/records.interfaceCounters/properties/flow_dropped/type", keyword: "type", params: { type: "integer" } };
                            if (vErrors === null) {
                                vErrors = [err33];
                            }
                            else {
                                vErrors.push(err33);
                            }
                            errors++;
                        }
                        if ((typeof data6 == "number") && (isFinite(data6))) {
                            if (data6 < 0 || isNaN(data6)) {
                                const err34 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/flow_dropped", schemaPath: "#/$defs/records.interfaceCounters/properties/flow_dropped/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                if (vErrors === null) {
                                    vErrors = [err34];
                                }
                                else {
                                    vErrors.push(err34);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data0.fragmented !== undefined) {
                        let data7 = data0.fragmented;
                        if (!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))) {
                            const err35 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/fragmented", schemaPath: "#/$defs/records.interfaceCounters/properties/fragmented/type", keyword: "type", params: { type: "integer" } };
                            if (vErrors === null) {
                                vErrors = [err35];
                            }
                            else {
                                vErrors.push(err35);
                            }
                            errors++;
                        }
                        if ((typeof data7 == "number") && (isFinite(data7))) {
                            if (data7 < 0 || isNaN(data7)) {
                                const err36 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/fragmented", schemaPath: "#/$defs/records.interfaceCounters/properties/fragmented/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                if (vErrors === null) {
                                    vErrors = [err36];
                                }
                                else {
                                    vErrors.push(err36);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data0.icmp !== undefined) {
                        let data8 = data0.icmp;
                        if (!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) {
                            const err37 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/icmp", schemaPath: "#/$defs/records.interfaceCounters/properties/icmp/type", keyword: "type", params: { type: "integer" } };
                            if (vErrors === null) {
                                vErrors = [err37];
                            }
                            else {
                                vErrors.push(err37);
                            }
                            errors++;
                        }
                        if ((typeof data8 == "number") && (isFinite(data8))) {
                            if (data8 < 0 || isNaN(data8)) {
                                const err38 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/icmp", schemaPath: "#/$defs/records.interfaceCounters/properties/icmp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                if (vErrors === null) {
                                    vErrors = [err38];
                                }
                                else {
                                    vErrors.push(err38);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data0.igmp !== undefined) {
                        let data9 = data0.igmp;
                        if (!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))) {
                            const err39 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/igmp", schemaPath: "#/$defs/records.interfaceCounters/properties/igmp/type", keyword: "type", params: { type: "integer" } };
                            if (vErrors === null) {
                                vErrors = [err39];
                            }
                            else {
                                vErrors.push(err39);
                            }
                            errors++;
                        }
                        if ((typeof data9 == "number") && (isFinite(data9))) {
                            if (data9 < 0 || isNaN(data9)) {
                                const err40 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/igmp", schemaPath: "#/$defs/records.interfaceCounters/properties/igmp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                if (vErrors === null) {
                                    vErrors = [err40];
                                }
                                else {
                                    vErrors.push(err40);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data0.ip !== undefined) {
                        let data10 = data0.ip;
                        if (!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) {
                            const err41 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/ip", schemaPath: "#/$defs/records.interfaceCounters/properties/ip/type", keyword: "type", params: { type: "integer" } };
                            if (vErrors === null) {
                                vErrors = [err41];
                            }
                            else {
                                vErrors.push(err41);
                            }
                            errors++;
                        }
                        if ((typeof data10 == "number") && (isFinite(data10))) {
                            if (data10 < 0 || isNaN(data10)) {
                                const err42 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/ip", schemaPath: "#/$defs/records.interfaceCounters/properties/ip/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                if (vErrors === null) {
                                    vErrors = [err42];
                                }
                                else {
                                    vErrors.push(err42);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data0.ip_bytes !== undefined) {
                        let data11 = data0.ip_bytes;
                        if (!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))) {
                            const err43 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/ip_bytes", schemaPath: "#/$defs/records.interfaceCounters/properties/ip_bytes/type", keyword: "type", params: { type: "integer" } };
                            if (vErrors === null) {
                                vErrors = [err43];
                            }
                            else {
                                vErrors.push(err43);
                            }
                            errors++;
                        }
                        if ((typeof data11 == "number") && (isFinite(data11))) {
                            if (data11 < 0 || isNaN(data11)) {
                                const err44 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/ip_bytes", schemaPath: "#/$defs/records.interfaceCounters/properties/ip_bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                if (vErrors === null) {
                                    vErrors = [err44];
                                }
                                else {
                                    vErrors.push(err44);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data0.largest_bytes !== undefined) {
                        let data12 = data0.largest_bytes;
                        if (!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))) {
                            const err45 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/largest_bytes", schemaPath: "#/$defs/records.interfaceCounters/properties/largest_bytes/type", keyword: "type", params: { type: "integer" } };
                            if (vErrors === null) {
                                vErrors = [err45];
                            }
                            else {
                                vErrors.push(err45);
                            }
                            errors++;
                        }
                        if ((typeof data12 == "number") && (isFinite(data12))) {
                            if (data12 < 0 || isNaN(data12)) {
                                const err46 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/largest_bytes", schemaPath: "#/$defs/records.interfaceCounters/properties/largest_bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                if (vErrors === null) {
                                    vErrors = [err46];
                                }
                                else {
                                    vErrors.push(err46);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data0.mpls !== undefined) {
                        let data13 = data0.mpls;
                        if (!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) {
                            const err47 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/mpls", schemaPath: "#/$defs/records.interfaceCounters/properties/mpls/type", keyword: "type", params: { type: "integer" } };
                            if (vErrors === null) {
                                vErrors = [err47];
                            }
                            else {
                                vErrors.push(err47);
                            }
                            errors++;
                        }
                        if ((typeof data13 == "number") && (isFinite(data13))) {
                            if (data13 < 0 || isNaN(data13)) {
                                const err48 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/mpls", schemaPath: "#/$defs/records.interfaceCounters/properties/mpls/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                if (vErrors === null) {
                                    vErrors = [err48];
                                }
                                else {
                                    vErrors.push(err48);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data0.pppoe !== undefined) {
                        let data14 = data0.pppoe;
                        if (!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))) {
                            const err49 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/pppoe", schemaPath: "#/$defs/records.interfaceCounters/properties/pppoe/type", keyword: "type", params: { type: "integer" } };
                            if (vErrors === null) {
                                vErrors = [err49];
                            }
                            else {
                                vErrors.push(err49);
                            }
                            errors++;
                        }
                        if ((typeof data14 == "number") && (isFinite(data14))) {
                            if (data14 < 0 || isNaN(data14)) {
                                const err50 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/pppoe", schemaPath: "#/$defs/records.interfaceCounters/properties/pppoe/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                if (vErrors === null) {
                                    vErrors = [err50];
                                }
                                else {
                                    vErrors.push(err50);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data0.queue_dropped !== undefined) {
                        let data15 = data0.queue_dropped;
                        if (!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))) {
                            const err51 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/queue_dropped", schemaPath: "#/$defs/records.interfaceCounters/properties/queue_dropped/type", keyword: "type", params: { type: "integer" } };
                            if (vErrors === null) {
                                vErrors = [err51];
                            }
                            else {
                                vErrors.push(err51);
                            }
                            errors++;
                        }
                        if ((typeof data15 == "number") && (isFinite(data15))) {
                            if (data15 < 0 || isNaN(data15)) {
                                const err52 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/queue_dropped", schemaPath: "#/$defs/records.interfaceCounters/properties/queue_dropped/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                if (vErrors === null) {
                                    vErrors = [err52];
                                }
                                else {
                                    vErrors.push(err52);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data0.raw !== undefined) {
                        let data16 = data0.raw;
                        if (!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))) {
                            const err53 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/raw", schemaPath: "#/$defs/records.interfaceCounters/properties/raw/type", keyword: "type", params: { type: "integer" } };
                            if (vErrors === null) {
                                vErrors = [err53];
                            }
                            else {
                                vErrors.push(err53);
                            }
                            errors++;
                        }
                        if ((typeof data16 == "number") && (isFinite(data16))) {
                            if (data16 < 0 || isNaN(data16)) {
                                const err54 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/raw", schemaPath: "#/$defs/records.interfaceCounters/properties/raw/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                if (vErrors === null) {
                                    vErrors = [err54];
                                }
                                else {
                                    vErrors.push(err54);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data0.tcp !== undefined) {
                        let data17 = data0.tcp;
                        if (!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))) {
                            const err55 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/tcp", schemaPath: "#/$defs/records.interfaceCounters/properties/tcp/type", keyword: "type", params: { type: "integer" } };
                            if (vErrors === null) {
                                vErrors = [err55];
                            }
                            else {
                                vErrors.push(err55);
                            }
                            errors++;
                        }
                        if ((typeof data17 == "number") && (isFinite(data17))) {
                            if (data17 < 0 || isNaN(data17)) {
                                const err56 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/tcp", schemaPath: "#/$defs/records.interfaceCounters/properties/tcp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                if (vErrors === null) {
                                    vErrors = [err56];
                                }
                                else {
                                    vErrors.push(err56);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data0.tcp_resets !== undefined) {
                        let data18 = data0.tcp_resets;
                        if (!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))) {
                            const err57 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/tcp_resets", schemaPath: "#/$defs/records.interfaceCounters/properties/tcp_resets/type", keyword: "type", params: { type: "integer" } };
                            if (vErrors === null) {
                                vErrors = [err57];
                            }
                            else {
                                vErrors.push(err57);
                            }
                            errors++;
                        }
                        if ((typeof data18 == "number") && (isFinite(data18))) {
                            if (data18 < 0 || isNaN(data18)) {
                                const err58 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/tcp_resets", schemaPath: "#/$defs/records.interfaceCounters/properties/tcp_resets/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                if (vErrors === null) {
                                    vErrors = [err58];
                                }
                                else {
                                    vErrors.push(err58);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data0.tcp_seq_errors !== undefined) {
                        let data19 = data0.tcp_seq_errors;
                        if (!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))) {
                            const err59 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/tcp_seq_errors", schemaPath: "#/$defs/records.interfaceCounters/properties/tcp_seq_errors/type", keyword: "type", params: { type: "integer" } };
                            if (vErrors === null) {
                                vErrors = [err59];
                            }
                            else {
                                vErrors.push(err59);
                            }
                            errors++;
                        }
                        if ((typeof data19 == "number") && (isFinite(data19))) {
                            if (data19 < 0 || isNaN(data19)) {
                                const err60 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/tcp_seq_errors", schemaPath: "#/$defs/records.interfaceCounters/properties/tcp_seq_errors/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                if (vErrors === null) {
                                    vErrors = [err60];
                                }
                                else {
                                    vErrors.push(err60);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data0.udp !== undefined) {
                        let data20 = data0.udp;
                        if (!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))) {
                            const err61 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/udp", schemaPath: "#/$defs/records.interfaceCounters/properties/udp/type", keyword: "type", params: { type: "integer" } };
                            if (vErrors === null) {
                                vErrors = [err61];
                            }
                            else {
                                vErrors.push(err61);
                            }
                            errors++;
                        }
                        if ((typeof data20 == "number") && (isFinite(data20))) {
                            if (data20 < 0 || isNaN(data20)) {
                                const err62 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/udp", schemaPath: "#/$defs/records.interfaceCounters/properties/udp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                if (vErrors === null) {
                                    vErrors = [err62];
                                }
                                else {
                                    vErrors.push(err62);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data0.vlan !== undefined) {
                        let data21 = data0.vlan;
                        if (!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))) {
                            const err63 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/vlan", schemaPath: "#/$defs/records.interfaceCounters/properties/vlan/type", keyword: "type", params: { type: "integer" } };
                            if (vErrors === null) {
                                vErrors = [err63];
                            }
                            else {
                                vErrors.push(err63);
                            }
                            errors++;
                        }
                        if ((typeof data21 == "number") && (isFinite(data21))) {
                            if (data21 < 0 || isNaN(data21)) {
                                const err64 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/vlan", schemaPath: "#/$defs/records.interfaceCounters/properties/vlan/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                if (vErrors === null) {
                                    vErrors = [err64];
                                }
                                else {
                                    vErrors.push(err64);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data0.wire_bytes !== undefined) {
                        let data22 = data0.wire_bytes;
                        if (!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))) {
                            const err65 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/wire_bytes", schemaPath: "#/$defs/records.interfaceCounters/properties/wire_bytes/type", keyword: "type", params: { type: "integer" } };
                            if (vErrors === null) {
                                vErrors = [err65];
                            }
                            else {
                                vErrors.push(err65);
                            }
                            errors++;
                        }
                        if ((typeof data22 == "number") && (isFinite(data22))) {
                            if (data22 < 0 || isNaN(data22)) {
                                const err66 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/wire_bytes", schemaPath: "#/$defs/records.interfaceCounters/properties/wire_bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                                if (vErrors === null) {
                                    vErrors = [err66];
                                }
                                else {
                                    vErrors.push(err66);
                                }
                                errors++;
                            }
                        }
                    }
                }
                else {
                    const err67 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/records.interfaceCounters/type", keyword: "type", params: { type: "object" } };
                    if (vErrors === null) {
                        vErrors = [err67];
                    }
                    else {
                        vErrors.push(err67);
                    }
                    errors++;
                }
            }
        }
        if (data.type !== undefined) {
            let data23 = data.type;
            if (typeof data23 !== "string") {
                const err68 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err68];
                }
                else {
                    vErrors.push(err68);
                }
                errors++;
            }
            if ("interface_stats" !== data23) {
                const err69 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/const", keyword: "const", params: { allowedValue: "interface_stats" } };
                if (vErrors === null) {
                    vErrors = [err69];
                }
                else {
                    vErrors.push(err69);
                }
                errors++;
            }
        }
    }
    else {
        const err70 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err70];
        }
        else {
            vErrors.push(err70);
        }
        errors++;
    }
    validate31.errors = vErrors;
    return errors === 0;
}
validate31.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
export const interfaces = validate32;
const schema98 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/records/interfaces.schema.json", "type": "object", "required": ["type"], "properties": { "type": { "type": "string", "const": "interfaces" } }, "additionalProperties": { "type": "object", "required": ["capture_type", "mac", "role"], "properties": { "addr": { "type": "array", "items": { "type": "string" } }, "capture_file": { "type": "string" }, "capture_type": { "type": "string", "enum": ["nfqueue", "pcap", "tpv3", "NFQ", "PCAP", "TPv3", "UNKNOWN"] }, "mac": { "type": "string" }, "role": { "type": "string", "enum": ["lan", "wan", "LAN", "WAN", "UNKNOWN"] } } } };
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/records/interfaces.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate32.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.type === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!(key0 === "type")) {
                let data0 = data[key0];
                if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                    if (data0.capture_type === undefined) {
                        const err1 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/required", keyword: "required", params: { missingProperty: "capture_type" } };
                        if (vErrors === null) {
                            vErrors = [err1];
                        }
                        else {
                            vErrors.push(err1);
                        }
                        errors++;
                    }
                    if (data0.mac === undefined) {
                        const err2 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/required", keyword: "required", params: { missingProperty: "mac" } };
                        if (vErrors === null) {
                            vErrors = [err2];
                        }
                        else {
                            vErrors.push(err2);
                        }
                        errors++;
                    }
                    if (data0.role === undefined) {
                        const err3 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/required", keyword: "required", params: { missingProperty: "role" } };
                        if (vErrors === null) {
                            vErrors = [err3];
                        }
                        else {
                            vErrors.push(err3);
                        }
                        errors++;
                    }
                    if (data0.addr !== undefined) {
                        let data1 = data0.addr;
                        if (Array.isArray(data1)) {
                            const len0 = data1.length;
                            for (let i0 = 0; i0 < len0; i0++) {
                                if (typeof data1[i0] !== "string") {
                                    const err4 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/addr/" + i0, schemaPath: "#/additionalProperties/properties/addr/items/type", keyword: "type", params: { type: "string" } };
                                    if (vErrors === null) {
                                        vErrors = [err4];
                                    }
                                    else {
                                        vErrors.push(err4);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err5 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/addr", schemaPath: "#/additionalProperties/properties/addr/type", keyword: "type", params: { type: "array" } };
                            if (vErrors === null) {
                                vErrors = [err5];
                            }
                            else {
                                vErrors.push(err5);
                            }
                            errors++;
                        }
                    }
                    if (data0.capture_file !== undefined) {
                        if (typeof data0.capture_file !== "string") {
                            const err6 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/capture_file", schemaPath: "#/additionalProperties/properties/capture_file/type", keyword: "type", params: { type: "string" } };
                            if (vErrors === null) {
                                vErrors = [err6];
                            }
                            else {
                                vErrors.push(err6);
                            }
                            errors++;
                        }
                    }
                    if (data0.capture_type !== undefined) {
                        let data4 = data0.capture_type;
                        if (typeof data4 !== "string") {
                            const err7 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/capture_type", schemaPath: "#/additionalProperties/properties/capture_type/type", keyword: "type", params: { type: "string" } };
                            if (vErrors === null) {
                                vErrors = [err7];
                            }
                            else {
                                vErrors.push(err7);
                            }
                            errors++;
                        }
                        if (!(((((((data4 === "nfqueue") || (data4 === "pcap")) || (data4 === "tpv3")) || (data4 === "NFQ")) || (data4 === "PCAP")) || (data4 === "TPv3")) || (data4 === "UNKNOWN"))) {
                            const err8 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/capture_type", schemaPath: "#/additionalProperties/properties/capture_type/enum", keyword: "enum", params: { allowedValues: schema98.additionalProperties.properties.capture_type.enum } };
                            if (vErrors === null) {
                                vErrors = [err8];
                            }
                            else {
                                vErrors.push(err8);
                            }
                            errors++;
                        }
                    }
                    if (data0.mac !== undefined) {
                        if (typeof data0.mac !== "string") {
                            const err9 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/mac", schemaPath: "#/additionalProperties/properties/mac/type", keyword: "type", params: { type: "string" } };
                            if (vErrors === null) {
                                vErrors = [err9];
                            }
                            else {
                                vErrors.push(err9);
                            }
                            errors++;
                        }
                    }
                    if (data0.role !== undefined) {
                        let data6 = data0.role;
                        if (typeof data6 !== "string") {
                            const err10 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/role", schemaPath: "#/additionalProperties/properties/role/type", keyword: "type", params: { type: "string" } };
                            if (vErrors === null) {
                                vErrors = [err10];
                            }
                            else {
                                vErrors.push(err10);
                            }
                            errors++;
                        }
                        if (!(((((data6 === "lan") || (data6 === "wan")) || (data6 === "LAN")) || (data6 === "WAN")) || (data6 === "UNKNOWN"))) {
                            const err11 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/role", schemaPath: "#/additionalProperties/properties/role/enum", keyword: "enum", params: { allowedValues: schema98.additionalProperties.properties.role.enum } };
                            if (vErrors === null) {
                                vErrors = [err11];
                            }
                            else {
                                vErrors.push(err11);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err12 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/type", keyword: "type", params: { type: "object" } };
                    if (vErrors === null) {
                        vErrors = [err12];
                    }
                    else {
                        vErrors.push(err12);
                    }
                    errors++;
                }
            }
        }
        if (data.type !== undefined) {
            let data7 = data.type;
            if (typeof data7 !== "string") {
                const err13 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
            if ("interfaces" !== data7) {
                const err14 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/const", keyword: "const", params: { allowedValue: "interfaces" } };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
        }
    }
    else {
        const err15 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err15];
        }
        else {
            vErrors.push(err15);
        }
        errors++;
    }
    validate32.errors = vErrors;
    return errors === 0;
}
validate32.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
