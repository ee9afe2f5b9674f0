// Precompiled validators, one per kind (Ajv standalone).
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
// @ts-nocheck
export const procAggregator = validate20;
const schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/plugins/proc-aggregator.schema.json", "type": "object", "required": ["aggregator", "batched_rows", "compressor", "format", "log_interval", "privacy_mode", "sinks"], "properties": { "aggregator": { "type": "integer", "minimum": 0 }, "log_interval": { "type": "integer", "minimum": 1 }, "privacy_mode": { "type": "boolean" }, "format": { "type": "string", "enum": ["json", "msgpack"] }, "compressor": { "type": "string", "enum": ["none", "gz"] }, "batched_rows": { "type": "integer", "minimum": 0 }, "nested": { "type": "boolean" }, "nested_mode": { "type": "boolean" }, "criteria": { "anyOf": [{ "type": "object" }, { "type": "array", "items": { "type": "string", "pattern": ";\\s*$" } }] }, "sinks": { "type": "object", "additionalProperties": { "type": "object", "additionalProperties": { "type": "object", "properties": { "enable": { "type": "boolean" }, "format": { "type": "string", "enum": ["json", "msgpack"] }, "compressor": { "type": "string", "enum": ["none", "gz"] } } } } } }, "anyOf": [{ "type": "object", "required": ["nested"], "properties": { "nested": {} } }, { "type": "object", "required": ["nested_mode"], "properties": { "nested_mode": {} } }], "$defs": { "enums.compressor": { "type": "string", "enum": ["none", "gz"] }, "enums.format": { "type": "string", "enum": ["json", "msgpack"] }, "sinks.channel": { "type": "object", "properties": { "enable": { "type": "boolean" }, "format": { "$ref": "#/$defs/enums.format" }, "compressor": { "$ref": "#/$defs/enums.compressor" } } }, "sinks.sinks": { "type": "object", "additionalProperties": { "type": "object", "additionalProperties": { "$ref": "#/$defs/sinks.channel" } } } } };
const pattern4 = new RegExp(";\\s*$", "u");
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/plugins/proc-aggregator.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate20.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    const _errs1 = errors;
    let valid0 = false;
    const _errs2 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.nested === undefined) {
            const err0 = { instancePath, schemaPath: "#/anyOf/0/required", keyword: "required", params: { missingProperty: "nested" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
    }
    else {
        const err1 = { instancePath, schemaPath: "#/anyOf/0/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    var _valid0 = _errs2 === errors;
    valid0 = valid0 || _valid0;
    if (_valid0) {
        var props0 = Object.create(null);
        props0.nested = true;
    }
    const _errs4 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.nested_mode === undefined) {
            const err2 = { instancePath, schemaPath: "#/anyOf/1/required", keyword: "required", params: { missingProperty: "nested_mode" } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
    }
    else {
        const err3 = { instancePath, schemaPath: "#/anyOf/1/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    var _valid0 = _errs4 === errors;
    valid0 = valid0 || _valid0;
    if (_valid0) {
        if (props0 !== true) {
            props0 = props0 || Object.create(null);
            props0.nested_mode = true;
        }
    }
    if (!valid0) {
        const err4 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {} };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
    else {
        errors = _errs1;
        if (vErrors !== null) {
            if (_errs1) {
                vErrors.length = _errs1;
            }
            else {
                vErrors = null;
            }
        }
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.aggregator === undefined) {
            const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "aggregator" } };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
        if (data.batched_rows === undefined) {
            const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "batched_rows" } };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
        if (data.compressor === undefined) {
            const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "compressor" } };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
        if (data.format === undefined) {
            const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "format" } };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
        if (data.log_interval === undefined) {
            const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "log_interval" } };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
        if (data.privacy_mode === undefined) {
            const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "privacy_mode" } };
            if (vErrors === null) {
                vErrors = [err10];
            }
            else {
                vErrors.push(err10);
            }
            errors++;
        }
        if (data.sinks === undefined) {
            const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sinks" } };
            if (vErrors === null) {
                vErrors = [err11];
            }
            else {
                vErrors.push(err11);
            }
            errors++;
        }
        if (props0 !== true) {
            props0 = props0 || Object.create(null);
            props0.aggregator = true;
            props0.log_interval = true;
            props0.privacy_mode = true;
            props0.format = true;
            props0.compressor = true;
            props0.batched_rows = true;
            props0.nested = true;
            props0.nested_mode = true;
            props0.criteria = true;
            props0.sinks = true;
        }
        if (data.aggregator !== undefined) {
            let data0 = data.aggregator;
            if (!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) {
                const err12 = { instancePath: instancePath + "/aggregator", schemaPath: "#/properties/aggregator/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err12];
                }
                else {
                    vErrors.push(err12);
                }
                errors++;
            }
            if ((typeof data0 == "number") && (isFinite(data0))) {
                if (data0 < 0 || isNaN(data0)) {
                    const err13 = { instancePath: instancePath + "/aggregator", schemaPath: "#/properties/aggregator/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
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
        if (data.log_interval !== undefined) {
            let data1 = data.log_interval;
            if (!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) {
                const err14 = { instancePath: instancePath + "/log_interval", schemaPath: "#/properties/log_interval/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
            if ((typeof data1 == "number") && (isFinite(data1))) {
                if (data1 < 1 || isNaN(data1)) {
                    const err15 = { instancePath: instancePath + "/log_interval", schemaPath: "#/properties/log_interval/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
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
        if (data.privacy_mode !== undefined) {
            if (typeof data.privacy_mode !== "boolean") {
                const err16 = { instancePath: instancePath + "/privacy_mode", schemaPath: "#/properties/privacy_mode/type", keyword: "type", params: { type: "boolean" } };
                if (vErrors === null) {
                    vErrors = [err16];
                }
                else {
                    vErrors.push(err16);
                }
                errors++;
            }
        }
        if (data.format !== undefined) {
            let data3 = data.format;
            if (typeof data3 !== "string") {
                const err17 = { instancePath: instancePath + "/format", schemaPath: "#/properties/format/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err17];
                }
                else {
                    vErrors.push(err17);
                }
                errors++;
            }
            if (!((data3 === "json") || (data3 === "msgpack"))) {
                const err18 = { instancePath: instancePath + "/format", schemaPath: "#/properties/format/enum", keyword: "enum", params: { allowedValues: schema31.properties.format.enum } };
                if (vErrors === null) {
                    vErrors = [err18];
                }
                else {
                    vErrors.push(err18);
                }
                errors++;
            }
        }
        if (data.compressor !== undefined) {
            let data4 = data.compressor;
            if (typeof data4 !== "string") {
                const err19 = { instancePath: instancePath + "/compressor", schemaPath: "#/properties/compressor/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err19];
                }
                else {
                    vErrors.push(err19);
                }
                errors++;
            }
            if (!((data4 === "none") || (data4 === "gz"))) {
                const err20 = { instancePath: instancePath + "/compressor", schemaPath: "#/properties/compressor/enum", keyword: "enum", params: { allowedValues: schema31.properties.compressor.enum } };
                if (vErrors === null) {
                    vErrors = [err20];
                }
                else {
                    vErrors.push(err20);
                }
                errors++;
            }
        }
        if (data.batched_rows !== undefined) {
            let data5 = data.batched_rows;
            if (!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) {
                const err21 = { instancePath: instancePath + "/batched_rows", schemaPath: "#/properties/batched_rows/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err21];
                }
                else {
                    vErrors.push(err21);
                }
                errors++;
            }
            if ((typeof data5 == "number") && (isFinite(data5))) {
                if (data5 < 0 || isNaN(data5)) {
                    const err22 = { instancePath: instancePath + "/batched_rows", schemaPath: "#/properties/batched_rows/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err22];
                    }
                    else {
                        vErrors.push(err22);
                    }
                    errors++;
                }
            }
        }
        if (data.nested !== undefined) {
            if (typeof data.nested !== "boolean") {
                const err23 = { instancePath: instancePath + "/nested", schemaPath: "#/properties/nested/type", keyword: "type", params: { type: "boolean" } };
                if (vErrors === null) {
                    vErrors = [err23];
                }
                else {
                    vErrors.push(err23);
                }
                errors++;
            }
        }
        if (data.nested_mode !== undefined) {
            if (typeof data.nested_mode !== "boolean") {
                const err24 = { instancePath: instancePath + "/nested_mode", schemaPath: "#/properties/nested_mode/type", keyword: "type", params: { type: "boolean" } };
                if (vErrors === null) {
                    vErrors = [err24];
                }
                else {
                    vErrors.push(err24);
                }
                errors++;
            }
        }
        if (data.criteria !== undefined) {
            let data8 = data.criteria;
            const _errs23 = errors;
            let valid2 = false;
            const _errs24 = errors;
            if (!(data8 && typeof data8 == "object" && !Array.isArray(data8))) {
                const err25 = { instancePath: instancePath + "/criteria", schemaPath: "#/properties/criteria/anyOf/0/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err25];
                }
                else {
                    vErrors.push(err25);
                }
                errors++;
            }
            var _valid1 = _errs24 === errors;
            valid2 = valid2 || _valid1;
            const _errs26 = errors;
            if (Array.isArray(data8)) {
                const len0 = data8.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    let data9 = data8[i0];
                    if (typeof data9 === "string") {
                        if (!pattern4.test(data9)) {
                            const err26 = { instancePath: instancePath + "/criteria/" + i0, schemaPath: "#/properties/criteria/anyOf/1/items/pattern", keyword: "pattern", params: { pattern: ";\\s*$" } };
                            if (vErrors === null) {
                                vErrors = [err26];
                            }
                            else {
                                vErrors.push(err26);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err27 = { instancePath: instancePath + "/criteria/" + i0, schemaPath: "#/properties/criteria/anyOf/1/items/type", keyword: "type", params: { type: "string" } };
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
            else {
                const err28 = { instancePath: instancePath + "/criteria", schemaPath: "#/properties/criteria/anyOf/1/type", keyword: "type", params: { type: "array" } };
                if (vErrors === null) {
                    vErrors = [err28];
                }
                else {
                    vErrors.push(err28);
                }
                errors++;
            }
            var _valid1 = _errs26 === errors;
            valid2 = valid2 || _valid1;
            if (!valid2) {
                const err29 = { instancePath: instancePath + "/criteria", schemaPath: "#/properties/criteria/anyOf", keyword: "anyOf", params: {} };
                if (vErrors === null) {
                    vErrors = [err29];
                }
                else {
                    vErrors.push(err29);
                }
                errors++;
            }
            else {
                errors = _errs23;
                if (vErrors !== null) {
                    if (_errs23) {
                        vErrors.length = _errs23;
                    }
                    else {
                        vErrors = null;
                    }
                }
            }
        }
        if (data.sinks !== undefined) {
            let data10 = data.sinks;
            if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                for (const key0 in data10) {
                    let data11 = data10[key0];
                    if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                        for (const key1 in data11) {
                            let data12 = data11[key1];
                            if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
                                if (data12.enable !== undefined) {
                                    if (typeof data12.enable !== "boolean") {
                                        const err30 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/enable", schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/properties/enable/type", keyword: "type", params: { type: "boolean" } };
                                        if (vErrors === null) {
                                            vErrors = [err30];
                                        }
                                        else {
                                            vErrors.push(err30);
                                        }
                                        errors++;
                                    }
                                }
                                if (data12.format !== undefined) {
                                    let data14 = data12.format;
                                    if (typeof data14 !== "string") {
                                        const err31 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/format", schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/properties/format/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err31];
                                        }
                                        else {
                                            vErrors.push(err31);
                                        }
                                        errors++;
                                    }
                                    if (!((data14 === "json") || (data14 === "msgpack"))) {
                                        const err32 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/format", schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/properties/format/enum", keyword: "enum", params: { allowedValues: schema31.properties.sinks.additionalProperties.additionalProperties.properties.format.enum } };
                                        if (vErrors === null) {
                                            vErrors = [err32];
                                        }
                                        else {
                                            vErrors.push(err32);
                                        }
                                        errors++;
                                    }
                                }
                                if (data12.compressor !== undefined) {
                                    let data15 = data12.compressor;
                                    if (typeof data15 !== "string") {
                                        const err33 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/compressor", schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/properties/compressor/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err33];
                                        }
                                        else {
                                            vErrors.push(err33);
                                        }
                                        errors++;
                                    }
                                    if (!((data15 === "none") || (data15 === "gz"))) {
                                        const err34 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/compressor", schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/properties/compressor/enum", keyword: "enum", params: { allowedValues: schema31.properties.sinks.additionalProperties.additionalProperties.properties.compressor.enum } };
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
                            else {
                                const err35 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/type", keyword: "type", params: { type: "object" } };
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
                    else {
                        const err36 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/sinks/additionalProperties/type", keyword: "type", params: { type: "object" } };
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
            else {
                const err37 = { instancePath: instancePath + "/sinks", schemaPath: "#/properties/sinks/type", keyword: "type", params: { type: "object" } };
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
    else {
        const err38 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err38];
        }
        else {
            vErrors.push(err38);
        }
        errors++;
    }
    validate20.errors = vErrors;
    evaluated0.props = props0;
    return errors === 0;
}
validate20.evaluated = { "dynamicProps": true, "dynamicItems": false };
export const procCore = validate21;
const schema32 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/plugins/proc-core.schema.json", "type": "object", "properties": { "format": { "type": "string", "enum": ["json", "msgpack"] }, "compressor": { "type": "string", "enum": ["none", "gz"] }, "types": { "type": "array", "items": { "type": "string", "enum": ["stream-flows", "stream-stats", "legacy-http", "legacy-socket"] } }, "flow_filters": { "type": "array", "items": { "type": "string" } }, "sinks": { "type": "object", "additionalProperties": { "type": "object", "additionalProperties": { "type": "object", "properties": { "enable": { "anyOf": [{ "type": "boolean" }, {}] }, "format": { "type": "string", "enum": ["json", "msgpack"] }, "compressor": { "type": "string", "enum": ["none", "gz"] }, "types": { "type": "array", "items": { "type": "string", "enum": ["stream-flows", "stream-stats", "legacy-http", "legacy-socket"] } } }, "required": ["types"] } } } }, "$defs": { "channel": { "type": "object", "properties": { "enable": { "anyOf": [{ "type": "boolean" }, {}] }, "format": { "$ref": "#/$defs/enums.format" }, "compressor": { "$ref": "#/$defs/enums.compressor" }, "types": { "type": "array", "items": { "$ref": "#/$defs/streamType" } } }, "required": ["types"] }, "enums.compressor": { "type": "string", "enum": ["none", "gz"] }, "enums.format": { "type": "string", "enum": ["json", "msgpack"] }, "sinks": { "type": "object", "additionalProperties": { "type": "object", "additionalProperties": { "$ref": "#/$defs/channel" } } }, "streamType": { "type": "string", "enum": ["stream-flows", "stream-stats", "legacy-http", "legacy-socket"] } } };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/plugins/proc-core.schema.json" */ ;
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
        if (data.format !== undefined) {
            let data0 = data.format;
            if (typeof data0 !== "string") {
                const err0 = { instancePath: instancePath + "/format", schemaPath: "#/properties/format/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err0];
                }
                else {
                    vErrors.push(err0);
                }
                errors++;
            }
            if (!((data0 === "json") || (data0 === "msgpack"))) {
                const err1 = { instancePath: instancePath + "/format", schemaPath: "#/properties/format/enum", keyword: "enum", params: { allowedValues: schema32.properties.format.enum } };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
        if (data.compressor !== undefined) {
            let data1 = data.compressor;
            if (typeof data1 !== "string") {
                const err2 = { instancePath: instancePath + "/compressor", schemaPath: "#/properties/compressor/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
            if (!((data1 === "none") || (data1 === "gz"))) {
                const err3 = { instancePath: instancePath + "/compressor", schemaPath: "#/properties/compressor/enum", keyword: "enum", params: { allowedValues: schema32.properties.compressor.enum } };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        if (data.types !== undefined) {
            let data2 = data.types;
            if (Array.isArray(data2)) {
                const len0 = data2.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    let data3 = data2[i0];
                    if (typeof data3 !== "string") {
                        const err4 = { instancePath: instancePath + "/types/" + i0, schemaPath: "#/properties/types/items/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err4];
                        }
                        else {
                            vErrors.push(err4);
                        }
                        errors++;
                    }
                    if (!((((data3 === "stream-flows") || (data3 === "stream-stats")) || (data3 === "legacy-http")) || (data3 === "legacy-socket"))) {
                        const err5 = { instancePath: instancePath + "/types/" + i0, schemaPath: "#/properties/types/items/enum", keyword: "enum", params: { allowedValues: schema32.properties.types.items.enum } };
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
                const err6 = { instancePath: instancePath + "/types", schemaPath: "#/properties/types/type", keyword: "type", params: { type: "array" } };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
        }
        if (data.flow_filters !== undefined) {
            let data4 = data.flow_filters;
            if (Array.isArray(data4)) {
                const len1 = data4.length;
                for (let i1 = 0; i1 < len1; i1++) {
                    if (typeof data4[i1] !== "string") {
                        const err7 = { instancePath: instancePath + "/flow_filters/" + i1, schemaPath: "#/properties/flow_filters/items/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err7];
                        }
                        else {
                            vErrors.push(err7);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err8 = { instancePath: instancePath + "/flow_filters", schemaPath: "#/properties/flow_filters/type", keyword: "type", params: { type: "array" } };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
        if (data.sinks !== undefined) {
            let data6 = data.sinks;
            if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                for (const key0 in data6) {
                    let data7 = data6[key0];
                    if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                        for (const key1 in data7) {
                            let data8 = data7[key1];
                            if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                                if (data8.types === undefined) {
                                    const err9 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/required", keyword: "required", params: { missingProperty: "types" } };
                                    if (vErrors === null) {
                                        vErrors = [err9];
                                    }
                                    else {
                                        vErrors.push(err9);
                                    }
                                    errors++;
                                }
                                if (data8.enable !== undefined) {
                                    const _errs22 = errors;
                                    let valid8 = false;
                                    const _errs23 = errors;
                                    if (typeof data8.enable !== "boolean") {
                                        const err10 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/enable", schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/properties/enable/anyOf/0/type", keyword: "type", params: { type: "boolean" } };
                                        if (vErrors === null) {
                                            vErrors = [err10];
                                        }
                                        else {
                                            vErrors.push(err10);
                                        }
                                        errors++;
                                    }
                                    var _valid0 = _errs23 === errors;
                                    valid8 = valid8 || _valid0;
                                    var _valid0 = true;
                                    valid8 = valid8 || _valid0;
                                    if (!valid8) {
                                        const err11 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/enable", schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/properties/enable/anyOf", keyword: "anyOf", params: {} };
                                        if (vErrors === null) {
                                            vErrors = [err11];
                                        }
                                        else {
                                            vErrors.push(err11);
                                        }
                                        errors++;
                                    }
                                    else {
                                        errors = _errs22;
                                        if (vErrors !== null) {
                                            if (_errs22) {
                                                vErrors.length = _errs22;
                                            }
                                            else {
                                                vErrors = null;
                                            }
                                        }
                                    }
                                }
                                if (data8.format !== undefined) {
                                    let data10 = data8.format;
                                    if (typeof data10 !== "string") {
                                        const err12 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/format", schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/properties/format/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err12];
                                        }
                                        else {
                                            vErrors.push(err12);
                                        }
                                        errors++;
                                    }
                                    if (!((data10 === "json") || (data10 === "msgpack"))) {
                                        const err13 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/format", schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/properties/format/enum", keyword: "enum", params: { allowedValues: schema32.properties.sinks.additionalProperties.additionalProperties.properties.format.enum } };
                                        if (vErrors === null) {
                                            vErrors = [err13];
                                        }
                                        else {
                                            vErrors.push(err13);
                                        }
                                        errors++;
                                    }
                                }
                                if (data8.compressor !== undefined) {
                                    let data11 = data8.compressor;
                                    if (typeof data11 !== "string") {
                                        const err14 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/compressor", schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/properties/compressor/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err14];
                                        }
                                        else {
                                            vErrors.push(err14);
                                        }
                                        errors++;
                                    }
                                    if (!((data11 === "none") || (data11 === "gz"))) {
                                        const err15 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/compressor", schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/properties/compressor/enum", keyword: "enum", params: { allowedValues: schema32.properties.sinks.additionalProperties.additionalProperties.properties.compressor.enum } };
                                        if (vErrors === null) {
                                            vErrors = [err15];
                                        }
                                        else {
                                            vErrors.push(err15);
                                        }
                                        errors++;
                                    }
                                }
                                if (data8.types !== undefined) {
                                    let data12 = data8.types;
                                    if (Array.isArray(data12)) {
                                        const len2 = data12.length;
                                        for (let i2 = 0; i2 < len2; i2++) {
                                            let data13 = data12[i2];
                                            if (typeof data13 !== "string") {
                                                const err16 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/types/" + i2, schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/properties/types/items/type", keyword: "type", params: { type: "string" } };
                                                if (vErrors === null) {
                                                    vErrors = [err16];
                                                }
                                                else {
                                                    vErrors.push(err16);
                                                }
                                                errors++;
                                            }
                                            if (!((((data13 === "stream-flows") || (data13 === "stream-stats")) || (data13 === "legacy-http")) || (data13 === "legacy-socket"))) {
                                                const err17 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/types/" + i2, schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/properties/types/items/enum", keyword: "enum", params: { allowedValues: schema32.properties.sinks.additionalProperties.additionalProperties.properties.types.items.enum } };
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
                                    else {
                                        const err18 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/types", schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/properties/types/type", keyword: "type", params: { type: "array" } };
                                        if (vErrors === null) {
                                            vErrors = [err18];
                                        }
                                        else {
                                            vErrors.push(err18);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err19 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/type", keyword: "type", params: { type: "object" } };
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
                    else {
                        const err20 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/sinks/additionalProperties/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err20];
                        }
                        else {
                            vErrors.push(err20);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err21 = { instancePath: instancePath + "/sinks", schemaPath: "#/properties/sinks/type", keyword: "type", params: { type: "object" } };
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
    else {
        const err22 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err22];
        }
        else {
            vErrors.push(err22);
        }
        errors++;
    }
    validate21.errors = vErrors;
    return errors === 0;
}
validate21.evaluated = { "props": { "format": true, "compressor": true, "types": true, "flow_filters": true, "sinks": true }, "dynamicProps": false, "dynamicItems": false };
export const procDevDiscovery = validate22;
const schema33 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/plugins/proc-dev-discovery.schema.json", "type": "object", "properties": { "format": { "type": "string", "enum": ["json", "msgpack"] }, "compressor": { "type": "string", "enum": ["none", "gz"] }, "max_confidence": { "type": "integer", "minimum": 0, "maximum": 100 }, "max_devices": { "type": "integer", "minimum": 0 }, "max_device_age": { "type": "integer", "minimum": 0 }, "max_ja4_clients": { "anyOf": [{ "type": "integer", "minimum": 0 }, { "type": "object", "required": ["max"], "properties": { "max": { "type": "integer", "minimum": 0 }, "update_min": { "type": "integer", "minimum": 0 }, "update_ttl": { "type": "integer", "minimum": 0 } } }] }, "max_mdns_services": { "anyOf": [{ "type": "integer", "minimum": 0 }, { "type": "object", "required": ["max"], "properties": { "max": { "type": "integer", "minimum": 0 }, "update_min": { "type": "integer", "minimum": 0 }, "update_ttl": { "type": "integer", "minimum": 0 } } }] }, "max_http_user_agents": { "anyOf": [{ "type": "integer", "minimum": 0 }, { "type": "object", "required": ["max"], "properties": { "max": { "type": "integer", "minimum": 0 }, "update_min": { "type": "integer", "minimum": 0 }, "update_ttl": { "type": "integer", "minimum": 0 } } }] }, "max_ssdp_user_agents": { "anyOf": [{ "type": "integer", "minimum": 0 }, { "type": "object", "required": ["max"], "properties": { "max": { "type": "integer", "minimum": 0 }, "update_min": { "type": "integer", "minimum": 0 }, "update_ttl": { "type": "integer", "minimum": 0 } } }] }, "path_device_cache": { "type": "string", "minLength": 1 }, "process_all_macs": { "type": "boolean" }, "device_mac_ignore": { "type": "array", "items": { "type": "string", "pattern": "^(?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$|^(?:[0-9A-Fa-f]{2}-){5}[0-9A-Fa-f]{2}$" } }, "cloud_api": { "type": "object", "properties": { "enable": { "type": "boolean" } } }, "netify_api": { "type": "object", "properties": { "enable": { "type": "boolean" } } }, "sinks": { "type": "object", "additionalProperties": { "type": "object", "additionalProperties": { "type": "object", "allOf": [{ "type": "object", "properties": { "enable": { "type": "boolean" }, "format": { "type": "string", "enum": ["json", "msgpack"] }, "compressor": { "type": "string", "enum": ["none", "gz"] } } }, { "type": "object", "properties": { "flush": { "type": "boolean" } } }] } } } }, "$defs": { "channel": { "type": "object", "allOf": [{ "$ref": "#/$defs/sinks.channel" }, { "type": "object", "properties": { "flush": { "type": "boolean" } } }] }, "cloudDiscovery": { "type": "object", "properties": { "enable": { "type": "boolean" } } }, "enums.compressor": { "type": "string", "enum": ["none", "gz"] }, "enums.format": { "type": "string", "enum": ["json", "msgpack"] }, "enums.macAddress": { "type": "string", "pattern": "^(?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$|^(?:[0-9A-Fa-f]{2}-){5}[0-9A-Fa-f]{2}$" }, "enums.path": { "type": "string", "minLength": 1 }, "perMacLimit": { "anyOf": [{ "type": "integer", "minimum": 0 }, { "type": "object", "required": ["max"], "properties": { "max": { "type": "integer", "minimum": 0 }, "update_min": { "type": "integer", "minimum": 0 }, "update_ttl": { "type": "integer", "minimum": 0 } } }] }, "sinks": { "type": "object", "additionalProperties": { "type": "object", "additionalProperties": { "$ref": "#/$defs/channel" } } }, "sinks.channel": { "type": "object", "properties": { "enable": { "type": "boolean" }, "format": { "$ref": "#/$defs/enums.format" }, "compressor": { "$ref": "#/$defs/enums.compressor" } } } } };
const pattern5 = new RegExp("^(?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$|^(?:[0-9A-Fa-f]{2}-){5}[0-9A-Fa-f]{2}$", "u");
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/plugins/proc-dev-discovery.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate22.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.format !== undefined) {
            let data0 = data.format;
            if (typeof data0 !== "string") {
                const err0 = { instancePath: instancePath + "/format", schemaPath: "#/properties/format/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err0];
                }
                else {
                    vErrors.push(err0);
                }
                errors++;
            }
            if (!((data0 === "json") || (data0 === "msgpack"))) {
                const err1 = { instancePath: instancePath + "/format", schemaPath: "#/properties/format/enum", keyword: "enum", params: { allowedValues: schema33.properties.format.enum } };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
        if (data.compressor !== undefined) {
            let data1 = data.compressor;
            if (typeof data1 !== "string") {
                const err2 = { instancePath: instancePath + "/compressor", schemaPath: "#/properties/compressor/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
            if (!((data1 === "none") || (data1 === "gz"))) {
                const err3 = { instancePath: instancePath + "/compressor", schemaPath: "#/properties/compressor/enum", keyword: "enum", params: { allowedValues: schema33.properties.compressor.enum } };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        if (data.max_confidence !== undefined) {
            let data2 = data.max_confidence;
            if (!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) {
                const err4 = { instancePath: instancePath + "/max_confidence", schemaPath: "#/properties/max_confidence/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
            if ((typeof data2 == "number") && (isFinite(data2))) {
                if (data2 > 100 || isNaN(data2)) {
                    const err5 = { instancePath: instancePath + "/max_confidence", schemaPath: "#/properties/max_confidence/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 } };
                    if (vErrors === null) {
                        vErrors = [err5];
                    }
                    else {
                        vErrors.push(err5);
                    }
                    errors++;
                }
                if (data2 < 0 || isNaN(data2)) {
                    const err6 = { instancePath: instancePath + "/max_confidence", schemaPath: "#/properties/max_confidence/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
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
        if (data.max_devices !== undefined) {
            let data3 = data.max_devices;
            if (!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) {
                const err7 = { instancePath: instancePath + "/max_devices", schemaPath: "#/properties/max_devices/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
            if ((typeof data3 == "number") && (isFinite(data3))) {
                if (data3 < 0 || isNaN(data3)) {
                    const err8 = { instancePath: instancePath + "/max_devices", schemaPath: "#/properties/max_devices/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
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
        if (data.max_device_age !== undefined) {
            let data4 = data.max_device_age;
            if (!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) {
                const err9 = { instancePath: instancePath + "/max_device_age", schemaPath: "#/properties/max_device_age/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
            if ((typeof data4 == "number") && (isFinite(data4))) {
                if (data4 < 0 || isNaN(data4)) {
                    const err10 = { instancePath: instancePath + "/max_device_age", schemaPath: "#/properties/max_device_age/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err10];
                    }
                    else {
                        vErrors.push(err10);
                    }
                    errors++;
                }
            }
        }
        if (data.max_ja4_clients !== undefined) {
            let data5 = data.max_ja4_clients;
            const _errs12 = errors;
            let valid1 = false;
            const _errs13 = errors;
            if (!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) {
                const err11 = { instancePath: instancePath + "/max_ja4_clients", schemaPath: "#/properties/max_ja4_clients/anyOf/0/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
            if ((typeof data5 == "number") && (isFinite(data5))) {
                if (data5 < 0 || isNaN(data5)) {
                    const err12 = { instancePath: instancePath + "/max_ja4_clients", schemaPath: "#/properties/max_ja4_clients/anyOf/0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err12];
                    }
                    else {
                        vErrors.push(err12);
                    }
                    errors++;
                }
            }
            var _valid0 = _errs13 === errors;
            valid1 = valid1 || _valid0;
            const _errs15 = errors;
            if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                if (data5.max === undefined) {
                    const err13 = { instancePath: instancePath + "/max_ja4_clients", schemaPath: "#/properties/max_ja4_clients/anyOf/1/required", keyword: "required", params: { missingProperty: "max" } };
                    if (vErrors === null) {
                        vErrors = [err13];
                    }
                    else {
                        vErrors.push(err13);
                    }
                    errors++;
                }
                if (data5.max !== undefined) {
                    let data6 = data5.max;
                    if (!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) {
                        const err14 = { instancePath: instancePath + "/max_ja4_clients/max", schemaPath: "#/properties/max_ja4_clients/anyOf/1/properties/max/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err14];
                        }
                        else {
                            vErrors.push(err14);
                        }
                        errors++;
                    }
                    if ((typeof data6 == "number") && (isFinite(data6))) {
                        if (data6 < 0 || isNaN(data6)) {
                            const err15 = { instancePath: instancePath + "/max_ja4_clients/max", schemaPath: "#/properties/max_ja4_clients/anyOf/1/properties/max/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
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
                if (data5.update_min !== undefined) {
                    let data7 = data5.update_min;
                    if (!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))) {
                        const err16 = { instancePath: instancePath + "/max_ja4_clients/update_min", schemaPath: "#/properties/max_ja4_clients/anyOf/1/properties/update_min/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err16];
                        }
                        else {
                            vErrors.push(err16);
                        }
                        errors++;
                    }
                    if ((typeof data7 == "number") && (isFinite(data7))) {
                        if (data7 < 0 || isNaN(data7)) {
                            const err17 = { instancePath: instancePath + "/max_ja4_clients/update_min", schemaPath: "#/properties/max_ja4_clients/anyOf/1/properties/update_min/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
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
                if (data5.update_ttl !== undefined) {
                    let data8 = data5.update_ttl;
                    if (!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) {
                        const err18 = { instancePath: instancePath + "/max_ja4_clients/update_ttl", schemaPath: "#/properties/max_ja4_clients/anyOf/1/properties/update_ttl/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err18];
                        }
                        else {
                            vErrors.push(err18);
                        }
                        errors++;
                    }
                    if ((typeof data8 == "number") && (isFinite(data8))) {
                        if (data8 < 0 || isNaN(data8)) {
                            const err19 = { instancePath: instancePath + "/max_ja4_clients/update_ttl", schemaPath: "#/properties/max_ja4_clients/anyOf/1/properties/update_ttl/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
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
            }
            else {
                const err20 = { instancePath: instancePath + "/max_ja4_clients", schemaPath: "#/properties/max_ja4_clients/anyOf/1/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err20];
                }
                else {
                    vErrors.push(err20);
                }
                errors++;
            }
            var _valid0 = _errs15 === errors;
            valid1 = valid1 || _valid0;
            if (_valid0) {
                var props0 = Object.create(null);
                props0.max = true;
                props0.update_min = true;
                props0.update_ttl = true;
            }
            if (!valid1) {
                const err21 = { instancePath: instancePath + "/max_ja4_clients", schemaPath: "#/properties/max_ja4_clients/anyOf", keyword: "anyOf", params: {} };
                if (vErrors === null) {
                    vErrors = [err21];
                }
                else {
                    vErrors.push(err21);
                }
                errors++;
            }
            else {
                errors = _errs12;
                if (vErrors !== null) {
                    if (_errs12) {
                        vErrors.length = _errs12;
                    }
                    else {
                        vErrors = null;
                    }
                }
            }
        }
        if (data.max_mdns_services !== undefined) {
            let data9 = data.max_mdns_services;
            const _errs24 = errors;
            let valid3 = false;
            const _errs25 = errors;
            if (!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))) {
                const err22 = { instancePath: instancePath + "/max_mdns_services", schemaPath: "#/properties/max_mdns_services/anyOf/0/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err22];
                }
                else {
                    vErrors.push(err22);
                }
                errors++;
            }
            if ((typeof data9 == "number") && (isFinite(data9))) {
                if (data9 < 0 || isNaN(data9)) {
                    const err23 = { instancePath: instancePath + "/max_mdns_services", schemaPath: "#/properties/max_mdns_services/anyOf/0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err23];
                    }
                    else {
                        vErrors.push(err23);
                    }
                    errors++;
                }
            }
            var _valid1 = _errs25 === errors;
            valid3 = valid3 || _valid1;
            const _errs27 = errors;
            if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                if (data9.max === undefined) {
                    const err24 = { instancePath: instancePath + "/max_mdns_services", schemaPath: "#/properties/max_mdns_services/anyOf/1/required", keyword: "required", params: { missingProperty: "max" } };
                    if (vErrors === null) {
                        vErrors = [err24];
                    }
                    else {
                        vErrors.push(err24);
                    }
                    errors++;
                }
                if (data9.max !== undefined) {
                    let data10 = data9.max;
                    if (!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) {
                        const err25 = { instancePath: instancePath + "/max_mdns_services/max", schemaPath: "#/properties/max_mdns_services/anyOf/1/properties/max/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err25];
                        }
                        else {
                            vErrors.push(err25);
                        }
                        errors++;
                    }
                    if ((typeof data10 == "number") && (isFinite(data10))) {
                        if (data10 < 0 || isNaN(data10)) {
                            const err26 = { instancePath: instancePath + "/max_mdns_services/max", schemaPath: "#/properties/max_mdns_services/anyOf/1/properties/max/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
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
                if (data9.update_min !== undefined) {
                    let data11 = data9.update_min;
                    if (!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))) {
                        const err27 = { instancePath: instancePath + "/max_mdns_services/update_min", schemaPath: "#/properties/max_mdns_services/anyOf/1/properties/update_min/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err27];
                        }
                        else {
                            vErrors.push(err27);
                        }
                        errors++;
                    }
                    if ((typeof data11 == "number") && (isFinite(data11))) {
                        if (data11 < 0 || isNaN(data11)) {
                            const err28 = { instancePath: instancePath + "/max_mdns_services/update_min", schemaPath: "#/properties/max_mdns_services/anyOf/1/properties/update_min/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
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
                if (data9.update_ttl !== undefined) {
                    let data12 = data9.update_ttl;
                    if (!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))) {
                        const err29 = { instancePath: instancePath + "/max_mdns_services/update_ttl", schemaPath: "#/properties/max_mdns_services/anyOf/1/properties/update_ttl/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err29];
                        }
                        else {
                            vErrors.push(err29);
                        }
                        errors++;
                    }
                    if ((typeof data12 == "number") && (isFinite(data12))) {
                        if (data12 < 0 || isNaN(data12)) {
                            const err30 = { instancePath: instancePath + "/max_mdns_services/update_ttl", schemaPath: "#/properties/max_mdns_services/anyOf/1/properties/update_ttl/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
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
            }
            else {
                const err31 = { instancePath: instancePath + "/max_mdns_services", schemaPath: "#/properties/max_mdns_services/anyOf/1/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err31];
                }
                else {
                    vErrors.push(err31);
                }
                errors++;
            }
            var _valid1 = _errs27 === errors;
            valid3 = valid3 || _valid1;
            if (_valid1) {
                var props1 = Object.create(null);
                props1.max = true;
                props1.update_min = true;
                props1.update_ttl = true;
            }
            if (!valid3) {
                const err32 = { instancePath: instancePath + "/max_mdns_services", schemaPath: "#/properties/max_mdns_services/anyOf", keyword: "anyOf", params: {} };
                if (vErrors === null) {
                    vErrors = [err32];
                }
                else {
                    vErrors.push(err32);
                }
                errors++;
            }
            else {
                errors = _errs24;
                if (vErrors !== null) {
                    if (_errs24) {
                        vErrors.length = _errs24;
                    }
                    else {
                        vErrors = null;
                    }
                }
            }
        }
        if (data.max_http_user_agents !== undefined) {
            let data13 = data.max_http_user_agents;
            const _errs36 = errors;
            let valid5 = false;
            const _errs37 = errors;
            if (!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) {
                const err33 = { instancePath: instancePath + "/max_http_user_agents", schemaPath: "#/properties/max_http_user_agents/anyOf/0/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err33];
                }
                else {
                    vErrors.push(err33);
                }
                errors++;
            }
            if ((typeof data13 == "number") && (isFinite(data13))) {
                if (data13 < 0 || isNaN(data13)) {
                    const err34 = { instancePath: instancePath + "/max_http_user_agents", schemaPath: "#/properties/max_http_user_agents/anyOf/0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err34];
                    }
                    else {
                        vErrors.push(err34);
                    }
                    errors++;
                }
            }
            var _valid2 = _errs37 === errors;
            valid5 = valid5 || _valid2;
            const _errs39 = errors;
            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                if (data13.max === undefined) {
                    const err35 = { instancePath: instancePath + "/max_http_user_agents", schemaPath: "#/properties/max_http_user_agents/anyOf/1/required", keyword: "required", params: { missingProperty: "max" } };
                    if (vErrors === null) {
                        vErrors = [err35];
                    }
                    else {
                        vErrors.push(err35);
                    }
                    errors++;
                }
                if (data13.max !== undefined) {
                    let data14 = data13.max;
                    if (!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))) {
                        const err36 = { instancePath: instancePath + "/max_http_user_agents/max", schemaPath: "#/properties/max_http_user_agents/anyOf/1/properties/max/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err36];
                        }
                        else {
                            vErrors.push(err36);
                        }
                        errors++;
                    }
                    if ((typeof data14 == "number") && (isFinite(data14))) {
                        if (data14 < 0 || isNaN(data14)) {
                            const err37 = { instancePath: instancePath + "/max_http_user_agents/max", schemaPath: "#/properties/max_http_user_agents/anyOf/1/properties/max/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
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
                if (data13.update_min !== undefined) {
                    let data15 = data13.update_min;
                    if (!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))) {
                        const err38 = { instancePath: instancePath + "/max_http_user_agents/update_min", schemaPath: "#/properties/max_http_user_agents/anyOf/1/properties/update_min/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err38];
                        }
                        else {
                            vErrors.push(err38);
                        }
                        errors++;
                    }
                    if ((typeof data15 == "number") && (isFinite(data15))) {
                        if (data15 < 0 || isNaN(data15)) {
                            const err39 = { instancePath: instancePath + "/max_http_user_agents/update_min", schemaPath: "#/properties/max_http_user_agents/anyOf/1/properties/update_min/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
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
                if (data13.update_ttl !== undefined) {
                    let data16 = data13.update_ttl;
                    if (!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))) {
                        const err40 = { instancePath: instancePath + "/max_http_user_agents/update_ttl", schemaPath: "#/properties/max_http_user_agents/anyOf/1/properties/update_ttl/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err40];
                        }
                        else {
                            vErrors.push(err40);
                        }
                        errors++;
                    }
                    if ((typeof data16 == "number") && (isFinite(data16))) {
                        if (data16 < 0 || isNaN(data16)) {
                            const err41 = { instancePath: instancePath + "/max_http_user_agents/update_ttl", schemaPath: "#/properties/max_http_user_agents/anyOf/1/properties/update_ttl/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
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
            }
            else {
                const err42 = { instancePath: instancePath + "/max_http_user_agents", schemaPath: "#/properties/max_http_user_agents/anyOf/1/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err42];
                }
                else {
                    vErrors.push(err42);
                }
                errors++;
            }
            var _valid2 = _errs39 === errors;
            valid5 = valid5 || _valid2;
            if (_valid2) {
                var props2 = Object.create(null);
                props2.max = true;
                props2.update_min = true;
                props2.update_ttl = true;
            }
            if (!valid5) {
                const err43 = { instancePath: instancePath + "/max_http_user_agents", schemaPath: "#/properties/max_http_user_agents/anyOf", keyword: "anyOf", params: {} };
                if (vErrors === null) {
                    vErrors = [err43];
                }
                else {
                    vErrors.push(err43);
                }
                errors++;
            }
            else {
                errors = _errs36;
                if (vErrors !== null) {
                    if (_errs36) {
                        vErrors.length = _errs36;
                    }
                    else {
                        vErrors = null;
                    }
                }
            }
        }
        if (data.max_ssdp_user_agents !== undefined) {
            let data17 = data.max_ssdp_user_agents;
            const _errs48 = errors;
            let valid7 = false;
            const _errs49 = errors;
            if (!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))) {
                const err44 = { instancePath: instancePath + "/max_ssdp_user_agents", schemaPath: "#/properties/max_ssdp_user_agents/anyOf/0/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err44];
                }
                else {
                    vErrors.push(err44);
                }
                errors++;
            }
            if ((typeof data17 == "number") && (isFinite(data17))) {
                if (data17 < 0 || isNaN(data17)) {
                    const err45 = { instancePath: instancePath + "/max_ssdp_user_agents", schemaPath: "#/properties/max_ssdp_user_agents/anyOf/0/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                    if (vErrors === null) {
                        vErrors = [err45];
                    }
                    else {
                        vErrors.push(err45);
                    }
                    errors++;
                }
            }
            var _valid3 = _errs49 === errors;
            valid7 = valid7 || _valid3;
            const _errs51 = errors;
            if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                if (data17.max === undefined) {
                    const err46 = { instancePath: instancePath + "/max_ssdp_user_agents", schemaPath: "#/properties/max_ssdp_user_agents/anyOf/1/required", keyword: "required", params: { missingProperty: "max" } };
                    if (vErrors === null) {
                        vErrors = [err46];
                    }
                    else {
                        vErrors.push(err46);
                    }
                    errors++;
                }
                if (data17.max !== undefined) {
                    let data18 = data17.max;
                    if (!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))) {
                        const err47 = { instancePath: instancePath + "/max_ssdp_user_agents/max", schemaPath: "#/properties/max_ssdp_user_agents/anyOf/1/properties/max/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err47];
                        }
                        else {
                            vErrors.push(err47);
                        }
                        errors++;
                    }
                    if ((typeof data18 == "number") && (isFinite(data18))) {
                        if (data18 < 0 || isNaN(data18)) {
                            const err48 = { instancePath: instancePath + "/max_ssdp_user_agents/max", schemaPath: "#/properties/max_ssdp_user_agents/anyOf/1/properties/max/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
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
                if (data17.update_min !== undefined) {
                    let data19 = data17.update_min;
                    if (!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))) {
                        const err49 = { instancePath: instancePath + "/max_ssdp_user_agents/update_min", schemaPath: "#/properties/max_ssdp_user_agents/anyOf/1/properties/update_min/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err49];
                        }
                        else {
                            vErrors.push(err49);
                        }
                        errors++;
                    }
                    if ((typeof data19 == "number") && (isFinite(data19))) {
                        if (data19 < 0 || isNaN(data19)) {
                            const err50 = { instancePath: instancePath + "/max_ssdp_user_agents/update_min", schemaPath: "#/properties/max_ssdp_user_agents/anyOf/1/properties/update_min/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
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
                if (data17.update_ttl !== undefined) {
                    let data20 = data17.update_ttl;
                    if (!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))) {
                        const err51 = { instancePath: instancePath + "/max_ssdp_user_agents/update_ttl", schemaPath: "#/properties/max_ssdp_user_agents/anyOf/1/properties/update_ttl/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err51];
                        }
                        else {
                            vErrors.push(err51);
                        }
                        errors++;
                    }
                    if ((typeof data20 == "number") && (isFinite(data20))) {
                        if (data20 < 0 || isNaN(data20)) {
                            const err52 = { instancePath: instancePath + "/max_ssdp_user_agents/update_ttl", schemaPath: "#/properties/max_ssdp_user_agents/anyOf/1/properties/update_ttl/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
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
            }
            else {
                const err53 = { instancePath: instancePath + "/max_ssdp_user_agents", schemaPath: "#/properties/max_ssdp_user_agents/anyOf/1/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err53];
                }
                else {
                    vErrors.push(err53);
                }
                errors++;
            }
            var _valid3 = _errs51 === errors;
            valid7 = valid7 || _valid3;
            if (_valid3) {
                var props3 = Object.create(null);
                props3.max = true;
                props3.update_min = true;
                props3.update_ttl = true;
            }
            if (!valid7) {
                const err54 = { instancePath: instancePath + "/max_ssdp_user_agents", schemaPath: "#/properties/max_ssdp_user_agents/anyOf", keyword: "anyOf", params: {} };
                if (vErrors === null) {
                    vErrors = [err54];
                }
                else {
                    vErrors.push(err54);
                }
                errors++;
            }
            else {
                errors = _errs48;
                if (vErrors !== null) {
                    if (_errs48) {
                        vErrors.length = _errs48;
                    }
                    else {
                        vErrors = null;
                    }
                }
            }
        }
        if (data.path_device_cache !== undefined) {
            let data21 = data.path_device_cache;
            if (typeof data21 === "string") {
                if (data21.length < 1) {
                    const err55 = { instancePath: instancePath + "/path_device_cache", schemaPath: "#/properties/path_device_cache/minLength", keyword: "minLength", params: { limit: 1 } };
                    if (vErrors === null) {
                        vErrors = [err55];
                    }
                    else {
                        vErrors.push(err55);
                    }
                    errors++;
                }
            }
            else {
                const err56 = { instancePath: instancePath + "/path_device_cache", schemaPath: "#/properties/path_device_cache/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err56];
                }
                else {
                    vErrors.push(err56);
                }
                errors++;
            }
        }
        if (data.process_all_macs !== undefined) {
            if (typeof data.process_all_macs !== "boolean") {
                const err57 = { instancePath: instancePath + "/process_all_macs", schemaPath: "#/properties/process_all_macs/type", keyword: "type", params: { type: "boolean" } };
                if (vErrors === null) {
                    vErrors = [err57];
                }
                else {
                    vErrors.push(err57);
                }
                errors++;
            }
        }
        if (data.device_mac_ignore !== undefined) {
            let data23 = data.device_mac_ignore;
            if (Array.isArray(data23)) {
                const len0 = data23.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    let data24 = data23[i0];
                    if (typeof data24 === "string") {
                        if (!pattern5.test(data24)) {
                            const err58 = { instancePath: instancePath + "/device_mac_ignore/" + i0, schemaPath: "#/properties/device_mac_ignore/items/pattern", keyword: "pattern", params: { pattern: "^(?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$|^(?:[0-9A-Fa-f]{2}-){5}[0-9A-Fa-f]{2}$" } };
                            if (vErrors === null) {
                                vErrors = [err58];
                            }
                            else {
                                vErrors.push(err58);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err59 = { instancePath: instancePath + "/device_mac_ignore/" + i0, schemaPath: "#/properties/device_mac_ignore/items/type", keyword: "type", params: { type: "string" } };
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
            else {
                const err60 = { instancePath: instancePath + "/device_mac_ignore", schemaPath: "#/properties/device_mac_ignore/type", keyword: "type", params: { type: "array" } };
                if (vErrors === null) {
                    vErrors = [err60];
                }
                else {
                    vErrors.push(err60);
                }
                errors++;
            }
        }
        if (data.cloud_api !== undefined) {
            let data25 = data.cloud_api;
            if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
                if (data25.enable !== undefined) {
                    if (typeof data25.enable !== "boolean") {
                        const err61 = { instancePath: instancePath + "/cloud_api/enable", schemaPath: "#/properties/cloud_api/properties/enable/type", keyword: "type", params: { type: "boolean" } };
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
            else {
                const err62 = { instancePath: instancePath + "/cloud_api", schemaPath: "#/properties/cloud_api/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err62];
                }
                else {
                    vErrors.push(err62);
                }
                errors++;
            }
        }
        if (data.netify_api !== undefined) {
            let data27 = data.netify_api;
            if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
                if (data27.enable !== undefined) {
                    if (typeof data27.enable !== "boolean") {
                        const err63 = { instancePath: instancePath + "/netify_api/enable", schemaPath: "#/properties/netify_api/properties/enable/type", keyword: "type", params: { type: "boolean" } };
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
            else {
                const err64 = { instancePath: instancePath + "/netify_api", schemaPath: "#/properties/netify_api/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err64];
                }
                else {
                    vErrors.push(err64);
                }
                errors++;
            }
        }
        if (data.sinks !== undefined) {
            let data29 = data.sinks;
            if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
                for (const key0 in data29) {
                    let data30 = data29[key0];
                    if (data30 && typeof data30 == "object" && !Array.isArray(data30)) {
                        for (const key1 in data30) {
                            let data31 = data30[key1];
                            if (!(data31 && typeof data31 == "object" && !Array.isArray(data31))) {
                                const err65 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err65];
                                }
                                else {
                                    vErrors.push(err65);
                                }
                                errors++;
                            }
                            if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
                                if (data31.enable !== undefined) {
                                    if (typeof data31.enable !== "boolean") {
                                        const err66 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/enable", schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/allOf/0/properties/enable/type", keyword: "type", params: { type: "boolean" } };
                                        if (vErrors === null) {
                                            vErrors = [err66];
                                        }
                                        else {
                                            vErrors.push(err66);
                                        }
                                        errors++;
                                    }
                                }
                                if (data31.format !== undefined) {
                                    let data33 = data31.format;
                                    if (typeof data33 !== "string") {
                                        const err67 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/format", schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/allOf/0/properties/format/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err67];
                                        }
                                        else {
                                            vErrors.push(err67);
                                        }
                                        errors++;
                                    }
                                    if (!((data33 === "json") || (data33 === "msgpack"))) {
                                        const err68 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/format", schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/allOf/0/properties/format/enum", keyword: "enum", params: { allowedValues: schema33.properties.sinks.additionalProperties.additionalProperties.allOf[0].properties.format.enum } };
                                        if (vErrors === null) {
                                            vErrors = [err68];
                                        }
                                        else {
                                            vErrors.push(err68);
                                        }
                                        errors++;
                                    }
                                }
                                if (data31.compressor !== undefined) {
                                    let data34 = data31.compressor;
                                    if (typeof data34 !== "string") {
                                        const err69 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/compressor", schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/allOf/0/properties/compressor/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err69];
                                        }
                                        else {
                                            vErrors.push(err69);
                                        }
                                        errors++;
                                    }
                                    if (!((data34 === "none") || (data34 === "gz"))) {
                                        const err70 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/compressor", schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/allOf/0/properties/compressor/enum", keyword: "enum", params: { allowedValues: schema33.properties.sinks.additionalProperties.additionalProperties.allOf[0].properties.compressor.enum } };
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
                            else {
                                const err71 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/allOf/0/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err71];
                                }
                                else {
                                    vErrors.push(err71);
                                }
                                errors++;
                            }
                            if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
                                if (data31.flush !== undefined) {
                                    if (typeof data31.flush !== "boolean") {
                                        const err72 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/flush", schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/allOf/1/properties/flush/type", keyword: "type", params: { type: "boolean" } };
                                        if (vErrors === null) {
                                            vErrors = [err72];
                                        }
                                        else {
                                            vErrors.push(err72);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err73 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/sinks/additionalProperties/additionalProperties/allOf/1/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err73];
                                }
                                else {
                                    vErrors.push(err73);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err74 = { instancePath: instancePath + "/sinks/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/sinks/additionalProperties/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err74];
                        }
                        else {
                            vErrors.push(err74);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err75 = { instancePath: instancePath + "/sinks", schemaPath: "#/properties/sinks/type", keyword: "type", params: { type: "object" } };
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
    else {
        const err76 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err76];
        }
        else {
            vErrors.push(err76);
        }
        errors++;
    }
    validate22.errors = vErrors;
    return errors === 0;
}
validate22.evaluated = { "props": { "format": true, "compressor": true, "max_confidence": true, "max_devices": true, "max_device_age": true, "max_ja4_clients": true, "max_mdns_services": true, "max_http_user_agents": true, "max_ssdp_user_agents": true, "path_device_cache": true, "process_all_macs": true, "device_mac_ignore": true, "cloud_api": true, "netify_api": true, "sinks": true }, "dynamicProps": false, "dynamicItems": false };
export const procIntel = validate23;
const schema34 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/plugins/proc-intel.schema.json", "type": "object", "required": ["indicator_defaults", "indicators", "sink_targets"], "additionalProperties": false, "properties": { "indicator_defaults": { "type": "object", "properties": { "sink": { "type": "object", "properties": { "flow_metadata": { "type": "string" } } }, "event_filter": { "type": "array", "items": { "type": "string", "enum": ["dpi_new", "dpi_update", "dpi_complete", "flow_new", "flow_stats", "flow_expiring", "flow_expired"] } } } }, "indicators": { "type": "object", "additionalProperties": { "type": "object", "required": ["enabled", "indicator_driver"], "properties": { "enabled": { "type": "boolean" }, "indicator_driver": { "type": "string", "minLength": 1 }, "criteria": { "type": "object" }, "data_feeds": { "type": "array", "items": { "type": "string" } }, "proc_targets": { "type": "array", "items": { "type": "string" } }, "sink_targets": { "type": "array", "items": { "type": "string" } } } } }, "sink_targets": { "type": "object", "additionalProperties": { "type": "object", "required": ["sink"], "properties": { "sink": { "type": "string", "minLength": 1 }, "channels": { "type": "object", "additionalProperties": { "type": "object", "properties": { "enabled": { "type": "boolean" }, "dispatch_flags": { "type": "array", "items": { "type": "string" } } } } } } } } }, "$defs": { "enums.eventName": { "type": "string", "enum": ["dpi_new", "dpi_update", "dpi_complete", "flow_new", "flow_stats", "flow_expiring", "flow_expired"] }, "enums.nonEmptyString": { "type": "string", "minLength": 1 } } };
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/plugins/proc-intel.schema.json" */ ;
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
        if (data.indicator_defaults === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "indicator_defaults" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.indicators === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "indicators" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.sink_targets === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sink_targets" } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!(((key0 === "indicator_defaults") || (key0 === "indicators")) || (key0 === "sink_targets"))) {
                const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 } };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        if (data.indicator_defaults !== undefined) {
            let data0 = data.indicator_defaults;
            if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                if (data0.sink !== undefined) {
                    let data1 = data0.sink;
                    if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                        if (data1.flow_metadata !== undefined) {
                            if (typeof data1.flow_metadata !== "string") {
                                const err4 = { instancePath: instancePath + "/indicator_defaults/sink/flow_metadata", schemaPath: "#/properties/indicator_defaults/properties/sink/properties/flow_metadata/type", keyword: "type", params: { type: "string" } };
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
                        const err5 = { instancePath: instancePath + "/indicator_defaults/sink", schemaPath: "#/properties/indicator_defaults/properties/sink/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err5];
                        }
                        else {
                            vErrors.push(err5);
                        }
                        errors++;
                    }
                }
                if (data0.event_filter !== undefined) {
                    let data3 = data0.event_filter;
                    if (Array.isArray(data3)) {
                        const len0 = data3.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                            let data4 = data3[i0];
                            if (typeof data4 !== "string") {
                                const err6 = { instancePath: instancePath + "/indicator_defaults/event_filter/" + i0, schemaPath: "#/properties/indicator_defaults/properties/event_filter/items/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err6];
                                }
                                else {
                                    vErrors.push(err6);
                                }
                                errors++;
                            }
                            if (!(((((((data4 === "dpi_new") || (data4 === "dpi_update")) || (data4 === "dpi_complete")) || (data4 === "flow_new")) || (data4 === "flow_stats")) || (data4 === "flow_expiring")) || (data4 === "flow_expired"))) {
                                const err7 = { instancePath: instancePath + "/indicator_defaults/event_filter/" + i0, schemaPath: "#/properties/indicator_defaults/properties/event_filter/items/enum", keyword: "enum", params: { allowedValues: schema34.properties.indicator_defaults.properties.event_filter.items.enum } };
                                if (vErrors === null) {
                                    vErrors = [err7];
                                }
                                else {
                                    vErrors.push(err7);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err8 = { instancePath: instancePath + "/indicator_defaults/event_filter", schemaPath: "#/properties/indicator_defaults/properties/event_filter/type", keyword: "type", params: { type: "array" } };
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
                const err9 = { instancePath: instancePath + "/indicator_defaults", schemaPath: "#/properties/indicator_defaults/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
        }
        if (data.indicators !== undefined) {
            let data5 = data.indicators;
            if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                for (const key1 in data5) {
                    let data6 = data5[key1];
                    if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                        if (data6.enabled === undefined) {
                            const err10 = { instancePath: instancePath + "/indicators/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/indicators/additionalProperties/required", keyword: "required", params: { missingProperty: "enabled" } };
                            if (vErrors === null) {
                                vErrors = [err10];
                            }
                            else {
                                vErrors.push(err10);
                            }
                            errors++;
                        }
                        if (data6.indicator_driver === undefined) {
                            const err11 = { instancePath: instancePath + "/indicators/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/indicators/additionalProperties/required", keyword: "required", params: { missingProperty: "indicator_driver" } };
                            if (vErrors === null) {
                                vErrors = [err11];
                            }
                            else {
                                vErrors.push(err11);
                            }
                            errors++;
                        }
                        if (data6.enabled !== undefined) {
                            if (typeof data6.enabled !== "boolean") {
                                const err12 = { instancePath: instancePath + "/indicators/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/enabled", schemaPath: "#/properties/indicators/additionalProperties/properties/enabled/type", keyword: "type", params: { type: "boolean" } };
                                if (vErrors === null) {
                                    vErrors = [err12];
                                }
                                else {
                                    vErrors.push(err12);
                                }
                                errors++;
                            }
                        }
                        if (data6.indicator_driver !== undefined) {
                            let data8 = data6.indicator_driver;
                            if (typeof data8 === "string") {
                                if (data8.length < 1) {
                                    const err13 = { instancePath: instancePath + "/indicators/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/indicator_driver", schemaPath: "#/properties/indicators/additionalProperties/properties/indicator_driver/minLength", keyword: "minLength", params: { limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err13];
                                    }
                                    else {
                                        vErrors.push(err13);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err14 = { instancePath: instancePath + "/indicators/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/indicator_driver", schemaPath: "#/properties/indicators/additionalProperties/properties/indicator_driver/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err14];
                                }
                                else {
                                    vErrors.push(err14);
                                }
                                errors++;
                            }
                        }
                        if (data6.criteria !== undefined) {
                            let data9 = data6.criteria;
                            if (!(data9 && typeof data9 == "object" && !Array.isArray(data9))) {
                                const err15 = { instancePath: instancePath + "/indicators/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/criteria", schemaPath: "#/properties/indicators/additionalProperties/properties/criteria/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err15];
                                }
                                else {
                                    vErrors.push(err15);
                                }
                                errors++;
                            }
                        }
                        if (data6.data_feeds !== undefined) {
                            let data10 = data6.data_feeds;
                            if (Array.isArray(data10)) {
                                const len1 = data10.length;
                                for (let i1 = 0; i1 < len1; i1++) {
                                    if (typeof data10[i1] !== "string") {
                                        const err16 = { instancePath: instancePath + "/indicators/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/data_feeds/" + i1, schemaPath: "#/properties/indicators/additionalProperties/properties/data_feeds/items/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err16];
                                        }
                                        else {
                                            vErrors.push(err16);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err17 = { instancePath: instancePath + "/indicators/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/data_feeds", schemaPath: "#/properties/indicators/additionalProperties/properties/data_feeds/type", keyword: "type", params: { type: "array" } };
                                if (vErrors === null) {
                                    vErrors = [err17];
                                }
                                else {
                                    vErrors.push(err17);
                                }
                                errors++;
                            }
                        }
                        if (data6.proc_targets !== undefined) {
                            let data12 = data6.proc_targets;
                            if (Array.isArray(data12)) {
                                const len2 = data12.length;
                                for (let i2 = 0; i2 < len2; i2++) {
                                    if (typeof data12[i2] !== "string") {
                                        const err18 = { instancePath: instancePath + "/indicators/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/proc_targets/" + i2, schemaPath: "#/properties/indicators/additionalProperties/properties/proc_targets/items/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err18];
                                        }
                                        else {
                                            vErrors.push(err18);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err19 = { instancePath: instancePath + "/indicators/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/proc_targets", schemaPath: "#/properties/indicators/additionalProperties/properties/proc_targets/type", keyword: "type", params: { type: "array" } };
                                if (vErrors === null) {
                                    vErrors = [err19];
                                }
                                else {
                                    vErrors.push(err19);
                                }
                                errors++;
                            }
                        }
                        if (data6.sink_targets !== undefined) {
                            let data14 = data6.sink_targets;
                            if (Array.isArray(data14)) {
                                const len3 = data14.length;
                                for (let i3 = 0; i3 < len3; i3++) {
                                    if (typeof data14[i3] !== "string") {
                                        const err20 = { instancePath: instancePath + "/indicators/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/sink_targets/" + i3, schemaPath: "#/properties/indicators/additionalProperties/properties/sink_targets/items/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err20];
                                        }
                                        else {
                                            vErrors.push(err20);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err21 = { instancePath: instancePath + "/indicators/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/sink_targets", schemaPath: "#/properties/indicators/additionalProperties/properties/sink_targets/type", keyword: "type", params: { type: "array" } };
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
                    else {
                        const err22 = { instancePath: instancePath + "/indicators/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/indicators/additionalProperties/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err22];
                        }
                        else {
                            vErrors.push(err22);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err23 = { instancePath: instancePath + "/indicators", schemaPath: "#/properties/indicators/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err23];
                }
                else {
                    vErrors.push(err23);
                }
                errors++;
            }
        }
        if (data.sink_targets !== undefined) {
            let data16 = data.sink_targets;
            if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
                for (const key2 in data16) {
                    let data17 = data16[key2];
                    if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                        if (data17.sink === undefined) {
                            const err24 = { instancePath: instancePath + "/sink_targets/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/sink_targets/additionalProperties/required", keyword: "required", params: { missingProperty: "sink" } };
                            if (vErrors === null) {
                                vErrors = [err24];
                            }
                            else {
                                vErrors.push(err24);
                            }
                            errors++;
                        }
                        if (data17.sink !== undefined) {
                            let data18 = data17.sink;
                            if (typeof data18 === "string") {
                                if (data18.length < 1) {
                                    const err25 = { instancePath: instancePath + "/sink_targets/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/sink", schemaPath: "#/properties/sink_targets/additionalProperties/properties/sink/minLength", keyword: "minLength", params: { limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err25];
                                    }
                                    else {
                                        vErrors.push(err25);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err26 = { instancePath: instancePath + "/sink_targets/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/sink", schemaPath: "#/properties/sink_targets/additionalProperties/properties/sink/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err26];
                                }
                                else {
                                    vErrors.push(err26);
                                }
                                errors++;
                            }
                        }
                        if (data17.channels !== undefined) {
                            let data19 = data17.channels;
                            if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
                                for (const key3 in data19) {
                                    let data20 = data19[key3];
                                    if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
                                        if (data20.enabled !== undefined) {
                                            if (typeof data20.enabled !== "boolean") {
                                                const err27 = { instancePath: instancePath + "/sink_targets/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/enabled", schemaPath: "#/properties/sink_targets/additionalProperties/properties/channels/additionalProperties/properties/enabled/type", keyword: "type", params: { type: "boolean" } };
                                                if (vErrors === null) {
                                                    vErrors = [err27];
                                                }
                                                else {
                                                    vErrors.push(err27);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data20.dispatch_flags !== undefined) {
                                            let data22 = data20.dispatch_flags;
                                            if (Array.isArray(data22)) {
                                                const len4 = data22.length;
                                                for (let i4 = 0; i4 < len4; i4++) {
                                                    if (typeof data22[i4] !== "string") {
                                                        const err28 = { instancePath: instancePath + "/sink_targets/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/dispatch_flags/" + i4, schemaPath: "#/properties/sink_targets/additionalProperties/properties/channels/additionalProperties/properties/dispatch_flags/items/type", keyword: "type", params: { type: "string" } };
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
                                            else {
                                                const err29 = { instancePath: instancePath + "/sink_targets/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/dispatch_flags", schemaPath: "#/properties/sink_targets/additionalProperties/properties/channels/additionalProperties/properties/dispatch_flags/type", keyword: "type", params: { type: "array" } };
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
                                    else {
                                        const err30 = { instancePath: instancePath + "/sink_targets/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/sink_targets/additionalProperties/properties/channels/additionalProperties/type", keyword: "type", params: { type: "object" } };
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
                            else {
                                const err31 = { instancePath: instancePath + "/sink_targets/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/channels", schemaPath: "#/properties/sink_targets/additionalProperties/properties/channels/type", keyword: "type", params: { type: "object" } };
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
                    else {
                        const err32 = { instancePath: instancePath + "/sink_targets/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/sink_targets/additionalProperties/type", keyword: "type", params: { type: "object" } };
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
            else {
                const err33 = { instancePath: instancePath + "/sink_targets", schemaPath: "#/properties/sink_targets/type", keyword: "type", params: { type: "object" } };
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
    else {
        const err34 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err34];
        }
        else {
            vErrors.push(err34);
        }
        errors++;
    }
    validate23.errors = vErrors;
    return errors === 0;
}
validate23.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
export const procLua = validate24;
const schema35 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/plugins/proc-lua.schema.json", "type": "object", "required": ["script"], "properties": { "script": { "type": "string", "minLength": 1 } }, "$defs": { "enums.path": { "type": "string", "minLength": 1 } } };
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/plugins/proc-lua.schema.json" */ ;
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
        if (data.script === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "script" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.script !== undefined) {
            let data0 = data.script;
            if (typeof data0 === "string") {
                if (data0.length < 1) {
                    const err1 = { instancePath: instancePath + "/script", schemaPath: "#/properties/script/minLength", keyword: "minLength", params: { limit: 1 } };
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
                const err2 = { instancePath: instancePath + "/script", schemaPath: "#/properties/script/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
    }
    else {
        const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    validate24.errors = vErrors;
    return errors === 0;
}
validate24.evaluated = { "props": { "script": true }, "dynamicProps": false, "dynamicItems": false };
export const procPython = validate25;
const schema36 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/plugins/proc-python.schema.json", "type": "object", "required": ["debug", "script"], "properties": { "debug": { "type": "boolean" }, "script": { "type": "string", "minLength": 1 } }, "$defs": { "enums.path": { "type": "string", "minLength": 1 } } };
function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/plugins/proc-python.schema.json" */ ;
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
        if (data.debug === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "debug" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.script === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "script" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.debug !== undefined) {
            if (typeof data.debug !== "boolean") {
                const err2 = { instancePath: instancePath + "/debug", schemaPath: "#/properties/debug/type", keyword: "type", params: { type: "boolean" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.script !== undefined) {
            let data1 = data.script;
            if (typeof data1 === "string") {
                if (data1.length < 1) {
                    const err3 = { instancePath: instancePath + "/script", schemaPath: "#/properties/script/minLength", keyword: "minLength", params: { limit: 1 } };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
            }
            else {
                const err4 = { instancePath: instancePath + "/script", schemaPath: "#/properties/script/type", keyword: "type", params: { type: "string" } };
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
        const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
    }
    validate25.errors = vErrors;
    return errors === 0;
}
validate25.evaluated = { "props": { "debug": true, "script": true }, "dynamicProps": false, "dynamicItems": false };
export const sinkHttp = validate26;
const schema37 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/plugins/sink-http.schema.json", "type": "object", "required": ["channels"], "properties": { "timeout_connect": { "anyOf": [{ "type": "integer" }, {}] }, "timeout_transfer": { "anyOf": [{ "type": "integer" }, {}] }, "tls_verify": { "anyOf": [{ "type": "boolean" }, {}] }, "tls_version1": { "anyOf": [{ "type": "boolean" }, {}] }, "channels": { "type": "object", "additionalProperties": { "type": "object", "required": ["url"], "properties": { "enable": { "anyOf": [{ "type": "boolean" }, {}] }, "timeout_connect": { "anyOf": [{ "type": "integer" }, {}] }, "timeout_transfer": { "anyOf": [{ "type": "integer" }, {}] }, "tls_verify": { "anyOf": [{ "type": "boolean" }, {}] }, "tls_version1": { "anyOf": [{ "type": "boolean" }, {}] }, "url": { "type": "string", "pattern": "^https?://(?:[A-Za-z0-9._${}-]+|\\[[0-9A-Fa-f:.]+\\])(?::(?:[0-9]{1,4}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?(?:/[A-Za-z0-9._/${}-]*)?$" }, "headers": { "anyOf": [{ "type": "object", "additionalProperties": { "type": "string" } }, { "anyOf": [{ "type": "array" }, { "type": "string" }, { "type": "number" }, { "type": "boolean" }, { "type": "null" }] }] } } } } }, "$defs": { "channel": { "type": "object", "required": ["url"], "properties": { "enable": { "anyOf": [{ "type": "boolean" }, {}] }, "timeout_connect": { "anyOf": [{ "type": "integer" }, {}] }, "timeout_transfer": { "anyOf": [{ "type": "integer" }, {}] }, "tls_verify": { "anyOf": [{ "type": "boolean" }, {}] }, "tls_version1": { "anyOf": [{ "type": "boolean" }, {}] }, "url": { "type": "string", "pattern": "^https?://(?:[A-Za-z0-9._${}-]+|\\[[0-9A-Fa-f:.]+\\])(?::(?:[0-9]{1,4}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?(?:/[A-Za-z0-9._/${}-]*)?$" }, "headers": { "anyOf": [{ "type": "object", "additionalProperties": { "type": "string" } }, { "anyOf": [{ "type": "array" }, { "type": "string" }, { "type": "number" }, { "type": "boolean" }, { "type": "null" }] }] } } } } };
const pattern6 = new RegExp("^https?://(?:[A-Za-z0-9._${}-]+|\\[[0-9A-Fa-f:.]+\\])(?::(?:[0-9]{1,4}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?(?:/[A-Za-z0-9._/${}-]*)?$", "u");
function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/plugins/sink-http.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate26.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.channels === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "channels" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.timeout_connect !== undefined) {
            let data0 = data.timeout_connect;
            const _errs2 = errors;
            let valid1 = false;
            const _errs3 = errors;
            if (!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) {
                const err1 = { instancePath: instancePath + "/timeout_connect", schemaPath: "#/properties/timeout_connect/anyOf/0/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
            var _valid0 = _errs3 === errors;
            valid1 = valid1 || _valid0;
            var _valid0 = true;
            valid1 = valid1 || _valid0;
            if (!valid1) {
                const err2 = { instancePath: instancePath + "/timeout_connect", schemaPath: "#/properties/timeout_connect/anyOf", keyword: "anyOf", params: {} };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
            else {
                errors = _errs2;
                if (vErrors !== null) {
                    if (_errs2) {
                        vErrors.length = _errs2;
                    }
                    else {
                        vErrors = null;
                    }
                }
            }
        }
        if (data.timeout_transfer !== undefined) {
            let data1 = data.timeout_transfer;
            const _errs6 = errors;
            let valid2 = false;
            const _errs7 = errors;
            if (!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) {
                const err3 = { instancePath: instancePath + "/timeout_transfer", schemaPath: "#/properties/timeout_transfer/anyOf/0/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
            var _valid1 = _errs7 === errors;
            valid2 = valid2 || _valid1;
            var _valid1 = true;
            valid2 = valid2 || _valid1;
            if (!valid2) {
                const err4 = { instancePath: instancePath + "/timeout_transfer", schemaPath: "#/properties/timeout_transfer/anyOf", keyword: "anyOf", params: {} };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
            else {
                errors = _errs6;
                if (vErrors !== null) {
                    if (_errs6) {
                        vErrors.length = _errs6;
                    }
                    else {
                        vErrors = null;
                    }
                }
            }
        }
        if (data.tls_verify !== undefined) {
            const _errs10 = errors;
            let valid3 = false;
            const _errs11 = errors;
            if (typeof data.tls_verify !== "boolean") {
                const err5 = { instancePath: instancePath + "/tls_verify", schemaPath: "#/properties/tls_verify/anyOf/0/type", keyword: "type", params: { type: "boolean" } };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
            var _valid2 = _errs11 === errors;
            valid3 = valid3 || _valid2;
            var _valid2 = true;
            valid3 = valid3 || _valid2;
            if (!valid3) {
                const err6 = { instancePath: instancePath + "/tls_verify", schemaPath: "#/properties/tls_verify/anyOf", keyword: "anyOf", params: {} };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
            else {
                errors = _errs10;
                if (vErrors !== null) {
                    if (_errs10) {
                        vErrors.length = _errs10;
                    }
                    else {
                        vErrors = null;
                    }
                }
            }
        }
        if (data.tls_version1 !== undefined) {
            const _errs14 = errors;
            let valid4 = false;
            const _errs15 = errors;
            if (typeof data.tls_version1 !== "boolean") {
                const err7 = { instancePath: instancePath + "/tls_version1", schemaPath: "#/properties/tls_version1/anyOf/0/type", keyword: "type", params: { type: "boolean" } };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
            var _valid3 = _errs15 === errors;
            valid4 = valid4 || _valid3;
            var _valid3 = true;
            valid4 = valid4 || _valid3;
            if (!valid4) {
                const err8 = { instancePath: instancePath + "/tls_version1", schemaPath: "#/properties/tls_version1/anyOf", keyword: "anyOf", params: {} };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
            else {
                errors = _errs14;
                if (vErrors !== null) {
                    if (_errs14) {
                        vErrors.length = _errs14;
                    }
                    else {
                        vErrors = null;
                    }
                }
            }
        }
        if (data.channels !== undefined) {
            let data4 = data.channels;
            if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                for (const key0 in data4) {
                    let data5 = data4[key0];
                    if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                        if (data5.url === undefined) {
                            const err9 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/channels/additionalProperties/required", keyword: "required", params: { missingProperty: "url" } };
                            if (vErrors === null) {
                                vErrors = [err9];
                            }
                            else {
                                vErrors.push(err9);
                            }
                            errors++;
                        }
                        if (data5.enable !== undefined) {
                            const _errs23 = errors;
                            let valid7 = false;
                            const _errs24 = errors;
                            if (typeof data5.enable !== "boolean") {
                                const err10 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/enable", schemaPath: "#/properties/channels/additionalProperties/properties/enable/anyOf/0/type", keyword: "type", params: { type: "boolean" } };
                                if (vErrors === null) {
                                    vErrors = [err10];
                                }
                                else {
                                    vErrors.push(err10);
                                }
                                errors++;
                            }
                            var _valid4 = _errs24 === errors;
                            valid7 = valid7 || _valid4;
                            var _valid4 = true;
                            valid7 = valid7 || _valid4;
                            if (!valid7) {
                                const err11 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/enable", schemaPath: "#/properties/channels/additionalProperties/properties/enable/anyOf", keyword: "anyOf", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err11];
                                }
                                else {
                                    vErrors.push(err11);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs23;
                                if (vErrors !== null) {
                                    if (_errs23) {
                                        vErrors.length = _errs23;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                        }
                        if (data5.timeout_connect !== undefined) {
                            let data7 = data5.timeout_connect;
                            const _errs27 = errors;
                            let valid8 = false;
                            const _errs28 = errors;
                            if (!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))) {
                                const err12 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/timeout_connect", schemaPath: "#/properties/channels/additionalProperties/properties/timeout_connect/anyOf/0/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err12];
                                }
                                else {
                                    vErrors.push(err12);
                                }
                                errors++;
                            }
                            var _valid5 = _errs28 === errors;
                            valid8 = valid8 || _valid5;
                            var _valid5 = true;
                            valid8 = valid8 || _valid5;
                            if (!valid8) {
                                const err13 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/timeout_connect", schemaPath: "#/properties/channels/additionalProperties/properties/timeout_connect/anyOf", keyword: "anyOf", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err13];
                                }
                                else {
                                    vErrors.push(err13);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs27;
                                if (vErrors !== null) {
                                    if (_errs27) {
                                        vErrors.length = _errs27;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                        }
                        if (data5.timeout_transfer !== undefined) {
                            let data8 = data5.timeout_transfer;
                            const _errs31 = errors;
                            let valid9 = false;
                            const _errs32 = errors;
                            if (!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) {
                                const err14 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/timeout_transfer", schemaPath: "#/properties/channels/additionalProperties/properties/timeout_transfer/anyOf/0/type", keyword: "type", params: { type: "integer" } };
                                if (vErrors === null) {
                                    vErrors = [err14];
                                }
                                else {
                                    vErrors.push(err14);
                                }
                                errors++;
                            }
                            var _valid6 = _errs32 === errors;
                            valid9 = valid9 || _valid6;
                            var _valid6 = true;
                            valid9 = valid9 || _valid6;
                            if (!valid9) {
                                const err15 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/timeout_transfer", schemaPath: "#/properties/channels/additionalProperties/properties/timeout_transfer/anyOf", keyword: "anyOf", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err15];
                                }
                                else {
                                    vErrors.push(err15);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs31;
                                if (vErrors !== null) {
                                    if (_errs31) {
                                        vErrors.length = _errs31;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                        }
                        if (data5.tls_verify !== undefined) {
                            const _errs35 = errors;
                            let valid10 = false;
                            const _errs36 = errors;
                            if (typeof data5.tls_verify !== "boolean") {
                                const err16 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/tls_verify", schemaPath: "#/properties/channels/additionalProperties/properties/tls_verify/anyOf/0/type", keyword: "type", params: { type: "boolean" } };
                                if (vErrors === null) {
                                    vErrors = [err16];
                                }
                                else {
                                    vErrors.push(err16);
                                }
                                errors++;
                            }
                            var _valid7 = _errs36 === errors;
                            valid10 = valid10 || _valid7;
                            var _valid7 = true;
                            valid10 = valid10 || _valid7;
                            if (!valid10) {
                                const err17 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/tls_verify", schemaPath: "#/properties/channels/additionalProperties/properties/tls_verify/anyOf", keyword: "anyOf", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err17];
                                }
                                else {
                                    vErrors.push(err17);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs35;
                                if (vErrors !== null) {
                                    if (_errs35) {
                                        vErrors.length = _errs35;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                        }
                        if (data5.tls_version1 !== undefined) {
                            const _errs39 = errors;
                            let valid11 = false;
                            const _errs40 = errors;
                            if (typeof data5.tls_version1 !== "boolean") {
                                const err18 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/tls_version1", schemaPath: "#/properties/channels/additionalProperties/properties/tls_version1/anyOf/0/type", keyword: "type", params: { type: "boolean" } };
                                if (vErrors === null) {
                                    vErrors = [err18];
                                }
                                else {
                                    vErrors.push(err18);
                                }
                                errors++;
                            }
                            var _valid8 = _errs40 === errors;
                            valid11 = valid11 || _valid8;
                            var _valid8 = true;
                            valid11 = valid11 || _valid8;
                            if (!valid11) {
                                const err19 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/tls_version1", schemaPath: "#/properties/channels/additionalProperties/properties/tls_version1/anyOf", keyword: "anyOf", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err19];
                                }
                                else {
                                    vErrors.push(err19);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs39;
                                if (vErrors !== null) {
                                    if (_errs39) {
                                        vErrors.length = _errs39;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                        }
                        if (data5.url !== undefined) {
                            let data11 = data5.url;
                            if (typeof data11 === "string") {
                                if (!pattern6.test(data11)) {
                                    const err20 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/url", schemaPath: "#/properties/channels/additionalProperties/properties/url/pattern", keyword: "pattern", params: { pattern: "^https?://(?:[A-Za-z0-9._${}-]+|\\[[0-9A-Fa-f:.]+\\])(?::(?:[0-9]{1,4}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?(?:/[A-Za-z0-9._/${}-]*)?$" } };
                                    if (vErrors === null) {
                                        vErrors = [err20];
                                    }
                                    else {
                                        vErrors.push(err20);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err21 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/url", schemaPath: "#/properties/channels/additionalProperties/properties/url/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err21];
                                }
                                else {
                                    vErrors.push(err21);
                                }
                                errors++;
                            }
                        }
                        if (data5.headers !== undefined) {
                            let data12 = data5.headers;
                            const _errs45 = errors;
                            let valid12 = false;
                            const _errs46 = errors;
                            if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
                                for (const key1 in data12) {
                                    if (typeof data12[key1] !== "string") {
                                        const err22 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/channels/additionalProperties/properties/headers/anyOf/0/additionalProperties/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err22];
                                        }
                                        else {
                                            vErrors.push(err22);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err23 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/headers", schemaPath: "#/properties/channels/additionalProperties/properties/headers/anyOf/0/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err23];
                                }
                                else {
                                    vErrors.push(err23);
                                }
                                errors++;
                            }
                            var _valid9 = _errs46 === errors;
                            valid12 = valid12 || _valid9;
                            const _errs51 = errors;
                            const _errs52 = errors;
                            let valid14 = false;
                            const _errs53 = errors;
                            if (!(Array.isArray(data12))) {
                                const err24 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/headers", schemaPath: "#/properties/channels/additionalProperties/properties/headers/anyOf/1/anyOf/0/type", keyword: "type", params: { type: "array" } };
                                if (vErrors === null) {
                                    vErrors = [err24];
                                }
                                else {
                                    vErrors.push(err24);
                                }
                                errors++;
                            }
                            var _valid10 = _errs53 === errors;
                            valid14 = valid14 || _valid10;
                            const _errs55 = errors;
                            if (typeof data12 !== "string") {
                                const err25 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/headers", schemaPath: "#/properties/channels/additionalProperties/properties/headers/anyOf/1/anyOf/1/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err25];
                                }
                                else {
                                    vErrors.push(err25);
                                }
                                errors++;
                            }
                            var _valid10 = _errs55 === errors;
                            valid14 = valid14 || _valid10;
                            const _errs57 = errors;
                            if (!((typeof data12 == "number") && (isFinite(data12)))) {
                                const err26 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/headers", schemaPath: "#/properties/channels/additionalProperties/properties/headers/anyOf/1/anyOf/2/type", keyword: "type", params: { type: "number" } };
                                if (vErrors === null) {
                                    vErrors = [err26];
                                }
                                else {
                                    vErrors.push(err26);
                                }
                                errors++;
                            }
                            var _valid10 = _errs57 === errors;
                            valid14 = valid14 || _valid10;
                            const _errs59 = errors;
                            if (typeof data12 !== "boolean") {
                                const err27 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/headers", schemaPath: "#/properties/channels/additionalProperties/properties/headers/anyOf/1/anyOf/3/type", keyword: "type", params: { type: "boolean" } };
                                if (vErrors === null) {
                                    vErrors = [err27];
                                }
                                else {
                                    vErrors.push(err27);
                                }
                                errors++;
                            }
                            var _valid10 = _errs59 === errors;
                            valid14 = valid14 || _valid10;
                            const _errs61 = errors;
                            if (data12 !== null) {
                                const err28 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/headers", schemaPath: "#/properties/channels/additionalProperties/properties/headers/anyOf/1/anyOf/4/type", keyword: "type", params: { type: "null" } };
                                if (vErrors === null) {
                                    vErrors = [err28];
                                }
                                else {
                                    vErrors.push(err28);
                                }
                                errors++;
                            }
                            var _valid10 = _errs61 === errors;
                            valid14 = valid14 || _valid10;
                            if (!valid14) {
                                const err29 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/headers", schemaPath: "#/properties/channels/additionalProperties/properties/headers/anyOf/1/anyOf", keyword: "anyOf", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err29];
                                }
                                else {
                                    vErrors.push(err29);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs52;
                                if (vErrors !== null) {
                                    if (_errs52) {
                                        vErrors.length = _errs52;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                            var _valid9 = _errs51 === errors;
                            valid12 = valid12 || _valid9;
                            if (!valid12) {
                                const err30 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/headers", schemaPath: "#/properties/channels/additionalProperties/properties/headers/anyOf", keyword: "anyOf", params: {} };
                                if (vErrors === null) {
                                    vErrors = [err30];
                                }
                                else {
                                    vErrors.push(err30);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs45;
                                if (vErrors !== null) {
                                    if (_errs45) {
                                        vErrors.length = _errs45;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                        }
                    }
                    else {
                        const err31 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/channels/additionalProperties/type", keyword: "type", params: { type: "object" } };
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
            else {
                const err32 = { instancePath: instancePath + "/channels", schemaPath: "#/properties/channels/type", keyword: "type", params: { type: "object" } };
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
    else {
        const err33 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err33];
        }
        else {
            vErrors.push(err33);
        }
        errors++;
    }
    validate26.errors = vErrors;
    return errors === 0;
}
validate26.evaluated = { "props": { "timeout_connect": true, "timeout_transfer": true, "tls_verify": true, "tls_version1": true, "channels": true }, "dynamicProps": false, "dynamicItems": false };
export const sinkUbus = validate27;
const schema38 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/plugins/sink-ubus.schema.json", "type": "object", "required": ["channels"], "properties": { "channels": { "type": "object", "additionalProperties": { "type": "object", "required": ["path", "function"], "properties": { "enable": { "type": "boolean" }, "path": { "type": "string", "pattern": "^[A-Za-z0-9._-]+$" }, "function": { "type": "string", "minLength": 1 } } } } }, "$defs": { "channel": { "type": "object", "required": ["path", "function"], "properties": { "enable": { "type": "boolean" }, "path": { "type": "string", "pattern": "^[A-Za-z0-9._-]+$" }, "function": { "$ref": "#/$defs/enums.nonEmptyString" } } }, "enums.nonEmptyString": { "type": "string", "minLength": 1 } } };
const pattern7 = new RegExp("^[A-Za-z0-9._-]+$", "u");
function validate27(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/plugins/sink-ubus.schema.json" */ ;
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
        if (data.channels === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "channels" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.channels !== undefined) {
            let data0 = data.channels;
            if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                for (const key0 in data0) {
                    let data1 = data0[key0];
                    if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                        if (data1.path === undefined) {
                            const err1 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/channels/additionalProperties/required", keyword: "required", params: { missingProperty: "path" } };
                            if (vErrors === null) {
                                vErrors = [err1];
                            }
                            else {
                                vErrors.push(err1);
                            }
                            errors++;
                        }
                        if (data1.function === undefined) {
                            const err2 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/channels/additionalProperties/required", keyword: "required", params: { missingProperty: "function" } };
                            if (vErrors === null) {
                                vErrors = [err2];
                            }
                            else {
                                vErrors.push(err2);
                            }
                            errors++;
                        }
                        if (data1.enable !== undefined) {
                            if (typeof data1.enable !== "boolean") {
                                const err3 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/enable", schemaPath: "#/properties/channels/additionalProperties/properties/enable/type", keyword: "type", params: { type: "boolean" } };
                                if (vErrors === null) {
                                    vErrors = [err3];
                                }
                                else {
                                    vErrors.push(err3);
                                }
                                errors++;
                            }
                        }
                        if (data1.path !== undefined) {
                            let data3 = data1.path;
                            if (typeof data3 === "string") {
                                if (!pattern7.test(data3)) {
                                    const err4 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/path", schemaPath: "#/properties/channels/additionalProperties/properties/path/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9._-]+$" } };
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
                                const err5 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/path", schemaPath: "#/properties/channels/additionalProperties/properties/path/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err5];
                                }
                                else {
                                    vErrors.push(err5);
                                }
                                errors++;
                            }
                        }
                        if (data1.function !== undefined) {
                            let data4 = data1.function;
                            if (typeof data4 === "string") {
                                if (data4.length < 1) {
                                    const err6 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/function", schemaPath: "#/properties/channels/additionalProperties/properties/function/minLength", keyword: "minLength", params: { limit: 1 } };
                                    if (vErrors === null) {
                                        vErrors = [err6];
                                    }
                                    else {
                                        vErrors.push(err6);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err7 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/function", schemaPath: "#/properties/channels/additionalProperties/properties/function/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err7];
                                }
                                else {
                                    vErrors.push(err7);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err8 = { instancePath: instancePath + "/channels/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/channels/additionalProperties/type", keyword: "type", params: { type: "object" } };
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
                const err9 = { instancePath: instancePath + "/channels", schemaPath: "#/properties/channels/type", keyword: "type", params: { type: "object" } };
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
    else {
        const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err10];
        }
        else {
            vErrors.push(err10);
        }
        errors++;
    }
    validate27.errors = vErrors;
    return errors === 0;
}
validate27.evaluated = { "props": { "channels": true }, "dynamicProps": false, "dynamicItems": false };
